import type { Candidate } from '../crm-cues';
import type { Sentence } from '../sentences';
import { says } from './bool-predicate';

/*
 * A yes/no property answered in a reply: "Is there budget allocated?" "No, not yet." The question
 * must ask whether the thing exists or holds ("is there…", "do you have…", "is it approved"), with
 * the property's subject as what is asked about; the reply is the other speaker's next sentence,
 * opening with a yes or a no. "Do you have any concerns about the budget?" "No." asks something else.
 */

const ASKS_YES_NO = /^\W*(?:(?:and|so|okay|ok)\W+)?(?:is|are|do|does|did|have|has|was|were|can|will)\b/i;
const HAVING = /\b(?:have|has|got|there)\s+(?:[\p{L}']+\s+){0,2}?([\p{L}']+)/giu;
const NO =
  /^\W*(?:no|nope|not yet|not really|not at this point|we don't|we haven't|we do not|we have not)\b(?!\s+(?:idea|clue|doubt)\b)/i;
const YES = /^\W*(?:yes|yeah|yep|yup|we do|we have|it is|it has|correct)\b(?!\s*,?\s*(?:but|well)\b)/i;
/** Support of a reply: as much as a sentence that names the property with a cue. */
const REPLY_SCORE = 4;

/**
 * Replies to yes/no questions about `subjects` (stems, read with their families), as `true` or
 * `false`; `isStated(question)` says whether the question names the property's state ("approved").
 */
export function yesNoReplies(
  sentences: ReadonlyArray<Sentence>,
  subjects: ReadonlySet<string>,
  isStated: (question: string) => boolean,
): Candidate[] {
  const found: Candidate[] = [];
  for (const question of sentences) {
    const text = question.text.trim();
    if (!text.endsWith('?') || !ASKS_YES_NO.test(text)) continue;
    const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
    if (![...subjects].some((subject) => says(words, subject))) continue;
    const hadSubject = [...text.matchAll(HAVING)].some((match) =>
      [...subjects].some((subject) => says([match[1]!.toLowerCase()], subject)),
    );
    if (!hadSubject && !isStated(text)) continue;
    const reply = sentences[question.index + 1];
    if (!reply || reply.speaker === question.speaker) continue;
    const value = NO.test(reply.text) ? 'false' : YES.test(reply.text) ? 'true' : null;
    if (value) found.push({ value, score: REPLY_SCORE, sentence: reply });
  }
  return found;
}
