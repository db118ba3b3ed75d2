import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Sized for a loaded 2-core CI machine running PGlite, PostgreSQL, ffmpeg and a browser at once.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Test files share a worker's loaded modules instead of importing the whole server again per file
    // (a fifth of the run): every file builds its own app, database and data directory, and none mocks modules.
    isolate: false,
  },
});
