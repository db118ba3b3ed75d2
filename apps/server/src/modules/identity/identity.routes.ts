import {
  ZErrorBodySchema,
  ZIdentityResponseSchema,
  ZUpdateOnboardingRequestSchema,
  ZUpdateUserMetaRequestSchema,
  ZUserResponseSchema,
} from '@ting/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { readBearerToken, requirePrincipal } from '../../http/authenticate';
import { readCookie } from '../../http/cookies';
import type { AccessTokens, Principal } from './access-token';
import type { IdentityService } from './identity.service';

const errorResponses = { 400: ZErrorBodySchema, 401: ZErrorBodySchema };

export async function identityRoutes(
  app: FastifyInstance,
  options: {
    identity: IdentityService;
    accessTokens: AccessTokens;
    authenticate: preHandlerAsyncHookHandler;
    sessionCookieName: string;
  },
) {
  const { identity, accessTokens, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The session cookie (the web app) or, for API clients, a still-valid access token. */
  async function principalFromSessionOrToken(request: FastifyRequest): Promise<Principal> {
    const sessionToken = readCookie(request, options.sessionCookieName);
    if (sessionToken) {
      const principal = await identity.principalForSession(sessionToken);
      if (principal) return principal;
    }
    const bearer = readBearerToken(request);
    if (bearer) return accessTokens.verify(bearer);
    throw new AppError('UNAUTHENTICATED', 'You are not signed in.');
  }

  routes.get(
    '/api/data/organization/id',
    {
      schema: {
        tags: ['identity'],
        summary:
          'The signed-in user, their organization, its users and integrations, and a fresh access token',
        response: { 200: ZIdentityResponseSchema, 401: ZErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await identity.getIdentity(await principalFromSessionOrToken(request)) };
    },
  );

  routes.patch(
    '/auth/user/meta',
    {
      preHandler: authenticate,
      schema: {
        tags: ['identity'],
        summary: "Merge into the user's metadata (General prompts, CRM choice)",
        security: [{ bearerAuth: [] }],
        body: ZUpdateUserMetaRequestSchema,
        response: { 200: ZUserResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await identity.updateMeta({ principal: requirePrincipal(request), meta: request.body.metadata }),
    }),
  );

  routes.patch(
    '/auth/user/onboarding',
    {
      preHandler: authenticate,
      schema: {
        tags: ['identity'],
        summary: 'Mark the onboarding wizard finished (or not)',
        security: [{ bearerAuth: [] }],
        body: ZUpdateOnboardingRequestSchema,
        response: { 200: ZUserResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await identity.setOnboarded({
        principal: requirePrincipal(request),
        hasOnboarded: request.body.has_onboarded,
      }),
    }),
  );
}
