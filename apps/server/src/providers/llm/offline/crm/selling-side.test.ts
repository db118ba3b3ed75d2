import { describe, expect, it } from 'vitest';
import { sellingSpeakers } from './selling-side';
import { CUSTOMER, type Line, SELLER, segmentsOf } from './test-call';

const PARTICIPANTS = [
  { name: SELLER, email: 'nina@loomstack.example' },
  { name: 'Raj Iyer', email: 'raj@loomstack.example' },
  { name: CUSTOMER, email: 'tom@harborbikes.example' },
];

function sellerOf(lines: Line[], participants = PARTICIPANTS) {
  return sellingSpeakers({ participants, segments: segmentsOf(lines) });
}

describe('who sells in a call', () => {
  it('is the side that talks about the other: "your team", not "our plant"', () => {
    const isSeller = sellerOf([
      [SELLER, 'How does your team handle returns today, and what do you use for your stock counts?'],
      [CUSTOMER, 'We do it in our spreadsheet, and our two stores keep their own lists.'],
      ['Raj Iyer', "You'd import your lists once, and you'll see your stock in one place."],
      [CUSTOMER, 'That would help us, we lose a day a week on it in our office.'],
    ]);
    expect(isSeller(SELLER)).toBe(true);
    expect(isSeller('Raj Iyer')).toBe(true);
    expect(isSeller(CUSTOMER)).toBe(false);
  });

  it('names nobody when both sides speak alike', () => {
    const isSeller = sellerOf([
      [SELLER, 'We encrypt our data and you can see our report, we share it yearly.'],
      [CUSTOMER, 'We need that for our auditors, and you would send it to our team.'],
    ]);
    expect(isSeller(SELLER)).toBe(false);
    expect(isSeller(CUSTOMER)).toBe(false);
  });
});
