import type { TChatMessage } from '@ting/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatSocketUrl } from '../utils/chat-protocol';
import type { TChatAction, TChatState } from '../utils/chat-reducer';

/** How long a send waits for a (re)connection before giving up. */
export const CHAT_CONNECT_TIMEOUT_MS = 5000;
/**
 * How long an answer may go without a frame before the socket is taken for dead (the server streams
 * as the model writes, and a model call with its retries is capped at 3 minutes).
 */
export const CHAT_ANSWER_SILENCE_MS = 4 * 60_000;

export type TChatConnectionState = 'idle' | 'connecting' | 'open' | 'closed';

export type TUseChatSocketOptions<TState extends TChatState> = {
  accessToken: string;
  /** Applies every frame and event; the meeting chat's `chatReducer` or one built on it. */
  reducer: (state: TState, action: TChatAction) => TState;
  initialState: TState;
  /** The JSON request for a question: `messages` is the conversation so far with the new question last. */
  buildRequest: (messages: TChatMessage[]) => unknown;
  /**
   * Names the conversation: another key starts again from `initialState`. An answer still streaming for the
   * previous conversation is cut off (its socket closed), so none of its frames land in the new one.
   */
  conversationKey: string;
  /** Logged when a connection fails (spec section 8: "Chat connect failure | only logged"). */
  connectFailureLog: string;
};

export type TChatSocket<TState extends TChatState> = {
  state: TState;
  /** A question is waiting for the socket to (re)open. */
  isSending: boolean;
  connectionState: TChatConnectionState;
  /** Sends a question; resolves false when nothing was sent (empty, busy, or no connection). */
  send: (text: string) => Promise<boolean>;
  dispatch: (action: TChatAction) => void;
};

/**
 * A chat over `WebSocket /chat` (spec sections 4 and 7). The socket opens on mount and again with each new
 * access token; a question asked while it is closed reconnects first, and is dropped (only logged) when that
 * fails within `CHAT_CONNECT_TIMEOUT_MS`.
 */
export const useChatSocket = <TState extends TChatState>({
  accessToken,
  reducer,
  initialState,
  buildRequest,
  conversationKey,
  connectFailureLog,
}: TUseChatSocketOptions<TState>): TChatSocket<TState> => {
  const [state, setState] = useState<TState>(initialState);
  // The ref is the source of truth so `send` always builds the history from every frame received so far,
  // even ones not rendered yet.
  const stateRef = useRef<TState>(initialState);
  const [connectionState, setConnectionState] = useState<TChatConnectionState>('idle');
  const [isSending, setIsSending] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const openingRef = useRef<Promise<WebSocket> | null>(null);
  const isSendingRef = useRef(false);
  const buildRequestRef = useRef(buildRequest);
  const reducerRef = useRef(reducer);
  const initialStateRef = useRef(initialState);
  const connectFailureLogRef = useRef(connectFailureLog);
  // The server checks the token once, at the upgrade: a refreshed token is for the next connection, so an
  // answer streaming when the identity refreshes is not cut off.
  const accessTokenRef = useRef(accessToken);
  const hasToken = accessToken !== '';

  const dispatch = useCallback((action: TChatAction) => {
    stateRef.current = reducerRef.current(stateRef.current, action);
    setState(stateRef.current);
  }, []);

  useEffect(() => {
    buildRequestRef.current = buildRequest;
    reducerRef.current = reducer;
    initialStateRef.current = initialState;
    connectFailureLogRef.current = connectFailureLog;
    accessTokenRef.current = accessToken;
  });

  const logConnectFailure = useCallback((error: unknown) => {
    console.error(connectFailureLogRef.current, error);
  }, []);

  const previousConversationKeyRef = useRef(conversationKey);
  useEffect(() => {
    if (previousConversationKeyRef.current === conversationKey) return;
    previousConversationKeyRef.current = conversationKey;
    if (stateRef.current.isAnswering) {
      const socket = socketRef.current;
      socketRef.current = null;
      openingRef.current = null;
      socket?.close();
      setConnectionState('closed');
    }
    stateRef.current = initialStateRef.current;
    setState(stateRef.current);
  }, [conversationKey]);

  const connect = useCallback((): Promise<WebSocket> => {
    const current = socketRef.current;
    if (current?.readyState === WebSocket.OPEN) return Promise.resolve(current);
    if (current?.readyState === WebSocket.CONNECTING && openingRef.current) return openingRef.current;

    const socket = new WebSocket(
      chatSocketUrl({ location: window.location, accessToken: accessTokenRef.current }),
    );
    socketRef.current = socket;
    setConnectionState('connecting');
    const isCurrent = () => socketRef.current === socket;

    socket.addEventListener('message', (event: MessageEvent) => {
      if (isCurrent() && typeof event.data === 'string')
        dispatch({ type: 'frameReceived', frame: event.data });
    });
    socket.addEventListener('close', () => {
      if (!isCurrent()) return;
      setConnectionState('closed');
      dispatch({ type: 'connectionClosed' });
    });

    const opening = new Promise<WebSocket>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`The chat socket did not open within ${CHAT_CONNECT_TIMEOUT_MS} ms`));
        socket.close();
      }, CHAT_CONNECT_TIMEOUT_MS);
      socket.addEventListener('open', () => {
        clearTimeout(timer);
        if (isCurrent()) setConnectionState('open');
        resolve(socket);
      });
      const fail = () => {
        clearTimeout(timer);
        reject(new Error('The chat socket closed before it opened'));
      };
      socket.addEventListener('error', fail);
      socket.addEventListener('close', fail);
    });
    openingRef.current = opening;
    const forget = () => {
      if (openingRef.current === opening) openingRef.current = null;
    };
    opening.then(forget, forget);
    return opening;
  }, [dispatch]);

  useEffect(() => {
    if (!hasToken) return;
    let isActive = true;
    connect().catch((error: unknown) => {
      if (isActive) logConnectFailure(error);
    });
    return () => {
      isActive = false;
      const socket = socketRef.current;
      socketRef.current = null;
      openingRef.current = null;
      socket?.close();
      setConnectionState('idle');
      dispatch({ type: 'connectionClosed' });
    };
  }, [hasToken, connect, dispatch, logConnectFailure]);

  // A connection that died without a close event would leave the chat 'typing' for ever.
  useEffect(() => {
    if (!state.isAnswering) return;
    const timer = setTimeout(() => socketRef.current?.close(), CHAT_ANSWER_SILENCE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      if (!content || !accessToken || isSendingRef.current || stateRef.current.isAnswering) return false;
      isSendingRef.current = true;
      setIsSending(true);
      try {
        let socket: WebSocket;
        try {
          socket = await connect();
        } catch (error) {
          logConnectFailure(error);
          return false;
        }
        const messages: TChatMessage[] = [...stateRef.current.messages, { role: 'user', content }];
        try {
          socket.send(JSON.stringify(buildRequestRef.current(messages)));
        } catch (error) {
          // The socket closed between opening and sending; the question stays in the input to try again.
          logConnectFailure(error);
          return false;
        }
        dispatch({ type: 'userMessageSent', content });
        // A socket that died quietly takes the message without an error; it shows as closed right after.
        if (socket.readyState !== WebSocket.OPEN) dispatch({ type: 'connectionClosed' });
        return true;
      } finally {
        isSendingRef.current = false;
        setIsSending(false);
      }
    },
    [accessToken, connect, dispatch, logConnectFailure],
  );

  return { state, isSending, connectionState, send, dispatch };
};
