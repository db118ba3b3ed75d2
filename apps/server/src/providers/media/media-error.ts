import { ProviderError, type ProviderErrorKind } from '../provider-errors';

/**
 * Why a media step failed. `NO_AUDIO`, `UNREADABLE` and `EMPTY` are about the user's file and will
 * fail again on retry; `FFMPEG_UNAVAILABLE` is a deployment problem; `FAILED` is anything else
 * ffmpeg reported (worth one more try).
 */
export type MediaErrorCode = 'NO_AUDIO' | 'UNREADABLE' | 'EMPTY' | 'FFMPEG_UNAVAILABLE' | 'FAILED';

const KIND_OF_CODE: Record<MediaErrorCode, ProviderErrorKind> = {
  NO_AUDIO: 'invalid',
  UNREADABLE: 'invalid',
  EMPTY: 'invalid',
  FFMPEG_UNAVAILABLE: 'configuration',
  FAILED: 'unavailable',
};

/** A media (ffmpeg) failure whose message can be shown to the user as it is. */
export class MediaError extends ProviderError {
  override readonly name = 'MediaError';
  readonly code: MediaErrorCode;
  /** The last lines ffmpeg wrote to stderr, for logs (never for the user). */
  readonly ffmpegOutput: string | null;

  constructor(options: { code: MediaErrorCode; message: string; ffmpegOutput?: string; cause?: unknown }) {
    super({
      provider: 'ffmpeg',
      kind: KIND_OF_CODE[options.code],
      message: options.message,
      cause: options.cause,
    });
    this.code = options.code;
    this.ffmpegOutput = options.ffmpegOutput ?? null;
  }
}
