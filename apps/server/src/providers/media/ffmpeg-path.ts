import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { MediaError } from './media-error';

export type ResolveFfmpegPathOptions = {
  /** `FFMPEG_PATH` from config: when set it is the only candidate, and it must run. */
  configuredPath?: string;
};

const VERSION_TIMEOUT_MS = 10_000;

/** Runs `<path> -version`; resolves with the first output line, rejects when it does not run. */
function probeFfmpeg(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(path, ['-version'], { timeout: VERSION_TIMEOUT_MS, windowsHide: true }, (error, stdout) => {
      if (error) reject(error);
      else if (!stdout.startsWith('ffmpeg version'))
        reject(new Error(`${path} -version did not print an ffmpeg version`));
      else resolve(stdout.split('\n')[0] ?? '');
    });
  });
}

/**
 * The binary `@ffmpeg-installer/ffmpeg` ships for this platform. Loaded lazily because the package
 * throws (a string, not an Error) at require time on platforms it has no binary for.
 */
function bundledFfmpegPath(): string {
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    return installer.path;
  } catch (error) {
    throw new MediaError({
      code: 'FFMPEG_UNAVAILABLE',
      message: `No ffmpeg found: none on PATH and @ffmpeg-installer/ffmpeg has none for this platform (${String(error)}). Install ffmpeg or set FFMPEG_PATH.`,
      cause: error,
    });
  }
}

/**
 * Chooses the ffmpeg to run: `FFMPEG_PATH` when configured, else the system's `ffmpeg` when it
 * runs (usually newer, with the distribution's codecs), else the static binary that
 * `@ffmpeg-installer/ffmpeg` ships, so `npm install` alone is enough. Call once at start-up.
 */
export async function resolveFfmpegPath(options: ResolveFfmpegPathOptions = {}): Promise<string> {
  const configuredPath = options.configuredPath?.trim();
  if (configuredPath) {
    try {
      await probeFfmpeg(configuredPath);
      return configuredPath;
    } catch (error) {
      throw new MediaError({
        code: 'FFMPEG_UNAVAILABLE',
        message: `FFMPEG_PATH is ${configuredPath}, but that does not run as ffmpeg: ${(error as Error).message}`,
        cause: error,
      });
    }
  }

  try {
    await probeFfmpeg('ffmpeg');
    return 'ffmpeg';
  } catch {
    // No usable system ffmpeg: fall through to the bundled one.
  }

  const bundledPath = bundledFfmpegPath();
  try {
    await probeFfmpeg(bundledPath);
    return bundledPath;
  } catch (error) {
    throw new MediaError({
      code: 'FFMPEG_UNAVAILABLE',
      message: `The ffmpeg shipped by @ffmpeg-installer/ffmpeg (${bundledPath}) does not run: ${(error as Error).message}. Install ffmpeg or set FFMPEG_PATH.`,
      cause: error,
    });
  }
}
