import {
  ZAuthorizeUrlResponseSchema,
  ZErrorBodySchema,
  ZIntegrationListResponseSchema,
} from '@ting/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { requirePrincipal } from '../../http/authenticate';
import { readCookie } from '../../http/cookies';
import { renderMessagePage } from '../../http/message-page';
import type { IdentityService } from '../identity/identity.service';
import { GOOGLE_CALENDAR_CALLBACK_PATH, type IntegrationsService } from './integrations.service';

const ZOAuthCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
});

export async function integrationsRoutes(
  app: FastifyInstance,
  options: {
    integrations: IntegrationsService;
    identity: IdentityService;
    authenticate: preHandlerAsyncHookHandler;
    sessionCookieName: string;
  },
) {
  const { integrations, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { preHandler: authenticate };
  const errors = { 401: ZErrorBodySchema, 502: ZErrorBodySchema };

  routes.get(
    '/integrations',
    {
      ...authenticated,
      schema: {
        tags: ['integrations'],
        summary: "Names of the organization's connected integrations",
        security: [{ bearerAuth: [] }],
        response: { 200: ZIntegrationListResponseSchema, 401: ZErrorBodySchema },
      },
    },
    async (request) => ({ data: await integrations.listNames(requirePrincipal(request).organizationId) }),
  );

  routes.get(
    '/api/integrations/google-calendar/authorize',
    {
      ...authenticated,
      schema: {
        tags: ['integrations'],
        summary: "Google's calendar authorisation address, with a state bound to the caller",
        security: [{ bearerAuth: [] }],
        response: { 200: ZAuthorizeUrlResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { url: await integrations.googleCalendarAuthorizationUrl(requirePrincipal(request)) },
    }),
  );

  routes.get(
    '/api/integrations/hubspot/authorize',
    {
      ...authenticated,
      schema: {
        tags: ['integrations'],
        summary: "HubSpot's authorisation address, with a state bound to the caller",
        security: [{ bearerAuth: [] }],
        response: { 200: ZAuthorizeUrlResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { url: await integrations.hubspotAuthorizationUrl(requirePrincipal(request)) },
    }),
  );

  // A browser lands here from Google: answer with pages and redirects, not JSON.
  routes.get(
    GOOGLE_CALENDAR_CALLBACK_PATH,
    {
      schema: {
        tags: ['integrations'],
        summary: 'OAuth callback of the Google Calendar connection (browser redirect)',
        querystring: ZOAuthCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const page = (status: number, title: string, message: string) =>
        reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(renderMessagePage({ title, message, linkHref: '/', linkText: 'Back to Ting' }));

      if (request.query.error) {
        return page(
          400,
          'Google Calendar was not connected',
          request.query.error === 'access_denied'
            ? 'You declined access to your calendar. Ting needs read-only access to find your meetings; you can connect it any time.'
            : `Google reported an error: ${request.query.error}. Please try again.`,
        );
      }
      try {
        const sessionToken = readCookie(request, options.sessionCookieName);
        const sessionPrincipal = sessionToken
          ? await options.identity.principalForSession(sessionToken)
          : undefined;
        await integrations.completeGoogleCalendarConnection({
          sessionPrincipal,
          code: request.query.code,
          state: request.query.state,
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        request.log.warn({ code: error.code, reason: error.message }, 'Google Calendar connection refused');
        return page(
          error.code === 'INTEGRATION_ERROR' ? 502 : 400,
          'Google Calendar could not be connected',
          `${error.message} Start the connection again from Ting.`,
        );
      }
      return reply.redirect('/');
    },
  );
}
