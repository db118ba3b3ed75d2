import type { Readable } from 'node:stream';
import type { TCreateTranscriptMeeting, TMeetingDetail } from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { ObjectStore } from '../../providers/storage/object-store';
import { utf8Stream } from '../../providers/storage/utf8-stream';
import {
  checkTranscriptFile,
  TranscriptParseError,
} from '../../providers/transcription/files/parse-transcript-file';
import type { TranscriptSegment } from '../../providers/transcription/transcript-segment';
import type { Principal } from '../identity/access-token';
import type { UsageService } from '../usage/usage.service';
import { PermanentMeetingError } from './failure-reason';
import { detectRecording, NotARecordingError } from './media-type';
import type { MeetingReads } from './meeting-reads';
import {
  deleteMeeting,
  findMeetingById,
  insertMeeting,
  type MeetingRow,
  replaceSegments,
  setMeetingStatus,
  updateMeeting,
} from './meetings.repository';
import { pipelineQueue } from './pipeline-queue';

/** Where a meeting's recording is stored. */
const recordingKeyOf = (options: { organizationId: string; meetingId: string; extension: string }) =>
  `${options.organizationId}/meetings/${options.meetingId}/recording.${options.extension}`;

type StoredRecording = {
  mediaKey: string;
  mediaContentType: string;
  mediaSizeBytes: number;
  mediaReceivedAt: Date;
  mediaExpiresAt: Date | null;
};

/**
 * The ways a meeting comes in: a transcript file, an uploaded or browser recording, and the
 * notetaker bot's meeting (made when it is scheduled, filled when it delivers). Each new meeting is
 * stored with its ingest job in one transaction.
 */
export function createMeetingCapture(deps: {
  db: Database;
  store: ObjectStore;
  usage: UsageService;
  reads: MeetingReads;
  queue: JobQueue;
  log: FastifyBaseLogger;
}) {
  const { db, store, log } = deps;
  const steps = pipelineQueue(deps.queue);

  /**
   * The one way a recording reaches the store: its type comes from its bytes (the client's word only
   * picks audio over video within one container), and what is not audio or video is refused with
   * `NotARecordingError` before anything is stored.
   */
  async function storeRecording(options: {
    organizationId: string;
    meetingId: string;
    declaredType: string | null | undefined;
    body: Readable;
  }): Promise<StoredRecording> {
    const recording = await detectRecording({ body: options.body, declaredType: options.declaredType });
    const mediaKey = recordingKeyOf({
      organizationId: options.organizationId,
      meetingId: options.meetingId,
      extension: recording.extension,
    });
    const { sizeBytes } = await store.put({
      key: mediaKey,
      body: recording.body,
      contentType: recording.contentType,
    });
    // Retention counts from now, when Ting has the file, never from the meeting's (client-chosen) date.
    const mediaReceivedAt = new Date();
    const mediaExpiresAt = await deps.usage.mediaExpiresAt({
      organizationId: options.organizationId,
      receivedAt: mediaReceivedAt,
    });
    return {
      mediaKey,
      mediaContentType: recording.contentType,
      mediaSizeBytes: sizeBytes,
      mediaReceivedAt,
      mediaExpiresAt,
    };
  }

  /** Records a stored object (a recording, a transcript file) in the database; when that fails the object goes too, so none is orphaned. */
  async function saveOrDiscard<T>(options: { objectKey: string; save: () => Promise<T> }): Promise<T> {
    try {
      return await options.save();
    } catch (error) {
      await store.delete(options.objectKey).catch((deleteError: unknown) => {
        log.error({ err: deleteError, objectKey: options.objectKey }, 'Could not delete an orphaned object');
      });
      throw error;
    }
  }

  /** Inserts the meeting and its ingest job together: neither exists without the other. */
  function insertQueued(values: Parameters<typeof insertMeeting>[1]): Promise<MeetingRow> {
    return inTransaction(db, async (tx) => {
      const meeting = await insertMeeting(tx, values);
      await steps.sendIngest({ meetingId: meeting.id, tx });
      return meeting;
    });
  }

  const capture = {
    /**
     * Checks an uploaded transcript file quickly (size, binary content, format and first lines),
     * stores it, creates the meeting and queues its processing: the whole file is read by the ingest
     * step, off the request.
     */
    async createFromTranscript(options: {
      principal: Principal;
      request: TCreateTranscriptMeeting;
    }): Promise<TMeetingDetail> {
      const { request } = options;
      let checked: ReturnType<typeof checkTranscriptFile>;
      try {
        checked = checkTranscriptFile({
          filename: request.transcript.filename,
          content: request.transcript.content,
        });
      } catch (error) {
        if (error instanceof TranscriptParseError) {
          throw new AppError('VALIDATION_ERROR', error.message);
        }
        throw error;
      }
      const { organizationId, userId } = options.principal;
      const startedAt = request.started_at ? new Date(request.started_at) : new Date();
      const meetingId = crypto.randomUUID();
      const transcriptFileKey = `${organizationId}/meetings/${meetingId}/transcript-file`;
      await store.put({
        key: transcriptFileKey,
        body: utf8Stream(request.transcript.content),
        contentType: 'text/plain; charset=utf-8',
      });
      const meeting = await saveOrDiscard({
        objectKey: transcriptFileKey,
        save: () =>
          insertQueued({
            id: meetingId,
            organizationId,
            ownerUserId: userId,
            title: request.title,
            source: 'transcript_upload',
            status: 'queued',
            startedAt,
            transcriptFileKey,
            transcriptFormat: checked.format,
            participants: request.participants.map((participant) => ({
              name: participant.name ?? null,
              email: participant.email ?? null,
            })),
          }),
      });
      return deps.reads.get({ principal: options.principal, meetingId: meeting.id });
    },

    /**
     * Refuses, before any byte is sent, a recording Ting would not keep: for a new meeting the plan
     * would stop (the month's meetings used, no seat on a paid plan), for a meeting that cannot take
     * one, or one that does not fit the plan's storage beside what is kept and `pendingBytes` (uploads
     * under way). `sizeBytes` is null while a recording's length is unknown (it is checked at its end).
     */
    async checkRecordingAccepted(options: {
      principal: Principal;
      meetingId: string | null;
      sizeBytes: number | null;
      pendingBytes: number;
    }): Promise<void> {
      const { principal } = options;
      if (options.meetingId) {
        await capture.checkRecordingAttachable({ principal, meetingId: options.meetingId });
      } else {
        await deps.usage.assertCanTakeMeeting(principal);
      }
      await deps.usage.assertStorageFor({
        organizationId: principal.organizationId,
        // A recording of unknown length needs room for at least its first byte.
        addingBytes: options.sizeBytes ?? 1,
        pendingBytes: options.pendingBytes,
      });
    },

    /** Refuses (`StorageFullError`) a recording of `sizeBytes` that does not fit beside what is kept and `pendingBytes`. */
    checkRecordingFits(options: {
      principal: Principal;
      sizeBytes: number;
      pendingBytes: number;
    }): Promise<void> {
      return deps.usage.assertStorageFor({
        organizationId: options.principal.organizationId,
        addingBytes: options.sizeBytes,
        pendingBytes: options.pendingBytes,
      });
    },

    /** A finished recording upload becomes a meeting: stored, then queued for transcription. */
    async createFromRecording(options: {
      principal: Principal;
      title: string;
      startedAt: Date;
      /** What the client said the file is: a hint only (see storeRecording). */
      declaredType: string | null;
      source: 'audio_upload' | 'browser_recording';
      participantEmails?: string[];
      /** The file's length, checked against the plan's storage before it is stored. */
      sizeBytes: number;
      body: Readable;
    }): Promise<MeetingRow> {
      const { organizationId, userId } = options.principal;
      // Checked again now the file is complete: the month may have filled while it uploaded.
      await deps.usage.assertCanTakeMeeting(options.principal);
      await deps.usage.assertStorageFor({ organizationId, addingBytes: options.sizeBytes });
      const meetingId = crypto.randomUUID();
      const media = await storeRecording({
        organizationId,
        meetingId,
        declaredType: options.declaredType,
        body: options.body,
      });
      return saveOrDiscard({
        objectKey: media.mediaKey,
        save: () =>
          insertQueued({
            id: meetingId,
            organizationId,
            ownerUserId: userId,
            title: options.title.slice(0, 200),
            source: options.source,
            status: 'queued',
            startedAt: options.startedAt,
            ...media,
            participants: (options.participantEmails ?? []).map((email) => ({ name: null, email })),
          }),
      });
    },

    /**
     * Refuses, before any byte is sent, a recording for a meeting that cannot take one: only the
     * owner adds the recording of an uploaded transcript, once.
     */
    async checkRecordingAttachable(options: { principal: Principal; meetingId: string }): Promise<void> {
      const { meeting } = await deps.reads.requireOwnedMeeting(options);
      if (meeting.source !== 'transcript_upload') {
        throw new AppError(
          'CONFLICT',
          'Only a meeting made from a transcript file can have a recording added.',
        );
      }
      if (meeting.mediaKey) throw new AppError('CONFLICT', 'This meeting already has a recording.');
      // Ting keeps no recording for a meeting its plan stopped (until Retry processes it).
      if (meeting.status === 'limit_reached') {
        throw new AppError(
          'CONFLICT',
          meeting.statusReason ?? 'This meeting was stopped by your plan, so it cannot take a recording.',
        );
      }
    },

    /**
     * Adds the call's recording to a meeting made from its transcript file (Zoom and Teams export
     * both), so the player plays along with the transcript. Nothing is transcribed again.
     */
    async attachRecording(options: {
      principal: Principal;
      meetingId: string;
      /** What the client said the file is: a hint only (see storeRecording). */
      declaredType: string | null;
      /** The file's length, checked against the plan's storage before it is stored. */
      sizeBytes: number;
      body: Readable;
    }): Promise<MeetingRow> {
      await capture.checkRecordingAttachable(options);
      await deps.usage.assertStorageFor({
        organizationId: options.principal.organizationId,
        addingBytes: options.sizeBytes,
      });
      const media = await storeRecording({
        organizationId: options.principal.organizationId,
        meetingId: options.meetingId,
        declaredType: options.declaredType,
        body: options.body,
      });
      await saveOrDiscard({
        objectKey: media.mediaKey,
        save: () => updateMeeting(db, { meetingId: options.meetingId, set: media }),
      });
      const row = await deps.reads.requireMeeting(options);
      return row.meeting;
    },

    /** A meeting the notetaker bot will record; it waits (queued) until the bot delivers. */
    async createForBot(options: {
      organizationId: string;
      ownerUserId: string;
      title: string;
      startedAt: Date;
      joinAt: Date;
      participants: Array<{ name: string | null; email: string | null }>;
    }): Promise<MeetingRow> {
      return insertMeeting(db, {
        organizationId: options.organizationId,
        ownerUserId: options.ownerUserId,
        title: options.title.slice(0, 200),
        source: 'bot',
        status: 'queued',
        statusReason: `The notetaker joins at ${options.joinAt.toISOString()} and records the meeting.`,
        startedAt: options.startedAt,
        participants: options.participants,
      });
    },

    /** Stores what the bot delivered (recording and, when made, transcript), then starts processing. */
    async attachBotDelivery(options: {
      meetingId: string;
      recording: { body: Readable; contentType: string; extension: string } | null;
      transcript: TranscriptSegment[] | null;
    }): Promise<void> {
      const meeting = await findMeetingById(db, options.meetingId);
      if (!meeting) return;
      if (options.recording) {
        let media: StoredRecording;
        try {
          // The delivery's own type and extension are hints too: the bytes decide.
          media = await storeRecording({
            organizationId: meeting.organizationId,
            meetingId: meeting.id,
            declaredType: options.recording.contentType,
            body: options.recording.body,
          });
        } catch (error) {
          if (error instanceof NotARecordingError) {
            throw new PermanentMeetingError(
              'The notetaker delivered a file that is not an audio or video recording. Upload the recording or its transcript instead.',
            );
          }
          throw error;
        }
        await saveOrDiscard({
          objectKey: media.mediaKey,
          save: () => updateMeeting(db, { meetingId: meeting.id, set: media }),
        });
      }
      const transcript = options.transcript && options.transcript.length > 0 ? options.transcript : null;
      // In short batches of their own (see replaceSegments); the meeting is not queued until they are in.
      if (transcript) await replaceSegments(db, { meeting, segments: transcript });
      await inTransaction(db, async (tx) => {
        if (transcript) {
          const durationMs = transcript.reduce((end, segment) => Math.max(end, segment.endMs), 0);
          await updateMeeting(tx, { meetingId: meeting.id, set: { durationMs, transcriptFormat: 'bot' } });
        }
        await setMeetingStatus(tx, { meetingId: meeting.id, status: 'queued' });
        await steps.sendIngest({ meetingId: meeting.id, tx });
      });
    },

    /** Removes a meeting the bot never recorded (its scheduling was cancelled). */
    async discardUnrecorded(options: { organizationId: string; meetingId: string }): Promise<void> {
      await deleteMeeting(db, options);
    },
  };
  return capture;
}

export type MeetingCapture = ReturnType<typeof createMeetingCapture>;
