import type { TranscriptSegment } from '../transcript-segment';
import { collapseWhitespace, normaliseWhitespace, stripMarkupTags } from './cue-text';
import { splitBracketSpeaker, splitLeadingSpeaker } from './speaker-label';
import { isBlankLine, splitLines } from './text-lines';
import { type CueTiming, readCueTiming } from './timestamp';

const EXPECTED_TIMING = 'hh:mm:ss,mmm --> hh:mm:ss,mmm';
const INDEX_PATTERN = /^\s*\d+\s*$/;

type SrtCue = CueTiming & { lines: string[] };

/**
 * Parses SubRip. A cue starts at its timing line (the numeric index before it is optional), so
 * missing or doubled blank lines, and blank lines inside a cue's text, do no harm.
 */
export function parseSrt(content: string): TranscriptSegment[] {
  const lines = splitLines(content);
  const cues: SrtCue[] = [];
  let current: SrtCue | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const timing = readCueTiming({ line, lineNumber: index + 1, expected: EXPECTED_TIMING });
    if (timing) {
      current = { ...timing, lines: [] };
      cues.push(current);
      continue;
    }
    // A number is the next cue's index only when a timing follows ("42" said on its own stays text).
    const isIndex = INDEX_PATTERN.test(line) && isFollowedByTiming({ lines, index });
    if (!isIndex && current) {
      current.lines.push(line);
    }
  }
  return cues.flatMap((cue) => {
    // Invisible characters are dropped only after looking for a speaker: see splitLeadingSpeaker.
    const text = collapseWhitespace(stripMarkupTags(cue.lines.join('\n')));
    const label = splitBracketSpeaker(text) ?? splitLeadingSpeaker(text);
    const segment = { startMs: cue.startMs, endMs: cue.endMs, speaker: label?.speaker ?? null };
    const spoken = normaliseWhitespace(label?.text ?? text);
    return spoken === '' ? [] : [{ ...segment, text: spoken }];
  });
}

function isFollowedByTiming(options: { lines: string[]; index: number }): boolean {
  const { lines, index } = options;
  for (let next = index + 1; next < lines.length; next++) {
    const line = lines[next] ?? '';
    if (!isBlankLine(line)) {
      return line.includes('-->') && /^\s*(\d|-->)/.test(line);
    }
  }
  return false;
}
