/** Why a transcript file could not be read; lets callers map each case to an HTTP status or UI text. */
export type TranscriptParseErrorReason =
  | 'empty'
  | 'binary'
  | 'too_large'
  | 'no_segments'
  | 'malformed_timestamp';

export type TranscriptParseErrorOptions = {
  reason: TranscriptParseErrorReason;
  message: string;
  /** 1-based line of the offending text, when one line is to blame. */
  line?: number;
};

/** A transcript file the user uploaded cannot be read; the message says what to fix. */
export class TranscriptParseError extends Error {
  override readonly name = 'TranscriptParseError';
  readonly reason: TranscriptParseErrorReason;
  readonly line: number | null;

  constructor(options: TranscriptParseErrorOptions) {
    super(options.message);
    this.reason = options.reason;
    this.line = options.line ?? null;
  }
}
