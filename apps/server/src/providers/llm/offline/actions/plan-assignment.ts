import type { Sentence, Turn } from '../sentences';
import { statesDate } from './date-mention';
import { INSTRUCTION_VERB } from './replies';
import { ACKNOWLEDGEMENT } from './triggers';
import { DEMO_PRONE_VERB } from './verb-cues';
import { actionRest } from './verb-phrase';

/*
 * "Paul, you're creating the app in Okta and sending me the metadata." — "I'll do that by Friday.":
 * a plan read out with its owners, each part taken on by the person named.
 */

/** "you're creating…", "you are sending…": the present of a plan, said to its owner. */
const YOU_ARE_DOING = /\byou(?:'re|’re| are)\s+(?=[a-z]+ing\b)(?!going\b)/i;

/** A verb in -ing that starts the task or a task joined by "and": "creating…, and sending…". */
const GERUND = /(^|\band\s+|,\s+)([a-z]{3,})ing\b/g;

/**
 * The words after "you're" with each -ing verb in its plain form ("send the metadata"), or null
 * when they do not name a task after the meeting or the addressee does not take it on.
 */
export function planAssignmentRest(input: {
  clause: string;
  sentence: Sentence;
  reply: Turn | null;
  isQuestion: boolean;
}): { rest: string; before: string } | null {
  const { clause, reply } = input;
  const said = YOU_ARE_DOING.exec(clause);
  if (!said || input.isQuestion || !reply || !ACKNOWLEDGEMENT.test(reply.text)) return null;
  const after = clause.slice(said.index + said[0].length);
  const plain = after.replace(GERUND, (whole, lead: string, stem: string) => {
    const base = plainForm({ stem, following: after.slice(after.indexOf(whole) + whole.length) });
    return base ? `${lead}${base}` : whole;
  });
  const rest = actionRest(plain);
  // "You're creating an exception here" in a demo; taken on with a date it is a task.
  if (!rest || (DEMO_PRONE_VERB.test(rest) && !statesDate(reply.text))) return null;
  return { rest, before: clause.slice(0, said.index) };
}

/** "creat" → "create", "sett" → "set", "send" → "send": the form the follow-up verbs know. */
function plainForm(input: { stem: string; following: string }): string | null {
  const { stem, following } = input;
  const undoubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : null;
  for (const candidate of [stem, `${stem}e`, undoubled]) {
    if (!candidate) continue;
    const phrase = `${candidate}${following}`;
    if (actionRest(phrase) !== null || INSTRUCTION_VERB.test(phrase)) return candidate;
  }
  return null;
}
