import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { parseRecordingMetadata } from './recording-metadata';

describe('parseRecordingMetadata', () => {
  it('reads the fields a recording upload sends, empty ones as absent', () => {
    expect(
      parseRecordingMetadata({
        filename: ' call.webm ',
        filetype: 'audio/webm;codecs=opus',
        title: '',
        started_at: '2026-03-02T10:00:00.000Z',
        participants: 'Dana@Initech.test, sam@acme.test',
        meeting_id: null,
        user_id: 'ignored',
      }),
    ).toEqual({
      filename: 'call.webm',
      filetype: 'audio/webm;codecs=opus',
      started_at: '2026-03-02T10:00:00.000Z',
      participants: ['dana@initech.test', 'sam@acme.test'],
    });
  });

  it('refuses NUL, lone surrogates, bad dates and ids with a VALIDATION_ERROR naming the field', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{}, /filename: the file name is required/],
      [{ filename: 'a.mp3', title: 'x\u0000y' }, /title: must not contain NUL/],
      [
        { filename: 'a.mp3', title: 'x\ud800y' },
        /title: must not contain NUL characters or unpaired surrogates/,
      ],
      [{ filename: 'a.mp3', started_at: '0000-01-01T00:00:00Z' }, /started_at/],
      [{ filename: 'a.mp3', participants: 'not-an-email' }, /participants/],
      [{ filename: 'a.mp3', meeting_id: '-'.repeat(36) }, /meeting_id: must be the id of a meeting/],
    ];
    for (const [metadata, message] of cases) {
      let thrown: unknown;
      try {
        parseRecordingMetadata(metadata);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(metadata)).toBeInstanceOf(AppError);
      expect((thrown as AppError).code).toBe('VALIDATION_ERROR');
      expect((thrown as AppError).message).toMatch(message);
    }
  });
});
