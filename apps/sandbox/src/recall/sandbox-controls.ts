import { readJson, sendError, sendJson } from '../shared/http.js';
import type { Route, RouteContext } from '../shared/router.js';
import { type BotLifecycle, isFinished } from './bot-lifecycle.js';
import { renderBot } from './bot-resource.js';
import type { RecallStore, StoredBot } from './recall-store.js';

export type RecallControlsOptions = { store: RecallStore; lifecycle: BotLifecycle; baseUrl: string };

const DEFAULT_FATAL_SUB_CODE = 'bot_errored';

/** Under `${recallUrl}/_sandbox/`: controls that exist only in the sandbox, for tests (no auth). */
export function createRecallControls({ store, lifecycle, baseUrl }: RecallControlsOptions): Route[] {
  function findBot({ res, params }: RouteContext): StoredBot | undefined {
    const bot = store.get(params.id ?? '');
    if (!bot) sendError(res, { status: 404, code: 'bot_not_found', message: `No Recall bot ${params.id}` });
    return bot;
  }

  function handleRun(context: RouteContext) {
    const bot = findBot(context);
    if (!bot) return;
    lifecycle.runToEnd(bot);
    sendJson(context.res, { status: 200, body: renderBot(bot, baseUrl) });
  }

  async function handleFail(context: RouteContext) {
    const bot = findBot(context);
    if (!bot) return;
    const body = await readJson(context.req);
    const subCode = body.ok ? (body.value as { sub_code?: unknown } | undefined)?.sub_code : undefined;
    if (!body.ok || (subCode !== undefined && (typeof subCode !== 'string' || subCode === ''))) {
      return sendError(context.res, {
        status: 400,
        code: 'invalid_body',
        message: 'Send {"sub_code": "bot_kicked_from_call"} or no body (sub_code bot_errored)',
      });
    }
    if (isFinished(bot)) {
      return sendError(context.res, {
        status: 409,
        code: 'bot_finished',
        message: `Bot ${bot.id} has already finished (${bot.statusChanges.at(-1)?.code})`,
      });
    }
    lifecycle.fail(bot, (subCode as string | undefined) ?? DEFAULT_FATAL_SUB_CODE);
    sendJson(context.res, { status: 200, body: renderBot(bot, baseUrl) });
  }

  function handleWebhooks({ res, url }: RouteContext) {
    const botId = url.searchParams.get('bot_id');
    const event = url.searchParams.get('event');
    const results = store
      .webhooks()
      .filter((webhook) => (!botId || webhook.botId === botId) && (!event || webhook.event === event))
      .map((webhook) => ({
        id: webhook.id,
        event: webhook.event,
        bot_id: webhook.botId,
        state: webhook.state,
        created_at: webhook.createdAt,
        attempts: webhook.attempts,
        payload: JSON.parse(webhook.body) as unknown,
      }));
    sendJson(res, { status: 200, body: { results } });
  }

  return [
    { method: 'POST', pattern: '/_sandbox/bots/:id/run', handle: handleRun },
    { method: 'POST', pattern: '/_sandbox/bots/:id/fail', handle: handleFail },
    { method: 'GET', pattern: '/_sandbox/webhooks', handle: handleWebhooks },
  ];
}
