import { escapeMarkdown } from '../../shared/markdown-text';
import { parseSpokenNumber } from '../../shared/spoken-numbers';
import { toIsoDate } from '../calendar-date';
import { findTargetDate } from '../due-dates';
import { contentTerms } from '../keyword-scoring';
import { type AnswerContext, focusHits, onePerSegment, speakerOf, type TypedAnswer } from './answer-context';
import { type Evidence, findEvidence } from './evidence';
import { readSentence } from './language';

/*
 * "What's the timeline?", "When do they want to start?": the dates and lengths of time said, each
 * resolved against the meeting's day (chrono-node) or read as said (wink-nlp: "three months",
 * "in the spring"), with what they are for, then the moments.
 */

/** Where a date or a length of time may be said. */
const TIME_TALK =
  /\b(?:today|tomorrow|tonight|week|weeks|month|months|quarter|year|years|q[1-4]|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|\d{1,2}(?:st|nd|rd|th)|end of|beginning of|first of|days?|deadline|go[- ]live|go live|launch\w*|kick[- ]?off|roll\w* ?out|timeline|fiscal|renew\w*|expir\w*)\b|\b(?:by|on|before|until|till|from|after) the (?:twenty-|thirty-)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twentieth|thirtieth)\b/i;
/** What a date is for, as the meeting says it: the deal's milestones first. */
const MILESTONE =
  /\b(?:pilot|go[- ]live|go live|launch|roll ?out|rollout|kick[- ]?off|start|decision|contract|renewal|signature|deadline|notice period|trial|close date)\b/gi;
const EVENT =
  /\b(?:pilot|go[- ]live|go live|launch|roll ?out|rollout|kick[- ]?off|start|board|decision|contract|renewal|fiscal year|budget|deadline|training|onboarding|security review|implementation|trial|notice period|order form|signature|close date)\b/gi;
/** Follow-ups ("I'll send the proposal by Friday") are next steps, not the deal's timeline. */
const FOLLOW_UP =
  /\b(?:I'll|I will|I'm going to|we'll|we will|let me|can you|could you|will you|you'll)\s+(?:\w+\s+){0,2}?(?:send|e-?mail|forward|share|get back|circle back|follow up|loop in|set up|book|schedule|put together|confirm|get)\b/i;
const PAST =
  /\b(?:last (?:year|quarter|month|week|time|spring|summer|fall|winter)|ago|yesterday|used to|back then)\b/i;
/** A weekday alone ("Monday was fun") dates small talk unless something is due then. */
const WEEKDAY_ONLY = /^(?:on |this |next |by )?(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i;

/** Words of a date said relative to the meeting, which the answer shows with the day it falls on. */
const RELATIVE = /\b(?:days?|weeks?|months?|quarter|year|tomorrow|next|end of|beginning of|first of)\b/i;

const MAY_NAME_TIME =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|couple|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

/** A date said as changed ("I've moved the close date to…"): it replaces what was said before. */
const MOVED =
  /\b(?:moved|moving|pushed|pushing|slipped|shifted|changed|rescheduled)\b(?:\s+\S+){0,5}\s+to\b|\binstead\b/i;
/** A reply that takes up a date proposed in a question ("Could you do it by the sixteenth?" "The sixteenth, fine."). */
const AGREED =
  /^\W*(?:yes|yeah|yep|sure|fine|ok(?:ay)?|sounds good|(?:that )?works|agreed|absolutely|of course|deal|the [\w-]+(?: [\w-]+)?,? (?:is )?(?:fine|works|ok(?:ay)?))\b/i;
/** Words of a question that ask for a time rather than name what it is for ("when is X due?"). */
const TIME_QUESTION_TERMS = new Set(
  contentTerms('due date dates time timing timeline deadline happen happens planned scheduled expected'),
);

const MAX_TIMES = 3;
const MAX_FOCUSED_TIMES = 2;
const MAX_READ_SENTENCES = 40;
const MAX_MOMENTS = 4;

type Time = {
  evidence: Evidence;
  value: string;
  note: string | null;
  event: string | null;
  score: number;
  /** How many words of what the question asks about (not its time words) the sentence holds. */
  subjectHits: number;
};

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function answerTimeline(context: AnswerContext): TypedAnswer | null {
  // Dates are read (chrono-node, wink-nlp) only in the sentences likeliest to hold the timeline.
  const candidates = findEvidence({ segments: context.meeting.segments, cue: TIME_TALK })
    .filter((evidence) => !PAST.test(evidence.text))
    .map((evidence) => ({ evidence, promise: promiseOf({ evidence, context }) }))
    .sort((a, b) => b.promise - a.promise)
    .slice(0, MAX_READ_SENTENCES);
  const times = candidates
    .flatMap(({ evidence }) => timesIn({ evidence, context }))
    .sort((a, b) => b.score - a.score);
  // Asked when something named happens ("when is the runbook due?"): the dates said of it only.
  const isFocused = (times[0]?.subjectHits ?? 0) > 0;
  const pool = isFocused ? times.filter((time) => time.subjectHits > 0) : times;
  const kept: Time[] = [];
  for (const time of pool) {
    if (kept.length >= (isFocused ? MAX_FOCUSED_TIMES : MAX_TIMES)) break;
    if (!kept.some((known) => known.value === time.value)) kept.push(time);
  }
  if (kept.length === 0) return null;
  const items = kept.map(
    (time) =>
      `**${time.value}**${time.note ? ` (${time.note})` : ''}${time.event ? ` for the ${time.event}` : ''} (${speakerOf(time.evidence)})`,
  );
  const strong = times.filter((time) => time.score >= kept[0]!.score / 2);
  const evidence = onePerSegment([...kept, ...strong].map((time) => time.evidence)).slice(0, MAX_MOMENTS);
  const fact = kept
    .map(
      (time) =>
        `**${time.value}**${time.note ? ` (${time.note})` : ''}${time.event ? ` for the ${time.event}` : ''}`,
    )
    .join('; ');
  return { lead: `The timing said: ${items.join('; ')}.`, evidence, fact };
}

/** How likely a sentence is to state the timeline, before reading its dates: milestones, the question's words. */
function promiseOf(input: { evidence: Evidence; context: AnswerContext }): number {
  const { text } = input.evidence;
  const milestones = text.match(MILESTONE)?.length ?? 0;
  const events = text.match(EVENT)?.length ?? 0;
  return (
    2 * milestones +
    events +
    1.5 * focusHits(input.context, input.evidence) +
    (MAY_NAME_TIME.test(text) ? 1 : 0)
  );
}

/** The dates (resolved when chrono-node can) and lengths of time in one sentence. */
function timesIn(input: { evidence: Evidence; context: AnswerContext }): Time[] {
  const { evidence, context } = input;
  const { text } = evidence;
  const segments = context.meeting.segments;
  const reply = segments[evidence.segmentIndex + 1];
  const isAgreed =
    evidence.isQuestion &&
    reply !== undefined &&
    reply.speaker !== segments[evidence.segmentIndex]!.speaker &&
    AGREED.test(reply.text);
  const hasSubject = [...context.focus].some((term) => !TIME_QUESTION_TERMS.has(term));
  // A date asked about ("So a start date of June first?") counts less than one stated; one agreed
  // to is a change made in the call. A follow-up's date is no milestone unless asked about.
  const common = (evidence.isQuestion ? (isAgreed ? 1 : -1) : 0) + (MOVED.test(text) ? 1.5 : 0);
  const baseAt = (at: number) => {
    const subjectHits = subjectHitsAround({ context, text, at });
    const generic = hasSubject ? 0 : focusHits(context, evidence) * 1.5;
    const followUp = FOLLOW_UP.test(text) && subjectHits === 0 ? -2 : 0;
    return { subjectHits, base: common + generic + 3 * subjectHits + followUp };
  };
  const eventNear = (at: number) =>
    nearest({ pattern: EVENT, text, at }) ??
    nearest({ pattern: EVENT, text: evidence.before ?? '', at: Number.POSITIVE_INFINITY });
  const weightOf = (event: string | null) =>
    event === null ? 0 : new RegExp(MILESTONE.source, 'i').test(event) ? 2 : 1;
  const found: Time[] = [];
  const date = context.meetingDate ? findTargetDate({ text, meetingDate: context.meetingDate }) : null;
  if (date && isTimelineDate({ text, date, context })) {
    const event = eventNear(date.index);
    const isSmallTalk = event === null && WEEKDAY_ONLY.test(text.slice(date.index, date.index + date.length));
    if (!isSmallTalk) {
      const said = text.slice(date.index, date.index + date.length);
      const value = LONG_DATE.format(new Date(`${date.isoDate}T00:00:00Z`));
      // "1 December 2026 (in about two weeks)": a relative date with the words it was said in.
      const note = RELATIVE.test(said) ? escapeMarkdown(said) : null;
      const { base, subjectHits } = baseAt(date.index);
      found.push({ evidence, value, note, event, score: 3 + base + weightOf(event), subjectHits });
    }
  }
  // wink-nlp only where a length or a named period may be: a number, a month, a season.
  const reading = MAY_NAME_TIME.test(text) ? readSentence(text) : { durations: [], dates: [] };
  // Only lengths with a number ("three months", not "a few days"), and dates chrono-node could not place.
  const lengths = reading.durations.filter((said) => parseSpokenNumber(said.split(/[\s-]/)[0]!) !== null);
  for (const said of [...lengths, ...(date ? [] : reading.dates)]) {
    if (/^(?:today|now|tonight|this (?:morning|afternoon|evening))$/i.test(said)) continue;
    const event = eventNear(text.indexOf(said));
    const { base, subjectHits } = baseAt(text.indexOf(said));
    found.push({
      evidence,
      value: escapeMarkdown(said),
      note: null,
      event,
      score: 2 + base + weightOf(event),
      subjectHits,
    });
  }
  return found;
}

/** Where a sentence turns to another point: a date is said of what its own clause names. */
const CLAUSE_BREAK = /[,;:]|\s(?:and|but|since|because|so|which|while)\s/g;

/**
 * The question's words other than those asking for a time, in the clause around `at` (each
 * counting one) and in the rest of the sentence (each counting half): "the macros by the
 * sixteenth" dates the macros, "the macros in before the runbook, since the runbook is due on the
 * eighteenth" dates the runbook.
 */
function subjectHitsAround(input: { context: AnswerContext; text: string; at: number }): number {
  const { context, text, at } = input;
  let start = 0;
  let end = text.length;
  for (const cut of text.matchAll(CLAUSE_BREAK)) {
    if (cut.index < at) start = cut.index;
    else if (cut.index > at) {
      end = cut.index;
      break;
    }
  }
  const clause = new Set(contentTerms(text.slice(start, end)));
  const sentence = new Set(contentTerms(text));
  let hits = 0;
  for (const term of context.focus) {
    if (TIME_QUESTION_TERMS.has(term)) continue;
    if (clause.has(term)) hits += 1;
    else if (sentence.has(term)) hits += 0.5;
  }
  return hits;
}

/** "this year", "next quarter": a period that may only describe ("our budget is tight this year"). */
const BARE_PERIOD = /^(?:this|next) (?:year|quarter|month)$/i;
/** Said as a deadline: "by", "before", "until", "end of" the period. */
const DEADLINE_BEFORE = /\b(?:by|before|until|till|end of|within|in time for)\s*$/i;
/** Something done by then, which makes a bare period a date of the timeline ("we want to go live this year"). */
const DONE_BY_THEN = new RegExp(
  `${MILESTONE.source}|\\b(?:decid\\w*|sign\\w*|switch\\w*|buy|purchas\\w*|implement\\w*|live)\\b`,
  'i',
);

/**
 * Not today (when the meeting is), not a possessive ("this year's budget" names a budget), and not a
 * bare period that only describes ("we miss follow-ups and our budget is tight this year").
 */
function isTimelineDate(input: {
  text: string;
  date: { isoDate: string; index: number; length: number };
  context: AnswerContext;
}): boolean {
  const { text, date, context } = input;
  if (context.meetingDate && date.isoDate === toIsoDate(context.meetingDate)) return false;
  if (/^['’]s\b/.test(text.slice(date.index + date.length))) return false;
  const said = text.slice(date.index, date.index + date.length);
  if (!BARE_PERIOD.test(said)) return true;
  return DEADLINE_BEFORE.test(text.slice(0, date.index)) || DONE_BY_THEN.test(text);
}

function nearest(input: { pattern: RegExp; text: string; at: number }): string | null {
  let best: { word: string; distance: number } | null = null;
  for (const match of input.text.matchAll(input.pattern)) {
    const distance = Math.abs(match.index - input.at);
    if (!best || distance < best.distance) best = { word: match[0].toLowerCase(), distance };
  }
  return best?.word ?? null;
}
