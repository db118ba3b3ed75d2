import {
  ZAcceptedInvitationResponseSchema,
  ZAcceptInvitationRequestSchema,
  ZCreatedInvitationResponseSchema,
  ZCreateInvitationRequestSchema,
  ZErrorBodySchema,
  ZIdParamsSchema,
  ZInvitationListResponseSchema,
  ZInvitationPreviewResponseSchema,
  ZInvitationTokenParamsSchema,
} from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/authenticate';
import { RESOURCE_ERROR_RESPONSES } from '../../http/error-responses';
import type { InvitationsService } from './invitations.service';

/** An email address of up to 320 characters, each of which may take 4 bytes, plus the JSON around it. */
const CREATE_BODY_LIMIT = 2 * 1024;
/** `{"leave_current": true}` and some room. */
const ACCEPT_BODY_LIMIT = 1024;

/**
 * Team invitations: the admin's links (`/api/organization/invitations`), and the link's own routes
 * (`/api/invitations/{token}`): a public preview for the /invite page, and accepting it once signed in.
 */
export async function invitationsRoutes(
  app: FastifyInstance,
  options: { invitations: InvitationsService; authenticate: onRequestAsyncHookHandler },
) {
  const { invitations, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];
  const security = [{ bearerAuth: [] }];
  const errors = RESOURCE_ERROR_RESPONSES;

  routes.post(
    '/api/organization/invitations',
    {
      onRequest: authenticate,
      bodyLimit: CREATE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          "Invite someone by email: a link that works once, for 7 days, shown only now (the organization's admin only)",
        body: ZCreateInvitationRequestSchema,
        response: { 201: ZCreatedInvitationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await invitations.create({
        principal: requirePrincipal(request),
        request: request.body,
      });
      return reply.status(201).send({ data: created });
    },
  );

  routes.get(
    '/api/organization/invitations',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "The organization's invitations still pending, newest first (the admin only)",
        response: { 200: ZInvitationListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await invitations.listPending(requirePrincipal(request)) }),
  );

  routes.delete(
    '/api/organization/invitations/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Revoke an invitation: its link stops working at once (the admin only)',
        params: ZIdParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await invitations.revoke({ principal: requirePrincipal(request), invitationId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers, for anyone holding it: organization, inviter and state',
        params: ZInvitationTokenParamsSchema,
        response: { 200: ZInvitationPreviewResponseSchema, 400: ZErrorBodySchema, 404: ZErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await invitations.preview(request.params.token) };
    },
  );

  routes.post(
    '/api/invitations/:token/accept',
    {
      onRequest: authenticate,
      bodyLimit: ACCEPT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          "Join the invitation's organization, leaving the current one (409 asks for leave_current when it holds meetings)",
        params: ZInvitationTokenParamsSchema,
        body: ZAcceptInvitationRequestSchema,
        response: { 200: ZAcceptedInvitationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await invitations.accept({
        principal: requirePrincipal(request),
        token: request.params.token,
        request: request.body,
      }),
    }),
  );
}
