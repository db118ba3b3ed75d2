import { type EngineTotals, type GoalResult, goalResults, type TotalsBySet } from './engine-totals';
import type { MeetingEvaluation } from './evaluate-meeting';
import { actionItemFigures } from './scoring/action-items';
import { chatFigures } from './scoring/chat-answers';
import { shareOf } from './scoring/ratios';

/** A share with two decimals; `n/a` when nothing was there to count. */
export const formatShare = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));

const pad = (text: string, width: number) => text.padEnd(width);

/** The engine's figures, one a line, with the offline engine's goals beside theirs. */
export function engineTable(options: { engine: string; totals: EngineTotals; withGoals: boolean }): string {
  const { totals } = options;
  const goals = new Map<string, GoalResult>(goalResults(totals).map((goal) => [goal.name, goal]));
  const goalText = (name: string) => {
    const goal = goals.get(name);
    if (!options.withGoals || !goal) return '';
    return `≥ ${goal.target.toFixed(2)}  ${goal.isMet ? 'met' : 'UNMET'}`;
  };
  const { actionItems, chat, crm } = totals;
  const rows: Array<[string, string, string]> = [
    [
      'action items: precision',
      formatShare(actionItems.precision),
      `${actionItems.matched} of ${actionItems.predicted} proposed`,
    ],
    [
      'action items: recall',
      formatShare(actionItems.recall),
      `${actionItems.matched} of ${actionItems.expected} agreed`,
    ],
    ['action items: F1', formatShare(actionItems.f1), goalText('action-item F1')],
    ['action items: owner accuracy', formatShare(actionItems.ownerAccuracy), 'over matched items'],
    ['action items: due-date accuracy', formatShare(actionItems.dueDateAccuracy), 'over matched items'],
    ['summary: key-fact recall', formatShare(totals.summaryFactRecall), ''],
    [
      'chat: accuracy',
      formatShare(chat.accuracy),
      goalText('chat accuracy') || `${chat.correct} of ${chat.asked}`,
    ],
    [
      'chat: accuracy before quotes',
      formatShare(chat.accuracyBeforeQuotes),
      'facts said before any quoted passage',
    ],
    ['chat: mean share of facts', formatShare(chat.meanFactShare), ''],
    ...(['enumeration', 'number', 'date', 'bool', 'text'] as const).map((kind): [string, string, string] => [
      `CRM accuracy: ${kind}`,
      formatShare(crm.accuracyByKind[kind]),
      '',
    ]),
    [
      'CRM accuracy: overall',
      formatShare(crm.accuracy),
      goalText('CRM accuracy') || `${crm.answerable} answerable`,
    ],
    [
      'CRM abstention precision',
      formatShare(crm.abstentionPrecision),
      goalText('abstention precision') || `${crm.unanswerable} unanswerable`,
    ],
    ['CRM abstention on answerable', formatShare(crm.answerableAbstentionRate), 'lower is better'],
    ['ms per meeting (summary+items+CRM)', totals.msPerMeeting.toFixed(0), ''],
    ['ms per chat answer', totals.msPerAnswer === null ? 'n/a' : totals.msPerAnswer.toFixed(0), ''],
  ];
  const lines = [
    `Engine: ${options.engine} (${totals.meetings} meetings${totals.errors > 0 ? `, ${totals.errors} failed calls` : ''})`,
    ...rows.map(([name, value, note]) => `  ${pad(name, 36)} ${value.padStart(6)}   ${note}`.trimEnd()),
  ];
  return lines.join('\n');
}

/**
 * The headline figures of the tuned-on and the held-out meetings side by side (with all of them),
 * or null when the run did not have both: a held-out figure well below its tuned one means the
 * engine was fitted to the tuned meetings rather than improved.
 */
export function setsTable(sets: TotalsBySet): string | null {
  const { tuned, heldOut, all } = sets;
  if (!tuned || !heldOut) return null;
  const columns = [tuned, heldOut, all];
  const rows: Array<[string, (totals: EngineTotals) => string]> = [
    ['action items: precision', (totals) => formatShare(totals.actionItems.precision)],
    ['action items: recall', (totals) => formatShare(totals.actionItems.recall)],
    ['action items: F1', (totals) => formatShare(totals.actionItems.f1)],
    ['action items: owner accuracy', (totals) => formatShare(totals.actionItems.ownerAccuracy)],
    ['action items: due-date accuracy', (totals) => formatShare(totals.actionItems.dueDateAccuracy)],
    ['summary: key-fact recall', (totals) => formatShare(totals.summaryFactRecall)],
    ['chat: accuracy', (totals) => formatShare(totals.chat.accuracy)],
    ['chat: accuracy before quotes', (totals) => formatShare(totals.chat.accuracyBeforeQuotes)],
    ['CRM accuracy: overall', (totals) => formatShare(totals.crm.accuracy)],
    ['CRM abstention precision', (totals) => formatShare(totals.crm.abstentionPrecision)],
    ['CRM abstention on answerable', (totals) => formatShare(totals.crm.answerableAbstentionRate)],
  ];
  const headers = [`tuned (${tuned.meetings})`, `held out (${heldOut.meetings})`, `all (${all.meetings})`];
  const cell = (text: string) => text.padStart(14);
  return [
    `  ${pad('', 36)}${headers.map(cell).join('')}`,
    ...rows.map(
      ([name, figureOf]) => `  ${pad(name, 36)}${columns.map((totals) => cell(figureOf(totals))).join('')}`,
    ),
  ].join('\n');
}

/** One line a meeting, for seeing where an engine is weak; held-out meetings are starred. */
export function meetingsTable(evaluations: readonly MeetingEvaluation[]): string {
  const header = `  ${pad('meeting', 28)} ${pad('items P/R/F1', 16)} ${pad('owner', 6)} ${pad('due', 6)} ${pad('facts', 6)} ${pad('chat', 6)} ${pad('CRM', 6)} ${pad('abst.', 6)} ms`;
  const rows = evaluations.map((evaluation) => {
    const items = actionItemFigures([evaluation.actionItems]);
    const chat = chatFigures(evaluation.answers);
    const facts = evaluation.summary.facts;
    return [
      `  ${pad(`${evaluation.slug}${evaluation.heldOut ? ' *' : ''}`, 28)}`,
      pad(`${formatShare(items.precision)}/${formatShare(items.recall)}/${formatShare(items.f1)}`, 16),
      pad(formatShare(shareOf(evaluation.actionItems.owner)), 6),
      pad(formatShare(shareOf(evaluation.actionItems.due)), 6),
      pad(
        formatShare(shareOf({ hits: facts.found.length, total: facts.found.length + facts.missing.length })),
        6,
      ),
      pad(formatShare(chat.accuracy), 6),
      pad(formatShare(shareOf(evaluation.crm.overall)), 6),
      pad(formatShare(shareOf(evaluation.crm.abstention)), 6),
      evaluation.timings.pipelineMs.toFixed(0),
    ].join(' ');
  });
  const footnote = evaluations.some((evaluation) => evaluation.heldOut)
    ? ['  * held out: not looked at while the offline engine was tuned']
    : [];
  return [header, ...rows, ...footnote].join('\n');
}
