import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxService } from '../service.js';
import { createRouter } from '../shared/router.js';
import { createBotLifecycle } from './bot-lifecycle.js';
import { createBotsRoutes } from './bots-routes.js';
import { createCallMedia } from './call-media.js';
import { createMediaRoutes } from './media-routes.js';
import { authenticateRecall } from './recall-auth.js';
import { sendNotFound, sendRecallError } from './recall-errors.js';
import { openRecallStore } from './recall-store.js';
import { createRecallControls } from './sandbox-controls.js';
import { createWebhookSender } from './webhook-sender.js';

export type RecallOptions = {
  /** What the product sends as `Authorization: Token <apiKey>`. */
  apiKey: string;
  /** Where every webhook goes (Recall: the endpoint configured in its dashboard). */
  webhookUrl: string;
  /** The workspace verification secret, `whsec_` + base64. */
  webhookSecret: string;
  /** Time between two bot statuses (default 300 ms). */
  stepMs?: number;
};

export type RecallSandboxOptions = {
  /** `${publicUrl}/recall`: stands in for a Recall region's base URL, e.g. https://us-west-2.recall.ai */
  baseUrl: string;
  dataDir: string;
  recall: RecallOptions;
  /** Waits before webhook retries (tests shorten them). */
  webhookRetryDelaysMs?: readonly number[];
};

export type RecallSandbox = SandboxService & { baseUrl: string };

/** Recall.ai: the Bot API, simulated bot lifecycles, signed webhooks, and the recording's media. */
export async function createRecallSandbox({
  baseUrl,
  dataDir,
  recall,
  webhookRetryDelaysMs,
}: RecallSandboxOptions): Promise<RecallSandbox> {
  await mkdir(dataDir, { recursive: true });
  const store = await openRecallStore(dataDir);
  const webhooks = createWebhookSender({
    store,
    url: recall.webhookUrl,
    secret: recall.webhookSecret,
    ...(webhookRetryDelaysMs ? { retryDelaysMs: webhookRetryDelaysMs } : {}),
  });
  const lifecycle = createBotLifecycle({
    store,
    webhooks,
    ...(recall.stepMs === undefined ? {} : { stepMs: recall.stepMs }),
  });
  const media = createCallMedia(dataDir);

  const api = createRouter(createBotsRoutes({ store, lifecycle, baseUrl }));
  const other = createRouter([
    ...createMediaRoutes({ store, media }),
    ...createRecallControls({ store, lifecycle, baseUrl }),
  ]);

  // Pick up where the last run stopped: undelivered webhooks first, then due statuses.
  webhooks.resume();
  lifecycle.reschedule();

  return {
    baseUrl,
    async handle(req: IncomingMessage, res: ServerResponse) {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      const method = req.method ?? 'GET';
      const isApi = url.pathname.startsWith('/api/');
      if (isApi) {
        const auth = authenticateRecall(req, recall.apiKey);
        if (!auth.ok) {
          return sendRecallError(res, {
            status: 401,
            detail: auth.detail,
            headers: { 'www-authenticate': 'Token' },
          });
        }
      }
      const match = (isApi ? api : other).match({ method, pathname: url.pathname });
      if (match.kind === 'not-found') return sendNotFound(res);
      if (match.kind === 'method-not-allowed') {
        res.setHeader('allow', match.allowed.join(', '));
        return sendRecallError(res, { status: 405, detail: `Method "${method}" not allowed.` });
      }
      await match.route.handle({ req, res, params: match.params, url });
    },
    async close() {
      lifecycle.close();
      webhooks.close();
      media.close();
      await store.flush();
    },
  };
}
