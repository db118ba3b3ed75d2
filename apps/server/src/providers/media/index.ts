export { type ResolveFfmpegPathOptions, resolveFfmpegPath } from './ffmpeg-path';
export { MediaError, type MediaErrorCode } from './media-error';
export { NORMALISED_AUDIO, type NormaliseAudioOptions, normaliseAudio } from './normalise-audio';
export {
  type ChunkSpan,
  chooseChunks,
  detectSilences,
  type ExtractChunkOptions,
  extractChunk,
  type PlanChunksOptions,
  planChunks,
  type Silence,
} from './silence-split';
export { parseWavHeader, type WavInfo } from './wav-header';
