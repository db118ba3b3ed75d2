import {
  MAX_TRANSCRIPT_UPLOAD_BYTES,
  ZCreateTranscriptMeetingRequestSchema,
  ZIdParamsSchema,
  ZMeetingDetailResponseSchema,
  ZMeetingListQuerySchema,
  ZMeetingListResponseSchema,
  ZMeetingMediaUrlResponseSchema,
  ZMeetingOutputsResponseSchema,
  ZMeetingResponseSchema,
  ZTranscriptExportQuerySchema,
  ZTranscriptSearchQuerySchema,
  ZTranscriptSearchResponseSchema,
  ZUpdateActionItemsRequestSchema,
  ZUpdateMeetingRequestSchema,
  ZUpdateMeetingVisibilityRequestSchema,
} from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/authenticate';
import { RESOURCE_ERROR_RESPONSES } from '../../http/error-responses';
import { sendJsonInParts, sendJsonText } from '../../http/json-text-reply';
import { INERT_BODY_HEADERS } from './media-type';
import type { MeetingCapture } from './meeting-capture';
import type { MeetingMedia } from './meeting-media';
import type { MeetingReads } from './meeting-reads';

/** Any id the router passes: one that is not a meeting's UUID gets 404 from the service. */
const ZMeetingParamsSchema = ZIdParamsSchema;
const EXPORT_TYPES = { vtt: 'text/vtt', srt: 'application/x-subrip', txt: 'text/plain' } as const;

export async function meetingsRoutes(
  app: FastifyInstance,
  options: {
    capture: MeetingCapture;
    reads: MeetingReads;
    media: MeetingMedia;
    authenticate: onRequestAsyncHookHandler;
  },
) {
  const { capture, reads, media, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: authenticate };
  const tags = ['meetings'];
  const security = [{ bearerAuth: [] }];
  const errors = RESOURCE_ERROR_RESPONSES;

  routes.post(
    '/api/meetings',
    {
      ...common,
      // A transcript file travels in the JSON body: room for the largest accepted file plus JSON escaping.
      bodyLimit: MAX_TRANSCRIPT_UPLOAD_BYTES * 2,
      schema: {
        tags,
        security,
        summary: 'Create a meeting from a transcript file (WebVTT, SRT, Zoom/Teams/Meet exports, plain text)',
        body: ZCreateTranscriptMeetingRequestSchema,
        response: { 201: ZMeetingDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const meeting = await capture.createFromTranscript({
        principal: requirePrincipal(request),
        request: request.body,
      });
      return reply.status(201).send({ data: meeting });
    },
  );

  routes.get(
    '/api/meetings',
    {
      ...common,
      schema: {
        tags,
        security,
        summary:
          "The caller's meetings (scope=mine) or every meeting the caller may read (scope=team: their own, and teammates' processed meetings that are not private), newest first; with q, the ones whose transcript, summary, name or participant email match, best first, with the matching snippet",
        querystring: ZMeetingListQuerySchema,
        response: { 200: ZMeetingListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { query } = request;
      if (query.q) return { data: await reads.list({ principal, query }) };
      return sendJsonText(reply, await reads.listPageJson({ principal, query }));
    },
  );

  routes.get(
    '/api/meetings/:id',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'A meeting with its transcript segments, summary and action items',
        params: ZMeetingParamsSchema,
        response: { 200: ZMeetingDetailResponseSchema, ...errors },
      },
    },
    // Every segment of a long transcript: written a part at a time (see sendJsonInParts).
    async (request, reply) =>
      sendJsonInParts(reply, {
        data: await reads.get({ principal: requirePrincipal(request), meetingId: request.params.id }),
        key: 'segments',
      }),
  );

  routes.patch(
    '/api/meetings/:id',
    {
      ...common,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        security,
        summary: "Rename a meeting (its owner or the organization's admin)",
        params: ZMeetingParamsSchema,
        body: ZUpdateMeetingRequestSchema,
        response: { 200: ZMeetingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reads.rename({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
        request: request.body,
      }),
    }),
  );

  routes.patch(
    '/api/meetings/:id/action-items',
    {
      ...common,
      // Up to 200 items of up to 1,200 characters each, even if every one takes 3 bytes or more.
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        security,
        summary: "Replace the meeting's action items with the edited list (check, reword, add, remove)",
        params: ZMeetingParamsSchema,
        body: ZUpdateActionItemsRequestSchema,
        response: { 200: ZMeetingOutputsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reads.updateActionItems({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
        request: request.body,
      }),
    }),
  );

  routes.patch(
    '/api/meetings/:id/visibility',
    {
      ...common,
      bodyLimit: 1024,
      schema: {
        tags,
        security,
        summary:
          'Make the meeting private (its owner alone reads it, by any route) or visible to the team (the owner only)',
        params: ZMeetingParamsSchema,
        body: ZUpdateMeetingVisibilityRequestSchema,
        response: { 200: ZMeetingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reads.setVisibility({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
        visibility: request.body.visibility,
      }),
    }),
  );

  routes.post(
    '/api/meetings/:id/retry',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Process a failed or stopped meeting again',
        params: ZMeetingParamsSchema,
        response: { 202: ZMeetingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const meeting = await reads.retry({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
      });
      return reply.status(202).send({ data: meeting });
    },
  );

  routes.delete(
    '/api/meetings/:id',
    {
      ...common,
      schema: {
        tags,
        security,
        summary:
          "Delete a meeting: media, transcript, outputs and search entries (its owner or the organization's admin)",
        params: ZMeetingParamsSchema,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }), ...errors },
      },
    },
    async (request) => {
      await reads.remove({ principal: requirePrincipal(request), meetingId: request.params.id });
      return { data: { id: request.params.id } };
    },
  );

  routes.get(
    '/api/meetings/:id/transcript',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Download the transcript as WebVTT, SRT or plain text',
        params: ZMeetingParamsSchema,
        querystring: ZTranscriptExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const exported = await reads.exportTranscript({
        principal: requirePrincipal(request),
        meetingId: request.params.id,
        format,
      });
      const filename = `${
        exported.title
          .replace(/[^\w\- ]+/g, '')
          .trim()
          .replace(/\s+/g, '-') || 'transcript'
      }.${format}`;
      // A fixed text type from the format (never from input), downloaded, never run as a page.
      return reply
        .headers(INERT_BODY_HEADERS)
        .type(`${EXPORT_TYPES[format]}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(exported.body);
    },
  );

  routes.get(
    '/api/meetings/:id/media-url',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "A short-lived link to the meeting's recording for the player (null when there is none)",
        params: ZMeetingParamsSchema,
        response: { 200: ZMeetingMediaUrlResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await media.mediaUrl({ principal: requirePrincipal(request), meetingId: request.params.id }),
    }),
  );

  routes.get(
    '/api/media',
    {
      schema: {
        tags,
        summary: 'Stream a meeting recording through a signed link (supports Range requests)',
        querystring: z.object({ token: z.string().min(1).max(2048) }),
      },
    },
    async (request, reply) => {
      const opened = await media.openMedia({
        token: request.query.token,
        rangeHeader: request.headers.range,
      });
      // Only audio/video play inline; anything else is an inert download, never a page on our origin.
      reply
        .headers(INERT_BODY_HEADERS)
        .header('accept-ranges', 'bytes')
        // Asked of the server each time, which checks the link's session: a copy kept in the browser
        // must not play on after its user signed out.
        .header('cache-control', 'private, no-cache')
        .type(opened.contentType);
      if (!opened.isPlayable) reply.header('content-disposition', 'attachment');
      if (opened.range) {
        reply
          .status(206)
          .header('content-range', `bytes ${opened.range.start}-${opened.range.end}/${opened.size}`)
          .header('content-length', opened.range.end - opened.range.start + 1);
      } else {
        reply.header('content-length', opened.size);
      }
      return reply.send(opened.body);
    },
  );

  routes.get(
    '/api/transcripts/search',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "Full-text search over the organization's transcripts",
        querystring: ZTranscriptSearchQuerySchema,
        response: { 200: ZTranscriptSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reads.searchTranscripts({
        principal: requirePrincipal(request),
        query: request.query.q,
        limit: request.query.limit,
      }),
    }),
  );
}
