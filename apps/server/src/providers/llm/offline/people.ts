import type { MeetingContext } from '../meeting-intelligence';
import type { Turn } from './sentences';

/**
 * Who was in the meeting, as the transcript and the invitation name them, so that "Dana" said in
 * the room resolves to the speaker label "Dana Whitfield".
 */
export type People = {
  /** Speaker labels and participant names, speakers first. */
  present: string[];
  speakers: string[];
  /** The canonical name for a spoken name ("Dana", "dana whitfield"); null when nobody matches. */
  resolve(spoken: string): string | null;
};

/** Capitalised words that start sentences or name things, never people. */
export const NOT_NAMES: ReadonlySet<string> = new Set(
  (
    'i we you he she they it this that these those there here what when where why how who which ' +
    'so and but or if then also just okay ok yes yeah no not now well sure great good fine perfect awesome ' +
    'thanks hi hello hey absolutely maybe actually honestly sounds right cool ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june ' +
    'july august september october november december today tomorrow next last let lets let’s ' +
    'legal procurement finance security it ops operations sales marketing engineering support team ' +
    'everyone everybody someone somebody nobody anyone everything nothing something anything whoever whatever all both each our your their my his her ' +
    'action item step steps follow please can could would will should shall the a an one two three ' +
    'q1 q2 q3 q4 ceo cfo cto cio coo vp hr api sso soc gdpr crm'
  ).split(' '),
);

/** `turns`: the transcript's turns, or its segments: only who speaks, in order, is read. */
export function buildPeople(input: {
  participants: MeetingContext['participants'];
  turns: ReadonlyArray<Pick<Turn, 'speaker'>>;
}): People {
  const speakers: string[] = [];
  for (const turn of input.turns) {
    if (turn.speaker && !speakers.includes(turn.speaker)) speakers.push(turn.speaker);
  }
  const present = [...speakers];
  for (const participant of input.participants) {
    const name = participant.name?.trim();
    if (!name) continue;
    const alreadyPresent = present.some((known) => known.toLowerCase() === name.toLowerCase());
    if (!alreadyPresent) present.push(name);
  }

  const byFullName = new Map<string, string>();
  const byFirstName = new Map<string, string | null>();
  for (const name of present) {
    const key = name.toLowerCase();
    if (!byFullName.has(key)) byFullName.set(key, name);
    const first = key.split(/\s+/)[0];
    if (!first || first === key) continue;
    // Two Alexes in one room: "Alex" then names nobody in particular.
    byFirstName.set(first, byFirstName.has(first) && byFirstName.get(first) !== name ? null : name);
  }

  return {
    present,
    speakers,
    resolve(spoken) {
      const key = spoken.trim().toLowerCase();
      return byFullName.get(key) ?? byFirstName.get(key) ?? null;
    },
  };
}

/** Whether a capitalised word could be a person's first name (used for people not in the room). */
export function looksLikePersonName(word: string): boolean {
  return /^[A-Z][a-z]+(?:-[A-Z][a-z]+)?$/.test(word) && !NOT_NAMES.has(word.toLowerCase());
}
