import type { TranscriptSegment } from '../transcript-segment';
import { timeFromStarts, type UntimedSegment } from './segment-timing';
import { readSpeakerHeading, splitLeadingSpeaker } from './speaker-label';
import { isBlankLine, splitLines } from './text-lines';
import { readRequiredTimestamp } from './timestamp';

/**
 * `[00:01:23]`, `[01:23]`, `(01:23)` or `(1:02:03.5)` at the start of a line. Loose on digit counts so
 * that "[00:99:00]" is reported as malformed rather than kept as text; "[1]" is no time at all.
 */
const TIME_PREFIX_PATTERN =
  /^(?:\[(\d{1,4}:\d{1,2}(?::\d{1,2})?(?:[.,]\d{1,9})?)\]|\((\d{1,4}:\d{1,2}(?::\d{1,2})?(?:[.,]\d{1,9})?)\))\s*/;
const EXPECTED_TIME = '[hh:mm:ss] or (mm:ss)';

/**
 * Parses plain text: `Speaker: text` lines, each optionally after a `[hh:mm:ss]` or `(mm:ss)` time.
 * A line without a speaker continues the segment above it; after a blank line (or at the top) it
 * starts a segment with no speaker. A `Speaker:` line of its own introduces the lines below it.
 * Missing times are estimated from word counts.
 */
export function parsePlainText(content: string): TranscriptSegment[] {
  const lines = splitLines(content);
  const segments: UntimedSegment[] = [];
  let current: UntimedSegment | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? '').trim();
    if (isBlankLine(line)) {
      // A `Speaker:` heading still waiting for its text survives blank lines.
      if (current && current.text.trim() !== '') {
        current = null;
      }
      continue;
    }
    const timePrefix = TIME_PREFIX_PATTERN.exec(line);
    const startMs = timePrefix
      ? readRequiredTimestamp({
          text: timePrefix[1] ?? timePrefix[2] ?? '',
          lineNumber: index + 1,
          line,
          expected: EXPECTED_TIME,
        })
      : null;
    const rest = timePrefix ? line.slice(timePrefix[0].length) : line;
    const heading = readSpeakerHeading(rest);
    const label = heading === null ? splitLeadingSpeaker(rest) : { speaker: heading, text: '' };
    if (label || timePrefix || !current) {
      current = { startMs, speaker: label?.speaker ?? null, text: label?.text ?? rest };
      segments.push(current);
    } else {
      current.text = `${current.text} ${rest}`;
    }
  }
  return timeFromStarts(segments);
}
