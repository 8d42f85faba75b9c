import { defineConfig } from 'vitest/config';

/** Browser journeys: real server, real Chromium, one file at a time (2-core machines). */
export default defineConfig({
  test: {
    name: 'browser',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
