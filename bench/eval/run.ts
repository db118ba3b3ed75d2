// The evaluation suite: `npm run eval [-- --verbose] [-- --meeting <slug>] [-- --engine offline|llm]`.
// Runs each engine over the annotated meetings, prints its figures and writes bench/results/eval-<date>-<time>.json.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { totalsBySet } from './engine-totals';
import { enginesUnderTest } from './engines';
import { evaluateMeeting, type MeetingEvaluation } from './evaluate-meeting';
import { EVAL_MEETINGS } from './meetings';
import { meetingMisses } from './report-misses';
import { engineTable, meetingsTable, setsTable } from './report-table';
import { type EngineRun, resultsDocument, writeResults } from './results-file';

const ZArgs = z.object({
  verbose: z.boolean().default(false),
  meeting: z
    .string()
    .refine((slug) => EVAL_MEETINGS.some((meeting) => meeting.slug === slug), {
      message: `no such meeting; one of: ${EVAL_MEETINGS.map((meeting) => meeting.slug).join(', ')}`,
    })
    .optional(),
  engine: z.enum(['offline', 'llm']).optional(),
});

function readArgs() {
  const { values } = parseArgs({
    options: {
      verbose: { type: 'boolean', short: 'v' },
      meeting: { type: 'string', short: 'm' },
      engine: { type: 'string' },
    },
  });
  const parsed = ZArgs.safeParse(values);
  if (!parsed.success) {
    console.error(
      `npm run eval: ${parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
    process.exit(2);
  }
  return parsed.data;
}

const args = readArgs();
const meetings = args.meeting
  ? EVAL_MEETINGS.filter((meeting) => meeting.slug === args.meeting)
  : EVAL_MEETINGS;
const { engines, note } = enginesUnderTest({ env: process.env, only: args.engine });
const ranAt = new Date();

console.log(
  `Evaluation suite: ${meetings.length} meetings (${meetings.map((meeting) => meeting.slug).join(', ')})\n`,
);
const runs: EngineRun[] = [];
for (const engine of engines) {
  // The first call loads models and compiles code: a warm-up run keeps that out of the offline
  // engine's time per meeting (an LLM's warm-up would cost calls, so it has none).
  const first = meetings[0];
  if (engine.id === 'offline' && first) await evaluateMeeting({ engine, meeting: first });
  const evaluations: MeetingEvaluation[] = [];
  for (const meeting of meetings) {
    const evaluation = await evaluateMeeting({ engine, meeting });
    evaluations.push(evaluation);
    if (args.verbose || args.meeting) {
      console.log(
        `${meetingMisses({ engine: engine.intelligence.engine, evaluation, full: Boolean(args.meeting) })}\n`,
      );
    }
  }
  const sets = totalsBySet(evaluations);
  const totals = sets.all;
  runs.push({
    engine: engine.intelligence.engine,
    totals,
    sets,
    evaluations,
    isOffline: engine.id === 'offline',
  });
  console.log(
    engineTable({ engine: engine.intelligence.engine, totals, withGoals: engine.id === 'offline' }),
  );
  const bySet = setsTable(sets);
  if (bySet) console.log(`\nTuned-on and held-out meetings apart:\n${bySet}\n`);
  console.log(`${meetingsTable(evaluations)}\n`);
  for (const evaluation of evaluations) {
    for (const error of evaluation.errors) console.log(`  ! ${evaluation.slug}: ${error}`);
  }
}
if (note) console.log(note);

if (args.meeting || args.engine) {
  console.log('\nResults not written: only part of the suite ran.');
} else {
  const file = await writeResults(resultsDocument({ ranAt, runs, note }));
  console.log(`\nResults written to ${file}`);
}
