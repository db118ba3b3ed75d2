import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { COMPETITORS, DESCRIPTION, INDUSTRY, NEXT_STEP, PAIN_POINTS } from './test-fields';

// The calls are on Wednesday 15 April 2026.
describe('text properties built from the facts of the call', () => {
  it("opens the deal's description with what it is worth, for how many, and when", async () => {
    const lines: Array<[string, string]> = [
      [SELLER, 'Twenty-eight seats at seventeen fifty is forty-nine thousand dollars a year.'],
      [CUSTOMER, 'Forty-nine thousand works. The contract would start on June first.'],
      [SELLER, "Then let's aim to have it signed by Friday May eighth."],
    ];
    const value = (await fillOne(DESCRIPTION, lines)) ?? '';
    expect(value).toMatch(/Amount 49,000; 28 seats;/);
    expect(value).toMatch(/May 8, 2026/);
    expect(value).toMatch(/contract start June 1, 2026/);
  });

  it("adds the customer's size and who must approve above what figure", async () => {
    const lines: Array<[string, string]> = [
      [SELLER, 'Tell me about your team.'],
      [CUSTOMER, "We've got eighty-five technicians across three branches."],
      [CUSTOMER, 'Anything over seven hundred and fifty thousand euros goes to our board for approval.'],
    ];
    const value = (await fillOne(DESCRIPTION, lines)) ?? '';
    expect(value).toMatch(/85 technicians, 3 branches/);
    expect(value).toMatch(/approval threshold 750,000/);
  });

  it("takes the customer's answer to a question about its problem as its pain", async () => {
    const lines: Array<[string, string]> = [
      [SELLER, "What's the problem you'd want your team to stop having?"],
      [CUSTOMER, 'Our agencies each keep their own spreadsheet and none of them talk to each other.'],
      [CUSTOMER, 'So we hire freelancers while our designers sit on the bench.'],
      [SELLER, 'That sounds expensive for you.'],
    ];
    expect(await fillOne(PAIN_POINTS, lines)).toMatch(/hire freelancers while our designers/);
  });

  it('leaves out an objection to our terms asked as a problem', async () => {
    const lines: Array<[string, string]> = [
      [SELLER, 'Is there anything in our standard terms that is a problem?'],
      [CUSTOMER, 'Limitation of liability: we need twelve months of fees, your standard is six.'],
    ];
    expect(await fillOne(PAIN_POINTS, lines)).toBeNull();
  });

  it('adds the sessions the call set up with a day to the next step', async () => {
    const lines: Array<[string, string]> = [
      [CUSTOMER, 'Could we try it first?'],
      [SELLER, "Sure. I'll have your trial account set up by Monday morning."],
      [SELLER, "Then let's do a kickoff with the three of you on Tuesday at ten."],
    ];
    const value = (await fillOne(NEXT_STEP, lines)) ?? '';
    expect(value).toMatch(/trial account/);
    expect(value).toMatch(/kickoff/);
  });

  it('names a vendor asked about and answered as a rival, and not a person who ran the evaluation', async () => {
    const lines: Array<[string, string]> = [
      [SELLER, 'Hannah Whitcombe ran the evaluation in the spring. Then Hannah left in June.'],
      [SELLER, 'Is Float still in the picture?'],
      [CUSTOMER, 'They came back to us last month with a lower quote.'],
    ];
    expect(await fillOne(COMPETITORS, lines)).toBe('Float');
  });

  it('names a vendor whose offer the call states, not a month a proposal is from', async () => {
    expect(
      await fillOne(COMPETITORS, ['Anything else?', 'We got a demo from Zendesk last week as well.']),
    ).toBe('Zendesk');
    expect(
      await fillOne(COMPETITORS, ['Anything else?', "Freshdesk sent us a proposal that's a bit cheaper."]),
    ).toBe('Freshdesk');
    expect(
      await fillOne(COMPETITORS, ['What did you find?', 'A folder with a proposal from March in it.']),
    ).toBeNull();
  });

  it('reads the customer\'s name and "as a credit union" as its industry, not "an Okta shop"', async () => {
    expect(
      await fillOne(INDUSTRY, [
        [CUSTOMER, 'As a credit union we are regulated by the NCUA.'],
        [SELLER, 'Understood.'],
      ]),
    ).toBe('BANKING');
    expect(
      await fillOne(INDUSTRY, [
        [CUSTOMER, "We're an Okta shop."],
        [SELLER, 'Good.'],
      ]),
    ).toBeNull();
    expect(
      await fillOne(
        INDUSTRY,
        [
          [SELLER, 'Thanks for the time.'],
          [CUSTOMER, 'Happy to.'],
        ],
        'Marlowe Creamery × Loomstack: intro',
      ),
    ).toBe('FOOD_PRODUCTION');
  });
});
