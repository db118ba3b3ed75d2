import type { CrmFieldToFill } from '../../meeting-intelligence';
import type { CalendarDate } from '../calendar-date';
import type { Candidate } from '../crm-cues';
import { indexSentences, profileOf, relevantSentences } from '../crm-field-profile';
import type { Sentence } from '../sentences';
import { extractDate } from './deal-date';

/*
 * A renewal call seldom names the day the customer decides, but the contract's end bounds it: a
 * customer whose contract ends on June thirtieth decides before then. When the call dates no
 * decision, the date this deal's contract ends or renews stands in for it (never a contract with
 * another vendor: `extractDate` leaves those out).
 */

const RENEWAL_FIELD: CrmFieldToFill = {
  key: 'renewal',
  objectType: 'company',
  propertyName: 'renewal',
  label: 'Contract Renewal Date',
  description: 'When the current contract ends or comes up for renewal.',
  prompt: '',
  type: 'date',
  fieldType: 'date',
  options: [],
  currentValue: null,
};

/** The date the customer's contract with the seller ends or renews, as a decision's deadline. */
export function decisionByRenewal(call: {
  sentences: ReadonlyArray<Sentence>;
  title: string;
  meetingDate: CalendarDate;
}): Candidate | null {
  const profile = profileOf(RENEWAL_FIELD);
  const relevant = relevantSentences(indexSentences(call.sentences), profile);
  return extractDate(profile, relevant, call.meetingDate, call);
}
