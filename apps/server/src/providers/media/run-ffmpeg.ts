import { spawn } from 'node:child_process';
import { MediaError } from './media-error';

export type RunFfmpegOptions = {
  ffmpegPath: string;
  args: string[];
  signal?: AbortSignal;
  /** Called for every line ffmpeg writes to stderr (progress lines end in `\r`, so both count). */
  onStderrLine?: (line: string) => void;
};

export type RunFfmpegResult = {
  exitCode: number | null;
  /** The last stderr lines, kept for error messages; the full stream is never buffered. */
  stderrTail: string[];
};

const STDERR_TAIL_LINES = 30;

/** The reason an aborted signal carries, or a standard AbortError when it carries none. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted', 'AbortError');
}

/**
 * Runs ffmpeg without a shell and streams its stderr line by line. Resolves with the exit code
 * (the caller decides what a failure means); rejects only when ffmpeg cannot start or the signal
 * aborts, in which case the process is killed first.
 */
export function runFfmpeg(options: RunFfmpegOptions): Promise<RunFfmpegResult> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(abortReason(signal));

  return new Promise((resolve, reject) => {
    const child = spawn(options.ffmpegPath, options.args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const stderrTail: string[] = [];
    let partial = '';
    let isSettled = false;

    const pushLine = (line: string) => {
      if (line.trim() === '') return;
      stderrTail.push(line);
      if (stderrTail.length > STDERR_TAIL_LINES) stderrTail.shift();
      options.onStderrLine?.(line);
    };

    let isAborted = false;
    const handleAbort = () => {
      isAborted = true;
      child.kill('SIGKILL');
    };
    const settle = (action: () => void) => {
      if (isSettled) return;
      isSettled = true;
      signal?.removeEventListener('abort', handleAbort);
      action();
    };
    signal?.addEventListener('abort', handleAbort, { once: true });

    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      const lines = (partial + chunk).split(/\r\n|\r|\n/);
      partial = lines.pop() ?? '';
      for (const line of lines) pushLine(line);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      settle(() =>
        reject(
          new MediaError({
            code: 'FFMPEG_UNAVAILABLE',
            message:
              error.code === 'ENOENT'
                ? `ffmpeg was not found at ${options.ffmpegPath}`
                : `ffmpeg at ${options.ffmpegPath} could not start: ${error.message}`,
            cause: error,
          }),
        ),
      );
    });
    // Settles only once the process is gone, so an aborted ffmpeg never writes after the caller
    // has moved on (and, say, removed its output folder).
    child.on('close', (exitCode) => {
      pushLine(partial);
      settle(() => (isAborted ? reject(abortReason(signal!)) : resolve({ exitCode, stderrTail })));
    });
  });
}

/** `HH:MM:SS.ss` (as ffmpeg prints durations and progress) → milliseconds. */
export function parseFfmpegTimestamp(value: string): number | null {
  const match = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value.trim());
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  return Math.round((Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000);
}
