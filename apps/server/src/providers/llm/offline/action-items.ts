import type { ActionItem } from '../meeting-intelligence';
import { ANY_DATE, CALENDAR_WORD, statesDate } from './actions/date-mention';
import { joinNeedsToPlans } from './actions/join-needs-to-plans';
import { applyLaterChanges } from './actions/later-changes';
import { findRecapItems } from './actions/recap-items';
import {
  answersWithAbility,
  CONDITIONAL_REQUEST,
  IMPERATIVE,
  INSTRUCTION_VERB,
  OFFER,
  OFFER_TAKEN,
  OFFERED_THING,
  TAKEN_ON,
} from './actions/replies';
import { type CalendarDate, findDueDate } from './due-dates';
import { contentTerms, similarity } from './keyword-scoring';
import { looksLikePersonName, type People } from './people';
import type { Sentence, SplitTranscript, Turn } from './sentences';
import { capitalise, removeFillers, tidyPunctuation, truncateWords } from './text-cleaning';

/** How an action item was stated, which decides who owns it. */
export type ActionItemKind = 'commitment' | 'request' | 'named' | 'next-step' | 'shared';

/** An action item with the sentence it came from, for timestamps and tests. */
export type FoundActionItem = ActionItem & { kind: ActionItemKind; sentence: Sentence };

/** `meetingDate` is null when the meeting has no valid start: due dates are then left out. */
type Context = { split: SplitTranscript; people: People; meetingDate: CalendarDate | null };

/**
 * Verbs that produce something after the meeting. "I'll send…" is a commitment, "I'll show you…"
 * is the meeting itself, so a trigger only counts when one of these follows it.
 */
const ACTION_VERB = new RegExp(
  '^(?:send|e-?mail|forward|share|circulate|follow up|loop (?:in|\\w+ in)|introduce|connect|schedule|book|reschedule|' +
    'set up|organi[sz]e|arrange|prepare|draft|write (?:up|\\w+ up)|put together|pull together|put (?:it|that|this|them|something|a \\w+) together|' +
    'put (?:it|that|this) in writing|compile|get (?:you|him|her|them|us|back|that|it|this|the|a|an|our|your|those|these|some|everyone|legal|procurement|\\w+ on the calendar)|' +
    'check (?:with|in with|on|whether|if|that|the|our|their|your)|confirm|verify|find out|look into|dig into|investigate|' +
    'review|update|revise|finali[sz]e|sign|countersign|submit|complete|fill out|provision|create|open|file|raise|escalate|' +
    'reach out|call|ping|text|chase|point (?:\\w+ )?to|put (?:[\\w\\x27’-]+ ){1,5}in writing|make sure|talk (?:to|with)|speak (?:to|with)|ask (?!(?:you|a|one|another|some|a few|the group|everyone|quick)\\b)|' +
    'run (?:it|this|that|the numbers|\\w+ by)|coordinate|sync (?:with|up)|invite|add (?:you|him|her|them|us|\\w+) to|kick off|order|' +
    'deliver|provide|pass (?:along|on|\\w+ along)|hand (?:off|over)|install|configure|enable|map out|migrate|export|upload|' +
    'document|summari[sz]e|reply|respond|get back|circle back|touch base|work (?:on|out|up)|take care of|handle|block (?:off|out)|' +
    'reserve|negotiate|approve|figure out|clean up|gather|collect|identify|nominate|pick|choose|select|finish|resend|extend|' +
    'start (?:the|a|drafting|working|on)|set aside|line up|spin up|build|test|try out|walk (?:\\w+ )?through (?:the|our|their)? ?(?:contract|proposal|order form|terms|security|questionnaire)|' +
    'make (?:an|the) intro(?:duction)?|keep (?:you|\\w+) posted)\\b',
  'i',
);

/** Things done in the meeting, not after it ("let me share my screen", "can you see it?"). */
const IN_MEETING =
  /^(?:share (?:my|the|your) screen|share (?:a bit|a little|more|some more|your thoughts|what|how|why|where|when|whether|if|quickly)|screen ?share|show (?:you|everyone)|pull (?:it|this|that)? ?up|bring (?:it|this|that)? ?up|check (?:my|the) (?:calendar|notes|screen)|tell you|be honest|be quick|be brief|let you go|hand (?:it )?over to|turn it over|stop sharing|jump in|chime in|mute|unmute|explain|repeat|answer that|ask (?:the|a|one|another|my)? ?(?:quick |last |first |same )?questions?\b|start (?:with|by)|kick (?:us|things|it) off|take notes|note that|write that down|get started|get going|get into it|get this going|get you (?:a quick|an overview|a sense)|give you)/i;

/** After "let me": the verbs of a follow-up ("let me check with legal"), not of a demo. */
const LET_ME_VERB =
  /^(?:check (?:with|on|whether|if|in with)|confirm|follow up|find out|look into|dig into|get back|circle back|talk (?:to|with)|speak (?:to|with)|ask (?!you\b)|send|e-?mail|forward|loop|run (?:it|this|that) by|put together|pull together|get (?:you|that|it|this|those|these|back)|sync (?:with|up)|touch base|reach out|introduce|make (?:an|the) intro)/i;

/** Verbs as common in a demo ("I'll create an exception here") as in a promise. */
const DEMO_PRONE_VERB =
  /^(?:create|open|add|build|test|configure|enable|update|select|pick|choose|export|upload|install|map out|start|review|run|walk|summari[sz]e|handle|provide|deliver|complete|finish)\b/i;

/**
 * After "I'll" or "we'll" with a date for it, any verb is a commitment ("I'll get Rob's sign-off by
 * Friday") except these, which state, plan or feel ("I'll be out on Friday", "we'll go live in May").
 */
const NOT_A_TASK =
  /^(?:be|see|know|think|guess|need|want|like|love|hear|feel|say|mean|miss|remember|lose|not|never|always|go (?:live|on)|have(?! (?:my|our|his|her|the|\w+'s) (?:team|people|\w+) \w+)(?!\b.*\bback\b))\b/i;

/** "I'll", "we're going to": a promise about the future, unlike "I can" or "let me". */
const FUTURE_TRIGGER =
  /^(?:i'll|i will|i'm going to|i am going to|i'm gonna|we'll|we will|we're going to|we are going to|we're gonna)/i;

/** What a team promises, never what a product does ("we'll make sure…", "we'll get back to you"). */
const TEAM_PROMISE = /^(?:make sure|get back|follow up|circle back|touch base)\b/i;

/** The speaker is doing it now, in the call: "I'll share a diagram, give me a second." */
const NOW_IN_THE_CALL =
  /\b(?:give me (?:a|one) (?:second|sec|moment|minute)|bear with me|can (?:you|everyone|everybody) see|one (?:second|sec|moment))\b/i;

/** "Has to", "needs to", "should": a named person's part in a process, unless a time comes with it. */
const OBLIGATION = /^(?:needs to|has to|should)\s/i;

/** Words that put an action after the meeting (a date is the other sign). */
const AFTER_MEETING =
  /\b(?:after (?:this|the) (?:call|meeting|demo)|offline|follow[- ]?up|on (?:our|my) (?:side|end)|from (?:our|my) side|over email|by email|before (?:the|our) next|as a next step)\b/i;

const ADVERBS =
  /^(?:just|also|definitely|certainly|quickly|probably|personally|gladly|happily|absolutely|actually|totally|still|first|then|go ahead and|make sure (?:to|that i|i|we)|be sure to|try (?:to|and)|have to|need to|want to|be able to|be happy to|get around to|happily|please|kindly|maybe|possibly|all|guys|two)\s+/i;

const SUBJECT_NAME = '([A-Z][a-z]+(?:[- ][A-Z][a-z]+)?)';
const FIRST_PERSON =
  /\b(?:i'll|i will|i'm going to|i am going to|i'm gonna|i can|i could|let me|i need to|i have to|i've got to|i've gotta|i gotta|i'd be happy to|i'm happy to|i plan to|i'll go ahead and|why don't i|we'll|we will|we're going to|we are going to|we're gonna)[\s,]+/gi;
const SECOND_PERSON =
  /\b(?:(?:can|could|would|will) you(?: guys| all| two| both)?(?: please)?(?: be able to)?|are you able to|if you could|i need you to|i'd like you to|you'll|you will|you're going to|you are going to|you need to|you'll need to|you have to|please)\s+/gi;
/** "Dana will…": a lookahead, so that "And Dana will" is tried at "And" and again at "Dana". */
const NAMED_SUBJECT = new RegExp(
  `(?<![\\w'’])(?=${SUBJECT_NAME}((?:'ll|’ll| will| is going to|'s going to|’s going to| is gonna| can| needs to| has to| agreed to| offered to| is to| should)\\s+))`,
  'g',
);
const NEXT_STEP =
  /\b(?:action items?(?: for (?<owner1>[A-Z][a-z]+|me|you|us))?\s*(?:is|are|:|-|–)|next steps? (?:is|are|would be|will be|here is|:)|to-?do\s*:)\s*(?:(?:for (?<owner2>[A-Z][a-z]+|me|you|us) )?to\s+|that\s+)?/gi;
const SHARED =
  /\blet's\s+(?:go ahead and\s+|also\s+|just\s+)?(?=(?:schedule|book|set up|get (?:a|the|something|time|\w+ on the calendar)|put (?:a|something|time) on the calendar|plan (?:a|the)|reconvene|regroup|meet again|find (?:a )?time)\b)/gi;

const ACKNOWLEDGEMENT =
  /^\W*(?:yes|yeah|yep|yup|sure|absolutely|definitely|of course|will do|can do|no problem|sounds good|ok|okay|on it|happy to|i can|i will|i'll|for sure|totally|certainly|you got it|got it|done|consider it done)\b/i;

/** Clause breaks inside a sentence: a new subject taking on a second task. */
const CLAUSE_BREAK =
  /(?:,\s*|\s+)(?:and|but|then|while)\s+(?=(?:i|I|we|We|you|You|[A-Z][a-z]+)(?:'ll|’ll| will| can| is going to| are going to|'re going to)\b)|;\s+/g;

/** Where a task's own words stop: reasons, follow-on plans and tag questions. */
const TASK_TAIL =
  /\s*,\s+(?:with|including|plus|but|once|when|if|though)(?=\s).*$|\s*(?:[,;:—–]|\s-\s)?\s*(?<!\w)(?:so(?=\s)|but(?=\s)|so that|so (?:you|we|they|he|she|it|that|legal|everyone)|because|since|which|and then|then we|and we can|and we'll|and you can|and see|if that works|if that's (?:okay|ok|alright|cool)|if that helps|if you want|(?:and )?(?:i|we)(?: can| could| will|'ll|’ll|'m|’m| am)|if you'd like|if needed|just so|that way|to make sure|okay\?|sound good|does that work|make sense|right\?|yeah\?|as we discussed)(?=\W|$).*$/i;

/**
 * Rule-based action items: commitments ("I'll send…"), requests ("can you…", "Dana, please…"),
 * named assignments ("Dana will…"), explicit next steps ("next step is to…", "action item: …")
 * and shared scheduling ("let's set up a follow-up…"). Owners: the speaker for first-person
 * commitments, the named person for named assignments and vocatives, the addressee for requests
 * when the exchange shows who that is, else null. Near-identical items of one owner are merged.
 */
export function findActionItems(context: Context): FoundActionItem[] {
  const found: FoundActionItem[] = [];
  for (const sentence of context.split.sentences) {
    // Hesitations go first: "I'll, uh, send…" is "I'll send…".
    for (const clause of clausesOf(removeFillers(sentence.text))) {
      const item = matchClause({ context, sentence, clause });
      if (item) found.push(item);
    }
  }
  const recapped = findRecapItems(context).map((item): FoundActionItem => ({ ...item, kind: 'named' }));
  const items = applyLaterChanges({
    items: dedupe([...joinNeedsToPlans(found), ...recapped], context),
    sentences: context.split.sentences,
    people: context.people,
  });
  // "Do that" (by Friday) not merged into the request it answers, or a bare "Decide": nothing to act on.
  // Longer ones ("Send it to legal") still say enough to keep.
  return items.filter((item) => {
    const words = item.text.split(/\s+/).length;
    return words >= 2 && !(words <= 2 && PRONOUN_OBJECT.test(item.text));
  });
}

type Match = { kind: ActionItemKind; owner: string | null; rest: string; before: string };

function matchClause(input: {
  context: Context;
  sentence: Sentence;
  clause: string;
}): FoundActionItem | null {
  const { context, sentence, clause } = input;
  const match = matchTrigger(input);
  if (!match) return null;
  const task = taskFrom({ match, context, sentence });
  if (!task) return null;
  const dueDate =
    dueDateIn({ text: task.tail, context }) ??
    dueDateIn({ text: match.before, context }) ??
    (task.droppedTail.split(/\s+/).length <= 8 ? dueDateIn({ text: task.droppedTail, context }) : null) ??
    dueDateFromNextSentence({ context, sentence, clause });
  return { text: task.text, owner: match.owner, dueDate, kind: match.kind, sentence };
}

function matchTrigger(input: { context: Context; sentence: Sentence; clause: string }): Match | null {
  const { context, sentence, clause } = input;
  const isQuestion = /\?\s*$/.test(clause) || /\?\s*$/.test(sentence.text);

  for (const trigger of clause.matchAll(NEXT_STEP)) {
    const rest = clause.slice(trigger.index + trigger[0].length);
    const ownerWord = trigger.groups?.owner1 ?? trigger.groups?.owner2;
    // "Next step is I'll send…" is a commitment; let the other rules read it.
    if (/^(?:i|we|you)\b|^[A-Z][a-z]+ (?:will|'ll|can|is going to)\b/.test(rest)) break;
    if (isQuestion || rest.split(/\s+/).length < 2) continue;
    const owner = ownerWord ? ownerFromWord({ word: ownerWord, sentence, context }) : null;
    return { kind: 'next-step', owner, rest, before: clause.slice(0, trigger.index) };
  }

  const vocative = findVocative({ sentence, context });
  const reply = replyTo({ sentence, context });
  for (const trigger of clause.matchAll(SECOND_PERSON)) {
    // "How would you find out?" asks for information, not for a task.
    if (/\b(?:how|what|when|where|why|who|which|whether)\b[^,;]*$/i.test(clause.slice(0, trigger.index)))
      continue;
    const rest = actionRest(clause.slice(trigger.index + trigger[0].length));
    if (!rest) continue;
    const isPlease = /^please\s/i.test(trigger[0]);
    // "please" alone asks only at the start of a clause ("Dana, please send…"), not "send it please".
    if (isPlease && !/(?:^|[,.;:]\s*|^\W*[A-Z][a-z]+,\s*)$/.test(clause.slice(0, trigger.index))) continue;
    // "you'll get an email" is news, not a task.
    if (/^you/i.test(trigger[0]) && /^get\b/i.test(rest)) continue;
    // "Can you text customers?" — "Yes, we can text every…": a question about the product.
    if (isQuestion && reply && answersWithAbility({ reply: reply.text, rest })) continue;
    // "Could you export the job list?" — "Yeah, I'll send it by Friday": accepted for later.
    const isAcceptedForLater = () =>
      reply !== null && ACKNOWLEDGEMENT.test(reply.text) && statesDate(reply.text);
    if (DEMO_PRONE_VERB.test(rest) && !isAfterMeeting(clause) && !isAcceptedForLater()) continue;
    const owner = vocative ?? addresseeOf({ sentence, context });
    return { kind: 'request', owner, rest, before: clause.slice(0, trigger.index) };
  }

  const conditional = clause.match(CONDITIONAL_REQUEST);
  // "If you send me the SKU master I can flag them" — "Yeah, I can send that": a request, accepted.
  if (conditional?.index !== undefined && reply && ACKNOWLEDGEMENT.test(reply.text)) {
    const rest = actionRest(clause.slice(conditional.index + conditional[0].length));
    if (rest && !DEMO_PRONE_VERB.test(rest)) {
      return { kind: 'request', owner: reply.speaker, rest, before: clause.slice(0, conditional.index) };
    }
  }

  for (const trigger of clause.matchAll(NAMED_SUBJECT)) {
    const name = trigger[1]!;
    if (!looksLikePersonName(name.split(/[- ]/)[0]!)) continue;
    const before = clause.slice(0, trigger.index);
    // "that's what Raj is going to ask" reports, it does not assign.
    if (/\b(?:what|that|which|who|how|whether|if)\s*$/i.test(before)) continue;
    const after = clause.slice(trigger.index + name.length + trigger[2]!.length);
    const rest = actionRest(after) ?? datedRest(after);
    if (!rest) continue;
    // "Mike will ask for numbers", said of someone not in the meeting, predicts; with a date it assigns.
    const present = context.people.resolve(name);
    if (!present && !statesDate(after)) continue;
    const owner = present ?? name;
    if (OBLIGATION.test(trigger[2]!.trimStart()) && !isAfterMeeting(clause)) continue;
    return { kind: 'named', owner, rest, before };
  }

  // "If it helps, we can give you a letter…" — "That would help.": an offer taken up is a promise.
  const offer = clause.match(OFFER);
  if (offer?.index !== undefined && !isQuestion && reply && OFFER_TAKEN.test(reply.text)) {
    const rest = withoutAdverbs(clause.slice(offer.index + offer[0].length));
    if ((actionRest(rest) !== null && !DEMO_PRONE_VERB.test(rest)) || OFFERED_THING.test(rest)) {
      return { kind: 'commitment', owner: sentence.speaker, rest, before: clause.slice(0, offer.index) };
    }
  }

  for (const trigger of clause.matchAll(FIRST_PERSON)) {
    if (isQuestion && !/^why don't i/i.test(trigger[0])) continue;
    const before = clause.slice(0, trigger.index);
    // "if I send it, ..." and "what I'll do is" are not commitments on their own.
    if (/\b(?:if|unless|whether|when|what)\s*$/i.test(before)) continue;
    // "If we can show that, I can get it rolled out": an ability under a condition, not a promise.
    if (/^i (?:can|could)\b/i.test(trigger[0]) && /\b(?:if|once|when|unless|assuming)\b/i.test(before))
      continue;
    const after = clause.slice(trigger.index + trigger[0].length);
    const rest = actionRest(after) ?? (FUTURE_TRIGGER.test(trigger[0]) ? datedRest(after) : null);
    if (!rest) continue;
    if (NOW_IN_THE_CALL.test(sentence.text)) continue;
    // "Let me…" mostly narrates the meeting; only follow-up verbs make it a commitment.
    if (/^let me/i.test(trigger[0]) && !LET_ME_VERB.test(rest)) continue;
    // "We'll create a case for every exception" describes a product; a team promise names a time.
    if (/^we/i.test(trigger[0]) && !isAfterMeeting(clause) && !TEAM_PROMISE.test(rest)) continue;
    if (DEMO_PRONE_VERB.test(rest) && !isAfterMeeting(clause)) continue;
    return { kind: 'commitment', owner: sentence.speaker, rest, before };
  }

  for (const trigger of clause.matchAll(SHARED)) {
    if (isQuestion) continue;
    const rest = clause.slice(trigger.index + trigger[0].length);
    return { kind: 'shared', owner: null, rest, before: clause.slice(0, trigger.index) };
  }

  // "Move the stage to bought-in." — "Will do.": an instruction the other side takes on.
  const instruction = clause.match(IMPERATIVE);
  if (!isQuestion && instruction && reply?.speaker && TAKEN_ON.test(reply.text)) {
    const rest = clause.slice(instruction[0].length);
    const isTask = (actionRest(rest) !== null || INSTRUCTION_VERB.test(rest)) && !IN_MEETING.test(rest);
    if (isTask && (!DEMO_PRONE_VERB.test(rest) || isAfterMeeting(clause))) {
      return { kind: 'request', owner: reply.speaker, rest, before: '' };
    }
  }
  return null;
}

function isAfterMeeting(clause: string): boolean {
  return AFTER_MEETING.test(clause) || findDueDate({ text: clause, meetingDate: ANY_DATE }) !== null;
}

/** The text after a promise when it names a time for it and starts with a verb that does something. */
function datedRest(text: string): string | null {
  const rest = withoutAdverbs(text);
  if (!/^[a-z]+\b/.test(rest) || NOT_A_TASK.test(rest) || IN_MEETING.test(rest)) return null;
  const date = CALENDAR_WORD.test(rest) ? findDueDate({ text: rest, meetingDate: ANY_DATE }) : null;
  if (!date) return null;
  // "keep November thirtieth" names the date as the object; "by", "on", "tomorrow" make it a deadline.
  const phrase = rest.slice(date.index, date.index + date.length);
  const isDeadline =
    DEADLINE_WORD.test(phrase) ||
    /\b(?:by|on|before|until|till|than|in|within|for)\s+(?:the\s+)?$/i.test(rest.slice(0, date.index));
  return isDeadline ? rest : null;
}

/** A date phrase that is a deadline by itself, without "by" or "on" before it. */
const DEADLINE_WORD =
  /^(?:today|tonight|tomorrow|next|this|end|the end|early|mid|late|later|eod|eow|a |one |two |three |in |within |by |before |on |until )/i;

/** The next turn, when another person speaks it. */
function replyTo(input: { sentence: Sentence; context: Context }): Turn | null {
  const { sentence, context } = input;
  if (sentence.speaker === null) return null;
  return otherSpeakerTurn({
    turns: context.split.turns,
    from: sentence.turnIndex,
    step: 1,
    speaker: sentence.speaker,
  });
}

function withoutAdverbs(text: string): string {
  let rest = text.trimStart();
  for (let guard = 0; guard < 6; guard += 1) {
    const next = rest.replace(ADVERBS, '');
    if (next === rest) break;
    rest = next;
  }
  return rest;
}

/** The text from the action verb on, or null when no action verb follows the trigger. */
function actionRest(text: string): string | null {
  const rest = withoutAdverbs(text);
  if (IN_MEETING.test(rest) || !ACTION_VERB.test(rest)) return null;
  return rest;
}

function clausesOf(text: string): string[] {
  const clauses: string[] = [];
  let start = 0;
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    clauses.push(text.slice(start, match.index));
    start = match.index + match[0].length;
  }
  clauses.push(text.slice(start));
  return clauses.filter((clause) => clause.trim().length > 0);
}

/** "me" → the speaker, "you" → the addressee, a name → the person. */
function ownerFromWord(input: { word: string; sentence: Sentence; context: Context }): string | null {
  const word = input.word.toLowerCase();
  if (word === 'me') return input.sentence.speaker;
  if (word === 'us') return null;
  if (word === 'you') return addresseeOf({ sentence: input.sentence, context: input.context });
  return input.context.people.resolve(input.word) ?? input.word;
}

const OPENING_VOCATIVE =
  /^\W*(?:(?:and|so|okay|ok|also|oh|hey)[,\s]+)?([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?:\s*,|\s+(?=(?:(?:can|could|would) you|please)\b))/;

/**
 * A person addressed by name: "Dana, can you…", "…by Friday, Dana?", or a turn that opens with
 * "Dana, …". Only people in the meeting count, and never the speaker.
 */
function findVocative(input: { sentence: Sentence; context: Context }): string | null {
  const { sentence, context } = input;
  const turn = context.split.turns[sentence.turnIndex];
  const candidates = [
    sentence.text.match(OPENING_VOCATIVE)?.[1],
    sentence.text.match(/,\s*([A-Z][a-z]+(?: [A-Z][a-z]+)?)\s*[?.!]*\s*$/)?.[1],
    // "Dana, quick one. … Can you…": the name at the start of a turn addresses its first sentences.
    turn && turn.sentences.indexOf(sentence) < 3
      ? turn.sentences[0]?.text.match(OPENING_VOCATIVE)?.[1]
      : undefined,
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const person = context.people.resolve(candidate);
    if (person && person !== sentence.speaker && context.people.present.includes(person)) return person;
  }
  return null;
}

/**
 * Whom a sentence is said to, when the exchange shows it: the next speaker if they answer with an
 * acknowledgement ("Sure, …"), the other party of a two-way exchange (the same person speaks
 * before and after), or the other speaker of a two-person meeting. Null otherwise.
 */
function addresseeOf(input: { sentence: Sentence; context: Context }): string | null {
  const { sentence, context } = input;
  const speaker = sentence.speaker;
  if (speaker === null) return null;
  const vocative = findVocative(input);
  if (vocative) return vocative;
  const turns = context.split.turns;
  const previous = otherSpeakerTurn({ turns, from: sentence.turnIndex, step: -1, speaker });
  const next = otherSpeakerTurn({ turns, from: sentence.turnIndex, step: 1, speaker });
  if (next?.speaker && ACKNOWLEDGEMENT.test(next.text)) return next.speaker;
  if (next?.speaker && previous?.speaker === next.speaker) return next.speaker;
  const others = context.people.speakers.filter((name) => name !== speaker);
  if (others.length === 1) return others[0]!;
  return null;
}

function otherSpeakerTurn(input: {
  turns: Turn[];
  from: number;
  step: 1 | -1;
  speaker: string;
}): Turn | null {
  const candidate = input.turns[input.from + input.step];
  return candidate && candidate.speaker !== input.speaker ? candidate : null;
}

type Task = { text: string; tail: string; droppedTail: string };

/** A verb (with its particle) whose object is only a pronoun. */
const PRONOUN_OBJECT =
  /^[a-z]+(?: (?:over|back|along|out|up|off))? (?:it|that|this|them|those|these|both)\b(?! (?:it|we|you|they|he|she|i|the|our|your|their|there|everything|all)\b)/i;

/** The task as a short imperative phrase: "Send the revised proposal to Dana Whitfield". */
function taskFrom(input: { match: Match; context: Context; sentence: Sentence }): Task | null {
  const { match, context, sentence } = input;
  const raw = match.rest.replace(/[.!?…]+\s*$/, '');
  const tailMatch = TASK_TAIL.exec(raw);
  const kept = tailMatch ? raw.slice(0, tailMatch.index) : raw;
  const droppedTail = tailMatch ? raw.slice(tailMatch.index) : '';
  let text = withoutVocatives({ text: removeFillers(kept), people: context.people });
  // Any date phrase comes out of the task text, even when no meeting date can resolve it.
  const due = findDueDate({ text, meetingDate: context.meetingDate ?? ANY_DATE });
  const after = due ? text.slice(due.index + due.length) : '';
  if (due && /^['’]s\b/.test(after)) {
    // "before Thursday's forecast call": the date names the thing, it is not the deadline's wording.
    text = `${text.slice(0, due.index)}the${after.slice(2)}`;
  } else if (due) {
    const before = text
      .slice(0, due.index)
      .replace(
        /(?:,?\s*\b(?:by|on|before|until|till|no later than|sometime|for|at|around|early|first thing|latest|hopefully|ideally|next|this|the|(?:in|within) the)\b)*[\s,]*$/i,
        '',
      );
    text = `${before} ${after.replace(/^\s*(?:at the latest|latest|or so|-ish)\b/i, '')}`;
  }
  text = text.replace(
    /\s*\b(?:as well|too|again|though|anyway|real quick|right away|asap|as soon as possible|for sure|(?:right )?after (?:this|the) (?:call|meeting|demo)|offline|over email|by email)\s*$/i,
    '',
  );
  text = rewritePronouns({ text, match, context, sentence });
  text = tidyPunctuation(text).replace(/^(?:to|and)\s+/i, '');
  // "Find out", "Confirm": a verb alone says too little to act on unless a date comes with it.
  if (contentTerms(text).length < 2 && !due) return null;
  // "Put that in writing", "Send it over": what "it" is was said elsewhere; with no date to tie it
  // to the task it answers (see dedupe), the item tells a reader nothing.
  if (PRONOUN_OBJECT.test(text) && !due) return null;
  return { text: capitalise(truncateWords(text, 18)), tail: kept, droppedTail };
}

/** ", Ben" after a name-less word addresses Ben: who is asked is not part of the task. */
const VOCATIVE = /(?<![A-Z][\w'’-]*),\s*([A-Z][a-z]+(?: [A-Z][a-z]+)?)\s*(?=,|[.!?]*$)/g;

/**
 * The task without the names it is said to ("…to you tomorrow morning, Ben"): only people of the
 * meeting, and not an item of a list of names ("Dana, Marcus, and Lena").
 */
function withoutVocatives(input: { text: string; people: People }): string {
  return input.text.replace(VOCATIVE, (whole, name: string) => (input.people.resolve(name) ? '' : whole));
}

/** Written from the reader's side: "send you the deck" said to Dana becomes "send Dana the deck". */
function rewritePronouns(input: {
  text: string;
  match: Match;
  context: Context;
  sentence: Sentence;
}): string {
  const { match, context, sentence } = input;
  let text = input.text;
  if (match.kind === 'commitment') {
    const addressee = addresseeOf({ sentence, context });
    if (addressee) {
      text = text
        .replace(
          /\byou(?: guys| all| both| two)?\b(?!'| (?:are|were|have|had|can|could|will|would|need|want|know))/gi,
          addressee,
        )
        .replace(/\byour\b/gi, `${addressee}'s`);
    }
  } else if (match.kind === 'request' && sentence.speaker) {
    text = text.replace(/\bme\b/gi, sentence.speaker).replace(/\bmy\b/gi, `${sentence.speaker}'s`);
    text = text.replace(/\byour\b/gi, 'their').replace(/\byourself\b/gi, 'themselves');
  }
  return text;
}

/** "I'll send the proposal. You'll have it by Friday." — the date is in the next sentence. */
function dueDateFromNextSentence(input: {
  context: Context;
  sentence: Sentence;
  clause: string;
}): string | null {
  const turn = input.context.split.turns[input.sentence.turnIndex];
  if (!turn || input.clause.trim() !== removeFillers(input.sentence.text)) return null;
  const position = turn.sentences.indexOf(input.sentence);
  const next = turn.sentences[position + 1];
  if (!next || next.text.split(/\s+/).length > 14 || !/\b(?:it|that|them|this|those)\b/i.test(next.text)) {
    return null;
  }
  if (
    new RegExp(FIRST_PERSON.source, 'i').test(next.text) ||
    new RegExp(SECOND_PERSON.source, 'i').test(next.text)
  ) {
    return null;
  }
  return dueDateIn({ text: next.text, context: input.context });
}

function dueDateIn(input: { text: string; context: Context }): string | null {
  const meetingDate = input.context.meetingDate;
  return meetingDate ? (findDueDate({ text: input.text, meetingDate })?.isoDate ?? null) : null;
}

/**
 * Merges restatements: same owner and similar words (the recap at the end of a call repeats each
 * item), and "Sure, I'll do it by Wednesday" answering a request to the same person.
 */
function dedupe(items: FoundActionItem[], context: Context): FoundActionItem[] {
  const kept: Array<FoundActionItem & { terms: Set<string> }> = [];
  for (const item of items) {
    const terms = new Set(contentTerms(item.text));
    const duplicate = kept.find(
      (known) =>
        (known.owner === item.owner || known.owner === null || item.owner === null) &&
        (similarity(known.terms, terms) >= 0.5 ||
          (isSubset(terms, known.terms) && (terms.size >= 2 || known.owner === item.owner)) ||
          (isSubset(known.terms, terms) && known.terms.size >= 2) ||
          isAnswerTo({ answer: item, request: known, context })),
    );
    if (!duplicate) {
      kept.push({ ...item, terms });
      continue;
    }
    duplicate.dueDate ??= item.dueDate;
    duplicate.owner ??= item.owner;
    if (duplicate.terms.size < terms.size && duplicate.kind !== 'request') {
      duplicate.text = item.text;
      duplicate.terms = terms;
    }
  }
  return kept.map(({ terms: _terms, ...item }) => item);
}

/** A first-person reply in the turn right after a request made to its speaker, or a task given to them. */
function isAnswerTo(input: { answer: FoundActionItem; request: FoundActionItem; context: Context }): boolean {
  const { answer, request } = input;
  // "Dana will share the terms, is that right?" — "Yes, I'll dig those out": one task, as assigned.
  if ((request.kind !== 'request' && request.kind !== 'named') || answer.kind !== 'commitment') return false;
  if (request.owner !== answer.owner) return false;
  const isSoonAfter =
    answer.sentence.speaker === null
      ? answer.sentence.index - request.sentence.index <= 3
      : answer.sentence.turnIndex - request.sentence.turnIndex <= 2;
  return (
    answer.sentence.index > request.sentence.index &&
    isSoonAfter &&
    /\b(?:it|that|this|them|her|him|those)\b/i.test(answer.text)
  );
}

function isSubset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0) return false;
  for (const term of a) if (!b.has(term)) return false;
  return true;
}
