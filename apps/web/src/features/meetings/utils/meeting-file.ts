import { MAX_TRANSCRIPT_UPLOAD_BYTES } from '@ting/contracts';

/** Transcript files the server reads (WebVTT, SRT, text, including Zoom/Teams/Meet exports). */
export const TRANSCRIPT_EXTENSIONS = ['vtt', 'srt', 'txt'] as const;

/** The file input's `accept`: the picker offers these, though a user can still choose any file. */
export const MEETING_FILE_ACCEPT = [
  ...TRANSCRIPT_EXTENSIONS.map((extension) => `.${extension}`),
  'audio/*',
  'video/*',
].join(',');

export const SUPPORTED_FILES_TEXT =
  'Transcripts: .vtt, .srt or .txt (Zoom, Teams and Meet exports too), up to 20 MB. ' +
  'Recordings: any audio or video file, up to 4 GB. Word (.docx) and PDF files are not supported.';

/**
 * How a picked file is sent: transcripts as JSON to `POST /api/meetings`, recordings over tus. A file that
 * is neither by name nor type goes to tus as well, so the server's own 415 message explains the refusal.
 */
export type TMeetingFileKind = 'transcript' | 'recording';

const extensionOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
};

export const meetingFileKind = (file: Pick<File, 'name' | 'type'>): TMeetingFileKind => {
  const extension = extensionOf(file.name);
  if ((TRANSCRIPT_EXTENSIONS as readonly string[]).includes(extension)) return 'transcript';
  return 'recording';
};

/** Files refused before anything is sent, with the sentence to show; null when the file can go. */
export const meetingFileProblem = (file: Pick<File, 'name' | 'type' | 'size'>): string | null => {
  const extension = extensionOf(file.name);
  if (extension === 'docx' || extension === 'doc' || extension === 'pdf') {
    return `${file.name} cannot be read: export the transcript as .vtt, .srt or .txt and upload that file.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (meetingFileKind(file) === 'transcript' && file.size > MAX_TRANSCRIPT_UPLOAD_BYTES) {
    return `${file.name} is larger than 20 MB, the limit for transcript files.`;
  }
  return null;
};

/** The meeting title a file suggests: its name without the extension, separators read as spaces. */
export const titleFromFilename = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  const base = dot > 0 ? filename.slice(0, dot) : filename;
  return base.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
};
