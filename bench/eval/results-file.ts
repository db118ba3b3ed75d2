import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type EngineTotals, type GoalResult, goalResults, type TotalsBySet } from './engine-totals';
import type { MeetingEvaluation } from './evaluate-meeting';
import { actionItemFigures } from './scoring/action-items';
import { chatFigures } from './scoring/chat-answers';
import { shareOf } from './scoring/ratios';

/** Where dated results are kept, so a change to an engine shows its effect against earlier runs. */
export const RESULTS_DIR = path.join(import.meta.dirname, '..', 'results');

const two = (value: number) => String(value).padStart(2, '0');

/** The run's local date, YYYY-MM-DD. */
export function localDate(now: Date): string {
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The run's local time of day, HHMM: two sessions on one day keep both their results. */
function localTime(now: Date): string {
  return `${two(now.getHours())}${two(now.getMinutes())}`;
}

/** One meeting's figures and what failed, by id, small enough to compare runs by eye or by diff. */
function meetingRecord(evaluation: MeetingEvaluation) {
  const items = actionItemFigures([evaluation.actionItems]);
  const facts = evaluation.summary.facts;
  return {
    slug: evaluation.slug,
    kind: evaluation.kind,
    heldOut: evaluation.heldOut,
    actionItems: {
      ...items,
      ownerAccuracy: shareOf(evaluation.actionItems.owner),
      dueDateAccuracy: shareOf(evaluation.actionItems.due),
      matched: evaluation.actionItems.matched,
      predicted: evaluation.actionItems.predicted,
      expected: evaluation.actionItems.expected,
    },
    summaryFactRecall: shareOf({
      hits: facts.found.length,
      total: facts.found.length + facts.missing.length,
    }),
    missingFacts: facts.missing.map((fact) => fact.id),
    chat: {
      ...chatFigures(evaluation.answers),
      failed: evaluation.answers.filter((a) => !a.isCorrect).map((a) => a.question.id),
    },
    crm: {
      accuracy: shareOf(evaluation.crm.overall),
      abstentionPrecision: shareOf(evaluation.crm.abstention),
      verdicts: Object.fromEntries(
        evaluation.crm.outcomes.map((outcome) => [outcome.property, outcome.verdict]),
      ),
    },
    timings: Object.fromEntries(
      Object.entries(evaluation.timings).map(([name, ms]) => [name, Math.round(ms)]),
    ),
    errors: evaluation.errors,
  };
}

export type EngineRun = {
  engine: string;
  /** Over every meeting; `sets` has them apart as well. */
  totals: EngineTotals;
  sets: TotalsBySet;
  evaluations: MeetingEvaluation[];
  isOffline: boolean;
};

export function resultsDocument(options: { ranAt: Date; runs: readonly EngineRun[]; note: string | null }) {
  return {
    date: localDate(options.ranAt),
    ranAt: options.ranAt.toISOString(),
    note: options.note,
    engines: options.runs.map((run) => ({
      engine: run.engine,
      totals: run.totals,
      goals: run.isOffline ? goalResults(run.totals) : ([] as GoalResult[]),
      tunedTotals: run.sets.tuned,
      heldOutTotals: run.sets.heldOut,
      heldOutGoals: run.isOffline && run.sets.heldOut ? goalResults(run.sets.heldOut) : ([] as GoalResult[]),
      meetings: run.evaluations.map(meetingRecord),
    })),
  };
}

/** Writes `bench/results/eval-YYYY-MM-DD-HHMM.json` (the run's local date and time) and returns its path. */
export async function writeResults(document: ReturnType<typeof resultsDocument>): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `eval-${document.date}-${localTime(new Date(document.ranAt))}.json`);
  // Four decimals are plenty to compare runs and keep diffs readable.
  const rounded = (_key: string, value: unknown) =>
    typeof value === 'number' && !Number.isInteger(value) ? Number(value.toFixed(4)) : value;
  await writeFile(file, `${JSON.stringify(document, rounded, 2)}\n`);
  return file;
}
