import type { TMeetingDetail } from '@ting/contracts';
import type { CrmObjectType, CrmRecord } from '../../providers/crm/crm-provider';
import type {
  AssistantToolbox,
  CrmRecordFound,
  MeetingMoment,
  MeetingReading,
  OwnedActionItem,
} from '../../providers/llm/chat/assistant-toolbox';
import { itemsWithOwnership } from '../../providers/llm/shared/action-item-owner';
import type { Caller } from '../../providers/llm/shared/caller';
import { resolvePeriod } from '../../providers/llm/shared/question-period';
import type { WebSearch } from '../../providers/web-search';
import type { CalendarService } from '../calendar/calendar.service';
import type { CrmConnection } from '../crm/crm-connection';
import type { Principal } from '../identity/access-token';
import type { MeetingReads } from '../meetings/meeting-reads';
import type { createMeetingSearch } from './meeting-search';

/** What the toolbox reads through; every one of them scopes by the principal it is given. */
export type AssistantToolboxDeps = {
  meetings: Pick<MeetingReads, 'get' | 'searchTranscripts'>;
  searchMeetings: ReturnType<typeof createMeetingSearch>;
  calendar: Pick<CalendarService, 'isConnected' | 'listUpcoming'>;
  crm: Pick<CrmConnection, 'isConnected' | 'withCrm'>;
  webSearch: WebSearch | undefined;
};

const PASSAGE_LINES = 30;
/** Lines around each matched line of a passage. */
const CONTEXT_LINES = 2;
const CRM_RESULTS_PER_TYPE = 5;
const MAX_ASSOCIATED = 10;
const MAX_ACTIVITIES = 10;
const WEB_RESULTS = 5;
const CRM_TYPES: readonly CrmObjectType[] = ['contact', 'company', 'deal'];
/** What the assistant reads of each record, beside its name. */
const CRM_PROPERTIES: Record<CrmObjectType, string[]> = {
  contact: ['email', 'jobtitle', 'company', 'phone', 'lifecyclestage'],
  company: ['domain', 'industry', 'city', 'numberofemployees', 'lifecyclestage'],
  deal: ['amount', 'dealstage', 'closedate', 'pipeline', 'hs_forecast_category'],
};

const nameOf = (person: { name: string | null; email: string | null }) =>
  person.name?.trim() || person.email || 'Unknown';

function recordFound(record: CrmRecord): CrmRecordFound {
  return {
    type: record.type,
    id: record.id,
    name: record.displayName,
    url: record.url,
    properties: record.properties,
  };
}

/** The transcript lines a reading asks for: around a time, around the best matches, or the opening. */
async function passageOf(options: {
  deps: AssistantToolboxDeps;
  principal: Principal;
  meeting: TMeetingDetail;
  query?: string;
  atSeconds?: number;
}): Promise<MeetingMoment[]> {
  const { meeting } = options;
  const segments = meeting.segments;
  let picked: typeof segments;
  if (options.atSeconds !== undefined) {
    const atMs = options.atSeconds * 1000;
    const first = Math.max(0, segments.findIndex((segment) => segment.end_ms >= atMs) - CONTEXT_LINES);
    picked = segments.slice(first, first + PASSAGE_LINES);
  } else if (options.query?.trim()) {
    const words = options.query.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
    const hits = words.length
      ? await options.deps.meetings.searchTranscripts({
          principal: options.principal,
          query: [...new Set(words)].slice(0, 12).join(' or '),
          limit: 5,
          meetingIds: [meeting.id],
        })
      : [];
    const seqs = new Set(
      hits.flatMap((hit) =>
        Array.from({ length: CONTEXT_LINES * 2 + 1 }, (_, i) => hit.seq - CONTEXT_LINES + i),
      ),
    );
    picked = segments.filter((segment) => seqs.has(segment.seq)).slice(0, PASSAGE_LINES);
  } else {
    picked = segments.slice(0, PASSAGE_LINES);
  }
  return picked.map((segment) => ({
    startMs: segment.start_ms,
    speaker: segment.speaker,
    text: segment.text,
  }));
}

/** A meeting's action items, each marked with whose it is for the caller (`ownershipOf`). */
function ownedItemsOf(options: { meeting: TMeetingDetail; caller: Caller }): OwnedActionItem[] {
  const { meeting, caller } = options;
  return itemsWithOwnership({
    items: (meeting.outputs?.action_items ?? []).map((item) => ({
      text: item.text,
      owner: item.owner,
      dueDate: item.due_date,
      done: item.done,
    })),
    participants: meeting.participants,
    speakers: meeting.segments.map((segment) => segment.speaker),
    caller,
  });
}

/**
 * The assistant's lookups for one question, bound to the person asking (`caller`: "my meetings" and
 * "mine" are theirs, days are counted in their zone) and the meetings they chose (`scope`, empty = all
 * of their organization's). Each call goes through a service that scopes it to the principal's
 * organization: an id the model names that is not theirs is 'not found'.
 */
export function createAssistantToolbox(options: {
  deps: AssistantToolboxDeps;
  principal: Principal;
  caller: Caller;
  scope: string[];
  /** The moment of asking: "today" and "this week" end here. */
  now: Date;
  signal?: AbortSignal;
}): AssistantToolbox {
  const { deps, principal, caller, scope, now } = options;
  const { organizationId } = principal;

  return {
    searchMeetings: (input) => deps.searchMeetings({ principal, scope, input, caller, now }),

    async readMeeting(input): Promise<MeetingReading> {
      const meeting = await deps.meetings.get({ principal, meetingId: input.meetingId });
      return {
        meetingId: meeting.id,
        title: meeting.title.trim() || 'Untitled meeting',
        startedAt: new Date(meeting.started_at),
        participants: meeting.participants.map(nameOf),
        summaryMarkdown: meeting.outputs?.summary_markdown ?? null,
        actionItems: ownedItemsOf({ meeting, caller }),
        passage:
          input.part === 'transcript'
            ? await passageOf({ deps, principal, meeting, query: input.query, atSeconds: input.atSeconds })
            : [],
      };
    },

    async listActionItems({ period, from, to, counterpart, limit }) {
      // "My meetings": those the caller owns or took part in, in the period asked for.
      const found = await deps.searchMeetings({
        principal,
        scope,
        caller,
        now,
        input: { period, from, to, counterpart, mine: true, limit },
      });
      const details = await Promise.all(
        found.map((hit) => deps.meetings.get({ principal, meetingId: hit.meetingId })),
      );
      return {
        period: period ? resolvePeriod({ name: period, now, timeZone: caller.timeZone }) : null,
        meetings: details.map((meeting) => ({
          meetingId: meeting.id,
          title: meeting.title.trim() || 'Untitled meeting',
          startedAt: new Date(meeting.started_at),
          isProcessed: meeting.outputs !== null,
          items: ownedItemsOf({ meeting, caller }),
        })),
      };
    },

    async listUpcomingMeetings({ limit }) {
      if (!(await deps.calendar.isConnected(principal))) return { isConnected: false };
      const events = await deps.calendar.listUpcoming({ principal, limit });
      return {
        isConnected: true,
        result: events.map((event) => ({
          title: event.title,
          startsAt: new Date(event.starts_at),
          endsAt: new Date(event.ends_at),
          attendees: event.attendees.map((attendee) => attendee.name?.trim() || attendee.email),
          conferenceUrl: event.conference_url,
          link: event.html_link,
        })),
      };
    },

    async searchCrm({ query, types }) {
      if (!(await deps.crm.isConnected(organizationId))) return { isConnected: false };
      const records = await deps.crm.withCrm(organizationId, async (crm, access) => {
        const found = await Promise.all(
          (types?.length ? types : CRM_TYPES).map((type) =>
            crm.searchRecords({
              ...access,
              type,
              query,
              limit: CRM_RESULTS_PER_TYPE,
              properties: CRM_PROPERTIES[type],
            }),
          ),
        );
        return found.flat();
      });
      return { isConnected: true, result: records.map(recordFound) };
    },

    async readCrmRecord({ type, id }) {
      if (!(await deps.crm.isConnected(organizationId))) return { isConnected: false };
      // The organization's own token reaches only its own HubSpot account: another's ids are not found there.
      const reading = await deps.crm.withCrm(organizationId, async (crm, access) => {
        const record = await crm.getRecord({ ...access, type, id, properties: CRM_PROPERTIES[type] });
        const others = CRM_TYPES.filter((other) => other !== type);
        const [associated, activities] = await Promise.all([
          Promise.all(
            others.map((toType) =>
              crm.listAssociatedRecords({
                ...access,
                from: { type, id },
                toType,
                properties: CRM_PROPERTIES[toType],
              }),
            ),
          ),
          crm.listActivities({
            accessToken: access.accessToken,
            record: { type, id },
            limit: MAX_ACTIVITIES,
          }),
        ]);
        return {
          ...recordFound(record),
          associated: associated.flatMap((list) => list.slice(0, MAX_ASSOCIATED)).map(recordFound),
          activities: activities.map((activity) => ({
            type: activity.type,
            title: activity.title,
            body: activity.body,
            timestamp: activity.timestamp,
            status: activity.status,
          })),
        };
      });
      return { isConnected: true, result: reading };
    },

    async searchWeb({ query }) {
      if (!deps.webSearch) return { isConfigured: false };
      const results = await deps.webSearch.search({ query, limit: WEB_RESULTS, signal: options.signal });
      return { isConfigured: true, results };
    },
  };
}
