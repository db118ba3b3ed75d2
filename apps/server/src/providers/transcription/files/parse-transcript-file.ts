import { Buffer } from 'node:buffer';
import type { TranscriptSegment } from '../transcript-segment';
import { normaliseWhitespace } from './cue-text';
import {
  detectTranscriptFile,
  TRANSCRIPT_FILE_FORMAT_LABELS,
  type TranscriptFileFormat,
  type TranscriptSyntax,
} from './detect-transcript-format';
import { parseMeetText } from './meet.parser';
import { parsePlainText } from './plain-text.parser';
import { estimateSpeechDurationMs } from './segment-timing';
import { parseSrt } from './srt.parser';
import { parseTeamsText } from './teams.parser';
import { stripByteOrderMark } from './text-lines';
import { TranscriptParseError } from './transcript-parse-error';
import { parseWebVtt } from './webvtt.parser';
import { parseZoomText } from './zoom.parser';

export type { TranscriptFileFormat } from './detect-transcript-format';
export { TranscriptParseError, type TranscriptParseErrorReason } from './transcript-parse-error';

/** The largest transcript file accepted: far above any real meeting (a 10-hour call is ~1 MB). */
export const MAX_TRANSCRIPT_FILE_BYTES = 20 * 1024 * 1024;

export type ParseTranscriptFileOptions = {
  /** The uploaded file's name; its extension is a hint, the content decides. */
  filename: string;
  /** The file decoded as UTF-8. */
  content: string;
};

export type ParsedTranscriptFile = { format: TranscriptFileFormat; segments: TranscriptSegment[] };

const PARSERS: Readonly<Record<TranscriptSyntax, (content: string) => TranscriptSegment[]>> = {
  webvtt: parseWebVtt,
  srt: parseSrt,
  'zoom-text': parseZoomText,
  'teams-text': parseTeamsText,
  'meet-text': parseMeetText,
  'plain-text': parsePlainText,
};

const SUPPORTED_FORMATS =
  'WebVTT (.vtt), SRT (.srt), Zoom, Microsoft Teams and Google Meet transcript exports, ' +
  'and plain text with "Speaker: text" lines';
/** How much of a file is inspected for binary content. */
const BINARY_SAMPLE_LENGTH = 64 * 1024;
/** Text decoded from another encoding has a few replacement characters; binary data has many. */
const MAX_NON_TEXT_SHARE = 0.1;
const BYTES_PER_MEGABYTE = 1024 * 1024;
/** How much of a file the quick check reads: many pages of any format, parsed in milliseconds. */
const HEAD_LENGTH = 64 * 1024;

/**
 * Reads an uploaded transcript file into timed segments, sorted by start, each ending at or after
 * its start, with whitespace normalised and empty cues dropped. Throws `TranscriptParseError` with a
 * message for the user when the file is empty, binary, too large, has a malformed timestamp or
 * holds no transcript text.
 */
export function parseTranscriptFile(options: ParseTranscriptFileOptions): ParsedTranscriptFile {
  return namingTheFile(options.filename, () =>
    readSegments({ filename: options.filename, content: checkedContent(options.content) }),
  );
}

/**
 * The quick check of an upload, cheap even at the size limit: the whole file's size and binary
 * content, then the format and the first lines read from its beginning. Throws what
 * `parseTranscriptFile` would for those; a fault further down is found when the whole file is read.
 */
export function checkTranscriptFile(options: ParseTranscriptFileOptions): { format: TranscriptFileFormat } {
  return namingTheFile(options.filename, () => {
    const content = checkedContent(options.content);
    const head = headOf(content);
    try {
      return { format: readSegments({ filename: options.filename, content: head }).format };
    } catch (error) {
      // A long preamble without text proves nothing about the rest of the file.
      if (
        head.length < content.length &&
        error instanceof TranscriptParseError &&
        error.reason === 'no_segments'
      ) {
        return { format: detectTranscriptFile({ filename: options.filename, content: head }).format };
      }
      throw error;
    }
  });
}

/** Runs `read`, naming the file in the message of any `TranscriptParseError`. */
function namingTheFile<T>(filename: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof TranscriptParseError) {
      throw new TranscriptParseError({
        reason: error.reason,
        line: error.line ?? undefined,
        message: `Cannot read transcript "${filename}": ${error.message}`,
      });
    }
    throw error;
  }
}

/** The content without its byte order mark, once size, emptiness and binary content are checked: all cheap scans. */
function checkedContent(rawContent: string): string {
  const bytes = byteLength(rawContent);
  if (bytes > MAX_TRANSCRIPT_FILE_BYTES) {
    throw new TranscriptParseError({
      reason: 'too_large',
      message:
        `the file is ${(bytes / BYTES_PER_MEGABYTE).toFixed(1)} MB, over the ` +
        `${MAX_TRANSCRIPT_FILE_BYTES / BYTES_PER_MEGABYTE} MB limit. Split it into smaller files.`,
    });
  }
  const content = stripByteOrderMark(rawContent);
  if (content.trim() === '') {
    throw new TranscriptParseError({
      reason: 'empty',
      message: 'the file is empty. Upload a transcript with at least one line of text.',
    });
  }
  if (isBinary(content)) {
    throw new TranscriptParseError({
      reason: 'binary',
      message:
        'it is not a text file (it contains binary data). Upload a .vtt, .srt or .txt transcript; ' +
        'save Word (.docx) or PDF transcripts as plain text first.',
    });
  }
  return content;
}

/** Detects the format and parses: the part whose cost grows with the file. */
function readSegments(options: ParseTranscriptFileOptions): ParsedTranscriptFile {
  const { format, syntax } = detectTranscriptFile(options);
  const segments = finaliseSegments(PARSERS[syntax](options.content));
  if (segments.length === 0) {
    throw new TranscriptParseError({
      reason: 'no_segments',
      message:
        `no transcript text found (read as ${TRANSCRIPT_FILE_FORMAT_LABELS[format]}). ` +
        `Supported formats: ${SUPPORTED_FORMATS}.`,
    });
  }
  return { format, segments };
}

/** The beginning of the content, ending at a line break so that no line is cut. */
function headOf(content: string): string {
  if (content.length <= HEAD_LENGTH) {
    return content;
  }
  const lastBreak = Math.max(content.lastIndexOf('\n', HEAD_LENGTH), content.lastIndexOf('\r', HEAD_LENGTH));
  return content.slice(0, lastBreak > 0 ? lastBreak : HEAD_LENGTH);
}

function byteLength(content: string): number {
  // UTF-8 never takes fewer bytes than UTF-16 code units, so a long string is rejected without encoding it.
  return content.length > MAX_TRANSCRIPT_FILE_BYTES ? content.length : Buffer.byteLength(content, 'utf8');
}

function isBinary(content: string): boolean {
  if (content.includes('\u0000')) {
    return true;
  }
  const sample = content.slice(0, BINARY_SAMPLE_LENGTH);
  // Control characters other than whitespace, and replacement characters from failed UTF-8 decoding.
  const nonText = sample.match(/[^\P{Cc}\t\n\v\f\r]|\uFFFD/gu)?.length ?? 0;
  return nonText / sample.length > MAX_NON_TEXT_SHARE;
}

/** The guarantees every parser's output gets, whatever the format. */
function finaliseSegments(segments: TranscriptSegment[]): TranscriptSegment[] {
  return segments
    .flatMap((segment) => {
      const text = normaliseWhitespace(segment.text);
      if (text === '') {
        return [];
      }
      const speaker = segment.speaker === null ? null : normaliseWhitespace(segment.speaker) || null;
      const startMs = Math.max(0, Math.round(segment.startMs));
      // A cue ending before it starts is a slip in the file; give it the time its words take.
      const endMs =
        segment.endMs >= segment.startMs
          ? Math.max(startMs, Math.round(segment.endMs))
          : startMs + estimateSpeechDurationMs(text);
      return [{ startMs, endMs, speaker, text }];
    })
    .sort((a, b) => a.startMs - b.startMs);
}
