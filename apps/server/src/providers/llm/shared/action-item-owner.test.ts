import { describe, expect, it } from 'vitest';
import { type MeetingPerson, ownershipOf, peopleOfMeeting } from './action-item-owner';

const ada: { name: string | null; email: string } = { name: 'Ada Lovelace', email: 'ada.lovelace@acme.test' };
const team: MeetingPerson[] = [
  { name: 'Ada Lovelace', email: 'ada.lovelace@acme.test' },
  { name: 'Sam Seller', email: 'sam@acme.test' },
  { name: 'Dana Buyer', email: 'dana@buyer.test' },
];
const whose = (owner: string | null, people: MeetingPerson[] = team, caller = ada) =>
  ownershipOf({ owner, caller, people });

describe('ownershipOf: whose an action item is', () => {
  it("is the caller's by full name, email, the email's local part, or the first name", () => {
    expect(whose('Ada Lovelace')).toBe('mine');
    expect(whose('  ada   LOVELACE ')).toBe('mine');
    expect(whose('ada.lovelace@acme.test')).toBe('mine');
    expect(whose('Ada Lovelace <ADA.LOVELACE@acme.test>')).toBe('mine');
    expect(whose('ada.lovelace')).toBe('mine');
    expect(whose('Ada')).toBe('mine');
    // Accents and quotes do not matter.
    expect(whose('“Zoë”', [], { name: 'Zoe Park', email: 'zoe@acme.test' })).toBe('mine');
  });

  it('says when no owner is recorded', () => {
    expect(whose(null)).toBe('no-owner');
    expect(whose('   ')).toBe('no-owner');
    expect(whose(' , ')).toBe('no-owner');
  });

  it("is never the caller's when it names someone else", () => {
    expect(whose('Sam Seller')).toBe('someone-else');
    expect(whose('Sam')).toBe('someone-else');
    expect(whose('dana@buyer.test')).toBe('someone-else');
    // A different person with the caller's first name, named in full.
    expect(whose('Ada Jones')).toBe('someone-else');
    // Another address is someone else even with the caller's name beside it.
    expect(whose('Ada Lovelace <ada@gmail.test>')).toBe('someone-else');
    // Ting cannot tie a team or a pronoun to the caller.
    expect(whose('Sales team')).toBe('someone-else');
    expect(whose('me')).toBe('someone-else');
  });

  it('does not claim a first name two people in the meeting share', () => {
    const twoAdas = [...team, { name: 'Ada Jones', email: 'ada.jones@buyer.test' }];
    expect(whose('Ada', twoAdas)).toBe('ambiguous');
    // The local part "ada" is a first name there too.
    expect(whose('ada', twoAdas, { name: 'Ada Lovelace', email: 'ada@acme.test' })).toBe('ambiguous');
    // Named in full, it is hers again.
    expect(whose('Ada Lovelace', twoAdas)).toBe('mine');
    // Another person known only by an address starting with the name counts too.
    expect(whose('Ada', [...team, { name: null, email: 'ada.k@buyer.test' }])).toBe('ambiguous');
  });

  it("counts an item several people own as the caller's when one of them is", () => {
    expect(whose('Ada and Sam')).toBe('mine');
    expect(whose('Sam & Ada Lovelace')).toBe('mine');
    expect(whose('Sam, Dana')).toBe('someone-else');
  });

  it('reads the first name alone only when the caller has a name', () => {
    const nameless = { name: null, email: 'ada@acme.test' };
    expect(whose('ada', [], nameless)).toBe('mine');
    expect(whose('Ada Lovelace', [], nameless)).toBe('someone-else');
  });

  it("takes speakers and other items' owners as people of the meeting", () => {
    const people = peopleOfMeeting({
      participants: [{ name: null, email: 'dana@buyer.test' }],
      speakers: ['Ada', 'Ada Jones', null],
      owners: ['Sam and Ada Lovelace'],
    });
    expect(people).toEqual([
      { name: null, email: 'dana@buyer.test' },
      { name: 'Ada', email: null },
      { name: 'Ada Jones', email: null },
      { name: 'Sam', email: null },
      { name: 'Ada Lovelace', email: null },
    ]);
    expect(whose('Ada', people)).toBe('ambiguous');
    // The speaker "Ada" alone may be the caller: it makes no one else an Ada.
    expect(whose('Ada', peopleOfMeeting({ participants: [], speakers: ['Ada', 'Sam Seller'] }))).toBe('mine');
  });
});
