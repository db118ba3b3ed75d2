import type { DetailedError, HttpRequest, HttpResponse, Upload } from 'tus-js-client';
import { authorizationHeaders } from '../../../lib/http-client';
import type { TRecordingStream } from '../utils/recording-stream';

/** The tus endpoint (tus 1.0.0 with creation, creation-defer-length and termination). */
export const UPLOADS_ENDPOINT = '/api/uploads';
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];
/** Set on the response to the PATCH that completes an upload: the meeting the recording became. */
export const MEETING_ID_HEADER = 'Ting-Meeting-Id';

export type TRecordingMetadata = {
  filename: string;
  /** The MIME type; left out of the upload metadata when the browser does not know it. */
  filetype: string;
  title: string;
  /** ISO 8601; the server uses the upload time without it. */
  startedAt?: string;
  /** Participants' email addresses, so the meeting can be found by them. */
  participantEmails?: readonly string[];
  /** Adds the recording to this meeting (made from its transcript file) instead of creating one. */
  meetingId?: string;
};

export type TUploadProgress = {
  bytesSent: number;
  /** Unknown while a live recording is still growing. */
  bytesTotal: number | null;
};

/** Whole percent sent; 0 while the total is unknown (a live recording). */
export const uploadPercent = ({ bytesSent, bytesTotal }: TUploadProgress): number =>
  bytesTotal ? Math.min(100, Math.floor((bytesSent / bytesTotal) * 100)) : 0;

export type TUploadResult = {
  /** The new meeting, from the `Ting-Meeting-Id` header; null if a proxy dropped the header. */
  meetingId: string | null;
};

/** A tus upload in flight. */
export type TRecordingUpload = {
  finished: Promise<TUploadResult>;
  /** Stops sending without deleting the upload, so the same file resumes later. */
  abort: () => Promise<void>;
  /** The upload's URL on the server once it is created. */
  url: () => string | null;
};

/** A failed upload, with the server's message when it sent one. */
export class RecordingUploadError extends Error {
  readonly status: number | null;

  constructor({ message, status }: { message: string; status: number | null }) {
    super(message);
    this.name = 'RecordingUploadError';
    this.status = status;
  }

  /** No answer or a server fault: trying again later may work, unlike a refused file. */
  get isTransient(): boolean {
    return this.status === null || this.status >= 500;
  }
}

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Your session has expired. Reload the page to sign in again, then pick the file again to resume.',
  413: 'This file is larger than 4 GB, the limit for recordings.',
  415: 'This file is not an audio or video recording.',
};

const serverMessage = (body: string): string => {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string') return message;
    }
  } catch {
    // tus servers may answer in plain text; the status decides the message then.
  }
  return '';
};

/** Turns tus-js-client's technical error (request, response, causing error in one string) into a sentence. */
export const toRecordingUploadError = (error: Error): RecordingUploadError => {
  const response = (error as Partial<DetailedError>).originalResponse ?? null;
  const isHttpError = 'originalRequest' in error;
  if (!response) {
    return new RecordingUploadError({
      message: isHttpError
        ? 'The upload was interrupted: Ting could not be reached. Check your connection and try again.'
        : error.message,
      status: null,
    });
  }
  const status = response.getStatus();
  const message =
    serverMessage(response.getBody()) || STATUS_MESSAGES[status] || `The upload failed (HTTP ${status}).`;
  return new RecordingUploadError({ message, status });
};

const toTusMetadata = ({
  filename,
  filetype,
  title,
  startedAt,
  participantEmails,
  meetingId,
}: TRecordingMetadata) => {
  const metadata: Record<string, string> = { filename, title };
  if (filetype) metadata.filetype = filetype;
  if (startedAt) metadata.started_at = startedAt;
  if (participantEmails?.length) metadata.participants = participantEmails.join(',');
  if (meetingId) metadata.meeting_id = meetingId;
  return metadata;
};

type TStartUploadOptions = {
  input: ConstructorParameters<typeof Upload>[0];
  metadata: TRecordingMetadata;
  onProgress?: (progress: TUploadProgress) => void;
  /** Look for an unfinished upload of the same file (name, type, size, date) and continue it. */
  shouldResume: boolean;
  extraOptions?: Partial<ConstructorParameters<typeof Upload>[1]>;
};

/**
 * tus-js-client reads `headers` anew for every request, so a getter lets a long upload pick up a token the
 * identity query refreshed meanwhile. (Setting it again in `onBeforeRequest` would send it twice: XHR
 * appends repeated headers, and the server then refuses 'Bearer a, Bearer a'.)
 */
const currentAuthorizationHeaders = (): Record<string, string> => ({
  get Authorization() {
    return authorizationHeaders().Authorization ?? '';
  },
});

/** tus-js-client is loaded on the first upload, so the meetings page does not carry it for every visit. */
const loadTus = () =>
  import('tus-js-client').catch(() => {
    throw new RecordingUploadError({
      message: 'Ting could not load its uploader. Reload the page and try again.',
      status: null,
    });
  });

const startUpload = ({
  input,
  metadata,
  onProgress,
  shouldResume,
  extraOptions,
}: TStartUploadOptions): TRecordingUpload => {
  let meetingId: string | null = null;
  let upload: Upload | null = null;
  let isAborted = false;
  const finished = loadTus().then(
    (tus) =>
      new Promise<TUploadResult>((resolve, reject) => {
        // Like tus-js-client after abort(): a stopped upload never settles.
        if (isAborted) return;
        const tusUpload = new tus.Upload(input, {
          endpoint: UPLOADS_ENDPOINT,
          headers: currentAuthorizationHeaders(),
          metadata: toTusMetadata(metadata),
          chunkSize: UPLOAD_CHUNK_BYTES,
          retryDelays: UPLOAD_RETRY_DELAYS_MS,
          removeFingerprintOnSuccess: true,
          onAfterResponse: (_request: HttpRequest, response: HttpResponse) => {
            const id = response.getHeader(MEETING_ID_HEADER);
            if (id) meetingId = id;
          },
          onProgress: (bytesSent: number, bytesTotal: number | null) =>
            onProgress?.({ bytesSent, bytesTotal: bytesTotal ?? null }),
          onSuccess: ({ lastResponse }) =>
            resolve({ meetingId: meetingId ?? lastResponse?.getHeader(MEETING_ID_HEADER) ?? null }),
          onError: (error) => reject(toRecordingUploadError(error)),
          ...extraOptions,
        });
        upload = tusUpload;
        if (!shouldResume) {
          tusUpload.start();
          return;
        }
        tusUpload
          .findPreviousUploads()
          .then((previousUploads) => {
            const [latest] = [...previousUploads].sort(
              (a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime),
            );
            if (latest) tusUpload.resumeFromPreviousUpload(latest);
          })
          // Without a stored upload the file simply starts from the beginning.
          .catch(() => {})
          .finally(() => {
            if (!isAborted) tusUpload.start();
          });
      }),
  );
  return {
    finished,
    abort: () => {
      isAborted = true;
      return (upload as Upload | null)?.abort() ?? Promise.resolve();
    },
    url: () => (upload as Upload | null)?.url ?? null,
  };
};

export type TUploadRecordingFileOptions = {
  file: File;
  metadata: TRecordingMetadata;
  onProgress?: (progress: TUploadProgress) => void;
};

/** Uploads a picked recording; picking the same file after a reload continues where it stopped. */
export const uploadRecordingFile = ({ file, metadata, onProgress }: TUploadRecordingFileOptions) =>
  startUpload({ input: file, metadata, onProgress, shouldResume: true });

export type TUploadLiveRecordingOptions = {
  stream: TRecordingStream;
  metadata: TRecordingMetadata;
  onProgress?: (progress: TUploadProgress) => void;
  /** Continues an upload that failed mid-recording instead of creating a new one. */
  uploadUrl?: string | null;
};

/**
 * Uploads a recording while it is made: created with a deferred length, fed chunk by chunk from the
 * stream, and completed with the final length once the stream is closed.
 */
export const uploadLiveRecording = ({
  stream,
  metadata,
  onProgress,
  uploadUrl,
}: TUploadLiveRecordingOptions) =>
  startUpload({
    // tus only hands this to `fileReader`, which ignores it in favour of the live source.
    input: { read: () => Promise.reject(new Error('Read through the recording stream')) },
    metadata,
    onProgress,
    shouldResume: false,
    extraOptions: {
      uploadLengthDeferred: true,
      fileReader: stream.fileReader,
      // A stream has no name, size or date to recognise it by after a reload.
      storeFingerprintForResuming: false,
      uploadUrl: uploadUrl ?? null,
    },
  });
