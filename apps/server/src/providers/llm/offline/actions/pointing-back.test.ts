import { describe, expect, it } from 'vitest';
import { itemsOf } from './test-transcript';

describe('action items whose object was named just before', () => {
  it('names the plan a speaker states in the present before "I\'ll have that done by…"', () => {
    expect(
      itemsOf([
        [
          'Omar Haddad',
          "Next, the warehouse feed. First I configure the stock feed on our side, and I'll have that done by Thursday.",
        ],
        ['Lucy Grant', 'Great.'],
      ]),
    ).toEqual([
      { text: 'Configure the stock feed on our side', owner: 'Omar Haddad', dueDate: '2026-11-19' },
    ]);
  });

  it('names the thing the sentence before opens with, and takes its date', () => {
    expect(
      itemsOf([
        ['Omar Haddad', "The data cleanup then happens on Monday the twenty-third. I'll run that one too."],
        ['Lucy Grant', 'Thanks.'],
      ]),
    ).toEqual([{ text: 'Run the data cleanup', owner: 'Omar Haddad', dueDate: '2026-11-23' }]);
  });

  it('names what the other side asked about in the turn before', () => {
    expect(
      itemsOf([
        ['Lucy Grant', 'And the security review session, is that with you?'],
        ['Omar Haddad', "Yes, I'll book it."],
      ]),
    ).toEqual([{ text: 'Book the security review session', owner: 'Omar Haddad', dueDate: null }]);
  });

  it('keeps nothing when the sentence before names nothing to act on', () => {
    expect(
      itemsOf([
        ['Lucy Grant', 'The thing is, budgets are tight this year.'],
        ['Omar Haddad', "Sure, I'll send it."],
      ]),
    ).toEqual([]);
  });
});

describe('a plan read out with its owners', () => {
  it('gives "Omar, you\'re setting up…" to Omar when he takes it on, with the date he gives', () => {
    expect(
      itemsOf([
        [
          'Lucy Grant',
          "First block, the data feed. Omar, you're setting up the SFTP folder and sending me the credentials.",
        ],
        ['Omar Haddad', "I'll do that by Friday."],
      ]),
    ).toEqual([
      {
        text: 'Set up the SFTP folder and send Lucy Grant the credentials',
        owner: 'Omar Haddad',
        dueDate: '2026-11-20',
      },
    ]);
  });

  it('reads nothing into "you\'re seeing…" or a plan nobody takes on', () => {
    expect(
      itemsOf([
        ['Lucy Grant', "Omar, you're seeing the dashboard now, and you're sending the report from here."],
        ['Omar Haddad', 'Hm, interesting, what is that column?'],
      ]),
    ).toEqual([]);
  });
});

describe('a task with its object said first', () => {
  it('reads "The SSL certificates I\'ll do. By Monday." as a dated task of the speaker', () => {
    expect(
      itemsOf([
        ['Lucy Grant', 'We also need the SSL certificates and the firewall rules.'],
        ['Omar Haddad', "The SSL certificates I'll do, that's easy. By Monday."],
      ]),
    ).toEqual([{ text: 'Do the SSL certificates', owner: 'Omar Haddad', dueDate: '2026-11-23' }]);
  });
});

describe('a task on a thing dated just before', () => {
  it('takes the date of the sentence that opens with the thing', () => {
    expect(
      itemsOf([
        [
          'Lucy Grant',
          "The next invoice run is on the twenty-fifth. I'll check the invoice run with your controller first.",
        ],
        ['Omar Haddad', 'Good.'],
      ]),
    ).toEqual([
      {
        text: "Check the invoice run with Omar Haddad's controller first",
        owner: 'Lucy Grant',
        dueDate: '2026-11-25',
      },
    ]);
  });

  it('takes no date from a sentence about something else', () => {
    expect(
      itemsOf([
        [
          'Lucy Grant',
          "The next invoice run is on the twenty-fifth. I'll check the tax settings with your controller.",
        ],
        ['Omar Haddad', 'Good.'],
      ]).map((item) => item.dueDate),
    ).toEqual([null]);
  });
});
