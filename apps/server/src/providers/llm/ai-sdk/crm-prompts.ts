import type { CrmFieldToFill } from '../meeting-intelligence';
import { isMultiSelect } from '../shared/crm-values';
import { fieldId } from './crm-schemas';
import { type MeetingHeader, type PromptParts, ROLE, renderHeader, renderSource } from './prompts';

/** A value one part of a long meeting gave for a field, with its quote and when it was said. */
export type CrmCandidate = { value: string; quote: string; at: string };

const TYPE_RULES = [
  '- number: a plain number with units and words resolved ("thirty thousand euros" → 30000, "$9,000" → 9000,',
  '  "2.5k" → 2500, "1.2 million" → 1200000, "twenty seats" → 20 when the field counts seats). No currency sign.',
  '- date and datetime: YYYY-MM-DD. Resolve relative dates against the meeting date: "by Friday" is the coming',
  '  Friday, "end of next month" the last day of next month, "Q3" or "next quarter" the last day of that quarter.',
  '- bool: true or false only when it is said plainly ("the budget is approved" → true; "we don\'t have budget',
  '  yet" → false). A question, a hope or a condition ("if the budget is approved") is not an answer.',
  '- enumeration: one of the field\'s option values exactly as listed (for a field marked "several", a list of',
  '  them). Map what was said to an option by meaning only when it is unambiguous. Never make up an option.',
  '- phone_number: only a phone number said aloud.',
  "- text: short and factual, written as the field's instruction asks, with names and figures as said. For a",
  "  record's description or notes, a concise update of what was learnt that improves on the current value",
  '  rather than repeating it.',
].join('\n');

const SHARED_RULES = [
  '- Use only what the meeting says. When it says nothing clear about a field, answer null for its value and',
  '  quote: an empty field is better than a wrong one. A value the record already holds needs no answer.',
  TYPE_RULES,
  '- quote: the words of the transcript the value rests on, copied exactly, one or two sentences, without the',
  "  [mm:ss] time or the speaker's name.",
].join('\n');

function typeLabel(field: CrmFieldToFill): string {
  if (field.propertyName === null)
    return `text: the ${field.objectType}'s ${field.objectType === 'contact' ? 'notes' : 'description'}`;
  if (field.type === 'enumeration') return isMultiSelect(field) ? 'enumeration, several' : 'enumeration, one';
  return field.type === 'string' ? 'text' : field.type;
}

/** The fields to fill, each under its id, with everything the model needs to fill it. */
export function renderFields(fields: ReadonlyArray<CrmFieldToFill>): string {
  const blocks = fields.map((field, index) => {
    const lines = [`${fieldId(index)}: ${field.label} (${field.objectType}; ${typeLabel(field)})`];
    if (field.description.trim()) lines.push(`  Description: ${field.description.trim()}`);
    if (field.prompt.trim()) lines.push(`  Instruction: ${field.prompt.trim()}`);
    if (field.type === 'enumeration') {
      lines.push(
        `  Options (label → value): ${field.options.map((o) => `${o.label} → ${o.value}`).join('; ')}`,
      );
    }
    lines.push(`  Current value: ${field.currentValue?.trim() || '(empty)'}`);
    return lines.join('\n');
  });
  return `<fields>\n${blocks.join('\n')}\n</fields>`;
}

const ANSWER =
  'Answer with a JSON object: {"fields": {"f1": {"value": …, "quote": string | null}, …}}, one entry per field.';

/** The CRM values from a whole transcript, or from one part of a long one (`partLabel`). */
export function buildCrmFillPrompt(options: {
  header: MeetingHeader;
  fields: ReadonlyArray<CrmFieldToFill>;
  transcript: string;
  /** e.g. `Part 2 of 5, 10:02 to 20:15`; absent for a whole transcript. */
  partLabel?: string;
}): PromptParts {
  const instructions = [
    ROLE,
    "You fill CRM fields from what was said in a meeting: a value of each field's type, and the quote it rests on.",
    ...(options.partLabel
      ? ['You read one part of a long meeting; answer from this part only. Other parts are read separately.']
      : []),
    SHARED_RULES,
    'The transcript is in <transcript>, one line per utterance: [mm:ss] Speaker: text. The fields are in <fields>.',
    ANSWER,
  ].join('\n');
  const prompt = [
    renderHeader(options.header),
    ...(options.partLabel ? [`This is ${options.partLabel}.`] : []),
    renderFields(options.fields),
    renderSource({ kind: 'transcript', text: options.transcript }),
  ].join('\n\n');
  return { instructions, prompt };
}

/** Reduce step: choose per field among the values the parts of a long meeting gave. */
export function buildCrmReducePrompt(options: {
  header: MeetingHeader;
  fields: ReadonlyArray<CrmFieldToFill>;
  candidates: ReadonlyArray<ReadonlyArray<CrmCandidate>>;
}): PromptParts {
  const instructions = [
    ROLE,
    'A long meeting was read in parts, and each part proposed values for CRM fields. For each field, choose the',
    'value the meeting supports best, or null when the candidates contradict each other and the meeting does not',
    'settle it. When the meeting changed its mind, the later statement wins. For a text field you may combine the',
    'candidates into one short text.',
    SHARED_RULES,
    '- quote: copy the quote of the candidate your value rests on, exactly.',
    'The candidates are in <candidates>, under the id of their field, each with the [mm:ss] time it was said.',
    ANSWER,
  ].join('\n');
  const rendered = options.fields.map((_field, index) => {
    const lines = (options.candidates[index] ?? []).map(
      (candidate) => `  - [${candidate.at}] value: ${candidate.value} — quote: "${candidate.quote}"`,
    );
    return [`${fieldId(index)}:`, ...lines].join('\n');
  });
  const prompt = [
    renderHeader(options.header),
    renderFields(options.fields),
    `<candidates>\n${rendered.join('\n')}\n</candidates>`,
  ].join('\n\n');
  return { instructions, prompt };
}
