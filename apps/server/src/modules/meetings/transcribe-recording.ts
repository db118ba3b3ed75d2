import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFoundError, type ObjectStore } from '../../providers/storage/object-store';
import { MediaError, type RecordingTranscriber } from '../../providers/transcription/recording-transcriber';
import { PermanentMeetingError } from './failure-reason';
import type { MeetingTranscript } from './meeting-transcript';
import type { MeetingRow } from './meetings.repository';

const MISSING_RECORDING = 'The recording is missing from storage. Upload it again.';

/**
 * Recording → ffmpeg → speech-to-text → segments; staged in a work directory that is always removed.
 * Failures nothing but the owner can fix (no speech server, no recording, no speech) are permanent.
 */
export async function transcribeRecording(options: {
  meeting: MeetingRow;
  store: ObjectStore;
  /** Undefined when no speech-to-text server is configured. */
  transcriber: RecordingTranscriber | undefined;
  /** Where recordings are staged while ffmpeg and the speech server work on them. */
  workDir: string;
}): Promise<MeetingTranscript> {
  const { meeting, store, transcriber } = options;
  if (!transcriber) {
    throw new PermanentMeetingError(
      'Speech-to-text is not configured on this server, so this recording cannot be transcribed yet. Set TRANSCRIBE_BASE_URL to an OpenAI-compatible server (for example TRANSCRIBE_BASE_URL=https://api.openai.com/v1 with TRANSCRIBE_API_KEY=sk-…, or a self-hosted speaches server at http://localhost:8000/v1), restart Ting, then press Retry. The recording is kept.',
    );
  }
  if (!meeting.mediaKey) throw new PermanentMeetingError(MISSING_RECORDING);
  await mkdir(options.workDir, { recursive: true });
  const workDir = await mkdtemp(path.join(options.workDir, `${meeting.id}-`));
  try {
    const inputPath = path.join(workDir, 'recording');
    try {
      await pipeline(await store.get(meeting.mediaKey), createWriteStream(inputPath));
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw new PermanentMeetingError(MISSING_RECORDING);
      throw error;
    }
    let result: Awaited<ReturnType<RecordingTranscriber['transcribeRecording']>>;
    try {
      result = await transcriber.transcribeRecording({ inputPath, workDir });
    } catch (error) {
      if (error instanceof MediaError && !error.retryable) throw new PermanentMeetingError(error.message);
      throw error;
    }
    if (result.segments.length === 0) {
      throw new PermanentMeetingError('No speech was found in the recording.');
    }
    return {
      segments: result.segments,
      details: {
        durationMs: result.durationMs,
        language: result.language,
        transcriptFormat: transcriber.engine,
      },
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
