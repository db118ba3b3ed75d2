import { defineConfig } from 'vitest/config';

// Server integration tests run on embedded PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL points at a server (CI sets it).
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'server:postgres',
          root: './apps/server',
          environment: 'node',
          // Only the integration tests touch a database; unit tests run once, in server:pglite.
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: false,
          env: { TEST_DB_KIND: 'postgres' },
        },
      },
    ]
  : [];
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only.');
}

export default defineConfig({
  test: {
    // Two files at a time on a 2-core machine (three was slower: the server tests' waits are short);
    // timing-sensitive tests run apart, one at a time (scripts/test.mjs).
    maxWorkers: 2,
    projects: [
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server:pglite', root: './apps/server', env: { TEST_DB_KIND: 'pglite' } },
      },
      ...serverOnPostgres,
      'apps/sandbox',
      'apps/web',
      'packages/contracts',
      // The evaluation suite's scoring code (`npm run eval` itself stays out of `npm test`).
      {
        test: { name: 'eval-scoring', root: './bench', include: ['eval/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
