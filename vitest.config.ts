import { defineConfig } from 'vitest/config';

// One runner, three projects: server integration tests, sandbox tests, web component tests.
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/sandbox', 'apps/web', 'packages/contracts'],
  },
});
