import type { TChatMessage } from '@ting/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type TChatConnectionState, useChatSocket } from '../../meeting-chat/hooks/use-chat-socket';
import { buildChatRequest } from '../../meeting-chat/utils/chat-protocol';
import type { TAssistantConversationDetail } from '../api/assistant-keys';
import {
  assistantChatReducer,
  INITIAL_ASSISTANT_CHAT_STATE,
  type TAssistantChatMessage,
  type TAssistantExtras,
} from '../utils/assistant-chat-reducer';

export type TUseAssistantChatOptions = {
  /** The open conversation; null while the page is still finding or creating one. */
  conversationId: string | null;
  /**
   * The open conversation as the server keeps it, freshly read (undefined while a read is under way); its
   * messages fill the chat once, when it is opened.
   */
  history: TAssistantConversationDetail | undefined;
  /** The meetings to search; empty for every meeting the user may read. */
  meetingIds: string[];
  accessToken: string;
};

export type TAssistantChat = {
  messages: TAssistantChatMessage[];
  /** Tools and sources of the answer being written that came before its first text. */
  pending: TAssistantExtras;
  isAnswering: boolean;
  isSending: boolean;
  /** The conversation's history is on screen: questions may be asked. */
  isReady: boolean;
  connectionState: TChatConnectionState;
  send: (text: string) => Promise<boolean>;
};

const toChatMessages = (history: TAssistantConversationDetail): TAssistantChatMessage[] =>
  history.messages.map(({ role, content, tools, citations }) => ({ role, content, tools, citations }));

/**
 * The personal assistant's chat: the meeting chat's socket and protocol with a `conversationId` on every
 * request (the server keeps the question and answer in it) and the `[TOOL]` / `[CITE]` frames read.
 */
export const useAssistantChat = ({
  conversationId,
  history,
  meetingIds,
  accessToken,
}: TUseAssistantChatOptions): TAssistantChat => {
  const requestRef = useRef({ conversationId, meetingIds });
  useEffect(() => {
    requestRef.current = { conversationId, meetingIds };
  });
  const buildRequest = useCallback((messages: TChatMessage[]) => {
    const { conversationId: id, meetingIds: ids } = requestRef.current;
    return { conversationId: id, ...buildChatRequest({ meetingIds: ids, messages }) };
  }, []);

  const { state, isSending, connectionState, send, dispatch } = useChatSocket({
    accessToken,
    reducer: assistantChatReducer,
    initialState: INITIAL_ASSISTANT_CHAT_STATE,
    buildRequest,
    conversationKey: conversationId ?? '',
    connectFailureLog: 'Could not connect to the assistant',
  });

  // Runs after the socket hook's own reset for a new conversation, so the history is not wiped by it.
  const [loadedId, setLoadedId] = useState<string | null>(null);
  useEffect(() => {
    if (loadedId !== null && loadedId !== conversationId) {
      // Another conversation is open: coming back to this one must read its history again.
      setLoadedId(null);
      return;
    }
    if (!conversationId || history?.id !== conversationId || loadedId === conversationId) return;
    setLoadedId(conversationId);
    dispatch({ type: 'historyLoaded', messages: toChatMessages(history) });
  }, [conversationId, history, dispatch, loadedId]);

  const isReady = conversationId !== null && loadedId === conversationId;
  const guardedSend = useCallback(
    (text: string) => (isReady ? send(text) : Promise.resolve(false)),
    [isReady, send],
  );

  return {
    messages: state.messages,
    pending: state.pending,
    isAnswering: state.isAnswering,
    isSending,
    isReady,
    connectionState,
    send: guardedSend,
  };
};
