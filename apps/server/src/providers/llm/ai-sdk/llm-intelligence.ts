import type { z } from 'zod';
import type { MeetingContext, MeetingIntelligence } from '../meeting-intelligence';
import { toIntelligenceError } from '../shared/errors';
import { type AiSdkLanguageModel, checkModelSettings } from '../shared/model';
import { contentBudget, estimateTokens, fitsContext } from '../shared/token-budget';
import { meetingDayOf, renderTranscript } from '../shared/transcript-format';
import { fillCrmFieldsWithModel } from './crm-fill';
import { runMapReduce, splitIntoWindows } from './map-reduce';
import { normaliseActionItems } from './normalise';
import { partLabel } from './notes-format';
import {
  buildActionItemsPrompt,
  buildMergeNotesPrompt,
  buildPartNotesPrompt,
  buildSummaryPrompt,
  type MeetingHeader,
  type MeetingSource,
  type MeetingTask,
  type PromptParts,
} from './prompts';
import { OUTPUT_NAMES, ZActionItemsAnswerSchema, ZMeetingNotesSchema, ZSummaryAnswerSchema } from './schemas';
import { generateStructured, type StructuredCallSettings } from './structured-call';

export type LlmIntelligenceOptions = {
  model: AiSdkLanguageModel;
  /** Stored with every output, e.g. `openai:gpt-4.1-mini`. */
  engineName: string;
  /** The model's context window in tokens; longer transcripts are map-reduced to fit. */
  contextTokens: number;
  /** Retries of a failed HTTP call (429, 5xx, network) with exponential backoff. Default 2. */
  maxRetries?: number;
  /** Further attempts when the answer is not the requested JSON. Default 2. */
  outputRetries?: number;
  /** Per model call, retries included. Default 5 minutes (local models on a CPU are slow). */
  timeoutMs?: number;
  /** Where meetings take place, for the meeting date that relative due dates resolve against. Default UTC. */
  timeZone?: string;
  /** Map calls in flight at once. Default 2. */
  mapConcurrency?: number;
  /** Sampling temperature; the provider's default when unset. */
  temperature?: number;
};

const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_OUTPUT_RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
const DEFAULT_MAP_CONCURRENCY = 2;

/** The summary when there is nothing to summarise; no model is asked. */
export const EMPTY_TRANSCRIPT_SUMMARY = '_The meeting has no transcript, so there is nothing to summarise._';

/** Sizes prompts for budgets: a long part label and no content. */
const SAMPLE_PART_LABEL = 'Parts 999 to 999 of 999, 99:59:59 to 99:59:59';

type TaskSpec<SCHEMA extends z.ZodType> = {
  task: MeetingTask;
  /** Completes `Cannot … meeting "title" with engine`. */
  verb: string;
  schema: SCHEMA;
  outputName: string;
  buildPrompt: (options: { header: MeetingHeader; userPrompt: string; source: MeetingSource }) => PromptParts;
};

const SUMMARY_TASK: TaskSpec<typeof ZSummaryAnswerSchema> = {
  task: 'summary',
  verb: 'summarise',
  schema: ZSummaryAnswerSchema,
  outputName: OUTPUT_NAMES.summary,
  buildPrompt: buildSummaryPrompt,
};

const ACTION_ITEMS_TASK: TaskSpec<typeof ZActionItemsAnswerSchema> = {
  task: 'actionItems',
  verb: 'extract action items from',
  schema: ZActionItemsAnswerSchema,
  outputName: OUTPUT_NAMES.actionItems,
  buildPrompt: buildActionItemsPrompt,
};

function promptTokens(prompt: PromptParts): number {
  return estimateTokens(prompt.instructions) + estimateTokens(prompt.prompt);
}

/**
 * `MeetingIntelligence` backed by a language model through the AI SDK. Each answer is structured
 * output validated with zod (`schemas.ts`); action items are then deduplicated and their due dates
 * normalised; CRM values are checked by type and by quote (`crm-fill.ts`). A transcript that fits the context goes to the model in one call; a longer one is
 * map-reduced (`map-reduce.ts`). Failures are thrown as `IntelligenceError`.
 */
export function createLlmIntelligence(options: LlmIntelligenceOptions): MeetingIntelligence {
  checkModelSettings({
    what: `the ${options.engineName} meeting engine`,
    contextTokens: options.contextTokens,
    timeZone: options.timeZone ?? 'UTC',
  });
  const { contextTokens, engineName } = options;
  const timeZone = options.timeZone ?? 'UTC';
  const concurrency = options.mapConcurrency ?? DEFAULT_MAP_CONCURRENCY;
  const settings: StructuredCallSettings = {
    model: options.model,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    outputRetries: options.outputRetries ?? DEFAULT_OUTPUT_RETRIES,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    temperature: options.temperature,
  };

  async function answer<SCHEMA extends z.ZodType>(
    spec: TaskSpec<SCHEMA>,
    input: MeetingContext & { prompt: string },
  ): Promise<z.output<SCHEMA>> {
    const header: MeetingHeader = {
      title: input.title,
      day: meetingDayOf({ startedAt: input.startedAt, timeZone }),
      participants: input.participants,
    };
    const userPrompt = input.prompt;
    const ask = (prompt: PromptParts) =>
      generateStructured<z.output<SCHEMA>>({ settings, schema: spec.schema, name: spec.outputName, prompt });

    const direct = spec.buildPrompt({
      header,
      userPrompt,
      source: { kind: 'transcript', text: renderTranscript(input.segments) },
    });
    if (fitsContext({ promptTokens: promptTokens(direct), contextTokens })) return ask(direct);

    const sizeOf = (prompt: PromptParts) => promptTokens(prompt);
    const windowTokens = contentBudget({
      contextTokens,
      overheadTokens: sizeOf(
        buildPartNotesPrompt({
          header,
          task: spec.task,
          userPrompt,
          partLabel: SAMPLE_PART_LABEL,
          transcript: '',
        }),
      ),
    });
    return runMapReduce({
      windows: splitIntoWindows({ segments: input.segments, windowTokens }),
      contextTokens,
      concurrency,
      isActionItemsOnly: spec.task === 'actionItems',
      reduceOverheadTokens: sizeOf(
        spec.buildPrompt({ header, userPrompt, source: { kind: 'notes', text: '' } }),
      ),
      mergeOverheadTokens: sizeOf(buildMergeNotesPrompt({ header, task: spec.task, userPrompt, notes: '' })),
      takeNotes: ({ segments, part }) =>
        generateStructured({
          settings,
          schema: ZMeetingNotesSchema,
          name: OUTPUT_NAMES.notes,
          prompt: buildPartNotesPrompt({
            header,
            task: spec.task,
            userPrompt,
            partLabel: partLabel(part),
            transcript: renderTranscript(segments),
          }),
        }),
      mergeNotes: ({ renderedNotes }) =>
        generateStructured({
          settings,
          schema: ZMeetingNotesSchema,
          name: OUTPUT_NAMES.notes,
          prompt: buildMergeNotesPrompt({ header, task: spec.task, userPrompt, notes: renderedNotes }),
        }),
      reduce: ({ renderedNotes }) =>
        ask(spec.buildPrompt({ header, userPrompt, source: { kind: 'notes', text: renderedNotes } })),
    });
  }

  async function run<SCHEMA extends z.ZodType>(
    spec: TaskSpec<SCHEMA>,
    input: MeetingContext & { prompt: string },
  ): Promise<z.output<SCHEMA>> {
    try {
      return await answer(spec, input);
    } catch (error) {
      throw toIntelligenceError({
        error,
        prefix: `Cannot ${spec.verb} meeting "${input.title}" with ${engineName}`,
        model: options.model.modelId,
      });
    }
  }

  const hasTranscript = (input: MeetingContext) =>
    input.segments.some((segment) => segment.text.trim().length > 0);

  return {
    engine: engineName,
    async summarise(input) {
      if (!hasTranscript(input)) return { markdown: EMPTY_TRANSCRIPT_SUMMARY };
      const { markdown } = await run(SUMMARY_TASK, input);
      return { markdown: markdown.trim() };
    },
    async extractActionItems(input) {
      if (!hasTranscript(input)) return { items: [] };
      const { items } = await run(ACTION_ITEMS_TASK, input);
      return { items: normaliseActionItems(items) };
    },
    async fillCrmFields(input) {
      try {
        const proposals = await fillCrmFieldsWithModel({
          settings,
          contextTokens,
          concurrency,
          header: {
            title: input.title,
            day: meetingDayOf({ startedAt: input.startedAt, timeZone }),
            participants: input.participants,
          },
          segments: input.segments,
          fields: input.fields,
        });
        return { proposals };
      } catch (error) {
        throw toIntelligenceError({
          error,
          prefix: `Cannot fill CRM fields from meeting "${input.title}" with ${engineName}`,
          model: options.model.modelId,
        });
      }
    },
  };
}
