import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterBuild } from './vite-after-build';
import screenTable from './src/app/screen-table.json' with { type: 'json' };

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What the server adds to the page for a path: the files its first screen waits for. */
export interface FirstScreens {
  /** In the router's order; each screen's chunk and what it imports, beyond the entry's own. */
  screens: { path: string; scripts: string[]; styles: string[]; words: string[] }[];
  /** language → namespace → the catalogue's chunk (and any chunk it imports). */
  words: Record<string, Record<string, string[]>>;
}

/** The chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Writes .vite/first-screens.json from Vite's manifest: for each route of screen-table.json the
 * files its screen needs beyond index.html's, and each catalogue's chunk. The server reads it
 * to add <link rel="modulepreload"> for the opened screen and its words in the visitor's
 * language, so a phone downloads them beside the main bundle instead of after running it.
 */
export function firstScreens(): Plugin {
  return afterBuild('civicng:first-screens', async (outDir) => {
    const manifestFile = path.join(outDir, '.vite', 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
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
      const [, language, namespace] = /^src\/locales\/(\w+)\/(\w+)\.json$/.exec(key) ?? [];
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
