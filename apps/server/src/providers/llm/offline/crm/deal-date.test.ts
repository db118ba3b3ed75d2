import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { CLOSE_DATE, CONTRACT_START, DECISION_TIMELINE, CONTRACT_RENEWAL as RENEWAL } from './test-fields';

// The calls are on Wednesday 15 April 2026.

describe('dates of a deal', () => {
  it('reads a decision denied for today apart from the date it is promised for', async () => {
    const lines = [
      'So where does that leave us?',
      "I'm not deciding anything today. I'll decide by July tenth, after the board meeting.",
    ];
    expect(await fillOne(DECISION_TIMELINE, lines)).toBe('next_quarter');
  });

  it('takes a close date from signing, not from a decision that may go either way', async () => {
    expect(await fillOne(CLOSE_DATE, ['What happens next?', "I'll decide by May eighth."])).toBeNull();
    expect(await fillOne(CLOSE_DATE, ['What happens next?', 'We sign by May eighth.'])).toBe(
      '2026-05-08T00:00:00.000Z',
    );
  });

  it('prefers the date whose own clause names the contract over a go-live said after it', async () => {
    expect(
      await fillOne(CONTRACT_START, [
        'Then the contract would start on June first, with the rollout running to go-live on August third.',
        'Agreed.',
      ]),
    ).toBe('2026-06-01');
  });

  it('reads a reply to "when does the contract end?" as the renewal date', async () => {
    expect(
      await fillOne(RENEWAL, [
        [SELLER, 'When does your contract end?'],
        [CUSTOMER, 'It ends on June thirtieth.'],
      ]),
    ).toBe('2026-06-30');
  });

  it("does not take the end of the customer's contract with another vendor as the renewal", async () => {
    expect(
      await fillOne(RENEWAL, [
        [SELLER, 'Why the rush on go-live?'],
        [CUSTOMER, 'Because our Trackwell contract ends on June thirtieth, and they bill by the month.'],
      ]),
    ).toBeNull();
  });
});
