import type { TChatMessage } from '@ting/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { buildChatRequest } from '../utils/chat-protocol';
import { chatReducer, INITIAL_CHAT_STATE } from '../utils/chat-reducer';
import { type TChatConnectionState, useChatSocket } from './use-chat-socket';

export {
  CHAT_ANSWER_SILENCE_MS,
  CHAT_CONNECT_TIMEOUT_MS,
  type TChatConnectionState,
} from './use-chat-socket';

export type TUseMeetingChatOptions = {
  meetingIds: string[];
  accessToken: string;
};

export type TMeetingChat = {
  messages: TChatMessage[];
  isAnswering: boolean;
  /** A question is waiting for the socket to (re)open. */
  isSending: boolean;
  connectionState: TChatConnectionState;
  /** Sends a question; resolves false when nothing was sent (empty, busy, or no connection). */
  send: (text: string) => Promise<boolean>;
};

/**
 * The meeting chat over `WebSocket /chat` (spec sections 4 and 7): each question goes with the whole
 * history and the meeting ids; other meetings start a new conversation.
 */
export const useMeetingChat = ({ meetingIds, accessToken }: TUseMeetingChatOptions): TMeetingChat => {
  const meetingIdsRef = useRef(meetingIds);
  useEffect(() => {
    meetingIdsRef.current = meetingIds;
  });
  const buildRequest = useCallback(
    (messages: TChatMessage[]) => buildChatRequest({ meetingIds: meetingIdsRef.current, messages }),
    [],
  );
  const { state, isSending, connectionState, send } = useChatSocket({
    accessToken,
    reducer: chatReducer,
    initialState: INITIAL_CHAT_STATE,
    buildRequest,
    conversationKey: meetingIds.join(','),
    connectFailureLog: 'Could not connect to the meeting chat',
  });
  return {
    messages: state.messages,
    isAnswering: state.isAnswering,
    isSending,
    connectionState,
    send,
  };
};
