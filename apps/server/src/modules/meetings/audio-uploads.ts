import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TErrorBody } from '@ting/contracts';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
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
    datastore: new FileStore({ directory: options.directory }),
    maxSize: MAX_RECORDING_BYTES,
    respectForwardedHeaders: true,
    namingFunction: async (request) => `${(await principalOf(request)).organizationId}.${randomUUID()}`,
    async onIncomingRequest(request, uploadId) {
      const principal = await principalOf(request);
      if (uploadId && !uploadId.startsWith(`${principal.organizationId}.`)) {
        throw fail(404, { code: 'NOT_FOUND', message: `Upload ${uploadId} not found.` });
      }
    },
    async onUploadCreate(_request, upload) {
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
      return { metadata: upload.metadata };
    },
    async onUploadFinish(request, upload) {
      const principal = await principalOf(request);
      const filePath = upload.storage?.path ?? path.join(options.directory, upload.id);
      const filename = upload.metadata?.filename ?? 'recording';
      const meeting = await options.meetings.createFromRecording({
        principal,
        title: upload.metadata?.title?.trim() || filename.replace(/\.[^.]+$/, ''),
        startedAt: upload.metadata?.started_at ? new Date(upload.metadata.started_at) : new Date(),
        filename,
        contentType: upload.metadata?.filetype || 'application/octet-stream',
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

  return { handle: server.handle.bind(server) };
}
