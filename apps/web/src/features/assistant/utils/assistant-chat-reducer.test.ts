import { describe, expect, it } from 'vitest';
import {
  assistantChatReducer,
  INITIAL_ASSISTANT_CHAT_STATE,
  type TAssistantChatState,
} from './assistant-chat-reducer';

const receive = (state: TAssistantChatState, ...frames: string[]): TAssistantChatState =>
  frames.reduce((current, frame) => assistantChatReducer(current, { type: 'frameReceived', frame }), state);

const asked = (): TAssistantChatState =>
  assistantChatReducer(INITIAL_ASSISTANT_CHAT_STATE, { type: 'userMessageSent', content: 'Who said pilot?' });

const SEARCH = '[TOOL] {"name":"search_meetings","label":"Searched 3 meetings"}';
const CITE_MEETING = '[CITE] {"kind":"meeting","title":"Acme · 01:23","url":"/meetings/m-1?t=83"}';

describe('assistantChatReducer', () => {
  it('holds tools that run before the first text, and gives them to the answer when it starts', () => {
    const waiting = receive(asked(), SEARCH);
    expect(waiting.messages).toHaveLength(1);
    expect(waiting.pending.tools).toEqual([{ name: 'search_meetings', label: 'Searched 3 meetings' }]);

    const started = receive(waiting, '[START MSG]');
    expect(started.messages.at(-1)).toEqual({
      role: 'assistant',
      content: '',
      tools: [{ name: 'search_meetings', label: 'Searched 3 meetings' }],
      citations: [],
    });
    expect(started.pending).toEqual({ tools: [], citations: [] });
  });

  it('keeps tools and sources on the answer as its text streams, each source once', () => {
    const state = receive(
      asked(),
      '[START MSG]',
      'The pilot ',
      SEARCH,
      'came up.',
      CITE_MEETING,
      CITE_MEETING,
      '[END MSG]',
    );
    expect(state.isAnswering).toBe(false);
    expect(state.messages.at(-1)).toEqual({
      role: 'assistant',
      content: 'The pilot came up.',
      tools: [{ name: 'search_meetings', label: 'Searched 3 meetings' }],
      citations: [{ kind: 'meeting', title: 'Acme · 01:23', url: '/meetings/m-1?t=83' }],
    });
  });

  it('drops malformed frames and frames outside an answer, never showing them as text', () => {
    const state = receive(
      asked(),
      '[START MSG]',
      '[TOOL] {oops',
      '[CITE] {"kind":"fax","title":"x","url":"y"}',
      'Text',
      '[END MSG]',
    );
    expect(state.messages.at(-1)).toEqual({ role: 'assistant', content: 'Text' });
    const after = receive(state, SEARCH, CITE_MEETING);
    expect(after).toEqual(state);
  });

  it('forgets waiting tools when the answer fails, and replaces everything with a loaded history', () => {
    const failed = receive(asked(), SEARCH, '[ERR] The model is busy');
    expect(failed.pending).toEqual({ tools: [], citations: [] });
    expect(failed.messages.at(-1)).toEqual({ role: 'error', content: 'The model is busy' });

    const loaded = assistantChatReducer(failed, {
      type: 'historyLoaded',
      messages: [{ role: 'user', content: 'Earlier' }],
    });
    expect(loaded).toEqual({
      messages: [{ role: 'user', content: 'Earlier' }],
      isAnswering: false,
      pending: { tools: [], citations: [] },
    });
  });
});
