import { describe, expect, it } from 'vitest';
import { questionOf, streamInChunks } from './chat-turns';

describe('questionOf', () => {
  it('takes the last user turn as the question and the user turn before it as the previous one', () => {
    expect(
      questionOf([
        { role: 'user', content: 'What about pricing?' },
        { role: 'assistant', content: 'It is $45.' },
        { role: 'user', content: '  And who said it? ' },
      ]),
    ).toEqual({ question: 'And who said it?', previousQuestion: 'What about pricing?' });
    expect(questionOf([{ role: 'user', content: 'Hi' }])).toEqual({ question: 'Hi', previousQuestion: null });
  });

  it('refuses a conversation that ends with the assistant or an empty message', () => {
    expect(() => questionOf([])).toThrow(/does not end with a question/);
    expect(() => questionOf([{ role: 'user', content: '   ' }])).toThrow(/does not end with a question/);
  });
});

describe('streamInChunks', () => {
  it('splits text into word groups that join back into it exactly', async () => {
    const text = '  Here is **what** was said:\n\n> **[12:04] Dana:** The price is $45.\n';
    const chunks: string[] = [];
    for await (const chunk of streamInChunks({ text, signal: new AbortController().signal }))
      chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join('')).toBe(text);
  });
});
