import { DateTime } from 'luxon';
import { OFFLINE_ENGINE } from '../offline';
import {
  asksForOwnCommitments,
  counterpartIn,
  isAboutAsker,
  withoutCounterpart,
} from '../offline/questions/personal-cues';
import { cleanForQuote, truncateWords } from '../offline/text-cleaning';
import { type Caller, FALLBACK_TIME_ZONE, timeZoneNote } from '../shared/caller';
import { escapeMarkdown, markdownAsWords } from '../shared/markdown-text';
import {
  dayInZone,
  describePeriod,
  type PeriodName,
  periodNamedIn,
  resolvePeriod,
  withoutPeriodWords,
} from '../shared/question-period';
import { formatTimestamp } from '../shared/transcript-format';
import type { AssistantChat, AssistantInput } from './assistant-chat';
import type {
  ActionItemsLookup,
  AssistantToolbox,
  ConnectedLookup,
  MeetingSearchHit,
  MeetingSearchInput,
  OwnedActionItem,
  UpcomingMeeting,
} from './assistant-toolbox';
import { meetingMomentUrl } from './assistant-toolbox';
import { chatErrorOf } from './chat-errors';
import { questionOf, streamInChunks } from './chat-turns';
import type { ChatEvent } from './meeting-chat';
import { ownActionItemsAnswer } from './own-action-items';
import { searchWordsOf } from './transcript-retrieval';

/*
 * The personal assistant without a language model: it cannot reason or write, so it answers what
 * retrieval can — the meeting moments that best match the question (quoted, with their meeting and a
 * link to the moment), the caller's action items, the upcoming calendar — and says plainly what needs
 * a model (searching the web, reasoning over CRM data).
 */

const ACTION_ITEMS_QUESTION =
  /\b(?:action[- ]?items?|to-?dos?|next steps?|follow[- ]?ups?|my tasks|commitments?)\b|\bwhat (?:did|have) (?:i|we) (?:promise|promised|commit|committed|agree|agreed)\b/i;
// The calendar's future. "This week" is not a cue: it counts from Monday to now, the meetings held
// (`question-period.ts`); "next week" and "tomorrow" are still to come.
const UPCOMING_QUESTION =
  /\b(?:upcoming|next|scheduled|coming up|later today|tomorrow|calendar|agenda)\b[^.?!]*\b(?:meetings?|calls?|events?)\b|\b(?:meetings?|calls?)\b[^.?!]*\b(?:upcoming|coming up|scheduled|tomorrow|next week)\b|\bmy (?:calendar|agenda|schedule)\b/i;
// Asked of the web, not a meeting that mentions it ("their website", "the latest on the rollout").
const WEB_QUESTION =
  /\b(?:search|look up|google|browse)\b[^.?!]*\b(?:web|internet|online)\b|\bon the (?:web|internet)\b|\bweb search\b|\b(?:in the|latest|recent) news\b/i;
// Asked of CRM records (deals in general, a deal's stage or amount), not "what they said about the deal".
const CRM_QUESTION =
  /\b(?:hubspot|crm|deals|deal stages?|close dates?|quotas?)\b|\bdeal\b[^.?!]*\b(?:stage|amount|value|worth|owner)\b|\b(?:stage|amount|value|owner)\b[^.?!]*\bdeal\b/i;

const MAX_MEETINGS_QUOTED = 3;
/** Meetings named (not quoted) that match by their title or a participant's email only. */
const MAX_MEETINGS_NAMED = 5;
const MAX_MOMENTS_PER_MEETING = 2;
const MAX_QUOTE_WORDS = 60;
const MAX_ACTION_ITEM_MEETINGS = 20;
const MAX_UPCOMING = 10;
const MAX_MEETINGS_LISTED = 10;
/**
 * Words that, once a question's period, person and "my" are read as filters, only ask for a list:
 * "list my meetings", "meetings held last week".
 */
const LISTING_WORDS = new Set(
  'list recent latest took place held had attended joined met meet recorded uploaded'.split(' '),
);

type Intent = 'actionItems' | 'upcoming' | 'web' | 'crm' | 'search';

function intentOf(question: string): Intent {
  if (WEB_QUESTION.test(question)) return 'web';
  if (ACTION_ITEMS_QUESTION.test(question)) return 'actionItems';
  if (UPCOMING_QUESTION.test(question)) return 'upcoming';
  if (CRM_QUESTION.test(question)) return 'crm';
  return 'search';
}

/** The text of an answer and the events to send after it (citations, in the order quoted). */
type OfflineAnswer = { markdown: string; citations: ChatEvent[] };

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Who asks and when: days in their zone (UTC, said so, when unknown). */
type Asking = { caller?: Caller; now: Date };
const zoneOf = (asking: Asking) => asking.caller?.timeZone ?? FALLBACK_TIME_ZONE;

/** What a question narrows its meetings by: when, whose, with whom. */
type MeetingFilters = { period: PeriodName | null; mine: boolean; counterpart: string | null };

function filtersOf(question: string): MeetingFilters {
  return {
    period: periodNamedIn(question),
    mine: isAboutAsker(question),
    counterpart: counterpartIn(question),
  };
}

const hasFilters = (filters: MeetingFilters) =>
  filters.period !== null || filters.mine || filters.counterpart !== null;

/** The filters as the toolbox reads them, leaving out those not asked for. */
function searchInputOf(filters: MeetingFilters): MeetingSearchInput {
  return {
    ...(filters.period ? { period: filters.period } : {}),
    ...(filters.mine ? { mine: true } : {}),
    ...(filters.counterpart ? { counterpart: filters.counterpart } : {}),
  };
}

/** "your meetings with Acme this week (since Monday 16 November, Europe/Berlin)". */
function meetingsInWords(options: { filters: MeetingFilters; asking: Asking }): string {
  const { filters, asking } = options;
  const whose = filters.mine ? 'your meetings' : 'the meetings';
  const withWhom = filters.counterpart ? ` with ${escapeMarkdown(filters.counterpart)}` : '';
  const when = filters.period
    ? ` ${describePeriod(resolvePeriod({ name: filters.period, now: asking.now, timeZone: zoneOf(asking) }))}`
    : '';
  return `${whose}${withWhom}${when}`;
}

/** The answer, with a note of the zone days were counted in when it is the fallback and days mattered. */
function withZoneNote(options: {
  answer: OfflineAnswer;
  filters: MeetingFilters;
  asking: Asking;
}): OfflineAnswer {
  const { answer, filters, asking } = options;
  const note = filters.period && asking.caller ? timeZoneNote(asking.caller) : null;
  return note ? { ...answer, markdown: `${answer.markdown}\n\n${note}` } : answer;
}

/** The question's words left to search for once its filters are read as filters. */
function wordsBesideFilters(options: { question: string; filters: MeetingFilters }): string[] {
  const { filters } = options;
  let rest = withoutPeriodWords(options.question);
  if (filters.counterpart) rest = withoutCounterpart(rest, filters.counterpart);
  return searchWordsOf({ question: rest }).filter((word) => !LISTING_WORDS.has(word));
}

function quoteOf(text: string): string {
  return truncateWords(cleanForQuote(text.replace(/\s+/g, ' ').trim()), MAX_QUOTE_WORDS);
}

/*
 * Every title, name and line set into an answer goes through `escapeMarkdown`: the only links in it are
 * the ones written here, to the meeting and its moments.
 */

const NOTHING_FOUND =
  'I found nothing about that in your meetings. Without an AI model I can only find words that were ' +
  'said in them (or are in their titles and summaries), so try one of those: a name, a company, a ' +
  'product, a figure or a date.';

type LinkedMeeting = { meetingId: string; title: string; startedAt: Date };

/** A meeting as a link, with its day in the caller's zone. */
function meetingLink(options: { meeting: LinkedMeeting; asking: Asking }): string {
  const { meeting, asking } = options;
  const day = dayInZone({ instant: meeting.startedAt, timeZone: zoneOf(asking) });
  return `**[${escapeMarkdown(meeting.title.trim() || 'Untitled meeting')}](/meetings/${encodeURIComponent(meeting.meetingId)})** (${day})`;
}

function searchAnswer(options: {
  hits: MeetingSearchHit[];
  asking: Asking;
  /** The meetings searched, in words, when the question narrowed them ("your meetings this week (…)"). */
  scope?: string;
}): OfflineAnswer {
  const { hits, asking, scope } = options;
  const link = (meeting: LinkedMeeting) => meetingLink({ meeting, asking });
  const isQuotable = (hit: MeetingSearchHit) => hit.moments.length > 0 || Boolean(hit.summarySnippet);
  const quoted = hits.filter(isQuotable).slice(0, MAX_MEETINGS_QUOTED);
  // Found by a word of their title or a participant's email: named, with nothing to quote.
  const named = hits.filter((hit) => !isQuotable(hit)).slice(0, MAX_MEETINGS_NAMED);
  if (quoted.length === 0 && named.length === 0) {
    const markdown = scope
      ? `I found nothing about that in ${scope}. Without an AI model I can only find words that were said in them (or are in their titles and summaries).`
      : NOTHING_FOUND;
    return { markdown, citations: [] };
  }
  const parts: string[] = [];
  const citations: ChatEvent[] = [];
  if (quoted.length > 0) {
    parts.push(`Here are the moments in ${scope ?? 'your meetings'} that best match your question:`);
  }
  for (const hit of quoted) {
    parts.push(`From ${link(hit)}:`);
    if (hit.moments.length === 0 && hit.summarySnippet)
      parts.push(`> ${escapeMarkdown(quoteOf(markdownAsWords(hit.summarySnippet)))}`);
    for (const moment of hit.moments.slice(0, MAX_MOMENTS_PER_MEETING)) {
      const quote = quoteOf(moment.text);
      const url = meetingMomentUrl({ meetingId: hit.meetingId, startMs: moment.startMs });
      const speaker = moment.speaker ? escapeMarkdown(moment.speaker) : 'Unknown speaker';
      parts.push(`> **[${formatTimestamp(moment.startMs)}](${url}) ${speaker}:** ${escapeMarkdown(quote)}`);
      citations.push({
        type: 'citation',
        meetingId: hit.meetingId,
        meetingTitle: hit.title,
        startMs: moment.startMs,
        endMs: moment.startMs,
        speaker: moment.speaker,
        quote,
      });
    }
  }
  if (named.length > 0) {
    const lead =
      quoted.length > 0
        ? 'These meetings match too, by their title or participants:'
        : 'These meetings match by their title or participants, though nothing said in them does:';
    parts.push(`${lead}\n\n${named.map((hit) => `- ${link(hit)}`).join('\n')}`);
  }
  return { markdown: parts.join('\n\n'), citations };
}

/** The meetings a filtered question names, listed; or, plainly, that there were none. */
function meetingsListAnswer(options: {
  hits: MeetingSearchHit[];
  filters: MeetingFilters;
  asking: Asking;
}): OfflineAnswer {
  const { hits, filters, asking } = options;
  const where = meetingsInWords({ filters, asking });
  // A period going on ends now: meetings still to come are the calendar's, said so rather than left out.
  const upcoming =
    filters.period === 'today' || filters.period === 'this_week' || filters.period === 'this_month'
      ? '\n\n_These are meetings that took place. For those still to come, ask for your upcoming meetings._'
      : '';
  if (hits.length === 0) {
    return { markdown: `${noMeetingsSentence({ filters, asking })}${upcoming}`, citations: [] };
  }
  const lines = hits.map((hit) => {
    const people = hit.participants.slice(0, 5).map(escapeMarkdown);
    return `- ${meetingLink({ meeting: hit, asking })}${people.length > 0 ? ` — with ${people.join(', ')}` : ''}`;
  });
  const lead = where.charAt(0).toUpperCase() + where.slice(1);
  return { markdown: `${lead}:\n\n${lines.join('\n')}${upcoming}`, citations: [] };
}

/**
 * That the meetings asked about do not exist, plainly: "You had no meetings with Acme this week (since
 * Monday 16 November, Europe/Berlin): none that you recorded, uploaded or were invited to."
 */
function noMeetingsSentence(options: { filters: MeetingFilters; asking: Asking }): string {
  const { filters, asking } = options;
  const narrowed = meetingsInWords({ filters, asking }).replace(/^(?:your|the) meetings/, '');
  if (!filters.mine) return `There were no meetings${narrowed}.`;
  if (narrowed === '')
    return 'You have no meetings in Ting yet: none that you recorded, uploaded or were invited to.';
  return `You had no meetings${narrowed}: none that you recorded, uploaded or were invited to.`;
}

function actionItemLine(item: OwnedActionItem): string {
  const owner = item.owner?.trim();
  const details = [owner ? escapeMarkdown(owner) : null, item.dueDate ? `due ${item.dueDate}` : null].filter(
    Boolean,
  );
  const text = escapeMarkdown(item.text.replace(/\s+/g, ' ').trim());
  return `- [${item.done ? 'x' : ' '}] ${text}${details.length > 0 ? ` — ${details.join(', ')}` : ''}`;
}

/**
 * Action items of the caller's meetings: theirs alone when the question asks for its asker's own
 * (`ownActionItemsAnswer`, which never claims an item Ting cannot tie to them), else everyone's open ones
 * with their owners. A period without meetings is said to be one.
 */
function actionItemsAnswer(options: {
  lookup: ActionItemsLookup;
  isOwn: boolean;
  filters: MeetingFilters;
  asking: Asking;
}): OfflineAnswer {
  const { lookup, isOwn, filters, asking } = options;
  const where = meetingsInWords({ filters: { ...filters, mine: true }, asking });
  if (lookup.meetings.length === 0) {
    return { markdown: noMeetingsSentence({ filters: { ...filters, mine: true }, asking }), citations: [] };
  }
  const processed = lookup.meetings.filter((meeting) => meeting.isProcessed);
  if (processed.length === 0) {
    return {
      markdown: `${plural(lookup.meetings.length, 'meeting')} of ${where} ${lookup.meetings.length === 1 ? 'is' : 'are'} still being processed: ${lookup.meetings.length === 1 ? 'its' : 'their'} action items are not ready yet.`,
      citations: [],
    };
  }
  const headed = processed.map((meeting) => ({
    heading: meetingLink({ meeting, asking }),
    items: meeting.items,
  }));
  if (isOwn) return { markdown: ownActionItemsAnswer({ meetings: headed, where }), citations: [] };
  const withOpen = headed
    .map((meeting) => ({ ...meeting, items: meeting.items.filter((item) => !item.done) }))
    .filter((meeting) => meeting.items.length > 0);
  if (withOpen.length === 0)
    return { markdown: `There are no open action items in ${where}.`, citations: [] };
  const count = withOpen.reduce((sum, meeting) => sum + meeting.items.length, 0);
  const parts = [`There ${count === 1 ? 'is' : 'are'} ${plural(count, 'open action item')} in ${where}:`];
  for (const meeting of withOpen)
    parts.push(`${meeting.heading}\n\n${meeting.items.map(actionItemLine).join('\n')}`);
  return { markdown: parts.join('\n\n'), citations: [] };
}

/** "2026-11-21 08:30 (America/Los_Angeles)": a calendar time in the caller's zone. */
function timeInZone(options: { instant: Date; asking: Asking }): string {
  const zone = zoneOf(options.asking);
  const local = DateTime.fromJSDate(options.instant, { zone }).toFormat('yyyy-LL-dd HH:mm');
  return zone === FALLBACK_TIME_ZONE ? `${local} UTC` : `${local} (${zone})`;
}

function upcomingAnswer(options: {
  lookup: ConnectedLookup<UpcomingMeeting[]>;
  asking: Asking;
}): OfflineAnswer {
  const { lookup, asking } = options;
  if (!lookup.isConnected) return { markdown: CALENDAR_NOT_CONNECTED, citations: [] };
  const events = lookup.result;
  if (events.length === 0) {
    return { markdown: 'You have no meetings in your calendar in the next 30 days.', citations: [] };
  }
  const lines = events.map((event) => {
    const when = timeInZone({ instant: event.startsAt, asking });
    const attendees = event.attendees.slice(0, 5).map(escapeMarkdown);
    const who = attendees.length > 0 ? ` — with ${attendees.join(', ')}` : '';
    return `- **${escapeMarkdown(event.title.trim() || 'Untitled event')}**, ${when}${who}`;
  });
  return { markdown: `Your upcoming meetings:\n\n${lines.join('\n')}`, citations: [] };
}

const CALENDAR_NOT_CONNECTED =
  'No calendar is connected, so I cannot see your upcoming meetings. Connect Google Calendar under ' +
  'Settings → Integrations, and ask me again.';
const WEB_LIMITATION =
  'I cannot search the web: Ting is running without an AI model, and web search needs one (set ' +
  'AI_PROVIDER and WEB_SEARCH). I can search your meetings, list your action items and your upcoming meetings.';
const CRM_LIMITATION =
  'I cannot reason over your CRM data without an AI model (set AI_PROVIDER to use one). Without it I can ' +
  'search what was said in your meetings, list your action items and your upcoming meetings.';

type Step = { name: string; input: unknown; run: () => Promise<{ summary: string; answer: OfflineAnswer }> };

/** What the question needs: one lookup (reported as a tool event) or a plain answer. */
function stepFor(options: {
  question: string;
  toolbox: AssistantToolbox;
  asking: Asking;
}): Step | OfflineAnswer {
  const { question, toolbox, asking } = options;
  const filters = filtersOf(question);
  switch (intentOf(question)) {
    case 'web':
      return { markdown: WEB_LIMITATION, citations: [] };
    case 'actionItems': {
      const isOwn = asksForOwnCommitments(question);
      // Always the caller's meetings (the toolbox's rule); the period and counterpart narrow them.
      const input = {
        ...(filters.period ? { period: filters.period } : {}),
        ...(filters.counterpart ? { counterpart: filters.counterpart } : {}),
        limit: MAX_ACTION_ITEM_MEETINGS,
      };
      return {
        name: 'list_action_items',
        input: { owner: isOwn ? 'me' : 'anyone', ...input },
        run: async () => {
          const lookup = await toolbox.listActionItems(input);
          return {
            summary: `Read action items of ${plural(lookup.meetings.length, 'meeting')}`,
            answer: withZoneNote({
              answer: actionItemsAnswer({ lookup, isOwn, filters, asking }),
              filters,
              asking,
            }),
          };
        },
      };
    }
    case 'upcoming':
      return {
        name: 'list_upcoming_meetings',
        input: { limit: MAX_UPCOMING },
        run: async () => {
          const lookup = await toolbox.listUpcomingMeetings({ limit: MAX_UPCOMING });
          return {
            summary: lookup.isConnected
              ? `Found ${plural(lookup.result.length, 'upcoming meeting')}`
              : 'No calendar is connected',
            answer: upcomingAnswer({ lookup, asking }),
          };
        },
      };
    case 'crm':
      return { markdown: CRM_LIMITATION, citations: [] };
    default: {
      if (hasFilters(filters)) return filteredSearchStep({ question, toolbox, asking, filters });
      // Without a word to search for, the search would only list the latest meetings.
      if (searchWordsOf({ question }).length === 0) return { markdown: NOTHING_FOUND, citations: [] };
      return {
        name: 'search_meetings',
        input: { query: question },
        run: async () => {
          const hits = await toolbox.searchMeetings({ query: question, limit: 10 });
          return {
            summary: `Searched ${plural(hits.length, 'meeting')}`,
            answer: searchAnswer({ hits, asking }),
          };
        },
      };
    }
  }
}

/**
 * A question narrowed by when, whose or with whom ("my meetings with Acme this week"): the meetings that
 * pass, listed when nothing else is asked, else searched for the question's other words — never all time
 * when a period has no meetings.
 */
function filteredSearchStep(options: {
  question: string;
  toolbox: AssistantToolbox;
  asking: Asking;
  filters: MeetingFilters;
}): Step {
  const { toolbox, asking, filters } = options;
  const words = wordsBesideFilters(options);
  const input: MeetingSearchInput = {
    ...(words.length > 0 ? { query: words.join(' ') } : {}),
    ...searchInputOf(filters),
    limit: words.length > 0 ? 10 : MAX_MEETINGS_LISTED,
  };
  return {
    name: 'search_meetings',
    input,
    run: async () => {
      const hits = await toolbox.searchMeetings(input);
      const answer =
        words.length > 0
          ? searchAnswer({ hits, asking, scope: meetingsInWords({ filters, asking }) })
          : meetingsListAnswer({ hits, filters, asking });
      return {
        summary: `${words.length > 0 ? 'Searched' : 'Found'} ${plural(hits.length, 'meeting')}`,
        answer: withZoneNote({ answer, filters, asking }),
      };
    },
  };
}

/**
 * The assistant when no AI provider is configured: the same answer for the same data, in
 * milliseconds, each lookup reported as a tool call and its result, each quoted moment cited.
 */
export function createOfflineAssistant(): AssistantChat {
  return {
    engine: OFFLINE_ENGINE,
    async *answer({ messages, toolbox, now, caller, signal }: AssistantInput) {
      if (signal.aborted) return;
      let answer: OfflineAnswer;
      try {
        const step = stepFor({ question: questionOf(messages).question, toolbox, asking: { caller, now } });
        if ('run' in step) {
          const toolCallId = `offline-${step.name}`;
          yield { type: 'tool-call', toolCallId, name: step.name, input: step.input };
          const done = await step.run();
          yield { type: 'tool-result', toolCallId, name: step.name, summary: done.summary };
          answer = done.answer;
        } else {
          answer = step;
        }
      } catch (error) {
        yield chatErrorOf({ error, isProviderFailure: false });
        return;
      }
      for await (const chunk of streamInChunks({ text: answer.markdown, signal }))
        yield { type: 'text', text: chunk };
      if (signal.aborted) return;
      yield* answer.citations;
    },
  };
}
