import { randomUUID } from 'node:crypto';
import { DEFAULT_PROMPTS, type TUserMeta } from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { JobQueue } from '../../jobs/job-queue';
import type { MeetingIntelligence } from '../../providers/llm/meeting-intelligence';
import type { ObjectStore } from '../../providers/storage/object-store';
import type { RecordingTranscriber } from '../../providers/transcription/recording-transcriber';
import type { UsageService } from '../usage/usage.service';
import { failureReasonOf } from './failure-reason';
import {
  findMeetingById,
  findOutputs,
  insertOutputs,
  listSegments,
  type MeetingRow,
  markMeetingReady,
  replaceSegments,
  setMeetingStatus,
  updateMeeting,
} from './meetings.repository';
import { pipelineQueue } from './pipeline-queue';
import { readTranscriptFile } from './read-transcript-file';
import { transcribeRecording } from './transcribe-recording';

/**
 * The processing steps, run by jobs: ingest → summarise → hand-off → ready. Each may run twice and
 * exits early when the meeting is gone or done; each commits its last change together with the job
 * of the next step, and the end (ready, failed) together with its domain event.
 */
export function createMeetingPipeline(deps: {
  db: Database;
  store: ObjectStore;
  intelligence: MeetingIntelligence;
  getUserMeta(userId: string): Promise<TUserMeta>;
  /** Speech-to-text for recordings; undefined when no server is configured. */
  recordingTranscriber: RecordingTranscriber | undefined;
  /** Where recordings are staged while ffmpeg and the speech server work on them. */
  workDir: string;
  usage: UsageService;
  queue: JobQueue;
  log: FastifyBaseLogger;
}) {
  const { db, store, log } = deps;
  const steps = pipelineQueue(deps.queue);

  /**
   * A transcript file stopped by the plan is still shown: reading it is no processing (no speech-to-text,
   * no model), and the owner should see what they uploaded. It stays `limit_reached`; a file that cannot be
   * read is left for Retry to report.
   */
  async function keepUploadedTranscript(meeting: MeetingRow): Promise<void> {
    if (meeting.source !== 'transcript_upload') return;
    try {
      const transcript = await readTranscriptFile({ meeting, store });
      await replaceSegments(db, { meeting, segments: transcript.segments });
      await updateMeeting(db, { meetingId: meeting.id, set: transcript.details });
    } catch (error) {
      log.warn(
        { meetingId: meeting.id, err: error },
        'Could not read the transcript of a meeting over its plan',
      );
    }
  }

  return {
    /** Step 1: count against the plan, then turn the upload into transcript segments. */
    async ingest(meetingId: string): Promise<void> {
      const meeting = await findMeetingById(db, meetingId);
      if (!meeting || meeting.status === 'ready') return;
      if (!(await deps.usage.countAgainstPlan(meeting))) {
        await keepUploadedTranscript(meeting);
        return;
      }

      if (meeting.source === 'bot' && meeting.transcriptFormat === 'bot') {
        // The meeting bot delivered its own transcript: nothing to transcribe.
        await inTransaction(db, async (tx) => {
          await setMeetingStatus(tx, { meetingId, status: 'transcribing' });
          await steps.sendSummarise({ meetingId, tx });
        });
        return;
      }
      await setMeetingStatus(db, { meetingId, status: 'transcribing' });
      const transcript =
        meeting.source === 'transcript_upload'
          ? await readTranscriptFile({ meeting, store })
          : await transcribeRecording({
              meeting,
              store,
              transcriber: deps.recordingTranscriber,
              workDir: deps.workDir,
            });
      // In short transactions of its own (see replaceSegments): a long transcript must not hold the database.
      await replaceSegments(db, { meeting, segments: transcript.segments });
      await inTransaction(db, async (tx) => {
        await updateMeeting(tx, { meetingId, set: transcript.details });
        await steps.sendSummarise({ meetingId, tx });
      });
    },

    /** Step 2: summary and action items with the owner's prompts. */
    async summarise(meetingId: string): Promise<void> {
      const meeting = await findMeetingById(db, meetingId);
      if (!meeting || meeting.status === 'ready') return;
      const handOver = () =>
        inTransaction(db, async (tx) => {
          await setMeetingStatus(tx, { meetingId, status: 'syncing' });
          await steps.sendHandOff({ meetingId, tx });
        });
      if (await findOutputs(db, meetingId)) {
        // Made before (a re-run, a duplicate delivery): kept, since the owner may have edited them.
        await handOver();
        return;
      }
      await setMeetingStatus(db, { meetingId, status: 'summarising' });
      const { participants } = meeting;
      const [segments, meta] = await Promise.all([
        // In pages: a long transcript read in one query held the event loop for seconds.
        listSegments(db, meetingId),
        deps.getUserMeta(meeting.ownerUserId),
      ]);
      const summaryPrompt = meta.prompts?.summary?.trim() || DEFAULT_PROMPTS.summary;
      const actionItemsPrompt = meta.prompts?.action_items?.trim() || DEFAULT_PROMPTS.action_items;
      const context = {
        title: meeting.title,
        startedAt: meeting.startedAt,
        participants: participants.map((participant) => ({
          name: participant.name,
          email: participant.email,
        })),
        segments: segments.map((segment) => ({
          startMs: segment.startMs,
          endMs: segment.endMs,
          speaker: segment.speaker,
          text: segment.text,
        })),
      };
      const [summary, actionItems] = await Promise.all([
        deps.intelligence.summarise({ ...context, prompt: summaryPrompt }),
        deps.intelligence.extractActionItems({ ...context, prompt: actionItemsPrompt }),
      ]);
      // A run racing this one may have written first; its outputs stay.
      await insertOutputs(db, {
        meetingId,
        organizationId: meeting.organizationId,
        summaryMarkdown: summary.markdown,
        actionItems: actionItems.items.map((item) => ({ ...item, id: randomUUID(), done: false })),
        engine: deps.intelligence.engine,
        summaryPrompt,
        actionItemsPrompt,
      });
      await handOver();
    },

    /**
     * Step 3: the hand-off point where CRM field filling and sync plug in (the CRM issue); then ready,
     * announced as `meeting.ready` in the same transaction.
     */
    async handOff(meetingId: string): Promise<void> {
      const meeting = await findMeetingById(db, meetingId);
      if (!meeting || meeting.status === 'ready') return;
      await inTransaction(db, async (tx) => {
        if (!(await markMeetingReady(tx, meetingId))) return;
        await deps.queue.publish(
          'meeting.ready',
          { meetingId, organizationId: meeting.organizationId },
          { tx },
        );
      });
    },

    /**
     * A step gave up (a permanent error, or its retries ran out): the meeting says why and offers
     * Retry, and `meeting.failed` goes out with the same reason. A meeting that failed before any
     * output no longer counts against the plan.
     */
    async markFailed(options: { meetingId: string; error: unknown }): Promise<void> {
      const meeting = await findMeetingById(db, options.meetingId);
      if (!meeting) return;
      const { reason, reference, isExpected } = failureReasonOf(options.error);
      // The detail is logged once, here; the owner sees the reason and the reference. A reason we
      // wrote (a bad file, a missing setting) is the owner's to fix, not an error of ours.
      log[isExpected ? 'warn' : 'error'](
        { meetingId: options.meetingId, reference, err: options.error },
        'Meeting processing failed',
      );
      await inTransaction(db, async (tx) => {
        await setMeetingStatus(tx, { meetingId: meeting.id, status: 'failed', reason });
        await deps.usage.releaseIfNothingMade({ meetingId: meeting.id, tx });
        await deps.queue.publish(
          'meeting.failed',
          { meetingId: meeting.id, organizationId: meeting.organizationId, reason },
          { tx },
        );
      });
    },
  };
}

export type MeetingPipeline = ReturnType<typeof createMeetingPipeline>;
