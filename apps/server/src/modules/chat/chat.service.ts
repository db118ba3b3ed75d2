import type { TChatMessage, TMeetingDetail, TMeetingListFilter } from '@ting/contracts';
import type { ChatEvent, ChatMeeting, ChatTurn, MeetingChat } from '../../providers/llm/chat/meeting-chat';
import type { Principal } from '../identity/access-token';
import { type CallerDirectory, callerOf } from './chat-caller';
import { anyWordQuery, transcriptMatchesFor } from './transcript-matches';

/**
 * The meeting reads the chat needs, each scoped to the caller's organization (another organization's
 * meeting is 'not found'). Declared here so any service with these methods will do.
 */
export type ChatMeetingReads = {
  get(options: { principal: Principal; meetingId: string }): Promise<ChatMeetingDetail>;
  list(options: {
    principal: Principal;
    query: TMeetingListFilter;
  }): Promise<{ items: Array<{ id: string }> }>;
  searchTranscripts(options: {
    principal: Principal;
    query: string;
    limit: number;
    meetingIds?: ReadonlyArray<string>;
  }): Promise<Array<{ meeting_id: string; seq: number; score: number }>>;
};

/** What the chat reads of a meeting. */
type ChatMeetingDetail = Pick<
  TMeetingDetail,
  'id' | 'title' | 'started_at' | 'participants' | 'segments' | 'outputs'
>;

/**
 * A question: about the meetings named, or, with none named, about every meeting the caller may read;
 * `timeZone` is the asker's (their days: "today", "this week").
 */
export type ChatQuestionRequest = { meetingIds: string[]; messages: TChatMessage[]; timeZone?: string };

/** Meetings read for a question over everything: the ones that match it best, else the latest. */
const MAX_MEETINGS_WHEN_UNNAMED = 5;
/** Transcript lines looked at to find those meetings; several lines of one meeting often match. */
const MAX_SEARCH_HITS = 50;

function chatMeetingOf(meeting: ChatMeetingDetail): ChatMeeting {
  return {
    id: meeting.id,
    title: meeting.title,
    startedAt: new Date(meeting.started_at),
    participants: meeting.participants,
    segments: meeting.segments.map((segment) => ({
      startMs: segment.start_ms,
      endMs: segment.end_ms,
      speaker: segment.speaker,
      text: segment.text,
    })),
    summaryMarkdown: meeting.outputs?.summary_markdown ?? null,
    actionItems:
      meeting.outputs?.action_items.map((item) => ({
        text: item.text,
        owner: item.owner,
        dueDate: item.due_date,
        done: item.done,
      })) ?? [],
  };
}

/** The last question and the one before it; empty when the conversation has none. */
function questionsOf(messages: ReadonlyArray<ChatTurn>): {
  question: string;
  previousQuestion: string | null;
} {
  const asked = messages.filter((message) => message.role === 'user' && message.content.trim() !== '');
  return { question: asked.at(-1)?.content ?? '', previousQuestion: asked.at(-2)?.content ?? null };
}

/**
 * The chat over meetings: checks that the caller may read every meeting asked about (their
 * organization's), or picks them when none is named, searches their transcripts in the database
 * when there are several, then streams the engine's answer as events.
 */
export function createChatService(deps: {
  meetings: ChatMeetingReads;
  engine: MeetingChat;
  /** Who the caller is: "I" and "my" in their questions. */
  people: CallerDirectory;
}) {
  /** Ids of the caller's meetings that best answer the question, else of their latest meetings. */
  async function unnamedMeetingIds(options: { principal: Principal; question: string }): Promise<string[]> {
    const { principal } = options;
    // Any word, stop-words left for the database to drop: picking meetings casts a wide net.
    const query = anyWordQuery(options.question.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);
    const hits = query
      ? await deps.meetings.searchTranscripts({ principal, query, limit: MAX_SEARCH_HITS })
      : [];
    const matching = [...new Set(hits.map((hit) => hit.meeting_id))].slice(0, MAX_MEETINGS_WHEN_UNNAMED);
    if (matching.length > 0) return matching;
    const latest = await deps.meetings.list({
      principal,
      query: { scope: 'team', page: 1, page_size: MAX_MEETINGS_WHEN_UNNAMED },
    });
    return latest.items.map((item) => item.id);
  }

  async function meetingsFor(options: {
    principal: Principal;
    meetingIds: string[];
    question: string;
  }): Promise<ChatMeetingDetail[]> {
    const ids =
      options.meetingIds.length > 0
        ? [...new Set(options.meetingIds)]
        : await unnamedMeetingIds({ principal: options.principal, question: options.question });
    // `get` is scoped to the caller's organization: another organization's id is 'not found'.
    return Promise.all(
      ids.map((meetingId) => deps.meetings.get({ principal: options.principal, meetingId })),
    );
  }

  return {
    engine: deps.engine.engine,
    /**
     * Access is checked before the first event (an `AppError` when a meeting is not the caller's);
     * the stream then yields the answer's events.
     */
    async answer(options: {
      principal: Principal;
      request: ChatQuestionRequest;
      signal: AbortSignal;
    }): Promise<AsyncIterable<ChatEvent>> {
      // Error bubbles are the UI's own; the engine sees the conversation.
      const messages = options.request.messages.filter(
        (message): message is ChatTurn => message.role !== 'error',
      );
      const { principal } = options;
      const query = questionsOf(messages);
      const meetings = await meetingsFor({
        principal,
        meetingIds: options.request.meetingIds,
        question: query.question,
      });
      // Several transcripts are searched by the database, within the meetings just checked.
      const transcriptMatches = await transcriptMatchesFor({
        meetings,
        query,
        search: (search) => deps.meetings.searchTranscripts({ principal, ...search }),
      });
      const caller = await callerOf({
        directory: deps.people,
        principal,
        timeZone: options.request.timeZone,
      });
      return deps.engine.answer({
        meetings: meetings.map(chatMeetingOf),
        messages,
        transcriptMatches,
        caller,
        now: new Date(),
        signal: options.signal,
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
