import { ZErrorBodySchema, ZIdParamsSchema, ZMeetingDetailResponseSchema } from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { requirePrincipal } from '../../http/authenticate';
import type { WebhookInbox } from '../webhooks/webhook-inbox';
import type { RecorderService } from './recorder.service';

export const RECALL_WEBHOOK_PATH = '/api/webhooks/recall';
/** Our calendar event's id (a UUID, not Google's event id); any other text gets 404 from the calendar service. */
const ZEventParamsSchema = ZIdParamsSchema;

export async function recorderRoutes(
  app: FastifyInstance,
  options: {
    recorder: RecorderService;
    authenticate: onRequestAsyncHookHandler;
    inbox: WebhookInbox;
  },
) {
  const { recorder, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: ZErrorBodySchema,
    401: ZErrorBodySchema,
    404: ZErrorBodySchema,
    409: ZErrorBodySchema,
    502: ZErrorBodySchema,
  };

  routes.post(
    '/api/calendar/events/:id/record',
    {
      onRequest: authenticate,
      schema: {
        tags: ['recorder'],
        security: [{ bearerAuth: [] }],
        summary: 'Send the notetaker bot to this calendar meeting; returns the meeting it will record',
        params: ZEventParamsSchema,
        response: { 201: ZMeetingDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const meeting = await recorder.scheduleForEvent({
        principal: requirePrincipal(request),
        eventId: request.params.id,
      });
      return reply.status(201).send({ data: meeting });
    },
  );

  routes.delete(
    '/api/calendar/events/:id/record',
    {
      onRequest: authenticate,
      schema: {
        tags: ['recorder'],
        security: [{ bearerAuth: [] }],
        summary: 'Call the notetaker off before it joins',
        params: ZEventParamsSchema,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }), ...errors },
      },
    },
    async (request) => {
      await recorder.cancelForEvent({ principal: requirePrincipal(request), eventId: request.params.id });
      return { data: { id: request.params.id } };
    },
  );

  // Webhooks are verified against the raw body, so this route reads its body as text.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    webhooks.post(
      RECALL_WEBHOOK_PATH,
      {
        bodyLimit: 1024 * 1024,
        schema: { tags: ['recorder'], summary: 'Bot status webhooks from Recall.ai (signed)' },
      },
      async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        const verified = recorder.verifyWebhook({
          body,
          header: (name) => {
            const value = request.headers[name];
            return Array.isArray(value) ? value[0] : value;
          },
        });
        if (!verified)
          throw new AppError('UNAUTHENTICATED', 'Webhook signature is missing or does not match.');
        const { eventId, event } = verified;
        // Unknown shapes are acknowledged: Recall adds events over time, and retries would not help.
        if (!event) {
          request.log.info({ eventId }, 'Recall webhook of an unknown shape acknowledged and ignored');
          return reply.status(204).send();
        }
        // A signed delivery processed before (a retry, a replay) is acknowledged and ignored.
        const delivery = await options.inbox.receive({ source: 'recall', eventId }, () =>
          recorder.handleWebhook(event),
        );
        if (delivery === 'redelivery')
          request.log.info({ eventId, event: event.kind }, 'Recall webhook redelivery ignored');
        return reply.status(204).send();
      },
    );
  });
}
