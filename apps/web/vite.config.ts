import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { afterBuild } from './vite-after-build';
import { firstScreens } from './vite-first-screens';

// Bootstrap's React components, React Query's hooks and the app's small shared components,
// which nearly every screen uses, go in one chunk instead of a dozen: on a phone network each
// request costs a 150 ms round trip, six at a time. Components only a few screens use (modals,
// tabs, popovers...) keep chunks of their own, and so do the screens and the markdown renderer.
const sharedUi = (id: string) => {
  const inPackage = /node_modules[\\/](.*)$/.exec(id)?.[1];
  if (inPackage) {
    return (
      /^(react-bootstrap|@restart[\\/]\w+|react-transition-group|dom-helpers|uncontrollable|prop-types|warning|invariant|classnames|@babel[\\/]runtime|@tanstack[\\/]react-query)[\\/]/.test(
        inPackage,
      ) &&
      !/(Modal|Tab|Accordion|Dropdown|Overlay|Popover|Tooltip|Offcanvas|Toast|Carousel|Popper)/.test(
        inPackage,
      )
    );
  }
  return (
    /[\\/]src[\\/](components|hooks|lib)[\\/]/.test(id) &&
    !/(not-found-screen|markdown)\.tsx?$/.test(id)
  );
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes a .br and a .gz beside every built text asset, once, at build time, so the server sends
 * them (@fastify/static preCompressed) without compressing per request: on a 1.6 Mbps phone
 * network the JavaScript shrinks to about a third. Runs after the service worker is generated,
 * so ServiceWorker.js and the Workbox runtime are compressed too. index.html is left out: the
 * server renders it from the original on start.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((entry) => {
        const full = path.join(dir, entry.name);
        // .vite holds the build manifest, which is never served.
        if (entry.isDirectory()) return entry.name === '.vite' ? Promise.resolve([]) : walk(full);
        return Promise.resolve(compressible.test(entry.name) ? [full] : []);
      }),
    );
    return nested.flat();
  };
  return afterBuild('civicng:precompress', async (outDir) => {
    const files = await walk(outDir);
    await Promise.all(
      files.map(async (file) => {
        const source = await readFile(file);
        const [gz, br] = await Promise.all([
          gzipAsync(source, { level: 9 }),
          brotliAsync(source, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        ]);
        // A file too small to shrink is sent as it is.
        await Promise.all([
          gz.length < source.length && writeFile(`${file}.gz`, gz),
          br.length < source.length && writeFile(`${file}.br`, br),
        ]);
      }),
    );
  });
}

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      filename: 'ServiceWorker.js',
      registerType: 'autoUpdate',
      injectRegister: null,
      includeAssets: ['favicon.svg', 'logo.svg', 'icons/*.png'],
      manifest: {
        name: 'CivicNG',
        short_name: 'CivicNG',
        description: 'Civic education and e-democracy for Nigerian citizens',
        theme_color: '#0b4d2c',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,svg,png,woff2}', 'index.html'],
        // Pages come from the network when it answers (the server renders the configured name);
        // offline, the precached shell is served and the app shows its offline notice.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 5,
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
        ],
      },
    }),
    precompress(),
    firstScreens(),
  ],
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
  build: {
    // bench/page-weight.ts reads which chunks each screen needs from .vite/manifest.json.
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'ui', test: sharedUi }],
        },
      },
    },
  },
});
