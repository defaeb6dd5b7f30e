import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// Component tests render in English, from the catalogue files themselves, loaded up front, one
// namespace per feature file as in the app.
const files = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  import: 'default',
  eager: true,
});
const contracts = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contracts/locales/en.json',
  { import: 'default', eager: true },
);
const english = {
  ...Object.fromEntries(
    Object.entries(files).map(([file, words]) => [/(\w+)\.json$/.exec(file)?.[1] ?? file, words]),
  ),
  contracts: Object.values(contracts)[0] ?? {},
};

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: english },
  ns: Object.keys(english),
  defaultNS: 'common',
  fallbackNS: Object.keys(english).filter((name) => name !== 'common'),
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
