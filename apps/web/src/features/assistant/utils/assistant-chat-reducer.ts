import type { TAssistantCitation, TAssistantTool, TChatMessage } from '@ting/contracts';
import { chatReducer, type TChatAction } from '../../meeting-chat/utils/chat-reducer';
import { parseAssistantFrame, type TAssistantFrame } from './assistant-frames';

/** A chat message with what the assistant did for it: the tools that ran and the sources it cites. */
export type TAssistantChatMessage = TChatMessage & {
  tools?: TAssistantTool[];
  citations?: TAssistantCitation[];
};

export type TAssistantExtras = { tools: TAssistantTool[]; citations: TAssistantCitation[] };

export type TAssistantChatState = {
  messages: TAssistantChatMessage[];
  isAnswering: boolean;
  /** Tools and sources that came before the answer's first text (tools run before the model writes). */
  pending: TAssistantExtras;
};

const NO_EXTRAS: TAssistantExtras = { tools: [], citations: [] };

export const INITIAL_ASSISTANT_CHAT_STATE: TAssistantChatState = {
  messages: [],
  isAnswering: false,
  pending: NO_EXTRAS,
};

const addExtra = (extras: TAssistantExtras, frame: TAssistantFrame): TAssistantExtras => {
  if (frame.kind === 'tool') return { ...extras, tools: [...extras.tools, frame.tool] };
  if (frame.kind === 'citation' && !extras.citations.some(({ url }) => url === frame.citation.url)) {
    return { ...extras, citations: [...extras.citations, frame.citation] };
  }
  return extras;
};

const extrasOf = (message: TAssistantChatMessage): TAssistantExtras => ({
  tools: message.tools ?? [],
  citations: message.citations ?? [],
});

const hasExtras = ({ tools, citations }: TAssistantExtras) => tools.length > 0 || citations.length > 0;

/** A tool or source frame joins the answer being written, or waits for it when no text has come yet. */
const applyAssistantFrame = (state: TAssistantChatState, frame: TAssistantFrame): TAssistantChatState => {
  if (!state.isAnswering || frame.kind === 'malformed') return state;
  const last = state.messages.at(-1);
  if (last?.role !== 'assistant') return { ...state, pending: addExtra(state.pending, frame) };
  return {
    ...state,
    messages: [...state.messages.slice(0, -1), { ...last, ...addExtra(extrasOf(last), frame) }],
  };
};

/**
 * The assistant's conversation: the meeting chat's reducer (spec section 4's markers) plus the `[TOOL]` and
 * `[CITE]` frames, kept on the answer they belong to.
 */
export const assistantChatReducer = (
  state: TAssistantChatState,
  action: TChatAction,
): TAssistantChatState => {
  if (action.type === 'frameReceived') {
    const frame = parseAssistantFrame(action.frame);
    if (frame) return applyAssistantFrame(state, frame);
  }
  // chatReducer keeps each message object (or spreads it), so the tools and sources on them survive.
  const next = chatReducer(state, action);
  if (action.type === 'historyLoaded' || action.type === 'reset' || !next.isAnswering) {
    return { ...next, pending: NO_EXTRAS };
  }
  const last = next.messages.at(-1);
  const isNewAnswer = next.messages.length > state.messages.length && last?.role === 'assistant';
  if (last && isNewAnswer && hasExtras(state.pending)) {
    return {
      ...next,
      messages: [...next.messages.slice(0, -1), { ...last, ...state.pending }],
      pending: NO_EXTRAS,
    };
  }
  return { ...next, pending: state.pending };
};
