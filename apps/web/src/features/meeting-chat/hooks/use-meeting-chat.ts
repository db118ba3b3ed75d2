import type { TChatMessage } from '@ting/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useClearMeetingChatMutation } from '../api/use-meeting-chat-history-query';
import { buildChatRequest } from '../utils/chat-protocol';
import { chatReducer, INITIAL_CHAT_STATE } from '../utils/chat-reducer';
import { type TChatConnectionState, useChatSocket } from './use-chat-socket';
import { useKeptConversation } from './use-kept-conversation';

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
  /** The kept conversation is on screen (or there is none to read); a question asked before waits for it. */
  isReady: boolean;
  /** Sends a question; resolves false when nothing was sent (empty, busy, or no connection). */
  send: (text: string) => Promise<boolean>;
  /**
   * Starts over: forgets the conversation on the server (a single meeting's is kept there) and on screen.
   * Resolves false when nothing was cleared (an answer is coming, or the server refused).
   */
  clear: () => Promise<boolean>;
  isClearing: boolean;
};

/**
 * The meeting chat over `WebSocket /chat` (spec sections 4 and 7): each question goes with the whole
 * history and the meeting ids; other meetings start a new conversation. About one meeting, the conversation
 * the server kept for this user is read when the chat opens, and continues from there.
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
  const conversationKey = meetingIds.join(',');
  const { state, isSending, connectionState, send, dispatch } = useChatSocket({
    accessToken,
    reducer: chatReducer,
    initialState: INITIAL_CHAT_STATE,
    buildRequest,
    conversationKey,
    connectFailureLog: 'Could not connect to the meeting chat',
  });

  // Only a single meeting's chat is kept (by the server, per user).
  const keptMeetingId = meetingIds.length === 1 ? (meetingIds[0] ?? null) : null;
  const kept = useKeptConversation({ conversationKey, meetingId: keptMeetingId, dispatch });
  const { pendingRead } = kept;
  const sendWithHistory = useCallback(
    (text: string) => {
      const reading = pendingRead();
      return reading ? reading.then(() => send(text)) : send(text);
    },
    [pendingRead, send],
  );

  const clearing = useClearMeetingChatMutation();
  const { mutateAsync: clearKept } = clearing;
  const isBusy = state.isAnswering || isSending;
  const clear = useCallback(async () => {
    // An answer still coming would be kept as it completes, after the clear: wait for it to end first.
    if (isBusy) return false;
    if (keptMeetingId !== null) {
      try {
        await clearKept(keptMeetingId);
      } catch {
        return false; // The request's own toast says why; the conversation stays as it was.
      }
    }
    dispatch({ type: 'reset' });
    return true;
  }, [isBusy, keptMeetingId, clearKept, dispatch]);

  return {
    messages: state.messages,
    isAnswering: state.isAnswering,
    isSending,
    connectionState,
    isReady: kept.isReady,
    send: sendWithHistory,
    clear,
    isClearing: clearing.isPending,
  };
};
