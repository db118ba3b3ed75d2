/** A calendar date and wall-clock time in some time zone. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

type ZonedOptions = { timeZone: string; instant: Date };

/** Minutes the zone is ahead of UTC at an instant (-300 for New York in winter). */
export function zoneOffsetMinutes({ timeZone, instant }: ZonedOptions): number {
  const wall = wallTimeAt({ timeZone, instant });
  const seconds = instant.getUTCSeconds();
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, seconds);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** What a wall clock in the zone shows at an instant, plus the weekday (0 = Sunday). */
export function wallTimeAt({ timeZone, instant }: ZonedOptions): WallTime & { weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
  return { ...wall, weekday: new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() };
}

/** The instant at which the zone's wall clock shows `wall` (two passes settle DST edges). */
export function instantOf({ timeZone, wall }: { timeZone: string; wall: WallTime }): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = naive - zoneOffsetMinutes({ timeZone, instant: new Date(naive) }) * 60000;
  return new Date(naive - zoneOffsetMinutes({ timeZone, instant: new Date(first) }) * 60000);
}

/** RFC 3339 in the zone's local time with its offset, as Google writes event times: `2026-11-10T10:00:00-05:00`. */
export function formatZoned({ timeZone, instant }: ZonedOptions): string {
  const wall = wallTimeAt({ timeZone, instant });
  const offset = zoneOffsetMinutes({ timeZone, instant });
  const sign = offset < 0 ? '-' : '+';
  const pad = (value: number) => String(value).padStart(2, '0');
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  const seconds = pad(instant.getUTCSeconds());
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${seconds}${zone}`;
}

/** The date `days` calendar days after `wall`'s date, same wall-clock time. */
export function addDays({ wall, days }: { wall: WallTime; days: number }): WallTime & { weekday: number } {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return {
    ...wall,
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}
