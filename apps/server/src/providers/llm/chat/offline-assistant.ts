import { OFFLINE_ENGINE } from '../offline';
import { cleanForQuote, truncateWords } from '../offline/text-cleaning';
import { escapeMarkdown, markdownAsWords } from '../shared/markdown-text';
import { formatTimestamp } from '../shared/transcript-format';
import type { AssistantChat, AssistantInput } from './assistant-chat';
import type {
  ActionItemsOfMeeting,
  AssistantToolbox,
  ConnectedLookup,
  MeetingActionItem,
  MeetingSearchHit,
  UpcomingMeeting,
} from './assistant-toolbox';
import { meetingMomentUrl } from './assistant-toolbox';
import { chatErrorOf } from './chat-errors';
import { questionOf, streamInChunks } from './chat-turns';
import type { ChatEvent } from './meeting-chat';
import { searchWordsOf } from './transcript-retrieval';

/*
 * The personal assistant without a language model: it cannot reason or write, so it answers what
 * retrieval can — the meeting moments that best match the question (quoted, with their meeting and a
 * link to the moment), the caller's action items, the upcoming calendar — and says plainly what needs
 * a model (searching the web, reasoning over CRM data).
 */

const ACTION_ITEMS_QUESTION =
  /\b(?:action[- ]?items?|to-?dos?|next steps?|follow[- ]?ups?|my tasks|commitments?)\b|\bwhat (?:did|have) (?:i|we) (?:promise|promised|commit|committed|agree|agreed)\b/i;
const UPCOMING_QUESTION =
  /\b(?:upcoming|next|scheduled|coming up|later today|tomorrow|this week|calendar|agenda)\b[^.?!]*\b(?:meetings?|calls?|events?)\b|\b(?:meetings?|calls?)\b[^.?!]*\b(?:upcoming|coming up|scheduled|tomorrow|this week|next week)\b|\bmy (?:calendar|agenda|schedule)\b/i;
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

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

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

const meetingLink = (hit: { meetingId: string; title: string; startedAt: Date }) =>
  `**[${escapeMarkdown(hit.title.trim() || 'Untitled meeting')}](/meetings/${encodeURIComponent(hit.meetingId)})** (${dayOf(hit.startedAt)})`;

function searchAnswer(hits: MeetingSearchHit[]): OfflineAnswer {
  const isQuotable = (hit: MeetingSearchHit) => hit.moments.length > 0 || Boolean(hit.summarySnippet);
  const quoted = hits.filter(isQuotable).slice(0, MAX_MEETINGS_QUOTED);
  // Found by a word of their title or a participant's email: named, with nothing to quote.
  const named = hits.filter((hit) => !isQuotable(hit)).slice(0, MAX_MEETINGS_NAMED);
  if (quoted.length === 0 && named.length === 0) return { markdown: NOTHING_FOUND, citations: [] };
  const parts: string[] = [];
  const citations: ChatEvent[] = [];
  if (quoted.length > 0) parts.push('Here are the moments in your meetings that best match your question:');
  for (const hit of quoted) {
    parts.push(`From ${meetingLink(hit)}:`);
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
    parts.push(`${lead}\n\n${named.map((hit) => `- ${meetingLink(hit)}`).join('\n')}`);
  }
  return { markdown: parts.join('\n\n'), citations };
}

function actionItemLine(item: MeetingActionItem): string {
  const owner = item.owner?.trim();
  const details = [owner ? escapeMarkdown(owner) : null, item.dueDate ? `due ${item.dueDate}` : null].filter(
    Boolean,
  );
  const text = escapeMarkdown(item.text.replace(/\s+/g, ' ').trim());
  return `- [${item.done ? 'x' : ' '}] ${text}${details.length > 0 ? ` — ${details.join(', ')}` : ''}`;
}

function actionItemsAnswer(meetings: ActionItemsOfMeeting[]): OfflineAnswer {
  const withOpen = meetings
    .map((meeting) => ({ ...meeting, items: meeting.items.filter((item) => !item.done) }))
    .filter((meeting) => meeting.items.length > 0);
  if (withOpen.length === 0) {
    return { markdown: 'You have no open action items in your meetings.', citations: [] };
  }
  const count = withOpen.reduce((sum, meeting) => sum + meeting.items.length, 0);
  const parts = [`You have ${plural(count, 'open action item')} from your meetings:`];
  for (const meeting of withOpen) {
    parts.push(`${meetingLink(meeting)}\n\n${meeting.items.map(actionItemLine).join('\n')}`);
  }
  return { markdown: parts.join('\n\n'), citations: [] };
}

function upcomingAnswer(lookup: ConnectedLookup<UpcomingMeeting[]>): OfflineAnswer {
  if (!lookup.isConnected) return { markdown: CALENDAR_NOT_CONNECTED, citations: [] };
  const events = lookup.result;
  if (events.length === 0) {
    return { markdown: 'You have no meetings in your calendar in the next 30 days.', citations: [] };
  }
  const lines = events.map((event) => {
    const when = `${event.startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
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
function stepFor(options: { question: string; toolbox: AssistantToolbox }): Step | OfflineAnswer {
  const { question, toolbox } = options;
  switch (intentOf(question)) {
    case 'web':
      return { markdown: WEB_LIMITATION, citations: [] };
    case 'actionItems':
      return {
        name: 'list_action_items',
        input: { limit: MAX_ACTION_ITEM_MEETINGS },
        run: async () => {
          const meetings = await toolbox.listMyActionItems({ limit: MAX_ACTION_ITEM_MEETINGS });
          return {
            summary: `Read action items of ${plural(meetings.length, 'meeting')}`,
            answer: actionItemsAnswer(meetings),
          };
        },
      };
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
            answer: upcomingAnswer(lookup),
          };
        },
      };
    case 'crm':
      return { markdown: CRM_LIMITATION, citations: [] };
    default:
      // Without a word to search for, the search would only list the latest meetings.
      if (searchWordsOf({ question }).length === 0) return { markdown: NOTHING_FOUND, citations: [] };
      return {
        name: 'search_meetings',
        input: { query: question },
        run: async () => {
          const hits = await toolbox.searchMeetings({ query: question, limit: 10 });
          return { summary: `Searched ${plural(hits.length, 'meeting')}`, answer: searchAnswer(hits) };
        },
      };
  }
}

/**
 * The assistant when no AI provider is configured: the same answer for the same data, in
 * milliseconds, each lookup reported as a tool call and its result, each quoted moment cited.
 */
export function createOfflineAssistant(): AssistantChat {
  return {
    engine: OFFLINE_ENGINE,
    async *answer({ messages, toolbox, signal }: AssistantInput) {
      if (signal.aborted) return;
      let answer: OfflineAnswer;
      try {
        const step = stepFor({ question: questionOf(messages).question, toolbox });
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
