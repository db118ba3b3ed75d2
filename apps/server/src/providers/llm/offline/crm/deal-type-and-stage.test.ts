import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { DEAL_STAGE, DEAL_TYPE, DECISION_TIMELINE as TIMELINE } from './test-fields';

describe('deal type and stage in ordinary words', () => {
  it('reads a customer who already buys from us as existing business', async () => {
    expect(
      await fillOne(DEAL_TYPE, [
        [SELLER, "Since you're already a customer, I'd keep you on this year's rate for the new site."],
        [CUSTOMER, 'That works.'],
      ]),
    ).toBe('existingbusiness');
  });

  it('reads a customer moving over from another system, or registering us as a supplier, as new business', async () => {
    expect(
      await fillOne(DEAL_TYPE, [
        [SELLER, 'The plan is that we migrate all your order history from Shopline in the first week.'],
        [CUSTOMER, 'Fine by me.'],
      ]),
    ).toBe('newbusiness');
    expect(
      await fillOne(DEAL_TYPE, [
        [CUSTOMER, 'Before we sign, Loomstack has to be registered as a supplier in our system.'],
        [SELLER, 'Understood.'],
      ]),
    ).toBe('newbusiness');
  });

  it('reads "now that the contract is signed" as closed won, not a contract signed by a date to come', async () => {
    const signed = ['This is our first implementation call now that the contract is signed.', 'Great.'];
    expect(await fillOne(DEAL_STAGE, signed)).toBe('closedwon');
    const planned = ['So the contract is signed by May eighth at the latest?', 'Yes.'];
    expect(await fillOne(DEAL_STAGE, planned)).not.toBe('closedwon');
  });

  it('does not read a period option out of "for a full extra month"', async () => {
    expect(
      await fillOne(TIMELINE, [
        [CUSTOMER, "We can't slip the go-live. The old vendor would charge us for a full extra month."],
        [SELLER, 'Then we keep the date.'],
      ]),
    ).toBeNull();
  });
});

describe('deal type: growing what the customer already has', () => {
  it('reads more licences on top of the current contract as existing business', async () => {
    expect(
      await fillOne(DEAL_TYPE, [
        [CUSTOMER, 'We want thirty more licences for the Leeds office.'],
        [SELLER, "I'll add them on top of your current contract and co-term them to March."],
      ]),
    ).toBe('existingbusiness');
  });

  it('leaves an add-on bought with a first contract alone', async () => {
    expect(
      await fillOne(DEAL_TYPE, [
        [SELLER, 'The reporting add-on is three thousand dollars a year.'],
        [CUSTOMER, 'Fine, put it in the proposal with the core platform.'],
      ]),
    ).toBeNull();
  });
});
