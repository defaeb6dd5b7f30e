import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FirstScreens } from '@civicng/contracts/first-screens';
import type { Plugin } from 'vite';
import { readManifest, staticClosure } from './build-manifest';
import { afterBuild } from './vite-after-build';
import screenTable from './src/app/screen-table.json' with { type: 'json' };

/**
 * Writes .vite/first-screens.json from Vite's manifest: for each route of screen-table.json the
 * files its screen needs beyond index.html's, and each catalogue's chunk. The server reads it
 * to add <link rel="modulepreload"> for the opened screen and its words in the visitor's
 * language, so a phone downloads them beside the main bundle instead of after running it.
 */
export function firstScreens(): Plugin {
  return afterBuild('civicng:first-screens', async (outDir) => {
    const manifest = readManifest(outDir);
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('The build manifest has no entry chunk');
    const inEntry = staticClosure(manifest, entryKey);
    const filesOf = (root: string) => {
      const keys = [...staticClosure(manifest, root)].filter((key) => !inEntry.has(key));
      const chunks = keys.map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
      return {
        scripts: chunks.map((chunk) => `/${chunk.file}`),
        styles: chunks.flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)),
      };
    };
    const screens = screenTable.map(({ path: route, module, words }) => {
      const key = `src/${module}.tsx`;
      if (!manifest[key]) throw new Error(`${key} (${route}) is not in the build manifest`);
      return { path: route, ...filesOf(key), words };
    });
    const words: FirstScreens['words'] = {};
    for (const key of Object.keys(manifest)) {
      const [, language, namespace] =
        /^src\/locales\/(\w+)\/(\w+)\.json$/.exec(key) ??
        /^\.\.\/\.\.\/packages\/contracts\/locales\/(\w+)\.json$/.exec(key)?.concat('contracts') ??
        [];
      if (!language || !namespace) continue;
      (words[language] ??= {})[namespace] = filesOf(key).scripts;
    }
    const result: FirstScreens = { screens, words };
    await writeFile(
      path.join(outDir, '.vite', 'first-screens.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  });
}
