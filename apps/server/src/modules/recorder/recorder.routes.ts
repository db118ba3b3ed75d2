import { ZErrorBodySchema, ZIdParamsSchema, ZMeetingDetailResponseSchema } from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { requirePrincipal } from '../../http/authenticate';
import { verifyWebhookSignature } from '../../providers/recorder/recall/webhook-signature';
import type { WebhookInbox } from '../webhooks/webhook-inbox';
import { type RecorderService, ZRecallWebhookSchema } from './recorder.service';

export const RECALL_WEBHOOK_PATH = '/api/webhooks/recall';
/** Our calendar event's id (a UUID, not Google's event id); any other text gets 404 from the calendar service. */
const ZEventParamsSchema = ZIdParamsSchema;

export async function recorderRoutes(
  app: FastifyInstance,
  options: {
    recorder: RecorderService;
    authenticate: onRequestAsyncHookHandler;
    webhookSecret: string;
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
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const eventId = header('webhook-id') ?? header('svix-id');
        const isValid = verifyWebhookSignature({
          secret: options.webhookSecret,
          id: eventId,
          timestamp: header('webhook-timestamp') ?? header('svix-timestamp'),
          signature: header('webhook-signature') ?? header('svix-signature'),
          body,
        });
        if (!isValid)
          throw new AppError('UNAUTHENTICATED', 'Webhook signature is missing or does not match.');
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          throw new AppError('VALIDATION_ERROR', 'Webhook body is not JSON.');
        }
        const parsed = ZRecallWebhookSchema.safeParse(json);
        // Unknown shapes are acknowledged: Recall adds events over time, and retries would not help.
        if (!parsed.success) {
          request.log.info({ eventId }, 'Recall webhook of an unknown shape acknowledged and ignored');
          return reply.status(204).send();
        }
        // A signed delivery processed before (a retry, a replay) is acknowledged and ignored.
        const delivery = await options.inbox.receive({ source: 'recall', eventId: eventId ?? '' }, () =>
          recorder.handleWebhook(parsed.data),
        );
        if (delivery === 'redelivery')
          request.log.info({ eventId, event: parsed.data.event }, 'Recall webhook redelivery ignored');
        return reply.status(204).send();
      },
    );
  });
}
