import type { CalendarDate } from '../calendar-date';
import { findDueDate } from '../due-dates';
import type { People } from '../people';
import type { Sentence, SplitTranscript } from '../sentences';
import { capitalise, tidyPunctuation, truncateWords } from '../text-cleaning';

/** A task read from a recap of next steps: who does what, by when. */
export type RecapItem = { text: string; owner: string; dueDate: string | null; sentence: Sentence };

/** A turn that lists what was agreed ("So to recap: …", "the mutual action plan: …"), not a recap of the situation. */
const RECAP_CUE =
  /\b(?:to recap\b|recap(?:ping)?\s*:|action plan\b|next steps?\s*(?:are|is)?\s*:|to sum (?:it )?up\b)/i;

/**
 * "Victor sends the architecture document", "Patricia briefs the committee": a person of the
 * meeting and a verb in the present, up to the next list break. A recap states each task this way.
 */
const PERSON_DOES = /(?<![\w'’])([A-Z][a-z]+)\s+([a-z]+(?:ies|es|s))\s+([^,.;:]+)/g;

/** Third-person verbs that state rather than do ("Bill has", "Carmen says"). */
const NOT_A_TASK_VERB =
  /^(?:is|was|has|does|says|thinks|wants|needs|likes|knows|means|seems|feels|agrees|comes|goes|joins|starts|ends|works)$/;

/**
 * The recap's tasks. Each is stated with its person in the present ("Yuki gives us sandbox
 * access"), under the date the recap names for it ("October second: …"). The items they repeat are
 * merged with them by the caller's de-duplication; a task said only in the recap is kept.
 */
export function findRecapItems(input: {
  split: SplitTranscript;
  people: People;
  meetingDate: CalendarDate | null;
}): RecapItem[] {
  const items: RecapItem[] = [];
  for (const turn of input.split.turns) {
    const cueAt = turn.sentences.findIndex((sentence) => RECAP_CUE.test(sentence.text));
    if (cueAt < 0) continue;
    for (const sentence of turn.sentences.slice(cueAt)) {
      for (const match of sentence.text.matchAll(PERSON_DOES)) {
        const owner = input.people.resolve(match[1]!);
        const verb = match[2]!;
        if (!owner || !input.people.present.includes(owner) || NOT_A_TASK_VERB.test(verb)) continue;
        const object = tidyPunctuation(match[3]!.replace(/\s+(?:and|with)\s*$/i, ''));
        if (object.split(/\s+/).length < 2) continue;
        items.push({
          text: capitalise(truncateWords(`${baseForm(verb)} ${object}`, 18)),
          owner,
          dueDate: dateOfEntry({ text: sentence.text.slice(0, match.index), meetingDate: input.meetingDate }),
          sentence,
        });
      }
    }
  }
  return items;
}

/** The date that labels a recap entry: the last one said before it in its sentence. */
function dateOfEntry(input: { text: string; meetingDate: CalendarDate | null }): string | null {
  const { meetingDate } = input;
  if (!meetingDate) return null;
  let text = input.text;
  let last: string | null = null;
  for (let guard = 0; guard < 8; guard += 1) {
    const found = findDueDate({ text, meetingDate });
    if (!found) break;
    last = found.isoDate;
    text = text.slice(found.index + found.length);
  }
  return last;
}

/** "sends" → "send", "briefs" → "brief", "finishes" → "finish", "applies" → "apply". */
function baseForm(verb: string): string {
  if (/ies$/.test(verb)) return verb.replace(/ies$/, 'y');
  if (/(?:ch|sh|ss|x|z|o)es$/.test(verb)) return verb.replace(/es$/, '');
  return verb.replace(/s$/, '');
}
