import { describe, expect, it } from 'vitest';
import { meetingFileKind, meetingFileProblem, titleFromFilename } from './meeting-file';

const file = (name: string, { type = '', size = 10 }: { type?: string; size?: number } = {}) => ({
  name,
  type,
  size,
});

describe('meetingFileKind', () => {
  it.each(['call.vtt', 'call.SRT', 'zoom export.txt'])('sends %s as a transcript', (name) => {
    expect(meetingFileKind(file(name, { type: 'text/plain' }))).toBe('transcript');
  });

  it.each([
    ['call.mp3', 'audio/mpeg'],
    ['call.webm', 'video/webm'],
    ['call', 'audio/ogg'],
    ['notes.csv', 'text/csv'],
  ])('sends %s over tus, where the server judges anything that is not a transcript', (name, type) => {
    expect(meetingFileKind(file(name, { type }))).toBe('recording');
  });
});

describe('meetingFileProblem', () => {
  it('refuses Word files and names the formats to use instead', () => {
    expect(meetingFileProblem(file('Teams meeting.docx'))).toBe(
      'Teams meeting.docx cannot be read: export the transcript as .vtt, .srt or .txt and upload that file.',
    );
  });

  it('refuses transcripts over 20 MB before reading them', () => {
    expect(meetingFileProblem(file('long.vtt', { size: 20 * 1024 * 1024 + 1 }))).toMatch(/larger than 20 MB/);
    expect(meetingFileProblem(file('long.mp4', { size: 20 * 1024 * 1024 + 1 }))).toBeNull();
  });

  it('refuses empty files', () => {
    expect(meetingFileProblem(file('empty.srt', { size: 0 }))).toBe('empty.srt is empty.');
  });
});

describe('titleFromFilename', () => {
  it.each([
    ['Discovery call.vtt', 'Discovery call'],
    ['acme_demo_2026.mp3', 'acme demo 2026'],
    ['.hidden', '.hidden'],
    ['no-extension', 'no-extension'],
  ])('turns %s into %s', (name, title) => {
    expect(titleFromFilename(name)).toBe(title);
  });
});
