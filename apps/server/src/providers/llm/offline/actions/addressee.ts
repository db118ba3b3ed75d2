import type { Sentence, Turn } from '../sentences';
import type { ActionContext as Context } from './found-item';
import { ACKNOWLEDGEMENT } from './triggers';

/*
 * Who a sentence is said to and who answers it: the owner of a request.
 */

/** The next turn, when another person speaks it. */
export function replyTo(input: { sentence: Sentence; context: Context }): Turn | null {
  const { sentence, context } = input;
  if (sentence.speaker === null) return null;
  return otherSpeakerTurn({
    turns: context.split.turns,
    from: sentence.turnIndex,
    step: 1,
    speaker: sentence.speaker,
  });
}

/** "me" → the speaker, "you" → the addressee, a name → the person. */
export function ownerFromWord(input: { word: string; sentence: Sentence; context: Context }): string | null {
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
export function findVocative(input: { sentence: Sentence; context: Context }): string | null {
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
export function addresseeOf(input: { sentence: Sentence; context: Context }): string | null {
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
