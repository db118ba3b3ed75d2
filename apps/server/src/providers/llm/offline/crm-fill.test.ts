import { describe, expect, it } from 'vitest';
import type { CrmFieldProposal, CrmFieldToFill, MeetingContext } from '../meeting-intelligence';
import {
  CRM_CALL_PARTICIPANTS,
  CRM_CALL_SEGMENTS,
  CRM_CALL_STARTED_AT,
  CRM_CALL_TITLE,
  DEAL_FIELDS,
  NO_BUDGET_CALL_SEGMENTS,
} from './fixtures/crm-sales-call';
import { createOfflineIntelligence } from './index';
import { createOfflineIntelligenceWithoutBlocking } from './offline-intelligence-without-blocking';

const engine = createOfflineIntelligence();
type Input = MeetingContext & { summary: string | null; fields: CrmFieldToFill[] };

function call(options: { segments?: MeetingContext['segments']; fields?: CrmFieldToFill[] } = {}): Input {
  return {
    title: CRM_CALL_TITLE,
    startedAt: CRM_CALL_STARTED_AT,
    participants: CRM_CALL_PARTICIPANTS,
    segments: options.segments ?? CRM_CALL_SEGMENTS,
    summary: null,
    fields: options.fields ?? Object.values(DEAL_FIELDS),
  };
}

/** A short meeting from lines, one segment each. */
function lines(...texts: string[]): MeetingContext['segments'] {
  return texts.map((text, index) => ({
    speaker: index % 2 === 0 ? 'Marta Jansen' : 'Sam Carter',
    text,
    startMs: index * 10_000,
    endMs: index * 10_000 + 9_000,
  }));
}

async function proposals(input: Input): Promise<Map<string, CrmFieldProposal>> {
  const { proposals } = await engine.fillCrmFields(input);
  return new Map(proposals.map((proposal) => [proposal.key, proposal]));
}

async function filled(field: CrmFieldToFill, ...texts: string[]): Promise<string | null> {
  const found = await proposals(call({ segments: lines(...texts), fields: [field] }));
  return found.get(field.key)?.value ?? null;
}

/** Where the transcript says `words`, as the evidence must point. */
function startOf(words: string): number {
  const segment = CRM_CALL_SEGMENTS.find((candidate) => candidate.text.includes(words));
  if (!segment) throw new Error(`The fixture does not say "${words}"`);
  return segment.startMs;
}

describe('the offline engine fills CRM fields from a sales call', () => {
  it('gives each answered field a typed value with the verbatim quote and its moment', async () => {
    const found = await proposals(call());
    // "Make a decision by the end of next month" dates the decision, not a close: nobody signs.
    expect(found.get(DEAL_FIELDS.closeDate.key)).toBeUndefined();
    const expected: Array<[CrmFieldToFill, string, string]> = [
      [DEAL_FIELDS.budget, '30000', 'We have thirty thousand euros set aside'],
      [DEAL_FIELDS.amount, '24000', 'the price would be twenty-four thousand euros a year'],
      [DEAL_FIELDS.seats, '20', 'For twenty seats on the annual plan'],
      [DEAL_FIELDS.budgetConfirmed, 'true', 'the budget is approved'],
      [DEAL_FIELDS.priority, 'high', 'this is a top priority for our operations team'],
      [DEAL_FIELDS.dealStage, 'decisionmakerboughtin', 'Our CFO is fully on board'],
      // 30 April is in the quarter after the meeting's.
      [DEAL_FIELDS.decisionTimeline, 'next_quarter', 'make a decision by the end of next month'],
      [DEAL_FIELDS.competitors, 'Zendora', 'we are also talking to Zendora'],
    ];
    for (const [field, value, words] of expected) {
      const proposal = found.get(field.key);
      expect(proposal, field.label).toBeDefined();
      expect(proposal!.value, field.label).toBe(value);
      expect(proposal!.quote, field.label).toContain(words);
      expect(
        CRM_CALL_SEGMENTS.some((segment) => segment.text.includes(proposal!.quote)),
        field.label,
      ).toBe(true);
      expect(proposal!.startMs, field.label).toBeGreaterThanOrEqual(startOf(words));
      expect(proposal!.startMs, field.label).toBeLessThan(startOf(words) + 20_000);
    }
  });

  it('writes text fields from the statements that answer them', async () => {
    const found = await proposals(call());
    expect(found.get(DEAL_FIELDS.painPoints.key)?.value).toMatch(/two hours a day copying orders/);
    expect(found.get(DEAL_FIELDS.nextStep.key)?.value).toMatch(
      /Sam Carter: Send the revised proposal \(by 2026-03-13\)/,
    );
    const description = found.get(DEAL_FIELDS.description.key)?.value ?? '';
    expect(description).toMatch(/^2026-03-10, Hollandia Foods/);
    expect(description).toMatch(/thirty thousand euros set aside/);
  });

  it('proposes nothing for the fields the call does not answer', async () => {
    const found = await proposals(call());
    for (const field of [
      DEAL_FIELDS.dealType,
      DEAL_FIELDS.contractStart,
      DEAL_FIELDS.locations,
      DEAL_FIELDS.legalApproved,
      DEAL_FIELDS.phone,
      DEAL_FIELDS.owner,
    ]) {
      expect(found.get(field.key), field.label).toBeUndefined();
    }
  });

  it('reads a budget that is not there yet as false, and proposes little else', async () => {
    const found = await proposals(call({ segments: NO_BUDGET_CALL_SEGMENTS }));
    expect(found.get(DEAL_FIELDS.budgetConfirmed.key)?.value).toBe('false');
    expect([...found.keys()].sort()).toEqual(
      [DEAL_FIELDS.description.key, DEAL_FIELDS.budgetConfirmed.key].sort(),
    );
  });

  it('adds a dated update to the description, making room by dropping its oldest paragraphs', async () => {
    const old = `2025-01-01, Intro: ${'An old note. '.repeat(300).trim()}`;
    const current = [old, '2025-06-01, Follow-up: Pieter asked about the ERP connector.'].join('\n\n');
    const found = await proposals(call({ fields: [{ ...DEAL_FIELDS.description, currentValue: current }] }));
    const value = found.get(DEAL_FIELDS.description.key)?.value ?? '';
    expect(value.length).toBeLessThanOrEqual(4_000);
    expect(value).toMatch(
      /^2025-06-01, Follow-up: Pieter asked about the ERP connector\.\n\n2026-03-10, Hollandia/,
    );
    expect(value).toMatch(/thirty thousand euros set aside/);
  });

  it('does not repeat what the record already holds', async () => {
    const competitors = { ...DEAL_FIELDS.competitors, currentValue: 'Zendora' };
    const budget = { ...DEAL_FIELDS.budget, currentValue: '30000' };
    const found = await proposals(call({ fields: [competitors, budget] }));
    expect(found.size).toBe(0);
    const more = await proposals(call({ fields: [{ ...competitors, currentValue: 'Freshdesk' }] }));
    expect(more.get(competitors.key)?.value).toBe('Freshdesk, Zendora');
  });
});

describe('type handling of the offline engine', () => {
  it('resolves numbers said in words, figures and shorthand', async () => {
    expect(await filled(DEAL_FIELDS.budget, 'Our budget for this is $9,000 in total.')).toBe('9000');
    expect(await filled(DEAL_FIELDS.budget, 'We have 2.5k left in the budget for tooling.')).toBe('2500');
    expect(
      await filled(DEAL_FIELDS.amount, 'The total contract value comes to 1.2 million over three years.'),
    ).toBe('1200000');
    // A unit price is not the deal's amount; the yearly total is.
    expect(
      await filled(DEAL_FIELDS.amount, 'The price is $38 per user per month, about $27,360 a year.'),
    ).toBe('27360');
    expect(await filled(DEAL_FIELDS.seats, 'We have about forty agents and want twenty users on it.')).toBe(
      '20',
    );
  });

  it('abstains on a number the meeting leaves open', async () => {
    expect(
      await filled(DEAL_FIELDS.budget, 'Is your budget around fifty thousand?', 'We will see.'),
    ).toBeNull();
    expect(
      await filled(
        DEAL_FIELDS.budget,
        'The budget is thirty thousand euros.',
        'Or maybe the budget is forty thousand euros.',
      ),
    ).toBeNull();
    expect(await filled(DEAL_FIELDS.seats, 'We ship eleven thousand orders a week.')).toBeNull();
  });

  it('resolves relative dates against the meeting day, only when said about the field', async () => {
    // Tuesday 10 March 2026.
    expect(await filled(DEAL_FIELDS.closeDate, 'We will sign by Friday.')).toBe('2026-03-13T00:00:00.000Z');
    expect(await filled(DEAL_FIELDS.closeDate, 'We expect to sign in Q3.')).toBe('2026-09-30T00:00:00.000Z');
    expect(
      await filled(DEAL_FIELDS.contractStart, 'The contract should start on the first of next month.'),
    ).toBe('2026-04-01');
    expect(await filled(DEAL_FIELDS.closeDate, "I'll send the deck by Friday.")).toBeNull();
    expect(await filled(DEAL_FIELDS.closeDate, 'If legal agrees, we could sign by Friday.')).toBeNull();
  });

  it('reads a bool only from a plain statement', async () => {
    const field = DEAL_FIELDS.budgetConfirmed;
    expect(await filled(field, 'Good news, the budget is approved.')).toBe('true');
    expect(await filled(field, "We don't have budget yet.")).toBe('false');
    expect(await filled(field, 'Is the budget approved?')).toBeNull();
    expect(await filled(field, 'If the budget is approved, we start in May.')).toBeNull();
    expect(
      await filled(field, 'The budget is approved.', 'Actually, the budget is not approved.'),
    ).toBeNull();
  });

  it('gives an enumeration one of its options, only on a clear cue', async () => {
    const priority = DEAL_FIELDS.priority;
    expect(await filled(priority, 'For us this is a medium priority.')).toBe('medium');
    expect(await filled(priority, 'Honestly it is a nice to have, no rush.')).toBe('low');
    expect(await filled(priority, 'This is not a high priority for us.')).toBeNull();
    expect(await filled(priority, 'We should talk about priorities next time.')).toBeNull();
    expect(await filled(DEAL_FIELDS.dealStage, 'We signed the order form this morning.')).toBe('closedwon');
    expect(await filled(DEAL_FIELDS.dealStage, "We haven't signed the order form yet.")).toBeNull();
    expect(
      await filled(DEAL_FIELDS.dealType, 'This is a renewal of our existing business with you.'),
    ).toBeNull();
  });

  it('names competitors only next to a competition cue, never the people in the room', async () => {
    const competitors = DEAL_FIELDS.competitors;
    expect(await filled(competitors, 'We are evaluating Freshdesk and Zendora as well.')).toBe(
      'Freshdesk, Zendora',
    );
    expect(await filled(competitors, 'Sam Carter is also looking at the Rotterdam numbers.')).toBeNull();
    expect(await filled(competitors, 'Our Rotterdam team is great.')).toBeNull();
  });

  it('fills a phone number only when one is said', async () => {
    expect(await filled(DEAL_FIELDS.phone, 'My phone number is +31 20 555 0134.')).toBe('+31 20 555 0134');
    expect(await filled(DEAL_FIELDS.phone, 'Call my phone any time.')).toBeNull();
  });
});

describe('evidence and abstention of the offline engine (issue 15)', () => {
  const industry: CrmFieldToFill = {
    ...DEAL_FIELDS.dealType,
    key: 'company:1:industry',
    propertyName: 'industry',
    label: 'Industry',
    description: 'The type of business the company performs.',
    fieldType: 'select',
    options: [
      { value: 'UTILITIES', label: 'Utilities' },
      { value: 'BANKING', label: 'Banking' },
      { value: 'RETAIL', label: 'Retail' },
    ],
  };
  const renewalDate: CrmFieldToFill = {
    ...DEAL_FIELDS.contractStart,
    key: 'company:1:contract_renewal_date',
    propertyName: 'contract_renewal_date',
    label: 'Contract Renewal Date',
    description: "When the company's current contract comes up for renewal.",
  };

  it('reads a statement after its condition, not a possibility or a condition itself', async () => {
    expect(await filled(DEAL_FIELDS.closeDate, 'If the terms are fine, we sign by March thirty-first.')).toBe(
      '2026-03-31T00:00:00.000Z',
    );
    expect(
      await filled(DEAL_FIELDS.closeDate, 'If you sign by the end of this month, we waive the fee.'),
    ).toBeNull();
    expect(
      await filled(
        DEAL_FIELDS.priority,
        "We're marking this high priority, so if anything blocks you, call me.",
      ),
    ).toBe('high');
    expect(await filled(DEAL_FIELDS.priority, 'No rush on the slides, by the way.')).toBeNull();
  });

  it('takes a date from a confirmed question, and the date said of the contract among several', async () => {
    expect(
      await filled(
        DEAL_FIELDS.contractStart,
        'So the contract would start on April first?',
        'April first, yes.',
      ),
    ).toBe('2026-04-01');
    expect(
      await filled(DEAL_FIELDS.contractStart, 'So the contract would start on April first?', 'No, not yet.'),
    ).toBeNull();
    expect(
      await filled(
        DEAL_FIELDS.contractStart,
        'We want it signed by March twentieth, so the contract can be effective May first.',
      ),
    ).toBe('2026-05-01');
    expect(
      await filled(DEAL_FIELDS.contractStart, 'Great, so we can start the training next week.'),
    ).toBeNull();
  });

  it('keeps task deadlines and "the end of" out of a renewal date', async () => {
    expect(await filled(renewalDate, 'Your renewal is coming up on June thirtieth.')).toBe('2026-06-30');
    expect(
      await filled(
        renewalDate,
        'Your renewal is coming up on June thirtieth.',
        "I'll send you the renewal proposal by next Wednesday.",
      ),
    ).toBe('2026-06-30');
    expect(await filled(renewalDate, 'We would like to sign by the end of June.')).toBeNull();
    expect(await filled(renewalDate, 'End of July.')).toBeNull();
  });

  it('names the competitor of a reply to "are you looking at alternatives?"', async () => {
    expect(
      await filled(
        DEAL_FIELDS.competitors,
        'Are you looking at alternatives?',
        'Honestly yes, we had a demo from Zendora last week.',
      ),
    ).toBe('Zendora');
  });

  it('writes a pain only from words of trouble, not from hours or "biggest" alone', async () => {
    expect(
      await filled(DEAL_FIELDS.painPoints, 'The workshop takes an hour per team, on site or remote.'),
    ).toBeNull();
    expect(await filled(DEAL_FIELDS.painPoints, "Let's go deal by deal, biggest first.")).toBeNull();
    expect(
      await filled(
        DEAL_FIELDS.painPoints,
        'Our planners spend half their week fixing double entries by hand.',
      ),
    ).toMatch(/planners spend half their week/);
  });

  it('reads the industry from what the customer says it is, not from whom the vendor served', async () => {
    expect(await filled(industry, 'As a regulated utility we report every outage call.')).toBe('UTILITIES');
    expect(await filled(industry, "We've done it for a couple of banks already.")).toBeNull();
    expect(await filled(DEAL_FIELDS.dealType, 'Your renewal is coming up at the end of June.')).toBe(
      'existingbusiness',
    );
  });
});

describe('CRM values said in other words, second pass (issue 15)', () => {
  const employees: CrmFieldToFill = {
    ...DEAL_FIELDS.seats,
    key: 'company:numberofemployees',
    objectType: 'company',
    propertyName: 'numberofemployees',
    label: 'Number of Employees',
    description: 'The total number of employees who work for the company.',
    prompt: 'The total number of employees who work for the company.',
  };
  const strategic: CrmFieldToFill = {
    ...DEAL_FIELDS.budgetConfirmed,
    key: 'company:is_strategic_account',
    objectType: 'company',
    propertyName: 'is_strategic_account',
    label: 'Strategic Account',
    description: 'Whether leadership follows this account closely.',
    prompt: 'Whether leadership follows this account closely.',
  };

  it('takes the last agreed amount, not a threshold, what they pay today, a budget or a fee', async () => {
    expect(
      await filled(
        DEAL_FIELDS.amount,
        'Today we pay our current vendor thirty thousand dollars a year.',
        'Our quote is twenty-six thousand dollars a year for the team.',
        'Setup is a one-off fee of two thousand dollars.',
        'If you sign this month, the price comes to twenty-five thousand dollars a year.',
        'Our CFO signs anything over fifty thousand dollars.',
        'I set aside forty thousand in the budget.',
      ),
    ).toBe('25000');
    expect(
      await filled(DEAL_FIELDS.amount, 'With training, year one is forty-four and a half thousand pounds.'),
    ).toBe('44500');
  });

  it('counts the seats priced in the proposal, not those of another contract or paid for today', async () => {
    expect(
      await filled(
        DEAL_FIELDS.seats,
        'Our outsourcer has about thirty seats for overflow.',
        'So eighty agent licences at forty dollars per agent per month.',
      ),
    ).toBe('80');
    expect(
      await filled(
        DEAL_FIELDS.seats,
        'Why do we pay for fifty seats when half are idle?',
        'Today we pay for fifty seats.',
        'Thirty-five seats covers every office.',
      ),
    ).toBe('35');
  });

  it('reads the headcount from the whole company, not from a team', async () => {
    expect(
      await filled(employees, 'We have twenty drivers, and about a hundred and ten people all in.'),
    ).toBe('110');
    expect(await filled(employees, 'A design firm of ninety people is not a bank.')).toBe('90');
    expect(await filled(employees, "I'm not creating accounts for twenty-five people by hand.")).toBeNull();
  });

  it('reads a yes/no property restated in the words of its description', async () => {
    expect(
      await filled(
        strategic,
        'You matter to us: our VP of customer success follows this account personally.',
      ),
    ).toBe('true');
    expect(await filled(strategic, 'Our account team will follow up next week.')).toBeNull();
    expect(
      await filled(DEAL_FIELDS.budgetConfirmed, 'Do you have budget?', "It's budgeted, that part is done."),
    ).toBe('true');
    expect(
      await filled(
        DEAL_FIELDS.budgetConfirmed,
        "That's under their sixty thousand budget, which the owner already approved in January.",
      ),
    ).toBe('true');
  });
});

describe('CRM fields on a worker thread', () => {
  it('gives on a worker thread exactly what the engine gives inline', { timeout: 60_000 }, async () => {
    const offThread = createOfflineIntelligenceWithoutBlocking({ offThreadFromChars: 0 });
    const input = call();
    expect(await offThread.fillCrmFields(input)).toEqual(await engine.fillCrmFields(input));
  });
});
