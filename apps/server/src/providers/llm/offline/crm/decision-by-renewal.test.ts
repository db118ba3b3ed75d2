import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { DECISION_TIMELINE as TIMELINE } from './test-fields';

// The calls are on Wednesday 15 April 2026.

describe('a decision bounded by the contract it renews', () => {
  it('dates the decision by the end of this contract when the call names no decision day', async () => {
    expect(
      await fillOne(TIMELINE, [
        [SELLER, 'Your renewal is coming up on July thirty-first, so I wanted to check in early.'],
        [CUSTOMER, 'Good. Usage has been low and I need to show my boss it pays off.'],
      ]),
    ).toBe('next_quarter');
  });

  it("does not date it by the end of the customer's contract with another vendor", async () => {
    expect(
      await fillOne(TIMELINE, [
        [CUSTOMER, 'Our contract with Trackwell ends on July thirty-first, so the go-live cannot slip.'],
        [SELLER, 'Then we plan back from that date.'],
      ]),
    ).toBeNull();
  });
});
