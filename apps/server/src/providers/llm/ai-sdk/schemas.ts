import { z } from 'zod';

/*
 * What the model must answer, one schema per task. The AI SDK turns each into the provider's
 * structured-output format (a JSON schema) and validates the answer against it.
 *
 * Length and format limits are refinements, not `.min()` or `.regex()`: strict JSON-schema modes
 * (OpenAI) reject some keywords, and a due date the model wrote as "next Friday" should become null,
 * not fail the whole answer. Due dates are normalised after validation (see `normalise.ts`).
 */

const nonBlank = (value: string) => value.trim().length > 0;

const ZTimestamp = z
  .string()
  .describe('Where in the transcript this comes from: the [mm:ss] timestamp of the line, without brackets');

const ZOwner = z
  .string()
  .nullable()
  .describe('Who is responsible, as named in the meeting; null when nobody was named');

const ZDueDate = z
  .string()
  .nullable()
  .describe(
    'Due date as YYYY-MM-DD, relative dates resolved against the meeting date; null when none was stated',
  );

export const ZSummaryAnswerSchema = z.object({
  markdown: z.string().refine(nonBlank, 'The summary is empty').describe('The summary, in Markdown'),
});
export type TSummaryAnswer = z.infer<typeof ZSummaryAnswerSchema>;

export const ZActionItemAnswerSchema = z.object({
  text: z.string().refine(nonBlank, 'An action item has no text').describe('The task, as a short sentence'),
  owner: ZOwner,
  dueDate: ZDueDate,
});

export const ZActionItemsAnswerSchema = z.object({
  items: z.array(ZActionItemAnswerSchema).describe('Every action item, in the order they came up'),
});
export type TActionItemsAnswer = z.infer<typeof ZActionItemsAnswerSchema>;

const ZNote = z.object({ at: ZTimestamp, text: z.string() });

/** Notes on one part of a long meeting (the map step), or on several merged parts. */
export const ZMeetingNotesSchema = z.object({
  keyPoints: z.array(ZNote).describe('Facts, needs, objections, figures, names and open questions, in order'),
  decisions: z.array(ZNote).describe('What was agreed or decided'),
  actionItems: z
    .array(ZActionItemAnswerSchema.extend({ at: ZTimestamp }))
    .describe('Tasks somebody committed to or was asked to do'),
});
export type TMeetingNotes = z.infer<typeof ZMeetingNotesSchema>;

/** The name each schema travels under (OpenAI `json_schema.name`, Anthropic tool name). */
export const OUTPUT_NAMES = {
  summary: 'meeting_summary',
  actionItems: 'action_items',
  notes: 'meeting_notes',
} as const;
