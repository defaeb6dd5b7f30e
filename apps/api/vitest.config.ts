import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Two test files at once on a 2-core machine (Vitest takes one fewer than the cores): most
    // wait on databases and child processes, and the suite takes about two thirds of the time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
