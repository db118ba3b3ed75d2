import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where a spec's own app answers: the config's port plus the spec's offset. */
export const ownAppUrl = (portOffset: number): string =>
  `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + portOffset}`;

/** An app of a spec's own, started as `npm start` runs it: where it answers, and how to stop it. */
export type OwnApp = { url: string; stop(): Promise<void> };

/**
 * Starts the product beside the one playwright.config.ts starts, on `E2E_PORT + offset` with a fresh
 * data directory and the spec's extra environment (a speech-to-text server, an analytics key), so the
 * other specs keep meeting a server without them. Waits until it answers its health check.
 */
export async function startOwnApp(options: {
  /** Added to the config's port; each spec takes its own. */
  portOffset: number;
  /** Names the data directory and the errors. */
  name: string;
  env: Record<string, string>;
}): Promise<OwnApp> {
  const url = ownAppUrl(options.portOffset);
  const app: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '..', '..', 'scripts', 'start.mjs')],
    {
      cwd: path.join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: new URL(url).port,
        APP_URL: url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), `ting-e2e-${options.name}-`)),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const stop = async () => {
    if (app.exitCode !== null || app.signalCode !== null) return;
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The ${options.name} app exited with ${app.exitCode}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The ${options.name} app did not answer on ${url} within 2 minutes`);
}
