import { IANAZone } from 'luxon';

/**
 * The person asking a chat or assistant question, as the engines read them: "I", "me" and "my" are
 * this person, and "today", "this week" are days in their time zone.
 */
export type Caller = {
  name: string | null;
  email: string;
  /** An IANA zone id, e.g. `Europe/Berlin`; `UTC` when the client did not say (`isTimeZoneKnown`). */
  timeZone: string;
  /** False when the zone is the UTC fallback: answers that rest on dates then say so. */
  isTimeZoneKnown: boolean;
};

export const FALLBACK_TIME_ZONE = 'UTC';

/** An IANA id's shape (`Area/Location`, `UTC`, `Etc/GMT+5`); Intl also takes offsets like `+05:00`, which are not. */
const ZONE_ID = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The zone a client sent, when it is one the runtime knows (checked with Intl through luxon), else UTC
 * marked as a fallback. An unknown zone is not an error: the question is still answered, in UTC, and
 * says so.
 */
export function resolveTimeZone(raw: string | null | undefined): {
  timeZone: string;
  isTimeZoneKnown: boolean;
} {
  const zone = raw?.trim();
  if (!zone || zone.length > 64 || !ZONE_ID.test(zone) || !IANAZone.isValidZone(zone))
    return { timeZone: FALLBACK_TIME_ZONE, isTimeZoneKnown: false };
  // The canonical spelling ("europe/berlin" is accepted by Intl; answers show "Europe/Berlin").
  const canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  return { timeZone: canonical, isTimeZoneKnown: true };
}

/** What answers that rest on dates add when the zone is a fallback; null when the zone is the caller's. */
export function timeZoneNote(caller: Pick<Caller, 'timeZone' | 'isTimeZoneKnown'>): string | null {
  return caller.isTimeZoneKnown
    ? null
    : `_Days are counted in ${caller.timeZone}: your time zone was not sent with the question._`;
}

/** "Ada Lovelace <ada@acme.test>", or the email alone without a name. */
export function callerLabel(caller: Pick<Caller, 'name' | 'email'>): string {
  const name = caller.name?.trim();
  return name ? `${name} <${caller.email}>` : caller.email;
}
