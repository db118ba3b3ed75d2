import {
  SHARE_TOKEN_HEADER,
  ZErrorBodySchema,
  ZIdParamsSchema,
  ZMeetingDetailResponseSchema,
  ZMeetingMediaUrlResponseSchema,
  ZMeetingShareResponseSchema,
} from '@ting/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/authenticate';
import { RESOURCE_ERROR_RESPONSES } from '../../http/error-responses';
import { sendJsonInParts } from '../../http/json-text-reply';
import type { MeetingSharesService } from './meeting-shares.service';

/** Any id the router passes: one that is not a meeting's UUID gets 404 from the service. */
const ZMeetingParamsSchema = ZIdParamsSchema;

/** The token travels in a header, not the path or query, so it stays out of access logs. */
const shareTokenOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[SHARE_TOKEN_HEADER];
  return Array.isArray(value) ? value[0] : value;
};

export async function meetingSharesRoutes(
  app: FastifyInstance,
  options: { shares: MeetingSharesService; authenticate: onRequestAsyncHookHandler },
) {
  const { shares, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sharing'];
  const security = [{ bearerAuth: [] }];
  const errors = RESOURCE_ERROR_RESPONSES;
  const ownerRoute = (summary: string) => ({
    onRequest: authenticate,
    schema: {
      tags,
      security,
      summary,
      params: ZMeetingParamsSchema,
      response: { 200: ZMeetingShareResponseSchema, 201: ZMeetingShareResponseSchema, ...errors },
    },
  });

  routes.get(
    '/api/meetings/:id/share',
    ownerRoute("The meeting's active share link, or null (owner only)"),
    async (request) => ({
      data: await shares.get({ principal: requirePrincipal(request), meetingId: request.params.id }),
    }),
  );

  routes.post(
    '/api/meetings/:id/share',
    ownerRoute('Create a read-only share link (201), or return the active one (200); owner only'),
    async (request, reply) => {
      const { share, isNew } = await shares.create({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
      });
      return reply.status(isNew ? 201 : 200).send({ data: share });
    },
  );

  routes.delete(
    '/api/meetings/:id/share',
    ownerRoute('Revoke the share link; it stops working at once (owner only)'),
    async (request) => {
      await shares.revoke({ principal: requirePrincipal(request), meetingId: request.params.id });
      return { data: null };
    },
  );

  const sharedHeaders = z.object({ [SHARE_TOKEN_HEADER]: z.string().max(200).optional() });

  routes.get(
    '/api/shared/meetings/:id',
    {
      schema: {
        tags,
        summary: `A shared meeting, read-only, for anyone with its link (token in the ${SHARE_TOKEN_HEADER} header)`,
        params: ZMeetingParamsSchema,
        headers: sharedHeaders,
        response: { 200: ZMeetingDetailResponseSchema, 404: ZErrorBodySchema },
      },
    },
    // Every segment of a long transcript: written a part at a time (see sendJsonInParts).
    async (request, reply) =>
      sendJsonInParts(reply, {
        data: await shares.readShared({ meetingId: request.params.id, token: shareTokenOf(request) }),
        key: 'segments',
      }),
  );

  routes.get(
    '/api/shared/meetings/:id/media-url',
    {
      schema: {
        tags,
        summary: "A short-lived link to a shared meeting's recording (null when there is none)",
        params: ZMeetingParamsSchema,
        headers: sharedHeaders,
        response: { 200: ZMeetingMediaUrlResponseSchema, 404: ZErrorBodySchema },
      },
    },
    async (request) => ({
      data: await shares.sharedMediaUrl({ meetingId: request.params.id, token: shareTokenOf(request) }),
    }),
  );
}
