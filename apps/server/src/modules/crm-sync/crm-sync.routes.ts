import {
  dataEnvelope,
  MAX_PATH_PARAM_LENGTH,
  ZCrmUpdateDecisionSchema,
  ZCrmUpdateSchema,
  ZErrorBodySchema,
  ZIdParamsSchema,
  ZMeetingCrmUpdatesSchema,
} from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/authenticate';
import { RESOURCE_ERROR_RESPONSES } from '../../http/error-responses';
import type { CrmSyncService } from './crm-sync.service';

const ZUpdateParamsSchema = ZIdParamsSchema.extend({ updateId: z.string().max(MAX_PATH_PARAM_LENGTH) });

/**
 * The meeting's HubSpot tab: the updates Ting made or proposes after the meeting, 'Sync to HubSpot',
 * review decisions and Retry. Any member of the meeting's organization; Bearer-only, so shared views
 * never get these.
 */
export async function crmSyncRoutes(
  app: FastifyInstance,
  options: { sync: CrmSyncService; authenticate: onRequestAsyncHookHandler },
) {
  const { sync, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];
  const security = [{ bearerAuth: [] }];
  const errors = { ...RESOURCE_ERROR_RESPONSES, 502: ZErrorBodySchema };

  routes.get(
    '/api/meetings/:id/crm/updates',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary:
          'What Ting wrote to HubSpot after the meeting or proposes for review (old → new value, evidence, status, HubSpot page)',
        params: ZIdParamsSchema,
        response: { 200: dataEnvelope(ZMeetingCrmUpdatesSchema), ...errors },
      },
    },
    async (request) => ({
      data: await sync.read({ principal: requirePrincipal(request), meetingId: request.params.id }),
    }),
  );

  routes.post(
    '/api/meetings/:id/crm/sync',
    {
      onRequest: authenticate,
      bodyLimit: 1024,
      schema: {
        tags,
        security,
        summary: "'Sync to HubSpot': plan and write the meeting's updates again, never twice",
        params: ZIdParamsSchema,
        response: { 202: dataEnvelope(ZMeetingCrmUpdatesSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await sync.requestSync({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
      });
      return reply.status(202).send({ data });
    },
  );

  routes.post(
    '/api/meetings/:id/crm/updates/decision',
    {
      onRequest: authenticate,
      bodyLimit: 1024,
      schema: {
        tags,
        security,
        summary: 'Approve or reject every update of the meeting waiting for review, as proposed',
        params: ZIdParamsSchema,
        body: ZCrmUpdateDecisionSchema,
        response: { 200: dataEnvelope(ZMeetingCrmUpdatesSchema), ...errors },
      },
    },
    async (request) => ({
      data: await sync.decideAll({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
        decision: request.body,
      }),
    }),
  );

  routes.post(
    '/api/meetings/:id/crm/updates/:updateId/decision',
    {
      onRequest: authenticate,
      bodyLimit: 96 * 1024,
      schema: {
        tags,
        security,
        summary: 'Approve (optionally with an edited value) or reject one update waiting for review',
        params: ZUpdateParamsSchema,
        body: ZCrmUpdateDecisionSchema,
        response: { 200: dataEnvelope(ZCrmUpdateSchema), ...errors },
      },
    },
    async (request) => ({
      data: await sync.decide({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
        updateId: request.params.updateId,
        decision: request.body,
      }),
    }),
  );

  routes.post(
    '/api/meetings/:id/crm/updates/:updateId/retry',
    {
      onRequest: authenticate,
      bodyLimit: 1024,
      schema: {
        tags,
        security,
        summary: 'Write a failed update again',
        params: ZUpdateParamsSchema,
        response: { 200: dataEnvelope(ZCrmUpdateSchema), ...errors },
      },
    },
    async (request) => ({
      data: await sync.retry({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
        updateId: request.params.updateId,
      }),
    }),
  );
}
