import type { CrmObjectType } from '../../crm/crm-provider';

/*
 * What the personal assistant's engines may look up, each call already bound to the person asking:
 * implementations check that person's organization themselves (ids the model names are never
 * trusted), so a meeting, record or conversation of another organization is never found.
 */

/** Narrows a meeting search; every field optional. Dates are `YYYY-MM-DD` (inclusive), in UTC. */
export type MeetingSearchInput = {
  /** Words said in the meeting, or in its title or summary; ranked by full-text search. */
  query?: string;
  from?: string;
  to?: string;
  /** A participant's name or email (part of it will do). */
  participant?: string;
  /** A company or deal the meeting is linked to in the CRM, by (part of) its name. */
  company?: string;
  deal?: string;
  limit?: number;
};

/** A moment of a meeting: where it was said, by whom, and what. */
export type MeetingMoment = { startMs: number; speaker: string | null; text: string };

export type MeetingSearchHit = {
  meetingId: string;
  title: string;
  startedAt: Date;
  participants: string[];
  /** The best matching moments of the transcript, best first; empty when it matched otherwise. */
  moments: MeetingMoment[];
  /** Where the summary matched, when it did (a title or participant match has none). */
  summarySnippet: string | null;
};

export type MeetingActionItem = { text: string; owner: string | null; dueDate: string | null; done: boolean };

export type MeetingReading = {
  meetingId: string;
  title: string;
  startedAt: Date;
  participants: string[];
  summaryMarkdown: string | null;
  actionItems: MeetingActionItem[];
  /** The transcript lines asked for (around a time, or the best matches of a query). */
  passage: MeetingMoment[];
};

export type ReadMeetingInput = {
  meetingId: string;
  part: 'summary' | 'action_items' | 'transcript';
  /** For a transcript passage: the lines that best match these words… */
  query?: string;
  /** …or the lines around this moment. */
  atSeconds?: number;
};

export type ActionItemsOfMeeting = {
  meetingId: string;
  title: string;
  startedAt: Date;
  items: MeetingActionItem[];
};

export type UpcomingMeeting = {
  title: string;
  startsAt: Date;
  endsAt: Date;
  attendees: string[];
  conferenceUrl: string | null;
  link: string | null;
};

export type CrmRecordFound = {
  type: CrmObjectType;
  id: string;
  name: string;
  /** The record's page in the CRM; null when the account id is not known. */
  url: string | null;
  properties: Record<string, string | null>;
};

export type CrmActivity = {
  type: 'meeting' | 'note' | 'task';
  title: string | null;
  body: string | null;
  timestamp: Date | null;
  status: string | null;
};

export type CrmRecordReading = CrmRecordFound & {
  associated: CrmRecordFound[];
  activities: CrmActivity[];
};

/** An integration's answer, or why there is none: one that is not connected is not an error. */
export type ConnectedLookup<T> = { isConnected: false } | { isConnected: true; result: T };

export type WebResult = { title: string; url: string; snippet: string };
export type WebLookup = { isConfigured: false } | { isConfigured: true; results: WebResult[] };

export interface AssistantToolbox {
  searchMeetings(input: MeetingSearchInput): Promise<MeetingSearchHit[]>;
  /** Throws `AppError` NOT_FOUND for a meeting that is not the caller's organization's. */
  readMeeting(input: ReadMeetingInput): Promise<MeetingReading>;
  /** Open and done action items of the caller's own meetings, latest meetings first. */
  listMyActionItems(input: { limit: number }): Promise<ActionItemsOfMeeting[]>;
  /** The organization's calendar meetings of the next 30 days, soonest first; none without a calendar. */
  listUpcomingMeetings(input: { limit: number }): Promise<ConnectedLookup<UpcomingMeeting[]>>;
  searchCrm(input: { query: string; types?: CrmObjectType[] }): Promise<ConnectedLookup<CrmRecordFound[]>>;
  readCrmRecord(input: { type: CrmObjectType; id: string }): Promise<ConnectedLookup<CrmRecordReading>>;
  searchWeb(input: { query: string }): Promise<WebLookup>;
}

/** A meeting moment as the app links it: the meeting opened at that second of the player. */
export function meetingMomentUrl(options: { meetingId: string; startMs: number }): string {
  return `/meetings/${encodeURIComponent(options.meetingId)}?t=${Math.max(0, Math.floor(options.startMs / 1000))}`;
}
