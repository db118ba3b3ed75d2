/**
 * Run as its own process by recall-restart.test.ts: creates a scheduled bot and an ad-hoc bot whose
 * webhooks cannot be delivered (so retries are pending), closes the HTTP server but NOT the sandbox,
 * and must then exit on its own.
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../src/index.js';

const dataDir = await mkdtemp(join(tmpdir(), 'ting-recall-exit-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

// A port nobody listens on any more: every delivery is refused, so retries get scheduled.
const gone = createServer();
await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
const deadPort = (gone.address() as AddressInfo).port;
await new Promise((resolve) => gone.close(resolve));

const server = createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const sandbox = await createSandbox({
  publicUrl: `${origin}/sandbox`,
  dataDir,
  google: { clientId: 'c', clientSecret: 's', redirectUris: ['http://localhost:3999/callback'] },
  recall: {
    apiKey: 'k',
    webhookUrl: `http://127.0.0.1:${deadPort}/hook`,
    webhookSecret: 'whsec_c2VjcmV0LWtleQ==',
    stepMs: 50,
  },
});
server.on('request', (req, res) => {
  req.url = (req.url ?? '/').slice('/sandbox'.length) || '/';
  sandbox.handle(req, res);
});

async function createBot(body: Record<string, unknown>) {
  const response = await fetch(`${sandbox.recallUrl}/api/v1/bot/`, {
    method: 'POST',
    headers: { authorization: 'Token k', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`create bot answered ${response.status}`);
}

await createBot({
  meeting_url: 'https://meet.google.com/abc-defg-hij',
  join_at: new Date(Date.now() + 3_600_000).toISOString(),
});
await createBot({ meeting_url: 'https://meet.google.com/abc-defg-hij' });
// Let the ad-hoc bot run and its first deliveries fail.
await new Promise((resolve) => setTimeout(resolve, 400));
server.closeAllConnections();
server.close();
console.log('bots created');
