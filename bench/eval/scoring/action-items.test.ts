import { describe, expect, it } from 'vitest';
import type { TruthActionItem } from '../eval-meeting';
import { actionItemFigures, isSameOwner, itemSimilarity, scoreActionItems } from './action-items';

const proposal: TruthActionItem = {
  gist: 'Send the revised proposal with the ERP connector',
  owner: 'Sam Carter',
  due: '2026-03-13',
};
const categories: TruthActionItem = {
  gist: 'Share the ticket categories',
  owner: 'Pieter de Vries',
  due: '2026-03-11',
};

describe('itemSimilarity', () => {
  it('is the Jaccard similarity of content words, the best over the wordings', () => {
    expect(
      itemSimilarity({ gist: 'send revised proposal', text: 'Send the revised proposal' }).similarity,
    ).toBe(1);
    const result = itemSimilarity({
      gist: ['book the demo', 'send revised proposal'],
      text: 'send proposal',
    });
    expect(result.similarity).toBeCloseTo(2 / 3);
    expect(result.shared).toBe(2);
  });
});

describe('isSameOwner', () => {
  it('accepts the full name or a part of it, case aside', () => {
    expect(isSameOwner({ truth: 'Priya Raman', predicted: 'priya' })).toBe(true);
    expect(isSameOwner({ truth: 'Priya Raman', predicted: 'Priya Raman' })).toBe(true);
  });

  it('refuses another person, and an owner where nobody took it, and the reverse', () => {
    expect(isSameOwner({ truth: 'Priya Raman', predicted: 'Priya Shah' })).toBe(false);
    expect(isSameOwner({ truth: null, predicted: 'Priya' })).toBe(false);
    expect(isSameOwner({ truth: 'Priya Raman', predicted: null })).toBe(false);
    expect(isSameOwner({ truth: null, predicted: null })).toBe(true);
  });
});

describe('scoreActionItems', () => {
  it('matches one to one by text and checks owner and due date on each pair', () => {
    const score = scoreActionItems({
      truth: [proposal, categories],
      predicted: [
        {
          text: "I'll share our ticket categories with you tomorrow",
          owner: 'Pieter',
          dueDate: '2026-03-11',
        },
        {
          text: 'Send the revised proposal by Friday, with the ERP connector included',
          owner: 'Marta',
          dueDate: null,
        },
      ],
    });
    expect(score.matched).toBe(2);
    expect(score.owner).toEqual({ hits: 1, total: 2 });
    expect(score.due).toEqual({ hits: 1, total: 2 });
    expect(score.missed).toEqual([]);
    expect(score.extra).toEqual([]);
  });

  it('matches a truth item once, however many predictions resemble it', () => {
    const score = scoreActionItems({
      truth: [proposal],
      predicted: [
        { text: 'Send the revised proposal with the ERP connector', owner: 'Sam', dueDate: '2026-03-13' },
        { text: 'Revised proposal with ERP connector to be sent', owner: 'Sam', dueDate: '2026-03-13' },
      ],
    });
    expect(score.matched).toBe(1);
    expect(score.extra).toHaveLength(1);
    expect(actionItemFigures([score])).toEqual({ precision: 0.5, recall: 1, f1: 2 / 3 });
  });

  it('does not match items that share only a word', () => {
    const score = scoreActionItems({
      truth: [proposal],
      predicted: [{ text: 'Send the security questionnaire to Dana', owner: 'Sam', dueDate: null }],
    });
    expect(score.matched).toBe(0);
    expect(score.missed).toEqual([proposal]);
    expect(actionItemFigures([score])).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it('gives F1 0 when nothing is predicted and n/a when nothing was expected nor predicted', () => {
    expect(actionItemFigures([scoreActionItems({ truth: [proposal], predicted: [] })]).f1).toBe(0);
    expect(actionItemFigures([scoreActionItems({ truth: [], predicted: [] })]).f1).toBeNull();
  });

  it('adds counts across meetings rather than averaging ratios', () => {
    const perfect = scoreActionItems({
      truth: [categories],
      predicted: [{ text: 'Share the ticket categories', owner: 'Pieter de Vries', dueDate: '2026-03-11' }],
    });
    const empty = scoreActionItems({ truth: [proposal, proposal, proposal], predicted: [] });
    expect(actionItemFigures([perfect, empty])).toEqual({ precision: 1, recall: 0.25, f1: 0.4 });
  });
});
