import { defineConfig } from 'tsup';

// The server and CLIs are bundled (contracts inlined) so production runs plain Node, no loader.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@civicng/contracts'],
});
