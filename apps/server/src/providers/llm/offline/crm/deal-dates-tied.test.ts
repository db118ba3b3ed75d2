import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { CLOSE_DATE, CONTRACT_START, DECISION_TIMELINE } from './test-fields';

// The calls are on Wednesday 15 April 2026.
describe('dates tied to the event they date', () => {
  it('gives each of two dates in one clause to its nearest event', async () => {
    const lines = [
      'Where do we land?',
      "We'd have everything signed by the end of May and start on June first.",
    ];
    expect(await fillOne(CLOSE_DATE, lines)).toBe('2026-05-31T00:00:00.000Z');
  });

  it('reads choosing a vendor or making the call as the decision', async () => {
    expect(await fillOne(DECISION_TIMELINE, ['And timing?', "We'll pick a vendor next quarter."])).toBe(
      'next_quarter',
    );
    expect(
      await fillOne(DECISION_TIMELINE, ['And timing?', "We'll make a call by the end of the month."]),
    ).toBe('this_month');
  });

  it('reads pulling the trigger or moving forward with a vendor as the decision', async () => {
    const lines = ['And timing?', "Realistically we'd pull the trigger sometime next quarter."];
    expect(await fillOne(DECISION_TIMELINE, lines)).toBe('next_quarter');
    expect(
      await fillOne(DECISION_TIMELINE, [
        'And timing?',
        "We're not moving forward with anything before July.",
      ]),
    ).toBeNull();
  });

  it('does not read something else closing as the deal closing', async () => {
    const lines = [
      'What do you need from us?',
      'A proposal for the budget round, and submissions close on May sixth.',
    ];
    expect(await fillOne(CLOSE_DATE, lines)).toBeNull();
  });

  it('reads a short follow-up that pins down the day, from the date its statement said', async () => {
    const lines: Array<[string, string]> = [
      [SELLER, 'What happens after the partners meet?'],
      [CUSTOMER, "If the partners approve it on June twelfth, I'd sign that same week."],
      [CUSTOMER, 'Say by the fifteenth.'],
    ];
    expect(await fillOne(CLOSE_DATE, lines)).toBe('2026-06-15T00:00:00.000Z');
  });

  it('takes the reply to "when would you want to start?" as the contract start', async () => {
    const lines: Array<[string, string]> = [
      [SELLER, 'And when would you want to start?'],
      [CUSTOMER, 'June first. May is our year-end.'],
    ];
    expect(await fillOne(CONTRACT_START, lines)).toBe('2026-06-01');
  });
});
