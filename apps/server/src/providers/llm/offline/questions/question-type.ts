/**
 * What a question about a meeting asks for, which decides how the offline chat answers it: the
 * stored summary or action items, a typed answer read from the transcript (a figure, a person, a
 * date…), or the moments that best match its words (`general`).
 */
export type QuestionType =
  | 'summary'
  | 'actionItems'
  | 'people'
  | 'competitors'
  | 'risks'
  | 'money'
  | 'timeline'
  | 'pains'
  | 'decisions'
  | 'offers'
  | 'reasons'
  | 'general';

const SUMMARY =
  /\b(?:summar(?:y|ies|i[sz]e\w*)|recap\w*|overview|tl;?dr|gist|highlights?|main points|key (?:points|takeaways)|takeaways)\b|\bwhat (?:was|were|is) (?:the|this|these|that) (?:meeting|call)s? about\b/i;
const ACTION_ITEMS =
  /\b(?:action[- ]?items?|next steps?|to-?dos?|follow[- ]ups?|tasks?|deliverables?|commitments?)\b|\bwho (?:needs|has|is going|was going|agreed|promised) to\b/i;

const REACTION =
  /\bhow (?:did|does|do|will|would) (?:he|she|they|we|you|the \w+|[A-Z]\w+) (?:react|respond|reply|take|feel)\b|\b(?:reaction|response) to\b/i;

/** Typed questions, tried in this order: the first whose cue the question holds wins. */
const TYPED: ReadonlyArray<[QuestionType, RegExp]> = [
  [
    'people',
    /\b(?:decision[- ]?makers?|who (?:decides?|makes (?:the|that|this) (?:decision|call)|signs?|approves?|needs? to (?:approve|sign)|has (?:the )?(?:final|budget)|is in charge|owns the (?:budget|decision)|(?:else )?(?:is|was|will be|would be|needs to be) involved)|approval process|buying (?:process|committee)|decision(?:[- ]making)? process|stakeholders?|champion|economic buyer|authority|who (?:was|were) (?:on|in|at) (?:the|this) (?:call|meeting)|attendees|participants|who attended|who joined)\b/i,
  ],
  [
    'competitors',
    /\b(?:compet\w*|alternatives?|other (?:vendors?|tools?|options?|solutions?|providers?|products?)|evaluat\w*|compar\w*|versus|vs\.?|incumbent|up against|(?:currently|already) us\w*|what (?:are|do|did) they (?:use|using) (?:today|now|currently|instead)|who else (?:are|were|is) they)\b/i,
  ],
  [
    'risks',
    /\b(?:risks?|risky|concerns?|objections?|worr\w*|blockers?|obstacles?|hurdles?|pushback|hesitat\w*|red flags?|deal[- ]?breakers?|could (?:\w+ )?(?:go wrong|stop|block|delay|kill|derail)|at risk|gates?|stand in the way|hold (?:it|this|that|them|things) (?:up|back)|what could stop)\b/i,
  ],
  [
    'reasons',
    /^\W*why\b|\bwhy (?:do|does|did|are|is|was|were|would|has|have)\b|\bwhat (?:caused|causes|led to|is behind)\b|\breasons?\b|\bhow come\b/i,
  ],
  [
    'offers',
    /\b(?:(?:did|do|can|could|will|would|should) (?:we|they|you|I|he|she) (?:offer|propose|give|concede|put on the table|throw in)|offer(?:ed|s)?\b(?! (?:price|letter))|conced\w*|concessions?|on the table|give (?:up|away))\b/i,
  ],
  [
    'money',
    /\b(?:pric\w*|costs?|costing|budget\w*|how much|spend\w*|dollars?|money|fees?|discount\w*|quotes?|deal (?:size|value)|contract value|acv|arr|amount|paying|pay|afford\w*|roi|expensive|cheap\w*|offer(?:ed)?|concessions?|concede\w*|quota)\b/i,
  ],
  [
    'timeline',
    /\bwhen\b(?! (?:did|do|does) (?:they|we|you|\w+) (?:talk|discuss|mention|say|bring|ask|raise|get to))|\b(?:timeline\w*|timing|deadline\w*|dates?|go[- ]live|launch\w*|start(?:ing)? date|kick[- ]?off|roll ?out|how long|by when|time ?frame|close date|target date|schedule)\b/i,
  ],
  [
    'pains',
    /\b(?:pains?|pain points?|problems?|challenges?|struggl\w*|frustrat\w*|(?:trying to|want to|need to) (?:solve|fix)|what (?:are|is) they (?:solving|fixing))\b/i,
  ],
  ['decisions', /\b(?:agree\w*|decid\w*|decisions?|settled|conclu\w*|outcome)\b/i],
];

/**
 * The type of a question. A question about a subject ("summarise the pricing discussion") is not a
 * summary question even with a summary word in it: the stored summary would not answer it;
 * `hasOtherWords` says whether a text holds words worth searching for.
 */
export function questionTypeOf(input: {
  question: string;
  hasOtherWords: (text: string) => boolean;
}): QuestionType {
  const { question } = input;
  // "How did he react to the discount?": what was said back, which the matching moments hold.
  if (REACTION.test(question)) return 'general';
  const typed = TYPED.find(([, cue]) => cue.test(question))?.[0];
  // "Who needs to approve?" asks who decides; "who needs to send it?" for an action item.
  if (ACTION_ITEMS.test(question)) return typed === 'people' ? 'people' : 'actionItems';
  if (SUMMARY.test(question)) {
    const rest = question.replace(new RegExp(SUMMARY.source, 'gi'), ' ');
    if (!input.hasOtherWords(rest)) return 'summary';
  }
  return typed ?? 'general';
}
