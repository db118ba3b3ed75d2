import { escapeMarkdown } from '../../shared/markdown-text';
import { ownWordsOf } from '../own-words';
import { looksLikePersonName } from '../people';
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
import { sidesOf } from './sides';

/*
 * "Who is the decision maker?", "Who signs off?", "Who was on the call?": the person (or body) the
 * meeting says decides, from what they said themselves ("within my discretionary budget, so I would
 * not need board approval") or what others said of them ("our CFO, Raj, signs anything over…").
 */

const ATTENDANCE = /\b(?:who (?:was|were) (?:on|in|at)|attendees|participants|who attended|who joined)\b/i;
/** Talk of who decides or approves. */
const AUTHORITY =
  /\b(?:decision[- ]?makers?|decides?|decid(?:ed|ing)|final (?:say|call|decision|word)|sign(?:s|ed|ing)? (?:off|anything|everything|contracts?|the (?:contract|order form|deal|paperwork))|sign-?off|approv\w*|budget holder|discretionary|(?:my|his|her|their) (?:own )?(?:budget|call|decision)|authority|board|buying committee|economic buyer|champion|runs? the (?:commercial|buying|procurement|legal|security) (?:process|review)|involved in (?:a|the|this) decision)\b/i;
/** A speaker who says they decide ("my discretionary budget", "I would not need board approval"). */
const OWN_AUTHORITY =
  /\b(?:[Mm]y (?:own |discretionary )?budget|discretionary|[Mm]y (?:call|decision)|I(?:'m| am) (?:the )?(?:decision[- ]?maker|one who (?:decides|signs|approves))|I(?:'ll| will| can| could| get to) (?:support |give (?:the )?)?(?:approv\w*|sign(?: off)?|decide|make the call)|final (?:say|call|word) is mine|(?:wouldn't|would not|won't|will not|don't|do not) need (?:\w+ )?(?:approval|sign-?off|anyone)|without (?:\w+ )?approval)\b/;
/** Roles and bodies that decide or approve. */
const ROLE =
  /\b(?:CFO|CEO|CTO|CIO|COO|CRO|CISO|CPO|VP(?: of [A-Z]?\w+)?|[Hh]ead of \w+|managing (?:partner|director)|board|legal(?: team)?|procurement(?: team)?|finance(?: team)?|(?:IT )?security(?: team| lead)?|compliance(?: team)?|general counsel|founder|president)\b/;

const MAX_OTHERS = 3;
const MAX_MOMENTS = 4;

/** `person`: the person named, unescaped, when the decider is a person. */
type Decider = { who: string; person: string | null; evidence: Evidence; isSelf: boolean; score: number };

export function answerPeople(context: AnswerContext): TypedAnswer | null {
  if (ATTENDANCE.test(context.question)) return attendance(context);
  const sides = sidesOf(context);
  // The vendor's own rep ("I can approve that discount myself") is not the customer's decision maker.
  const deciders = findEvidence({ segments: context.meeting.segments, cue: AUTHORITY })
    .filter((evidence) => !evidence.isQuestion)
    .flatMap((evidence) => deciderIn({ evidence, context }) ?? [])
    .filter((decider) => !decider.person || !sides.isSeller(decider.person))
    .sort((a, b) => b.score - a.score);
  const [first, ...rest] = deciders;
  if (!first) return null;

  const head = first.isSelf
    ? `**${first.who}** appears to be the decision maker: ${reportedIn(context, first.evidence.text)}.`
    : `The decision appears to rest with **${first.who}**: ${reportedIn(context, first.evidence.text)} (${speakerOf(first.evidence)}).`;
  const others: string[] = [];
  for (const decider of rest) {
    if (others.length >= MAX_OTHERS) break;
    const name = `**${decider.who}**`;
    if (decider.who !== first.who && !others.includes(name)) others.push(name);
  }
  const lead = others.length > 0 ? `${head} Also involved: ${listOf(others)}.` : head;
  const fact = `**${first.who}**: ${reportedIn(context, first.evidence.text, 20)}${others.length > 0 ? `; also ${listOf(others)}` : ''}`;
  return {
    lead,
    evidence: onePerSegment(deciders.map((decider) => decider.evidence)).slice(0, MAX_MOMENTS),
    fact,
  };
}

/** Who decides according to one sentence: its speaker, a person it names, or a role. */
function deciderIn(input: { evidence: Evidence; context: AnswerContext }): Decider | null {
  const { evidence, context } = input;
  const { text } = evidence;
  const focus = focusHits(context, evidence);
  if (evidence.speaker && OWN_AUTHORITY.test(text)) {
    return {
      who: escapeMarkdown(evidence.speaker),
      person: evidence.speaker,
      evidence,
      isSelf: true,
      score: 4 + focus,
    };
  }
  // The subject of the approval: a name or role said before the word that approves ("He signs…"
  // names the person of the sentence before).
  const cueAt = text.search(AUTHORITY);
  const subject = text.slice(0, cueAt < 0 ? text.length : cueAt + 30);
  const isPronoun = /^\W*(?:he|she)\b/i.test(subject);
  const person =
    personIn({ text: subject, cueAt, context }) ??
    (isPronoun && evidence.before ? personIn({ text: evidence.before, cueAt: -1, context }) : null);
  const role = subject.match(ROLE)?.[0] ?? (isPronoun ? (evidence.before?.match(ROLE)?.[0] ?? null) : null);
  if (!person && !role) return null;
  const who = person && role ? `${person} (${role})` : (person ?? roleName(role!));
  return { who: escapeMarkdown(who), person, evidence, isSelf: false, score: (person ? 3 : 2) + focus };
}

/** "the CFO", "the board", but "legal" and "procurement" as teams are named. */
function roleName(role: string): string {
  return /^(?:legal|procurement|finance|compliance|security)$/i.test(role)
    ? role
    : `the ${role.replace(/^the /i, '')}`;
}

/**
 * A person in `text`: someone of the meeting, or a name said as a person is ("sign-off from Rob",
 * "Gareth signs anything…", "our CFO, Raj"), by their full name when the meeting says it.
 */
function personIn(input: { text: string; cueAt: number; context: AnswerContext }): string | null {
  const { text, cueAt, context } = input;
  const own = ownWordsOf({
    title: context.meeting.title,
    participants: [],
    present: [],
  });
  for (const match of text.matchAll(/\b[A-Z][a-z]+(?: [A-Z][a-z]+)?\b/g)) {
    const resolved = context.people.resolve(match[0]);
    if (resolved) return resolved;
    const first = match[0].split(' ')[0]!;
    if (!looksLikePersonName(first) || own.has(first.toLowerCase())) continue;
    const before = text.slice(0, match.index);
    // Said before the approving word, or as who gives it ("sign-off from Rob", "approved by Raj").
    const isBeforeCue = cueAt < 0 || match.index < cueAt || /\b(?:from|by)\s+$/.test(before);
    const isMidSentence = isBeforeCue && /[\p{Ll},]\s+$/u.test(before);
    const isSubjectOfCue = match.index === 0 && cueAt >= 0 && cueAt - match[0].length <= 12;
    if (isMidSentence || isSubjectOfCue) return fullNameOf(context, match[0]);
  }
  return null;
}

/** "Rob" → "Rob Alder" when the meeting says the whole name somewhere. */
function fullNameOf(context: AnswerContext, name: string): string {
  if (name.includes(' ')) return name;
  const pattern = new RegExp(`\\b${name} ([A-Z][a-z]+)\\b`);
  for (const segment of context.meeting.segments) {
    const surname = segment.text.match(pattern)?.[1];
    if (surname && looksLikePersonName(surname)) return `${name} ${surname}`;
  }
  return name;
}

/** Who spoke, and who was invited without speaking. */
function attendance(context: AnswerContext): TypedAnswer {
  const { speakers, present } = context.people;
  const title = escapeMarkdown(context.meeting.title.trim() || 'the meeting');
  const silent = present.filter((name) => !speakers.includes(name));
  if (speakers.length === 0 && silent.length === 0) {
    return { lead: `The transcript of **${title}** does not name its speakers.`, evidence: [] };
  }
  const parts: string[] = [];
  if (speakers.length > 0)
    parts.push(`${listOf(speakers.map((name) => `**${escapeMarkdown(name)}**`))} spoke in **${title}**.`);
  if (silent.length > 0) parts.push(`Also invited: ${listOf(silent.map(escapeMarkdown))}.`);
  return { lead: parts.join(' '), evidence: [] };
}
