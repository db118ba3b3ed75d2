import type { MeetingContext } from '../../meeting-intelligence';
import { ownWordsOf } from '../own-words';
import { readSentence } from '../questions/language';
import type { Sentence } from '../sentences';

/*
 * Competitors a call names in ways the chat's rivalry cues miss, and names that are people rather
 * than vendors. A vendor asked about ("Is Float still in the picture?", "And Housecall Pro?") and
 * answered with talk of its offer ("They came back with a lower quote") is a rival. A name whose
 * first word is used alone with what people do ("Hannah left in June", "Hannah's job") is a person.
 */

/** A question that asks about a named vendor's standing, or is little more than the name. */
const ASKS_STANDING =
  /\b(?:still in the (?:picture|running|mix)|still an option|still talking to|what about|where (?:are|is) .{1,30} at|how do we compare|compared? (?:to|with)|versus|vs\.?)\b/i;
const MAX_BARE_QUESTION_WORDS = 4;
/** A reply about a vendor's offer or standing. */
const RIVAL_REPLY =
  /\b(?:quote\w*|cheaper|lower|pric\w*|proposals?|demo\w*|pitch\w*|came (?:back|in)|came in|bid|offer\w*|shortlist\w*|not out|still in|evaluat\w*|compar\w*|discount\w*)\b/i;
/** The reply speaks of the vendor: "They came in cheaper", "their quote". */
const SPEAKS_OF_VENDOR = /\b(?:they|them|their|they're|they've)\b/i;
/** How far the reply may be from the question: the asker may add a sentence first. */
const MAX_REPLY_DISTANCE = 3;
/** What people do, said right after a first name: "Hannah left", "Hannah's job". */
const PERSON_AFTER =
  /^(?:'s (?:job|role|desk|boss|team|projects?|notes|draft)|\s+(?:left|said|says|told|tells|asked|joined|promised|thinks|thought|wants|wanted|retired|resigned|mentioned|is on (?:leave|vacation))\b)/i;

/**
 * Names in a question: wink-nlp's proper nouns, and capitalised words after the first ("Is Float
 * still in the picture?": a vendor named by a common word is not tagged as a proper noun).
 */
function namesIn(text: string): string[] {
  const capitalised = [...text.matchAll(/(?<=\s)\p{Lu}[\p{L}\p{N}-]*(?:\s+\p{Lu}[\p{L}\p{N}-]*)*/gu)]
    .map((match) => match[0])
    .filter((name) => name !== 'I');
  const names = [...new Set([...readSentence(text).properNouns, ...capitalised])];
  // "Housecall" and "Housecall Pro": the longer says the whole name.
  return names.filter((name) => !names.some((other) => other !== name && other.includes(name)));
}

/** Whether `name` (several words) is a person: its first word said alone with what people do. */
export function isPersonName(name: string, sentences: ReadonlyArray<Sentence>): boolean {
  const [first, second] = name.split(/\s+/);
  return first !== undefined && second !== undefined && isSaidAsPerson(first, sentences, second);
}

/** Whether `word` (not followed by `next`) is said with what people do: "Hannah left", "Hannah's job". */
function isSaidAsPerson(word: string, sentences: ReadonlyArray<Sentence>, next?: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alone = new RegExp(`\\b${escaped}${next ? `(?!\\s+${next})` : ''}`, 'g');
  return sentences.some((sentence) =>
    [...sentence.text.matchAll(alone)].some((match) =>
      PERSON_AFTER.test(sentence.text.slice(match.index + word.length)),
    ),
  );
}

/** Words of the call's own side (its title's company, the participants' names and domains), never a rival. */
const ownSideWords = (meeting: Pick<MeetingContext, 'title' | 'participants'>) =>
  ownWordsOf({ title: meeting.title, participants: meeting.participants, present: [] });

/** Vendors asked about and answered as rivals, in the order asked; the call's own side left out. */
export function rivalsAskedAbout(input: {
  meeting: Pick<MeetingContext, 'title' | 'participants'>;
  sentences: ReadonlyArray<Sentence>;
}): Array<{ name: string; sentence: Sentence }> {
  const own = ownSideWords(input.meeting);
  const found: Array<{ name: string; sentence: Sentence }> = [];
  for (const [position, question] of input.sentences.entries()) {
    const text = question.text.trim();
    if (!text.endsWith('?')) continue;
    const isBare = text.split(/\s+/).length <= MAX_BARE_QUESTION_WORDS;
    if (!isBare && !ASKS_STANDING.test(text)) continue;
    // The asker may go on ("Is Float still in the picture? I know Hannah had them in too.").
    const reply = input.sentences
      .slice(position + 1, position + 1 + MAX_REPLY_DISTANCE)
      .find((sentence) => sentence.speaker !== question.speaker);
    if (!reply || !RIVAL_REPLY.test(reply.text) || !SPEAKS_OF_VENDOR.test(reply.text)) continue;
    for (const name of namesIn(text)) {
      // "Numbers?": a capital that only starts the question names nothing.
      if (text.startsWith(name)) continue;
      const words = name.toLowerCase().split(/\s+/);
      if (words.some((word) => own.has(word)) || isPersonName(name, input.sentences)) continue;
      if (!found.some((entry) => entry.name === name)) found.push({ name, sentence: reply });
    }
  }
  return found;
}

const NAME = '(\\p{Lu}[\\p{L}\\p{N}-]*(?:\\s+\\p{Lu}[\\p{L}\\p{N}-]*)*)';
/** A vendor's offer in so many words: "a demo from Zendesk", "Freshdesk sent us a proposal". */
const OFFER_FROM = [
  new RegExp(`\\b(?:demo|proposal|quote|pitch|bid|offer|trial|presentation|pricing) from ${NAME}`, 'gu'),
  new RegExp(
    `${NAME}\\s+(?:sent|gave|showed|quoted|offered|pitched)\\s+(?:us|me)\\s+(?:a |an |their |a lower |a cheaper )?(?:demo|proposal|quote|pitch|price|discount|trial)`,
    'gu',
  ),
  new RegExp(`${NAME}\\s+came (?:back )?in (?:cheaper|lower|under|at)\\b`, 'gu'),
];

/** Capitalised words that name no vendor: "a proposal from March", "And", "They". */
const NOT_A_VENDOR =
  /^(?:The|A|An|We|They|I|It|And|But|So|Then|Also|Plus|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Q[1-4])$/;

/** Vendors whose offer the call states ("Freshdesk sent us a proposal"), the call's own side and people left out. */
export function rivalsByOffer(input: {
  meeting: Pick<MeetingContext, 'title' | 'participants'>;
  sentences: ReadonlyArray<Sentence>;
}): Array<{ name: string; sentence: Sentence }> {
  const own = ownSideWords(input.meeting);
  const found: Array<{ name: string; sentence: Sentence }> = [];
  for (const sentence of input.sentences) {
    if (sentence.text.trimEnd().endsWith('?')) continue;
    for (const pattern of OFFER_FROM) {
      for (const match of sentence.text.matchAll(pattern)) {
        const name = match[1]!.replace(/^(?:(?:The|A|An|We|They|I|And|But|So|Then|Also|Plus)\s+)+/, '');
        const words = name.toLowerCase().split(/\s+/);
        if (name.length < 2 || words.some((word) => own.has(word)) || NOT_A_VENDOR.test(name)) continue;
        if (isSaidAsPerson(name.split(/\s+/)[0]!, input.sentences)) continue;
        if (!found.some((entry) => entry.name === name)) found.push({ name, sentence });
      }
    }
  }
  return found;
}
