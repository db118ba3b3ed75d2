import {
  MAX_CHAT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  type TChatMessage,
  type TChatRequest,
} from '@ting/contracts';

export type TChatSocketUrlOptions = {
  /** The page's location: the socket goes to the same origin, `wss:` on an `https:` page. */
  location: Pick<Location, 'protocol' | 'host'>;
  accessToken: string;
};

/** `ws(s)://{host}/chat?token={accessToken}` (spec section 7). */
export const chatSocketUrl = ({ location, accessToken }: TChatSocketUrlOptions): string => {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/chat?token=${encodeURIComponent(accessToken)}`;
};

export type TBuildChatRequestOptions = {
  meetingIds: string[];
  /** The whole conversation, the new question last. */
  messages: TChatMessage[];
  /** The asker's IANA time zone; `browserTimeZone()` when not given. */
  timeZone?: string | null;
};

/**
 * This browser's IANA time zone (`Europe/Berlin`), sent with each question so that "today" and "this
 * week" are the asker's; null when the browser does not say (the server then counts in UTC, and says so).
 */
export const browserTimeZone = (): string | null => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};

/**
 * The request for one question: the history with the meeting ids. Error bubbles are UI-only and an empty
 * assistant message is an answer that never came, so neither is sent. The server reads at most
 * `MAX_CHAT_MESSAGES` messages of `MAX_CHAT_MESSAGE_CHARS` each and refuses anything larger, which would
 * break the conversation for good; the oldest messages and the tail of very long answers are dropped instead.
 */
/** The first `max` characters, without a half emoji at the cut: the server refuses unpaired surrogates. */
const cutText = (text: string, max: number): string => {
  const head = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(head) ? head.slice(0, -1) : head;
};

export const buildChatRequest = ({
  meetingIds,
  messages,
  timeZone = browserTimeZone(),
}: TBuildChatRequestOptions): TChatRequest => ({
  meetingIds,
  ...(timeZone ? { timeZone } : {}),
  messages: messages
    .filter(
      (message) => message.role !== 'error' && !(message.role === 'assistant' && message.content === ''),
    )
    .slice(-MAX_CHAT_MESSAGES)
    .map((message) =>
      message.content.length > MAX_CHAT_MESSAGE_CHARS
        ? { ...message, content: cutText(message.content, MAX_CHAT_MESSAGE_CHARS) }
        : message,
    ),
});
