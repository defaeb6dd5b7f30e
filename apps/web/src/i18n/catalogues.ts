import type { LanguageCode } from './languages';

export type Catalogue = Record<string, unknown>;
type LoadCatalogue = () => Promise<Catalogue>;

// One file per feature and language (locales/<language>/<feature>.json), each holding one
// top-level key named for its feature. Each file is an i18next namespace and a chunk of its
// own: a phone fetches the shared words and the words of the screen it opens, in its language.
const featureFiles = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });
// The shared contracts' validation messages (packages/contracts/locales/<language>.json, one
// top-level key "contracts"): the form says what the server would, in the same words.
const contractFiles = import.meta.glob<Catalogue>('../../../../packages/contracts/locales/*.json', {
  import: 'default',
});

const byName = new Map<string, LoadCatalogue>();
for (const [file, load] of Object.entries(featureFiles)) {
  const [, language, feature] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
  if (language && feature) byName.set(`${language}/${feature}`, load);
}
for (const [file, load] of Object.entries(contractFiles)) {
  const [, language] = /\/locales\/(\w+)\.json$/.exec(file) ?? [];
  if (language) byName.set(`${language}/contracts`, load);
}

/** Every feature's namespace; "common" holds the navbar, footer and shared components' words. */
export const namespaces: readonly string[] = [
  ...new Set([...byName.keys()].map((name) => name.split('/')[1] ?? '')),
];

/** One feature's words in one language. */
export function loadCatalogue(language: LanguageCode, namespace: string): Promise<Catalogue> {
  const load = byName.get(`${language}/${namespace}`);
  if (!load) return Promise.reject(new Error(`No ${namespace} words in ${language}`));
  return load();
}
