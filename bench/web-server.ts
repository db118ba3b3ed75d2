// Ting as `npm start` runs it — the built web app, the API and the sandbox's Google — for benchmarks that
// drive a real browser. The web app is built afresh from the sources (BENCH_WEB_DIST points at another
// build instead, to compare two builds).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export type WebServer = { baseUrl: string; distDir: string; close(): Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** `vite build` of apps/web into `outDir`, with the project's own Vite and Node. */
function buildWebApp(outDir: string): void {
  const vitePackage = createRequire(path.join(ROOT, 'apps/web/package.json')).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePackage), 'bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(ROOT, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed with status ${build.status}`);
}

async function waitUntilHealthy(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with status ${server.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health within 2 minutes`);
}

export async function startWebServer(): Promise<WebServer> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'ting-web-bench-'));
  const distDir = process.env.BENCH_WEB_DIST ?? path.join(workDir, 'dist');
  if (!process.env.BENCH_WEB_DIST) buildWebApp(distDir);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  });
  const close = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(baseUrl, server);
    return { baseUrl, distDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}
