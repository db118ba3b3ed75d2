import { type ModelMessage, streamText } from 'ai';
import { IntelligenceError, toIntelligenceError } from '../shared/errors';
import {
  checkModelSettings,
  createLanguageModel,
  DEFAULT_CONTEXT_TOKENS,
  engineNameOf,
  type LanguageModelConfig,
} from '../shared/model';
import { answerTokensFor } from '../shared/token-budget';
import { chatErrorOf } from './chat-errors';
import { buildChatPrompt } from './chat-prompt';
import { questionOf, titleOf } from './chat-turns';
import type { ChatErrorEvent, ChatMeeting, MeetingChat } from './meeting-chat';

export type AiSdkChatConfig = LanguageModelConfig & {
  /** The model's context window in tokens. Defaults to `DEFAULT_CONTEXT_TOKENS[provider]`. */
  contextTokens?: number;
  /** Retries of a failed HTTP call (429, 5xx, network) before the first chunk. Default 2. */
  maxRetries?: number;
  /** For the whole answer, retries included. Default 3 minutes (local models on a CPU are slow). */
  timeoutMs?: number;
  /** Where meetings take place, for the meeting dates the model reads. Default UTC. */
  timeZone?: string;
  /** Sampling temperature; the provider's default when unset. */
  temperature?: number;
};

const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 3 * 60_000;

function subjectOf(meetings: ChatMeeting[]): string {
  return meetings.length === 1 ? `"${titleOf(meetings[0]!)}"` : `${meetings.length} meetings`;
}

/**
 * The meeting chat backed by a language model through the AI SDK (`streamText`): the model reads
 * the meetings (header, summary, action items, and the transcript whole when it fits the context,
 * else the passages that match the question) and the conversation, and its answer is streamed as
 * it comes. Failures end the stream with an `error` event (`chat-errors.ts`); the model is built (and its
 * settings checked) here, so a wrong configuration fails at start-up.
 */
export function createAiSdkChat(config: AiSdkChatConfig): MeetingChat {
  const { provider, apiKey, baseUrl, model: modelId, fetch } = config;
  const model = createLanguageModel({ provider, apiKey, baseUrl, model: modelId, fetch });
  const engine = engineNameOf({ provider, model: modelId });
  const contextTokens = config.contextTokens ?? DEFAULT_CONTEXT_TOKENS[provider];
  const timeZone = config.timeZone ?? 'UTC';
  checkModelSettings({ what: `the ${engine} meeting chat`, contextTokens, timeZone });

  /** A failure while answering, as the event the user sees; the detailed error rides along for the log. */
  function failureOf(options: { error: unknown; meetings: ChatMeeting[] }): ChatErrorEvent {
    const prefix = `Cannot answer about ${subjectOf(options.meetings)} with ${engine}`;
    return chatErrorOf({
      error: toIntelligenceError({ error: options.error, prefix, model: model.modelId }),
      // Our own refusals are `IntelligenceError`s already; anything else came from the AI SDK.
      isProviderFailure: !(options.error instanceof IntelligenceError),
    });
  }

  return {
    engine,
    async *answer({ meetings, messages, transcriptMatches, caller, now, signal }) {
      // Also cancels the model call when the caller stops reading before the answer is done.
      const stop = new AbortController();
      const forwardAbort = () => stop.abort(signal.reason);
      if (signal.aborted) return;
      signal.addEventListener('abort', forwardAbort, { once: true });
      let hasText = false;
      try {
        const query = questionOf(messages);
        const prompt = buildChatPrompt({
          meetings,
          messages,
          query,
          transcriptMatches,
          contextTokens,
          timeZone,
          asking: caller ? { caller, now: now ?? new Date() } : undefined,
        });
        const result = streamText({
          model,
          instructions: prompt.instructions,
          messages: prompt.messages.map((turn): ModelMessage => ({ role: turn.role, content: turn.content })),
          // The room the prompt leaves for the answer (see `buildChatPrompt`).
          maxOutputTokens: answerTokensFor(contextTokens),
          abortSignal: stop.signal,
          maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
          timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          temperature: config.temperature,
          // Failures arrive as `error` parts below; the default handler would only log them.
          onError: () => {},
        });
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text.length > 0) {
            hasText = true;
            yield { type: 'text', text: part.text };
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort') {
            return;
          }
          // No tools are given, so no tool parts come; the assistant's engine maps them to events.
        }
      } catch (error) {
        if (!signal.aborted) yield failureOf({ error, meetings });
        return;
      } finally {
        signal.removeEventListener('abort', forwardAbort);
        stop.abort();
      }
      if (!hasText && !signal.aborted) {
        const error = new IntelligenceError({
          kind: 'invalid-output',
          isRetryable: true,
          message: 'The model sent an empty answer. Ask again; if it keeps happening, check AI_MODEL.',
        });
        yield failureOf({ error, meetings });
      }
    },
  };
}
