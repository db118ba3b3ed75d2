import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { type FileTypeResult, fileTypeStream } from 'file-type';
import { AppError } from '../../http/app-error';

/** How a recording is stored and served: decided from its bytes, never from what the client declared. */
export type RecordingType = {
  /** `audio/*` or `video/*`, without parameters. */
  contentType: string;
  /** The detected format's usual extension, for the object key. */
  extension: string;
};

export const NOT_A_RECORDING_MESSAGE =
  'This file is not an audio or video recording. Upload mp3, m4a, wav, webm, mp4, ogg or another audio/video file, or upload a transcript file instead.';

/** A file whose bytes are not audio or video, whatever its name or declared type says. */
export class NotARecordingError extends AppError {
  constructor(message: string = NOT_A_RECORDING_MESSAGE) {
    super('VALIDATION_ERROR', message);
    this.name = 'NotARecordingError';
  }
}

/** A type we are willing to send with a media body: audio or video, no parameters, nothing else. */
const PLAYABLE_TYPE = /^(?:audio|video)\/[a-z0-9][a-z0-9.+-]{0,100}$/;
const SAFE_EXTENSION = /^[a-z0-9]{1,10}$/;

/**
 * Containers that hold audio or video alike. file-type names them by their video type, but the web
 * app picks `<audio>` or `<video>` from the stored type, so a client that said it sent audio of the
 * same family keeps an audio type (a browser recording in webm, Safari's audio in mp4).
 */
const AMBIGUOUS_CONTAINERS: Record<string, { audioType: string; declaredAudio: readonly string[] }> = {
  webm: { audioType: 'audio/webm', declaredAudio: ['audio/webm'] },
  mkv: { audioType: 'audio/x-matroska', declaredAudio: ['audio/x-matroska', 'audio/matroska'] },
  mp4: { audioType: 'audio/mp4', declaredAudio: ['audio/mp4', 'audio/x-m4a', 'audio/m4a', 'audio/aac'] },
  ogg: { audioType: 'audio/ogg', declaredAudio: ['audio/ogg', 'audio/opus'] },
  ogv: { audioType: 'audio/ogg', declaredAudio: ['audio/ogg', 'audio/opus'] },
  ogx: { audioType: 'audio/ogg', declaredAudio: ['audio/ogg', 'audio/opus'] },
};

/** `Audio/WebM; codecs=opus` → `audio/webm`. */
const baseTypeOf = (type: string | null | undefined): string =>
  (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The type to store for what file-type detected; null when it is not audio or video. The declared
 * type only chooses between audio and video within one container family; it never adds a type.
 */
export function recordingTypeOf(options: {
  detected: FileTypeResult | undefined;
  declaredType: string | null | undefined;
}): RecordingType | null {
  const { detected } = options;
  if (!detected || !SAFE_EXTENSION.test(detected.ext)) return null;
  const container = AMBIGUOUS_CONTAINERS[detected.ext];
  if (container?.declaredAudio.includes(baseTypeOf(options.declaredType))) {
    return { contentType: container.audioType, extension: detected.ext };
  }
  const contentType = baseTypeOf(detected.mime);
  return PLAYABLE_TYPE.test(contentType) ? { contentType, extension: detected.ext } : null;
}

/** Enough of the head of a file for every audio/video signature file-type knows. */
const SAMPLE_BYTES = 64 * 1024;

/**
 * Reads the head of a recording to decide its type, and hands back a stream of all its bytes.
 * Throws `NotARecordingError` (the body is released) when the bytes are not audio or video.
 */
export async function detectRecording(options: {
  body: Readable;
  declaredType: string | null | undefined;
}): Promise<RecordingType & { body: Readable }> {
  const web = Readable.toWeb(options.body) as ReadableStream<Uint8Array>;
  const sniffed = await fileTypeStream(web, { sampleSize: SAMPLE_BYTES, mpegOffsetTolerance: 10 });
  const type = recordingTypeOf({ detected: sniffed.fileType, declaredType: options.declaredType });
  if (!type) {
    await sniffed.cancel().catch(() => undefined);
    options.body.destroy();
    throw new NotARecordingError();
  }
  return { ...type, body: Readable.fromWeb(sniffed as NodeWebReadableStream<Uint8Array>) };
}

/**
 * What a stored media type may be served as: only `audio/*` and `video/*` play inline; anything else
 * (a row stored before types came from the bytes, a corrupt value) goes out as an inert download.
 */
export function servedMediaType(stored: string | null | undefined): {
  contentType: string;
  isPlayable: boolean;
} {
  const type = baseTypeOf(stored);
  return PLAYABLE_TYPE.test(type)
    ? { contentType: type, isPlayable: true }
    : { contentType: 'application/octet-stream', isPlayable: false };
}

/**
 * Headers for any file body we send back (media, transcript files, exports): never sniffed into
 * something else, never run as a document on our origin even when opened directly.
 */
export const INERT_BODY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': 'sandbox',
} as const;
