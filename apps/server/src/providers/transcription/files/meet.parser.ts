import type { TranscriptSegment } from '../transcript-segment';
import { normaliseWhitespace } from './cue-text';
import { estimateSpeechDurationMs } from './segment-timing';
import { isSpeakerName, splitLeadingSpeaker } from './speaker-label';
import { isBlankLine, splitLines } from './text-lines';
import { readRequiredTimestamp } from './timestamp';

/** `00:05:00` on a line of its own: Meet's periodic time marker. */
const MARKER_PATTERN = /^\d{1,2}:\d{2}:\d{2}$/;
/** The closing line, "Meeting ended after 00:47:12 👋", gives the end of the last stretch. */
const ENDED_PATTERN = /^(?:meeting|transcription|transcript) ended after (\d{1,2}:\d{2}:\d{2})/i;
const TRANSCRIPT_HEADING_PATTERN = /^transcript$/i;
const ATTENDEES_HEADING_PATTERN = /^attendees$/i;
const DISCLAIMER_PATTERN = /^this editable transcript was computer generated/i;
const TERMINAL_PUNCTUATION_PATTERN = /[.!?,;:…]$/;
const EXPECTED_TIME = 'hh:mm:ss';

/** How many lines carry Meet's marks (time markers, the Attendees heading, the closing line). */
export function countMeetSignals(lines: string[]): number {
  return lines.filter((raw) => {
    const line = raw.trim();
    return MARKER_PATTERN.test(line) || ATTENDEES_HEADING_PATTERN.test(line) || ENDED_PATTERN.test(line);
  }).length;
}

type Turn = { speaker: string | null; text: string };
type MeetItem = { kind: 'marker'; ms: number } | ({ kind: 'turn' } & Turn);

/**
 * Parses a Google Meet transcript exported from Docs: a title, an optional Attendees list and
 * "Transcript" heading (without them, everything before the first marker is taken as title), then turns (a name on its own line followed by text, or `Name: text`) with
 * `hh:mm:ss` markers every few minutes. Meet gives no time per turn, so each stretch between two
 * markers is shared among its turns in proportion to their length; turns after the last marker get
 * their estimated speaking time.
 */
export function parseMeetText(content: string): TranscriptSegment[] {
  const lines = splitLines(content).map((line) => line.trim());
  const firstMarker = lines.findIndex((line) => MARKER_PATTERN.test(line));
  const beforeBody = firstMarker === -1 ? lines : lines.slice(0, firstMarker);
  const attendeesHeading = beforeBody.findIndex((line) => ATTENDEES_HEADING_PATTERN.test(line));
  const transcriptHeading = beforeBody.findIndex((line) => TRANSCRIPT_HEADING_PATTERN.test(line));
  const attendeesLine = attendeesHeading === -1 ? -1 : nextNonBlankIndex({ lines, index: attendeesHeading });
  const attendees = new Set(
    attendeesLine === -1
      ? []
      : (lines[attendeesLine] ?? '').split(',').map((name) => normaliseWhitespace(name).toLowerCase()),
  );
  const headingsEnd = Math.max(transcriptHeading, attendeesHeading, attendeesLine);
  // Without headings, what comes before the first marker is the document's title and date.
  const bodyStart = headingsEnd !== -1 ? headingsEnd + 1 : Math.max(firstMarker, 0);
  const items = readItems({ lines, bodyStart, attendees });
  return timeBetweenMarkers(items);
}

function readItems(options: { lines: string[]; bodyStart: number; attendees: Set<string> }): MeetItem[] {
  const { lines, bodyStart, attendees } = options;
  const items: MeetItem[] = [];
  let current: (MeetItem & { kind: 'turn' }) | null = null;
  let lastSpeaker: string | null = null;
  for (let index = bodyStart; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const lineNumber = index + 1;
    if (isBlankLine(line) || DISCLAIMER_PATTERN.test(line)) {
      continue;
    }
    const ended = ENDED_PATTERN.exec(line);
    if (ended || MARKER_PATTERN.test(line)) {
      const text = ended?.[1] ?? line;
      items.push({
        kind: 'marker',
        ms: readRequiredTimestamp({ text, lineNumber, line, expected: EXPECTED_TIME }),
      });
      current = null;
      if (ended) {
        break;
      }
      continue;
    }
    const leading = splitLeadingSpeaker(line);
    if (leading || isSpeakerLine({ lines, index, attendees })) {
      lastSpeaker = leading?.speaker ?? normaliseWhitespace(line);
      current = { kind: 'turn', speaker: lastSpeaker, text: leading?.text ?? '' };
      items.push(current);
      continue;
    }
    if (!current) {
      // Speech that runs on past a time marker continues the last speaker's turn.
      current = { kind: 'turn', speaker: lastSpeaker, text: '' };
      items.push(current);
    }
    current.text = `${current.text} ${line}`;
  }
  return items;
}

/**
 * A line of its own is a speaker when it names an attendee, or, as Meet's speech always ends in
 * punctuation, when it is an unpunctuated name followed by text.
 */
function isSpeakerLine(options: { lines: string[]; index: number; attendees: Set<string> }): boolean {
  const { lines, index, attendees } = options;
  const line = normaliseWhitespace(lines[index] ?? '');
  if (attendees.has(line.toLowerCase())) {
    return true;
  }
  const next = lines[nextNonBlankIndex({ lines, index })] ?? '';
  const isFollowedByText = next !== '' && !MARKER_PATTERN.test(next) && !ENDED_PATTERN.test(next);
  const isPlausibleName = attendees.size === 0 || line.includes(' ');
  return (
    isPlausibleName && isFollowedByText && !TERMINAL_PUNCTUATION_PATTERN.test(line) && isSpeakerName(line)
  );
}

function nextNonBlankIndex(options: { lines: string[]; index: number }): number {
  for (let next = options.index + 1; next < options.lines.length; next++) {
    if (!isBlankLine(options.lines[next] ?? '')) {
      return next;
    }
  }
  return -1;
}

function timeBetweenMarkers(items: MeetItem[]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let stretchStartMs = 0;
  let stretch: Turn[] = [];
  for (const item of items) {
    if (item.kind === 'turn') {
      const text = normaliseWhitespace(item.text);
      if (text !== '') {
        stretch.push({ speaker: item.speaker, text });
      }
    } else if (item.ms >= stretchStartMs) {
      // A marker earlier than the one before is ignored, so segments stay ordered.
      segments.push(...shareStretch({ turns: stretch, startMs: stretchStartMs, endMs: item.ms }));
      stretch = [];
      stretchStartMs = item.ms;
    }
  }
  segments.push(...shareStretch({ turns: stretch, startMs: stretchStartMs, endMs: null }));
  return segments;
}

/** Shares a stretch between markers by text length; an open-ended stretch uses estimated durations. */
function shareStretch(options: {
  turns: Turn[];
  startMs: number;
  endMs: number | null;
}): TranscriptSegment[] {
  const { turns, startMs, endMs } = options;
  const weights = turns.map((turn) =>
    endMs === null ? estimateSpeechDurationMs(turn.text) : turn.text.length,
  );
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const span = endMs === null ? totalWeight : endMs - startMs;
  let elapsedWeight = 0;
  const starts = weights.map((weight) => {
    const start = startMs + Math.round((span * elapsedWeight) / totalWeight);
    elapsedWeight += weight;
    return start;
  });
  return turns.map((turn, index) => ({
    startMs: starts[index] ?? startMs,
    endMs: starts[index + 1] ?? startMs + span,
    speaker: turn.speaker,
    text: turn.text,
  }));
}
