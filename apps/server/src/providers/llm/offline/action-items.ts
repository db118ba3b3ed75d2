import { dateOfNamedThing, isBarePointer } from './actions/antecedent';
import { withDecisionObject } from './actions/decision-deadline';
import { dedupe } from './actions/dedupe';
import type { ActionContext as Context, FoundActionItem } from './actions/found-item';
import { dueDateFromNextSentence, dueDateIn } from './actions/item-due-date';
import { joinInvitesToMeetings } from './actions/join-invites';
import { joinNeedsToPlans } from './actions/join-needs-to-plans';
import { applyLaterChanges } from './actions/later-changes';
import { matchTrigger } from './actions/match-trigger';
import { findRecapItems } from './actions/recap-items';
import { PRONOUN_OBJECT, taskFrom } from './actions/task-text';
import { clausesOf } from './actions/verb-phrase';
import type { Sentence } from './sentences';
import { removeFillers } from './text-cleaning';

export type { ActionItemKind, FoundActionItem } from './actions/found-item';

/**
 * Rule-based action items: commitments ("I'll send…"), requests ("can you…", "Dana, please…"),
 * named assignments ("Dana will…"), explicit next steps ("next step is to…", "action item: …")
 * and shared scheduling ("let's set up a follow-up…"). Owners: the speaker for first-person
 * commitments, the named person for named assignments and vocatives, the addressee for requests
 * when the exchange shows who that is, else null. Near-identical items of one owner are merged.
 */
export function findActionItems(context: Context): FoundActionItem[] {
  const found: FoundActionItem[] = [];
  for (const sentence of context.split.sentences) {
    // Hesitations go first: "I'll, uh, send…" is "I'll send…".
    for (const clause of clausesOf(removeFillers(sentence.text))) {
      const item = matchClause({ context, sentence, clause });
      if (item) found.push(item);
    }
  }
  const recapped = findRecapItems(context).map((item): FoundActionItem => ({ ...item, kind: 'named' }));
  const items = applyLaterChanges({
    items: dedupe([...joinInvitesToMeetings(joinNeedsToPlans(found)), ...recapped], context),
    sentences: context.split.sentences,
    people: context.people,
  });
  // "Do that" (by Friday) not merged into the request it answers, or a bare "Decide": nothing to act on.
  // Longer ones ("Send it to legal") still say enough to keep.
  return items
    .map((item) => withDecisionObject(named(item), context))
    .filter((item) => {
      const words = item.text.split(/\s+/).length;
      return words >= 2 && !(words <= 2 && PRONOUN_OBJECT.test(item.text)) && !isBarePointer(item.text);
    });
}

function matchClause(input: {
  context: Context;
  sentence: Sentence;
  clause: string;
}): FoundActionItem | null {
  const { context, sentence, clause } = input;
  const match = matchTrigger(input);
  if (!match) return null;
  const said = removeFillers(sentence.text);
  const before = `${said.slice(0, Math.max(0, said.indexOf(clause)))}${match.before}`;
  const task = taskFrom({ match, context, sentence, before });
  if (!task) return null;
  const dueDate =
    dueDateIn({ text: task.tail, context }) ??
    dueDateIn({ text: match.before, context }) ??
    (task.droppedTail.split(/\s+/).length <= 8 ? dueDateIn({ text: task.droppedTail, context }) : null) ??
    dueDateFromNextSentence({ context, sentence, clause }) ??
    task.antecedentDate ??
    dateOfNamedThing({ text: task.text, sentence, context });
  const item: FoundActionItem = { text: task.text, owner: match.owner, dueDate, kind: match.kind, sentence };
  return task.pointsBackTo ? { ...item, pointsBackTo: task.pointsBackTo } : item;
}

/** The item with its pronoun object named, when no restatement named it already; without the working field. */
function named(item: FoundActionItem): FoundActionItem {
  const { pointsBackTo, ...rest } = item;
  return pointsBackTo && PRONOUN_OBJECT.test(rest.text) ? { ...rest, text: pointsBackTo } : rest;
}
