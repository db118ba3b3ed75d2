/*
 * Whose an action item is, as far as Ting can tell from its `owner` text: the one place that decides
 * "mine" for the meeting chat and the assistant, with both engines. It is deliberately cautious: an
 * item counts as the caller's only when its owner names them — their full name, their email or its
 * local part, or their first name when no one else in the meeting has it. Anything else is not theirs:
 * no owner recorded, someone else, or a first name two people in the meeting share.
 */

/** Someone in the meeting: a participant, a speaker, another item's owner. */
export type MeetingPerson = { name: string | null; email: string | null };

export type Ownership =
  /** The owner names the caller. */
  | 'mine'
  /** The owner is a first name the caller shares with someone else in the meeting. */
  | 'ambiguous'
  /** The owner names someone Ting cannot tie to the caller. */
  | 'someone-else'
  /** No owner was recorded. */
  | 'no-owner';

/** Lower case, accents and surrounding punctuation off, spaces single: "  José " → "jose". */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s"'“”‘’()[\]<>.,:;!?-]+|[\s"'“”‘’()[\]<>.,:;!?-]+$/g, '');
}

const EMAIL = /[^\s<>()"',;]+@[^\s<>()"',;]+\.[^\s<>()"',;]+/g;

/** "Ada and Sam", "Ada & Sam", "Ada, Sam", "Ada / Sam": an item several people own. */
const SEVERAL_OWNERS = /\s*(?:,|&|\/|\+|\band\b)\s*/i;

const firstWord = (name: string) => name.split(' ')[0] ?? '';
/** "ada.lovelace@acme.test" → "ada": the first part of an address's local part. */
const firstOfLocal = (email: string) => normalise(email.split('@')[0] ?? '').split(/[._-]/)[0] ?? '';

type Caller = { name: string | null; email: string };

/** The first names (or address first parts) of the meeting's people who are not the caller. */
function othersFirstNames(options: { caller: Caller; people: ReadonlyArray<MeetingPerson> }): Set<string> {
  const email = normalise(options.caller.email);
  const fullName = normalise(options.caller.name ?? '');
  const first = firstWord(fullName);
  const names = new Set<string>();
  for (const person of options.people) {
    const personEmail = person.email ? normalise(person.email) : '';
    const personName = person.name ? normalise(person.name) : '';
    if (personEmail !== '' && personEmail === email) continue;
    if (personName !== '' && personName === fullName) continue;
    // A bare first name equal to the caller's, with no address, may well be the caller's speaker label.
    if (personName !== '' && personName === first && personEmail === '') continue;
    if (personName !== '') names.add(firstWord(personName));
    else if (personEmail !== '') names.add(firstOfLocal(personEmail));
  }
  names.delete('');
  return names;
}

function ownershipOfOne(options: { part: string; caller: Caller; othersFirst: Set<string> }): Ownership {
  const { caller, othersFirst } = options;
  const emails = options.part.match(EMAIL);
  const callerEmail = normalise(caller.email);
  if (emails) return emails.some((email) => normalise(email) === callerEmail) ? 'mine' : 'someone-else';
  const owner = normalise(options.part);
  if (owner === '') return 'no-owner';
  const fullName = normalise(caller.name ?? '');
  const first = firstWord(fullName);
  const local = normalise(callerEmail.split('@')[0] ?? '');
  const isOneWord = !owner.includes(' ');
  // A single word someone else in the meeting goes by could be either of them.
  if (isOneWord && othersFirst.has(owner) && (owner === first || owner === local || owner === fullName)) {
    return 'ambiguous';
  }
  if (fullName !== '' && owner === fullName) return 'mine';
  if (local !== '' && owner === local) return 'mine';
  if (isOneWord && first !== '' && owner === first) return 'mine';
  return 'someone-else';
}

const RANK: Record<Ownership, number> = { mine: 0, ambiguous: 1, 'someone-else': 2, 'no-owner': 3 };

/**
 * Whose the item is. `people` are the others Ting knows in that meeting (participants, speakers,
 * other items' owners), for telling whether a first name is the caller's alone; the caller may be
 * among them. An item several people own ("Ada and Sam") is the caller's when one of them is.
 */
export function ownershipOf(options: {
  owner: string | null;
  caller: Caller;
  people: ReadonlyArray<MeetingPerson>;
}): Ownership {
  const owner = options.owner?.trim() ?? '';
  if (owner === '') return 'no-owner';
  const othersFirst = othersFirstNames(options);
  const parts = owner.match(EMAIL) ? [owner] : owner.split(SEVERAL_OWNERS);
  const found = parts
    .map((part) => ownershipOfOne({ part, caller: options.caller, othersFirst }))
    .filter((ownership) => ownership !== 'no-owner');
  if (found.length === 0) return 'no-owner';
  return found.reduce((best, next) => (RANK[next] < RANK[best] ? next : best));
}

/** Everyone a meeting's owner texts may name: participants, speakers, the items' owners. */
export function peopleOfMeeting(options: {
  participants: ReadonlyArray<MeetingPerson>;
  speakers?: ReadonlyArray<string | null>;
  owners?: ReadonlyArray<string | null>;
}): MeetingPerson[] {
  const named = (names: ReadonlyArray<string | null> | undefined) =>
    (names ?? [])
      .flatMap((name) => (name ? name.split(SEVERAL_OWNERS) : []))
      .filter((name) => name.trim() !== '' && !name.includes('@'))
      .map((name): MeetingPerson => ({ name, email: null }));
  return [...options.participants, ...named(options.speakers), ...named(options.owners)];
}

/** An action item as the engines read it. */
type Item = { text: string; owner: string | null; dueDate: string | null; done: boolean };

/** A meeting's items, each marked with whose it is for the caller, the meeting's people read once. */
export function itemsWithOwnership<T extends Item>(options: {
  items: ReadonlyArray<T>;
  participants: ReadonlyArray<MeetingPerson>;
  speakers: ReadonlyArray<string | null>;
  caller: Caller;
}): Array<T & { ownership: Ownership }> {
  const { items, caller } = options;
  const people = peopleOfMeeting({
    participants: options.participants,
    speakers: [...new Set(options.speakers)],
    owners: items.map((item) => item.owner),
  });
  return items.map((item) => ({ ...item, ownership: ownershipOf({ owner: item.owner, caller, people }) }));
}
