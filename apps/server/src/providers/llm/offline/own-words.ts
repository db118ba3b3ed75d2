import type { MeetingContext } from '../meeting-intelligence';

/**
 * Words of the meeting's own side, lower case: the title, the people's names and the participants'
 * email domains ("helio" of helio.example). A capitalised name among them is not a competitor.
 */
export function ownWordsOf(input: {
  title: string;
  participants: MeetingContext['participants'];
  present: ReadonlyArray<string>;
}): Set<string> {
  const own = new Set<string>();
  const add = (text: string) => {
    for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) own.add(word);
  };
  add(input.title);
  for (const name of input.present) add(name);
  for (const participant of input.participants) {
    add(participant.name ?? '');
    add(participant.email?.split('@')[1]?.split('.').slice(0, -1).join(' ') ?? '');
  }
  return own;
}
