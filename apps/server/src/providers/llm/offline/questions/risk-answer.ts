import { conceptCue } from '../crm-field-profile';
import {
  type AnswerContext,
  focusHits,
  listOf,
  onePerSegment,
  reportedIn,
  speakerOf,
  type TypedAnswer,
} from './answer-context';
import { type Evidence, findEvidence } from './evidence';
import { readSentence } from './language';

/*
 * "What are the risks?" and "What is their main pain?": statements of a worry, a condition or a gate
 * ("before legal will look at anything", "as long as legal is happy"), or of a problem, grouped by
 * what they are about, then the moments. Negative sentiment (wink-nlp) counts for them.
 */

/** Worries, conditions and gates. */
const RISK =
  /\b(?:risks?|risky|concern\w*|worr\w*|blocker\w*|objection\w*|hesita\w*|pushback|push back|deal[- ]?breaker\w*|red flags?|skeptic\w*|not (?:ready|sure|convinced|comfortable)|too (?:expensive|high|much|long|slow|risky)|problem\w*|issues?|obstacle\w*|hurdle\w*|before (?:legal|security|procurement|compliance|anyone|we|they|it) (?:will|can|could|would)|as long as|pending|depends? on|unless|only if|provided that|fail\w*|lose|dropp\w*|declin\w*|(?:has |have |just )?left\b(?! (?:side|hand|of|to|over|for|with))|losing|churn\w*|afraid|nervous|mid-contract|(?:has|have|need|needs) to (?:approve|sign off|review)|will (?:ask|want)|getting through|get through|also (?:talking|looking|evaluating)|competitor\w*)\b/i;
/** Risk words said to deny the risk ("that's not the blocker", "not too worried"). */
const DENIED =
  /\bwithout (?:losing|missing|breaking)\b|\b(?:when|if|whenever) (?:something|anything|things) goes? wrong\b|\b(?:not (?:a |the |too |that |really |very )?(?:blocker|worried|concerned|problem|issue|risk|concern)|no (?:concerns?|problems?|issues?|risk)|nothing to worry)\b/i;
const PAIN = new RegExp(
  `${conceptCue('pain').source}|\\b(?:miss(?:ed|es|ing)?|lose|losing|lost|spreadsheets?|chargebacks?|penalt\\w*|nobody|never|late|errors?|mistakes?|complain\\w*|headache|burn\\w*)\\b`,
  'i',
);
const FIRST_PERSON = /\b(?:we|our|us|I|my)\b/i;
/**
 * "Pain" said figuratively or of what has not happened: "a pain I'd rather not have", "that would
 * be a pain", "painless"; none is a pain the customer has.
 */
const FIGURATIVE_PAIN =
  /\b(?:pain (?:I|we)(?:'d| would) rather not|rather not have|(?:would|could|might|will|'d|'ll) (?:be|become) (?:a )?(?:real )?(?:pain|headache)|pain[- ]free|painless|no pain|growing pains|pain in the (?:neck|butt))\b/i;
/** Conditions and approvals a deal must pass: the gates that decide whether it happens. */
const GATE =
  /\b(?:before (?:legal|security|procurement|compliance|anyone|we|they|it) (?:will|can|could|would)|as long as|pending|depends? on|unless|only if|provided that|(?:has|have|need|needs) to (?:approve|sign off|review)|will (?:ask|want)|get(?:ting)? through|approv\w*|signs? off|sign-off)\b/i;
const MAIN_PAIN =
  /\b(?:biggest|main|top|real|core|key) (?:problem|issue|challenge|pain|headache|concern)|\bthe (?:problem|issue|challenge|pain) is\b/i;

/** What a risk is about, as the answer names it. */
const RISK_KINDS: ReadonlyArray<[label: string, cue: RegExp]> = [
  ['legal review', /\blegal\b|\b(?:contract )?terms\b|\bredlin\w*|\bMSA\b|\bDPA\b|\bliabilit\w*/i],
  [
    'security and compliance',
    /secur\w*|\bsoc ?2\b|\bsoc two\b|complian\w*|questionnaire|pen(?:etration)? test|encrypt\w*|hipaa|gdpr|privacy|data (?:residency|protection)|where the (?:data|recordings) (?:is|are) stored/i,
  ],
  ['a competing vendor', /\bcompetitor\w*|also (?:talking|looking|evaluating)|compar\w*|went with|go with/i],
  [
    'price and budget',
    /pric\w*|budget\w*|expensive|costs?\b|afford\w*|not ready to commit|too much|money|discount\w*/i,
  ],
  ['approval', /\bboard\b|approv\w*|sign[- ]?off|signs? off|\bCFO\b|procurement/i],
  [
    'adoption',
    /adopt\w*|\btrust\b|quality|wrong|lose (?:the|our) \w+|training|usage|won't use|change management/i,
  ],
  ['timing', /delay\w*|slip\w*|\blate\b|deadline\w*|in time|fiscal year|by then|takes? too long/i],
  ['integration', /integrat\w*|\bAPI\b|migrat\w*|connector\w*|\bIT team\b/i],
];

const MAX_KINDS = 4;
const SENTIMENT_READS = 15;
const MAX_MOMENTS = 4;

type Statement = { evidence: Evidence; score: number; kind: string | null };

export function answerRisks(context: AnswerContext): TypedAnswer | null {
  const statements = findEvidence({ segments: context.meeting.segments, cue: RISK })
    .filter((evidence) => !evidence.isQuestion && !DENIED.test(evidence.text))
    .map((evidence) => scored({ evidence, context, cue: RISK }));
  const ranked = bySentiment(statements);
  // The best statement of each kind, the kinds in the order of their best statement; statements of
  // no known kind only when too few kinds came up.
  const byKind = new Map<string, Statement>();
  for (const statement of ranked) {
    if (statement.kind && !byKind.has(statement.kind)) byKind.set(statement.kind, statement);
  }
  const unknownKind = ranked.filter((statement) => statement.kind === null);
  const chosen = [...byKind.values(), ...unknownKind].slice(0, MAX_KINDS);
  if (chosen.length === 0) return null;
  const labels = chosen.map((statement) => statement.kind).filter((kind): kind is string => kind !== null);
  const lead =
    labels.length > 0
      ? `The risks raised: ${listOf(labels.map((label) => `**${label}**`))}.`
      : `The risk raised: ${reportedIn(context, chosen[0]!.evidence.text)} (${speakerOf(chosen[0]!.evidence)}).`;
  return {
    lead,
    evidence: onePerSegment(chosen.map((statement) => statement.evidence)).slice(0, MAX_MOMENTS),
    // Semicolons: the labels hold "and" themselves ("price and budget").
    ...(labels.length > 0 ? { fact: labels.join('; ') } : {}),
  };
}

export function answerPains(context: AnswerContext): TypedAnswer | null {
  const statements = bySentiment(
    findEvidence({ segments: context.meeting.segments, cue: PAIN })
      .filter(
        (evidence) =>
          !evidence.isQuestion &&
          !DENIED.test(evidence.text) &&
          !FIGURATIVE_PAIN.test(evidence.text) &&
          evidence.text.split(/\s+/).length >= 5,
      )
      .map((evidence) => {
        const statement = scored({ evidence, context, cue: PAIN });
        // A pain is the buyer's own: said in the first person ("we lost an account").
        const bonus = (MAIN_PAIN.test(evidence.text) ? 2 : 0) + (FIRST_PERSON.test(evidence.text) ? 1 : 0);
        return { ...statement, score: statement.score + bonus };
      }),
  );
  // Weaker statements are left out: a pain worth naming stands out.
  const best = statements[0]?.score ?? 0;
  const strong = statements.filter((statement) => statement.score >= best * 0.6);
  const chosen = onePerSegment(strong.map((statement) => statement.evidence)).slice(0, 3);
  const [first, ...rest] = chosen;
  if (!first) return null;
  const also =
    rest.length > 0
      ? ` Also: ${rest.map((evidence) => `${reportedIn(context, evidence.text, 16)} (${speakerOf(evidence)})`).join('; ')}.`
      : '';
  return {
    lead: `The main pain: ${reportedIn(context, first.text)} (${speakerOf(first)}).${also}`,
    fact: `${reportedIn(context, first.text, 20)} (${speakerOf(first)})`,
    evidence: chosen,
  };
}

function scored(input: { evidence: Evidence; context: AnswerContext; cue: RegExp }): Statement {
  const { evidence, context, cue } = input;
  const cues = evidence.text.match(new RegExp(cue.source, 'gi'))?.length ?? 0;
  const kind = RISK_KINDS.find(([, kindCue]) => kindCue.test(evidence.text))?.[0] ?? null;
  const gate = cue === RISK && GATE.test(evidence.text) ? 2 : 0;
  const score = cues + gate + (kind ? 1 : 0) + 1.5 * focusHits(context, evidence);
  return { evidence, score, kind };
}

/** Statements said in a negative tone count more; only the best few are read for it (wink-nlp). */
function bySentiment(statements: Statement[]): Statement[] {
  const sorted = [...statements].sort((a, b) => b.score - a.score);
  const read = sorted.slice(0, SENTIMENT_READS).map((statement) => ({
    ...statement,
    score: statement.score + (readSentence(statement.evidence.text).sentiment < 0 ? 1 : 0),
  }));
  return [...read, ...sorted.slice(SENTIMENT_READS)].sort((a, b) => b.score - a.score);
}
