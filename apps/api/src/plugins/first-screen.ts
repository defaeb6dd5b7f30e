import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeAt } from '@civicng/contracts/route-match';
import type { FastifyRequest } from 'fastify';
import { isLanguage, languageFromHeader, type Language } from '../i18n/languages.js';

/** .vite/first-screens.json, written by the web build (apps/web/vite-first-screens.ts). */
export interface FirstScreens {
  screens: { path: string; scripts: string[]; styles: string[]; words: string[] }[];
  words: Record<string, Record<string, string[]>>;
}

/** The cookie the web app keeps its language in (beside localStorage), so the page can be told. */
export const languageCookie = 'civicng_lang';

export function readFirstScreens(distDir: string): FirstScreens | undefined {
  const file = path.join(distDir, '.vite', 'first-screens.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstScreens) : undefined;
}

/** `ha-NG` and `HA` are Hausa; anything we do not speak is nothing. */
const spokenLanguage = (value: unknown): Language | undefined => {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
};

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
  pathname: string,
  language: Language,
): string {
  const screen = routeAt(firstScreens.screens, pathname);
  if (!screen) return '';
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
