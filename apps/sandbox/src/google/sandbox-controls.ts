import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { z } from 'zod';
import { readJson, sendError, sendJson } from '../shared/http.js';
import { createRouter, type RouteContext } from '../shared/router.js';
import type { CalendarStore, EventInput } from './calendar/calendar-store.js';

/** Under `${issuer}/_sandbox/`: controls that exist only in the sandbox, for tests and demos. */
export const SANDBOX_CONTROLS_PATH = '/_sandbox';

const AttendeeSchema = z.object({
  email: z.email(),
  displayName: z.string().min(1).optional(),
  responseStatus: z.enum(['needsAction', 'declined', 'tentative', 'accepted']).optional(),
});

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const EventPatchSchema = z.strictObject({
  summary: z.string().min(1).optional(),
  description: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  start: instant.optional(),
  end: instant.optional(),
  attendees: z.array(AttendeeSchema).optional(),
  conference: z.enum(['meet', 'zoom', 'none']).optional(),
  status: z.enum(['confirmed', 'tentative']).optional(),
});

const NewEventSchema = EventPatchSchema.required({ summary: true, start: true, end: true }).extend({
  /**
   * Google lets the creator choose the id (base32hex, 5 to 1024 characters), and an invitation carries
   * its event's id into every invitee's calendar: the same id here puts "the same meeting" in two calendars.
   */
  id: z
    .string()
    .regex(/^[a-v0-9]{5,1024}$/, 'id must be 5 to 1024 characters of base32hex (a-v, 0-9)')
    .optional(),
});

export type SandboxControlsOptions = { provider: Provider; store: CalendarStore };

export function createSandboxControls({ provider, store }: SandboxControlsOptions) {
  const router = createRouter([
    { method: 'GET', pattern: '/_sandbox/calendars/:email/events', handle: handleListAll },
    { method: 'POST', pattern: '/_sandbox/calendars/:email/events', handle: handleCreate },
    { method: 'PATCH', pattern: '/_sandbox/calendars/:email/events/:eventId', handle: handleUpdate },
    { method: 'DELETE', pattern: '/_sandbox/calendars/:email/events/:eventId', handle: handleCancel },
    {
      method: 'POST',
      pattern: '/_sandbox/calendars/:email/invalidate-sync-tokens',
      handle: handleInvalidate,
    },
    { method: 'POST', pattern: '/_sandbox/calendars/:email/reseed', handle: handleReseed },
    { method: 'POST', pattern: '/_sandbox/access-tokens/:token/expire', handle: handleExpireToken },
  ]);

  function handleListAll({ res, params }: RouteContext) {
    const calendar = store.open(params.email ?? '');
    sendJson(res, {
      status: 200,
      body: {
        email: calendar.email,
        changeSeq: calendar.changeSeq,
        items: calendar.events.map((e) => e.event),
      },
    });
  }

  async function handleCreate({ req, res, params }: RouteContext): Promise<void> {
    const input = await readInput({ req, res, schema: NewEventSchema });
    if (!input) return;
    if (input.end <= input.start) {
      return sendError(res, { status: 400, code: 'invalid_event', message: 'end must be after start' });
    }
    const { id, ...fields } = input;
    const email = params.email ?? '';
    if (id && store.open(email).events.some((stored) => stored.event.id === id)) {
      return sendError(res, {
        status: 409,
        code: 'duplicate',
        message: `The calendar already has event ${id}`,
      });
    }
    sendJson(res, { status: 201, body: store.createEvent({ email, input: fields, id }) });
  }

  async function handleUpdate({ req, res, params }: RouteContext): Promise<void> {
    const input = await readInput({ req, res, schema: EventPatchSchema });
    if (!input) return;
    const event = store.updateEvent({ email: params.email ?? '', id: params.eventId ?? '', input });
    if (!event) return sendEventNotFound({ res, params });
    sendJson(res, { status: 200, body: event });
  }

  function handleCancel({ res, params }: RouteContext) {
    const event = store.cancelEvent({ email: params.email ?? '', id: params.eventId ?? '' });
    if (!event) return sendEventNotFound({ res, params });
    sendJson(res, { status: 200, body: event });
  }

  function handleInvalidate({ res, params }: RouteContext) {
    store.invalidateSyncTokens(params.email ?? '');
    res.writeHead(204).end();
  }

  function handleReseed({ res, params }: RouteContext) {
    const calendar = store.reseed(params.email ?? '');
    const items = calendar.events.filter((stored) => stored.event.status !== 'cancelled').map((s) => s.event);
    sendJson(res, { status: 200, body: { email: calendar.email, changeSeq: calendar.changeSeq, items } });
  }

  async function handleExpireToken({ res, params }: RouteContext): Promise<void> {
    const token = await provider.AccessToken.find(params.token ?? '');
    if (!token) {
      return sendError(res, {
        status: 404,
        code: 'token_not_found',
        message: 'No live access token like that',
      });
    }
    // Gone is what an expired token looks like to an API: `find` refuses both alike.
    await token.destroy();
    res.writeHead(204).end();
  }

  return async function handleControls(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const match = router.match({ method: req.method ?? 'GET', pathname: url.pathname });
    if (match.kind === 'not-found') {
      return sendError(res, {
        status: 404,
        code: 'not_found',
        message: `No sandbox control at ${url.pathname}`,
      });
    }
    if (match.kind === 'method-not-allowed') {
      return sendError(res, {
        status: 405,
        code: 'method_not_allowed',
        message: `Use ${match.allowed.join(' or ')} for ${url.pathname}`,
      });
    }
    await match.route.handle({ req, res, params: match.params, url });
  };
}

type ReadInputOptions<T> = { req: IncomingMessage; res: ServerResponse; schema: z.ZodType<T> };

async function readInput<T extends EventInput>({
  req,
  res,
  schema,
}: ReadInputOptions<T>): Promise<T | undefined> {
  const body = await readJson(req);
  if (!body.ok) return void sendError(res, { status: 400, code: 'invalid_json', message: body.message });
  const parsed = schema.safeParse(body.value ?? {});
  if (!parsed.success) {
    return void sendError(res, {
      status: 400,
      code: 'invalid_event',
      message: z.prettifyError(parsed.error),
    });
  }
  return parsed.data;
}

function sendEventNotFound({ res, params }: { res: ServerResponse; params: Record<string, string> }) {
  sendError(res, {
    status: 404,
    code: 'event_not_found',
    message: `The calendar of ${params.email} has no event ${params.eventId}`,
  });
}
