import { escapeMarkdown } from '../../shared/markdown-text';
import { conceptCue } from '../crm-field-profile';
import { ownWordsOf } from '../own-words';
import { NOT_NAMES } from '../people';
import {
  type AnswerContext,
  focusHits,
  listOf,
  onePerSegment,
  reportedIn,
  saidMidSentence,
  speakerOf,
  type TypedAnswer,
} from './answer-context';
import { type Evidence, findEvidence } from './evidence';
import { readSentence } from './language';

/*
 * "Who are they comparing us with?", "What do they use today?": the vendors and products named in
 * talk of alternatives (proper nouns, by wink-nlp's parts of speech), the meeting's own side left
 * out, each with what was said of it.
 */

/** Talk that puts a vendor against us ("also talking to", "ripping out", "sent us a quote"). */
const RIVALRY =
  /\b(?:competit\w*|alternatives?|other vendors?|incumbent|evaluat\w*|compar\w*|versus|vs\.?|(?:also|currently|been) (?:talking|speaking) (?:to|with)|looking at|took a look at|looked at|considering|switch\w* (?:from|away from)|replac\w*|rip(?:ping)? out|go(?:ing)? with|went with|bake-?off|shortlist\w*|pitch\w*|quotes?|quoted|offered (?:us|them)|paying|we pay|cheaper)\b/i;
/** Any talk of other tools, including what is merely used ("we use it through Teams"). */
const COMPETITION = new RegExp(
  `${RIVALRY.source}|${conceptCue('competitors').source}|\\b(?:we use|they use|already have)\\b`,
  'i',
);
/** Short capitals that name technology or paperwork, not vendors. */
const NOT_VENDORS = new Set(
  'rfp rfi rfq soc sso api apis crm tms erp sla slas msa dpa baa it us uk eu ai hr ok ceo cfo cto cio coo vp pdf csv'.split(
    ' ',
  ),
);

const MAX_NAMES = 3;
const MAX_MOMENTS = 4;

export type Mention = { name: string; evidence: Evidence; score: number };

export function answerCompetitors(context: AnswerContext): TypedAnswer | null {
  const ranked = rankedCompetitors(context);
  if (ranked.length === 0) return null;
  const items = ranked.map(
    ([best]) =>
      `**${escapeMarkdown(best!.name)}** (${speakerOf(best!.evidence)}: ${reportedIn(context, best!.evidence.text, 18)})`,
  );
  const lead = `${ranked.length === 1 ? 'The alternative named' : 'The alternatives named'}: ${listOf(items)}.`;
  return {
    lead,
    evidence: onePerSegment(ranked.flat().map((mention) => mention.evidence)).slice(0, MAX_MOMENTS),
    fact: listOf(ranked.map(([best]) => `**${escapeMarkdown(best!.name)}**`)),
  };
}

/**
 * The vendors named as alternatives, most mentioned first, each with its mentions best first (the
 * chat's answer, and the CRM's competitors field).
 */
export function rankedCompetitors(context: AnswerContext, maxNames = MAX_NAMES): Mention[][] {
  const { meeting, people } = context;
  const own = ownWordsOf({
    title: meeting.title,
    participants: meeting.participants,
    present: people.present,
  });
  const talk = withReplies({
    context,
    evidence: findEvidence({ segments: meeting.segments, cue: COMPETITION }),
  });
  const mentions: Mention[] = [];
  // A name is judged once per answer: the judging searches the whole transcript.
  const judged = new Map<string, boolean>();
  for (const evidence of talk) {
    for (const name of namesIn(evidence.text)) {
      const key = `${name}\u0000${evidence.text.trimStart().startsWith(name)}`;
      let isVendor = judged.get(key);
      if (isVendor === undefined) {
        isVendor = isVendorName({ name, own, context, evidence });
        judged.set(key, isVendor);
      }
      if (!isVendor) continue;
      mentions.push({
        name,
        evidence,
        score:
          (RIVALRY.test(evidence.text) || (evidence.before !== null && RIVALRY.test(evidence.before))
            ? 2
            : 1) +
          focusHits(context, evidence) -
          (evidence.isQuestion ? 0.5 : 0),
      });
    }
  }
  if (mentions.length === 0) return [];

  // Names said most often in that talk first; each with its best sentence.
  const byName = new Map<string, Mention[]>();
  for (const mention of mentions) byName.set(mention.name, [...(byName.get(mention.name) ?? []), mention]);
  // A tool only said to be used ("through Teams") is not a rival until said so twice.
  return [...byName.values()]
    .map((all) => all.sort((a, b) => b.score - a.score))
    .filter((all) => all[0]!.score >= 2 || all.length >= 2)
    .sort((a, b) => b.length - a.length || b[0]!.score - a[0]!.score)
    .slice(0, maxNames);
}

/** Capitalised after a lower-case word or a comma: a name, even one wink-nlp reads as a noun ("Ramp"). */
const MID_SENTENCE_NAME = /(?<=[\p{Ll},] )\p{Lu}[\p{L}\p{N}]*(?: \p{Lu}[\p{L}\p{N}]*)*/gu;

/** The names in a sentence: wink-nlp's proper nouns and the words capitalised mid-sentence. */
function namesIn(text: string): string[] {
  // wink-nlp only where a name may be: a capital past the first word, or a first word like "FreightPilot".
  const mayName = /[\p{L}\d,] \p{Lu}/u.test(text) || /^\W*\p{Lu}\p{Ll}+\p{Lu}/u.test(text);
  const names = mayName ? [...readSentence(text).properNouns] : [];
  for (const match of text.matchAll(MID_SENTENCE_NAME)) {
    if (!names.some((name) => name.includes(match[0]) || match[0].includes(name))) names.push(match[0]);
  }
  return names;
}

/**
 * The talk, and the reply to each question in it: "Are you looking at anyone else?" is answered by
 * "Juro as well…", which names the vendor without a word of competition.
 */
function withReplies(input: { context: AnswerContext; evidence: Evidence[] }): Evidence[] {
  const { segments } = input.context.meeting;
  const all = [...input.evidence];
  for (const asked of input.evidence) {
    if (!asked.isQuestion) continue;
    const reply = segments[asked.segmentIndex + 1];
    if (!reply || reply.speaker === segments[asked.segmentIndex]!.speaker) continue;
    for (const evidence of findEvidence({ segments: [reply], cue: /\S/ })) {
      all.push({ ...evidence, segmentIndex: asked.segmentIndex + 1, before: asked.text });
    }
  }
  return all;
}

/** A vendor or product: not a person, not the meeting's own side, not a word that starts a sentence. */
function isVendorName(input: {
  name: string;
  own: ReadonlySet<string>;
  context: AnswerContext;
  evidence: Evidence;
}): boolean {
  const { name, own, context, evidence } = input;
  if (name.length < 3 || /^I\b/.test(name)) return false;
  const words = name.toLowerCase().split(' ');
  if (words.some((word) => own.has(word) || NOT_NAMES.has(word) || NOT_VENDORS.has(word))) return false;
  if (context.people.resolve(name) || context.people.resolve(name.split(' ')[0]!)) return false;
  if (isSaidOfAPerson(context, name) || isSaidAsAPlace(context, name)) return false;
  // wink-nlp takes a capitalised first word for a name now and then ("List price is…").
  const isCamelCase = /[a-z][A-Z]/.test(name);
  return isCamelCase || !evidence.text.trimStart().startsWith(name) || saidMidSentence(context, name);
}

/**
 * "three branches: Columbus, Dayton and Cincinnati", "an office in Reno", "based in Austin": where the
 * buyer works, not a vendor (a place noun, then "in", "near" or a list the name is in).
 */
const PLACE_NOUN = `(?:${[
  'branch(?:es)?',
  'offices?',
  'sites?',
  'plants?',
  'stores?',
  'locations?',
  'studios?',
  'clinics?',
  'warehouses?',
  'depots?',
  'campus(?:es)?',
  'based',
  'located',
  'headquartered',
]
  // Capitalised at a sentence's start; the names after it must be, so the pattern keeps case.
  .map((noun) => `[${noun[0]?.toUpperCase()}${noun[0]}]${noun.slice(1)}`)
  .join('|')})`;
function isSaidAsAPlace(context: AnswerContext, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `\\b${PLACE_NOUN}\\s*(?::|\\bin\\b|\\bnear\\b|\\bout of\\b)\\s*(?:[A-Z][\\w-]*,?\\s+(?:and\\s+)?)*${escaped}\\b`,
  );
  return context.meeting.segments.some((segment) => pattern.test(segment.text));
}

/** "Gareth sends his apologies", "Gareth, our CFO": a person the meeting talks about, not a vendor. */
function isSaidOfAPerson(context: AnswerContext, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `\\b${escaped}\\b(?:'s)?(?: \\w+){0,3} (?:[Hh]is|[Hh]er|[Hh]e|[Ss]he)\\b|\\b${escaped}, (?:our|their|the|my|your) `,
  );
  return context.meeting.segments.some((segment) => pattern.test(segment.text));
}
