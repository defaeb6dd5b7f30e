import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstScreens } from '@civicng/contracts/first-screens';
import { languageCookie, spokenLanguage } from '@civicng/contracts/language';
import type { FastifyRequest } from 'fastify';
import { languageFromHeader, type Language } from '../i18n/index.js';

/** One route's entry in .vite/first-screens.json. */
export type FirstScreen = FirstScreens['screens'][number];

export function readFirstScreens(distDir: string): FirstScreens | undefined {
  const file = path.join(distDir, '.vite', 'first-screens.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstScreens) : undefined;
}

/**
 * The language the web app will choose for this page, found as its detector finds it: `?lang=`,
 * then the language kept on the device (its cookie), then the browser's languages, then English.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  return (
    spokenLanguage(Array.isArray(lang) ? lang[0] : lang) ??
    spokenLanguage(request.cookies[languageCookie]) ??
    languageFromHeader(request.headers['accept-language'])
  );
}

/**
 * The <link> tags that start the opened screen's code and its words in the page's language
 * downloading beside the main bundle: without them a phone fetches them only once the main
 * bundle has run, a round trip and more later.
 */
export function firstScreenLinks(
  firstScreens: FirstScreens,
  screen: FirstScreen,
  language: Language,
): string {
  const catalogues = firstScreens.words[language] ?? {};
  const scripts = [
    ...screen.scripts,
    ...['common', ...screen.words].flatMap((namespace) => catalogues[namespace] ?? []),
  ];
  return [
    ...[...new Set(scripts)].map(
      (file) => `<link rel="modulepreload" crossorigin href="${file}" />`,
    ),
    ...screen.styles.map((file) => `<link rel="preload" as="style" href="${file}" />`),
  ].join('');
}
