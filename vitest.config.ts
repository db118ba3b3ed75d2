import { defineConfig } from 'vitest/config';

/**
 * Two test files at a time on a 2-core machine. Set on every project: a project's own config does not
 * inherit the root's, and a project left at one worker runs its files strictly one after another.
 * Timing-sensitive tests run apart, one at a time (scripts/test.mjs).
 */
const MAX_WORKERS = 2;

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
          maxWorkers: MAX_WORKERS,
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
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server:pglite',
          root: './apps/server',
          env: { TEST_DB_KIND: 'pglite' },
          maxWorkers: MAX_WORKERS,
        },
      },
      ...serverOnPostgres,
      {
        extends: './apps/sandbox/vitest.config.ts',
        test: { name: 'sandbox', root: './apps/sandbox', maxWorkers: MAX_WORKERS },
      },
      {
        extends: './apps/web/vitest.config.ts',
        test: { name: 'web', root: './apps/web', maxWorkers: MAX_WORKERS },
      },
      {
        extends: './packages/contracts/vitest.config.ts',
        test: { name: 'contracts', root: './packages/contracts', maxWorkers: MAX_WORKERS },
      },
      // The evaluation suite's scoring code (`npm run eval` itself stays out of `npm test`).
      {
        test: {
          name: 'eval-scoring',
          root: './bench',
          include: ['eval/**/*.test.ts'],
          environment: 'node',
          maxWorkers: MAX_WORKERS,
        },
      },
    ],
  },
});
