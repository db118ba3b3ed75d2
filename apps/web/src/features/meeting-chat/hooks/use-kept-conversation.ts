import { useCallback, useEffect, useRef, useState } from 'react';
import { useMeetingChatHistoryQuery } from '../api/use-meeting-chat-history-query';
import type { TChatAction } from '../utils/chat-reducer';
import { CHAT_CONNECT_TIMEOUT_MS } from './use-chat-socket';

/** How long a question asked while the kept conversation loads waits for it before going without it. */
export const CHAT_HISTORY_WAIT_MS = CHAT_CONNECT_TIMEOUT_MS;

export type TUseKeptConversationOptions = {
  /** Names the conversation, as for the socket: another key reads again. */
  conversationKey: string;
  /** The one meeting whose conversation the server keeps for this user; null: nothing kept, nothing read. */
  meetingId: string | null;
  dispatch: (action: TChatAction) => void;
};

/**
 * The user's conversation about a meeting, as the server kept it: read when the chat opens and put on screen
 * once (a `historyLoaded` action, run after the socket hook's reset for a new conversation). A question asked
 * meanwhile waits for it (`pendingRead`), so it goes with its history and is never wiped by it; a read that
 * fails or takes longer than `CHAT_HISTORY_WAIT_MS` is logged and the chat goes on without it.
 */
export const useKeptConversation = ({
  conversationKey,
  meetingId,
  dispatch,
}: TUseKeptConversationOptions) => {
  const history = useMeetingChatHistoryQuery(meetingId);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const loadedKeyRef = useRef<string | null>(null);
  const conversationKeyRef = useRef(conversationKey);
  const waitersRef = useRef<Array<() => void>>([]);

  useEffect(() => {
    conversationKeyRef.current = conversationKey;
  });

  const markLoaded = useCallback((key: string) => {
    loadedKeyRef.current = key;
    setLoadedKey(key);
    const waiters = waitersRef.current;
    waitersRef.current = [];
    for (const wake of waiters) wake();
  }, []);

  useEffect(() => {
    if (loadedKeyRef.current === conversationKey) return;
    if (meetingId !== null) {
      if (history.isPending) return;
      if (history.isError) {
        // The chat still works, starting empty; like a connect failure, this is only logged.
        console.error('Could not load the meeting chat history', history.error);
      } else {
        const messages = history.data.messages.map(({ role, content }) => ({ role, content }));
        dispatch({ type: 'historyLoaded', messages });
      }
    }
    markLoaded(conversationKey);
  }, [conversationKey, meetingId, history, dispatch, markLoaded]);

  /** The read still under way (resolved once its messages are on screen or given up), or null: none. */
  const pendingRead = useCallback((): Promise<void> | null => {
    const key = conversationKeyRef.current;
    if (loadedKeyRef.current === key) return null;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        if (loadedKeyRef.current !== key && conversationKeyRef.current === key) {
          console.error('The meeting chat history did not load in time; the chat goes on without it');
          markLoaded(key);
        }
        resolve();
      }, CHAT_HISTORY_WAIT_MS);
      waitersRef.current.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }, [markLoaded]);

  return { isReady: loadedKey === conversationKey, pendingRead };
};
