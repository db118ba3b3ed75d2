import type { ObjectStore } from '../../providers/storage/object-store';
import { ObjectNotFoundError } from '../../providers/storage/object-store';
import { readBytes } from '../../providers/storage/read-bytes';
import { TranscriptParseError } from '../../providers/transcription/files/parse-transcript-file';
import { parseTranscriptWithoutBlocking } from '../../providers/transcription/files/parse-transcript-without-blocking';
import { PermanentMeetingError } from './failure-reason';
import type { MeetingTranscript } from './meeting-transcript';
import type { MeetingRow } from './meetings.repository';

/** The parser detects formats from content; the extension is only a hint. */
const FILENAME_HINTS: Record<string, string> = { webvtt: 'transcript.vtt', srt: 'transcript.srt' };

/**
 * The whole uploaded transcript file, parsed off the event loop. A missing or malformed file is a
 * permanent failure: only a new upload fixes it.
 */
export async function readTranscriptFile(options: {
  meeting: MeetingRow;
  store: ObjectStore;
}): Promise<MeetingTranscript> {
  const { meeting, store } = options;
  if (!meeting.transcriptFileKey)
    throw new PermanentMeetingError('The uploaded transcript file is missing. Upload it again.');
  let bytes: Uint8Array;
  try {
    const key = meeting.transcriptFileKey;
    bytes = await readBytes(await store.get(key), await store.size(key));
  } catch (error) {
    if (error instanceof ObjectNotFoundError) {
      throw new PermanentMeetingError(
        'The uploaded transcript file is missing from storage. Upload it again.',
      );
    }
    throw error;
  }
  let parsed: Awaited<ReturnType<typeof parseTranscriptWithoutBlocking>>;
  try {
    parsed = await parseTranscriptWithoutBlocking({
      filename: FILENAME_HINTS[meeting.transcriptFormat ?? ''] ?? 'transcript.txt',
      bytes,
    });
  } catch (error) {
    if (error instanceof TranscriptParseError) throw new PermanentMeetingError(error.message);
    throw error;
  }
  const durationMs = parsed.segments.reduce((end, segment) => Math.max(end, segment.endMs), 0);
  return {
    segments: parsed.segments,
    details: { durationMs: Math.round(durationMs), transcriptFormat: parsed.format },
  };
}
