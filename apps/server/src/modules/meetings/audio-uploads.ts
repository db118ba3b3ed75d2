import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type TErrorBody, ZParticipantEmailsSchema } from '@ting/contracts';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { z } from 'zod';
import { AppError, HTTP_STATUS_BY_CODE } from '../../http/app-error';
import { defineJob } from '../../jobs/job-queue';
import type { AccessTokens, Principal } from '../identity/access-token';
import type { MeetingsService } from './meetings.service';

export const UPLOADS_PATH = '/api/uploads';
/** Recordings up to 4 GiB; tus streams them to disk in chunks, so size costs no memory. */
export const MAX_RECORDING_BYTES = 4 * 1024 ** 3;
const RECORDING_EXTENSIONS = new Set([
  'mp3',
  'm4a',
  'wav',
  'webm',
  'mp4',
  'ogg',
  'oga',
  'opus',
  'flac',
  'aac',
  'mov',
  'mkv',
  'mpga',
  'mpeg',
]);

type TusError = { status_code: number; body: string };
const fail = (status: number, body: TErrorBody): TusError => ({
  status_code: status,
  body: JSON.stringify(body),
});

/** The service's refusal, in tus's terms (tus answers with what its hooks throw). */
const failWith = (error: unknown): unknown =>
  error instanceof AppError
    ? fail(HTTP_STATUS_BY_CODE[error.code], { code: error.code, message: error.message })
    : error;

/** Whether a file looks like a recording, by its declared type or its extension. */
export function isRecording(options: { filename: string; filetype: string | null }): boolean {
  if (options.filetype && /^(audio|video)\//.test(options.filetype)) return true;
  const extension = options.filename.split('.').pop()?.toLowerCase() ?? '';
  return RECORDING_EXTENSIONS.has(extension);
}

/**
 * Resumable recording uploads (tus): an interrupted upload resumes where it stopped. Every request
 * carries the Bearer token; an upload's id starts with its organization's id, so nobody else can
 * resume or read it. A finished upload becomes a meeting and enters the pipeline.
 */
export function createAudioUploads(options: {
  directory: string;
  accessTokens: AccessTokens;
  meetings: MeetingsService;
}) {
  const { directory, meetings } = options;
  async function principalOf(request: Request): Promise<Principal> {
    const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token)
      throw fail(401, {
        code: 'UNAUTHENTICATED',
        message: 'Missing access token: send Authorization: Bearer <token>.',
      });
    try {
      return await options.accessTokens.verify(token);
    } catch (error) {
      throw fail(401, { code: 'UNAUTHENTICATED', message: (error as Error).message });
    }
  }

  const server = new Server({
    path: UPLOADS_PATH,
    datastore: new FileStore({ directory }),
    maxSize: MAX_RECORDING_BYTES,
    respectForwardedHeaders: true,
    namingFunction: async (request) => `${(await principalOf(request)).organizationId}.${randomUUID()}`,
    async onIncomingRequest(request, uploadId) {
      const principal = await principalOf(request);
      if (uploadId && !uploadId.startsWith(`${principal.organizationId}.`)) {
        throw fail(404, { code: 'NOT_FOUND', message: `Upload ${uploadId} not found.` });
      }
    },
    async onUploadCreate(request, upload) {
      const principal = await principalOf(request);
      const filename = upload.metadata?.filename?.trim();
      const filetype = upload.metadata?.filetype?.trim() || null;
      if (!filename) {
        throw fail(400, {
          code: 'VALIDATION_ERROR',
          message: 'Upload metadata must include the file name (filename).',
        });
      }
      if (!isRecording({ filename, filetype })) {
        throw fail(415, {
          code: 'VALIDATION_ERROR',
          message: `${filename} is not an audio or video recording. Upload mp3, m4a, wav, webm, mp4, ogg or another audio/video file, or upload a transcript file instead.`,
        });
      }
      if (upload.metadata?.started_at && Number.isNaN(Date.parse(upload.metadata.started_at))) {
        throw fail(400, { code: 'VALIDATION_ERROR', message: 'started_at must be an ISO 8601 date-time.' });
      }
      const participants = ZParticipantEmailsSchema.safeParse(upload.metadata?.participants ?? '');
      if (!participants.success) {
        throw fail(400, {
          code: 'VALIDATION_ERROR',
          message: `participants must be comma-separated email addresses (at most 100): ${participants.error.issues[0]?.message ?? ''}`,
        });
      }
      const meetingId = upload.metadata?.meeting_id?.trim();
      if (meetingId) {
        // The recording of a meeting made from its transcript file: refused now, not after the upload.
        await meetings.checkRecordingAttachable({ principal, meetingId }).catch((error) => {
          throw failWith(error);
        });
      }
      // Remembered for a recording whose tab closed before it finished (see finaliseAbandoned).
      // A length unknown at the start means a recording uploaded while it is being made.
      const source = upload.sizeIsDeferred ? 'browser_recording' : 'audio_upload';
      return { metadata: { ...upload.metadata, user_id: principal.userId, source } };
    },
    async onUploadFinish(request, upload) {
      const principal = await principalOf(request);
      const filePath = upload.storage?.path ?? path.join(directory, upload.id);
      const filename = upload.metadata?.filename ?? 'recording';
      const contentType = upload.metadata?.filetype || 'application/octet-stream';
      const meetingId = upload.metadata?.meeting_id?.trim();
      const meeting = meetingId
        ? await meetings
            .attachRecording({
              principal,
              meetingId,
              filename,
              contentType,
              body: createReadStream(filePath),
            })
            .catch((error) => {
              throw failWith(error);
            })
        : await meetings.createFromRecording({
            principal,
            title: upload.metadata?.title?.trim() || filename.replace(/\.[^.]+$/, ''),
            startedAt: upload.metadata?.started_at ? new Date(upload.metadata.started_at) : new Date(),
            filename,
            contentType,
            source: upload.metadata?.source === 'browser_recording' ? 'browser_recording' : 'audio_upload',
            participantEmails: ZParticipantEmailsSchema.catch([]).parse(upload.metadata?.participants ?? ''),
            body: createReadStream(filePath),
          });
      // The object store has the recording now; the tus copy and its metadata file can go.
      await rm(filePath, { force: true });
      await rm(`${filePath}.json`, { force: true });
      return {
        headers: { 'Ting-Meeting-Id': meeting.id, 'Access-Control-Expose-Headers': 'Ting-Meeting-Id' },
      };
    },
  });

  /**
   * A browser recording uploads as it records, with its length unknown until Stop. When the tab
   * closes first, the upload stops growing: after `olderThanMs` of silence, what arrived becomes the
   * meeting, so closing the tab loses at most the last chunk. Returns how many were finalised.
   */
  async function finaliseAbandoned(input: { olderThanMs: number; now?: number }): Promise<number> {
    const now = input.now ?? Date.now();
    const names = await readdir(directory).catch(() => [] as string[]);
    let finalised = 0;
    for (const name of names.filter((candidate) => candidate.endsWith('.json'))) {
      const id = name.slice(0, -'.json'.length);
      const dataPath = path.join(directory, id);
      const info = ZStoredUploadSchema.safeParse(
        JSON.parse(await readFile(path.join(directory, name), 'utf8').catch(() => 'null')),
      );
      if (!info.success || info.data.size !== undefined) continue;
      const data = await stat(dataPath).catch(() => null);
      if (!data || now - data.mtimeMs < input.olderThanMs) continue;
      const organizationId = id.split('.')[0] ?? '';
      const userId = info.data.metadata?.user_id;
      if (!userId || data.size === 0) {
        await rm(dataPath, { force: true });
        await rm(`${dataPath}.json`, { force: true });
        continue;
      }
      const filename = info.data.metadata?.filename ?? 'recording.webm';
      await meetings.createFromRecording({
        principal: { userId, organizationId },
        title: info.data.metadata?.title?.trim() || filename.replace(/\.[^.]+$/, ''),
        startedAt: info.data.creation_date ? new Date(info.data.creation_date) : new Date(data.mtimeMs),
        filename,
        contentType: info.data.metadata?.filetype || 'audio/webm',
        source: 'browser_recording',
        body: createReadStream(dataPath),
      });
      await rm(dataPath, { force: true });
      await rm(`${dataPath}.json`, { force: true });
      finalised += 1;
    }
    return finalised;
  }

  return { handle: server.handle.bind(server), finaliseAbandoned };
}

export type AudioUploads = ReturnType<typeof createAudioUploads>;

/** What @tus/file-store keeps beside each upload; `size` is absent while the length is deferred. */
const ZStoredUploadSchema = z.object({
  size: z.number().optional(),
  creation_date: z.string().optional(),
  metadata: z.record(z.string(), z.string().nullable()).optional(),
});

export const FINALISE_RECORDINGS_JOB = 'meeting.finalise-recordings';
/** A recording that has sent nothing for this long was abandoned (chunks arrive every few seconds). */
export const ABANDONED_RECORDING_MS = 2 * 60_000;

export function audioUploadJobs(uploads: () => AudioUploads) {
  return [
    defineJob({
      name: FINALISE_RECORDINGS_JOB,
      schema: z.object({}),
      queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 600, policy: 'singleton' },
      schedule: { cron: '* * * * *', data: {} },
      handler: async () => {
        await uploads().finaliseAbandoned({ olderThanMs: ABANDONED_RECORDING_MS });
      },
    }),
  ];
}
