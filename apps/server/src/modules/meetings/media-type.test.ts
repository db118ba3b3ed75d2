import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { wavHeader } from '../../providers/media/test-support/ffmpeg-fixtures';
import { detectRecording, NotARecordingError, recordingTypeOf, servedMediaType } from './media-type';

/** The EBML header of a WebM file: enough for its type, no need for a whole recording. */
const WEBM_HEADER = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102',
  'hex',
);

describe('recordingTypeOf', () => {
  it('takes the type from the bytes, whatever the client declared', () => {
    expect(
      recordingTypeOf({ detected: { ext: 'mp3', mime: 'audio/mpeg' }, declaredType: 'text/html' }),
    ).toEqual({ contentType: 'audio/mpeg', extension: 'mp3' });
    expect(
      recordingTypeOf({ detected: { ext: 'wav', mime: 'audio/wav' }, declaredType: 'video/mp4' }),
    ).toEqual({
      contentType: 'audio/wav',
      extension: 'wav',
    });
  });

  it('keeps audio for a container of either kind when the client declared audio of that family', () => {
    const webm = { ext: 'webm', mime: 'video/webm' } as const;
    expect(recordingTypeOf({ detected: webm, declaredType: 'audio/webm;codecs=opus' })?.contentType).toBe(
      'audio/webm',
    );
    expect(recordingTypeOf({ detected: webm, declaredType: 'audio/mp4' })?.contentType).toBe('video/webm');
    expect(recordingTypeOf({ detected: webm, declaredType: null })?.contentType).toBe('video/webm');
    expect(
      recordingTypeOf({ detected: { ext: 'mp4', mime: 'video/mp4' }, declaredType: 'audio/mp4' })
        ?.contentType,
    ).toBe('audio/mp4');
    expect(
      recordingTypeOf({
        detected: { ext: 'ogg', mime: 'audio/ogg; codecs=opus' },
        declaredType: 'text/html',
      }),
    ).toEqual({ contentType: 'audio/ogg', extension: 'ogg' });
  });

  it('refuses anything that is not audio or video, and what could not be detected', () => {
    expect(recordingTypeOf({ detected: undefined, declaredType: 'audio/mpeg' })).toBeNull();
    expect(
      recordingTypeOf({ detected: { ext: 'png', mime: 'image/png' }, declaredType: 'audio/mpeg' }),
    ).toBeNull();
    expect(
      recordingTypeOf({ detected: { ext: 'ogx', mime: 'application/ogg' }, declaredType: 'text/html' }),
    ).toBeNull();
  });
});

describe('detectRecording', () => {
  it('passes every byte of a recording through, with its detected type', async () => {
    const wav = Buffer.concat([wavHeader({ dataBytes: 200_000 }), Buffer.alloc(200_000, 1)]);
    const detected = await detectRecording({ body: Readable.from([wav]), declaredType: 'text/html' });
    expect(detected).toMatchObject({ contentType: 'audio/wav', extension: 'wav' });
    expect((await buffer(detected.body)).equals(wav)).toBe(true);

    const webm = Buffer.concat([WEBM_HEADER, Buffer.alloc(100_000, 3)]);
    const recorded = await detectRecording({ body: Readable.from([webm]), declaredType: 'audio/webm' });
    expect(recorded).toMatchObject({ contentType: 'audio/webm', extension: 'webm' });
    expect((await buffer(recorded.body)).length).toBe(webm.length);
  });

  it('refuses HTML with an audio name or type, and releases its stream', async () => {
    const body = Readable.from([Buffer.from('<!doctype html><script>alert(document.domain)</script>')]);
    await expect(detectRecording({ body, declaredType: 'audio/mpeg' })).rejects.toBeInstanceOf(
      NotARecordingError,
    );
    expect(body.destroyed).toBe(true);
  });
});

describe('servedMediaType', () => {
  it('serves audio and video as themselves, without parameters', () => {
    expect(servedMediaType('audio/webm;codecs=opus')).toEqual({
      contentType: 'audio/webm',
      isPlayable: true,
    });
    expect(servedMediaType('Video/MP4')).toEqual({ contentType: 'video/mp4', isPlayable: true });
  });

  it('serves everything else as an inert download', () => {
    for (const stored of [
      'text/html',
      'application/javascript',
      'image/svg+xml',
      'audio/<script>',
      null,
      '',
    ]) {
      expect(servedMediaType(stored)).toEqual({ contentType: 'application/octet-stream', isPlayable: false });
    }
  });
});
