export {
  createOpenAiCompatibleClient,
  type OpenAiCompatibleClient,
  type OpenAiCompatibleClientOptions,
} from './client';
export { TranscriptionError, type TranscriptionErrorCode } from './errors';
export {
  createOpenAiCompatibleTranscriber,
  OPENAI_COMPATIBLE_ENGINE_PREFIX,
  type OpenAiCompatibleTranscriberOptions,
} from './openai-compatible.transcriber';
