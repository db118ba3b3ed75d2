import { isStepCount, type ModelMessage, streamText } from 'ai';
import { IntelligenceError, toIntelligenceError } from '../shared/errors';
import {
  checkModelSettings,
  createLanguageModel,
  DEFAULT_CONTEXT_TOKENS,
  engineNameOf,
} from '../shared/model';
import { answerTokensFor } from '../shared/token-budget';
import type { AiSdkChatConfig } from './ai-sdk-chat';
import type { AssistantChat } from './assistant-chat';
import { buildAssistantPrompt } from './assistant-prompt';
import { assistantTools, createToolRunLog } from './assistant-tools';
import { chatErrorOf } from './chat-errors';
import { citedSources } from './cited-sources';
import type { ChatErrorEvent } from './meeting-chat';

/** Model calls per answer: a few lookups (search, read, CRM) and the answer itself. */
const MAX_STEPS = 6;
const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 3 * 60_000;

/**
 * The personal assistant backed by a language model through the AI SDK: `streamText` with the
 * assistant's tools, several steps (the model looks things up, then answers). Text is streamed as it
 * comes; each tool run is reported as `tool-call` then `tool-result` with its label; once the answer is
 * done, the sources it links (and the tools produced) follow as `citation` / `source` events.
 */
export function createAiSdkAssistant(config: AiSdkChatConfig): AssistantChat {
  const { provider, apiKey, baseUrl, model: modelId, fetch } = config;
  const model = createLanguageModel({ provider, apiKey, baseUrl, model: modelId, fetch });
  const engine = engineNameOf({ provider, model: modelId });
  const contextTokens = config.contextTokens ?? DEFAULT_CONTEXT_TOKENS[provider];
  const timeZone = config.timeZone ?? 'UTC';
  checkModelSettings({ what: `the ${engine} assistant`, contextTokens, timeZone });

  function failureOf(error: unknown): ChatErrorEvent {
    return chatErrorOf({
      error: toIntelligenceError({ error, prefix: `Cannot answer with ${engine}`, model: model.modelId }),
      isProviderFailure: !(error instanceof IntelligenceError),
    });
  }

  return {
    engine,
    async *answer({ messages, toolbox, meetingIds, now, caller, signal }) {
      if (signal.aborted) return;
      const stop = new AbortController();
      const forwardAbort = () => stop.abort(signal.reason);
      signal.addEventListener('abort', forwardAbort, { once: true });
      const log = createToolRunLog();
      let text = '';
      try {
        const prompt = buildAssistantPrompt({ messages, meetingIds, now, timeZone, caller, contextTokens });
        const result = streamText({
          model,
          instructions: prompt.instructions,
          messages: prompt.messages.map((turn): ModelMessage => ({ role: turn.role, content: turn.content })),
          tools: assistantTools({ toolbox, log, timeZone: caller?.timeZone ?? timeZone }),
          stopWhen: isStepCount(MAX_STEPS),
          maxOutputTokens: answerTokensFor(contextTokens),
          abortSignal: stop.signal,
          maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
          timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          temperature: config.temperature,
          onError: () => {},
        });
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text.length > 0) {
            text += part.text;
            yield { type: 'text', text: part.text };
          } else if (part.type === 'tool-call') {
            yield { type: 'tool-call', toolCallId: part.toolCallId, name: part.toolName, input: part.input };
          } else if (part.type === 'tool-result') {
            const summary = log.labels.get(part.toolCallId) ?? `Ran ${part.toolName}`;
            yield { type: 'tool-result', toolCallId: part.toolCallId, name: part.toolName, summary };
          } else if (part.type === 'tool-error') {
            // The model reads the failure and carries on; the UI shows that the lookup failed.
            yield {
              type: 'tool-result',
              toolCallId: part.toolCallId,
              name: part.toolName,
              summary: `Could not run ${part.toolName}`,
            };
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort') {
            return;
          }
        }
      } catch (error) {
        if (!signal.aborted) yield failureOf(error);
        return;
      } finally {
        signal.removeEventListener('abort', forwardAbort);
        stop.abort();
      }
      if (signal.aborted) return;
      if (text.trim() === '') {
        yield failureOf(
          new IntelligenceError({
            kind: 'invalid-output',
            isRetryable: true,
            message: 'The model sent an empty answer. Ask again; if it keeps happening, check AI_MODEL.',
          }),
        );
        return;
      }
      yield* citedSources({ text, log });
    },
  };
}
