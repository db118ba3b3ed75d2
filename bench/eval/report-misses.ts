import type { CrmTruth } from './eval-meeting';
import type { MeetingEvaluation } from './evaluate-meeting';
import type { PredictedActionItem } from './scoring/action-items';

/** Longest answer quoted in the misses: enough to see what the engine said. */
const MAX_ANSWER_CHARS = 700;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const gistOf = (gist: string | readonly string[]) => (typeof gist === 'string' ? gist : (gist[0] ?? ''));
const predictedLine = (item: PredictedActionItem) =>
  `[${item.owner ?? 'no owner'} · ${item.dueDate ?? 'no date'}] ${oneLine(item.text)}`;

function truthValueOf(truth: CrmTruth): string {
  if ('facts' in truth) return truth.facts.map((fact) => fact.says).join('; ');
  return [truth.value ?? '(none)', ...(truth.alsoAccept ?? [])].join(' or ');
}

/**
 * What went wrong for one engine on one meeting: every missed or extra action item, wrong owner
 * or date, missing key fact, failed question with the answer given, and wrong, missed or invented
 * CRM value with its quote. `full` adds the summary and the action items as the engine wrote them.
 */
export function meetingMisses(options: {
  engine: string;
  evaluation: MeetingEvaluation;
  full: boolean;
}): string {
  const { evaluation } = options;
  const lines: string[] = [`── ${evaluation.slug} (${evaluation.kind}) · ${options.engine} ──`];
  for (const error of evaluation.errors) lines.push(`  ! failed: ${error}`);

  const items = evaluation.actionItems;
  lines.push(
    `Action items: ${items.matched} matched of ${items.expected} agreed, ${items.predicted} proposed`,
  );
  for (const truth of items.missed) {
    lines.push(`  missed: [${truth.owner ?? 'no owner'} · ${truth.due ?? 'no date'}] ${gistOf(truth.gist)}`);
  }
  for (const extra of items.extra) lines.push(`  extra:  ${predictedLine(extra)}`);
  for (const match of items.matches) {
    if (!match.isOwnerRight) {
      lines.push(
        `  owner ✗: "${gistOf(match.truth.gist)}": truth ${match.truth.owner ?? 'nobody'}, engine ${match.predicted.owner ?? 'nobody'}`,
      );
    }
    if (!match.isDueRight) {
      lines.push(
        `  due ✗:   "${gistOf(match.truth.gist)}": truth ${match.truth.due ?? 'none'}, engine ${match.predicted.dueDate ?? 'none'}`,
      );
    }
  }
  if (options.full) {
    lines.push('  as the engine wrote them:');
    for (const match of items.matches) lines.push(`    ✓ ${predictedLine(match.predicted)}`);
    for (const extra of items.extra) lines.push(`    ✗ ${predictedLine(extra)}`);
  }

  const facts = evaluation.summary.facts;
  lines.push(`Summary: ${facts.found.length} of ${facts.found.length + facts.missing.length} key facts`);
  for (const fact of facts.missing) lines.push(`  missing: ${fact.id}: ${fact.says}`);
  if (options.full) {
    lines.push('  the summary:');
    for (const line of evaluation.summary.markdown.split('\n')) lines.push(`    | ${line}`);
  }

  const answered = evaluation.answers.filter((answer) => answer.isCorrect).length;
  const upFront = evaluation.answers.filter((answer) => answer.isCorrectBeforeQuotes).length;
  lines.push(
    `Chat: ${answered} of ${evaluation.answers.length} answers correct, ${upFront} before quoting (~: the facts are only in the quotes)`,
  );
  for (const answer of evaluation.answers) {
    if (answer.isCorrectBeforeQuotes && !options.full) continue;
    const mark = answer.isCorrectBeforeQuotes ? '✓' : answer.isCorrect ? '~' : '✗';
    const missing = answer.missing.map((fact) => `${fact.id} (${fact.says})`).join(', ');
    lines.push(`  ${mark} ${answer.question.question}${missing ? `  missing: ${missing}` : ''}`);
    lines.push(`    answer: ${clip(oneLine(answer.answer) || '(empty)', MAX_ANSWER_CHARS)}`);
  }

  const crm = evaluation.crm;
  lines.push(
    `CRM: ${crm.overall.hits} of ${crm.overall.total} answerable right, ${crm.abstention.hits} of ${crm.abstention.total} unanswerable left empty`,
  );
  for (const outcome of crm.outcomes) {
    if (outcome.verdict === 'correct' || outcome.verdict === 'abstained') continue;
    const proposed = outcome.proposed
      ? `engine "${clip(oneLine(outcome.proposed.value), 160)}" — quote "${clip(oneLine(outcome.proposed.quote), 160)}"`
      : 'engine proposed nothing';
    const missing =
      outcome.missingFacts.length > 0
        ? ` (lacks ${outcome.missingFacts.map((fact) => fact.says).join('; ')})`
        : '';
    lines.push(
      `  ${outcome.verdict}: ${outcome.property} (${outcome.kind}): truth ${truthValueOf(outcome.truth)}; ${proposed}${missing}`,
    );
  }
  return lines.join('\n');
}
