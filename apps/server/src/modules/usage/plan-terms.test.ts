import { formatBytes, PLANS } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  limitReachedReason,
  mediaExpiryUnder,
  recordingDroppedReason,
  storageFullReason,
} from './plan-terms';

describe('plan terms', () => {
  it('keeps free recordings for two months after Ting received them, and paid ones for good', () => {
    const receivedAt = new Date('2026-09-01T10:00:00Z');
    expect(mediaExpiryUnder({ plan: PLANS.free, receivedAt })?.toISOString()).toBe(
      '2026-11-01T10:00:00.000Z',
    );
    expect(mediaExpiryUnder({ plan: PLANS.pro, receivedAt })).toBeNull();
    expect(mediaExpiryUnder({ plan: PLANS.business, receivedAt })).toBeNull();
  });

  it('says how much of the storage is used when a recording does not fit', () => {
    expect(formatBytes(800 * 1024 ** 2)).toBe('800 MB');
    expect(formatBytes(4.25 * 1024 ** 3)).toBe('4.3 GB');
    expect(formatBytes(25_000 * 1024 ** 3)).toBe('25,000 GB');
    expect(
      storageFullReason({ plan: PLANS.free, usedBytes: 4.5 * 1024 ** 3, quotaBytes: 5 * 1024 ** 3 }),
    ).toBe(
      'This recording does not fit in the 5 GB of recordings your Free plan keeps (4.5 GB are used). Delete meetings you no longer need, or upgrade your plan in Settings → Billing.',
    );
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

  it('says what became of the recording of a meeting the plan stopped, and the way on for its kind', () => {
    const reasons = (['transcript_upload', 'audio_upload', 'bot'] as const).map((source) =>
      recordingDroppedReason({ plan: PLANS.free, stop: 'limit_reached', source }),
    );
    expect(reasons[0]).toBe(`${limitReachedReason(PLANS.free)} Its recording was not kept.`);
    expect(reasons[1]).toMatch(
      /upload this recording now, or upload it next month\. This recording was not kept\.$/,
    );
    expect(reasons[2]).toMatch(/The notetaker's recording of this meeting was not kept\./);
    expect(recordingDroppedReason({ plan: PLANS.business, stop: 'no_seat', source: 'bot' })).toMatch(
      /^You have no seat on your organization's Business plan, so this meeting was not processed/,
    );
  });
});
