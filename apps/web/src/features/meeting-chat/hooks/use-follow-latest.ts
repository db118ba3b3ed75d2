import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { shouldStickToBottom } from '../utils/chat-scroll';

export type TUseFollowLatestOptions = {
  viewportRef: RefObject<HTMLDivElement | null>;
  /** A new array whenever a message arrives or grows. */
  messages: readonly unknown[];
  /** The typing indicator is shown. */
  isTyping: boolean;
};

/**
 * Keeps a chat list at its newest message unless the reader has scrolled more than 80px up (spec section 9).
 * `handleScroll` goes on the list; `followAgain` is for asking a question, which brings the list back down.
 */
export const useFollowLatest = ({ viewportRef, messages, isTyping }: TUseFollowLatestOptions) => {
  // Whether the reader is at (or within 80px of) the bottom, as of their last scroll.
  const isStuckToBottomRef = useRef(true);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !isStuckToBottomRef.current || (messages.length === 0 && !isTyping)) return;
    // Instant, not smooth: scroll events during an animation would read as the reader scrolling up.
    viewport.scrollTo({ top: viewport.scrollHeight });
  }, [messages, isTyping, viewportRef]);

  const handleScroll = useCallback(() => {
    const viewport = viewportRef.current;
    if (viewport) isStuckToBottomRef.current = shouldStickToBottom(viewport);
  }, [viewportRef]);

  const followAgain = useCallback(() => {
    isStuckToBottomRef.current = true;
  }, []);

  return { handleScroll, followAgain };
};
