import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { requirePrincipal } from '../../http/authenticate';
import type { RateLimitName, RateLimits } from '../../http/rate-limits';
import type { ChatErrorEvent, ChatEvent } from '../../providers/llm/chat/meeting-chat';
import type { AccessTokens, Principal } from '../identity/access-token';
import { errorFrame, wireFramesOf } from './chat-wire';

const ZChatQuerySchema = z.object({ token: z.string().max(4096).optional() });

const CHAT_HEARTBEAT_MS = 25_000;
/** A private close code (4000–4999): the client reconnects with a fresh token when it next sends. */
export const CLOSE_TOKEN_EXPIRED = 4001;
/** A private close code: the user already has `maxSocketsPerUser` chat sockets open (in this process). */
export const CLOSE_TOO_MANY_SOCKETS = 4029;
/** Chat sockets one user may hold open in a process: a tab each, with room to spare. */
export const MAX_CHAT_SOCKETS_PER_USER = 20;

/**
 * @fastify/websocket's handler for a socket's errors. A frame the client got wrong (too large,
 * malformed, a bad close code) or a connection it dropped is the client's doing: a warning without a
 * stack, and ws has already closed the socket with the code that says why (1009 for a frame over the
 * limit). Anything else is ours: an error, and the socket is ended.
 */
export function handleChatSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE')) {
    request.log.warn({ code, reason: error.message }, 'Chat socket: the client broke the connection');
    return;
  }
  request.log.error({ err: error }, 'Chat socket failed');
  socket.terminate();
}

const SOMETHING_WENT_WRONG = 'Something went wrong while answering. Please try again.';

export type ChatSocketOptions<TRequest> = {
  /** E.g. `/chat`; the client connects to `{path}?token={accessToken}`. */
  path: string;
  accessTokens: AccessTokens;
  /** Questions are counted per user across API processes. */
  rateLimits: Pick<RateLimits, 'consume'>;
  rateLimit: RateLimitName;
  /** Sockets one user may hold open at once in this process; `MAX_CHAT_SOCKETS_PER_USER` by default. */
  maxSocketsPerUser?: number;
  /** One question frame as the request, or the first problem with it in words (a red bubble). */
  readRequest(raw: string): { request: TRequest } | { problem: string };
  /**
   * Checks access first (throws `AppError`, sent as `[ERR] message`), then returns the answer's
   * events. Stops when `signal` aborts: the socket closed.
   */
  answer(options: {
    principal: Principal;
    request: TRequest;
    signal: AbortSignal;
  }): Promise<AsyncIterable<ChatEvent>>;
  /** The answer's events as frames for this request; the meeting chat's (`wireFramesOf`) by default. */
  framesOf?(options: {
    request: TRequest;
    events: AsyncIterable<ChatEvent>;
    onError: (failure: { event: ChatErrorEvent; hasStarted: boolean }) => void;
  }): AsyncIterable<string>;
};

/**
 * A chat socket at `options.path`, with its whole lifecycle: the token checked before the upgrade (a
 * bad one gets a plain 401), the session checked again before each question, one question at a
 * time, `options.rateLimit` per user, at most `maxSocketsPerUser` open per user (more are closed
 * 4029), pings every 25 s, and a close (4001) once the token expires.
 * Each answer goes out as the spec's frames (`chat-wire.ts`). The meeting chat mounts it with its
 * service; the assistant can mount it with another.
 */
export function mountChatSocket<TRequest>(app: FastifyInstance, options: ChatSocketOptions<TRequest>): void {
  const { accessTokens, rateLimits } = options;
  const maxSocketsPerUser = options.maxSocketsPerUser ?? MAX_CHAT_SOCKETS_PER_USER;
  /** Open sockets per user, so one user (or a stolen token) cannot hold hundreds. */
  const openSockets = new Map<string, number>();
  // When each upgrade's token expires, read once in preValidation for the socket it becomes.
  const tokenExpiries = new WeakMap<FastifyRequest, Date>();
  // Each upgrade's token, checked again before every question: a sign-out ends the socket too.
  const upgradeTokens = new WeakMap<FastifyRequest, string>();

  app.get(
    options.path,
    {
      websocket: true,
      schema: { hide: true },
      // Refused before the upgrade: a bad token gets a plain 401, not an open socket.
      preValidation: async (request) => {
        const query = ZChatQuerySchema.safeParse(request.query);
        const token = query.success ? query.data.token : undefined;
        if (!token) {
          throw new AppError(
            'UNAUTHENTICATED',
            `Missing access token: connect to ${options.path}?token=<token>.`,
          );
        }
        request.principal = await accessTokens.verify(token);
        tokenExpiries.set(request, accessTokens.expiresAt(token));
        upgradeTokens.set(request, token);
      },
    },
    (socket: WebSocket, request) => {
      const principal = requirePrincipal(request);
      const log = request.log.child({ userId: principal.userId });
      const open = openSockets.get(principal.userId) ?? 0;
      if (open >= maxSocketsPerUser) {
        log.info({ open }, 'Chat socket refused: too many open');
        socket.close(
          CLOSE_TOO_MANY_SOCKETS,
          `Too many open chat connections (${maxSocketsPerUser}). Close other Ting tabs, then try again.`,
        );
        return;
      }
      openSockets.set(principal.userId, open + 1);
      const stop = new AbortController();
      // One question at a time per socket (the client waits for each answer): nothing piles up.
      let isAnswering = false;
      // Proxies close connections that stay silent while a model thinks; pings keep this one open.
      const heartbeat = setInterval(() => socket.ping(), CHAT_HEARTBEAT_MS);

      // The token was checked at the upgrade; the socket lives no longer than it. An idle socket closes
      // when it expires, a busy one after its answer, and the client reconnects with its fresh token.
      let hasExpired = false;
      const closeIfExpired = () => {
        if (hasExpired && !isAnswering) socket.close(CLOSE_TOKEN_EXPIRED, 'Access token expired');
      };
      const expiry = setTimeout(
        () => {
          hasExpired = true;
          closeIfExpired();
        },
        // Tokens live at most a day (ACCESS_TOKEN_TTL_SECONDS), well inside a timer's range.
        Math.max(0, (tokenExpiries.get(request)?.getTime() ?? 0) - Date.now()),
      );
      const send = (frame: string) => {
        if (socket.readyState === socket.OPEN) socket.send(frame);
      };

      // Listeners go on at once: a client may send its question the moment the socket opens.
      socket.on('message', (data, isBinary) => {
        if (isAnswering) {
          send(errorFrame('Wait for the answer to finish before asking again.'));
          return;
        }
        isAnswering = true;
        void handleQuestion(isBinary ? '' : data.toString()).finally(() => {
          isAnswering = false;
          closeIfExpired();
        });
      });
      socket.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        stop.abort();
        const left = (openSockets.get(principal.userId) ?? 1) - 1;
        if (left > 0) openSockets.set(principal.userId, left);
        else openSockets.delete(principal.userId);
      });
      // Socket errors go to `handleChatSocketError`, @fastify/websocket's handler for them.

      /** Whether the socket's session is still signed in (a cached check); closes the socket if not. */
      async function isStillSignedIn(): Promise<boolean> {
        try {
          await accessTokens.verify(upgradeTokens.get(request) ?? '');
          return true;
        } catch (error) {
          if (!(error instanceof AppError)) {
            log.error({ err: error }, 'Chat session check failed');
            send(errorFrame(SOMETHING_WENT_WRONG));
            return false;
          }
          send(errorFrame(error.message));
          socket.close(CLOSE_TOKEN_EXPIRED, 'Session ended');
          return false;
        }
      }

      async function handleQuestion(raw: string) {
        if (stop.signal.aborted || !(await isStillSignedIn())) return;
        const parsed = options.readRequest(raw);
        if ('problem' in parsed) {
          send(errorFrame(parsed.problem));
          return;
        }
        if (!(await rateLimits.consume(options.rateLimit, principal.userId)).allowed) {
          send(errorFrame('You are asking faster than Ting can answer. Wait a minute, then ask again.'));
          return;
        }
        let hasStarted = false;
        try {
          const events = await options.answer({ principal, request: parsed.request, signal: stop.signal });
          const framesOf = options.framesOf ?? wireFramesOf;
          const frames = framesOf({
            request: parsed.request,
            events,
            // The user reads why; whoever runs Ting should hear of a misconfigured or failing model too.
            onError: ({ event, hasStarted: started }) => {
              const isOurs = event.cause === undefined || event.cause instanceof AppError;
              log[isOurs ? 'warn' : 'error']({ err: event.cause, started }, 'Chat engine failed');
            },
          });
          for await (const frame of frames) {
            if (stop.signal.aborted) return;
            hasStarted = true;
            send(frame);
          }
        } catch (error) {
          if (stop.signal.aborted) return;
          if (error instanceof AppError) {
            send(errorFrame(error.message));
          } else {
            log.error({ err: error, started: hasStarted }, 'Chat answer failed');
            send(errorFrame(SOMETHING_WENT_WRONG));
          }
        }
      }
    },
  );
}
