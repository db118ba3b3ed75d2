import type { TranscriptSegment } from '../transcript-segment';
import { normaliseWhitespace } from './cue-text';
import { timeFromStarts, type UntimedSegment } from './segment-timing';
import { isDisplayName } from './speaker-label';
import { isBlankLine, splitLines } from './text-lines';
import { readRequiredTimestamp } from './timestamp';

/** `Dana Whitfield   0:03` or `Whitfield, Dana\t1:02:03`: a name, then the turn's offset. */
const HEADER_PATTERN = /^(\p{L}[^\t:]{0,99}?)[ \t]+(\d{1,2}:\d{2}(?::\d{2})?)$/u;
/** Teams notes who switched transcription on and off; no one said it. */
const TRANSCRIPTION_NOTICE_PATTERN = /\s(?:started|stopped) transcription\.?$/i;
const EXPECTED_TIME = 'm:ss or h:mm:ss';

type TeamsHeader = { speaker: string; time: string };

function readHeader(line: string): TeamsHeader | null {
  const match = HEADER_PATTERN.exec(line);
  const speaker = normaliseWhitespace(match?.[1] ?? '');
  return match && isDisplayName(speaker) ? { speaker, time: match[2] ?? '' } : null;
}

/** Whether a line is a Teams turn header; used to detect the format. */
export function isTeamsHeaderLine(line: string): boolean {
  return readHeader(line.trim()) !== null;
}

/**
 * Parses the text of a Teams transcript saved from Word (.docx): a title, date and duration, then
 * turns of a `Name   m:ss` header followed by what they said. Lines before the first header are the
 * document's title block and are dropped. Teams' VTT export goes through the WebVTT parser.
 */
export function parseTeamsText(content: string): TranscriptSegment[] {
  const lines = splitLines(content);
  const segments: UntimedSegment[] = [];
  let current: UntimedSegment | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? '').trim();
    const header = readHeader(line);
    if (header) {
      const startMs = readRequiredTimestamp({
        text: header.time,
        lineNumber: index + 1,
        line,
        expected: EXPECTED_TIME,
      });
      current = { startMs, speaker: header.speaker, text: '' };
      segments.push(current);
    } else if (current && !isBlankLine(line) && !TRANSCRIPTION_NOTICE_PATTERN.test(line)) {
      current.text = `${current.text} ${line}`;
    }
  }
  return timeFromStarts(segments);
}
