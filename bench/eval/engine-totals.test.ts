import { describe, expect, it } from 'vitest';
import { fieldKeyOf } from './crm-properties';
import { engineTotals, goalResults, totalsBySet } from './engine-totals';
import type { EvalQuestion, TruthActionItem } from './eval-meeting';
import type { MeetingEvaluation } from './evaluate-meeting';
import { scoreActionItems } from './scoring/action-items';
import { scoreAnswer } from './scoring/chat-answers';
import { scoreCrm } from './scoring/crm-values';
import { checkFacts } from './scoring/facts';

const item: TruthActionItem = { gist: 'Send the revised proposal', owner: 'Sam Carter', due: '2026-03-13' };
const question: EvalQuestion = {
  id: 'budget',
  question: 'What is the budget?',
  facts: [{ id: 'budget', says: '$30,000', accept: ['30000'] }],
};

function evaluation(options: {
  slug: string;
  heldOut?: boolean;
  answer: string;
  itemText: string | null;
  amount: string | null;
}): MeetingEvaluation {
  return {
    slug: options.slug,
    kind: 'test',
    heldOut: options.heldOut ?? false,
    summary: {
      markdown: 'Budget 30k.',
      facts: checkFacts({
        text: 'Budget 30k.',
        facts: [
          { id: 'budget', says: 'Budget', accept: ['30000'] },
          { id: 'rival', says: 'Zendora', accept: ['Zendora'] },
        ],
      }),
    },
    actionItems: scoreActionItems({
      truth: [item],
      predicted: options.itemText ? [{ text: options.itemText, owner: 'Sam', dueDate: null }] : [],
    }),
    answers: [scoreAnswer({ question, answer: options.answer })],
    crm: scoreCrm({
      truth: [
        { property: 'amount', value: '30000' },
        { property: 'closedate', value: null },
      ],
      proposals: options.amount
        ? [{ key: fieldKeyOf('amount'), value: options.amount, quote: '', startMs: null }]
        : [],
    }),
    timings: { summariseMs: 10, actionItemsMs: 5, crmMs: 5, pipelineMs: 20, chatMs: 4 },
    errors: [],
  };
}

describe('engineTotals', () => {
  const totals = engineTotals([
    evaluation({
      slug: 'a',
      answer: 'The budget is $30,000.',
      itemText: 'Send the revised proposal',
      amount: '30000',
    }),
    evaluation({ slug: 'b', answer: 'No idea.', itemText: null, amount: '25000' }),
  ]);

  it('adds counts across meetings before dividing', () => {
    expect(totals.actionItems).toMatchObject({
      matched: 1,
      predicted: 1,
      expected: 2,
      precision: 1,
      recall: 0.5,
    });
    expect(totals.actionItems.ownerAccuracy).toBe(1);
    expect(totals.actionItems.dueDateAccuracy).toBe(0);
    expect(totals.summaryFactRecall).toBe(0.5);
    expect(totals.chat).toMatchObject({ accuracy: 0.5, correct: 1, asked: 2 });
    expect(totals.crm).toMatchObject({
      accuracy: 0.5,
      answerable: 2,
      abstentionPrecision: 1,
      unanswerable: 2,
    });
    expect(totals.crm.accuracyByKind.number).toBe(0.5);
    expect(totals.crm.accuracyByKind.date).toBeNull();
  });

  it('reports time per meeting and per answer', () => {
    expect(totals.msPerMeeting).toBe(20);
    expect(totals.msPerAnswer).toBe(4);
  });

  it('marks each goal met or not, a missing figure as not met', () => {
    const goals = goalResults(totals);
    expect(goals.map((goal) => [goal.name, goal.isMet])).toEqual([
      ['action-item F1', false],
      ['chat accuracy', false],
      ['CRM accuracy', false],
      ['abstention precision', true],
    ]);
    const empty = goalResults(engineTotals([]));
    expect(empty.every((goal) => goal.value === null && !goal.isMet)).toBe(true);
  });
});

describe('totalsBySet', () => {
  const tuned = evaluation({
    slug: 'tuned',
    answer: 'The budget is $30,000.',
    itemText: 'Send the revised proposal',
    amount: '30000',
  });
  const heldOut = evaluation({
    slug: 'held',
    heldOut: true,
    answer: 'No idea.',
    itemText: null,
    amount: null,
  });

  it('totals the tuned-on and the held-out meetings apart as well as together', () => {
    const sets = totalsBySet([tuned, heldOut]);
    expect(sets.all.meetings).toBe(2);
    expect(sets.tuned).toMatchObject({ meetings: 1, chat: { accuracy: 1 }, crm: { accuracy: 1 } });
    expect(sets.heldOut).toMatchObject({ meetings: 1, chat: { accuracy: 0 }, crm: { accuracy: 0 } });
    expect(sets.heldOut?.actionItems.recall).toBe(0);
    expect(sets.all.chat.accuracy).toBe(0.5);
  });

  it('has no held-out totals when no held-out meeting ran', () => {
    const sets = totalsBySet([tuned]);
    expect(sets.heldOut).toBeNull();
    expect(sets.tuned?.meetings).toBe(1);
  });
});
