import { answerContextOf, type QuestionMeeting, type TypedAnswer } from './answer-context';
import { answerCompetitors } from './competitor-answer';
import { answerDecisions } from './decision-answer';
import { answerMoney } from './money-answer';
import { answerOffers } from './offer-answer';
import { answerPeople } from './people-answer';
import type { QuestionType } from './question-type';
import { answerReasons } from './reason-answer';
import { answerPains, answerRisks } from './risk-answer';
import { answerTimeline } from './timeline-answer';

export type { QuestionMeeting, TypedAnswer } from './answer-context';
export type { Evidence } from './evidence';

type TypedQuestionType = Exclude<QuestionType, 'summary' | 'actionItems' | 'general'>;

const EXTRACTORS: Readonly<
  Record<TypedQuestionType, (context: ReturnType<typeof answerContextOf>) => TypedAnswer | null>
> = {
  people: answerPeople,
  competitors: answerCompetitors,
  risks: answerRisks,
  money: answerMoney,
  timeline: answerTimeline,
  pains: answerPains,
  decisions: answerDecisions,
  offers: answerOffers,
  reasons: (context) =>
    answerReasons(context) ?? (ASKS_WHY_OF_THE_CUSTOMER.test(context.question) ? answerPains(context) : null),
};

/**
 * "Why does the customer want to cancel?": with no cause stated, their pains answer it. Not "why did
 * the go-live move?", which the moments that match its words answer better.
 */
const ASKS_WHY_OF_THE_CUSTOMER =
  /\bwhy (?:do|does|did|are|is|was|were|would|have|has) (?:they|he|she|the (?:customer|client|buyer|prospect|account))\b/i;

export function isTypedQuestion(type: QuestionType): type is TypedQuestionType {
  return type in EXTRACTORS;
}

/**
 * The answer to a typed question about one meeting, read from its transcript: a sentence that
 * answers, and the moments it rests on. Null when the transcript holds nothing of that type; the
 * chat then quotes the moments that best match the question's words.
 */
export function answerByType(input: {
  type: TypedQuestionType;
  meeting: QuestionMeeting;
  question: string;
}): TypedAnswer | null {
  return EXTRACTORS[input.type](answerContextOf({ meeting: input.meeting, question: input.question }));
}
