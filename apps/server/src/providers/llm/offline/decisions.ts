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
  // A limit set on the work: "we'll only migrate two years of tickets".
  /\b(?:we(?:'ll| will|'re going to| are going to|'re gonna)|let's) (?:just )?only\b/i,
  // Scope dropped or deferred: "let's drop the Slack integration", "SSO is out of scope".
  /\b(?:let's|we'll|we will|we're going to|we've|we have|we're|I'll) (?:just )?(?:drop(?:ping|ped)?|park(?:ing|ed)?|descop\w+|de-scop\w+|cut(?:ting)?|defer(?:ring|red)?|push(?:ing)? (?:\w+ ){0,3}to phase)\b/i,
  /\b(?:is|are|stays?|remains?|was|were|goes|go) (?:now )?(?:out of (?:the )?scope|off the table|deferred to|parked for)\b/i,
  // A change of date agreed: "let's move it from the 18th to the 16th".
  /\b(?:let's|we'll|we will|we've|we have|we're|I'll|I've|so) (?:just )?(?:move[ds]?|moving|push(?:ed|ing)?|pull(?:ed|ing)?|shift(?:ed|ing)?|bring(?:ing)?|brought) (?:it|that|this|the [\w-]+(?: [\w-]+)?)(?: (?:from|off) [^,.;]{1,30}?)? (?:back |up |out )?to (?:the )?(?:\d|\w+day\b|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|next|end|early|mid|late)/i,
  // A concession that settles a term: "we can waive the setup fee", "I'll throw in training".
  /\b(?:I|we)(?:'ll| will| can| could|'re happy to| are happy to|'m happy to| am happy to)? (?:waive|throw in)\b/i,
  // A known gap or term accepted: "the Splunk gap we accept", "we can accept the cap".
  /\b(?:we|I) (?:can |will |'ll )?(?:accept|live with) (?:it|that|this|the|and)\b|\bwe accept\b/i,
];

/**
 * Decisions not to do something, where the negation is the decision: "we're not doing the Slack
 * integration", "we won't extend the pilot", a discount refused ("we can't go below $40,000").
 */
const DECISIONS_NOT_TO: RegExp[] = [
  /\b(?:we're|we are|I'm|I am) not (?:going to |gonna )?(?:do|doing|offer|offering|include|including|migrat\w+|build|building|extend\w*|add|adding|mov\w+|renew\w*|pursu\w+|proceed\w*|sign\w*|discount\w*|chang\w+|support\w*|rolling out|roll out|going ahead)\b/i,
  /\b(?:we|I)(?: won't| will not| wo not) (?:be )?(?:do|doing|offer|offering|include|including|migrat\w+|build|building|extend\w*|add|adding|mov\w+|renew\w*|pursu\w+|proceed\w*|sign\w*|discount\w*|chang\w+|support\w*|roll\w* out|go ahead)\b/i,
  /\b(?:we|I)(?: can't| cannot| can not| won't| will not|'re not able to| are not able to|'m not able to| am not able to| couldn't) (?:really )?(?:offer|give|do|go|approve|budge|move|match|discount)\b[^.?!]{0,30}\b(?:discount|lower|below|under|less|price|rate|further|any more|anymore|match)\b/i,
  // An offer turned down: "I don't want a discount", "we don't need the add-on".
  /\b(?:I|we) (?:don't|do not) (?:want|need) (?:a|the|your|any|that) (?:[\w-]+ )?(?:discount|offer|add-on|extension|upgrade|credit|free months?|module|package|tier|plan|bundle)\b/i,
  /\b(?:no (?:further |additional |extra )?discount|the price (?:stays|is final)|that's (?:our|my|the) final (?:offer|price|number))\b/i,
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
  for (const [position, sentence] of sentences.entries()) {
    const stated = statedDecision(sentences, position);
    if (!stated) continue;
    const { text } = stated;
    const terms = new Set(contentTerms(text));
    const known = decisions.find((decision) => isRestatement(decision.terms, terms));
    if (known) known.restatements.push(sentence);
    else decisions.push({ sentence: stated.sentence, text, terms, restatements: [] });
  }
  return decisions.map(({ terms: _terms, ...decision }) => decision);
}

/** "Agreed.", "That works for us.": assent to what the other side just proposed. */
const ASSENT =
  /^(?:(?:ok(?:ay)?|yes|yeah|yep|great|perfect|fine|alright|all right|then|so|good|sure)[,.!]?\s+)*(?:agreed|deal|that's a deal|that works(?: for (?:us|me))?|works for (?:us|me)|we can (?:live with|accept|do) that|let's do (?:it|that)|let's go with (?:it|that|this))(?:,?\s+then)?[.!]*$/i;

/** A decision that only points back ("Let's go with that") has fewer telling words than this. */
const MIN_TELLING_TERMS = 2;

/**
 * The decision the sentence at `position` states, with the words that say what was decided: the
 * sentence itself; for an assent ("Agreed.") the proposal it answers; for a decision that only
 * points back ("Okay, let's go with that.") the proposal, then the sentence.
 */
function statedDecision(
  sentences: ReadonlyArray<Sentence>,
  position: number,
): { sentence: Sentence; text: string } | null {
  const sentence = sentences[position]!;
  const proposal = proposalBefore(sentences, position);
  if (ASSENT.test(cleanForQuote(sentence.text).trim())) {
    if (!proposal || isDecision(proposal.text) || proposal.text.trim().endsWith('?')) return null;
    return { sentence: proposal, text: cleanForQuote(proposal.text) };
  }
  if (!isDecision(sentence.text)) return null;
  const text = cleanForQuote(sentence.text);
  if (proposal && tellingTerms(new Set(contentTerms(text))).length < MIN_TELLING_TERMS) {
    return { sentence, text: `${cleanForQuote(proposal.text)} ${text}` };
  }
  return { sentence, text };
}

/** The last sentence of the other speaker's turn just before, when it says something (three content words). */
function proposalBefore(sentences: ReadonlyArray<Sentence>, position: number): Sentence | null {
  const sentence = sentences[position]!;
  const before = sentences[position - 1];
  if (!before) return null;
  // Within the same turn, the sentence just before is what "that" points to.
  const isOtherTurn = before.turnIndex !== sentence.turnIndex;
  if (isOtherTurn && (before.speaker === sentence.speaker || before.speaker === null)) return null;
  return contentTerms(before.text).length >= 3 ? before : null;
}

/** Words every decision has: they say nothing about which one it is. */
const MARKER_TERMS = new Set(
  contentTerms(
    'agreed decided approved sounds deal proceed move forward let go with okay great perfect good',
  ),
);

/**
 * The same decision said again: most words shared (the recap repeats it), or a short confirmation
 * whose words the first statement holds ("Yes, we agreed to start a pilot on that basis" after
 * "we agreed to start a pilot with the Back Bay and Cambridge clinics for three months…").
 */
function isRestatement(known: ReadonlySet<string>, terms: ReadonlySet<string>): boolean {
  if (similarity(known, terms) >= 0.6) return true;
  const own = tellingTerms(terms);
  const other = new Set(tellingTerms(known));
  const shared = own.filter((term) => other.has(term)).length;
  return shared >= 2 && shared / Math.min(own.length, other.size) >= 0.6;
}

function tellingTerms(set: ReadonlySet<string>): string[] {
  return [...set].filter((term) => !MARKER_TERMS.has(term));
}

export function isDecision(text: string): boolean {
  if (text.trimEnd().endsWith('?') || PAST_CONTEXT.test(text)) return false;
  for (const marker of DECISIONS_NOT_TO) {
    const match = marker.exec(text);
    if (match && !CONDITION_BEFORE.test(clauseBefore(text, match.index) + match[0])) return true;
  }
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
