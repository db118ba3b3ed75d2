export { IntelligenceError, type IntelligenceErrorKind } from '../shared/errors';
export {
  type AiSdkLanguageModel,
  createLanguageModel,
  DEFAULT_CONTEXT_TOKENS,
  engineNameOf,
  type LanguageModelConfig,
  LLM_PROVIDERS,
  type LlmProvider,
} from '../shared/model';
export { type AiSdkIntelligenceConfig, createAiSdkIntelligence } from './ai-sdk-intelligence';
export {
  createLlmIntelligence,
  EMPTY_TRANSCRIPT_SUMMARY,
  type LlmIntelligenceOptions,
} from './llm-intelligence';
export { PROMPT_VERSION } from './prompts';
