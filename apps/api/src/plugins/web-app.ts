import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicConfig, type Config } from '../config.js';
import { escapeHtml } from '../html.js';

/**
 * Serves the built React app. index.html is rendered once at start with the configured name
 * and the browser's allowed configuration in a meta tag (no inline script, so the CSP stays strict).
 */
export async function registerWebApp(app: FastifyInstance, config: Config, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built; only the API is served');
    return { indexHtml: undefined };
  }
  const indexHtml = readFileSync(indexFile, 'utf8')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.APP_NAME)}</title>`)
    .replace(
      '</head>',
      `<meta name="civicng-config" content="${escapeHtml(JSON.stringify(publicConfig(config)))}" /></head>`,
    );

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
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
  return { indexHtml };
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
