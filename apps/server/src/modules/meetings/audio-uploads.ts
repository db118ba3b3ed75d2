import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { defineJob } from '../../jobs/job-queue';
import type { AccessTokens, Principal } from '../identity/access-token';
import { NotARecordingError } from './media-type';
import type { MeetingCapture } from './meeting-capture';
import { parseRecordingMetadata, type RecordingMetadata } from './recording-metadata';
import { asJsonErrorBody, tusError, tusErrorOf, tusErrorResponse } from './tus-errors';

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

/**
 * Whether a file may be a recording, by its declared type or its extension: an early refusal before
 * any byte is sent. Only a hint: the bytes decide once the upload finishes (media-type.ts).
 */
export function isRecording(options: { filename: string; filetype: string | null }): boolean {
  if (options.filetype && /^(audio|video)\//.test(options.filetype)) return true;
  const extension = options.filename.split('.').pop()?.toLowerCase() ?? '';
  return RECORDING_EXTENSIONS.has(extension);
}

/** A meeting title from the metadata, or the file name without its extension. */
const titleOf = (fields: RecordingMetadata): string =>
  fields.title || fields.filename.replace(/\.[^.]+$/, '') || 'Recording';

/** tus keeps each upload as its data file plus `<id>.json`; both go once the upload is dealt with. */
async function removeUpload(dataPath: string): Promise<void> {
  await rm(dataPath, { force: true });
  await rm(`${dataPath}.json`, { force: true });
}

/**
 * tus writes a few answers itself (a missing Tus-Resumable, malformed headers, an unknown method)
 * without passing through `onResponseError`; this gives those the `{message, code}` shape too.
 */
class JsonErrorServer extends Server {
  override write(...[context, headers, status, body = '']: Parameters<Server['write']>) {
    if (status < 400) return super.write(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, status, asJsonErrorBody(status, body));
  }
}

/**
 * Resumable recording uploads (tus): an interrupted upload resumes where it stopped. Every request
 * carries the Bearer token; an upload's id starts with its organization's id, so nobody else can
 * resume or read it. A finished upload becomes a meeting and enters the pipeline; its tus files are
 * removed whatever happens.
 */
export function createAudioUploads(options: {
  directory: string;
  accessTokens: AccessTokens;
  capture: MeetingCapture;
  log: FastifyBaseLogger;
  /** TRUST_PROXY: only behind a proxy may X-Forwarded-Host/-Proto shape the upload's `Location`. */
  trustProxy: boolean;
}) {
  const { directory, capture, log } = options;
  const pending = createPendingUploads(directory);

  async function principalOf(request: Request): Promise<Principal> {
    const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token)
      throw tusError(401, {
        code: 'UNAUTHENTICATED',
        message: 'Missing access token: send Authorization: Bearer <token>.',
      });
    try {
      return await options.accessTokens.verify(token);
    } catch (error) {
      throw error instanceof AppError
        ? tusErrorOf(error)
        : tusError(401, { code: 'UNAUTHENTICATED', message: 'Invalid access token. Sign in again.' });
    }
  }

  /**
   * A recording of unknown length (a browser recording) was checked at its start with room for one
   * byte: each part it sends must still fit in the plan's storage beside what is kept and the other
   * uploads under way (413 with the reason). A length declared at the start was checked in full then.
   */
  async function checkGrowth(input: { principal: Principal; uploadId: string; request: Request }) {
    const dataPath = path.join(directory, input.uploadId);
    const info = ZStoredUploadSchema.safeParse(
      await readFile(`${dataPath}.json`, 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => null),
    );
    if (!info.success || info.data.size !== undefined) return;
    const arrived = (await stat(dataPath).catch(() => null))?.size ?? 0;
    const part = Number(input.request.headers.get('content-length') ?? 0) || 0;
    await capture
      .checkRecordingFits({
        principal: input.principal,
        sizeBytes: arrived + part,
        pendingBytes: await pending.bytesOf(input.principal.organizationId, { except: input.uploadId }),
      })
      .catch((error: unknown) => {
        throw tusErrorOf(error);
      });
  }

  /** The metadata, checked against the contracts' text rules; a 400 in tus's terms when it is not. */
  function fieldsOf(metadata: Record<string, string | null | undefined> | undefined): RecordingMetadata {
    try {
      return parseRecordingMetadata(metadata);
    } catch (error) {
      throw tusErrorOf(error);
    }
  }

  const server = new JsonErrorServer({
    path: UPLOADS_PATH,
    datastore: new FileStore({ directory, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_TTL_MS }),
    maxSize: MAX_RECORDING_BYTES,
    respectForwardedHeaders: options.trustProxy,
    // The web app is same-origin: no other origin is allowed, so no Access-Control-Allow-Origin at all.
    allowedOrigins: () => false,
    namingFunction: async (request) => `${(await principalOf(request)).organizationId}.${randomUUID()}`,
    async onIncomingRequest(request, uploadId) {
      const principal = await principalOf(request);
      // Recordings come back only through signed media links, typed from their bytes, never from here.
      if (request.method === 'GET') {
        throw tusError(404, { code: 'NOT_FOUND', message: 'Uploads cannot be downloaded.' });
      }
      if (uploadId && !uploadId.startsWith(`${principal.organizationId}.`)) {
        throw tusError(404, { code: 'NOT_FOUND', message: `Upload ${uploadId} not found.` });
      }
      if (request.method === 'PATCH' && uploadId) await checkGrowth({ principal, uploadId, request });
    },
    async onUploadCreate(request, upload) {
      const principal = await principalOf(request);
      const fields = fieldsOf(upload.metadata);
      if (!isRecording({ filename: fields.filename, filetype: fields.filetype ?? null })) {
        throw tusError(415, {
          code: 'VALIDATION_ERROR',
          message: `${fields.filename} is not an audio or video recording. Upload mp3, m4a, wav, webm, mp4, ogg or another audio/video file, or upload a transcript file instead.`,
        });
      }
      // Refused now, before any byte is stored: a meeting the plan would stop, a meeting that cannot
      // take a recording, or one past the plan's storage (uploads under way count, so parallel uploads
      // cannot pass it together).
      await pending
        .reserve({
          organizationId: principal.organizationId,
          uploadId: upload.id,
          bytes: upload.sizeIsDeferred ? null : (upload.size ?? 0),
          check: (pendingBytes) =>
            capture.checkRecordingAccepted({
              principal,
              meetingId: fields.meeting_id ?? null,
              sizeBytes: upload.sizeIsDeferred ? null : (upload.size ?? 0),
              pendingBytes,
            }),
        })
        .catch((error: unknown) => {
          throw tusErrorOf(error);
        });
      // Remembered for a recording whose tab closed before it finished (see finaliseAbandoned).
      // A length unknown at the start means a recording uploaded while it is being made.
      const source = upload.sizeIsDeferred ? 'browser_recording' : 'audio_upload';
      return { metadata: { ...upload.metadata, user_id: principal.userId, source } };
    },
    async onUploadFinish(request, upload) {
      const dataPath = upload.storage?.path ?? path.join(directory, upload.id);
      try {
        const principal = await principalOf(request);
        const fields = fieldsOf(upload.metadata);
        const sizeBytes = (await stat(dataPath)).size;
        const body = createReadStream(dataPath);
        const meeting = fields.meeting_id
          ? await capture.attachRecording({
              principal,
              meetingId: fields.meeting_id,
              declaredType: fields.filetype ?? null,
              sizeBytes,
              body,
            })
          : await capture.createFromRecording({
              principal,
              title: titleOf(fields),
              startedAt: fields.started_at ? new Date(fields.started_at) : new Date(),
              declaredType: fields.filetype ?? null,
              source: upload.metadata?.source === 'browser_recording' ? 'browser_recording' : 'audio_upload',
              participantEmails: fields.participants ?? [],
              sizeBytes,
              body,
            });
        return { headers: { 'Ting-Meeting-Id': meeting.id } };
      } catch (error) {
        throw tusErrorOf(error);
      } finally {
        // Stored, refused or failed: the tus copy is not needed any more (nothing resumes a finished upload).
        await removeUpload(dataPath);
      }
    },
    onResponseError: (_request, error) => tusErrorResponse({ error, log }),
  });
  // From here tus keeps the upload's declared length on disk, where the next check reads it.
  server.on(EVENTS.POST_CREATE, (_request, upload) => pending.release(upload.id));

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
        await readFile(path.join(directory, name), 'utf8')
          .then((text) => JSON.parse(text) as unknown)
          .catch(() => null),
      );
      if (!info.success || info.data.size !== undefined) continue;
      const data = await stat(dataPath).catch(() => null);
      if (!data || now - data.mtimeMs < input.olderThanMs) continue;
      try {
        const organizationId = id.split('.')[0] ?? '';
        const userId = info.data.metadata?.user_id;
        if (!userId || data.size === 0) continue;
        const fields = parseRecordingMetadata(info.data.metadata);
        await capture.createFromRecording({
          principal: { userId, organizationId },
          title: titleOf(fields),
          startedAt: info.data.creation_date ? new Date(info.data.creation_date) : new Date(data.mtimeMs),
          declaredType: fields.filetype ?? 'audio/webm',
          source: 'browser_recording',
          sizeBytes: data.size,
          body: createReadStream(dataPath),
        });
        finalised += 1;
      } catch (error) {
        // One bad recording must not hold up the others, nor come back every minute.
        if (error instanceof NotARecordingError)
          log.warn({ uploadId: id }, 'Abandoned upload is not a recording');
        else if (error instanceof AppError)
          log.warn({ uploadId: id, reason: error.message }, 'Abandoned recording refused by its plan');
        else log.error({ err: error, uploadId: id }, 'Abandoned recording could not be kept');
      } finally {
        await removeUpload(dataPath);
      }
    }
    return finalised;
  }

  /** Deletes uploads of a known length that never finished within their time; returns how many. */
  const expireUnfinished = (): Promise<number> => server.cleanUpExpiredUploads();

  return { handle: server.handle.bind(server), finaliseAbandoned, expireUnfinished };
}

export type AudioUploads = ReturnType<typeof createAudioUploads>;

/** At most this long a reservation stands in for an upload tus has not written to disk (it failed). */
const RESERVATION_MS = 60_000;

/**
 * The bytes of each organization's uploads under way, so the storage quota counts them: the declared
 * lengths tus keeps beside each upload (what arrived so far when the length is not known yet), plus
 * reservations for uploads just accepted whose files tus has not written yet. Checks run one at a
 * time per organization, so uploads started together cannot all fit in the same room.
 */
function createPendingUploads(directory: string) {
  const reservations = new Map<string, { organizationId: string; bytes: number }>();
  const queues = new Map<string, Promise<unknown>>();

  async function pendingBytesOf(organizationId: string, options: { except?: string } = {}): Promise<number> {
    const names = await readdir(directory).catch(() => [] as string[]);
    let total = 0;
    for (const name of names) {
      if (!name.startsWith(`${organizationId}.`) || !name.endsWith('.json')) continue;
      const id = name.slice(0, -'.json'.length);
      if (reservations.has(id) || id === options.except) continue; // reservations: counted below
      const info = ZStoredUploadSchema.safeParse(
        await readFile(path.join(directory, name), 'utf8')
          .then((text) => JSON.parse(text) as unknown)
          .catch(() => null),
      );
      if (!info.success) continue;
      total += info.data.size ?? (await stat(path.join(directory, id)).catch(() => null))?.size ?? 0;
    }
    for (const reservation of reservations.values()) {
      if (reservation.organizationId === organizationId) total += reservation.bytes;
    }
    return total;
  }

  return {
    bytesOf: pendingBytesOf,

    /** Once tus has written the upload's files, the files count instead of the reservation. */
    release(uploadId: string): void {
      reservations.delete(uploadId);
    },

    /** Runs `check` with the organization's pending bytes and, when it passes, reserves `bytes` for the upload. */
    reserve(input: {
      organizationId: string;
      uploadId: string;
      bytes: number | null;
      check: (pendingBytes: number) => Promise<void>;
    }): Promise<void> {
      const previous = queues.get(input.organizationId) ?? Promise.resolve();
      const next = previous
        .catch(() => undefined)
        .then(async () => {
          await input.check(await pendingBytesOf(input.organizationId));
          reservations.set(input.uploadId, { organizationId: input.organizationId, bytes: input.bytes ?? 0 });
          setTimeout(() => reservations.delete(input.uploadId), RESERVATION_MS).unref();
        });
      queues.set(input.organizationId, next);
      // The chain is dropped once idle, so the map holds only organizations uploading now.
      void next
        .catch(() => undefined)
        .then(() => {
          if (queues.get(input.organizationId) === next) queues.delete(input.organizationId);
        });
      return next;
    },
  };
}

/** What @tus/file-store keeps beside each upload; `size` is absent while the length is deferred. */
const ZStoredUploadSchema = z.object({
  size: z.number().optional(),
  creation_date: z.string().optional(),
  metadata: z.record(z.string(), z.string().nullable()).optional(),
});

export const FINALISE_RECORDINGS_JOB = 'meeting.finalise-recordings';
export const EXPIRE_UPLOADS_JOB = 'meeting.expire-uploads';
/**
 * An upload that has not finished a day after it started is given up (its disk space comes back); a
 * resumable upload of a few GiB finishes well within that. Browser recordings (length unknown) are
 * finalised long before, after two quiet minutes.
 */
export const UNFINISHED_UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** A recording that has sent nothing for this long was abandoned (chunks arrive every few seconds). */
export const ABANDONED_RECORDING_MS = 2 * 60_000;

export function audioUploadJobs(uploads: AudioUploads) {
  return [
    defineJob({
      name: FINALISE_RECORDINGS_JOB,
      schema: z.object({}),
      queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 600, policy: 'singleton' },
      schedule: { cron: '* * * * *', data: {} },
      handler: async () => {
        await uploads.finaliseAbandoned({ olderThanMs: ABANDONED_RECORDING_MS });
      },
    }),
    defineJob({
      name: EXPIRE_UPLOADS_JOB,
      schema: z.object({}),
      queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600, policy: 'singleton' },
      schedule: { cron: '23 * * * *', data: {} },
      handler: async () => {
        await uploads.expireUnfinished();
      },
    }),
  ];
}
