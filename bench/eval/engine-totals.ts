import type { CrmValueKind } from './crm-properties';
import type { MeetingEvaluation } from './evaluate-meeting';
import { actionItemFigures } from './scoring/action-items';
import { chatFigures } from './scoring/chat-answers';
import { CRM_VALUE_KINDS, crmFigures } from './scoring/crm-values';
import { addRatios, shareOf } from './scoring/ratios';

/** An engine's figures over a set of meetings: counts are added across meetings, then divided. */
export type EngineTotals = {
  meetings: number;
  actionItems: {
    precision: number | null;
    recall: number | null;
    f1: number | null;
    ownerAccuracy: number | null;
    dueDateAccuracy: number | null;
    matched: number;
    predicted: number;
    expected: number;
  };
  summaryFactRecall: number | null;
  chat: {
    accuracy: number | null;
    accuracyBeforeQuotes: number | null;
    meanFactShare: number | null;
    correct: number;
    asked: number;
  };
  crm: {
    accuracyByKind: Record<CrmValueKind, number | null>;
    accuracy: number | null;
    answerable: number;
    abstentionPrecision: number | null;
    unanswerable: number;
    answerableAbstentionRate: number | null;
  };
  msPerMeeting: number;
  msPerAnswer: number | null;
  errors: number;
};

export function engineTotals(evaluations: readonly MeetingEvaluation[]): EngineTotals {
  const itemScores = evaluations.map((evaluation) => evaluation.actionItems);
  const figures = actionItemFigures(itemScores);
  const crm = crmFigures(evaluations.flatMap((evaluation) => evaluation.crm.outcomes));
  const answers = evaluations.flatMap((evaluation) => evaluation.answers);
  const facts = evaluations.map((evaluation) => evaluation.summary.facts);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    meetings: evaluations.length,
    actionItems: {
      ...figures,
      ownerAccuracy: shareOf(addRatios(itemScores.map((score) => score.owner))),
      dueDateAccuracy: shareOf(addRatios(itemScores.map((score) => score.due))),
      matched: sum(itemScores.map((score) => score.matched)),
      predicted: sum(itemScores.map((score) => score.predicted)),
      expected: sum(itemScores.map((score) => score.expected)),
    },
    summaryFactRecall: shareOf({
      hits: sum(facts.map((check) => check.found.length)),
      total: sum(facts.map((check) => check.found.length + check.missing.length)),
    }),
    chat: chatFigures(answers),
    crm: {
      accuracyByKind: Object.fromEntries(
        CRM_VALUE_KINDS.map((kind) => [kind, shareOf(crm.byKind[kind])]),
      ) as Record<CrmValueKind, number | null>,
      accuracy: shareOf(crm.overall),
      answerable: crm.overall.total,
      abstentionPrecision: shareOf(crm.abstention),
      unanswerable: crm.abstention.total,
      answerableAbstentionRate: shareOf(crm.answerableAbstention),
    },
    msPerMeeting:
      evaluations.length === 0
        ? 0
        : sum(evaluations.map((evaluation) => evaluation.timings.pipelineMs)) / evaluations.length,
    msPerAnswer:
      answers.length === 0
        ? null
        : sum(evaluations.map((evaluation) => evaluation.timings.chatMs)) / answers.length,
    errors: sum(evaluations.map((evaluation) => evaluation.errors.length)),
  };
}

/**
 * An engine's totals over every meeting, and apart over the meetings the offline engine was tuned
 * on and the held-out ones (null when the run had none of that set), so that tuning to the tuned
 * set's misses shows as a gap between the two.
 */
export type TotalsBySet = { all: EngineTotals; tuned: EngineTotals | null; heldOut: EngineTotals | null };

export function totalsBySet(evaluations: readonly MeetingEvaluation[]): TotalsBySet {
  const totalsOf = (subset: MeetingEvaluation[]) => (subset.length === 0 ? null : engineTotals(subset));
  return {
    all: engineTotals(evaluations),
    tuned: totalsOf(evaluations.filter((evaluation) => !evaluation.heldOut)),
    heldOut: totalsOf(evaluations.filter((evaluation) => evaluation.heldOut)),
  };
}

/** The goals for the offline engine (issue 15, item 1). */
export const OFFLINE_GOALS = [
  { name: 'action-item F1', target: 0.85, figureOf: (totals: EngineTotals) => totals.actionItems.f1 },
  { name: 'chat accuracy', target: 0.7, figureOf: (totals: EngineTotals) => totals.chat.accuracy },
  { name: 'CRM accuracy', target: 0.8, figureOf: (totals: EngineTotals) => totals.crm.accuracy },
  {
    name: 'abstention precision',
    target: 0.95,
    figureOf: (totals: EngineTotals) => totals.crm.abstentionPrecision,
  },
] as const;

export type GoalResult = { name: string; target: number; value: number | null; isMet: boolean };

/** Each goal with the engine's figure; a figure that could not be computed does not meet its goal. */
export function goalResults(totals: EngineTotals): GoalResult[] {
  return OFFLINE_GOALS.map((goal) => {
    const value = goal.figureOf(totals);
    return { name: goal.name, target: goal.target, value, isMet: value !== null && value >= goal.target };
  });
}
