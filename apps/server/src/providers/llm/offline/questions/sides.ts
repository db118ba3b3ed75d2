import type { AnswerContext } from './answer-context';
import { findEvidence } from './evidence';

/*
 * Which people sell and which buy: the buyer's decision maker is never the vendor's own rep. A
 * speaker sells who presents the product and its price ("our platform", "I can offer", "let me
 * show you") and buys who speaks of their own company's process and asks about the price ("our
 * board", "your pricing"). Participants sharing an e-mail domain are on the same side.
 */

const SELLER_CUES =
  /\b(?:our (?:platform|product|tool|software|solution|app|pricing|list price|customers|onboarding team|implementation team|support team|roadmap)|we (?:charge|offer|can offer|integrate with|provide)|I (?:can|could) (?:offer|give|waive|throw in|approve a discount)|let me (?:show|share my screen|walk you)|(?:I'll|I will) send (?:over |you )?(?:the |a |our )?(?:proposal|quote|order form|contract|pricing)|what does (?:the|your) (?:decision|buying|approval) process|who else (?:is|would be|needs to be) involved|your (?:budget|team|current (?:tool|system|process|vendor)))\b/gi;
const BUYER_CUES =
  /\b(?:our (?:board|CFO|CEO|COO|CTO|procurement|legal|finance|budget|current (?:tool|system|vendor|process)|contract with)|I sign (?:off|the)|my (?:budget|CFO|CEO|boss)|we(?:'re| are) (?:currently )?using|we use|we(?:'ve| have) been (?:looking|evaluating)|your (?:platform|product|tool|pricing|price|proposal|quote|contract|support|onboarding)|what (?:would|does|will) (?:it|this|that) cost|how much (?:is|would|does))\b/gi;
const ANY_CUE = new RegExp(`${SELLER_CUES.source}|${BUYER_CUES.source}`, 'i');

export type Sides = {
  /** Whether this person (a speaker label or a participant's name) is on the selling side. */
  isSeller(name: string): boolean;
};

export function sidesOf(context: AnswerContext): Sides {
  const leaning = new Map<string, number>();
  for (const evidence of findEvidence({ segments: context.meeting.segments, cue: ANY_CUE })) {
    if (!evidence.speaker) continue;
    const sells = evidence.text.match(SELLER_CUES)?.length ?? 0;
    const buys = evidence.text.match(BUYER_CUES)?.length ?? 0;
    leaning.set(evidence.speaker, (leaning.get(evidence.speaker) ?? 0) + sells - buys);
  }
  const domainOf = new Map<string, string>();
  for (const participant of context.meeting.participants) {
    const domain = participant.email?.split('@')[1]?.toLowerCase();
    const name = participant.name ? context.people.resolve(participant.name) : null;
    if (domain && name) domainOf.set(name, domain);
  }
  // A domain leans the way its speakers lean together.
  const domainLeaning = new Map<string, number>();
  for (const [speaker, value] of leaning) {
    const domain = domainOf.get(context.people.resolve(speaker) ?? speaker);
    if (domain) domainLeaning.set(domain, (domainLeaning.get(domain) ?? 0) + value);
  }
  return {
    isSeller(name) {
      const canonical = context.people.resolve(name) ?? name;
      const domain = domainOf.get(canonical);
      const value = (domain ? domainLeaning.get(domain) : undefined) ?? leaning.get(canonical) ?? 0;
      return value > 0;
    },
  };
}
