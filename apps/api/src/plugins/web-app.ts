import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicConfig, type Config } from '../config.js';
import { escapeHtml } from '../html.js';
import { routeAt } from '@civicng/contracts/route-match';
import { firstScreenLinks, pageLanguage, readFirstScreens } from './first-screen.js';

/** The page for a request: index.html in the visitor's language, with its first screen's files. */
export type RenderIndex = (request: FastifyRequest) => string;
/** Whether the web app has a screen at the request's path (not only its "Page not found"). */
export type KnowsPage = (request: FastifyRequest) => boolean;

/**
 * Serves the built React app. index.html is rendered at start with the configured name and the
 * browser's allowed configuration in a meta tag (no inline script, so the CSP stays strict);
 * each page then gets its `<html lang>` and the opened screen's files (first-screen.ts), one
 * rendering per route and language, kept.
 */
export async function registerWebApp(app: FastifyInstance, config: Config, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built; only the API is served');
    return { renderIndex: undefined, knowsPage: undefined };
  }
  const baseHtml = readFileSync(indexFile, 'utf8')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.APP_NAME)}</title>`)
    .replace(
      '</head>',
      `<meta name="civicng-config" content="${escapeHtml(JSON.stringify(publicConfig(config)))}" /></head>`,
    );

  const firstScreens = readFirstScreens(distDir);
  const rendered = new Map<string, string>();
  const renderIndex: RenderIndex = (request) => {
    const language = pageLanguage(request);
    const screen = firstScreens && routeAt(firstScreens.screens, request.url.split('?')[0] ?? '/');
    const key = `${language} ${screen?.path ?? ''}`;
    let html = rendered.get(key);
    if (html === undefined) {
      const links = firstScreens && screen ? firstScreenLinks(firstScreens, screen, language) : '';
      html = baseHtml
        .replace(/<html(\s[^>]*)?>/, `<html lang="${language}">`)
        .replace('</head>', `${links}</head>`);
      rendered.set(key, html);
    }
    return html;
  };

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // .vite/ holds the build's manifests, for the server and the benchmarks, not for browsers.
    dotfiles: 'ignore',
    // The build writes a .br and a .gz beside each text asset (vite.config.ts): sent to browsers
    // that accept them, about a third of the bytes on a phone network, with no work per request.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const rel = path.relative(distDir, filePath);
      reply.header(
        'cache-control',
        rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Without the build's list of screens every path is taken as one (the app says if it is not).
  const knowsPage: KnowsPage = (request) =>
    (firstScreens && routeAt(firstScreens.screens, request.url.split('?')[0] ?? '/')?.path) !== '*';
  return { renderIndex, knowsPage };
}

/** Uploaded option images under /uploads/: fixed type by extension, no script can run in them. */
export async function registerUploads(app: FastifyInstance, dir: string) {
  mkdirSync(dir, { recursive: true });
  await app.register(async (files) => {
    await files.register(fastifyStatic, {
      root: dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      wildcard: true,
      allowedPath: (pathName) => /^\/[0-9a-f]{32}\.(png|jpg|webp)$/.test(pathName),
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
      },
    });
  });
}
