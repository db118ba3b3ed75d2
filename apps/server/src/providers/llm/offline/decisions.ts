import { contentTerms, similarity } from './keyword-scoring';
import type { Sentence } from './sentences';
import { cleanForQuote } from './text-cleaning';

/**
 * A decision taken in the meeting: the sentence that first states it, quoted without fillers, and
 * the sentences that say it again (a confirmation, the recap), which nothing else should quote.
 */
export type Decision = { sentence: Sentence; text: string; restatements: Sentence[] };

/** Agenda moves that follow "okay, let's" without deciding anything. */
const AGENDA_MOVES =
  '(?:get (?:started|going|into)|start|begin|dive|jump|kick (?:off|things|it)|take a (?:look|step|break|minute|second)|look|move on|wrap|recap|see|talk|go (?:through|over|back|ahead and (?:share|show|look|start))|walk|do (?:a |some )?(?:quick )?(?:intro|round|demo)|switch|pause|continue|hop|pull|bring|circle back|table)';

/** Statements of a decision, each a phrase the sentence must contain. */
const DECISION_MARKERS: RegExp[] = [
  /\bwe(?:'ve| have)? (?:all )?(?:agreed|decided)\b/i,
  /\b(?:we all agree|it's agreed|agreed then|that's agreed|we're in agreement|we're aligned on|we are aligned on)\b/i,
  /\b(?:the|our|final) decision is\b/i,
  /\blet's (?:go (?:with|ahead with)|move forward|proceed|lock in|stick with|plan on|commit to)\b/i,
  /\bwe(?:'ll| will| are going to|'re going to|'re gonna| would like to|'d like to| want to) (?:go (?:with|ahead with)|move forward|proceed with|sign|take the|start the|do the)\b/i,
  /\bwe're (?:going with|moving forward|moving ahead|signing)\b/i,
  /\b(?:decided to|agreed to|agreed on|agreed that)\b/i,
  new RegExp(
    `\\b(?:sounds good|sounds great|great|perfect|okay|ok|alright|all right|deal|agreed|good|fine)[,.!]?\\s+(?:then,?\\s+|so\\s+)?let's\\s+(?!${AGENDA_MOVES}\\b)`,
    'i',
  ),
  /\b(?:is|was|has been|have been|got|been) (?:officially |already |now )?(?:approved|signed off|greenlit|green-lit)\b/i,
  /\b(?:approved (?:the|it|this|that)|signed off on|gave (?:us )?the green light|gave (?:it|this) the go-ahead)\b/i,
  /\b(?:we have a deal|it's a deal|that's settled|we're good to go)\b/i,
];

const NEGATION =
  /\b(?:not|never|no longer|haven't|hasn't|hadn't|didn't|don't|doesn't|won't|wouldn't|can't|cannot|isn't|aren't|wasn't|yet to)\b|n't\b/i;
const CONDITION_BEFORE = /\b(?:if|once|when|unless|until|whether|assuming|in case|before)\b/i;
const PAST_CONTEXT =
  /\b(?:last (?:year|quarter|month|time|week)|years? ago|months? ago|back then|previously|at the time|used to|in the past|at my last|our old)\b/i;

/**
 * Sentences that state a decision: a decision marker, not negated, not asked, not hypothetical
 * ("if we decided…") and not about the past ("last year we decided to go with…"). Restatements (a
 * recap, a confirmation right after) are dropped: the first statement stands for the decision.
 */
export function findDecisions(sentences: ReadonlyArray<Sentence>): Decision[] {
  const decisions: Array<Decision & { terms: Set<string> }> = [];
  for (const sentence of sentences) {
    if (!isDecision(sentence.text)) continue;
    const text = cleanForQuote(sentence.text);
    const terms = new Set(contentTerms(text));
    const known = decisions.find((decision) => isRestatement(decision.terms, terms));
    if (known) known.restatements.push(sentence);
    else decisions.push({ sentence, text, terms, restatements: [] });
  }
  return decisions.map(({ terms: _terms, ...decision }) => decision);
}

/** Words every decision has: they say nothing about which one it is. */
const MARKER_TERMS = new Set(contentTerms('agreed decided approved sounds deal proceed move forward'));

/**
 * The same decision said again: most words shared (the recap repeats it), or a short confirmation
 * whose words the first statement holds ("Yes, we agreed to start a pilot on that basis" after
 * "we agreed to start a pilot with the Back Bay and Cambridge clinics for three months…").
 */
function isRestatement(known: ReadonlySet<string>, terms: ReadonlySet<string>): boolean {
  if (similarity(known, terms) >= 0.6) return true;
  const telling = (set: ReadonlySet<string>) => [...set].filter((term) => !MARKER_TERMS.has(term));
  const own = telling(terms);
  const other = new Set(telling(known));
  const shared = own.filter((term) => other.has(term)).length;
  return shared >= 2 && shared / Math.min(own.length, other.size) >= 0.6;
}

export function isDecision(text: string): boolean {
  if (text.trimEnd().endsWith('?') || PAST_CONTEXT.test(text)) return false;
  for (const marker of DECISION_MARKERS) {
    const match = marker.exec(text);
    if (!match) continue;
    const clause = clauseBefore(text, match.index) + match[0];
    if (NEGATION.test(clause) || CONDITION_BEFORE.test(clause)) continue;
    return true;
  }
  return false;
}

/** The text of the clause leading up to `index`: back to the last comma, semicolon or dash. */
function clauseBefore(text: string, index: number): string {
  const before = text.slice(0, index);
  const cut = Math.max(
    before.lastIndexOf(','),
    before.lastIndexOf(';'),
    before.lastIndexOf(' - '),
    before.lastIndexOf('—'),
  );
  return before.slice(cut + 1);
}
