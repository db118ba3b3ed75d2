import {
  CHAT_END_MARKER,
  CHAT_ERROR_MARKER,
  CHAT_ERROR_PREFIX_LENGTH,
  CHAT_START_MARKER,
  type TChatMessage,
} from '@ting/contracts';

export type TChatState = {
  messages: TChatMessage[];
  /** True from a question being sent until the server's `[END MSG]` or `[ERR]` (or the socket closing). */
  isAnswering: boolean;
};

export type TChatAction =
  | { type: 'userMessageSent'; content: string }
  | { type: 'frameReceived'; frame: string }
  /** The socket closed: no answer can still arrive on it, so the conversation stops waiting. */
  | { type: 'connectionClosed' }
  /** A conversation kept on the server, opened again: its messages replace the current ones. */
  | { type: 'historyLoaded'; messages: TChatMessage[] }
  | { type: 'reset' };

export const INITIAL_CHAT_STATE: TChatState = { messages: [], isAnswering: false };

/** Shown when the socket closes (or goes silent) while an answer is still coming. */
export const ANSWER_INTERRUPTED_TEXT = 'The connection was lost before the answer finished. Ask again.';

const appendMessage = (state: TChatState, message: TChatMessage): TChatMessage[] => [
  ...state.messages,
  message,
];

/**
 * Applies one server frame (spec section 4, "Chat"). A plain chunk is appended to the last message when
 * that is an assistant message; otherwise (a chunk without `[START MSG]` before it, after a question or an
 * error) it starts a new assistant message, so an answer can never be glued onto the user's question.
 */
const applyFrame = (state: TChatState, frame: string): TChatState => {
  if (frame === CHAT_START_MARKER) {
    return { messages: appendMessage(state, { role: 'assistant', content: '' }), isAnswering: true };
  }
  if (frame === CHAT_END_MARKER) {
    return state.isAnswering ? { ...state, isAnswering: false } : state;
  }
  if (frame.startsWith(CHAT_ERROR_MARKER)) {
    return {
      messages: appendMessage(state, { role: 'error', content: frame.slice(CHAT_ERROR_PREFIX_LENGTH) }),
      isAnswering: false,
    };
  }
  if (frame === '') return state;
  const last = state.messages.at(-1);
  if (last?.role !== 'assistant') {
    return { ...state, messages: appendMessage(state, { role: 'assistant', content: frame }) };
  }
  return {
    ...state,
    // Spread: a reducer built on this one may keep more on a message (the assistant's tools and sources).
    messages: [...state.messages.slice(0, -1), { ...last, content: last.content + frame }],
  };
};

/** The meeting chat's conversation: a pure reducer, so every marker rule is testable without a socket. */
export const chatReducer = (state: TChatState, action: TChatAction): TChatState => {
  switch (action.type) {
    case 'userMessageSent':
      return { messages: appendMessage(state, { role: 'user', content: action.content }), isAnswering: true };
    case 'frameReceived':
      return applyFrame(state, action.frame);
    case 'connectionClosed':
      // An answer cut off (or never started) says so, rather than passing for a finished one.
      return state.isAnswering
        ? {
            messages: appendMessage(state, { role: 'error', content: ANSWER_INTERRUPTED_TEXT }),
            isAnswering: false,
          }
        : state;
    case 'historyLoaded':
      return { messages: action.messages, isAnswering: false };
    case 'reset':
      return INITIAL_CHAT_STATE;
    default:
      return state;
  }
};

/** Whether the answer has not produced any text yet: the moment for a typing indicator. */
export const isAwaitingFirstChunk = ({ messages, isAnswering }: TChatState): boolean => {
  if (!isAnswering) return false;
  const last = messages.at(-1);
  return last?.role !== 'assistant' || last.content === '';
};
