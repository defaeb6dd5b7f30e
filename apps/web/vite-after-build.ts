import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build-only plugin that runs `work` on the output folder once everything, the service worker
 * included, has been written.
 */
export function afterBuild(name: string, work: (outDir: string) => Promise<void>): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, order: 'post', handler: () => work(outDir) },
  };
}
