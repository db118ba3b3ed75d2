import { normaliseWhitespace } from './cue-text';
import { countMeetSignals } from './meet.parser';
import { splitLeadingSpeaker } from './speaker-label';
import { isTeamsHeaderLine } from './teams.parser';
import { isBlankLine, splitLines } from './text-lines';
import { readWebVttCues } from './webvtt.parser';
import { isZoomTextLine } from './zoom.parser';

/**
 * Where a transcript file came from. `zoom` and `teams` cover both their VTT and their text exports;
 * `webvtt` is any other WebVTT file.
 */
export type TranscriptFileFormat = 'webvtt' | 'srt' | 'zoom' | 'teams' | 'meet' | 'text';

/** How formats are named in messages to users. */
export const TRANSCRIPT_FILE_FORMAT_LABELS: Readonly<Record<TranscriptFileFormat, string>> = {
  webvtt: 'WebVTT',
  srt: 'SRT',
  zoom: 'Zoom transcript',
  teams: 'Microsoft Teams transcript',
  meet: 'Google Meet transcript',
  text: 'plain text',
};

/** The syntax a file is written in, which picks the parser: Zoom and Teams export both VTT and text. */
export type TranscriptSyntax = 'webvtt' | 'srt' | 'zoom-text' | 'teams-text' | 'meet-text' | 'plain-text';

export type TranscriptFileDetection = { format: TranscriptFileFormat; syntax: TranscriptSyntax };

export type DetectTranscriptFormatOptions = { filename: string; content: string };

const WEBVTT_HEADER_PATTERN = /^WEBVTT(?:[ \t]|$)/;
const TIMING_LINE_PATTERN = /^\s*\d[\d:.,]*\s*-->/;
const COMMA_TIMING_LINE_PATTERN = /^\s*[\d:]+,\d+\s*-->/;
/** Teams VTT cue identifiers: a GUID, then `/<utterance>-<part>`. */
const TEAMS_CUE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d+-\d+$/i;
const VOICE_TAG_PATTERN = /<v[\s.>]/;

/**
 * Detects a transcript's format from its content, with the file extension deciding only between
 * WebVTT and SRT when cue timings alone do not tell:
 * - a `WEBVTT` first line: WebVTT; Teams when cue ids are `<guid>/<n>-<n>`; Zoom when every cue id
 *   is a number, no cue has a voice tag and most start with `Name:`.
 * - `-->` timing lines: SRT when a timestamp uses a decimal comma or the file is `.srt`, else WebVTT
 *   without its header (flavoured as above).
 * - Otherwise the line shapes decide: `[Name] hh:mm:ss` or `hh:mm:ss Name: text` lines (Zoom),
 *   `Name   m:ss` headers (Teams; when both match, Zoom wins ties), `hh:mm:ss` marker lines,
 *   an `Attendees` heading or "Meeting ended after" (Meet), and plain text for anything else.
 * May throw `TranscriptParseError` on a WebVTT file with malformed cue timings.
 */
export function detectTranscriptFormat(options: DetectTranscriptFormatOptions): TranscriptFileFormat {
  return detectTranscriptFile(options).format;
}

/** Like `detectTranscriptFormat`, also saying which syntax (and so which parser) the file uses. */
export function detectTranscriptFile(options: DetectTranscriptFormatOptions): TranscriptFileDetection {
  const lines = splitLines(options.content);
  if (WEBVTT_HEADER_PATTERN.test(lines[0] ?? '')) {
    return { format: detectWebVttFlavour(options.content), syntax: 'webvtt' };
  }
  const timingLines = lines.filter((line) => TIMING_LINE_PATTERN.test(line));
  if (timingLines.length > 0) {
    const usesCommas = timingLines.some((line) => COMMA_TIMING_LINE_PATTERN.test(line));
    return usesCommas || fileExtension(options.filename) === 'srt'
      ? { format: 'srt', syntax: 'srt' }
      : { format: detectWebVttFlavour(options.content), syntax: 'webvtt' };
  }
  const nonBlankLines = lines.filter((line) => !isBlankLine(line));
  // One matching line is chance in a long file, but may be all a short one has.
  const threshold = Math.max(1, Math.min(2, Math.ceil(nonBlankLines.length / 2)));
  const zoomLines = nonBlankLines.filter(isZoomTextLine).length;
  const teamsHeaders = nonBlankLines.filter(isTeamsHeaderLine).length;
  if (zoomLines >= threshold && zoomLines >= teamsHeaders) {
    return { format: 'zoom', syntax: 'zoom-text' };
  }
  if (teamsHeaders >= threshold) {
    return { format: 'teams', syntax: 'teams-text' };
  }
  return countMeetSignals(nonBlankLines) > 0
    ? { format: 'meet', syntax: 'meet-text' }
    : { format: 'text', syntax: 'plain-text' };
}

function detectWebVttFlavour(content: string): 'webvtt' | 'teams' | 'zoom' {
  const cues = readWebVttCues(content);
  if (cues.some((cue) => TEAMS_CUE_ID_PATTERN.test(cue.id ?? ''))) {
    return 'teams';
  }
  const hasVoices = cues.some((cue) => cue.lines.some((line) => VOICE_TAG_PATTERN.test(line)));
  const hasNumericIds = cues.length > 0 && cues.every((cue) => /^\d+$/.test(cue.id ?? ''));
  const namedCues = cues.filter((cue) => splitLeadingSpeaker(normaliseWhitespace(cue.lines.join(' '))));
  return !hasVoices && hasNumericIds && namedCues.length * 2 >= cues.length ? 'zoom' : 'webvtt';
}

function fileExtension(filename: string): string {
  return /\.([^./\\]+)$/.exec(filename.trim().toLowerCase())?.[1] ?? '';
}
