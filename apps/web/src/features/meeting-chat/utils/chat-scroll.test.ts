import { describe, expect, it } from 'vitest';
import { shouldStickToBottom } from './chat-scroll';

describe('shouldStickToBottom', () => {
  it.each([
    { scrollTop: 600, expected: true, case: 'at the bottom' },
    { scrollTop: 520, expected: true, case: 'exactly 80px up' },
    { scrollTop: 519, expected: false, case: '81px up' },
    { scrollTop: 0, expected: false, case: 'at the top of a long list' },
  ])('is $expected when the reader is $case', ({ scrollTop, expected }) => {
    expect(shouldStickToBottom({ scrollTop, scrollHeight: 1000, clientHeight: 400 })).toBe(expected);
  });

  it('sticks when the content fits without scrolling', () => {
    expect(shouldStickToBottom({ scrollTop: 0, scrollHeight: 300, clientHeight: 400 })).toBe(true);
  });
});
