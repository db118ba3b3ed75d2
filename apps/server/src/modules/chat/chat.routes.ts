import {
  CHAT_END_MARKER,
  CHAT_ERROR_MARKER,
  CHAT_START_MARKER,
  MAX_CHAT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  ZChatRequestSchema,
} from '@ting/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { requirePrincipal } from '../../http/authenticate';
import type { RateLimits } from '../../http/rate-limits';
import { IntelligenceError } from '../../providers/llm/ai-sdk';
import type { AccessTokens, Principal } from '../identity/access-token';
import type { ChatService } from './chat.service';

export const CHAT_PATH = '/chat';
/** A whole conversation at its limits, with room for multi-byte characters. */
export const MAX_CHAT_FRAME_BYTES = MAX_CHAT_MESSAGES * MAX_CHAT_MESSAGE_CHARS * 4 + 64 * 1024;
const ZChatQuerySchema = z.object({ token: z.string().max(4096).optional() });

const errorFrame = (message: string) => `${CHAT_ERROR_MARKER} ${message}`;

const CHAT_HEARTBEAT_MS = 25_000;
/** A private close code (4000–4999): the client reconnects with a fresh token when it next sends. */
const CLOSE_TOKEN_EXPIRED = 4001;

/** The first problem with a request, in words: the client shows it in a red bubble. */
function requestProblem(raw: string): { request: z.infer<typeof ZChatRequestSchema> } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { problem: 'The message could not be read: send JSON {"meetingIds": [...], "messages": [...]}.' };
  }
  const parsed = ZChatRequestSchema.safeParse(json);
  if (parsed.success) return { request: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return { problem: `${issue?.message ?? 'Invalid chat request'}${where}.` };
}

/**
 * `WebSocket /chat?token={accessToken}`: one JSON question per message, answered with
 * `[START MSG]`, text chunks and `[END MSG]`, or `[ERR] message`. Questions on one socket are
 * answered in order; closing the socket stops the answer in progress.
 */
export async function chatRoutes(
  app: FastifyInstance,
  // Questions are counted per user across API processes (30 a minute, see RATE_LIMITS.chatQuestion).
  options: { chat: ChatService; accessTokens: AccessTokens; rateLimits: Pick<RateLimits, 'consume'> },
) {
  const { chat, accessTokens, rateLimits } = options;
  // When each upgrade's token expires, read once in preValidation for the socket it becomes.
  const tokenExpiries = new WeakMap<FastifyRequest, Date>();
  // Each upgrade's token, checked again before every question: a sign-out ends the socket too.
  const upgradeTokens = new WeakMap<FastifyRequest, string>();

  app.get(
    CHAT_PATH,
    {
      websocket: true,
      schema: { hide: true },
      // Refused before the upgrade: a bad token gets a plain 401, not an open socket.
      preValidation: async (request) => {
        const query = ZChatQuerySchema.safeParse(request.query);
        const token = query.success ? query.data.token : undefined;
        if (!token)
          throw new AppError('UNAUTHENTICATED', 'Missing access token: connect to /chat?token=<token>.');
        request.principal = await accessTokens.verify(token);
        tokenExpiries.set(request, accessTokens.expiresAt(token));
        upgradeTokens.set(request, token);
      },
    },
    (socket: WebSocket, request) => {
      const principal = requirePrincipal(request);
      const log = request.log.child({ userId: principal.userId });
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
        void answer({ raw: isBinary ? '' : data.toString(), principal }).finally(() => {
          isAnswering = false;
          closeIfExpired();
        });
      });
      socket.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        stop.abort();
      });
      socket.on('error', (error) => log.warn({ err: error }, 'Chat socket error'));

      /** Whether the socket's session is still signed in (a cached check); closes the socket if not. */
      async function isStillSignedIn(): Promise<boolean> {
        try {
          await accessTokens.verify(upgradeTokens.get(request) ?? '');
          return true;
        } catch (error) {
          if (!(error instanceof AppError)) {
            log.error({ err: error }, 'Chat session check failed');
            send(errorFrame('Something went wrong while answering. Please try again.'));
            return false;
          }
          send(errorFrame(error.message));
          socket.close(CLOSE_TOKEN_EXPIRED, 'Session ended');
          return false;
        }
      }

      async function answer(options: { raw: string; principal: Principal }) {
        if (stop.signal.aborted || !(await isStillSignedIn())) return;
        const parsed = requestProblem(options.raw);
        if ('problem' in parsed) {
          send(errorFrame(parsed.problem));
          return;
        }
        if (!(await rateLimits.consume('chatQuestion', options.principal.userId)).allowed) {
          send(errorFrame('You are asking faster than Ting can answer. Wait a minute, then ask again.'));
          return;
        }
        let started = false;
        try {
          const stream = await chat.answer({
            principal: options.principal,
            request: parsed.request,
            signal: stop.signal,
          });
          // Engines fail on their first chunk (a refused key, an outage): wait for it before
          // opening the bubble, so a failure shows as one red message and no empty green one.
          const chunks = stream[Symbol.asyncIterator]();
          let next = await chunks.next();
          send(CHAT_START_MARKER);
          started = true;
          while (!next.done) {
            if (stop.signal.aborted) return;
            if (next.value) send(next.value);
            next = await chunks.next();
          }
          send(CHAT_END_MARKER);
        } catch (error) {
          if (stop.signal.aborted) return;
          if (error instanceof AppError) {
            // The user reads why; whoever runs Ting should hear of a misconfigured or failing model too.
            if (error instanceof IntelligenceError) log.warn({ err: error, started }, 'Chat engine failed');
            send(errorFrame(error.message));
          } else {
            log.error({ err: error, started }, 'Chat answer failed');
            send(errorFrame('Something went wrong while answering. Please try again.'));
          }
        }
      }
    },
  );
}
