import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { dayInZone, PERIOD_NAMES, type Period } from '../shared/question-period';
import { formatTimestamp } from '../shared/transcript-format';
import {
  type AssistantToolbox,
  type CrmRecordFound,
  type MeetingMoment,
  meetingMomentUrl,
  type OwnedActionItem,
} from './assistant-toolbox';
import type { ChatCitation, ChatSource } from './meeting-chat';

/*
 * The assistant's tools for the AI SDK: each validates the model's input, calls the toolbox (which
 * checks the caller's organization), and returns compact JSON with a `url` for every source the
 * model may cite. Each run also leaves a short label for the UI ('Searched 3 meetings') and the
 * sources it showed, so only links the tools really produced become citations.
 */

/** A source a tool showed the model, by the URL the model is asked to cite it with. */
export type KnownSource = ({ kind: 'meeting' } & ChatCitation) | ({ kind: 'crm' | 'web' } & ChatSource);

export type ToolRunLog = {
  /** The UI's label of each finished call, by tool call id. */
  labels: Map<string, string>;
  /** Sources shown so far, by URL. */
  sources: Map<string, KnownSource>;
  /** Meetings the tools returned (so the caller's), by id: a cited moment of one of them is trusted. */
  meetings: Map<string, string>;
};

export function createToolRunLog(): ToolRunLog {
  return { labels: new Map(), sources: new Map(), meetings: new Map() };
}

const MAX_TEXT_CHARS = 600;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const clip = (text: string | null, max = MAX_TEXT_CHARS) =>
  text === null ? null : text.length > max ? `${text.slice(0, max)}…` : text;
const CRM_TYPES = ['contact', 'company', 'deal'] as const;
const DATE = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("YYYY-MM-DD, a day in the user's time zone (included)");
const PERIOD = z
  .enum(PERIOD_NAMES)
  .describe(
    "When the meetings took place, in the user's time zone: weeks start Monday 00:00, and this_week, today and this_month end now. Wins over from/to.",
  );

/** An action item as the model reads it: whose it is spelled out, so it never guesses. */
function itemOf(item: OwnedActionItem) {
  return {
    text: item.text,
    owner: item.owner ?? 'no owner recorded',
    due_date: item.dueDate,
    done: item.done,
    is_mine: item.ownership === 'mine',
    ...(item.ownership === 'ambiguous'
      ? { note: 'The owner is a first name someone else in this meeting shares: it may not be the user.' }
      : {}),
  };
}

/** The period a lookup used, for the model to name in its answer. */
function periodOf(period: Period | null) {
  return period
    ? {
        name: period.name,
        from: period.from.toISOString(),
        to: period.to.toISOString(),
        time_zone: period.timeZone,
      }
    : null;
}

function momentOf(options: { log: ToolRunLog; meetingId: string; title: string; moment: MeetingMoment }) {
  const { log, meetingId, title, moment } = options;
  const url = meetingMomentUrl({ meetingId, startMs: moment.startMs });
  const quote = clip(moment.text.replace(/\s+/g, ' ').trim()) ?? '';
  log.sources.set(url, {
    kind: 'meeting',
    meetingId,
    meetingTitle: title,
    startMs: moment.startMs,
    endMs: moment.startMs,
    speaker: moment.speaker,
    quote,
  });
  return { at: formatTimestamp(moment.startMs), speaker: moment.speaker, text: quote, url };
}

function recordOf(options: { log: ToolRunLog; record: CrmRecordFound }) {
  const { log, record } = options;
  if (record.url) log.sources.set(record.url, { kind: 'crm', title: record.name, url: record.url });
  return {
    type: record.type,
    id: record.id,
    name: record.name,
    url: record.url,
    properties: record.properties,
  };
}

const NOT_CONNECTED =
  'HubSpot is not connected for this organization: say so, and offer what the meetings can tell.';
const CALENDAR_NOT_CONNECTED =
  'No calendar is connected for this organization: say so, and that Google Calendar can be connected under Settings → Integrations.';

/** The tools, bound to one question's toolbox and run log; meeting days are read in `timeZone` (the user's). */
export function assistantTools(options: {
  toolbox: AssistantToolbox;
  log: ToolRunLog;
  timeZone?: string;
}): ToolSet {
  const { toolbox, log } = options;
  const timeZone = options.timeZone ?? 'UTC';
  const day = (date: Date | null) => (date ? dayInZone({ instant: date, timeZone }) : null);
  const label = (toolCallId: string, text: string) => log.labels.set(toolCallId, text);
  const remember = (meeting: { meetingId: string; title: string }) =>
    log.meetings.set(meeting.meetingId, meeting.title);

  return {
    search_meetings: tool({
      description:
        "Search the user's meetings: full text over transcripts, titles and summaries (ranked), narrowed by date range, participant, and the company or deal a meeting is linked to. Without query, lists the latest meetings matching the filters.",
      inputSchema: z.object({
        query: z.string().max(500).optional().describe('Words that were said or are in the title or summary'),
        mine: z
          .boolean()
          .optional()
          .describe("Only the user's own meetings: those they recorded or uploaded, or were invited to"),
        period: PERIOD.optional(),
        from: DATE.optional(),
        to: DATE.optional(),
        counterpart: z
          .string()
          .max(200)
          .optional()
          .describe(
            'Who or what the meetings were with ("Acme"): a participant, linked company or deal, or the title',
          ),
        participant: z.string().max(200).optional().describe('Name or email of a participant'),
        company: z.string().max(200).optional().describe('Name of a linked CRM company'),
        deal: z.string().max(200).optional().describe('Name of a linked CRM deal'),
      }),
      execute: async (input, { toolCallId }) => {
        const hits = await toolbox.searchMeetings({ ...input, limit: 8 });
        label(toolCallId, `Searched ${plural(hits.length, 'meeting')}`);
        return hits.map((hit) => {
          remember(hit);
          return {
            meeting_id: hit.meetingId,
            title: hit.title,
            date: day(hit.startedAt),
            participants: hit.participants,
            url: `/meetings/${encodeURIComponent(hit.meetingId)}`,
            summary_match: clip(hit.summarySnippet),
            moments: hit.moments.map((moment) =>
              momentOf({ log, meetingId: hit.meetingId, title: hit.title, moment }),
            ),
          };
        });
      },
    }),

    read_meeting: tool({
      description:
        "Read one of the user's meetings: its summary, its action items, or a transcript passage (the lines that best match `query`, or those around `at_seconds`).",
      inputSchema: z.object({
        meeting_id: z.string().max(64),
        part: z.enum(['summary', 'action_items', 'transcript']),
        query: z.string().max(500).optional(),
        at_seconds: z.number().int().min(0).max(86_400).optional(),
      }),
      execute: async (input, { toolCallId }) => {
        const reading = await toolbox.readMeeting({
          meetingId: input.meeting_id,
          part: input.part,
          query: input.query,
          atSeconds: input.at_seconds,
        });
        remember(reading);
        const what = {
          summary: 'the summary of',
          action_items: 'the action items of',
          transcript: 'a passage of',
        }[input.part];
        label(toolCallId, `Read ${what} ${reading.title}`);
        return {
          meeting_id: reading.meetingId,
          title: reading.title,
          date: day(reading.startedAt),
          participants: reading.participants,
          url: `/meetings/${encodeURIComponent(reading.meetingId)}`,
          ...(input.part === 'summary' ? { summary: reading.summaryMarkdown ?? 'Not written yet.' } : {}),
          ...(input.part === 'action_items' ? { action_items: reading.actionItems.map(itemOf) } : {}),
          ...(input.part === 'transcript'
            ? {
                lines: reading.passage.map((moment) =>
                  momentOf({ log, meetingId: reading.meetingId, title: reading.title, moment }),
                ),
              }
            : {}),
        };
      },
    }),

    list_action_items: tool({
      description:
        "Action items of the user's own meetings (recorded, uploaded or invited to), newest meetings first. With owner='me', only the items whose owner is the user are listed as theirs; items with no owner recorded or an unclear owner come apart, and others' are only counted.",
      inputSchema: z.object({
        owner: z.enum(['me', 'anyone']).describe("'me' for the user's own items (what they promised)"),
        period: PERIOD.optional(),
        from: DATE.optional(),
        to: DATE.optional(),
        counterpart: z
          .string()
          .max(200)
          .optional()
          .describe('Only meetings with this person, company or deal'),
        include_done: z.boolean().optional().describe('Also items marked done (default: open ones only)'),
      }),
      execute: async (input, { toolCallId }) => {
        const lookup = await toolbox.listActionItems({
          period: input.period,
          from: input.from,
          to: input.to,
          counterpart: input.counterpart,
          limit: 20,
        });
        label(toolCallId, `Read action items of ${plural(lookup.meetings.length, 'meeting')}`);
        const wanted = (item: OwnedActionItem) => input.include_done || !item.done;
        const meetings = lookup.meetings.map((meeting) => {
          remember(meeting);
          const items = meeting.items.filter(wanted);
          const base = {
            meeting_id: meeting.meetingId,
            title: meeting.title,
            date: day(meeting.startedAt),
            url: `/meetings/${encodeURIComponent(meeting.meetingId)}`,
            ...(meeting.isProcessed ? {} : { note: 'Still being processed: no action items yet.' }),
          };
          if (input.owner === 'anyone') return { ...base, items: items.map(itemOf) };
          return {
            ...base,
            my_items: items.filter((item) => item.ownership === 'mine').map(itemOf),
            not_tied_to_me: items
              .filter((item) => item.ownership === 'no-owner' || item.ownership === 'ambiguous')
              .map(itemOf),
            others_items_count: items.filter((item) => item.ownership === 'someone-else').length,
          };
        });
        const days =
          input.from || input.to
            ? { from: input.from ?? null, to: input.to ?? null, time_zone: timeZone }
            : null;
        return {
          period: periodOf(lookup.period) ?? days,
          meetings,
          ...(lookup.meetings.length === 0
            ? { note: 'The user had no meetings in this period: say so, and do not answer from other dates.' }
            : {}),
        };
      },
    }),

    list_upcoming_meetings: tool({
      description: "The user's upcoming calendar meetings (next 30 days), soonest first.",
      inputSchema: z.object({ limit: z.number().int().min(1).max(50).optional() }),
      execute: async (input, { toolCallId }) => {
        const lookup = await toolbox.listUpcomingMeetings({ limit: input.limit ?? 10 });
        if (!lookup.isConnected) {
          label(toolCallId, 'No calendar is connected');
          return { error: CALENDAR_NOT_CONNECTED };
        }
        label(toolCallId, `Found ${plural(lookup.result.length, 'upcoming meeting')}`);
        return lookup.result.map((event) => ({
          title: event.title,
          starts_at: event.startsAt.toISOString(),
          ends_at: event.endsAt.toISOString(),
          attendees: event.attendees,
          conference_url: event.conferenceUrl,
        }));
      },
    }),

    search_crm: tool({
      description: 'Search HubSpot contacts, companies and deals by name, email or domain.',
      inputSchema: z.object({
        query: z.string().min(1).max(200),
        types: z.array(z.enum(CRM_TYPES)).optional(),
      }),
      execute: async (input, { toolCallId }) => {
        const lookup = await toolbox.searchCrm(input);
        if (!lookup.isConnected) {
          label(toolCallId, 'HubSpot is not connected');
          return { error: NOT_CONNECTED };
        }
        label(toolCallId, `Searched HubSpot: ${plural(lookup.result.length, 'record')}`);
        return lookup.result.map((record) => recordOf({ log, record }));
      },
    }),

    read_crm_record: tool({
      description:
        'Read a HubSpot contact, company or deal with its associated records and recent activities.',
      inputSchema: z.object({ type: z.enum(CRM_TYPES), id: z.string().min(1).max(64) }),
      execute: async (input, { toolCallId }) => {
        const lookup = await toolbox.readCrmRecord(input);
        if (!lookup.isConnected) {
          label(toolCallId, 'HubSpot is not connected');
          return { error: NOT_CONNECTED };
        }
        const record = lookup.result;
        label(toolCallId, `Read ${record.type} ${record.name}`);
        return {
          ...recordOf({ log, record }),
          associated: record.associated.map((other) => recordOf({ log, record: other })),
          activities: record.activities.map((activity) => ({
            ...activity,
            body: clip(activity.body),
            timestamp: activity.timestamp?.toISOString() ?? null,
          })),
        };
      },
    }),

    search_web: tool({
      description: 'Search the web (news, company websites, public facts).',
      inputSchema: z.object({ query: z.string().min(1).max(400) }),
      execute: async (input, { toolCallId }) => {
        const lookup = await toolbox.searchWeb(input);
        if (!lookup.isConfigured) {
          label(toolCallId, 'Web search is not configured');
          return { error: 'Web search is not configured on this Ting server: tell the user so.' };
        }
        label(toolCallId, `Searched the web: ${plural(lookup.results.length, 'result')}`);
        return lookup.results.map((result) => {
          log.sources.set(result.url, { kind: 'web', title: result.title, url: result.url });
          return { title: result.title, url: result.url, snippet: clip(result.snippet) };
        });
      },
    }),
  };
}
