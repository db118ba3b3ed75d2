import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { checkRoleSetup } from '../src/roles';
import { createEmptyPostgresDatabase, TEST_DB_KIND } from './test-database';

const SERVER_DIR = path.join(import.meta.dirname, '..');
const TSX = path.join(SERVER_DIR, '..', '..', 'node_modules', '.bin', 'tsx');

describe('split roles need what every process can reach', () => {
  const base = {
    databaseUrl: 'postgres://db/ting',
    s3: undefined,
    dataDirShared: false,
    dataDir: '/srv/ting',
  };

  it('lets one process with the embedded database and disk store run everything', () => {
    expect(() => checkRoleSetup({ role: 'all', config: { ...base, databaseUrl: undefined } })).not.toThrow();
  });

  it('refuses api or worker on the embedded database, saying to set DATABASE_URL', () => {
    for (const role of ['api', 'worker'] as const) {
      expect(() => checkRoleSetup({ role, config: { ...base, databaseUrl: undefined } })).toThrow(
        /set DATABASE_URL/,
      );
    }
  });

  it('refuses api or worker on an unshared disk store, saying to set S3_* or DATA_DIR_SHARED', () => {
    let error: unknown;
    try {
      checkRoleSetup({ role: 'worker', config: base });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/set S3_BUCKET .* or set DATA_DIR_SHARED=true/);
    expect((error as Error).message).toContain('/srv/ting');
    expect(() => checkRoleSetup({ role: 'api', config: { ...base, dataDirShared: true } })).not.toThrow();
    expect(() =>
      checkRoleSetup({
        role: 'api',
        config: {
          ...base,
          s3: {
            bucket: 'ting',
            region: 'us-east-1',
            endpoint: undefined,
            accessKeyId: undefined,
            secretAccessKey: undefined,
            forcePathStyle: false,
          },
        },
      }),
    ).not.toThrow();
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts `src/main.ts` as `npm start` would, with a role; resolves with its output so far once it exits. */
function startTing(options: { role: string; env: Record<string, string> }) {
  const child = spawn(TSX, ['src/main.ts', `--role=${options.role}`], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, process: { exited: Promise<unknown>; output(): string }) {
  let gone = false;
  void process.exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The process exited:\n${process.output()}`);
    const response = await fetch(`${url}/api/health`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No answer from ${url}:\n${process.output()}`);
}

describe.runIf(TEST_DB_KIND === 'postgres')(
  'an api and a worker process started at once on PostgreSQL',
  () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    let database: { url: string; drop(): Promise<void> } | undefined;
    const children: ChildProcess[] = [];
    let dataDir: string | undefined;

    afterAll(async () => {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(
        children.map((child) =>
          child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
        ),
      );
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    });

    it('both start on a fresh database: the migrations run once, under a lock, and both answer', async () => {
      database = await createEmptyPostgresDatabase(adminUrl);
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'ting-scale-out-'));

      const shared = { DATABASE_URL: database.url, DATA_DIR: dataDir, DATA_DIR_SHARED: 'true' };
      const [apiPort, workerPort] = [await freePort(), await freePort()];
      const api = startTing({
        role: 'api',
        env: { ...shared, PORT: String(apiPort), APP_URL: `http://127.0.0.1:${apiPort}` },
      });
      const worker = startTing({
        role: 'worker',
        env: { ...shared, PORT: String(workerPort), APP_URL: `http://127.0.0.1:${workerPort}` },
      });
      children.push(api.child, worker.child);

      await Promise.all([
        waitForHealth(`http://127.0.0.1:${apiPort}`, api),
        waitForHealth(`http://127.0.0.1:${workerPort}`, worker),
      ]);
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      const { rows } = await check.query('select count(*)::int as applied from drizzle.__drizzle_migrations');
      await check.end();
      expect(rows[0].applied).toBeGreaterThan(0);
    });

    it('refuses to start a worker on an unshared disk store, with what to set', async () => {
      const worker = startTing({
        role: 'worker',
        env: { DATABASE_URL: 'postgres://127.0.0.1:1/none', DATA_DIR: os.tmpdir(), DATA_DIR_SHARED: 'false' },
      });
      children.push(worker.child);
      expect(await worker.exited).toBe(1);
      expect(worker.output()).toMatch(/set S3_BUCKET .* or set DATA_DIR_SHARED=true/);
    });
  },
);
