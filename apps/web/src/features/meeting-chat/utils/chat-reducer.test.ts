import type { TChatMessage } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_INTERRUPTED_TEXT,
  chatReducer,
  INITIAL_CHAT_STATE,
  isAwaitingFirstChunk,
  type TChatState,
} from './chat-reducer';

const receive = (state: TChatState, ...frames: string[]): TChatState =>
  frames.reduce((current, frame) => chatReducer(current, { type: 'frameReceived', frame }), state);

const asked = (content = 'What did Acme decide?'): TChatState =>
  chatReducer(INITIAL_CHAT_STATE, { type: 'userMessageSent', content });

describe('chatReducer', () => {
  it('appends the sent question as a user message and starts waiting for the answer', () => {
    const state = asked('Who owns the follow-up?');
    expect(state).toEqual({
      messages: [{ role: 'user', content: 'Who owns the follow-up?' }],
      isAnswering: true,
    });
  });

  it('adds an empty assistant message on [START MSG]', () => {
    const state = receive(asked(), '[START MSG]');
    expect(state.messages.at(-1)).toEqual({ role: 'assistant', content: '' });
    expect(state.messages).toHaveLength(2);
    expect(state.isAnswering).toBe(true);
  });

  it('appends plain-text chunks to the last assistant message', () => {
    const state = receive(asked(), '[START MSG]', 'Acme ', 'signs ', 'on **Friday**.');
    expect(state.messages).toEqual([
      { role: 'user', content: 'What did Acme decide?' },
      { role: 'assistant', content: 'Acme signs on **Friday**.' },
    ]);
  });

  it('ignores [END MSG] apart from ending the answer', () => {
    const streamed = receive(asked(), '[START MSG]', 'Done.');
    const ended = receive(streamed, '[END MSG]');
    expect(ended.messages).toEqual(streamed.messages);
    expect(ended.isAnswering).toBe(false);
  });

  it('adds an error message with the text after the first 6 characters of an [ERR] frame', () => {
    const state = receive(asked(), '[ERR] The meeting has no transcript yet');
    expect(state.messages.at(-1)).toEqual({ role: 'error', content: 'The meeting has no transcript yet' });
    expect(state.isAnswering).toBe(false);
  });

  it('ends the answer on [ERR] in the middle of a stream, keeping the partial answer', () => {
    const state = receive(asked(), '[START MSG]', 'Partial', '[ERR] boom');
    expect(state.messages.slice(1)).toEqual([
      { role: 'assistant', content: 'Partial' },
      { role: 'error', content: 'boom' },
    ]);
    expect(state.isAnswering).toBe(false);
  });

  it('starts a new assistant message for a chunk that follows a question, never gluing it to the question', () => {
    const state = receive(asked('Hi?'), 'Hello');
    expect(state.messages).toEqual([
      { role: 'user', content: 'Hi?' },
      { role: 'assistant', content: 'Hello' },
    ]);
    expect(state.isAnswering).toBe(true);
  });

  it('starts a new assistant message for a chunk that follows an error', () => {
    const state = receive(asked(), '[ERR] boom', 'late chunk');
    expect(state.messages.slice(1)).toEqual([
      { role: 'error', content: 'boom' },
      { role: 'assistant', content: 'late chunk' },
    ]);
  });

  it('keeps answering true from send through the stream until [END MSG]', () => {
    let state = asked();
    const trace = [state.isAnswering];
    for (const frame of ['[START MSG]', 'a', 'b', '[END MSG]']) {
      state = receive(state, frame);
      trace.push(state.isAnswering);
    }
    expect(trace).toEqual([true, true, true, true, false]);
  });

  it('stops answering when the connection closes mid-answer, keeping the text and saying it was cut off', () => {
    const streamed = receive(asked(), '[START MSG]', 'Half an ans');
    const closed = chatReducer(streamed, { type: 'connectionClosed' });
    expect(closed.isAnswering).toBe(false);
    expect(closed.messages).toEqual([
      ...streamed.messages,
      { role: 'error', content: ANSWER_INTERRUPTED_TEXT },
    ]);
    // A close with no answer pending changes nothing.
    const finished = receive(asked(), '[START MSG]', 'All', '[END MSG]');
    expect(chatReducer(finished, { type: 'connectionClosed' })).toBe(finished);
  });

  it('resets to an empty conversation', () => {
    const state = chatReducer(receive(asked(), '[START MSG]', 'x'), { type: 'reset' });
    expect(state).toEqual({ messages: [], isAnswering: false });
  });

  it('does not mutate the previous state', () => {
    const before = receive(asked(), '[START MSG]', 'one');
    const snapshot: TChatMessage[] = structuredClone(before.messages);
    receive(before, ' two', '[ERR] boom');
    expect(before.messages).toEqual(snapshot);
  });
});

describe('isAwaitingFirstChunk', () => {
  it('is true after sending and after [START MSG], false once text arrives or the answer ends', () => {
    expect(isAwaitingFirstChunk(INITIAL_CHAT_STATE)).toBe(false);
    expect(isAwaitingFirstChunk(asked())).toBe(true);
    expect(isAwaitingFirstChunk(receive(asked(), '[START MSG]'))).toBe(true);
    expect(isAwaitingFirstChunk(receive(asked(), '[START MSG]', 'A'))).toBe(false);
    expect(isAwaitingFirstChunk(receive(asked(), '[START MSG]', '[END MSG]'))).toBe(false);
  });
});
