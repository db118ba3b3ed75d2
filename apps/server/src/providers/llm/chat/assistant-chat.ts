import type { Caller } from '../shared/caller';
import type { AssistantToolbox } from './assistant-toolbox';
import type { ChatEvent, ChatTurn } from './meeting-chat';

export type AssistantInput = {
  /** The conversation, the question last; error turns left out. */
  messages: ChatTurn[];
  /** Lookups bound to the person asking (their organization checked by each). */
  toolbox: AssistantToolbox;
  /** The meetings the user chose to ask about; empty = every meeting they may read. */
  meetingIds: string[];
  /** 'Today' for the engine (dates in questions: "this month", "last week"). */
  now: Date;
  /** Who asks ("I", "my"), and the zone their days are counted in; the toolbox is bound to the same person. */
  caller?: Caller;
  signal: AbortSignal;
};

/**
 * The personal assistant's answer engine: like `MeetingChat`, but it finds its own material through
 * the toolbox (meetings, calendar, CRM, web). It streams `text`, `tool-call` / `tool-result` (with a
 * short summary for the UI), `citation` (meeting moments, with their title) and `source` (CRM records,
 * web pages) events; failures arrive as one final `error` event and the stream does not throw.
 */
export interface AssistantChat {
  readonly engine: string;
  answer(input: AssistantInput): AsyncIterable<ChatEvent>;
}
