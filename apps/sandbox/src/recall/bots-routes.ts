import { randomUUID } from 'node:crypto';
import { readJson, sendJson } from '../shared/http.js';
import type { Route, RouteContext } from '../shared/router.js';
import { type BotInput, parseBotInput } from './bot-input.js';
import { type BotLifecycle, currentCode, isDispatched, isFinished } from './bot-lifecycle.js';
import { renderBot } from './bot-resource.js';
import { sendFieldErrors, sendNotFound, sendRecallError } from './recall-errors.js';
import type { RecallStore, StoredBot } from './recall-store.js';

export type BotsRoutesOptions = { store: RecallStore; lifecycle: BotLifecycle; baseUrl: string };

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

/** Recall's Bot API: create, list, retrieve, update (scheduled only), delete (not dispatched only), leave_call. */
export function createBotsRoutes({ store, lifecycle, baseUrl }: BotsRoutesOptions): Route[] {
  function findBot({ res, params }: RouteContext): StoredBot | undefined {
    const bot = store.get(params.id ?? '');
    if (!bot) sendNotFound(res);
    return bot;
  }

  async function readBody(context: RouteContext): Promise<{ ok: true; value: unknown } | { ok: false }> {
    const body = await readJson(context.req);
    if (body.ok) return body;
    sendRecallError(context.res, { status: 400, detail: `JSON parse error - ${body.message}` });
    return { ok: false };
  }

  /** Ad-hoc bots (no join_at, or one already past) join now; scheduled ones at join_at. */
  function firstStepAt(joinAt: string | null): string {
    const now = new Date();
    return joinAt && Date.parse(joinAt) > now.getTime() ? joinAt : now.toISOString();
  }

  async function handleCreate(context: RouteContext) {
    const body = await readBody(context);
    if (!body.ok) return;
    const input = parseBotInput(body.value, { isPartial: false });
    if (!input.ok) return sendFieldErrors(context.res, input.errors);
    const value = input.value as Required<BotInput>;
    const bot: StoredBot = {
      id: randomUUID(),
      createdAt: new Date().toISOString(),
      meetingUrlInput: value.meetingUrlInput,
      meetingUrl: value.meetingUrl,
      botName: value.botName,
      joinAt: value.joinAt,
      metadata: value.metadata,
      recordingConfig: value.recordingConfig ?? { video_mixed_mp4: {} },
      automaticLeave: value.automaticLeave,
      outputMedia: value.outputMedia,
      statusChanges: [],
      recording: null,
      nextStepAt: firstStepAt(value.joinAt),
      plannedFatal: null,
      isLeaving: false,
    };
    store.add(bot);
    lifecycle.reschedule();
    sendJson(context.res, { status: 201, body: renderBot(bot, baseUrl) });
  }

  function handleList({ res, url }: RouteContext) {
    const query = url.searchParams;
    const after = query.get('join_at_after');
    const before = query.get('join_at_before');
    const statuses = query.getAll('status').flatMap((status) => status.split(','));
    const matches = store
      .bots()
      .filter((bot) => {
        const joinAt = Date.parse(bot.joinAt ?? bot.createdAt);
        if (after && !(joinAt >= Date.parse(after))) return false;
        if (before && !(joinAt <= Date.parse(before))) return false;
        if (statuses.length > 0 && !statuses.includes(currentCode(bot) ?? 'ready')) return false;
        return true;
      })
      .reverse();
    const pageSize = Math.min(
      MAX_PAGE_SIZE,
      Math.max(1, Number.parseInt(query.get('page_size') ?? '', 10) || DEFAULT_PAGE_SIZE),
    );
    const offset = decodeCursor(query.get('cursor'));
    const page = matches.slice(offset, offset + pageSize);
    const link = (at: number) => {
      const next = new URLSearchParams(query);
      next.set('cursor', encodeCursor(at));
      return `${baseUrl}/api/v1/bot/?${next}`;
    };
    sendJson(res, {
      status: 200,
      body: {
        count: matches.length,
        next: offset + pageSize < matches.length ? link(offset + pageSize) : null,
        previous: offset > 0 ? link(Math.max(0, offset - pageSize)) : null,
        results: page.map((bot) => renderBot(bot, baseUrl)),
      },
    });
  }

  function handleRetrieve(context: RouteContext) {
    const bot = findBot(context);
    if (bot) sendJson(context.res, { status: 200, body: renderBot(bot, baseUrl) });
  }

  async function handleUpdate(context: RouteContext) {
    const bot = findBot(context);
    if (!bot) return;
    const body = await readBody(context);
    if (!body.ok) return;
    if (isDispatched(bot)) {
      return sendRecallError(context.res, {
        status: 400,
        code: 'update_bot_failed',
        detail: 'Only non-dispatched bots can be updated',
      });
    }
    const input = parseBotInput(body.value, { isPartial: true });
    if (!input.ok) return sendFieldErrors(context.res, input.errors);
    const { value } = input;
    if (value.meetingUrl && value.meetingUrlInput) {
      bot.meetingUrl = value.meetingUrl;
      bot.meetingUrlInput = value.meetingUrlInput;
    }
    if (value.botName !== undefined) bot.botName = value.botName;
    if (value.metadata !== undefined) bot.metadata = value.metadata;
    if (value.recordingConfig !== undefined) bot.recordingConfig = value.recordingConfig;
    if (value.automaticLeave !== undefined) bot.automaticLeave = value.automaticLeave;
    if (value.outputMedia !== undefined) bot.outputMedia = value.outputMedia;
    if (value.joinAt !== undefined) {
      bot.joinAt = value.joinAt;
      bot.nextStepAt = firstStepAt(value.joinAt);
    }
    store.save();
    lifecycle.reschedule();
    sendJson(context.res, { status: 200, body: renderBot(bot, baseUrl) });
  }

  function handleDelete(context: RouteContext) {
    const bot = findBot(context);
    if (!bot) return;
    if (isDispatched(bot)) {
      return sendRecallError(context.res, {
        status: 405,
        detail:
          'This bot has already been dispatched and cannot be deleted. Use leave_call to remove it from the call.',
      });
    }
    store.remove(bot.id);
    lifecycle.reschedule();
    context.res.writeHead(204).end();
  }

  function handleLeave(context: RouteContext) {
    const bot = findBot(context);
    if (!bot) return;
    if (isFinished(bot)) {
      return sendRecallError(context.res, {
        status: 400,
        code: 'cannot_command_completed_bot',
        detail: 'This bot has already completed its call.',
      });
    }
    if (!isDispatched(bot)) {
      return sendRecallError(context.res, {
        status: 400,
        code: 'cannot_command_unstarted_bot',
        detail: 'This bot has not joined the call yet. Delete a scheduled bot instead.',
      });
    }
    lifecycle.leave(bot);
    sendJson(context.res, { status: 200, body: renderBot(bot, baseUrl) });
  }

  return [
    { method: 'POST', pattern: '/api/v1/bot', handle: handleCreate },
    { method: 'GET', pattern: '/api/v1/bot', handle: handleList },
    { method: 'POST', pattern: '/api/v1/bot/:id/leave_call', handle: handleLeave },
    { method: 'GET', pattern: '/api/v1/bot/:id', handle: handleRetrieve },
    { method: 'PATCH', pattern: '/api/v1/bot/:id', handle: handleUpdate },
    { method: 'DELETE', pattern: '/api/v1/bot/:id', handle: handleDelete },
  ];
}

function encodeCursor(offset: number): string {
  return Buffer.from(`o=${offset}`).toString('base64url');
}

function decodeCursor(cursor: string | null): number {
  if (!cursor) return 0;
  const match = /^o=(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match?.[1] ? Number(match[1]) : 0;
}
