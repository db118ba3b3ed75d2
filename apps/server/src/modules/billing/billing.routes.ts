import {
  dataEnvelope,
  ZBillingSessionResponseSchema,
  ZBillingStateResponseSchema,
  ZCheckoutQuerySchema,
  ZModifySeatRequestSchema,
  ZPlanListResponseSchema,
  ZPortalQuerySchema,
  ZSeatChangeSchema,
} from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { requirePrincipal } from '../../http/authenticate';
import { RESOURCE_ERROR_RESPONSES } from '../../http/error-responses';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import { type BillingService, STRIPE_WEBHOOK_PATH } from './billing.service';

/** Stripe's events are small; 1 MB is far above any. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Plans, checkout, portal and seats (spec section 7's /billing calls), and Stripe's webhook. */
export async function billingRoutes(
  app: FastifyInstance,
  options: { billing: BillingService; provider: BillingProvider; authenticate: onRequestAsyncHookHandler },
) {
  const { billing, provider, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const security = [{ bearerAuth: [] }];

  routes.get(
    '/billing/plans',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'The plan cards: prices, perks and Stripe price ids',
        response: { 200: ZPlanListResponseSchema, ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async () => ({ data: billing.plans() }),
  );

  routes.get(
    '/billing/subscription',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "The organization's plan, seats and subscription state as Stripe last said",
        response: { 200: ZBillingStateResponseSchema, ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await billing.state(requirePrincipal(request)) }),
  );

  routes.get(
    '/billing/checkout',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "A Stripe Checkout page for a paid plan (the organization's admin)",
        querystring: ZCheckoutQuerySchema,
        response: { 200: ZBillingSessionResponseSchema, ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await billing.checkout(requirePrincipal(request), request.query) }),
  );

  routes.get(
    '/billing/portal',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary:
          "The Stripe Billing Portal (the organization's admin; changes invoiced at once); prorated=true opens on the upgrade",
        querystring: ZPortalQuerySchema,
        response: { 200: ZBillingSessionResponseSchema, ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await billing.portal(requirePrincipal(request), request.query) }),
  );

  routes.post(
    '/billing/modify-seat',
    {
      onRequest: authenticate,
      bodyLimit: 1024,
      schema: {
        tags,
        security,
        summary: "Assign or unassign a member's seat (business plans)",
        body: ZModifySeatRequestSchema,
        response: { 200: dataEnvelope(ZSeatChangeSchema), ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await billing.modifySeat(requirePrincipal(request), request.body) }),
  );

  // Signatures are over the raw body, so this route reads its body as text.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhooks.post(
      STRIPE_WEBHOOK_PATH,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: { tags, summary: 'Subscription and invoice events from Stripe (signed)' },
      },
      async (request, reply) => {
        const header = request.headers['stripe-signature'];
        const event = provider.verifyWebhook({
          body: typeof request.body === 'string' ? request.body : '',
          signature: Array.isArray(header) ? header[0] : header,
        });
        // Unsigned, tampered or replayed (older than 5 minutes): nothing changes.
        if (!event) throw new AppError('UNAUTHENTICATED', 'Webhook signature is missing or does not match.');
        const first = await billing.receiveEvent(event);
        request.log.info(
          { eventId: event.id, type: event.type, redelivery: !first },
          first ? 'Stripe event received' : 'Stripe event redelivery ignored',
        );
        return reply.status(200).send({ received: true });
      },
    );
  });
}
