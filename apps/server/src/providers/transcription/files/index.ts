export {
  type DetectTranscriptFormatOptions,
  detectTranscriptFormat,
  TRANSCRIPT_FILE_FORMAT_LABELS,
  type TranscriptFileFormat,
} from './detect-transcript-format';
export {
  type FormatTranscriptOptions,
  formatTranscript,
  type TranscriptExportFormat,
} from './format-transcript';
export {
  checkTranscriptFile,
  MAX_TRANSCRIPT_FILE_BYTES,
  type ParsedTranscriptFile,
  type ParseTranscriptFileOptions,
  parseTranscriptFile,
} from './parse-transcript-file';
export { TranscriptParseError, type TranscriptParseErrorReason } from './transcript-parse-error';
