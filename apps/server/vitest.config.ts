import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files share one module cache per worker: each file still builds its own app, database
    // and data folder, and importing the server once per worker instead of once per file halves
    // the suite's time. Every file still passes alone (`vitest run <file>`).
    isolate: false,
  },
});
