import { CHAT_END_MARKER, CHAT_ERROR_MARKER, CHAT_START_MARKER } from '@ting/contracts';
import type { ChatErrorEvent, ChatEvent } from '../../providers/llm/chat/meeting-chat';

/** `[ERR] message`: the client shows the message in a red bubble. */
export const errorFrame = (message: string): string => `${CHAT_ERROR_MARKER} ${message}`;

/**
 * An answer's events as the spec's text frames: `[START MSG]`, the text chunks, `[END MSG]`; or
 * `[ERR] message` for an error, alone when no text came before it.
 *
 * The bubble opens with the first text, not the first event: engines fail before writing (a
 * refused key, an outage), and a failure then shows as one red message with no empty green one.
 * Citations and tool events have no frame: the meeting-chat client appends every frame that is not
 * a marker to the answer, so they would show as text. A client that reads them needs frames of its
 * own (see ARCHITECTURE.md, chat).
 */
export async function* wireFramesOf(options: {
  events: AsyncIterable<ChatEvent>;
  /** Hears each error event, for the log. */
  onError?: (failure: { event: ChatErrorEvent; hasStarted: boolean }) => void;
}): AsyncGenerator<string> {
  let hasStarted = false;
  for await (const event of options.events) {
    if (event.type === 'error') {
      options.onError?.({ event, hasStarted });
      yield errorFrame(event.message);
      return;
    }
    if (event.type !== 'text' || event.text === '') continue;
    if (!hasStarted) {
      hasStarted = true;
      yield CHAT_START_MARKER;
    }
    yield event.text;
  }
  if (!hasStarted) yield CHAT_START_MARKER;
  yield CHAT_END_MARKER;
}
