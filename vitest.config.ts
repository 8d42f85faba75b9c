import { defineConfig } from 'vitest/config';

/** Unit, component and API tests. Browser journeys have their own config in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web', 'apps/server'],
  },
});
