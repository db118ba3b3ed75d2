import type { CrmFieldToFill } from '../../meeting-intelligence';
import { findQuantities } from '../../shared/spoken-numbers';
import type { CalendarDate } from '../calendar-date';
import type { Candidate } from '../crm-cues';
import { extractNumber } from '../crm-extract';
import { indexSentences, profileOf, relevantSentences } from '../crm-field-profile';
import type { Sentence } from '../sentences';
import { THRESHOLD_BEFORE } from './deal-amount';
import { extractDate } from './deal-date';

/*
 * The facts of a deal a description should open with, read by the same extractors as the deal's
 * own properties: what it is worth, for how many, when it is decided, signed and started, and
 * against whom. Each is said only when the call states it clearly; the description then quotes
 * the call's most salient statements after them.
 */

function fieldOf(spec: Pick<CrmFieldToFill, 'label' | 'description' | 'type'>): CrmFieldToFill {
  const propertyName = spec.label.toLowerCase().replace(/\W+/g, '_');
  return {
    key: `facts:${propertyName}`,
    objectType: 'deal',
    propertyName,
    prompt: spec.description,
    fieldType: spec.type,
    options: [],
    currentValue: null,
    ...spec,
  };
}

const AMOUNT = fieldOf({ label: 'Amount', description: 'The total amount of the deal', type: 'number' });
const EMPLOYEES = fieldOf({
  label: 'Number of Employees',
  description: 'The total number of employees who work for the company.',
  type: 'number',
});
const SEATS = fieldOf({
  label: 'Seats',
  description: 'How many users the customer intends to license.',
  type: 'number',
});
export const COMPETITORS = fieldOf({
  label: 'Competitors',
  description: 'Other vendors the customer is evaluating.',
  type: 'string',
});
const DATES: ReadonlyArray<{ words: string; field: CrmFieldToFill }> = [
  {
    words: 'decision by',
    field: fieldOf({
      label: 'Decision Date',
      description: 'When the customer expects to decide.',
      type: 'date',
    }),
  },
  {
    words: 'signing by',
    field: fieldOf({ label: 'Close Date', description: 'Date the deal closes.', type: 'date' }),
  },
  {
    words: 'contract start',
    field: fieldOf({
      label: 'Contract Start Date',
      description: "The day the customer's contract starts.",
      type: 'date',
    }),
  },
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-04-27" as people write it: "April 27, 2026". */
function spokenDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "49000" as "49,000". */
function grouped(value: string): string {
  const number = Number(value);
  return Number.isFinite(number) ? number.toLocaleString('en-US') : value;
}

/** What the customer counts of itself: its people and its sites. */
const SIZE_NOUNS =
  /^(?:technicians|techs|agents|reps|clinicians|nurses|drivers|dispatchers|engineers|branches|clinics|stores|shops|sites|locations|offices|warehouses|plants|factories|agencies|hospitals|schools|restaurants|depots)$/;
const FIRST_PERSON = /\b(?:we|we're|we've|our|us|I've got|I have)\b/i;
const MAX_SIZE_FACTS = 3;

/** "85 technicians", "3 branches": counts the customer gives of its own people and sites, first said first. */
function customerSize(
  sentences: ReadonlyArray<Sentence>,
  isSeller: (speaker: string | null) => boolean,
): string[] {
  const found: string[] = [];
  for (const sentence of sentences) {
    if (
      isSeller(sentence.speaker) ||
      !FIRST_PERSON.test(sentence.text) ||
      sentence.text.trimEnd().endsWith('?')
    )
      continue;
    for (const quantity of findQuantities(sentence.text)) {
      if (quantity.unit !== null || quantity.value < 2 || !SIZE_NOUNS.test(quantity.noun ?? '')) continue;
      const fact = `${grouped(String(quantity.value))} ${quantity.noun}`;
      if (!found.some((known) => known.endsWith(` ${quantity.noun}`))) found.push(fact);
    }
  }
  return found.slice(0, MAX_SIZE_FACTS);
}

/** Who must approve above a figure: "anything over €750,000 goes to the board". */
const APPROVAL =
  /\b(?:board|approv\w*|sign(?:s|ed)? off|sign-off|signature|mine to sign|CFO|CEO|committee)\b/i;

/** The figure above (or below) which someone else must approve the purchase, or null. */
function approvalThreshold(sentences: ReadonlyArray<Sentence>): number | null {
  for (const sentence of sentences) {
    if (sentence.text.trimEnd().endsWith('?') || !APPROVAL.test(sentence.text)) continue;
    for (const quantity of findQuantities(sentence.text)) {
      const before = sentence.text.slice(Math.max(0, quantity.index - 30), quantity.index);
      if (quantity.value >= 1000 && THRESHOLD_BEFORE.test(before)) return quantity.value;
    }
  }
  return null;
}

/** The deal's facts as a sentence ("Amount 49,000; 28 seats; decision by April 27, 2026."), or null. */
export function dealFactsLine(input: {
  sentences: ReadonlyArray<Sentence>;
  meetingDate: CalendarDate | null;
  title: string;
  competitors: string | null;
  isSeller: (speaker: string | null) => boolean;
}): string | null {
  const { sentences, meetingDate, title } = input;
  const index = indexSentences(sentences);
  const read = (field: CrmFieldToFill): Candidate | null => {
    const profile = profileOf(field);
    const relevant = relevantSentences(index, profile);
    if (field.type === 'number') return extractNumber(profile, relevant, sentences);
    return extractDate(profile, relevant, meetingDate, { sentences, title });
  };
  const facts: string[] = [];
  const amount = read(AMOUNT);
  if (amount) facts.push(`amount ${grouped(amount.value)}`);
  const seats = read(SEATS);
  if (seats) facts.push(`${grouped(seats.value)} seats`);
  const dated = new Set<string>();
  for (const { words, field } of DATES) {
    const date = read(field);
    if (!date || dated.has(date.value)) continue;
    dated.add(date.value);
    facts.push(`${words} ${spokenDate(date.value)}`);
  }
  const employees = read(EMPLOYEES);
  if (employees) facts.push(`${grouped(employees.value)} employees`);
  const size = customerSize(sentences, input.isSeller);
  if (size.length > 0) facts.push(size.join(', '));
  const threshold = approvalThreshold(sentences);
  if (threshold) facts.push(`approval threshold ${grouped(String(threshold))}`);
  if (input.competitors) facts.push(`also evaluating ${input.competitors}`);
  if (facts.length === 0) return null;
  const line = facts.join('; ');
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
}
