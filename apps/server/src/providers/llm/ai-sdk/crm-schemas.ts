import { jsonSchema, type Schema, zodSchema } from 'ai';
import { z } from 'zod';
import type { CrmFieldToFill } from '../meeting-intelligence';
import { isMultiSelect } from '../shared/crm-values';

/*
 * What the model answers for CRM fields: one entry per field (`f1`, `f2`… in the order of the
 * fields block of the prompt), each a value of the field's type or null, and the quote it rests on.
 *
 * The model is sent the strict schema (an enumeration's values as an enum, a number as a number),
 * which providers with structured output enforce. The answer is then read leniently: one field the
 * model got wrong (an option that does not exist, "thirty" in a number) must not cost the others,
 * so each entry is passed on as given and checked by `normaliseCrmValue` and the quote index.
 */

/** One field's entry as read from the answer: anything the model gave, checked afterwards. */
export type CrmAnswerEntry = { value: unknown; quote: string | null };
export type CrmAnswer = { fields: Record<string, CrmAnswerEntry> };

/** The id of the field at `index` in a prompt and its schema. */
export function fieldId(index: number): string {
  return `f${index + 1}`;
}

const QUOTE_DESCRIPTION =
  'The words of the transcript the value rests on, copied exactly (one or two sentences, without the ' +
  'timestamp or speaker); null when value is null';

function valueSchema(field: CrmFieldToFill): z.ZodType {
  switch (field.type) {
    case 'number':
      return z
        .number()
        .nullable()
        .describe(
          'A plain number, words and units resolved ("thirty thousand euros" → 30000); null when not said',
        );
    case 'date':
    case 'datetime':
      return z
        .string()
        .nullable()
        .describe(
          'The day as YYYY-MM-DD, relative dates resolved against the meeting date; null when not said',
        );
    case 'bool':
      return z
        .boolean()
        .nullable()
        .describe('true or false, only when the meeting says so clearly; else null');
    case 'enumeration': {
      const values = [...new Set(field.options.map((option) => option.value))] as [string, ...string[]];
      const option = z.enum(values);
      return isMultiSelect(field)
        ? z.array(option).nullable().describe('Every option value the meeting clearly names; null when none')
        : option.nullable().describe('The one option value the meeting clearly names; null when none');
    }
    case 'phone_number':
      return z.string().nullable().describe('A phone number, only when one is said aloud; else null');
    default:
      return z
        .string()
        .nullable()
        .describe(
          'Short, factual text for the field, as its instruction asks; null when the meeting says nothing',
        );
  }
}

function lenientEntry(entry: unknown): CrmAnswerEntry {
  if (typeof entry !== 'object' || entry === null) return { value: null, quote: null };
  const { value, quote } = entry as { value?: unknown; quote?: unknown };
  return { value: value ?? null, quote: typeof quote === 'string' ? quote : null };
}

/**
 * The answer schema for `fields`: strict for the model, lenient when read (an answer fails only
 * when it is not `{"fields": {...}}` at all, which makes the call ask again).
 */
export function crmAnswerSchema(fields: ReadonlyArray<CrmFieldToFill>): Schema<CrmAnswer> {
  const entries = Object.fromEntries(
    fields.map((field, index) => [
      fieldId(index),
      z
        .object({ value: valueSchema(field), quote: z.string().nullable().describe(QUOTE_DESCRIPTION) })
        .describe(`${field.label} (${field.objectType})`),
    ]),
  );
  const strict = z.object({
    fields: z.object(entries).describe('One entry per field of <fields>, by its id'),
  });
  return jsonSchema<CrmAnswer>(zodSchema(strict).jsonSchema, {
    validate: (answer) => {
      const raw = (answer as { fields?: unknown } | null)?.fields;
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return { success: false, error: new Error('The answer has no "fields" object') };
      }
      const read: Record<string, CrmAnswerEntry> = {};
      fields.forEach((_field, index) => {
        read[fieldId(index)] = lenientEntry((raw as Record<string, unknown>)[fieldId(index)]);
      });
      return { success: true, value: { fields: read } };
    },
  });
}

/** The name the CRM answer travels under (OpenAI `json_schema.name`, Anthropic tool name). */
export const CRM_OUTPUT_NAME = 'crm_fields';
