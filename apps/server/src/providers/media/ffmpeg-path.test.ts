import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from './ffmpeg-path';
import { MediaError } from './media-error';

describe('resolveFfmpegPath', () => {
  it('uses FFMPEG_PATH when it runs', async () => {
    const found = await resolveFfmpegPath();
    await expect(resolveFfmpegPath({ configuredPath: found })).resolves.toBe(found);
  });

  it('refuses an FFMPEG_PATH that does not run, naming the variable', async () => {
    const error = await resolveFfmpegPath({ configuredPath: '/nowhere/ffmpeg' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).message).toMatch(/^FFMPEG_PATH is \/nowhere\/ffmpeg, but that does not run/);
  });

  it('finds an ffmpeg that runs without configuration (system or bundled)', async () => {
    const path = await resolveFfmpegPath({});
    expect(execFileSync(path, ['-version']).toString()).toMatch(/^ffmpeg version/);
  });
});
