import { contentTerms } from '../keyword-scoring';
import type { People } from '../people';
import type { Sentence } from '../sentences';

/*
 * Tasks change during a call: one is called off ("never mind the export, we don't need it"),
 * another handed to someone else ("actually, Maria, can you take the export instead?"). The items
 * keep what the call ended with.
 */

/** A task called off. */
const CANCELLED =
  /\b(?:never mind|scratch that|forget (?:about )?(?:the|that|it)|no need (?:to|for)|don't (?:bother|worry about)|(?:we|you|I) (?:don't|do not|won't|no longer) (?:need|have) to|(?:we|you) (?:don't|do not|no longer) need (?:the|that|it)|skip (?:the|that)|cancel (?:the|that)|(?:that|the \w+) (?:isn't|is not|won't be) needed (?:anymore|any more|after all)?)\b/i;
/** A task handed to someone else, or taken over. */
const REASSIGNED =
  /\b(?:instead(?: of (?:me|him|her|you))?|take (?:that|it|this|the [\w-]+(?: [\w-]+)?) over|take over (?:that|it|this|the)|hand (?:that|it|this) (?:over|off) to|(?:will|can|should) own (?:that|it|this|the)|reassign\w*)\b/i;

type Changeable = { owner: string | null; text: string; sentence: Sentence };

/** How far after a task a change may come and still be about it without naming it. */
const POINTING_BACK_SENTENCES = 4;

/** The items as the call left them: called-off ones dropped, handed-over ones with their new owner. */
export function applyLaterChanges<T extends Changeable>(input: {
  items: T[];
  sentences: ReadonlyArray<Sentence>;
  people: People;
}): T[] {
  const { items, sentences, people } = input;
  const kept: T[] = [];
  for (const item of items) {
    const terms = new Set(contentTerms(item.text));
    let owner = item.owner;
    let isCancelled = false;
    for (const sentence of sentences) {
      if (sentence.index <= item.sentence.index) continue;
      const isAbout = aboutTask({ sentence, item, terms });
      if (!isAbout) continue;
      if (CANCELLED.test(sentence.text) && !sentence.text.trimEnd().endsWith('?')) isCancelled = true;
      else if (REASSIGNED.test(sentence.text)) {
        const named = namedPerson({ text: sentence.text, people, except: owner });
        // "I'll take that over": the speaker; "Maria, can you take the export instead?": Maria.
        const speakerTakes = /\bI(?:'ll| will| can)\b/.test(sentence.text) ? sentence.speaker : null;
        const next = named ?? speakerTakes;
        if (next && next !== owner) {
          owner = next;
          isCancelled = false;
        }
      }
    }
    if (!isCancelled) kept.push(owner === item.owner ? item : { ...item, owner });
  }
  return kept;
}

/** A later sentence about the task: it shares two of its words, or points back to it just after. */
function aboutTask(input: { sentence: Sentence; item: Changeable; terms: ReadonlySet<string> }): boolean {
  const { sentence, item, terms } = input;
  const shared = contentTerms(sentence.text).filter((term) => terms.has(term)).length;
  if (shared >= 2 || (shared >= 1 && terms.size <= 3)) return true;
  const isJustAfter = sentence.index - item.sentence.index <= POINTING_BACK_SENTENCES;
  return isJustAfter && /\b(?:that|it|this)\b/i.test(sentence.text);
}

/** A person of the meeting named in `text`, other than `except`. */
function namedPerson(input: { text: string; people: People; except: string | null }): string | null {
  for (const match of input.text.matchAll(/\b[A-Z][a-z]+(?: [A-Z][a-z]+)?\b/g)) {
    const name = input.people.resolve(match[0]) ?? input.people.resolve(match[0].split(' ')[0]!);
    if (name && name !== input.except) return name;
  }
  return null;
}
