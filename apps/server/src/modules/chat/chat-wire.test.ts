import { describe, expect, it } from 'vitest';
import type { ChatErrorEvent, ChatEvent } from '../../providers/llm/chat/meeting-chat';
import { wireFramesOf } from './chat-wire';

async function* eventsOf(events: ChatEvent[]): AsyncGenerator<ChatEvent> {
  for (const event of events) yield event;
}

async function framesOf(events: ChatEvent[]) {
  const failures: Array<{ event: ChatErrorEvent; hasStarted: boolean }> = [];
  const frames: string[] = [];
  for await (const frame of wireFramesOf({
    events: eventsOf(events),
    onError: (failure) => failures.push(failure),
  })) {
    frames.push(frame);
  }
  return { frames, failures };
}

const citation: ChatEvent = {
  type: 'citation',
  meetingId: 'm1',
  startMs: 22_500,
  endMs: 30_000,
  speaker: 'Dana Buyer',
  quote: 'Our budget this year is around forty thousand.',
};

describe('chat events on the wire', () => {
  it('sends the text between [START MSG] and [END MSG], and nothing for citations and tool events', async () => {
    const { frames, failures } = await framesOf([
      { type: 'tool-call', toolCallId: 't1', name: 'searchMeetings', input: { query: 'budget' } },
      { type: 'tool-result', toolCallId: 't1', name: 'searchMeetings', summary: '1 meeting' },
      { type: 'text', text: 'Their budget is ' },
      { type: 'text', text: '' },
      { type: 'text', text: 'forty thousand [00:22].' },
      citation,
    ]);
    expect(frames).toEqual(['[START MSG]', 'Their budget is ', 'forty thousand [00:22].', '[END MSG]']);
    expect(failures).toEqual([]);
  });

  it('sends a failure before any text as one [ERR] frame, with no empty answer', async () => {
    const error: ChatErrorEvent = {
      type: 'error',
      message: 'Cannot answer: the AI provider refused the API key. Check AI_API_KEY and AI_MODEL.',
      isRetryable: false,
      cause: new Error('HTTP 401 from https://api.example.test: Incorrect API key provided'),
    };
    const { frames, failures } = await framesOf([citation, error, { type: 'text', text: 'never sent' }]);
    expect(frames).toEqual([
      '[ERR] Cannot answer: the AI provider refused the API key. Check AI_API_KEY and AI_MODEL.',
    ]);
    expect(failures).toEqual([{ event: error, hasStarted: false }]);
  });

  it('ends a started answer with the [ERR] frame, without [END MSG]', async () => {
    const error: ChatErrorEvent = { type: 'error', message: 'Ask again in a moment.', isRetryable: true };
    const { frames, failures } = await framesOf([{ type: 'text', text: 'Their budget' }, error]);
    expect(frames).toEqual(['[START MSG]', 'Their budget', '[ERR] Ask again in a moment.']);
    expect(failures).toEqual([{ event: error, hasStarted: true }]);
  });

  it('sends an empty answer as [START MSG] and [END MSG], as before events', async () => {
    expect((await framesOf([])).frames).toEqual(['[START MSG]', '[END MSG]']);
  });
});
