/*
 * The noun phrase a sentence opens with ("The final import then runs…", "And the workforce
 * management session, also through Carmen?"): what a later "I'll run that one" or "I'll schedule
 * it" points back to.
 *
 * Read from the words, not with wink-nlp's parts of speech: the phrase is only a determiner and
 * the few words before the verb, and a second English model on the summary path costs ~40 MB and
 * 0.2–1 s to load (the offline chat's reader, questions/language.ts, does not share its own).
 */

/** A phrase and its last noun: "the final import" / "import". */
export type NounPhrase = { phrase: string; head: string };

const OPENING =
  /^\W*(?:(?:and|so|okay|ok|then|also|but|now|well|right)\W+)*(the|our|your|their|this|that|these|those)\s+(.*)$/i;

/** Words a noun phrase cannot hold: verbs that join it to the rest, adverbs, prepositions, pronouns. */
const NOT_IN_PHRASE =
  /^(?:is|are|was|were|be|been|will|would|can|could|should|shall|must|might|may|has|have|had|does|do|did|isn't|aren't|wasn't|won't|can't|doesn't|don't|then|also|now|still|just|only|already|always|never|really|usually|probably|actually|finally|on|in|at|for|to|by|with|from|of|about|before|after|through|into|over|under|across|between|during|via|until|and|or|but|that|which|who|whose|where|when|we|you|they|i|it|he|she|its|their|our|your|my|a|an|the|this|these|those|not|no)$/i;

/** After a word in -s, these make it the verb ("the import runs on…", "the review goes to…"). */
const AFTER_A_VERB =
  /^(?:on|in|at|for|to|by|with|from|before|after|through|into|over|until|the|a|an|our|your|their|this|that|then|next|tomorrow|today|every|each)$/i;

/** Nouns too vague to name a task by ("the thing is…", "the point is…"). */
const VAGUE_NOUN =
  /^(?:thing|things|point|idea|question|problem|issue|reason|way|time|moment|part|bit|rest|one|lot|end|fact|answer|truth|plan|good|bad|news|other|same|first|last|next)$/i;

const MAX_WORDS = 4;

/** The sentence's opening noun phrase with a determiner, or null when it opens otherwise. */
export function openingNounPhrase(text: string): NounPhrase | null {
  const opening = OPENING.exec(text);
  if (!opening) return null;
  const words = opening[2]!.split(/\s+/);
  const phrase: string[] = [];
  for (const [position, raw] of words.entries()) {
    const word = raw.replace(/[,;:.?!]+$/, '');
    if (!/^[A-Za-z][\w'’-]*$/.test(word) || NOT_IN_PHRASE.test(word)) break;
    if (phrase.length > 0 && /s$/i.test(word) && AFTER_A_VERB.test(words[position + 1] ?? '')) break;
    phrase.push(word);
    // A comma or a question mark closes the phrase: "the review session, is that with you?".
    if (word !== raw || phrase.length >= MAX_WORDS) break;
  }
  const head = phrase.at(-1);
  if (!head || VAGUE_NOUN.test(head) || /['’]s$/.test(head)) return null;
  return { phrase: [opening[1]!.toLowerCase(), ...phrase].join(' '), head };
}
