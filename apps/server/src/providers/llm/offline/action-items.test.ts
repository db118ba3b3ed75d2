import { describe, expect, it } from 'vitest';
import { itemsOf } from './actions/test-transcript';

describe('findActionItems: owners', () => {
  it('gives a first-person commitment to the speaker, as a cleaned imperative with its due date', () => {
    expect(
      itemsOf([
        ['Dana Whitfield', 'So where does that leave us on the paperwork?'],
        ['Alex Rivera', "Um, so I'll, uh, send the revised proposal over to you by Friday, you know."],
        ['Dana Whitfield', 'Perfect.'],
      ]),
    ).toEqual([
      {
        text: 'Send the revised proposal over to Dana Whitfield',
        owner: 'Alex Rivera',
        dueDate: '2026-11-20',
      },
    ]);
  });

  it('recognises "I will", "I\'m going to", "let me", "I can" and "why don\'t I"', () => {
    const items = itemsOf([
      ['Alex', 'I will email the pricing sheet tomorrow.'],
      ['Alex', "I'm going to schedule the kickoff for next week."],
      ['Alex', 'Let me check with legal on the liability cap.'],
      ['Alex', 'I can send over the case study this afternoon.'],
      ['Alex', "Why don't I draft the success criteria for the pilot?"],
    ]);
    expect(items.map((item) => [item.text, item.owner, item.dueDate])).toEqual([
      ['Email the pricing sheet', 'Alex', '2026-11-18'],
      ['Schedule the kickoff', 'Alex', '2026-11-23'],
      ['Check with legal on the liability cap', 'Alex', null],
      ['Send over the case study', 'Alex', '2026-11-17'],
      ['Draft the success criteria for the pilot', 'Alex', null],
    ]);
  });

  it('gives a request to the person who answers it', () => {
    expect(
      itemsOf([
        ['Lena Park', 'Procurement will start the vendor review.'],
        ['Jordan Blake', 'Can you loop in your IT security lead, Priya, by Wednesday?'],
        ['Dana Whitfield', "Yes, absolutely. She's been asking about it."],
        ['Lena Park', 'Great.'],
      ]),
    ).toEqual([
      { text: 'Loop in their IT security lead, Priya', owner: 'Dana Whitfield', dueDate: '2026-11-18' },
    ]);
  });

  it('gives a request to the person named in it, whoever answers', () => {
    const items = itemsOf(
      [
        [
          'Lena Park',
          'Alex, could you send the order form to me by December 3rd so legal has time to review it?',
        ],
        ['Jordan Blake', 'We can do that.'],
        ['Dana Whitfield', 'Marcus, please put together the list of dispatchers by end of the week.'],
        ['Jordan Blake', 'Sounds good.'],
      ],
      ['Alex Rivera', 'Marcus Okafor'],
    );
    expect(items).toEqual([
      { text: 'Send the order form to Lena Park', owner: 'Alex Rivera', dueDate: '2026-12-03' },
      { text: 'Put together the list of dispatchers', owner: 'Marcus Okafor', dueDate: '2026-11-20' },
    ]);
  });

  it('gives a request to the other speaker of a two-person meeting, and to nobody when unclear', () => {
    expect(
      itemsOf([
        ['Alex', 'Could you send me the current contract?'],
        ['Dana', 'The one with FreightPilot is up for renewal in April.'],
      ]),
    ).toEqual([{ text: 'Send Alex the current contract', owner: 'Dana', dueDate: null }]);
    expect(
      itemsOf([
        ['Alex', 'Could you send me the current contract?'],
        ['Dana', 'The one with FreightPilot is up for renewal in April.'],
        ['Marcus', 'Mm, spring.'],
      ]),
    ).toEqual([{ text: 'Send Alex the current contract', owner: null, dueDate: null }]);
  });

  it('gives "Name will …" to that person, by full name when they are in the meeting', () => {
    const items = itemsOf(
      [
        [
          'Alex Rivera',
          'And Dana will share the current contract terms tomorrow, so we can plan around them.',
        ],
        ['Alex Rivera', 'Priya will review the security questionnaire by the 15th.'],
      ],
      ['Dana Whitfield'],
    );
    expect(items).toEqual([
      { text: 'Share the current contract terms', owner: 'Dana Whitfield', dueDate: '2026-11-18' },
      { text: 'Review the security questionnaire', owner: 'Priya', dueDate: '2026-12-15' },
    ]);
  });

  it('reads "next step is to …" and "action item: …" as unowned unless a person is named', () => {
    const items = itemsOf([
      ['Alex', 'The next step is to get a security review call on the calendar for next week.'],
      ['Alex', 'Action item for Jordan: set up the sandbox environment.'],
      ['Dana', "Let's schedule a follow-up call with Raj in two weeks."],
    ]);
    expect(items).toEqual([
      { text: 'Get a security review call on the calendar', owner: null, dueDate: '2026-11-23' },
      { text: 'Set up the sandbox environment', owner: 'Jordan', dueDate: null },
      { text: 'Schedule a follow-up call with Raj', owner: null, dueDate: '2026-12-01' },
    ]);
  });

  it('takes the whole date phrase out of the task', () => {
    expect(
      itemsOf([
        ['Alex', "I'll send the pricing sheet in the next two weeks."],
        ['Alex', "I'll book the training room by noon tomorrow."],
      ]),
    ).toEqual([
      { text: 'Send the pricing sheet', owner: 'Alex', dueDate: '2026-12-01' },
      { text: 'Book the training room', owner: 'Alex', dueDate: '2026-11-18' },
    ]);
  });

  it('leaves out the name a task is said to, keeping names that are part of it', () => {
    const participants = ['Ben Lindqvist', 'Alex Morgan', 'Dana Lee', 'Marcus Okafor', 'Lena Park'];
    const ask: [string, string] = [
      'Ben Lindqvist',
      'On the procurement side, I need the SOC 2 report before legal looks at it.',
    ];
    expect(
      itemsOf(
        [
          ask,
          [
            'Alex Morgan',
            'I will send the SOC 2 report and the draft agreement to you tomorrow morning, Ben.',
          ],
        ],
        participants,
      ),
    ).toEqual([
      {
        text: 'Send the SOC 2 report and the draft agreement to Ben Lindqvist',
        owner: 'Alex Morgan',
        dueDate: '2026-11-18',
      },
    ]);
    expect(
      itemsOf([ask, ['Alex Morgan', 'I will send the deck over this afternoon, Ben.']], participants),
    ).toEqual([{ text: 'Send the deck over', owner: 'Alex Morgan', dueDate: '2026-11-17' }]);
    expect(
      itemsOf(
        [ask, ['Alex Morgan', "I'll send the agenda to Dana, Marcus, and Lena by Friday."]],
        participants,
      ),
    ).toEqual([
      { text: 'Send the agenda to Dana, Marcus, and Lena', owner: 'Alex Morgan', dueDate: '2026-11-20' },
    ]);
  });

  it('leaves the owner empty when the speaker is unknown', () => {
    expect(itemsOf([[null, "I'll send the deck by Monday."]])).toEqual([
      { text: 'Send the deck', owner: null, dueDate: '2026-11-23' },
    ]);
  });
});

describe('findActionItems: what is not an action item', () => {
  it('ignores what happens in the meeting itself, questions for information and hypotheticals', () => {
    expect(
      itemsOf([
        ['Jordan', 'Let me share my screen. Can you see my screen okay?'],
        ['Dana', 'Yes.'],
        ['Jordan', "I'll walk you through the dashboard. Let me show you the template editor."],
        ['Alex', "I'll be honest with you, their visibility product is good."],
        ['Alex', 'How would you find out how many exceptions are open right now?'],
        ['Dana', 'If we can show that in Chicago, I can get it rolled out to Memphis.'],
        ['Dana', "That's what Raj is going to ask about."],
        ['Alex', 'Can you tell me a bit more about the process?'],
        ['Dana', 'Lena can confirm, but I believe the budget is still there.'],
      ]),
    ).toEqual([]);
  });

  it('ignores product narration in a demo, unless it names a time after the meeting', () => {
    expect(
      itemsOf([
        ['Jordan', "We'll create a case in Salesforce for every exception that affects a customer."],
        ['Jordan', 'Let me create a quick view for the SLA customers.'],
        ['Jordan', "I'll open the template editor and add a field."],
        ['Jordan', "Then you'll review the draft message and send it with one click."],
      ]),
    ).toEqual([]);
    expect(
      itemsOf([
        ['Jordan', "We'll send you the security whitepaper after the call."],
        ['Jordan', "I'll create the pilot workspace by Thursday."],
      ]).map((item) => [item.text, item.dueDate]),
    ).toEqual([
      ['Send you the security whitepaper', null],
      ['Create the pilot workspace', '2026-11-19'],
    ]);
  });
});

describe('findActionItems: duplicates', () => {
  it('merges a restated commitment, keeping the due date', () => {
    expect(
      itemsOf([
        ['Alex', "I'll send the revised proposal."],
        ['Dana', 'Thanks.'],
        ['Alex', 'To recap, I will send the revised proposal by Friday.'],
      ]),
    ).toEqual([{ text: 'Send the revised proposal', owner: 'Alex', dueDate: '2026-11-20' }]);
  });

  it('merges the answer to a request into the request', () => {
    expect(
      itemsOf([
        ['Lena', 'Alex, could you send the order form to me?'],
        ['Alex', "Absolutely, I'll get that to you by December 3rd at the latest."],
      ]),
    ).toEqual([{ text: 'Send the order form to Lena', owner: 'Alex', dueDate: '2026-12-03' }]);
  });

  it('keeps two different tasks of one owner apart', () => {
    const items = itemsOf([
      ['Alex', "I'll send the revised proposal by Friday."],
      ['Alex', "And I'll make the intro to Great Lakes Freight this week."],
    ]);
    expect(items).toHaveLength(2);
  });
});
