/*
 * How a task is stated: "I'll…", "can you…", "Dana will…", "next step is…", "let's schedule…", and
 * where a task's own words stop.
 */

const SUBJECT_NAME = '([A-Z][a-z]+(?:[- ][A-Z][a-z]+)?)';
export const FIRST_PERSON =
  /\b(?:i'll|i will|i'm going to|i am going to|i'm gonna|i can|i could|let me|i need to|i have to|i've got to|i've gotta|i gotta|i'd be happy to|i'm happy to|i plan to|i'll go ahead and|why don't i|we'll|we will|we're going to|we are going to|we're gonna)[\s,]+/gi;
export const SECOND_PERSON =
  /\b(?:(?:can|could|would|will) you(?: guys| all| two| both)?(?: please)?(?: be able to)?|are you able to|if you could|i need you to|i'd like you to|you'll|you will|you're going to|you are going to|you need to|you'll need to|you have to|please)\s+/gi;
/** "Dana will…": a lookahead, so that "And Dana will" is tried at "And" and again at "Dana". */
export const NAMED_SUBJECT = new RegExp(
  `(?<![\\w'’])(?=${SUBJECT_NAME}((?:'ll|’ll| will| is going to|'s going to|’s going to| is gonna| can| needs to| has to| agreed to| offered to| is to| should)\\s+))`,
  'g',
);
export const NEXT_STEP =
  /\b(?:action items?(?: for (?<owner1>[A-Z][a-z]+|me|you|us))?\s*(?:is|are|:|-|–)|next steps? (?:is|are|would be|will be|here is|:)|to-?do\s*:)\s*(?:(?:for (?<owner2>[A-Z][a-z]+|me|you|us) )?to\s+|that\s+)?/gi;
export const SHARED =
  /\blet's\s+(?:go ahead and\s+|also\s+|just\s+)?(?=(?:schedule|book|set up|get (?:a|the|something|time|\w+ on the calendar)|put (?:a|something|time) on the calendar|plan (?:a|the)|reconvene|regroup|meet again|find (?:a )?time)\b)/gi;

export const ACKNOWLEDGEMENT =
  /^\W*(?:yes|yeah|yep|yup|sure|absolutely|definitely|of course|will do|can do|no problem|sounds good|ok|okay|on it|happy to|i can|i will|i'll|for sure|totally|certainly|you got it|got it|done|consider it done)\b/i;

/** Clause breaks inside a sentence: a new subject taking on a second task. */
export const CLAUSE_BREAK =
  /(?:,\s*|\s+)(?:and|but|then|while)\s+(?=(?:i|I|we|We|you|You|[A-Z][a-z]+)(?:'ll|’ll| will| can| is going to| are going to|'re going to)\b)|;\s+/g;

/** Where a task's own words stop: reasons, follow-on plans and tag questions. */
export const TASK_TAIL =
  /\s*,\s+(?:with|including|plus|but|once|when|if|though)(?=\s).*$|\s*(?:[,;:—–]|\s-\s)?\s*(?<!\w)(?:so(?=\s)|but(?=\s)|so that|so (?:you|we|they|he|she|it|that|legal|everyone)|because|since|which|and then|then we|and we can|and we'll|and you can|and see|if that works|if that's (?:okay|ok|alright|cool)|if that helps|if you want|(?:and )?(?:i|we)(?: can| could| will|'ll|’ll|'m|’m| am)|if you'd like|if needed|just so|that way|to make sure|okay\?|sound good|does that work|make sense|right\?|yeah\?|as we discussed)(?=\W|$).*$/i;
