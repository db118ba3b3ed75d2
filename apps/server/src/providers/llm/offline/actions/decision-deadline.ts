import type { ActionContext as Context, FoundActionItem } from './found-item';

/*
 * "I'll decide by April twenty-seventh": a buyer's decision date is a next step a rep tracks, but
 * "Decide" alone says nothing. What is decided comes from the sentences just before.
 */

/** A decision with nothing after it: "Decide", "Make a decision", "Make the call". */
const BARE_DECISION = /^(?:decide|make (?:a|the|our|my) (?:decision|call))$/i;

/** Talk of a contract running out: the decision is whether to renew. */
const RENEWAL_TALK =
  /\b(?:renew\w*|cancel\w*|contract (?:ends?|expires?|runs out|is up)|(?:it|that) (?:ends|expires|runs out))\b/i;

/** What else a buyer decides on. */
const DEAL_THING = /\bthe (proposal|offer|pilot|quote|purchase|deal)\b/i;

/** How many sentences back the thing decided on may be named. */
const LOOK_BACK = 4;

/** A bare decision with what it decides, from the sentences before; unchanged otherwise. */
export function withDecisionObject(item: FoundActionItem, context: Context): FoundActionItem {
  if (!BARE_DECISION.test(item.text.trim())) return item;
  const start = Math.max(0, item.sentence.index - LOOK_BACK);
  const before = context.split.sentences
    .slice(start, item.sentence.index + 1)
    .map((sentence) => sentence.text);
  if (before.some((text) => RENEWAL_TALK.test(text))) return { ...item, text: 'Decide whether to renew' };
  const thing = before.map((text) => DEAL_THING.exec(text)?.[1]).findLast((found) => found !== undefined);
  return thing ? { ...item, text: `Decide on the ${thing.toLowerCase()}` } : item;
}
