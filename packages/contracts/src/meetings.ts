import { z } from 'zod';
import { ZNotetakerSchema } from './calendar';
import { dataEnvelope } from './errors';
import { ZMeetingListScopeSchema, ZMeetingVisibilitySchema } from './meeting-visibility';
import { toWellFormedText, ZDateSchema, ZDateTimeSchema, zText } from './text';

export const MEETING_STATUSES = [
  'queued',
  'transcribing',
  'summarising',
  'syncing',
  'ready',
  'failed',
  'limit_reached',
] as const;
export const ZMeetingStatusSchema = z.enum(MEETING_STATUSES);
export type TMeetingStatus = z.infer<typeof ZMeetingStatusSchema>;

export const MEETING_SOURCES = ['transcript_upload', 'audio_upload', 'browser_recording', 'bot'] as const;
export const ZMeetingSourceSchema = z.enum(MEETING_SOURCES);
export type TMeetingSource = z.infer<typeof ZMeetingSourceSchema>;

/** The longest meeting title, as a transcript upload takes it. */
export const MAX_MEETING_TITLE_LENGTH = 200;

/** Transcript files up to this size are accepted (spec: clear errors on size and type). */
export const MAX_TRANSCRIPT_UPLOAD_BYTES = 20 * 1024 * 1024;

export const ZParticipantSchema = z.object({
  name: z.string().trim().max(200).nullable(),
  email: z.string().trim().toLowerCase().email().max(320).nullable(),
});
export type TParticipant = z.infer<typeof ZParticipantSchema>;

/** Participants of an uploaded recording, as tus metadata: comma-separated email addresses. */
export const ZParticipantEmailsSchema = z
  .string()
  .max(100 * 320)
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().email()).max(100));

/** `POST /api/meetings`: a meeting from an uploaded transcript file (WebVTT, SRT, Zoom/Teams/Meet exports, text). */
export const ZCreateTranscriptMeetingRequestSchema = z.object({
  title: zText({ min: 1, max: MAX_MEETING_TITLE_LENGTH }),
  started_at: ZDateTimeSchema.optional(),
  participants: z
    .array(
      z.object({
        name: zText({ max: 200 }).optional(),
        email: z.string().trim().toLowerCase().email().max(320).optional(),
      }),
    )
    .max(100)
    .default([]),
  transcript: z.object({
    filename: zText({ min: 1, max: 255 }),
    // A file, not typed text: the transcript parser refuses one with NULs as binary, naming the file;
    // unpaired surrogates become U+FFFD, as they would had the file been decoded from its bytes.
    content: z.string().min(1).max(MAX_TRANSCRIPT_UPLOAD_BYTES).transform(toWellFormedText),
  }),
});
export type TCreateTranscriptMeetingRequest = z.input<typeof ZCreateTranscriptMeetingRequestSchema>;
/** A transcript upload as the server reads it, after validation. */
export type TCreateTranscriptMeeting = z.output<typeof ZCreateTranscriptMeetingRequestSchema>;

/** Where a search found a meeting's words: a transcript line (with its start) or the summary, as plain text. */
export const ZMeetingSearchMatchSchema = z.object({
  source: z.enum(['transcript', 'summary']),
  snippet: z.string(),
  /** Where the line starts in the recording (transcript matches only). */
  start_ms: z.number().int().nullable(),
});
export type TMeetingSearchMatch = z.infer<typeof ZMeetingSearchMatchSchema>;

export const ZMeetingListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  source: ZMeetingSourceSchema,
  status: ZMeetingStatusSchema,
  /** Why the meeting failed or stopped, in words the user can act on. */
  status_reason: z.string().nullable(),
  started_at: z.string(),
  duration_ms: z.number().int().nullable(),
  owner: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }),
  /** Who besides the owner may read it (see `MEETING_VISIBILITIES`). */
  visibility: ZMeetingVisibilitySchema,
  participants: z.array(ZParticipantSchema),
  created_at: z.string(),
  /** The notetaker booked for this meeting (bot meetings only): where it is and when it joins. */
  notetaker: ZNotetakerSchema.nullable(),
  /** In a search's results: where the meeting's words matched (null when its title or an email did). */
  match: ZMeetingSearchMatchSchema.nullable().optional(),
});
export type TMeetingListItem = z.infer<typeof ZMeetingListItemSchema>;

export const ZMeetingListQuerySchema = z.object({
  /**
   * `mine`: meetings the caller owns; `team`: every meeting the caller may read (their own, and their
   * teammates' processed meetings that are not private).
   */
  scope: ZMeetingListScopeSchema.default('team'),
  /**
   * Finds meetings by what was said (transcript and summary words, ranked, the last word also as a
   * prefix), their name, or text in a participant's email.
   */
  q: zText({ max: 200 }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type TMeetingListQuery = z.input<typeof ZMeetingListQuerySchema>;
/** A list query as the server reads it, defaults filled in. */
export type TMeetingListFilter = z.output<typeof ZMeetingListQuerySchema>;

export const ZMeetingListResponseSchema = dataEnvelope(
  z.object({
    items: z.array(ZMeetingListItemSchema),
    total: z.number().int(),
    /**
     * In a search's results: true when more meetings match than `total` (a search counts up to 1,000,
     * as search engines say "1,000+").
     */
    total_at_least: z.boolean().optional(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
);
export type TMeetingListResponse = z.infer<typeof ZMeetingListResponseSchema>;

export const ZTranscriptSegmentSchema = z.object({
  seq: z.number().int(),
  start_ms: z.number().int(),
  end_ms: z.number().int(),
  speaker: z.string().nullable(),
  text: z.string(),
});
export type TTranscriptSegment = z.infer<typeof ZTranscriptSegmentSchema>;

export const ZActionItemSchema = z.object({
  /** Stable across edits: the HubSpot task Ting wrote for the item follows it by this id. */
  id: z.string(),
  text: z.string(),
  owner: z.string().nullable(),
  due_date: z.string().nullable(),
  done: z.boolean(),
  /**
   * The HubSpot task Ting wrote for the item, when there is one: `synced` while Ting's edits carry
   * to it, `changed_in_hubspot` once a person changed it there (Ting leaves it as it is).
   */
  crm_task: z
    .object({ state: z.enum(['synced', 'changed_in_hubspot']), subject: z.string() })
    .nullable()
    .optional(),
});
export type TActionItem = z.infer<typeof ZActionItemSchema>;

export const ZMeetingOutputsSchema = z.object({
  summary_markdown: z.string(),
  action_items: z.array(ZActionItemSchema),
  /** Which engine wrote them, e.g. `offline` or `openai:gpt-4.1-mini`. */
  engine: z.string(),
  summary_prompt: z.string(),
  action_items_prompt: z.string(),
  created_at: z.string(),
});
export type TMeetingOutputs = z.infer<typeof ZMeetingOutputsSchema>;

export const ZMeetingDetailSchema = ZMeetingListItemSchema.extend({
  transcript_format: z.string().nullable(),
  segments: z.array(ZTranscriptSegmentSchema),
  outputs: ZMeetingOutputsSchema.nullable(),
});
export type TMeetingDetail = z.infer<typeof ZMeetingDetailSchema>;
export const ZMeetingDetailResponseSchema = dataEnvelope(ZMeetingDetailSchema);
export type TMeetingDetailResponse = z.infer<typeof ZMeetingDetailResponseSchema>;
export const ZMeetingResponseSchema = dataEnvelope(ZMeetingListItemSchema);

export const TRANSCRIPT_EXPORT_FORMATS = ['vtt', 'srt', 'txt'] as const;
export const ZTranscriptExportQuerySchema = z.object({
  format: z.enum(TRANSCRIPT_EXPORT_FORMATS).default('vtt'),
});

/** `GET /api/transcripts/search`: full-text search over the organization's transcripts. */
export const ZTranscriptSearchQuerySchema = z.object({
  q: zText({ min: 1, max: 200 }),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZTranscriptSearchHitSchema = z.object({
  meeting_id: z.string(),
  meeting_title: z.string(),
  seq: z.number().int(),
  start_ms: z.number().int(),
  speaker: z.string().nullable(),
  text: z.string(),
});
export type TTranscriptSearchHit = z.infer<typeof ZTranscriptSearchHitSchema>;
export const ZTranscriptSearchResponseSchema = dataEnvelope(z.array(ZTranscriptSearchHitSchema));

/** `GET /api/meetings/{id}/media-url`: a short-lived signed link for the player, or null without media. */
export const ZMeetingMediaUrlSchema = z.object({
  url: z.string().nullable(),
  content_type: z.string().nullable(),
});
export type TMeetingMediaUrl = z.infer<typeof ZMeetingMediaUrlSchema>;
export const ZMeetingMediaUrlResponseSchema = dataEnvelope(ZMeetingMediaUrlSchema);

/** `PATCH /api/meetings/{id}` (the owner or the organization's admin): rename the meeting. */
export const ZUpdateMeetingRequestSchema = z
  .object({
    title: zText({
      min: 1,
      max: MAX_MEETING_TITLE_LENGTH,
      minMessage: 'Enter a name for the meeting.',
    }),
  })
  .strict();
export type TUpdateMeetingRequest = z.infer<typeof ZUpdateMeetingRequestSchema>;

/** `PATCH /api/meetings/{id}/action-items`: the edited list replaces the meeting's action items. */
export const ZUpdateActionItemsRequestSchema = z.object({
  action_items: z
    .array(
      z.object({
        /** The item's id as read; a new item has none (the server gives it one). */
        id: z.string().uuid().optional(),
        text: zText({ min: 1, max: 1000, minMessage: 'An action item needs some text.' }),
        owner: zText({ max: 200 }).nullable(),
        due_date: ZDateSchema.nullable(),
        done: z.boolean(),
      }),
    )
    .max(200),
});
export type TUpdateActionItemsRequest = z.input<typeof ZUpdateActionItemsRequestSchema>;
/** Edited action items as the server reads them, after validation. */
export type TUpdateActionItems = z.output<typeof ZUpdateActionItemsRequestSchema>;
export const ZMeetingOutputsResponseSchema = dataEnvelope(ZMeetingOutputsSchema);

/** A meeting's active share link; anyone with the URL can open the meeting read-only until it is revoked. */
export const ZMeetingShareSchema = z.object({
  url: z.string(),
  created_at: z.string(),
});
export type TMeetingShare = z.infer<typeof ZMeetingShareSchema>;
export const ZMeetingShareResponseSchema = dataEnvelope(ZMeetingShareSchema.nullable());

/** Query parameter of a share link (`/meetings/{id}?share={token}`) and the header the page sends it in. */
export const SHARE_TOKEN_QUERY_PARAM = 'share';
export const SHARE_TOKEN_HEADER = 'x-share-token';
