import { SEATS_MAX, SEATS_MIN } from '@ting/contracts';

/** A seat count the checkout accepts: a whole number from 1 to 100 (spec section 5). */
export const isValidSeatCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= SEATS_MIN && value <= SEATS_MAX;

/** The seat count the dialog starts with: one per member, within the checkout's bounds. */
export const initialSeatCount = (memberCount: number): number =>
  Math.min(SEATS_MAX, Math.max(SEATS_MIN, memberCount));

const BILLING_DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** A renewal or trial end in the user's locale; empty when the date is missing or unreadable. */
export const formatBillingDate = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : BILLING_DATE_FORMAT.format(date);
};
