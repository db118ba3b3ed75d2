/** A calendar date with no time zone: year, month 1–12, day 1–31. */
export type CalendarDate = { year: number; month: number; day: number };

export function toIsoDate(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

/** Midnight of `date` in the process's time zone: chrono-node reads dates in local time. */
export function toLocalDate(date: CalendarDate): Date {
  return new Date(date.year, date.month - 1, date.day);
}

export function fromLocalDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

// Arithmetic goes through UTC, where no day is skipped or doubled by a clock change.
function toUtc(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** The 1st of the month `months` after the one holding `date`. */
export function firstOfMonthAfter(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.month - 1 + months;
  return {
    year: date.year + Math.floor(monthIndex / 12),
    month: (((monthIndex % 12) + 12) % 12) + 1,
    day: 1,
  };
}

export function lastDayOfMonth(year: number, month: number): CalendarDate {
  return { year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return toUtc(date).getUTCDay();
}

/** `weekday` in the Monday-to-Sunday week after the one holding `date`. */
export function dayOfNextWeek(date: CalendarDate, weekday: number): CalendarDate {
  const sinceMonday = (dayOfWeek(date) + 6) % 7;
  return addDays(date, 7 - sinceMonday + ((weekday + 6) % 7));
}

/** Friday of the week holding `date`; from a weekend, the coming Friday. */
export function fridayOfWeek(date: CalendarDate): CalendarDate {
  const sinceMonday = (dayOfWeek(date) + 6) % 7;
  return addDays(date, sinceMonday <= 4 ? 4 - sinceMonday : 11 - sinceMonday);
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function validDate(year: number, month: number, day: number): CalendarDate | null {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return null;
  return day <= lastDayOfMonth(year, month).day ? { year, month, day } : null;
}
