import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit, component and API tests. Browser journeys have their own config in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web', 'apps/server'],
    // Vitest leaves one core to itself by default: one worker on a 2-core CI runner. The tests
    // spend much of their time waiting (child servers, PostgreSQL, timers), so use every core.
    maxWorkers: availableParallelism(),
  },
});
