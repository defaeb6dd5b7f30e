/**
 * Page weight: how much JavaScript (and CSS) a browser must download before it can show each
 * first screen of the built web app, gzipped as a phone network carries it.
 *
 * Reads apps/web/dist (index.html and Vite's .vite/manifest.json, so run `npm run build -w
 * apps/web` first). For each screen it counts the entry chunk and its static imports (the
 * modulepreload links of index.html), the lazy chunk of the screen's route and that chunk's
 * static imports, the service worker's registration (workbox-window), which index.html
 * imports at once, and the screen's words: the shared catalogue and the screen's feature
 * catalogue in the language where they weigh most (a screen waits for its words). Each file is gzipped with node:zlib at level 9, as the build's .gz siblings
 * that the server sends.
 *
 *   npx tsx bench/page-weight.ts            # apps/web/dist
 *   npx tsx bench/page-weight.ts some/dist  # another build
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { readManifest, staticClosure } from '../apps/web/build-manifest.js';

const gzipAsync = promisify(gzip);

/** The budget: first-screen JavaScript, gzipped, per screen. */
export const firstScreenJsBudgetBytes = 150 * 1000;

export const defaultDistDir = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');

/** The first screens people open, with the source module of each one's lazy route. */
export const firstScreens: readonly { screen: string; routeModule: string; words: string }[] = [
  { screen: '/', routeModule: 'src/features/static-pages/index-screen.tsx', words: 'static' },
  { screen: '/login', routeModule: 'src/features/auth/login-screen.tsx', words: 'auth' },
  {
    screen: '/user/dashboard/vote',
    routeModule: 'src/features/polls/live-polls-screen.tsx',
    words: 'polls',
  },
];

export interface PageWeight {
  /** The path opened, e.g. /login. */
  screen: string;
  /** How many JavaScript files the screen needs before it can render. */
  jsFiles: number;
  /** Their size as built (minified, uncompressed). */
  jsBytes: number;
  /** Their size gzipped (level 9): what the network carries. */
  jsGzipBytes: number;
  /** The render-blocking CSS of the same chunks, gzipped. */
  cssGzipBytes: number;
  /** The files counted, relative to the dist folder (e.g. assets/index-abc.js). */
  files: string[];
  /**
   * The same words in the other languages: a browser fetches its own language's, which weigh
   * no more than the ones counted.
   */
  otherLanguages: string[];
  /**
   * Chunks the screen's own code imports on demand (the API's schemas, fetched beside the
   * screen's data): not needed to paint, downloaded before its data shows.
   */
  afterPaint: string[];
  /** Their size gzipped. */
  afterPaintGzipBytes: number;
}

const gzipSizes = new Map<string, Promise<number>>();
function gzipSize(file: string): Promise<number> {
  let size = gzipSizes.get(file);
  if (!size) {
    size = readFile(file).then(async (bytes) => (await gzipAsync(bytes, { level: 9 })).length);
    gzipSizes.set(file, size);
  }
  return size;
}

async function weigh(
  distDir: string,
  screen: string,
  files: string[],
): Promise<Omit<PageWeight, 'otherLanguages' | 'afterPaint' | 'afterPaintGzipBytes'>> {
  const js = files.filter((file) => /\.m?js$/.test(file));
  const css = files.filter((file) => file.endsWith('.css'));
  const sum = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0);
  const full = (file: string) => path.join(distDir, file);
  const [jsGzip, cssGzip, jsRaw] = await Promise.all([
    Promise.all(js.map((file) => gzipSize(full(file)))),
    Promise.all(css.map((file) => gzipSize(full(file)))),
    Promise.all(js.map(async (file) => (await readFile(full(file))).length)),
  ]);
  return {
    screen,
    jsFiles: js.length,
    jsBytes: sum(jsRaw),
    jsGzipBytes: sum(jsGzip),
    cssGzipBytes: sum(cssGzip),
    files,
  };
}

/** The first-screen download of each screen in firstScreens, from the built app in distDir. */
export async function measurePageWeight(distDir = defaultDistDir): Promise<PageWeight[]> {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('The build manifest has no entry chunk');
  // The same page must be what the server sends: index.html loads this entry.
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!html.includes(`/${entry.file}`)) {
    throw new Error(`index.html does not load the manifest's entry ${entry.file}`);
  }
  // Imported as soon as the entry runs, on every screen.
  const eager = (entry.dynamicImports ?? []).filter((key) => key.includes('workbox-window'));
  const catalogueKeys = (entry.dynamicImports ?? []).filter((key) =>
    key.startsWith('src/locales/'),
  );
  const languages = [...new Set(catalogueKeys.map((key) => /locales\/(\w+)\//.exec(key)?.[1]))];
  /** The chunk keys of the shared words and one feature's, in the language they weigh most. */
  const heaviestWords = async (feature: string) => {
    let heaviest: string[] = [];
    let heaviestBytes = -1;
    for (const language of languages) {
      const keys = [
        `src/locales/${language}/common.json`,
        `src/locales/${language}/${feature}.json`,
      ];
      const files = new Set(keys.flatMap((key) => [...staticClosure(manifest, key)]));
      const sizes = await Promise.all(
        [...files].map((key) => gzipSize(path.join(distDir, manifest[key]?.file ?? ''))),
      );
      const bytes = sizes.reduce((a, b) => a + b, 0);
      if (bytes > heaviestBytes) [heaviest, heaviestBytes] = [keys, bytes];
    }
    return heaviest;
  };

  return Promise.all(
    firstScreens.map(async ({ screen, routeModule, words }) => {
      const heaviest = await heaviestWords(words);
      if (!entry.dynamicImports?.includes(routeModule)) {
        throw new Error(`${routeModule} (${screen}) is not a lazy route of the entry`);
      }
      const keys = new Set<string>();
      for (const root of [entryKey, ...eager, ...heaviest, routeModule]) {
        staticClosure(manifest, root, keys);
      }
      const files = new Set<string>();
      for (const key of keys) {
        const chunk = manifest[key];
        if (!chunk) continue; // staticClosure found every key.
        files.add(chunk.file);
        for (const css of chunk.css ?? []) files.add(css);
      }
      const otherLanguages = languages
        .flatMap((language) => [
          manifest[`src/locales/${language}/common.json`]?.file,
          manifest[`src/locales/${language}/${words}.json`]?.file,
        ])
        .filter((file): file is string => file !== undefined && !files.has(file));
      const onDemand = new Set<string>();
      for (const key of staticClosure(manifest, routeModule)) {
        for (const imported of manifest[key]?.dynamicImports ?? []) {
          if (imported.includes('/locales/') || imported.includes('/features/')) continue;
          for (const k of staticClosure(manifest, imported)) {
            const file = manifest[k]?.file;
            if (file && !files.has(file)) onDemand.add(file);
          }
        }
      }
      const afterPaint = [...onDemand].sort();
      const afterPaintGzipBytes = (
        await Promise.all(afterPaint.map((file) => gzipSize(path.join(distDir, file))))
      ).reduce((a, b) => a + b, 0);
      return {
        ...(await weigh(distDir, screen, [...files].sort())),
        otherLanguages,
        afterPaint,
        afterPaintGzipBytes,
      };
    }),
  );
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** One line per screen: the figures the issue asks for. */
export function formatPageWeights(weights: PageWeight[]): string[] {
  const budget = kb(firstScreenJsBudgetBytes);
  return weights.map(
    (w) =>
      `${w.screen}: ${w.jsFiles} JS files, ${kb(w.jsBytes)} kB raw, ${kb(w.jsGzipBytes)} kB gzipped ` +
      `(budget ${budget} kB); CSS ${kb(w.cssGzipBytes)} kB gzipped; ` +
      `then up to ${kb(w.afterPaintGzipBytes)} kB gzipped on demand (the API's schemas, beside its data)`,
  );
}

function printTable(weights: PageWeight[]) {
  const header = [
    'screen',
    'JS files',
    'JS kB',
    'JS kB gz',
    'CSS kB gz',
    'budget kB gz',
    'ok',
    'then on demand (schemas), kB gz',
  ];
  const rows = weights.map((w) => [
    w.screen,
    String(w.jsFiles),
    kb(w.jsBytes),
    kb(w.jsGzipBytes),
    kb(w.cssGzipBytes),
    kb(firstScreenJsBudgetBytes),
    w.jsGzipBytes <= firstScreenJsBudgetBytes ? 'yes' : 'NO',
    kb(w.afterPaintGzipBytes),
  ]);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const weights = await measurePageWeight(
    process.argv[2] ? path.resolve(process.argv[2]) : undefined,
  );
  printTable(weights);
  if (weights.some((w) => w.jsGzipBytes > firstScreenJsBudgetBytes)) process.exitCode = 1;
}
