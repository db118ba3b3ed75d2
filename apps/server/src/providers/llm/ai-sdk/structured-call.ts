import { type FlexibleSchema, generateText, Output } from 'ai';
import { isOutputError } from '../shared/errors';
import type { AiSdkLanguageModel } from '../shared/model';
import { OUTPUT_RETRY_REMINDER, type PromptParts } from './prompts';

export type StructuredCallSettings = {
  model: AiSdkLanguageModel;
  /** Retries of failed HTTP calls (429, 5xx, network), done by the AI SDK with backoff. */
  maxRetries: number;
  /** Further attempts when the answer is not valid JSON for the schema. */
  outputRetries: number;
  /** Per model call, retries included. */
  timeoutMs: number;
  temperature: number | undefined;
};

/**
 * One structured-output call: `generateText` with `output: Output.object({ schema })`, the AI SDK 7
 * way (it replaced `generateObject`). The SDK sends the schema (zod, or JSON schema with a validator) as the provider's structured-output
 * format and validates the answer with it. The SDK does not retry an answer that fails validation,
 * so this asks again, `outputRetries` times, with a reminder to answer with the JSON only.
 *
 * Errors are the SDK's; the caller maps them (see `toIntelligenceError`).
 */
export async function generateStructured<OUTPUT>(options: {
  settings: StructuredCallSettings;
  schema: FlexibleSchema<OUTPUT>;
  /** Travels as OpenAI's `json_schema.name` or Anthropic's tool name. */
  name: string;
  prompt: PromptParts;
}): Promise<OUTPUT> {
  const { settings, schema, name, prompt } = options;
  for (let attempt = 0; ; attempt += 1) {
    const instructions =
      attempt === 0 ? prompt.instructions : `${prompt.instructions}\n\n${OUTPUT_RETRY_REMINDER}`;
    try {
      const result = await generateText({
        model: settings.model,
        instructions,
        prompt: prompt.prompt,
        output: Output.object({ schema, name }),
        maxRetries: settings.maxRetries,
        timeout: settings.timeoutMs,
        temperature: settings.temperature,
      });
      return result.output as OUTPUT;
    } catch (error) {
      if (attempt < settings.outputRetries && isOutputError(error)) continue;
      throw error;
    }
  }
}
