import type { MeetingIntelligence } from '../meeting-intelligence';
import {
  createLanguageModel,
  DEFAULT_CONTEXT_TOKENS,
  engineNameOf,
  type LanguageModelConfig,
} from '../shared/model';
import { createLlmIntelligence, type LlmIntelligenceOptions } from './llm-intelligence';

export type AiSdkIntelligenceConfig = LanguageModelConfig &
  Omit<LlmIntelligenceOptions, 'model' | 'engineName' | 'contextTokens'> & {
    /** Defaults to `DEFAULT_CONTEXT_TOKENS[provider]`. */
    contextTokens?: number;
  };

/**
 * The LLM-backed engine from the product's AI settings (AI_PROVIDER, AI_API_KEY, AI_BASE_URL,
 * AI_MODEL, AI_CONTEXT_TOKENS). Throws `IntelligenceError` (kind `configuration`) when they do
 * not add up.
 */
export function createAiSdkIntelligence(config: AiSdkIntelligenceConfig): MeetingIntelligence {
  const { provider, apiKey, baseUrl, model, fetch, contextTokens, ...options } = config;
  return createLlmIntelligence({
    ...options,
    model: createLanguageModel({ provider, apiKey, baseUrl, model, fetch }),
    engineName: engineNameOf({ provider, model }),
    contextTokens: contextTokens ?? DEFAULT_CONTEXT_TOKENS[provider],
  });
}
