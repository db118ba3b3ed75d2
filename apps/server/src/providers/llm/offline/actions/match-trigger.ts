import { looksLikePersonName } from '../people';
import type { Sentence } from '../sentences';
import { addresseeOf, findVocative, ownerFromWord, replyTo } from './addressee';
import { pointsBackToDated } from './antecedent';
import { statesDate } from './date-mention';
import type { ActionContext as Context, Match } from './found-item';
import { planAssignmentRest } from './plan-assignment';
import {
  answersWithAbility,
  CONDITIONAL_REQUEST,
  IMPERATIVE,
  INSTRUCTION_VERB,
  OFFER,
  OFFER_TAKEN,
  OFFERED_THING,
  TAKEN_ON,
} from './replies';
import { ACKNOWLEDGEMENT, FIRST_PERSON, NAMED_SUBJECT, NEXT_STEP, SECOND_PERSON, SHARED } from './triggers';
import {
  DEMO_PRONE_VERB,
  FUTURE_TRIGGER,
  IN_MEETING,
  LET_ME_VERB,
  NOW_IN_THE_CALL,
  OBLIGATION,
  TEAM_PROMISE,
} from './verb-cues';
import {
  actionRest,
  datedRest,
  doneByRest,
  frontedObjectRest,
  isAfterMeeting,
  withoutAdverbs,
} from './verb-phrase';

/** The first trigger of a clause that states a task, with its owner; null when the clause states none. */
export function matchTrigger(input: { context: Context; sentence: Sentence; clause: string }): Match | null {
  const { context, sentence, clause } = input;
  const isQuestion = /\?\s*$/.test(clause) || /\?\s*$/.test(sentence.text);

  for (const trigger of clause.matchAll(NEXT_STEP)) {
    const rest = clause.slice(trigger.index + trigger[0].length);
    const ownerWord = trigger.groups?.owner1 ?? trigger.groups?.owner2;
    // "Next step is I'll send…" is a commitment; let the other rules read it.
    if (/^(?:i|we|you)\b|^[A-Z][a-z]+ (?:will|'ll|can|is going to)\b/.test(rest)) break;
    if (isQuestion || rest.split(/\s+/).length < 2) continue;
    const owner = ownerWord ? ownerFromWord({ word: ownerWord, sentence, context }) : null;
    return { kind: 'next-step', owner, rest, before: clause.slice(0, trigger.index) };
  }

  const vocative = findVocative({ sentence, context });
  const reply = replyTo({ sentence, context });
  for (const trigger of clause.matchAll(SECOND_PERSON)) {
    // "How would you find out?" asks for information, not for a task.
    if (/\b(?:how|what|when|where|why|who|which|whether)\b[^,;]*$/i.test(clause.slice(0, trigger.index)))
      continue;
    const after = clause.slice(trigger.index + trigger[0].length);
    // "Could you do the macros by the sixteenth?": any verb asks for a task when a deadline comes with it.
    const rest = actionRest(after) ?? datedRest(after);
    if (!rest) continue;
    const isPlease = /^please\s/i.test(trigger[0]);
    // "please" alone asks only at the start of a clause ("Dana, please send…"), not "send it please".
    if (isPlease && !/(?:^|[,.;:]\s*|^\W*[A-Z][a-z]+,\s*)$/.test(clause.slice(0, trigger.index))) continue;
    // "you'll get an email" is news, not a task.
    if (/^you/i.test(trigger[0]) && /^get\b/i.test(rest)) continue;
    // "Can you text customers?" — "Yes, we can text every…": a question about the product.
    if (isQuestion && reply && answersWithAbility({ reply: reply.text, rest })) continue;
    // "Could you export the job list?" — "Yeah, I'll send it by Friday": accepted for later.
    const isAcceptedForLater = () =>
      reply !== null && ACKNOWLEDGEMENT.test(reply.text) && statesDate(reply.text);
    if (DEMO_PRONE_VERB.test(rest) && !isAfterMeeting(clause) && !isAcceptedForLater()) continue;
    const owner = vocative ?? addresseeOf({ sentence, context });
    return { kind: 'request', owner, rest, before: clause.slice(0, trigger.index) };
  }

  const conditional = clause.match(CONDITIONAL_REQUEST);
  // "If you send me the SKU master I can flag them" — "Yeah, I can send that": a request, accepted.
  if (conditional?.index !== undefined && reply && ACKNOWLEDGEMENT.test(reply.text)) {
    const rest = actionRest(clause.slice(conditional.index + conditional[0].length));
    if (rest && !DEMO_PRONE_VERB.test(rest)) {
      return { kind: 'request', owner: reply.speaker, rest, before: clause.slice(0, conditional.index) };
    }
  }

  const assigned = planAssignmentRest({ clause, sentence, reply, isQuestion });
  const assignee = assigned ? (vocative ?? addresseeOf({ sentence, context })) : null;
  if (assigned && assignee) return { kind: 'request', owner: assignee, ...assigned };

  for (const trigger of clause.matchAll(NAMED_SUBJECT)) {
    const name = trigger[1]!;
    if (!looksLikePersonName(name.split(/[- ]/)[0]!)) continue;
    const before = clause.slice(0, trigger.index);
    // "that's what Raj is going to ask" reports, it does not assign.
    if (/\b(?:what|that|which|who|how|whether|if)\s*$/i.test(before)) continue;
    const after = clause.slice(trigger.index + name.length + trigger[2]!.length);
    const rest = actionRest(after) ?? datedRest(after);
    if (!rest) continue;
    // "Mike will ask for numbers", said of someone not in the meeting, predicts; with a date it assigns.
    const present = context.people.resolve(name);
    if (!present && !statesDate(after)) continue;
    const owner = present ?? name;
    if (OBLIGATION.test(trigger[2]!.trimStart()) && !isAfterMeeting(clause)) continue;
    return { kind: 'named', owner, rest, before };
  }

  // "If it helps, we can give you a letter…" — "That would help.": an offer taken up is a promise.
  const offer = clause.match(OFFER);
  if (offer?.index !== undefined && !isQuestion && reply && OFFER_TAKEN.test(reply.text)) {
    const rest = withoutAdverbs(clause.slice(offer.index + offer[0].length));
    if ((actionRest(rest) !== null && !DEMO_PRONE_VERB.test(rest)) || OFFERED_THING.test(rest)) {
      return { kind: 'commitment', owner: sentence.speaker, rest, before: clause.slice(0, offer.index) };
    }
  }

  for (const trigger of clause.matchAll(FIRST_PERSON)) {
    if (isQuestion && !/^why don't i/i.test(trigger[0])) continue;
    const before = clause.slice(0, trigger.index);
    // "if I send it, ..." and "what I'll do is" are not commitments on their own.
    if (/\b(?:if|unless|whether|when|what)\s*$/i.test(before)) continue;
    // "If we can show that, I can get it rolled out": an ability under a condition, not a promise.
    if (/^i (?:can|could)\b/i.test(trigger[0]) && /\b(?:if|once|when|unless|assuming)\b/i.test(before))
      continue;
    const after = clause.slice(trigger.index + trigger[0].length);
    const rest =
      actionRest(after) ??
      (FUTURE_TRIGGER.test(trigger[0]) ? (datedRest(after) ?? doneByRest(after)) : null) ??
      frontedObjectRest({ before, after });
    if (!rest) continue;
    if (NOW_IN_THE_CALL.test(sentence.text)) continue;
    // "Let me…" mostly narrates the meeting; only follow-up verbs make it a commitment.
    if (/^let me/i.test(trigger[0]) && !LET_ME_VERB.test(rest)) continue;
    // "We'll create a case for every exception" describes a product; a team promise names a time.
    if (/^we/i.test(trigger[0]) && !isAfterMeeting(clause) && !TEAM_PROMISE.test(rest)) continue;
    const isLater = () => isAfterMeeting(clause) || pointsBackToDated({ rest, sentence, context });
    if (DEMO_PRONE_VERB.test(rest) && !isLater()) continue;
    return { kind: 'commitment', owner: sentence.speaker, rest, before };
  }

  for (const trigger of clause.matchAll(SHARED)) {
    if (isQuestion) continue;
    const rest = clause.slice(trigger.index + trigger[0].length);
    return { kind: 'shared', owner: null, rest, before: clause.slice(0, trigger.index) };
  }

  // "Move the stage to bought-in." — "Will do.": an instruction the other side takes on.
  const instruction = clause.match(IMPERATIVE);
  if (!isQuestion && instruction && reply?.speaker && TAKEN_ON.test(reply.text)) {
    const rest = clause.slice(instruction[0].length);
    const isTask = (actionRest(rest) !== null || INSTRUCTION_VERB.test(rest)) && !IN_MEETING.test(rest);
    if (isTask && (!DEMO_PRONE_VERB.test(rest) || isAfterMeeting(clause))) {
      return { kind: 'request', owner: reply.speaker, rest, before: '' };
    }
  }
  return null;
}
