import {
  dataEnvelope,
  MAX_PATH_PARAM_LENGTH,
  ZCrmLinkBodySchema,
  ZCrmRecordSummarySchema,
  ZCrmSearchQuerySchema,
  ZErrorBodySchema,
  ZIdParamsSchema,
  ZMeetingCrmLinkSchema,
  ZMeetingCrmSchema,
} from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/authenticate';
import { RESOURCE_ERROR_RESPONSES } from '../../http/error-responses';
import { CRM_SEARCH_LIMIT, type MeetingCrmLinks } from './meeting-crm-links.service';

const ZLinkParamsSchema = ZIdParamsSchema.extend({ linkId: z.string().max(MAX_PATH_PARAM_LENGTH) });

/**
 * The meeting's CRM tab (its linked HubSpot records; any member of the meeting's organization may
 * read and change them) and the HubSpot search that adds one. Shared, signed-out views never get
 * these: they are Bearer-only.
 */
export async function meetingCrmLinksRoutes(
  app: FastifyInstance,
  options: { links: MeetingCrmLinks; authenticate: onRequestAsyncHookHandler },
) {
  const { links, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];
  const security = [{ bearerAuth: [] }];
  // 502: HubSpot failed or answered something unusable.
  const errors = { ...RESOURCE_ERROR_RESPONSES, 502: ZErrorBodySchema };

  routes.get(
    '/api/meetings/:id/crm',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary:
          "The meeting's linked HubSpot contacts, companies and deals (with their HubSpot pages) and attendees HubSpot does not know",
        params: ZIdParamsSchema,
        response: { 200: dataEnvelope(ZMeetingCrmSchema), ...errors },
      },
    },
    async (request) => ({
      data: await links.read({ principal: requirePrincipal(request), meetingId: request.params.id }),
    }),
  );

  routes.post(
    '/api/meetings/:id/crm/links',
    {
      onRequest: authenticate,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        security,
        summary:
          'Link a HubSpot record to the meeting by hand (it must exist in HubSpot); kept whatever automatic matching finds',
        params: ZIdParamsSchema,
        body: ZCrmLinkBodySchema,
        response: { 201: dataEnvelope(ZMeetingCrmLinkSchema), ...errors },
      },
    },
    async (request, reply) => {
      const link = await links.addManual({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
        body: request.body,
      });
      return reply.status(201).send({ data: link });
    },
  );

  routes.delete(
    '/api/meetings/:id/crm/links/:linkId',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Remove a link from the meeting; automatic matching will not add it again',
        params: ZLinkParamsSchema,
        response: { 200: dataEnvelope(z.object({ id: z.string() })), ...errors },
      },
    },
    async (request) => ({
      data: await links.remove({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
        linkId: request.params.linkId,
      }),
    }),
  );

  routes.get(
    '/api/crm/search',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: `HubSpot records by name, email or domain: one kind, or contacts, companies and deals (at most ${CRM_SEARCH_LIMIT} each)`,
        querystring: ZCrmSearchQuerySchema,
        response: { 200: dataEnvelope(z.array(ZCrmRecordSummarySchema)), ...errors },
      },
    },
    async (request) => ({
      data: await links.search({
        principal: requirePrincipal(request),
        query: request.query.q,
        type: request.query.type,
      }),
    }),
  );
}
