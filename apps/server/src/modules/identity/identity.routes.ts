import {
  ZErrorBodySchema,
  ZIdentityResponseSchema,
  ZUpdateOnboardingRequestSchema,
  ZUpdateUserMetaRequestSchema,
  ZUserResponseSchema,
} from '@ting/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { readBearerToken, requirePrincipal } from '../../http/authenticate';
import { readCookie } from '../../http/cookies';
import { settleRateLimit } from '../../http/rate-limit-hooks';
import type { IdentityService } from './identity.service';

const errorResponses = { 400: ZErrorBodySchema, 401: ZErrorBodySchema };

export async function identityRoutes(
  app: FastifyInstance,
  options: {
    identity: IdentityService;
    authenticate: onRequestAsyncHookHandler;
    sessionCookieName: string;
  },
) {
  const { identity, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Why a request without a live session cookie gets no identity. */
  const notSignedIn = (request: FastifyRequest) =>
    new AppError(
      'UNAUTHENTICATED',
      readBearerToken(request)
        ? 'New access tokens come only from a signed-in session, not from another token. Sign in again.'
        : 'You are not signed in.',
    );

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
      // Only a live session (the Auth.js cookie) gets a token: a token never renews itself, so a stolen
      // one dies with its lifetime or its session, whichever comes first.
      const sessionToken = readCookie(request, options.sessionCookieName);
      // The address's count may still be running (far under its limit): it is awaited with the read.
      const [found] = await Promise.all([
        sessionToken ? identity.identityForSession(sessionToken) : undefined,
        settleRateLimit(request, reply),
      ]);
      if (!found) throw notSignedIn(request);
      return { data: found };
    },
  );

  routes.patch(
    '/auth/user/meta',
    {
      onRequest: authenticate,
      // Two prompts of up to 10,000 characters each, even if every one takes 3 bytes or more.
      bodyLimit: 128 * 1024,
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
      onRequest: authenticate,
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
