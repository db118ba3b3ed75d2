/**
 * What the other side's reply makes of a sentence: a request accepted, an offer taken up, an
 * instruction taken on, or a question about the product answered with what it can do.
 */

/** "I can", "we could": an offer, a promise only once taken up. */
export const OFFER = /\b(?:i|we) (?:can|could)\s+/i;

/** The other side taking up an offer, not only acknowledging it. */
export const OFFER_TAKEN =
  /^\W*(?:that would (?:help|be (?:great|helpful|useful|perfect))|that'd (?:help|be great)|yes,? please|please do|(?:i|we)'d (?:love|appreciate) that)\b/i;

/** Something handed over after the call: "give you a letter", "get you a sample report". */
export const OFFERED_THING =
  /^(?:give|get|send|write|do) (?:you|him|her|them|us|[A-Z][a-z]+) (?:a|an|the|our|some) (?:[\w-]+ ){0,2}(?:letter|document|doc|summary|copy|list|report|proposal|quote|template|sample|reference|intro|introduction|estimate|deck|write-?up|one-pager)\b/i;

/** "If you send me…" (not "if you could", a request already): a request only once accepted. */
export const CONDITIONAL_REQUEST =
  /\bif you\s+(?!could\b|can\b|want\b|need\b|have\b|like\b|think\b|look\b|see\b)/i;

/** A clause that starts with a verb: "Move the stage…", "And please send…". */
export const IMPERATIVE = /^\W*(?:(?:and|so|then|also|okay|ok|please|oh)[,\s]+)*(?=[a-z]+\s)/i;

/** Instructions on records and documents, beside the follow-up verbs of `ACTION_VERB`. */
export const INSTRUCTION_VERB =
  /^(?:move|mark|put|add|change|set|flag|tag|attach|include|copy|log|record)\s/i;

/** A reply that takes a task on, unlike "sure" or "okay", which also answer a request to look at a screen. */
export const TAKEN_ON =
  /^\W*(?:will do|can do|on it|you got it|consider it done|i'll|i will|i'm on it|yes,? i (?:can|will))\b/i;

/** "We can text every customer" answering "can you text customers?": the same verb, as an ability. */
export function answersWithAbility(input: { reply: string; rest: string }): boolean {
  const verb = input.rest.match(/^[a-z]+/i)?.[0]?.toLowerCase();
  if (!verb) return false;
  return new RegExp(`\\b(?:we|it|you|they|the \\w+) (?:can|could|do|does)(?: \\w+ly)? ${verb}\\b`, 'i').test(
    input.reply,
  );
}
