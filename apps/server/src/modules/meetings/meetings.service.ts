import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DEFAULT_PROMPTS,
  isUuid,
  PLAN_MEETING_LIMITS,
  type TCreateTranscriptMeetingRequest,
  type TMeetingDetail,
  type TMeetingListItem,
  type TMeetingListQuery,
  type TMeetingMediaUrl,
  type TMeetingOutputs,
  type TTranscriptSearchHit,
  type TUpdateActionItemsRequest,
  type TUserMeta,
  ZCreateTranscriptMeetingRequestSchema,
  ZMeetingListQuerySchema,
  ZUpdateActionItemsRequestSchema,
} from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MeetingIntelligence } from '../../providers/llm/meeting-intelligence';
import { ObjectNotFoundError, type ObjectStore } from '../../providers/storage/object-store';
import { readBytes } from '../../providers/storage/read-bytes';
import { utf8Stream } from '../../providers/storage/utf8-stream';
import { formatTranscript } from '../../providers/transcription/files/format-transcript';
import {
  checkTranscriptFile,
  TranscriptParseError,
} from '../../providers/transcription/files/parse-transcript-file';
import { parseTranscriptWithoutBlocking } from '../../providers/transcription/files/parse-transcript-without-blocking';
import { MediaError, type RecordingTranscriber } from '../../providers/transcription/recording-transcriber';
import type { TranscriptSegment } from '../../providers/transcription/transcript-segment';
import type { Principal } from '../identity/access-token';
import type { OrganizationsService } from '../organizations/organizations.service';
import { claimPlanSlot } from '../usage/usage.repository';
import { startOfPeriod } from '../usage/usage.service';
import { failureReasonOf, PermanentMeetingError } from './failure-reason';
import { type MediaLinks, parseByteRange } from './media-links';
import { detectRecording, NotARecordingError, servedMediaType } from './media-type';
import { isShareActive } from './meeting-shares.repository';
import {
  deleteMeeting,
  findMeeting,
  findMeetingById,
  findOutputs,
  insertMeeting,
  insertOutputs,
  listMeetings,
  listMeetingsWithExpiredMedia,
  listParticipants,
  listSegments,
  listSegmentsInPages,
  type MeetingOutputRow,
  type MeetingRow,
  type MeetingWithOwner,
  type ParticipantRow,
  replaceSegments,
  searchSegments,
  setMeetingStatus,
  updateActionItems,
  updateMeeting,
} from './meetings.repository';

const FREE_MEDIA_RETENTION_MONTHS = 2;
/** The parser detects formats from content; the extension is only a hint. */
const FILENAME_HINTS: Record<string, string> = { webvtt: 'transcript.vtt', srt: 'transcript.srt' };

/** Where each pipeline step hands over to the next; the jobs module provides it. */
export type PipelineQueue = {
  sendIngest(meetingId: string): Promise<void>;
  sendSummarise(meetingId: string): Promise<void>;
  sendHandOff(meetingId: string): Promise<void>;
};

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** Where a meeting's recording is stored. */
const recordingKeyOf = (options: { organizationId: string; meetingId: string; extension: string }) =>
  `${options.organizationId}/meetings/${options.meetingId}/recording.${options.extension}`;

function toListItem(options: { row: MeetingWithOwner; participants: ParticipantRow[] }): TMeetingListItem {
  const { meeting, owner } = options.row;
  return {
    id: meeting.id,
    title: meeting.title,
    source: meeting.source,
    status: meeting.status,
    status_reason: meeting.statusReason,
    started_at: meeting.startedAt.toISOString(),
    duration_ms: meeting.durationMs,
    owner,
    participants: options.participants
      .filter((participant) => participant.meetingId === meeting.id)
      .map((participant) => ({ name: participant.name, email: participant.email })),
    created_at: meeting.createdAt.toISOString(),
  };
}

/** Meetings: capture, the processing pipeline's steps, and reading them back, scoped to the organization. */
export function createMeetingsService(deps: {
  db: Database;
  store: ObjectStore;
  intelligence: MeetingIntelligence;
  getUserMeta(userId: string): Promise<TUserMeta>;
  /** Speech-to-text for recordings; undefined when no server is configured. */
  recordingTranscriber: RecordingTranscriber | undefined;
  /** Where recordings are staged while ffmpeg and the speech server work on them. */
  workDir: string;
  mediaLinks: MediaLinks;
  organizations: OrganizationsService;
  queue: () => PipelineQueue;
  log: FastifyBaseLogger;
}) {
  const { db, store, log } = deps;

  async function requireMeeting(options: {
    principal: Principal;
    meetingId: string;
  }): Promise<MeetingWithOwner> {
    const row = isUuid(options.meetingId)
      ? await findMeeting(db, {
          organizationId: options.principal.organizationId,
          meetingId: options.meetingId,
        })
      : undefined;
    if (!row) throw new AppError('NOT_FOUND', `Meeting ${options.meetingId} not found.`);
    return row;
  }

  async function requireOwnedMeeting(options: { principal: Principal; meetingId: string }) {
    const row = await requireMeeting(options);
    if (row.meeting.ownerUserId !== options.principal.userId) {
      throw new AppError('FORBIDDEN', 'Only the meeting owner can do this.');
    }
    return row;
  }

  /** Recording → ffmpeg → speech-to-text → segments; staged in a work directory that is always removed. */
  async function transcribeRecording(meeting: MeetingRow): Promise<void> {
    const transcriber = deps.recordingTranscriber;
    if (!transcriber) {
      throw new PermanentMeetingError(
        'Speech-to-text is not configured on this server, so this recording cannot be transcribed yet. Set TRANSCRIBE_BASE_URL to an OpenAI-compatible server (for example TRANSCRIBE_BASE_URL=https://api.openai.com/v1 with TRANSCRIBE_API_KEY=sk-…, or a self-hosted speaches server at http://localhost:8000/v1), restart Ting, then press Retry. The recording is kept.',
      );
    }
    if (!meeting.mediaKey)
      throw new PermanentMeetingError('The recording is missing from storage. Upload it again.');
    await mkdir(deps.workDir, { recursive: true });
    const workDir = await mkdtemp(path.join(deps.workDir, `${meeting.id}-`));
    try {
      const inputPath = path.join(workDir, 'recording');
      try {
        await pipeline(await store.get(meeting.mediaKey), createWriteStream(inputPath));
      } catch (error) {
        if (error instanceof ObjectNotFoundError) {
          throw new PermanentMeetingError('The recording is missing from storage. Upload it again.');
        }
        throw error;
      }
      let result: Awaited<ReturnType<RecordingTranscriber['transcribeRecording']>>;
      try {
        result = await transcriber.transcribeRecording({ inputPath, workDir });
      } catch (error) {
        if (error instanceof MediaError && error.isPermanent) throw new PermanentMeetingError(error.message);
        throw error;
      }
      if (result.segments.length === 0) {
        throw new PermanentMeetingError('No speech was found in the recording.');
      }
      await replaceSegments(db, { meeting, segments: result.segments });
      await updateMeeting(db, {
        meetingId: meeting.id,
        set: {
          durationMs: result.durationMs,
          language: result.language,
          transcriptFormat: transcriber.engine,
        },
      });
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  async function listItemOf(row: MeetingWithOwner): Promise<TMeetingListItem> {
    return toListItem({ row, participants: await listParticipants(db, [row.meeting.id]) });
  }

  /** Counts the meeting against the plan once; false when the month's allowance is used up. */
  async function countAgainstPlan(meeting: MeetingRow): Promise<boolean> {
    if (meeting.countedAt) return true;
    const membership = await deps.organizations.findMembership(meeting.ownerUserId);
    const plan = membership?.organization.plan ?? 'free';
    const limit = PLAN_MEETING_LIMITS[plan];
    const counted = await claimPlanSlot(db, {
      meetingId: meeting.id,
      organizationId: meeting.organizationId,
      limit,
      since: startOfPeriod(new Date()),
    });
    if (!counted) {
      const planName = plan === 'free' ? 'Free' : 'Pro';
      await setMeetingStatus(db, {
        meetingId: meeting.id,
        status: 'limit_reached',
        reason: `Your ${planName} plan includes ${limit} processed meetings a month, and this month's are used. Upgrade your plan in Settings → Billing to process this meeting now, or press Retry next month.`,
      });
    }
    return counted;
  }

  function outputsOf(outputs: MeetingOutputRow): TMeetingOutputs {
    return {
      summary_markdown: outputs.summaryMarkdown,
      action_items: outputs.actionItems.map((item) => ({
        text: item.text,
        owner: item.owner,
        due_date: item.dueDate,
        done: item.done,
      })),
      engine: outputs.engine,
      summary_prompt: outputs.summaryPrompt,
      action_items_prompt: outputs.actionItemsPrompt,
      created_at: outputs.createdAt.toISOString(),
    };
  }

  /** The meeting with its transcript and outputs; callers have checked the reader may see it. */
  async function detailOf(row: MeetingWithOwner): Promise<TMeetingDetail> {
    const [item, segments, outputs] = await Promise.all([
      listItemOf(row),
      listSegments(db, row.meeting.id),
      findOutputs(db, row.meeting.id),
    ]);
    return {
      ...item,
      transcript_format: row.meeting.transcriptFormat,
      segments: segments.map((segment) => ({
        seq: segment.seq,
        start_ms: segment.startMs,
        end_ms: segment.endMs,
        speaker: segment.speaker,
        text: segment.text,
      })),
      outputs: outputs ? outputsOf(outputs) : null,
    };
  }

  /** `shareId`: the link is for a share-link visitor and stops working when that share is revoked. */
  async function mediaUrlOf(
    meeting: MeetingRow,
    options: { shareId?: string } = {},
  ): Promise<TMeetingMediaUrl> {
    if (!meeting.mediaKey) return { url: null, content_type: null };
    const token = await deps.mediaLinks.sign({
      meetingId: meeting.id,
      organizationId: meeting.organizationId,
      shareId: options.shareId,
    });
    return {
      url: `/api/media?token=${encodeURIComponent(token)}`,
      content_type: servedMediaType(meeting.mediaContentType).contentType,
    };
  }

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
  }): Promise<{ mediaKey: string; mediaContentType: string; mediaSizeBytes: number }> {
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
    return { mediaKey, mediaContentType: recording.contentType, mediaSizeBytes: sizeBytes };
  }

  /** Records a stored object (a recording, a transcript file) in the database; when that fails the object goes too, so none is orphaned. */
  async function saveOrDiscard<T>(objectKey: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      await store.delete(objectKey).catch((deleteError: unknown) => {
        log.error({ err: deleteError, objectKey }, 'Could not delete an orphaned object');
      });
      throw error;
    }
  }

  const service = {
    /**
     * Checks an uploaded transcript file quickly (size, binary content, format and first lines),
     * stores it, creates the meeting and queues its processing: the whole file is read by the ingest
     * step, off the request.
     */
    async createFromTranscript(options: { principal: Principal; request: TCreateTranscriptMeetingRequest }) {
      const request = ZCreateTranscriptMeetingRequestSchema.parse(options.request);
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
      const membership = await deps.organizations.findMembership(options.principal.userId);
      const startedAt = request.started_at ? new Date(request.started_at) : new Date();
      const meetingId = crypto.randomUUID();
      const transcriptFileKey = `${options.principal.organizationId}/meetings/${meetingId}/transcript-file`;
      await store.put({
        key: transcriptFileKey,
        body: utf8Stream(request.transcript.content),
        contentType: 'text/plain; charset=utf-8',
      });
      const meeting = await saveOrDiscard(transcriptFileKey, () =>
        insertMeeting(db, {
          id: meetingId,
          organizationId: options.principal.organizationId,
          ownerUserId: options.principal.userId,
          title: request.title,
          source: 'transcript_upload',
          status: 'queued',
          startedAt,
          transcriptFileKey,
          transcriptFormat: checked.format,
          mediaExpiresAt:
            membership?.organization.plan === 'free'
              ? addMonths(startedAt, FREE_MEDIA_RETENTION_MONTHS)
              : null,
          participants: request.participants.map((participant) => ({
            name: participant.name ?? null,
            email: participant.email ?? null,
          })),
        }),
      );
      await deps.queue().sendIngest(meeting.id);
      return service.get({ principal: options.principal, meetingId: meeting.id });
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
      body: Readable;
    }): Promise<MeetingRow> {
      const membership = await deps.organizations.findMembership(options.principal.userId);
      const meetingId = crypto.randomUUID();
      const media = await storeRecording({
        organizationId: options.principal.organizationId,
        meetingId,
        declaredType: options.declaredType,
        body: options.body,
      });
      const meeting = await saveOrDiscard(media.mediaKey, () =>
        insertMeeting(db, {
          id: meetingId,
          organizationId: options.principal.organizationId,
          ownerUserId: options.principal.userId,
          title: options.title.slice(0, 200),
          source: options.source,
          status: 'queued',
          startedAt: options.startedAt,
          ...media,
          mediaExpiresAt:
            membership?.organization.plan === 'free'
              ? addMonths(options.startedAt, FREE_MEDIA_RETENTION_MONTHS)
              : null,
          participants: (options.participantEmails ?? []).map((email) => ({ name: null, email })),
        }),
      );
      await deps.queue().sendIngest(meeting.id);
      return meeting;
    },

    /**
     * Refuses, before any byte is sent, a recording for a meeting that cannot take one: only the
     * owner adds the recording of an uploaded transcript, once.
     */
    async checkRecordingAttachable(options: { principal: Principal; meetingId: string }): Promise<void> {
      const { meeting } = await requireOwnedMeeting(options);
      if (meeting.source !== 'transcript_upload') {
        throw new AppError(
          'CONFLICT',
          'Only a meeting made from a transcript file can have a recording added.',
        );
      }
      if (meeting.mediaKey) throw new AppError('CONFLICT', 'This meeting already has a recording.');
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
      body: Readable;
    }): Promise<MeetingRow> {
      await service.checkRecordingAttachable(options);
      const media = await storeRecording({
        organizationId: options.principal.organizationId,
        meetingId: options.meetingId,
        declaredType: options.declaredType,
        body: options.body,
      });
      await saveOrDiscard(media.mediaKey, () =>
        updateMeeting(db, { meetingId: options.meetingId, set: media }),
      );
      const row = await requireMeeting(options);
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
      const membership = await deps.organizations.findMembership(options.ownerUserId);
      return insertMeeting(db, {
        organizationId: options.organizationId,
        ownerUserId: options.ownerUserId,
        title: options.title.slice(0, 200),
        source: 'bot',
        status: 'queued',
        statusReason: `The notetaker joins at ${options.joinAt.toISOString()} and records the meeting.`,
        startedAt: options.startedAt,
        mediaExpiresAt:
          membership?.organization.plan === 'free'
            ? addMonths(options.startedAt, FREE_MEDIA_RETENTION_MONTHS)
            : null,
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
        let media: Awaited<ReturnType<typeof storeRecording>>;
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
        await saveOrDiscard(media.mediaKey, () => updateMeeting(db, { meetingId: meeting.id, set: media }));
      }
      if (options.transcript && options.transcript.length > 0) {
        await replaceSegments(db, { meeting, segments: options.transcript });
        const durationMs = options.transcript.reduce((end, segment) => Math.max(end, segment.endMs), 0);
        await updateMeeting(db, { meetingId: meeting.id, set: { durationMs, transcriptFormat: 'bot' } });
      }
      await setMeetingStatus(db, { meetingId: meeting.id, status: 'queued' });
      await deps.queue().sendIngest(meeting.id);
    },

    /** Removes a meeting the bot never recorded (its scheduling was cancelled). */
    async discardUnrecorded(options: { organizationId: string; meetingId: string }): Promise<void> {
      await deleteMeeting(db, options);
    },

    /** A signed link for the meeting's player; null when there is no playable media (transcript files, expired media). */
    async mediaUrl(options: { principal: Principal; meetingId: string }): Promise<TMeetingMediaUrl> {
      const { meeting } = await requireMeeting(options);
      return mediaUrlOf(meeting);
    },

    /** The media behind a signed link, whole or one byte range (players seek with ranges). */
    async openMedia(options: { token: string; rangeHeader: string | undefined }) {
      const link = await deps.mediaLinks.verify(options.token);
      if (link.shareId && !(await isShareActive(db, { shareId: link.shareId, meetingId: link.meetingId }))) {
        throw new AppError('NOT_FOUND', 'This meeting is not shared any more.');
      }
      const row = await findMeeting(db, link);
      if (!row?.meeting.mediaKey) throw new AppError('NOT_FOUND', 'This meeting has no media any more.');
      const key = row.meeting.mediaKey;
      let size: number;
      try {
        size = await store.size(key);
      } catch (error) {
        if (error instanceof ObjectNotFoundError)
          throw new AppError('NOT_FOUND', 'This meeting has no media any more.');
        throw error;
      }
      const range = parseByteRange({ header: options.rangeHeader, size });
      // Checked again here, so rows stored before types came from the bytes are served inert too.
      const { contentType, isPlayable } = servedMediaType(row.meeting.mediaContentType);
      return { size, range, contentType, isPlayable, body: await store.get(key, range) };
    },

    async list(options: { principal: Principal; query: TMeetingListQuery }) {
      const query = ZMeetingListQuerySchema.parse(options.query);
      const { rows, total } = await listMeetings(db, {
        organizationId: options.principal.organizationId,
        ownerUserId: query.scope === 'mine' ? options.principal.userId : undefined,
        query: query.q || undefined,
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      const participants = await listParticipants(
        db,
        rows.map((row) => row.meeting.id),
      );
      return {
        items: rows.map((row) => toListItem({ row, participants })),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    async get(options: { principal: Principal; meetingId: string }): Promise<TMeetingDetail> {
      return detailOf(await requireMeeting(options));
    },

    /** Replaces the action items with the edited list (checked, reworded, added, removed). */
    async updateActionItems(options: {
      principal: Principal;
      meetingId: string;
      request: TUpdateActionItemsRequest;
    }): Promise<TMeetingOutputs> {
      const { action_items: items } = ZUpdateActionItemsRequestSchema.parse(options.request);
      const row = await requireMeeting(options);
      const updated = await updateActionItems(db, {
        meetingId: row.meeting.id,
        organizationId: row.meeting.organizationId,
        actionItems: items.map((item) => ({
          text: item.text,
          owner: item.owner || null,
          dueDate: item.due_date,
          done: item.done,
        })),
      });
      if (!updated) {
        throw new AppError(
          'CONFLICT',
          `Meeting ${row.meeting.id} has no action items yet (status: ${row.meeting.status}); edit them once it is processed.`,
        );
      }
      return outputsOf(updated);
    },

    /** For sharing and chat, which check access their own way: the owner-only guard and the readers. */
    requireOwnedMeeting,
    detailOf,
    mediaUrlOf,

    /** Starts a stopped meeting again from the beginning; every step is idempotent. */
    async retry(options: { principal: Principal; meetingId: string }): Promise<TMeetingListItem> {
      const row = await requireOwnedMeeting(options);
      if (!['failed', 'limit_reached'].includes(row.meeting.status)) {
        throw new AppError(
          'CONFLICT',
          `Meeting ${row.meeting.id} is ${row.meeting.status}; only a failed or stopped meeting can be retried.`,
        );
      }
      await setMeetingStatus(db, { meetingId: row.meeting.id, status: 'queued' });
      await deps.queue().sendIngest(row.meeting.id);
      return listItemOf((await requireMeeting(options)) as MeetingWithOwner);
    },

    /** Deletes the meeting, its transcript, outputs and search entries (cascade) and its media. */
    async remove(options: { principal: Principal; meetingId: string }): Promise<void> {
      const row = await requireOwnedMeeting(options);
      if (row.meeting.mediaKey) await store.delete(row.meeting.mediaKey);
      if (row.meeting.transcriptFileKey) await store.delete(row.meeting.transcriptFileKey);
      await deleteMeeting(db, {
        organizationId: options.principal.organizationId,
        meetingId: row.meeting.id,
      });
    },

    async exportTranscript(options: {
      principal: Principal;
      meetingId: string;
      format: 'vtt' | 'srt' | 'txt';
    }) {
      const row = await requireMeeting(options);
      const segments = await listSegments(db, row.meeting.id);
      if (segments.length === 0) {
        throw new AppError(
          'CONFLICT',
          `Meeting ${row.meeting.id} has no transcript yet (status: ${row.meeting.status}).`,
        );
      }
      return {
        title: row.meeting.title,
        body: formatTranscript({
          format: options.format,
          segments: segments.map((segment) => ({
            startMs: segment.startMs,
            endMs: segment.endMs,
            speaker: segment.speaker,
            text: segment.text,
          })),
        }),
      };
    },

    async searchTranscripts(options: {
      principal: Principal;
      query: string;
      limit: number;
    }): Promise<TTranscriptSearchHit[]> {
      const hits = await searchSegments(db, {
        organizationId: options.principal.organizationId,
        query: options.query,
        limit: options.limit,
      });
      return hits.map((hit) => ({
        meeting_id: hit.meetingId,
        meeting_title: hit.meetingTitle,
        seq: hit.seq,
        start_ms: hit.startMs,
        speaker: hit.speaker,
        text: hit.text,
      }));
    },

    // ── Pipeline steps (run by jobs; each may run twice, and exits early when the meeting is gone) ──

    /** Step 1: count against the plan, then turn the upload into transcript segments. */
    async ingest(meetingId: string): Promise<void> {
      const meeting = await findMeetingById(db, meetingId);
      if (!meeting || meeting.status === 'ready') return;
      if (!(await countAgainstPlan(meeting))) return;
      await setMeetingStatus(db, { meetingId, status: 'transcribing' });

      if (meeting.source === 'bot' && meeting.transcriptFormat === 'bot') {
        // The meeting bot delivered its own transcript: nothing to transcribe.
        await deps.queue().sendSummarise(meetingId);
        return;
      }
      if (meeting.source !== 'transcript_upload') {
        await transcribeRecording(meeting);
        await deps.queue().sendSummarise(meetingId);
        return;
      }
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
      await replaceSegments(db, { meeting, segments: parsed.segments });
      const durationMs = parsed.segments.reduce((end, segment) => Math.max(end, segment.endMs), 0);
      await updateMeeting(db, {
        meetingId,
        set: { durationMs: Math.round(durationMs), transcriptFormat: parsed.format },
      });
      await deps.queue().sendSummarise(meetingId);
    },

    /** Step 2: summary and action items with the owner's prompts. */
    async summarise(meetingId: string): Promise<void> {
      const meeting = await findMeetingById(db, meetingId);
      if (!meeting || meeting.status === 'ready') return;
      if (await findOutputs(db, meetingId)) {
        // Made before (a re-run, a duplicate delivery): kept, since the owner may have edited them.
        await setMeetingStatus(db, { meetingId, status: 'syncing' });
        await deps.queue().sendHandOff(meetingId);
        return;
      }
      await setMeetingStatus(db, { meetingId, status: 'summarising' });
      const [segments, participants, meta] = await Promise.all([
        // In pages: a long transcript read in one query held the event loop for seconds.
        listSegmentsInPages(db, meetingId),
        listParticipants(db, [meetingId]),
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
        actionItems: actionItems.items.map((item) => ({ ...item, done: false })),
        engine: deps.intelligence.engine,
        summaryPrompt,
        actionItemsPrompt,
      });
      await setMeetingStatus(db, { meetingId, status: 'syncing' });
      await deps.queue().sendHandOff(meetingId);
    },

    /** Step 3: the hand-off point where CRM field filling and sync plug in (the CRM issue); then ready. */
    async handOff(meetingId: string): Promise<void> {
      const meeting = await findMeetingById(db, meetingId);
      if (!meeting || meeting.status === 'ready') return;
      await setMeetingStatus(db, { meetingId, status: 'ready' });
    },

    /** A step gave up (a permanent error, or its retries ran out): the meeting says why and offers Retry. */
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
      await setMeetingStatus(db, { meetingId: options.meetingId, status: 'failed', reason });
    },

    /**
     * Free plans keep recordings for 2 months: deletes expired media and keeps the transcript and
     * outputs. Safe to run twice (a deleted object is not an error). Returns how many were cleared.
     */
    async deleteExpiredMedia(now: Date = new Date()): Promise<number> {
      let cleared = 0;
      for (;;) {
        const expired = await listMeetingsWithExpiredMedia(db, { now, limit: 100 });
        if (expired.length === 0) return cleared;
        for (const meeting of expired) {
          await store.delete(meeting.mediaKey);
          await updateMeeting(db, { meetingId: meeting.id, set: { mediaKey: null, mediaSizeBytes: null } });
          cleared += 1;
        }
      }
    },
  };
  return service;
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
