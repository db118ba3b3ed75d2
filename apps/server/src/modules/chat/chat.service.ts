import type { TChatRequest } from '@ting/contracts';
import type { ChatMeeting, ChatTurn, MeetingChat } from '../../providers/llm/chat/meeting-chat';
import type { Principal } from '../identity/access-token';
import type { MeetingsService } from '../meetings/meetings.service';

/**
 * The meeting chat: checks that the caller may read every meeting asked about (their organization's),
 * then streams the configured engine's answer with those meetings as context.
 */
export function createChatService(deps: { meetings: MeetingsService; engine: MeetingChat }) {
  async function meetingsFor(options: {
    principal: Principal;
    meetingIds: string[];
  }): Promise<ChatMeeting[]> {
    const ids = [...new Set(options.meetingIds)];
    // `get` is scoped to the caller's organization: another organization's id is 'not found'.
    const details = await Promise.all(
      ids.map((meetingId) => deps.meetings.get({ principal: options.principal, meetingId })),
    );
    return details.map((meeting) => ({
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
    }));
  }

  return {
    engine: deps.engine.engine,
    /** Access is checked before the first chunk; the stream then yields the answer's text. */
    async answer(options: {
      principal: Principal;
      request: TChatRequest;
      signal: AbortSignal;
    }): Promise<AsyncIterable<string>> {
      const meetings = await meetingsFor({
        principal: options.principal,
        meetingIds: options.request.meetingIds,
      });
      // Error bubbles are the UI's own; the engine sees the conversation.
      const messages = options.request.messages.filter(
        (message): message is ChatTurn => message.role !== 'error',
      );
      return deps.engine.answer({ meetings, messages, signal: options.signal });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
