import type { TranscriptSegment } from '../transcript-segment';
import { normaliseWhitespace } from './cue-text';
import { timeFromStarts, type UntimedSegment } from './segment-timing';
import { isBlankLine, splitLines } from './text-lines';
import { readRequiredTimestamp } from './timestamp';

/** `[Dana Whitfield] 00:01:23`, the header of each turn in Zoom's saved closed captions. */
const BRACKET_HEADER_PATTERN = /^\[([^[\]]{1,100})\][ \t]+(\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?)\s*$/;
/** `00:01:23 Dana Whitfield: text`, one line per turn (also Zoom's chat-style export). */
const INLINE_LINE_PATTERN = /^(\d{1,2}:\d{2}:\d{2})[ \t]+([^:\s][^:]{0,99}?)[ \t]*:(?:[ \t]+(.*))?$/;
/** Zoom chat writes "From Dana Whitfield to Everyone". */
const CHAT_NAME_PATTERN = /^From\s+(.+?)(?:\s+to\s+.+)?$/i;
const EXPECTED_TIME = 'hh:mm:ss';

/** Whether a line is one of the two turn shapes of Zoom's text exports; used to detect the format. */
export function isZoomTextLine(line: string): boolean {
  return BRACKET_HEADER_PATTERN.test(line.trim()) || INLINE_LINE_PATTERN.test(line.trim());
}

/**
 * Parses Zoom's text exports: `[Name] hh:mm:ss` headers followed by text lines, or
 * `hh:mm:ss Name: text` lines. Times are kept as written; Zoom's saved captions use the time of day.
 * Zoom's VTT export goes through the WebVTT parser.
 */
export function parseZoomText(content: string): TranscriptSegment[] {
  const lines = splitLines(content);
  const segments: UntimedSegment[] = [];
  let current: UntimedSegment | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? '').trim();
    const lineNumber = index + 1;
    const header = BRACKET_HEADER_PATTERN.exec(line);
    const inline = header ? null : INLINE_LINE_PATTERN.exec(line);
    const match = header ?? inline;
    if (match) {
      const startMs = readRequiredTimestamp({
        text: match[inline ? 1 : 2] ?? '',
        lineNumber,
        line,
        expected: EXPECTED_TIME,
      });
      const name = normaliseWhitespace(match[inline ? 2 : 1] ?? '');
      const speaker = CHAT_NAME_PATTERN.exec(name)?.[1] ?? name;
      current = { startMs, speaker: speaker === '' ? null : speaker, text: inline?.[3] ?? '' };
      segments.push(current);
    } else if (!isBlankLine(line)) {
      if (!current) {
        current = { startMs: null, speaker: null, text: '' };
        segments.push(current);
      }
      current.text = `${current.text} ${line}`;
    }
  }
  return timeFromStarts(segments);
}
