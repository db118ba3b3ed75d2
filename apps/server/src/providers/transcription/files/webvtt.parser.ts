import type { TranscriptSegment } from '../transcript-segment';
import { decodeEntities, normaliseWhitespace, stripCueTags } from './cue-text';
import { splitLeadingSpeaker } from './speaker-label';
import { isBlankLine, splitLines } from './text-lines';
import { type CueTiming, readCueTiming } from './timestamp';

const EXPECTED_TIMING = 'hh:mm:ss.mmm --> hh:mm:ss.mmm';
const HEADER_PATTERN = /^WEBVTT(?:[ \t]|$)/;
const SKIPPED_BLOCK_PATTERN = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;
/**
 * `<v Name>`, `<v.loud.fast Name>`, `<v>` and `</v>`. Bounded, like every tag pattern here, so that a
 * hostile file full of unclosed `<v ` cannot make matching take quadratic time.
 */
const VOICE_TAG_PATTERN = /<v((?:\.[^\s.<>]{1,100}){0,20})(?:\s([^<>]{0,300}))?>|<\/v\s{0,10}>/g;

/** One cue as written: an optional identifier, its timing and its raw payload lines. */
export type WebVttCue = CueTiming & { id: string | null; lines: string[] };

type ParserState = 'header' | 'between' | 'skipping' | 'cue';

/**
 * Reads the cues of a WebVTT file, leniently: the `WEBVTT` header may be missing, a cue may follow
 * another without a blank line, and stray text between cues is skipped as the spec says. NOTE,
 * STYLE and REGION blocks are skipped wherever they are.
 */
export function readWebVttCues(content: string): WebVttCue[] {
  const lines = splitLines(content);
  const cues: WebVttCue[] = [];
  let state: ParserState = HEADER_PATTERN.test(lines[0] ?? '') ? 'header' : 'between';
  let pendingId: string | null = null;
  let current: WebVttCue | null = null;

  for (let index = state === 'header' ? 1 : 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const timing = readCueTiming({ line, lineNumber: index + 1, expected: EXPECTED_TIMING });
    if (timing) {
      current = { ...timing, id: pendingId, lines: [] };
      cues.push(current);
      pendingId = null;
      state = 'cue';
      continue;
    }
    if (isBlankLine(line)) {
      state = 'between';
      pendingId = null;
      continue;
    }
    if (state === 'cue' && current) {
      current.lines.push(line);
    } else if (state === 'between') {
      if (SKIPPED_BLOCK_PATTERN.test(line)) {
        state = 'skipping';
      } else if (lines[index + 1]?.includes('-->')) {
        pendingId = line.trim();
      } else {
        state = 'skipping';
      }
    }
  }
  return cues;
}

/** Parses a WebVTT file, including the Microsoft Teams and Zoom flavours, into segments. */
export function parseWebVtt(content: string): TranscriptSegment[] {
  return readWebVttCues(content).flatMap(cueToSegments);
}

type VoiceSpan = { speaker: string | null; text: string };

function cueToSegments(cue: WebVttCue): TranscriptSegment[] {
  const spans = splitVoiceSpans(cue.lines.join('\n'));
  const hasVoice = spans.some((span) => span.speaker !== null);
  const parts: VoiceSpan[] = [];
  for (const span of spans) {
    let { speaker, text } = span;
    // Zoom writes "Name: text" instead of a voice tag. Looked for before tags are stripped, so
    // `<c>Note</c>: …` (how formatTranscript protects such text) is not read as a speaker.
    const leading = hasVoice ? null : splitLeadingSpeaker(normaliseWhitespace(text));
    if (leading) {
      speaker = leading.speaker;
      text = leading.text;
    }
    const cleaned = normaliseWhitespace(decodeEntities(stripCueTags(text)));
    if (cleaned === '') {
      continue;
    }
    const previous = parts.at(-1);
    if (previous && previous.speaker === speaker) {
      previous.text = `${previous.text} ${cleaned}`;
    } else {
      parts.push({ speaker, text: cleaned });
    }
  }
  return shareCueTime({ cue, parts });
}

/** Splits a payload at voice tags; text outside any voice has a null speaker. */
function splitVoiceSpans(payload: string): VoiceSpan[] {
  const spans: VoiceSpan[] = [];
  let speaker: string | null = null;
  let cursor = 0;
  for (const match of payload.matchAll(VOICE_TAG_PATTERN)) {
    spans.push({ speaker, text: payload.slice(cursor, match.index) });
    const isClosingTag = match[0].startsWith('</');
    const annotation = normaliseWhitespace(decodeEntities(match[2] ?? ''));
    speaker = isClosingTag || annotation === '' ? null : annotation;
    cursor = match.index + match[0].length;
  }
  spans.push({ speaker, text: payload.slice(cursor) });
  return spans;
}

/** Gives each voice of a cue a share of the cue's time in proportion to how much it says. */
function shareCueTime(options: { cue: WebVttCue; parts: VoiceSpan[] }): TranscriptSegment[] {
  const { cue, parts } = options;
  const totalLength = parts.reduce((sum, part) => sum + part.text.length, 0);
  const duration = Math.max(0, cue.endMs - cue.startMs);
  let spoken = 0;
  const starts = parts.map((part) => {
    const startMs = cue.startMs + Math.round((duration * spoken) / totalLength);
    spoken += part.text.length;
    return startMs;
  });
  return parts.map((part, index) => ({
    startMs: starts[index] ?? cue.startMs,
    endMs: index === parts.length - 1 ? cue.endMs : (starts[index + 1] ?? cue.endMs),
    speaker: part.speaker,
    text: part.text,
  }));
}
