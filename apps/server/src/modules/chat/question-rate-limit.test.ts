import { describe, expect, it } from 'vitest';
import { createQuestionRateLimit } from './question-rate-limit';

describe('createQuestionRateLimit', () => {
  it('allows `limit` questions per user in the window, then again once the oldest leaves it', () => {
    let time = 0;
    const limit = createQuestionRateLimit({ limit: 2, windowMs: 60_000, now: () => time });
    expect(limit.tryAsk('ada')).toBe(true);
    time = 10_000;
    expect(limit.tryAsk('ada')).toBe(true);
    expect(limit.tryAsk('ada')).toBe(false);
    // Someone else is not affected.
    expect(limit.tryAsk('bob')).toBe(true);
    time = 60_001;
    expect(limit.tryAsk('ada')).toBe(true);
    expect(limit.tryAsk('ada')).toBe(false);
  });
});
