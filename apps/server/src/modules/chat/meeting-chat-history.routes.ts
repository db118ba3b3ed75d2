import { ZIdParamsSchema, ZMeetingChatHistoryResponseSchema } from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/authenticate';
import { RESOURCE_ERROR_RESPONSES } from '../../http/error-responses';
import type { MeetingChatHistory } from './meeting-chat-history';

/**
 * `GET /api/meetings/{id}/chat`: the caller's own meeting chat conversation about the meeting, for the page
 * to show again on load. The questions and answers are kept as they go through `WebSocket /chat`.
 * `DELETE` on the same path clears it, so the next question starts a new conversation.
 */
export async function meetingChatHistoryRoutes(
  app: FastifyInstance,
  options: { history: MeetingChatHistory; authenticate: onRequestAsyncHookHandler },
) {
  const { history, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/meetings/:id/chat',
    {
      onRequest: authenticate,
      schema: {
        tags: ['chat'],
        security: [{ bearerAuth: [] }],
        summary: "The caller's meeting chat about this meeting, oldest message first",
        // Ids that are not UUIDs name no meeting: 404 from the service, never a query.
        params: ZIdParamsSchema,
        response: { 200: ZMeetingChatHistoryResponseSchema, ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await history.read({ principal: requirePrincipal(request), meetingId: request.params.id }),
    }),
  );

  routes.delete(
    '/api/meetings/:id/chat',
    {
      onRequest: authenticate,
      schema: {
        tags: ['chat'],
        security: [{ bearerAuth: [] }],
        summary: "Clear the caller's meeting chat about this meeting (nobody else's)",
        params: ZIdParamsSchema,
        response: { 200: z.object({ data: z.null() }), ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await history.clear({ principal: requirePrincipal(request), meetingId: request.params.id });
      return { data: null };
    },
  );
}
