import type { LanguageCode } from './languages';

export type Catalogue = Record<string, unknown>;

// One file per feature and language (locales/<language>/<feature>.json), each holding one
// top-level key named for its feature. Each file is an i18next namespace and a chunk of its
// own: a phone fetches the shared words and the words of the screen it opens, in its language.
const files = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });

const featureOf = (file: string) => /\/locales\/\w+\/(\w+)\.json$/.exec(file)?.[1];

/** Every feature's namespace; "common" holds the navbar, footer and shared components' words. */
export const namespaces: readonly string[] = [
  ...new Set(
    Object.keys(files)
      .map(featureOf)
      .filter((name) => name !== undefined),
  ),
];

/** One feature's words in one language. */
export function loadCatalogue(language: LanguageCode, namespace: string): Promise<Catalogue> {
  const load = files[`../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No ${namespace} words in ${language}`));
  return load();
}
