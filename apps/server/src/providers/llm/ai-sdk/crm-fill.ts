import type { TranscriptSegment } from '../../transcription/transcript-segment';
import type { CrmFieldProposal, CrmFieldToFill } from '../meeting-intelligence';
import { createQuoteIndex, type QuoteIndex } from '../shared/crm-quotes';
import { isFillable, normaliseCrmValue, type RawCrmValue } from '../shared/crm-values';
import { contentBudget, estimateTokens, fitsContext } from '../shared/token-budget';
import { formatTimestamp, renderTranscript } from '../shared/transcript-format';
import { buildCrmFillPrompt, buildCrmReducePrompt, type CrmCandidate } from './crm-prompts';
import {
  CRM_OUTPUT_NAME,
  type CrmAnswer,
  type CrmAnswerEntry,
  crmAnswerSchema,
  fieldId,
} from './crm-schemas';
import { groupToFit, mapWithConcurrency, splitIntoWindows } from './map-reduce';
import { partLabel } from './notes-format';
import type { MeetingHeader, PromptParts } from './prompts';
import { generateStructured, type StructuredCallSettings } from './structured-call';

/*
 * CRM values with a language model. A transcript that fits the context is read in one call; a
 * longer one in windows (map: candidate values per window), then one reduce call chooses among
 * the candidates of the fields whose windows disagree. Every value the model gives passes the same
 * checks as the offline engine's (`normaliseCrmValue`), and its quote must be found in the
 * transcript; what fails is dropped, never written.
 */

const SAMPLE_PART_LABEL = 'Parts 999 to 999 of 999, 99:59:59 to 99:59:59';
/** Per field, the distinct candidates a reduce call sees at most (the first said first). */
const MAX_CANDIDATES = 8;
const MAX_CANDIDATE_QUOTE_CHARS = 400;

type Accepted = { value: string; quote: string; startMs: number };

export type CrmFillOptions = {
  settings: StructuredCallSettings;
  contextTokens: number;
  concurrency: number;
  header: MeetingHeader;
  segments: TranscriptSegment[];
  fields: ReadonlyArray<CrmFieldToFill>;
};

const promptTokens = (prompt: PromptParts) =>
  estimateTokens(prompt.instructions) + estimateTokens(prompt.prompt);

/** What the model gave, as a value `normaliseCrmValue` can judge; anything else is no value. */
function rawValueOf(value: unknown): RawCrmValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return null;
}

/** The entry as a proposal's value and evidence, or null when either does not hold up. */
function accept(
  field: CrmFieldToFill,
  entry: CrmAnswerEntry | undefined,
  quotes: QuoteIndex,
): Accepted | null {
  if (!entry) return null;
  const value = normaliseCrmValue(field, rawValueOf(entry.value));
  if (value === null || entry.quote === null) return null;
  const located = quotes.locate(entry.quote);
  return located && { value, ...located };
}

export async function fillCrmFieldsWithModel(options: CrmFillOptions): Promise<CrmFieldProposal[]> {
  const { settings, contextTokens, header, segments } = options;
  const fields = options.fields.filter(isFillable);
  if (fields.length === 0 || !segments.some((segment) => segment.text.trim().length > 0)) return [];
  const quotes = createQuoteIndex(segments);
  const ask = (subset: ReadonlyArray<CrmFieldToFill>, prompt: PromptParts): Promise<CrmAnswer> =>
    generateStructured({ settings, schema: crmAnswerSchema(subset), name: CRM_OUTPUT_NAME, prompt });
  const acceptAll = (subset: ReadonlyArray<CrmFieldToFill>, answer: CrmAnswer) =>
    subset.map((field, index) => accept(field, answer.fields[fieldId(index)], quotes));

  let chosen: Array<Accepted | null>;
  const direct = buildCrmFillPrompt({ header, fields, transcript: renderTranscript(segments) });
  if (fitsContext({ promptTokens: promptTokens(direct), contextTokens })) {
    chosen = acceptAll(fields, await ask(fields, direct));
  } else {
    chosen = await mapReduce({ ...options, fields, quotes, ask, acceptAll });
  }

  const proposals: CrmFieldProposal[] = [];
  fields.forEach((field, index) => {
    const accepted = chosen[index];
    if (!accepted || accepted.value === field.currentValue) return;
    proposals.push({ key: field.key, ...accepted });
  });
  return proposals;
}

async function mapReduce(
  options: CrmFillOptions & {
    fields: CrmFieldToFill[];
    quotes: QuoteIndex;
    ask: (subset: ReadonlyArray<CrmFieldToFill>, prompt: PromptParts) => Promise<CrmAnswer>;
    acceptAll: (subset: ReadonlyArray<CrmFieldToFill>, answer: CrmAnswer) => Array<Accepted | null>;
  },
): Promise<Array<Accepted | null>> {
  const { header, fields, contextTokens, ask, acceptAll } = options;
  const windowTokens = contentBudget({
    contextTokens,
    overheadTokens: promptTokens(
      buildCrmFillPrompt({ header, fields, transcript: '', partLabel: SAMPLE_PART_LABEL }),
    ),
  });
  const windows = splitIntoWindows({ segments: options.segments, windowTokens });
  const perWindow = await mapWithConcurrency({
    items: windows,
    concurrency: options.concurrency,
    task: async (segments, index) => {
      const label = partLabel({
        firstPart: index + 1,
        lastPart: index + 1,
        partCount: windows.length,
        fromMs: segments[0]!.startMs,
        toMs: segments.at(-1)!.endMs,
      });
      const prompt = buildCrmFillPrompt({
        header,
        fields,
        transcript: renderTranscript(segments),
        partLabel: label,
      });
      return acceptAll(fields, await ask(fields, prompt));
    },
  });

  // Candidates per field, one per distinct value (windows overlap, and a fact is often repeated).
  const candidates = fields.map((_field, index) => {
    const byValue = new Map<string, Accepted>();
    for (const accepted of perWindow.map((answers) => answers[index])) {
      if (accepted && !byValue.has(accepted.value)) byValue.set(accepted.value, accepted);
    }
    return [...byValue.values()].sort((a, b) => a.startMs - b.startMs);
  });
  const chosen: Array<Accepted | null> = candidates.map((list) => (list.length === 1 ? list[0]! : null));
  const disputed = fields.flatMap((field, index) =>
    candidates[index]!.length > 1 ? [{ field, index }] : [],
  );
  if (disputed.length === 0) return chosen;

  const toCandidate = (accepted: Accepted): CrmCandidate => ({
    value: accepted.value,
    quote: accepted.quote.slice(0, MAX_CANDIDATE_QUOTE_CHARS),
    at: formatTimestamp(accepted.startMs),
  });
  const reducePrompt = (group: typeof disputed) =>
    buildCrmReducePrompt({
      header,
      fields: group.map((entry) => entry.field),
      candidates: group.map((entry) => candidates[entry.index]!.slice(0, MAX_CANDIDATES).map(toCandidate)),
    });
  // The disputed fields in as few reduce calls as fit the context.
  const budget = contentBudget({ contextTokens, overheadTokens: promptTokens(reducePrompt([])) });
  const groups = groupToFit({
    items: disputed,
    budgetTokens: budget,
    render: (group) => reducePrompt(group).prompt,
  });
  await mapWithConcurrency({
    items: groups,
    concurrency: options.concurrency,
    task: async (group) => {
      const subset = group.map((entry) => entry.field);
      const answers = acceptAll(subset, await ask(subset, reducePrompt(group)));
      group.forEach((entry, position) => {
        chosen[entry.index] = answers[position] ?? null;
      });
    },
  });
  return chosen;
}
