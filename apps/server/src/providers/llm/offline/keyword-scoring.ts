import type { Sentence } from './sentences';
import { words } from './text-cleaning';

/**
 * Sentence salience within one meeting. A sentence matters when it shares informative words with
 * many other sentences (the meeting keeps coming back to them) — TextRank's idea, computed as
 * idf-weighted degree centrality so it stays linear in the transcript's length instead of
 * comparing every pair of sentences — and when it touches what a sales team tracks.
 */

/** A sum of money as said: "$9,000", "40k", "thirty-six thousand dollars", "€30 per seat". */
const MONEY = /[$€£]\s?\d|\b\d[\d,.]*\s?(?:k|grand)\b|\b(?:dollars?|euros?|pounds?|bucks|usd|eur|gbp)\b/i;

/**
 * What a sales team tracks, each with the word stems that signal it. A `weak` word names the topic
 * only beside a sum of money: "spend two hours a shift on notes" is not about the budget, and "quotes
 * from the dispatchers" not about pricing.
 */
const SALES_SIGNALS = [
  {
    topic: 'pricing',
    label: 'Pricing',
    pattern:
      /\$\d|\b(?:pric\w*|discount\w*|per (?:seat|user|month|year)|list price|fees?|invoice\w*|(?:annual|monthly|enterprise|pricing) plans?)\b/i,
    weak: /\b(?:cost\w*|quote\w*|proposal\w*|licen[cs]\w*|seats?|tiers?)\b/i,
  },
  {
    topic: 'budget',
    label: 'Budget',
    pattern: /\b(?:budget\w*|fiscal|funding|afford\w*|roi|return on investment|payback)\b/i,
    weak: /\b(?:spend\w*|savings?|money)\b/i,
  },
  {
    topic: 'timeline',
    label: 'Timeline',
    pattern:
      /\b(?:timeline\w*|deadline\w*|go[- ]live|launch\w*|roll ?out\w*|kick[- ]?off|q[1-4]|(?:end of (?:the )?|this |next )quarter|by (?:january|february|march|april|june|july|august|september|october|november|december)|implementation|onboard\w*)\b/i,
  },
  {
    topic: 'decision process',
    label: 'Decision process',
    pattern:
      /\b(?:decision[- ]maker\w*|sign[- ]?off|signs? off|approv\w*|stakeholder\w*|ceo|cfo|cio|cto|coo|vp|procurement|buying committee|champion|final say|business case)\b/i,
  },
  {
    topic: 'competition',
    label: 'Competition',
    pattern:
      /\b(?:competitor\w*|alternative\w*|evaluat\w*|compar\w*|versus|vs\.?|switch\w* (?:from|to|over)|incumbent|other vendors?|shortlist\w*|currently using|bake-?off)\b/i,
  },
  {
    topic: 'concerns',
    label: 'Concerns',
    pattern:
      /\b(?:concern\w*|worr\w*|risk\w*|hesitan\w*|pushback|objection\w*|too expensive|red flag\w*|blocker\w*|deal[- ]?breaker\w*|skeptic\w*|burned|frustrat\w*|pain\w*|problem\w*|struggl\w*)\b/i,
  },
  {
    topic: 'integration',
    label: 'Integration',
    pattern:
      /\b(?:integrat\w*|apis?|webhooks?|connectors?|sync\w*|salesforce|hubspot|slack|microsoft teams|sap|oracle|netsuite|erp|tms|crm|okta|azure ad|data migration)\b/i,
  },
  {
    topic: 'security',
    label: 'Security',
    pattern:
      /\b(?:secur\w*|soc ?2|soc two|iso ?27001|complian\w*|gdpr|hipaa|ccpa|encrypt\w*|sso|single sign-on|saml|pen(?:etration)? test\w*|questionnaire\w*|data residency|privacy|audit\w*|vulnerab\w*|infosec)\b/i,
  },
  {
    topic: 'contract',
    label: 'Contract',
    pattern:
      /\b(?:contract\w*|msa|order form\w*|redlin\w*|legal|(?<!\bin )terms|signature\w*|docusign|paperwork|dpa|notice period|auto-?renew\w*|liability)\b/i,
  },
  {
    topic: 'pilot',
    label: 'Pilot',
    pattern: /\b(?:pilot\w*|trial\w*|proof of concept|poc|sandbox\w*|success criteria)\b/i,
  },
  {
    topic: 'renewal',
    label: 'Renewal',
    pattern: /\b(?:renew\w*|annual\w*|multi-?year|term length|expir\w*|upsell\w*|expan\w*)\b/i,
  },
] as const;

export type SalesTopic = (typeof SALES_SIGNALS)[number]['topic'];

const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are aren't as at be because been before being " +
    "below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down " +
    "during each few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here " +
    "here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself " +
    "let's me more most mustn't my myself no nor not of off on once only or other ought our ours ourselves out " +
    "over own same shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs " +
    "them themselves then there there's these they they'd they'll they're they've this those through to too " +
    "under until up very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's " +
    "which while who who's whom why why's with won't would wouldn't you you'd you'll you're you've your yours " +
    'yourself yourselves ' +
    // Conversation glue: frequent in speech, empty on paper.
    'yeah yes yep yup okay ok um uh uhm hmm mm mhm like just really actually basically literally right well ' +
    'know think mean gonna wanna gotta kind sort thing things stuff lot lots sure maybe probably guess got get ' +
    'gets getting go goes going went say said says see look looking let want wanted need needs make makes ' +
    'made take come comes coming good great nice cool awesome perfect totally definitely absolutely exactly ' +
    'pretty much many bit little one two also even still already always never something anything everything ' +
    'someone anyone everyone way ways time times today now hey hi hello thanks thank oh ah sorry please guys ' +
    "folks y'all kinda sorta whatever stuff question questions point able will shall may might must quite " +
    'yeah. right. first second us ve ll re don doesn isn'
  ).split(/\s+/),
);

/** A light suffix-stripping stem, enough to group "pricing"/"prices" and "integrations"/"integrate". */
export function stem(word: string): string {
  let result = word.replace(/['’]s$/, '').replace(/['’]/g, '');
  if (result.length <= 3) return result;
  if (result.endsWith('ies') && result.length > 4) result = `${result.slice(0, -3)}y`;
  else if (result.endsWith('sses')) result = result.slice(0, -2);
  else if (result.endsWith('s') && !/(?:ss|us|is)$/.test(result)) result = result.slice(0, -1);
  if (result.endsWith('ing') && result.length > 5) result = result.slice(0, -3);
  else if (result.endsWith('ed') && result.length > 4) result = result.slice(0, -2);
  else if (result.endsWith('ation') && result.length > 7) result = result.slice(0, -5);
  if (result.endsWith('e') && result.length > 4) result = result.slice(0, -1);
  return result;
}

/** The informative word stems of a text: stopwords, one-letter tokens and bare numbers dropped. */
export function contentTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of words(text)) {
    if (STOPWORDS.has(word) || word.length < 2 || /^\d+$/.test(word)) continue;
    terms.push(stem(word));
  }
  return terms;
}

const GLOBAL_SIGNALS = SALES_SIGNALS.map((signal) => ({
  topic: signal.topic,
  pattern: new RegExp(signal.pattern.source, 'gi'),
  weak: 'weak' in signal ? new RegExp(signal.weak.source, 'gi') : null,
}));

/** The sales topics a text touches, most mentioned first (ties in the order of SALES_SIGNALS). */
export function salesTopics(text: string): SalesTopic[] {
  return signalHits(text).map((hit) => hit.topic);
}

function signalHits(text: string): Array<{ topic: SalesTopic; count: number }> {
  const hits: Array<{ topic: SalesTopic; count: number }> = [];
  const hasMoney = MONEY.test(text);
  for (const signal of GLOBAL_SIGNALS) {
    let count = text.match(signal.pattern)?.length ?? 0;
    if (signal.weak && hasMoney) count += text.match(signal.weak)?.length ?? 0;
    if (count > 0) hits.push({ topic: signal.topic, count });
  }
  return hits.sort((a, b) => b.count - a.count);
}

export function topicLabel(topic: SalesTopic): string {
  return SALES_SIGNALS.find((signal) => signal.topic === topic)?.label ?? topic;
}

/** Meeting logistics: agenda, introductions, screen sharing, thanks. Said often, worth nothing later. */
const META =
  /\b(?:agenda|i'd love to spend|let's talk about|before we (?:talk|get|dive|wrap|drop)|last \w+ minutes|any (?:other )?questions|take it from here|share my screen|(?:can|could) you (?:all )?(?:see|hear)|thanks? (?:you )?(?:so much )?for (?:your|the|making)|good to (?:meet|see)|nice to meet|let me recap|to recap|talk soon|anything to add|from your side)\b/i;

/** Pleasantries and acknowledgements: polite, and nothing to report ("Thanks for joining, Dana."). */
const SMALL_TALK = new RegExp(
  [
    '\\b(?:thanks?|thank you)(?: (?:so|very) much| all| everyone| both| again)?(?: for (?:joining|coming|having (?:us|me)|making (?:the )?time|taking the time|your time|the time|being here|hopping on|jumping on))?',
    '\\b(?:good (?:morning|afternoon|evening)|morning|hi|hello|hey|welcome(?: back)?)\\b',
    '\\b(?:great|good|nice|lovely) to (?:meet|see|hear from|have) (?:you|everyone)(?: again| all)?',
    "\\bhow(?:'s| is| are| was) (?:the weather|everyone|everybody|things|your (?:week|weekend|day|morning)|it going|you)\\b",
    '\\b(?:talk soon|have a (?:great|good|nice|lovely) (?:day|week|weekend|one)|see you|bye|take care|cheers)\\b',
    '^\\W*(?:understood|got it|makes sense|that helps|that works|fair enough|no worries|of course|will do)\\b',
  ].join('|'),
  'gi',
);

/**
 * Whether a sentence says something worth reporting on its own: a statement, not a question, with
 * three informative words or more once pleasantries are left out.
 */
export function isSubstantive(scored: ScoredSentence): boolean {
  const text = scored.sentence.text;
  if (scored.terms.size < 3 || text.trimEnd().endsWith('?')) return false;
  return contentTerms(text.replace(SMALL_TALK, ' ')).length >= 3;
}

/** Whether a sentence is about the meeting itself (the agenda, screen sharing, thanks). */
export function isLogistics(text: string): boolean {
  return META.test(text);
}

export type ScoredSentence = {
  sentence: Sentence;
  score: number;
  terms: Set<string>;
  /** Sales topics, most mentioned first. */
  topics: SalesTopic[];
};

/** Scores every sentence of a meeting; linear in the number of words. */
export function scoreSentences(sentences: ReadonlyArray<Sentence>): ScoredSentence[] {
  const termSets = sentences.map((sentence) => new Set(contentTerms(sentence.text)));
  const documentFrequency = new Map<string, number>();
  for (const terms of termSets) {
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const total = Math.max(1, sentences.length);
  const idf = (term: string) => Math.log((total + 1) / (documentFrequency.get(term) ?? 1));
  // Greetings and introductions fill the first minutes of most calls.
  const first = sentences[0]?.startMs ?? 0;
  const openingEndMs = first + ((sentences.at(-1)?.endMs ?? first) - first) * 0.04;

  return sentences.map((sentence, index) => {
    const terms = termSets[index]!;
    const wordTotal = words(sentence.text).length;
    let centrality = 0;
    let norm = 0;
    for (const term of terms) {
      const weight = idf(term);
      norm += weight * weight;
      // A term's contribution to the sentence's similarity with every other sentence holding it,
      // plus a little for the term itself, so that a one-off specific sentence is not worth zero.
      centrality += weight * weight * ((documentFrequency.get(term) ?? 1) - 0.5);
    }
    const hits = signalHits(sentence.text);
    const topics = hits.map((hit) => hit.topic);
    const signalCount = hits.reduce((sum, hit) => sum + hit.count, 0);
    const factor = boost({
      sentence,
      terms,
      topicCount: topics.length,
      signalCount,
      wordTotal,
      openingEndMs,
    });
    const score = norm === 0 ? 0 : (centrality / Math.sqrt(norm)) * factor;
    return { sentence, score, terms, topics };
  });
}

function boost(input: {
  sentence: Sentence;
  terms: Set<string>;
  topicCount: number;
  signalCount: number;
  wordTotal: number;
  openingEndMs: number;
}): number {
  const { sentence, terms, topicCount, signalCount, wordTotal } = input;
  let factor = 1 + 0.4 * Math.min(3, topicCount) + 0.15 * Math.min(4, signalCount - topicCount);
  if (META.test(sentence.text)) factor *= 0.35;
  if (sentence.startMs < input.openingEndMs) factor *= 0.6;
  if (/\$\s?\d|\d\s?%|\b\d{2,}\b|\bpercent\b/i.test(sentence.text)) factor *= 1.25;
  if (wordTotal < 6) factor *= 0.15;
  else if (wordTotal < 9) factor *= 0.55;
  else if (wordTotal > 45) factor *= 0.75;
  if (terms.size / Math.max(1, wordTotal) < 0.25) factor *= 0.6;
  if (sentence.text.trimEnd().endsWith('?')) factor *= 0.55;
  return factor;
}

/** Overlap of two term sets (Jaccard), for keeping picked sentences apart. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** A picked sentence and the topic it stands for in the summary, if any. */
export type SalientPick = { scored: ScoredSentence; topic: SalesTopic | null };

/**
 * Picks `count` sentences by maximal marginal relevance: each pick is the best remaining score after
 * discounting sentences like those already picked, on topics already covered, or said moments
 * apart, so the picks spread over the meeting. Topics in `cover` get a sentence each first, so that
 * one dominant subject does not crowd out the meeting's other main subjects. Linear in the number
 * of sentences (the candidates are the best few dozen). Returned in transcript order.
 */
export function pickSalient(input: {
  scored: ReadonlyArray<ScoredSentence>;
  count: number;
  exclude?: ReadonlySet<number>;
  prefer?: (candidate: ScoredSentence) => number;
  cover?: ReadonlyArray<SalesTopic>;
}): SalientPick[] {
  const pool = input.scored
    .filter((candidate) => candidate.score > 0 && !input.exclude?.has(candidate.sentence.index))
    .map((candidate) => ({ candidate, base: candidate.score * (input.prefer?.(candidate) ?? 1) }))
    .sort((a, b) => b.base - a.base)
    .slice(0, Math.max(80, input.count * 10));
  const picked: SalientPick[] = [];
  const coveredTopics = new Map<SalesTopic, number>();

  const take = (topic: SalesTopic | null): boolean => {
    let bestIndex = -1;
    let bestValue = 0;
    for (const [index, { candidate, base }] of pool.entries()) {
      if (topic && !candidate.topics.includes(topic)) continue;
      let value = base;
      let closest = 0;
      for (const chosen of picked) {
        closest = Math.max(closest, similarity(candidate.terms, chosen.scored.terms));
        if (Math.abs(candidate.sentence.startMs - chosen.scored.sentence.startMs) < 45_000) value *= 0.6;
      }
      value *= 1 - 0.8 * closest;
      const mainTopic = candidate.topics[0];
      if (!topic && mainTopic) value *= 0.7 ** (coveredTopics.get(mainTopic) ?? 0);
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    }
    if (bestIndex < 0) return false;
    const candidate = pool.splice(bestIndex, 1)[0]!.candidate;
    const label = topic ?? candidate.topics[0] ?? null;
    picked.push({ scored: candidate, topic: label });
    if (label) coveredTopics.set(label, (coveredTopics.get(label) ?? 0) + 1);
    return true;
  };

  for (const topic of input.cover ?? []) {
    if (picked.length >= input.count) break;
    if (!coveredTopics.has(topic)) take(topic);
  }
  while (picked.length < input.count && take(null)) {}
  return picked.sort((a, b) => a.scored.sentence.index - b.scored.sentence.index);
}
