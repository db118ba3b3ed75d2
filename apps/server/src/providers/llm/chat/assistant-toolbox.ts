import type { CrmObjectType } from '../../crm/crm-provider';
import type { Ownership } from '../shared/action-item-owner';
import type { Period, PeriodName } from '../shared/question-period';

/*
 * What the personal assistant's engines may look up, each call already bound to the person asking:
 * implementations check that person's organization themselves (ids the model names are never
 * trusted), so a meeting, record or conversation of another organization is never found.
 */

/** When meetings took place: a named period, or days `YYYY-MM-DD` (inclusive); both in the caller's zone. */
export type MeetingPeriodInput = {
  /** "this_week", "yesterday"…, counted in the caller's time zone; wins over `from` / `to`. */
  period?: PeriodName;
  from?: string;
  to?: string;
};

/** Narrows a meeting search; every field optional. */
export type MeetingSearchInput = MeetingPeriodInput & {
  /** Words said in the meeting, or in its title or summary; ranked by full-text search. */
  query?: string;
  /** Only the caller's meetings: those they own (recorded, uploaded) or took part in (their address invited). */
  mine?: boolean;
  /**
   * Who or what the meetings were with, by part of a name: a participant's name or email, a linked CRM
   * company or deal, or the title ("Acme" in "my meetings with Acme").
   */
  counterpart?: string;
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

/** An action item with whose it is (`ownershipOf`): only `mine` may be presented as the caller's. */
export type OwnedActionItem = MeetingActionItem & { ownership: Ownership };

export type MeetingReading = {
  meetingId: string;
  title: string;
  startedAt: Date;
  participants: string[];
  summaryMarkdown: string | null;
  actionItems: OwnedActionItem[];
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
  /** False while the meeting is being processed: it has no action items yet. */
  isProcessed: boolean;
  items: OwnedActionItem[];
};

export type ActionItemsInput = MeetingPeriodInput & {
  /** Only meetings with this person, company or deal (`MeetingSearchInput.counterpart`). */
  counterpart?: string;
  /** Meetings read, newest first. */
  limit: number;
};

export type ActionItemsLookup = {
  /** The period asked for, resolved in the caller's zone; null for all time. */
  period: Period | null;
  /** The caller's meetings in that period, newest first, with their items (none when they have none). */
  meetings: ActionItemsOfMeeting[];
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
  /**
   * Action items (open and done) of the caller's meetings — those they own or took part in — in a period,
   * latest meetings first, each marked with whose it is.
   */
  listActionItems(input: ActionItemsInput): Promise<ActionItemsLookup>;
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
