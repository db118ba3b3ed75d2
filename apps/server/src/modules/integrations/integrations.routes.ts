import {
  INTEGRATION_LABELS,
  isPersonalIntegration,
  type TIntegrationName,
  ZAuthorizeQuerySchema,
  ZAuthorizeUrlResponseSchema,
  ZErrorBodySchema,
  ZIntegrationListResponseSchema,
  ZIntegrationSummaryListResponseSchema,
  ZRemoveIntegrationResponseSchema,
} from '@ting/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP_STATUS_BY_CODE } from '../../http/app-error';
import { requirePrincipal } from '../../http/authenticate';
import { readCookie } from '../../http/cookies';
import { renderMessagePage } from '../../http/message-page';
import type { IdentityService } from '../identity/identity.service';
import { type IntegrationsService, OAUTH_CALLBACK_PATHS } from './integrations.service';
import { OAuthCallbackError } from './oauth-callback-failure';

const ZOAuthCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(4096).optional(),
});
type OAuthCallbackQuery = z.infer<typeof ZOAuthCallbackQuerySchema>;

/** Each integration's path segment in its authorize and delete routes (spec section 7). */
const SLUGS: Record<TIntegrationName, string> = { google_calendar: 'google-calendar', hubspot: 'hubspot' };

export async function integrationsRoutes(
  app: FastifyInstance,
  options: {
    integrations: IntegrationsService;
    identity: IdentityService;
    authenticate: onRequestAsyncHookHandler;
    sessionCookieName: string;
  },
) {
  const { integrations, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const bearer = { onRequest: authenticate };
  const security = [{ bearerAuth: [] }];
  const errors = {
    401: ZErrorBodySchema,
    403: ZErrorBodySchema,
    404: ZErrorBodySchema,
    502: ZErrorBodySchema,
  };

  routes.get(
    '/integrations',
    {
      ...bearer,
      schema: {
        tags: ['integrations'],
        summary:
          "Names of the caller's connected integrations: the organization's, and their own calendar once they connected it",
        security,
        response: { 200: ZIntegrationListResponseSchema, 401: ZErrorBodySchema },
      },
    },
    async (request) => ({ data: await integrations.listNames(requirePrincipal(request)) }),
  );

  routes.get(
    '/api/integrations',
    {
      ...bearer,
      schema: {
        tags: ['integrations'],
        summary:
          "The caller's integrations (the organization's, and their own calendar) with their status (connected or needing reconnection)",
        security,
        response: { 200: ZIntegrationSummaryListResponseSchema, 401: ZErrorBodySchema },
      },
    },
    async (request) => ({ data: await integrations.listSummaries(requirePrincipal(request)) }),
  );

  for (const provider of Object.keys(SLUGS) as TIntegrationName[]) {
    routes.delete(
      `/integrations/${SLUGS[provider]}`,
      {
        ...bearer,
        schema: {
          tags: ['integrations'],
          summary: `Remove ${isPersonalIntegration(provider) ? "the caller's own" : "the organization's"} ${INTEGRATION_LABELS[provider]} integration: forget its tokens and revoke the grant`,
          security,
          response: { 200: ZRemoveIntegrationResponseSchema, ...errors },
        },
      },
      async (request) => {
        await integrations.remove({ principal: requirePrincipal(request), provider });
        return { data: { name: provider } };
      },
    );
  }

  for (const integration of Object.keys(SLUGS) as TIntegrationName[]) {
    routes.get(
      `/api/integrations/${SLUGS[integration]}/authorize`,
      {
        ...bearer,
        schema: {
          tags: ['integrations'],
          summary: `${INTEGRATION_LABELS[integration]}'s authorisation address, with a state bound to the caller`,
          security,
          querystring: ZAuthorizeQuerySchema,
          response: { 200: ZAuthorizeUrlResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: {
          url: await integrations.authorizationUrl({
            principal: requirePrincipal(request),
            integration,
            returnTo: request.query.return_to,
          }),
        },
      }),
    );
  }

  /**
   * A browser lands on an OAuth callback: answer with a page or a redirect home, never JSON. A failure
   * shows a reason from a fixed list and the request's id as reference; the detail (a provider's
   * answer, why a state was refused) is logged once under that reference, never shown.
   */
  async function handleCallback(options2: {
    request: FastifyRequest;
    query: OAuthCallbackQuery;
    reply: FastifyReply;
    integration: TIntegrationName;
    complete: (input: {
      sessionPrincipal: Awaited<ReturnType<IdentityService['principalForSession']>>;
      code: string | undefined;
      state: string | undefined;
    }) => Promise<{ returnTo: string | undefined }>;
  }) {
    const { request, query, reply, integration } = options2;
    const label = INTEGRATION_LABELS[integration];
    let landing: string | undefined;
    try {
      if (query.error) {
        throw new OAuthCallbackError(
          query.error === 'access_denied' ? 'cancelled' : 'provider_error',
          integration,
          `the provider answered error=${query.error} ${query.error_description ?? ''}`.trim(),
        );
      }
      const sessionToken = readCookie(request, options.sessionCookieName);
      const sessionPrincipal = sessionToken
        ? await options.identity.principalForSession(sessionToken)
        : undefined;
      ({ returnTo: landing } = await options2.complete({
        sessionPrincipal,
        code: query.code,
        state: query.state,
      }));
    } catch (error) {
      const failure =
        error instanceof OAuthCallbackError ? error : new OAuthCallbackError('internal', integration);
      const logged = { reference: request.id, integration, reason: failure.reason };
      if (failure.reason === 'internal')
        request.log.error({ ...logged, err: error }, `${label} was not connected`);
      else request.log.warn({ ...logged, detail: failure.detail }, `${label} was not connected`);
      return reply
        .status(HTTP_STATUS_BY_CODE[failure.code])
        .type('text/html; charset=utf-8')
        .send(
          renderMessagePage({
            title:
              failure.reason === 'cancelled'
                ? `${label} was not connected`
                : `${label} could not be connected`,
            message: failure.message,
            reference: request.id,
            linkHref: '/',
            linkText: 'Back to Ting',
          }),
        );
    }
    return reply.redirect(landing ?? '/');
  }

  for (const integration of Object.keys(SLUGS) as TIntegrationName[]) {
    routes.get(
      OAUTH_CALLBACK_PATHS[integration],
      {
        schema: {
          tags: ['integrations'],
          summary: `OAuth callback of the ${INTEGRATION_LABELS[integration]} connection (browser redirect)`,
          querystring: ZOAuthCallbackQuerySchema,
        },
      },
      (request, reply) =>
        handleCallback({
          request,
          query: request.query,
          reply,
          integration,
          complete: (input) => integrations.completeConnection({ ...input, integration }),
        }),
    );
  }
}
