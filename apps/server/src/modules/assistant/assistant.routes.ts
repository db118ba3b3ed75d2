import {
  ZConversationDetailResponseSchema,
  ZConversationListResponseSchema,
  ZConversationResponseSchema,
  ZCreateConversationRequestSchema,
  ZIdParamsSchema,
  ZRenameConversationRequestSchema,
} from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/authenticate';
import { RESOURCE_ERROR_RESPONSES } from '../../http/error-responses';
import type { AssistantConversations } from './assistant-conversations';

/** A title of up to 120 characters, each of which may take 4 bytes, plus the JSON around it. */
const TITLE_BODY_LIMIT = 2 * 1024;

/**
 * The personal assistant's conversations (`/api/assistant/conversations`), each the caller's own:
 * list (most recently used first), start, read with its messages, rename, delete. The questions and
 * answers themselves go through `WebSocket /chat` (`chat.routes.ts`).
 */
export async function assistantRoutes(
  app: FastifyInstance,
  options: { conversations: AssistantConversations; authenticate: onRequestAsyncHookHandler },
) {
  const { conversations, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assistant'];
  const security = [{ bearerAuth: [] }];
  const errors = RESOURCE_ERROR_RESPONSES;
  // Ids that are not UUIDs name no conversation: 404 from the service, never a query.
  const params = ZIdParamsSchema;

  routes.get(
    '/api/assistant/conversations',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's assistant conversations, most recently used first",
        response: { 200: ZConversationListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await conversations.list(requirePrincipal(request)) }),
  );

  routes.post(
    '/api/assistant/conversations',
    {
      onRequest: authenticate,
      bodyLimit: TITLE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: "Start a conversation ('New conversation' until its first question names it)",
        body: ZCreateConversationRequestSchema.optional(),
        response: { 201: ZConversationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await conversations.create({
        principal: requirePrincipal(request),
        title: request.body?.title,
      });
      return reply.status(201).send({ data: created });
    },
  );

  routes.get(
    '/api/assistant/conversations/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'A conversation with its messages in order (citations and tools included)',
        params,
        response: { 200: ZConversationDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await conversations.get({
        principal: requirePrincipal(request),
        conversationId: request.params.id,
      }),
    }),
  );

  routes.patch(
    '/api/assistant/conversations/:id',
    {
      onRequest: authenticate,
      bodyLimit: TITLE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Rename a conversation',
        params,
        body: ZRenameConversationRequestSchema,
        response: { 200: ZConversationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await conversations.rename({
        principal: requirePrincipal(request),
        conversationId: request.params.id,
        title: request.body.title,
      }),
    }),
  );

  routes.delete(
    '/api/assistant/conversations/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete a conversation and its messages',
        params,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await conversations.remove({ principal: requirePrincipal(request), conversationId: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
