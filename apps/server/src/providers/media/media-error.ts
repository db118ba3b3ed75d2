/**
 * Why a media step failed. `NO_AUDIO`, `UNREADABLE` and `EMPTY` are about the user's file and will
 * fail again on retry; `FFMPEG_UNAVAILABLE` is a deployment problem; `FAILED` is anything else
 * ffmpeg reported (worth one more try).
 */
export type MediaErrorKind = 'NO_AUDIO' | 'UNREADABLE' | 'EMPTY' | 'FFMPEG_UNAVAILABLE' | 'FAILED';

/** A media failure whose message can be shown to the user as it is. */
export class MediaError extends Error {
  override readonly name = 'MediaError';
  readonly kind: MediaErrorKind;
  /** The last lines ffmpeg wrote to stderr, for logs (never for the user). */
  readonly ffmpegOutput: string | null;

  constructor(options: { kind: MediaErrorKind; message: string; ffmpegOutput?: string; cause?: unknown }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind;
    this.ffmpegOutput = options.ffmpegOutput ?? null;
  }

  /** True when the same file will fail the same way, so a job should not retry it. */
  get isPermanent(): boolean {
    return this.kind !== 'FAILED';
  }
}
