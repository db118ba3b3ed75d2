/*
 * How a question without a model is read as being about the person asking: their own commitments
 * ("what did I promise"), their meetings ("my meetings", "did I meet"), and who a meeting was with
 * ("my calls with Acme"). Each cue is a kind of sentence, with the reason it is one; "tell me" or
 * "show me" are ways of asking, not the asker as a subject, and are not cues.
 */

type Cue = { pattern: RegExp; why: string };

const OWN_COMMITMENTS: readonly Cue[] = [
  {
    pattern:
      /\bwhat (?:did|have|do) I (?:promise[ds]?|commit(?:ted)?|agree(?:d)?|sign(?:ed)? up|volunteer(?:ed)?|offer(?:ed)?|owe|say I(?:'d| would| will))\b/i,
    why: 'the asker as the one who promised, agreed or owes',
  },
  {
    pattern: /\bwhat (?:am|was) I (?:supposed|meant|expected|going) to\b/i,
    why: 'what is expected of the asker',
  },
  {
    pattern: /\bwhat do I (?:need|have|still need|still have) to\b/i,
    why: 'what the asker has to do',
  },
  {
    pattern:
      /\bmy (?:own )?(?:open )?(?:action[- ]?items?|tasks?|to-?dos?|follow[- ]?ups?|next steps?|commitments?|promises?|deliverables?)\b/i,
    why: 'the asker’s items, named as theirs',
  },
  {
    pattern:
      /\b(?:action[- ]?items?|tasks?|to-?dos?|follow[- ]?ups?|next steps?)\b[^.?!]*\b(?:for|on|assigned to|owned by) me\b/i,
    why: 'items assigned to the asker',
  },
  { pattern: /\bon my plate\b|\bwhat(?: is|'s) on me\b/i, why: 'what rests with the asker' },
];

const ABOUT_ASKER: readonly Cue[] = [
  { pattern: /\bmy\b/i, why: 'the asker’s meetings, calls, customers' },
  {
    pattern: /\b(?:did|do|have|had|was|am|will) I\b/i,
    why: 'the asker as the subject of a question ("did I meet", "have I talked")',
  },
  {
    pattern: /\bI(?:'ve| have| had)? (?:met|meet|attended|joined|talked|spoke|called|recorded|promised)\b/i,
    why: 'the asker as the subject of a statement',
  },
  { pattern: /\bwith me\b/i, why: 'meetings the asker was in' },
];

const matchesAny = (cues: readonly Cue[], text: string) => cues.some((cue) => cue.pattern.test(text));

/** "What did I promise?", "my action items", "tasks assigned to me": the asker's own items. */
export function asksForOwnCommitments(question: string): boolean {
  return matchesAny(OWN_COMMITMENTS, question);
}

/** Whether the question is about the asker's own meetings ("my calls", "did I meet"). */
export function isAboutAsker(question: string): boolean {
  return matchesAny(ABOUT_ASKER, question);
}

/** Where "with X" names who a meeting was with: after a word for a meeting, or for meeting someone. */
const WITH_COUNTERPART =
  /\b(?:meetings?|calls?|conversations?|demos?|syncs?|check-?ins?|met|meet|talked|spoke|speak|talk)\s+with\s+(?:the\s+)?([\p{L}\p{N}][\p{L}\p{N}&.'’-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}&.'’-]*){0,3})/iu;

/** Words that end a name after "with": what follows is the rest of the question. */
const AFTER_NAME = new Set(
  (
    'about on in at from to this last yesterday today tonight regarding re for and or during since before after ' +
    'when where that which who whom did do does was were is are have has had what how why so than then ' +
    'me us them him her you it its'
  ).split(' '),
);

/**
 * Who a meeting was with, when the question says so after a meeting word: "Acme" in "my meetings with
 * Acme this week", "Dana Buyer" in "my call with Dana Buyer". Null when it names nobody that way
 * ("with me", or "with" about something else: "the issue with the scanners").
 */
export function counterpartIn(question: string): string | null {
  const words = question.match(WITH_COUNTERPART)?.[1]?.split(/\s+/) ?? [];
  const name: string[] = [];
  for (const word of words) {
    if (AFTER_NAME.has(word.toLowerCase())) break;
    name.push(word);
  }
  const text = name.join(' ').replace(/[.'’-]+$/, '');
  return text === '' ? null : text;
}

/** The question without "with {counterpart}", so that its name is a filter rather than words to search. */
export function withoutCounterpart(question: string, counterpart: string): string {
  const name = counterpart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return question.replace(new RegExp(`\\bwith\\s+(?:the\\s+)?${name}`, 'iu'), ' ');
}
