import { z } from 'zod';
import { dataEnvelope } from './errors';

export const CONFERENCE_PROVIDERS = ['google_meet', 'zoom', 'teams'] as const;
export const ZConferenceProviderSchema = z.enum(CONFERENCE_PROVIDERS);
export type TConferenceProvider = z.infer<typeof ZConferenceProviderSchema>;

export const ZCalendarAttendeeSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  response_status: z.enum(['needsAction', 'declined', 'tentative', 'accepted']).nullable(),
  /** True when the attendee's email domain differs from the calendar owner's. */
  is_external: z.boolean(),
  is_organizer: z.boolean(),
});
export type TCalendarAttendee = z.infer<typeof ZCalendarAttendeeSchema>;

/**
 * Where a meeting's notetaker is, from the bot service's status events: booked (`scheduled`), joining
 * the call, waiting to be admitted (`waiting_room`), in the call, out of it with the recording being
 * collected (`call_ended`), its delivery taken (`done`), failed (`fatal`) or called off. In this order:
 * a bot only ever moves forward.
 */
export const NOTETAKER_STATUSES = [
  'scheduled',
  'joining',
  'waiting_room',
  'in_call',
  'call_ended',
  'done',
  'fatal',
  'cancelled',
] as const;
export const ZNotetakerStatusSchema = z.enum(NOTETAKER_STATUSES);
export type TNotetakerStatus = z.infer<typeof ZNotetakerStatusSchema>;

/** A meeting's notetaker: where it is, and when it joins (or joined) the call. */
export const ZNotetakerSchema = z.object({
  status: ZNotetakerStatusSchema,
  joins_at: z.string(),
});
export type TNotetaker = z.infer<typeof ZNotetakerSchema>;

/** A meeting from the connected calendar (`GET /api/calendar/events`). */
export const ZCalendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  is_all_day: z.boolean(),
  /** The video-call link, from hangoutLink, conferenceData or a Meet/Zoom/Teams URL in location or description. */
  conference_url: z.string().nullable(),
  conference_provider: ZConferenceProviderSchema.nullable(),
  organizer_email: z.string().nullable(),
  attendees: z.array(ZCalendarAttendeeSchema),
  html_link: z.string().nullable(),
  /** The notetaker sent to this meeting, if any: the meeting it records into and the bot's state. */
  recording: z
    .object({
      meeting_id: z.string(),
      bot_status: ZNotetakerStatusSchema,
      /** When the notetaker joins (a minute before the start, or at once when booked late). */
      joins_at: z.string(),
    })
    .nullable(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEventSchema>;

export const ZCalendarEventsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZCalendarEventListResponseSchema = dataEnvelope(z.array(ZCalendarEventSchema));
export type TCalendarEventListResponse = z.infer<typeof ZCalendarEventListResponseSchema>;
