import { TranscriptParseError } from './transcript-parse-error';

/** `[h:]m:ss` with an optional `.ttt` or `,ttt` fraction; hours capped so milliseconds stay exact. */
const TIMESTAMP_PATTERN = /^(?:(\d{1,4}):)?(\d{1,3}):(\d{2})(?:[.,](\d{1,9}))?$/;
const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MAX_QUOTED_LENGTH = 80;

/**
 * Reads `hh:mm:ss.ttt`, `mm:ss.ttt`, `hh:mm:ss,ttt`, `h:mm:ss` or `m:ss` into milliseconds; null when
 * malformed. Minutes may exceed 59 only when there is no hour part ("75:02.000").
 */
export function parseTimestamp(text: string): number | null {
  const match = TIMESTAMP_PATTERN.exec(text.trim());
  if (!match) {
    return null;
  }
  const [, hoursText, minutesText = '', secondsText = '', fractionText = ''] = match;
  const hours = hoursText === undefined ? 0 : Number(hoursText);
  const minutes = Number(minutesText);
  const seconds = Number(secondsText);
  if (seconds > 59 || (hoursText !== undefined && minutes > 59)) {
    return null;
  }
  // ".5" is half a second; digits past milliseconds are dropped.
  const milliseconds = Number(fractionText.slice(0, 3).padEnd(3, '0'));
  return hours * MS_PER_HOUR + minutes * MS_PER_MINUTE + seconds * MS_PER_SECOND + milliseconds;
}

/** `webvtt` → `00:01:02.345`, `srt` → `00:01:02,345`, `clock` → `00:01:02`. */
export type TimestampStyle = 'webvtt' | 'srt' | 'clock';

export type FormatTimestampOptions = { ms: number; style: TimestampStyle };

export function formatTimestamp(options: FormatTimestampOptions): string {
  const total = Number.isFinite(options.ms) ? Math.max(0, Math.round(options.ms)) : 0;
  const hours = Math.floor(total / MS_PER_HOUR);
  const minutes = Math.floor((total % MS_PER_HOUR) / MS_PER_MINUTE);
  const seconds = Math.floor((total % MS_PER_MINUTE) / MS_PER_SECOND);
  const clock = [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
  if (options.style === 'clock') {
    return clock;
  }
  const milliseconds = String(total % MS_PER_SECOND).padStart(3, '0');
  return `${clock}${options.style === 'srt' ? ',' : '.'}${milliseconds}`;
}

export type MalformedTimestampOptions = {
  lineNumber: number;
  line: string;
  /** The shape the format wants, shown to the user: `hh:mm:ss,mmm --> hh:mm:ss,mmm`. */
  expected: string;
};

export function malformedTimestampError(options: MalformedTimestampOptions): TranscriptParseError {
  const trimmed = options.line.trim();
  const quoted = trimmed.length > MAX_QUOTED_LENGTH ? `${trimmed.slice(0, MAX_QUOTED_LENGTH)}…` : trimmed;
  return new TranscriptParseError({
    reason: 'malformed_timestamp',
    line: options.lineNumber,
    message: `malformed timestamp on line ${options.lineNumber}: "${quoted}" (expected ${options.expected})`,
  });
}

/** Reads a timestamp a line-based format requires, throwing with the line when it is malformed. */
export function readRequiredTimestamp(options: MalformedTimestampOptions & { text: string }): number {
  const ms = parseTimestamp(options.text);
  if (ms === null) {
    throw malformedTimestampError(options);
  }
  return ms;
}

export type CueTiming = { startMs: number; endMs: number };

/**
 * Reads a cue timing line (`start --> end`, optionally followed by cue settings). Returns null for a
 * line that is no timing line; throws when a line that starts like one (a digit or the arrow) has
 * timestamps that do not parse, since silently skipping the cue would lose what was said.
 */
export function readCueTiming(options: MalformedTimestampOptions): CueTiming | null {
  const { line } = options;
  if (!line.includes('-->') || !/^\s*(\d|-->)/.test(line)) {
    return null;
  }
  const match = /^\s*(\S*?)\s*-->\s*(\S+)(?:\s|$)/.exec(line);
  const startMs = match ? parseTimestamp(match[1] ?? '') : null;
  const endMs = match ? parseTimestamp(match[2] ?? '') : null;
  if (startMs === null || endMs === null) {
    throw malformedTimestampError(options);
  }
  return { startMs, endMs };
}
