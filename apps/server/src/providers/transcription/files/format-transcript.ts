import type { TranscriptSegment } from '../transcript-segment';
import { escapeCueText, normaliseWhitespace } from './cue-text';
import { isSpeakerName, splitBracketSpeaker, splitLeadingSpeaker } from './speaker-label';
import { formatTimestamp } from './timestamp';

/** The file formats a transcript can be exported as. */
export type TranscriptExportFormat = 'vtt' | 'srt' | 'txt';

export type FormatTranscriptOptions = { segments: TranscriptSegment[]; format: TranscriptExportFormat };

/**
 * Writes segments as WebVTT (speakers as `<v Name>` voices), SRT (speakers as a `Name:` prefix, or
 * `[Name]` when the name would not read back as one) or plain text (`[hh:mm:ss] Name: text` lines).
 * Segments with no text are left out; output ends with a newline. Sorted segments read back
 * unchanged from WebVTT and SRT, except that SRT cannot carry text shaped like an HTML tag
 * (`<Sales>`), which SRT players hide.
 */
export function formatTranscript(options: FormatTranscriptOptions): string {
  const segments = options.segments
    .map((segment) => ({
      ...segment,
      text: normaliseWhitespace(segment.text),
      speaker: segment.speaker === null ? null : normaliseWhitespace(segment.speaker) || null,
      // Both formats require a cue to end no earlier than it starts.
      endMs: Math.max(segment.startMs, segment.endMs),
    }))
    .filter((segment) => segment.text !== '');
  switch (options.format) {
    case 'vtt':
      return formatWebVtt(segments);
    case 'srt':
      return formatSrt(segments);
    case 'txt':
      return formatPlainText(segments);
  }
}

function formatWebVtt(segments: TranscriptSegment[]): string {
  const cues = segments.map((segment) => {
    const timing = `${formatTimestamp({ ms: segment.startMs, style: 'webvtt' })} --> ${formatTimestamp({ ms: segment.endMs, style: 'webvtt' })}`;
    return `${timing}\n${webVttPayload(segment)}`;
  });
  return ['WEBVTT', ...cues].map((block) => `${block}\n`).join('\n');
}

function webVttPayload(segment: TranscriptSegment): string {
  if (segment.speaker !== null) {
    return `<v ${escapeCueText(segment.speaker)}>${escapeCueText(segment.text)}</v>`;
  }
  // Readers (ours too) take a leading "Name:" for a speaker; a class span keeps it text.
  const label = splitLeadingSpeaker(segment.text);
  if (label) {
    const colon = segment.text.indexOf(':');
    return `<c>${escapeCueText(segment.text.slice(0, colon))}</c>${escapeCueText(segment.text.slice(colon))}`;
  }
  return escapeCueText(segment.text);
}

function formatSrt(segments: TranscriptSegment[]): string {
  return segments
    .map((segment, index) => {
      const timing = `${formatTimestamp({ ms: segment.startMs, style: 'srt' })} --> ${formatTimestamp({ ms: segment.endMs, style: 'srt' })}`;
      return `${index + 1}\n${timing}\n${srtText(segment)}\n`;
    })
    .join('\n');
}

/**
 * SRT has no speaker field, so a reader takes a leading `Name:` or `[Name]` for one. Text without a
 * speaker that starts that way gets an invisible word joiner that breaks the pattern; readers that
 * drop invisible characters (ours does) get the text back unchanged.
 */
const WORD_JOINER = '\u2060';

function srtText(segment: TranscriptSegment): string {
  if (segment.speaker === null) {
    return protectSrtText(segment.text);
  }
  if (isSpeakerName(segment.speaker)) {
    return `${segment.speaker}: ${segment.text}`;
  }
  const bracketed = `[${segment.speaker.replace(/\[/g, '(').replace(/\]/g, ')')}] ${segment.text}`;
  return splitBracketSpeaker(bracketed) ? bracketed : `${segment.speaker}: ${segment.text}`;
}

function protectSrtText(text: string): string {
  if (splitBracketSpeaker(text)) {
    return `[${WORD_JOINER}${text.slice(1)}`;
  }
  if (splitLeadingSpeaker(text)) {
    const colon = text.indexOf(':');
    return `${text.slice(0, colon)}${WORD_JOINER}${text.slice(colon)}`;
  }
  return text;
}

function formatPlainText(segments: TranscriptSegment[]): string {
  return segments
    .map((segment) => {
      const time = `[${formatTimestamp({ ms: segment.startMs, style: 'clock' })}]`;
      return segment.speaker === null
        ? `${time} ${segment.text}\n`
        : `${time} ${segment.speaker}: ${segment.text}\n`;
    })
    .join('');
}
