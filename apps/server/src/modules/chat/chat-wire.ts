import {
  ASSISTANT_CITATION_MARKER,
  ASSISTANT_TOOL_MARKER,
  CHAT_END_MARKER,
  CHAT_ERROR_MARKER,
  CHAT_START_MARKER,
  type TAssistantCitation,
  type TAssistantTool,
} from '@ting/contracts';
import { meetingMomentUrl } from '../../providers/llm/chat/assistant-toolbox';
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

/** A cited meeting moment, CRM record or web page as the assistant's client shows it; null for other events. */
export function assistantCitationOf(event: ChatEvent): TAssistantCitation | null {
  if (event.type === 'citation') {
    return {
      kind: 'meeting',
      title: event.meetingTitle?.trim() || 'Meeting',
      url: meetingMomentUrl({ meetingId: event.meetingId, startMs: event.startMs }),
    };
  }
  if (event.type === 'source') return { kind: event.kind, title: event.title, url: event.url };
  return null;
}

/** A finished tool run as the assistant's client shows it ('Searched 3 meetings'); null for other events. */
export function assistantToolOf(event: ChatEvent): TAssistantTool | null {
  return event.type === 'tool-result' ? { name: event.name, label: event.summary } : null;
}

/**
 * The assistant's frames: the meeting chat's, plus `[TOOL] {json}` when a tool has run and
 * `[CITE] {json}` for each source cited (once per URL). The answer opens (`[START MSG]`) at its first
 * frame of any kind, so the tools it ran belong to its bubble; an error before anything else stays
 * one red message. Only requests with a `conversationId` get these frames: the meeting chat's client
 * would show them as text.
 */
export async function* assistantWireFramesOf(options: {
  events: AsyncIterable<ChatEvent>;
  onError?: (failure: { event: ChatErrorEvent; hasStarted: boolean }) => void;
}): AsyncGenerator<string> {
  let hasStarted = false;
  const cited = new Set<string>();
  function* open() {
    if (hasStarted) return;
    hasStarted = true;
    yield CHAT_START_MARKER;
  }
  for await (const event of options.events) {
    if (event.type === 'error') {
      options.onError?.({ event, hasStarted });
      yield errorFrame(event.message);
      return;
    }
    const tool = assistantToolOf(event);
    if (tool) {
      yield* open();
      yield `${ASSISTANT_TOOL_MARKER} ${JSON.stringify(tool)}`;
      continue;
    }
    const citation = assistantCitationOf(event);
    if (citation) {
      if (cited.has(citation.url)) continue;
      cited.add(citation.url);
      yield* open();
      yield `${ASSISTANT_CITATION_MARKER} ${JSON.stringify(citation)}`;
      continue;
    }
    if (event.type !== 'text' || event.text === '') continue;
    yield* open();
    yield event.text;
  }
  yield* open();
  yield CHAT_END_MARKER;
}
