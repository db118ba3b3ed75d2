import { PLANS } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import { addMonths, limitReachedReason, mediaExpiryUnder } from './plan-terms';

describe('plan terms', () => {
  it('keeps free recordings for two months after the meeting started, and paid ones for good', () => {
    const startedAt = new Date('2026-09-01T10:00:00Z');
    expect(mediaExpiryUnder({ plan: PLANS.free, startedAt })?.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(mediaExpiryUnder({ plan: PLANS.pro, startedAt })).toBeNull();
    expect(mediaExpiryUnder({ plan: PLANS.business, startedAt })).toBeNull();
  });

  it('adds calendar months in UTC across a year end', () => {
    expect(addMonths({ date: new Date('2026-11-30T23:30:00Z'), months: 2 }).toISOString()).toBe(
      '2027-01-30T23:30:00.000Z',
    );
  });

  it("names the plan and its allowance when a meeting is over the month's limit", () => {
    expect(limitReachedReason(PLANS.free)).toBe(
      "Your Free plan includes 5 processed meetings a month, and this month's are used. Upgrade your plan in Settings → Billing to process this meeting now, or press Retry next month.",
    );
    expect(limitReachedReason(PLANS.pro)).toMatch(/^Your Pro plan includes 20 processed meetings a month,/);
  });
});
