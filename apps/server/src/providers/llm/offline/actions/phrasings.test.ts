import { describe, expect, it } from 'vitest';
import { itemsOf } from './test-transcript';

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
