import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '../../transcription/transcript-segment';
import { findActionItems } from './action-items';
import { buildPeople } from './people';
import { splitTranscript } from './sentences';

/** Tuesday 17 November 2026. */
const MEETING_DATE = { year: 2026, month: 11, day: 17 };

function segmentsOf(lines: Array<[speaker: string | null, text: string]>): TranscriptSegment[] {
  return lines.map(([speaker, text], index) => ({
    startMs: index * 10_000,
    endMs: index * 10_000 + 9_000,
    speaker,
    text,
  }));
}

function itemsOf(lines: Array<[speaker: string | null, text: string]>, participants: string[] = []) {
  const split = splitTranscript(segmentsOf(lines));
  const people = buildPeople({
    participants: participants.map((name) => ({ name, email: null })),
    turns: split.turns,
  });
  return findActionItems({ split, people, meetingDate: MEETING_DATE }).map(({ text, owner, dueDate }) => ({
    text,
    owner,
    dueDate,
  }));
}

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

describe('findActionItems: commitments in other words', () => {
  it('takes any promise with a deadline, whatever its verb', () => {
    expect(
      itemsOf([
        ['Grace', "And I'll get deal desk approval for the fee waiver by tomorrow."],
        ['Kevin', "I'll do the handoff to onboarding on Friday."],
        ['Marcus', "I'll have my team send you our Splunk requirements by next Tuesday."],
        ['Daniel', "We'll have the remaining answers back to you by the 30th as well."],
      ]),
    ).toEqual([
      { text: 'Get deal desk approval for the fee waiver', owner: 'Grace', dueDate: '2026-11-18' },
      { text: 'Do the handoff to onboarding', owner: 'Kevin', dueDate: '2026-11-20' },
      { text: 'Have my team send you our Splunk requirements', owner: 'Marcus', dueDate: '2026-11-24' },
      { text: 'Have the remaining answers back to you', owner: 'Daniel', dueDate: '2026-11-30' },
    ]);
  });

  it('does not take a plan, a state or a date as the object for a promise', () => {
    expect(
      itemsOf([
        ['Alex', "I'll be out of the office on Friday."],
        ['Alex', "We'll go live on December 1st."],
        ['Alex', "Then we'll do everything on our side to keep November thirtieth."],
      ]),
    ).toEqual([]);
  });

  it('knows chasing, pointing someone to a clause, putting a thing in writing and "we\'ll make sure"', () => {
    expect(
      itemsOf([
        ['Gary', "And I'll chase the reseller on the scanners."],
        ['Hannah', "It's in our standard terms already, I'll point legal to the clause."],
        ['Hannah', "But I'll put the storm escalation in writing in the support appendix."],
        ['Hannah', "We'll make sure the pilot includes the priority callers, so you can show it."],
      ]).map((item) => [item.text, item.owner]),
    ).toEqual([
      ['Chase the reseller on the scanners', 'Gary'],
      ['Point legal to the clause', 'Hannah'],
      ['Put the storm escalation in writing in the support appendix', 'Hannah'],
      ['Make sure the pilot includes the priority callers', 'Hannah'],
    ]);
  });

  it('takes a request the other side accepts for later, even with a verb a demo uses', () => {
    expect(
      itemsOf([
        [
          'Jordan',
          "And to use your real jobs, could you export last month's job list from the spreadsheets?",
        ],
        ['Luis', "Yeah, I can pull October from all three. I'll send it to you by Friday."],
      ]),
    ).toEqual([
      { text: "Export last month's job list from the spreadsheets", owner: 'Luis', dueDate: '2026-11-20' },
    ]);
  });

  it('joins a stated need to the plan for it said next', () => {
    expect(
      itemsOf([
        ['Marcus', 'So we need our vendors to tell us within twenty-four hours.'],
        [
          'Daniel',
          "I need to check with our legal team. I'll come back to you on the notification by Friday.",
        ],
      ]),
    ).toEqual([
      {
        text: 'Check with our legal team and come back to Marcus on the notification',
        owner: 'Daniel',
        dueDate: '2026-11-20',
      },
    ]);
  });
});

describe('findActionItems: not action items', () => {
  it('leaves out what someone not in the meeting will do, unless a date makes it a task', () => {
    expect(
      itemsOf(
        [
          ['Dana Whitfield', 'That would help. Mike will ask for numbers from a company like ours.'],
          ['Jordan Ellis', 'Understood.'],
        ],
        ['Dana Whitfield', 'Jordan Ellis'],
      ),
    ).toEqual([]);
  });

  it("leaves out a person's part in a process when no time comes with it", () => {
    expect(
      itemsOf(
        [
          ['Dana Whitfield', 'Luis has to sign off that dispatch can actually work in it.'],
          ['Jordan Ellis', 'Got it.'],
        ],
        ['Luis Ortega'],
      ),
    ).toEqual([]);
  });

  it('leaves out a question about what the product can do', () => {
    expect(
      itemsOf([
        ['Derek', 'During an outage, can you text customers before they call us?'],
        [
          'Victor',
          'Yes. When the outage system reports a new outage, we can text every customer who opted in.',
        ],
      ]),
    ).toEqual([]);
  });

  it('leaves out what is done in the call and a promise whose object is only "that"', () => {
    expect(
      itemsOf([
        ['Hannah', 'Let me ask the question I always ask.'],
        ['Victor', "I'll share a diagram, give me a second. Can everyone see it?"],
        ['Grace', "Same rate, prorated for the rest of the term. I'll put that in writing."],
      ]),
    ).toEqual([]);
  });
});

describe('findActionItems: requests accepted by the other side', () => {
  it('takes "if you send me …" once the other side accepts it, with the date of the answer', () => {
    expect(
      itemsOf([
        [
          'Mei',
          'We just need the list. If you send me the SKU master as a spreadsheet I can flag the missing ones.',
        ],
        ['Ana', 'Yeah I can send that by Friday.'],
      ]),
    ).toEqual([{ text: 'Send Mei the SKU master as a spreadsheet', owner: 'Ana', dueDate: '2026-11-20' }]);
    expect(
      itemsOf([
        ['Mei', 'If you send me the SKU master I can flag the missing ones.'],
        ['Ana', 'The barcodes are the bigger problem.'],
      ]),
    ).toEqual([]);
  });

  it('gives an instruction to the person who takes it on, not one answered "sure" in a demo', () => {
    expect(
      itemsOf([
        ['Rachel', "Okay, that's bought-in. Move the stage to decision maker bought-in."],
        ['Jordan', 'Will do.'],
      ]),
    ).toEqual([{ text: 'Move the stage to decision maker bought-in', owner: 'Jordan', dueDate: null }]);
    expect(
      itemsOf([
        ['Tom', 'Open the settings page and add a rule.'],
        ['Fiona', 'Sure.'],
        ['Tom', 'Move the card to the done column.'],
        ['Fiona', 'Okay.'],
      ]),
    ).toEqual([]);
  });
});

describe('findActionItems: answers', () => {
  it('merges "I\'ll dig those out" into the task just given to its speaker by name', () => {
    expect(
      itemsOf(
        [
          ['Alex Rivera', 'And Dana will share the current contract terms tomorrow. Is that right, Dana?'],
          ['Dana Whitfield', "Yes, I'll dig those out tonight."],
        ],
        ['Dana Whitfield'],
      ),
    ).toEqual([{ text: 'Share the current contract terms', owner: 'Dana Whitfield', dueDate: '2026-11-18' }]);
  });
});

describe('findActionItems: offers and recaps', () => {
  it('takes an offer the other side takes up as a promise of the one who made it', () => {
    expect(
      itemsOf([
        [
          'Hannah',
          'If it helps, we can give you a letter describing the cutover plan to send to the vendor.',
        ],
        ['Patricia', 'That would help. Send it with the implementation plan.'],
        ['Hannah', 'Will do.'],
      ]),
    ).toEqual([
      {
        text: 'Give Patricia a letter describing the cutover plan to send to the vendor',
        owner: 'Hannah',
        dueDate: null,
      },
    ]);
    expect(
      itemsOf([
        ['Hannah', 'If it helps, we can give you a letter describing the cutover plan.'],
        ['Patricia', 'We are fine, thanks.'],
      ]),
    ).toEqual([]);
  });

  it('reads the tasks of a recap, merged with those said before and dated by their label', () => {
    expect(
      itemsOf(
        [
          ['Victor Alvarez', "I'll send the integration architecture document by Friday."],
          [
            'Hannah Brooks',
            'Let me put the action plan together. Friday: Victor sends the integration architecture document. December first: Patricia briefs the technology committee.',
          ],
        ],
        ['Patricia Nwosu'],
      ),
    ).toEqual([
      { text: 'Send the integration architecture document', owner: 'Victor Alvarez', dueDate: '2026-11-20' },
      { text: 'Brief the technology committee', owner: 'Patricia Nwosu', dueDate: '2026-12-01' },
    ]);
  });

  it('does not read a recap of the situation as tasks', () => {
    expect(
      itemsOf(
        [
          [
            'Aisha Mensah',
            'Quick recap of where we are. Raj runs the comparison and Fiona chooses the vendor.',
          ],
        ],
        ['Raj Patel', 'Fiona Gallagher'],
      ),
    ).toEqual([]);
  });
});

describe('findActionItems: task wording', () => {
  it('reads each of two promises joined by "and I\'ll", and keeps a possessive date as "the"', () => {
    expect(
      itemsOf([
        ['Tom', "We'll run them through and I'll walk you through the extraction results on Thursday."],
        ['Rachel', "Everyone, please update your close dates in HubSpot before Thursday's forecast call."],
      ]).map((item) => [item.text, item.dueDate]),
    ).toEqual([
      ['Walk Rachel through the extraction results', '2026-11-19'],
      ['Update their close dates in HubSpot before the forecast call', '2026-11-19'],
    ]);
  });

  it('ends an instruction where the speaker turns to what they do themselves, and drops a closing "though"', () => {
    expect(
      itemsOf([
        [
          'Rachel',
          "Move the stage to decision maker bought-in, and I'm putting Northgate in commit for March.",
        ],
        ['Jordan', 'Will do.'],
        [
          'Chris',
          "I need to check that it works with the Epic version though. I'll find out from product by Friday.",
        ],
      ]).map((item) => item.text),
    ).toEqual([
      'Move the stage to decision maker bought-in',
      'Check that it works with the Epic version and find out from product',
    ]);
  });
});

describe('findActionItems: tasks changed during the call (issue 15)', () => {
  it('drops a task called off later in the call', () => {
    expect(
      itemsOf([
        ['Ines Ortega', "I'll export the ticket archive for you by Friday."],
        ['Sam Cole', 'Thanks.'],
        ['Sam Cole', "Actually, never mind the ticket archive, we won't need the export after all."],
      ]),
    ).toEqual([]);
  });

  it('gives a task handed over during the call to its new owner', () => {
    expect(
      itemsOf(
        [
          ['Ines Ortega', "I'll set up the sandbox accounts by Thursday."],
          ['Sam Cole', 'Ines, you are swamped. Priya, can you take the sandbox accounts over instead?'],
          ['Priya Nair', 'Sure.'],
        ],
        ['Ines Ortega', 'Sam Cole', 'Priya Nair'],
      ),
    ).toEqual([{ text: 'Set up the sandbox accounts', owner: 'Priya Nair', dueDate: '2026-11-19' }]);
  });

  it('drops a dated task whose object is only a pronoun and a task of one word', () => {
    expect(
      itemsOf([
        ['Sam Cole', 'The weather has been awful this week.'],
        ['Ines Ortega', "I'll do that by Friday."],
        ['Ines Ortega', 'Decide by Monday.'],
      ]),
    ).toEqual([]);
  });
});
