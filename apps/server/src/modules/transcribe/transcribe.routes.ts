import type { Readable } from 'node:stream';
import { type TErrorBody, ZErrorBodySchema } from '@ting/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { requirePrincipal } from '../../http/authenticate';
import { RESOURCE_ERROR_RESPONSES } from '../../http/error-responses';
import { type RateLimits, rateLimitMessage } from '../../http/rate-limits';
import { NotARecordingError } from '../meetings/media-type';
import { ZTranscribeAvailabilityResponseSchema, ZTranscriptionResponseSchema } from './transcribe.schemas';
import { DictationTooLargeError, MAX_DICTATION_BYTES, type TranscribeService } from './transcribe.service';

export const TRANSCRIBE_PATH = '/api/transcribe';

/** Refusals that have their own status rather than the code's: like uploads, 413 and 415. */
const refuse = (reply: FastifyReply, status: 413 | 415, error: AppError) => {
  const body: TErrorBody = { message: error.message, code: error.code };
  // Whatever of the body is still coming is not read: the connection is closed after the answer.
  return reply.status(status).header('connection', 'close').send(body);
};

/**
 * `GET /api/transcribe` (is speech-to-text available here?) and `POST /api/transcribe` (the browser's
 * recording as the raw body → `{data: {text}}`), both with a Bearer token. The body is streamed to
 * disk, never parsed or held in memory; its type comes from its bytes.
 */
export async function transcribeRoutes(
  app: FastifyInstance,
  options: {
    transcription: TranscribeService;
    authenticate: onRequestAsyncHookHandler;
    rateLimits: Pick<RateLimits, 'consume'>;
  },
) {
  const { transcription, authenticate, rateLimits } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['transcribe'];
  const security = [{ bearerAuth: [] }];

  // Every body type reaches the handler unread (this plugin's routes only): the service streams it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  /** Per user, after the token is checked and before the body is read (RATE_LIMITS.transcribe). */
  const countTranscription = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await rateLimits.consume('transcribe', requirePrincipal(request).userId);
    if (verdict.allowed) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', rateLimitMessage('transcribe', verdict.retryAfterSeconds));
  };

  routes.get(
    TRANSCRIBE_PATH,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Whether this server turns speech into text (a speech-to-text server is configured)',
        response: { 200: ZTranscribeAvailabilityResponseSchema, ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async () => ({ data: { available: transcription.isAvailable } }),
  );

  routes.post(
    TRANSCRIBE_PATH,
    {
      onRequest: [authenticate, countTranscription],
      bodyLimit: MAX_DICTATION_BYTES,
      schema: {
        tags,
        security,
        summary:
          'Transcribe a short voice recording (the raw body: webm, ogg, mp4 or wav, at most 10 MB) with the configured speech-to-text server',
        response: {
          200: ZTranscriptionResponseSchema,
          ...RESOURCE_ERROR_RESPONSES,
          413: ZErrorBodySchema,
          415: ZErrorBodySchema,
          429: ZErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // Stop the speech server's work when the caller goes away before the answer.
      const abandoned = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abandoned.abort();
      });
      try {
        const result = await transcription.transcribe({
          body: (request.body as Readable | undefined) ?? request.raw,
          declaredType: request.headers['content-type'],
          signal: abandoned.signal,
        });
        return { data: result };
      } catch (error) {
        if (error instanceof NotARecordingError) return refuse(reply, 415, error);
        if (error instanceof DictationTooLargeError) return refuse(reply, 413, error);
        throw error;
      }
    },
  );
}
