import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Sized for a loaded 2-core CI machine running PGlite, PostgreSQL, ffmpeg and a browser at once.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
