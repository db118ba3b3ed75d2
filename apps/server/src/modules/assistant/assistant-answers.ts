import type { TAssistantChatRequest, TAssistantCitation, TAssistantTool } from '@ting/contracts';
import type { AssistantChat } from '../../providers/llm/chat/assistant-chat';
import type { ChatEvent, ChatTurn } from '../../providers/llm/chat/meeting-chat';
import { type CallerDirectory, callerOf } from '../chat/chat-caller';
import { assistantCitationOf, assistantToolOf } from '../chat/chat-wire';
import type { Principal } from '../identity/access-token';
import type { MeetingReads } from '../meetings/meeting-reads';
import type { ConversationRow } from './assistant.repository';
import type { AssistantConversations } from './assistant-conversations';
import { type AssistantToolboxDeps, createAssistantToolbox } from './assistant-toolbox';

/** Stored turns the engine reads before the question; older ones are left out. */
const MAX_HISTORY_TURNS = 40;

/**
 * Passes the answer's events on while keeping what the conversation stores: the text, the sources
 * cited (once each) and the tools that ran. At the end it stores the answer — or the error the user
 * saw, or, when the socket closed mid-answer, the text so far.
 */
async function* recordedAnswer(options: {
  events: AsyncIterable<ChatEvent>;
  conversation: ConversationRow;
  conversations: AssistantConversations;
}): AsyncGenerator<ChatEvent> {
  const { conversation, conversations } = options;
  let text = '';
  const citations = new Map<string, TAssistantCitation>();
  const tools: TAssistantTool[] = [];
  let isStored = false;
  const store = async (role: 'assistant' | 'error', content: string) => {
    isStored = true;
    await conversations.addAnswer({ conversation, role, content, citations: [...citations.values()], tools });
  };
  try {
    for await (const event of options.events) {
      if (event.type === 'error') {
        await store('error', event.message);
      } else if (event.type === 'text') {
        text += event.text;
      } else {
        const citation = assistantCitationOf(event);
        if (citation && !citations.has(citation.url)) citations.set(citation.url, citation);
        const tool = assistantToolOf(event);
        if (tool) tools.push(tool);
      }
      yield event;
    }
    if (!isStored) await store('assistant', text);
  } finally {
    // The reader stopped early (the socket closed): keep what was said.
    if (!isStored && text.trim() !== '') await store('assistant', text);
  }
}

/**
 * The personal assistant's answers over `WebSocket /chat` (requests with a `conversationId`): checks
 * the conversation is the caller's and each chosen meeting their organization's (else `AppError`
 * NOT_FOUND, sent as `[ERR]`), stores the question, and streams the engine's answer with tools bound
 * to the caller, storing the answer as it ends.
 */
export function createAssistantAnswers(deps: {
  conversations: AssistantConversations;
  engine: AssistantChat;
  meetings: Pick<MeetingReads, 'requireMeeting'>;
  toolbox: AssistantToolboxDeps;
  /** Who the caller is: "I" and "my" in their questions. */
  people: CallerDirectory;
}) {
  return {
    engine: deps.engine.engine,
    async answer(options: {
      principal: Principal;
      request: TAssistantChatRequest;
      signal: AbortSignal;
    }): Promise<AsyncIterable<ChatEvent>> {
      const { principal, request, signal } = options;
      const conversation = await deps.conversations.requireConversation({
        principal,
        conversationId: request.conversationId,
      });
      const meetingIds = [...new Set(request.meetingIds)];
      for (const meetingId of meetingIds) await deps.meetings.requireMeeting({ principal, meetingId });
      // The contract guarantees a non-empty question last; the stored conversation is the history.
      const question = request.messages.at(-1)!.content.trim();
      const history = await deps.conversations.history({ principal, conversationId: conversation.id });
      await deps.conversations.addQuestion({ conversation, question });
      const messages: ChatTurn[] = [
        ...history
          .filter((message) => message.role !== 'error' && message.content.trim() !== '')
          .slice(-MAX_HISTORY_TURNS)
          .map((message): ChatTurn => ({ role: message.role as ChatTurn['role'], content: message.content })),
        { role: 'user', content: question },
      ];
      const caller = await callerOf({ directory: deps.people, principal, timeZone: request.timeZone });
      const now = new Date();
      const toolbox = createAssistantToolbox({
        deps: deps.toolbox,
        principal,
        caller,
        scope: meetingIds,
        now,
        signal,
      });
      const events = deps.engine.answer({ messages, toolbox, meetingIds, now, caller, signal });
      return recordedAnswer({ events, conversation, conversations: deps.conversations });
    },
  };
}

export type AssistantAnswers = ReturnType<typeof createAssistantAnswers>;
