import {
  ZCalendarEventListResponseSchema,
  ZCalendarEventsQuerySchema,
  ZErrorBodySchema,
} from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/authenticate';
import type { CalendarService } from './calendar.service';

export async function calendarRoutes(
  app: FastifyInstance,
  options: { calendar: CalendarService; authenticate: onRequestAsyncHookHandler },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/calendar/events',
    {
      onRequest: options.authenticate,
      schema: {
        tags: ['calendar'],
        summary: "The caller's upcoming meetings, from the Google Calendar they connected themselves",
        security: [{ bearerAuth: [] }],
        querystring: ZCalendarEventsQuerySchema,
        response: { 200: ZCalendarEventListResponseSchema, 400: ZErrorBodySchema, 401: ZErrorBodySchema },
      },
    },
    async (request) => ({
      data: await options.calendar.listUpcoming({
        principal: requirePrincipal(request),
        limit: request.query.limit,
      }),
    }),
  );
}
