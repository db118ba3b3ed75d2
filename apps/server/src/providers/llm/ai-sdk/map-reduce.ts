import type { TranscriptSegment } from '../../transcription/transcript-segment';
import { contentBudget, estimateTokens } from '../shared/token-budget';
import { renderSegment } from '../shared/transcript-format';
import { type PartNotes, renderNotes, trimNotes } from './notes-format';
import type { TMeetingNotes } from './schemas';

/*
 * Transcripts longer than the model's context are read in windows (map: notes on each window), then
 * the notes are turned into the answer (reduce). Budgets are in estimated tokens (see
 * `../shared/token-budget`). Windows end on segment
 * boundaries and repeat the last lines of the previous window (up to `OVERLAP_SHARE` of a window) so
 * that a commitment and its due date said across the cut stay together; the reduce prompt warns
 * that parts overlap and the action items are deduplicated afterwards.
 */

const OVERLAP_SHARE = 0.1;
const MAX_OVERLAP_TOKENS = 300;
/** Merge levels before the reduce gives up merging and trims: each level halves the notes at least. */
const MAX_MERGE_LEVELS = 8;

function segmentTokens(segment: TranscriptSegment): number {
  return estimateTokens(renderSegment(segment)) + 1;
}

/**
 * Splits a segment longer than a window (a transcript file with one paragraph per speaker turn, or
 * none at all) into pieces on word boundaries, with times interpolated along the text.
 */
function splitLongSegment(segment: TranscriptSegment, maxTokens: number): TranscriptSegment[] {
  if (segmentTokens(segment) <= maxTokens) return [segment];
  const prefixTokens = segmentTokens({ ...segment, text: '' });
  const maxChars = Math.max(40, (maxTokens - prefixTokens) * 4);
  const words = segment.text.trim().split(/\s+/);
  const pieces: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length > maxChars && current) {
      pieces.push(current);
      current = word.slice(0, maxChars);
    } else {
      current = candidate.slice(0, maxChars);
    }
  }
  if (current) pieces.push(current);
  const totalChars = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const durationMs = Math.max(0, segment.endMs - segment.startMs);
  let offsetChars = 0;
  return pieces.map((text) => {
    const startMs = segment.startMs + Math.round((durationMs * offsetChars) / totalChars);
    offsetChars += text.length;
    const endMs = segment.startMs + Math.round((durationMs * offsetChars) / totalChars);
    return { ...segment, startMs, endMs, text };
  });
}

/**
 * Consecutive windows of the transcript, each at most `windowTokens` when rendered, cut between
 * segments, each starting with the tail of the previous one (the overlap).
 */
export function splitIntoWindows(options: {
  segments: TranscriptSegment[];
  windowTokens: number;
}): TranscriptSegment[][] {
  const { windowTokens } = options;
  const overlapTokens = Math.min(MAX_OVERLAP_TOKENS, Math.floor(windowTokens * OVERLAP_SHARE));
  const lines = options.segments
    .filter((segment) => segment.text.trim().length > 0)
    .flatMap((segment) => splitLongSegment(segment, windowTokens))
    .map((segment) => ({ segment, tokens: segmentTokens(segment) }));

  const windows: TranscriptSegment[][] = [];
  let current: typeof lines = [];
  let currentTokens = 0;
  let newLines = 0;
  for (let index = 0; index < lines.length; ) {
    const line = lines[index]!;
    if (newLines > 0 && currentTokens + line.tokens > windowTokens) {
      windows.push(current.map((entry) => entry.segment));
      const overlap: typeof lines = [];
      let overlapSize = 0;
      for (let back = current.length - 1; back > 0; back -= 1) {
        const entry = current[back]!;
        if (overlapSize + entry.tokens > overlapTokens) break;
        overlap.unshift(entry);
        overlapSize += entry.tokens;
      }
      const hasRoom = overlapSize + line.tokens <= windowTokens;
      current = hasRoom ? overlap : [];
      currentTokens = hasRoom ? overlapSize : 0;
      newLines = 0;
      continue;
    }
    current.push(line);
    currentTokens += line.tokens;
    newLines += 1;
    index += 1;
  }
  if (newLines > 0) windows.push(current.map((entry) => entry.segment));
  return windows;
}

/** Consecutive groups of `items`, each as large as fits `budgetTokens` when rendered together. */
export function groupToFit<T>(options: {
  items: T[];
  budgetTokens: number;
  render: (group: T[]) => string;
}): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  for (const item of options.items) {
    const candidate = [...current, item];
    if (current.length > 0 && estimateTokens(options.render(candidate)) > options.budgetTokens) {
      groups.push(current);
      current = [item];
    } else {
      current = candidate;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Runs `task` over `items` with at most `concurrency` at a time; results keep the order of `items`. */
export async function mapWithConcurrency<T, R>(options: {
  items: T[];
  concurrency: number;
  task: (item: T, index: number) => Promise<R>;
}): Promise<R[]> {
  const results = new Array<R>(options.items.length);
  let next = 0;
  const worker = async () => {
    while (next < options.items.length) {
      const index = next;
      next += 1;
      results[index] = await options.task(options.items[index]!, index);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency, options.items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

export type MapReduceOptions<TResult> = {
  windows: TranscriptSegment[][];
  contextTokens: number;
  concurrency: number;
  /** The reduce (and merge) steps only read the action items of the notes. */
  isActionItemsOnly: boolean;
  /** Prompt tokens of a reduce call and of a merge call, without the notes. */
  reduceOverheadTokens: number;
  mergeOverheadTokens: number;
  /** Map: notes on one window. */
  takeNotes: (options: {
    segments: TranscriptSegment[];
    part: Omit<PartNotes, 'notes'>;
  }) => Promise<TMeetingNotes>;
  /** Notes too long for the reduce are merged, group by group, into shorter notes. */
  mergeNotes: (options: { notes: PartNotes[]; renderedNotes: string }) => Promise<TMeetingNotes>;
  /** Reduce: the answer from notes that fit one call. */
  reduce: (options: { notes: PartNotes[]; renderedNotes: string }) => Promise<TResult>;
};

/**
 * Map-reduce over transcript windows: one notes call per window, then one reduce call. When the
 * notes do not fit one call, consecutive notes are merged in groups that fit (after trimming any
 * note longer than half a merge call, so every group holds two or more) until they do.
 */
export async function runMapReduce<TResult>(options: MapReduceOptions<TResult>): Promise<TResult> {
  const { contextTokens, isActionItemsOnly } = options;
  const partCount = options.windows.length;
  const render = (notes: PartNotes[]) => renderNotes({ notes, isActionItemsOnly });

  let notes = await mapWithConcurrency({
    items: options.windows,
    concurrency: options.concurrency,
    task: async (segments, index) => {
      const part = {
        firstPart: index + 1,
        lastPart: index + 1,
        partCount,
        fromMs: segments[0]!.startMs,
        toMs: segments.at(-1)!.endMs,
      };
      return { ...part, notes: await options.takeNotes({ segments, part }) };
    },
  });

  const reduceBudget = contentBudget({ contextTokens, overheadTokens: options.reduceOverheadTokens });
  const mergeBudget = contentBudget({ contextTokens, overheadTokens: options.mergeOverheadTokens });
  for (let level = 0; ; level += 1) {
    const rendered = render(notes);
    if (estimateTokens(rendered) <= reduceBudget) return options.reduce({ notes, renderedNotes: rendered });
    if (notes.length === 1 || level >= MAX_MERGE_LEVELS) {
      const share = Math.floor(reduceBudget / notes.length) - 1;
      const trimmed = notes.map((note) => trimNotes({ notes: note, maxTokens: share, isActionItemsOnly }));
      return options.reduce({ notes: trimmed, renderedNotes: render(trimmed) });
    }
    const halfMerge = Math.floor(mergeBudget / 2) - 1;
    const groups = groupToFit({
      items: notes.map((note) => trimNotes({ notes: note, maxTokens: halfMerge, isActionItemsOnly })),
      budgetTokens: mergeBudget,
      render,
    });
    notes = await mapWithConcurrency({
      items: groups,
      concurrency: options.concurrency,
      task: async (group) => {
        if (group.length === 1) return group[0]!;
        const first = group[0]!;
        const last = group.at(-1)!;
        const merged = await options.mergeNotes({ notes: group, renderedNotes: render(group) });
        return {
          firstPart: first.firstPart,
          lastPart: last.lastPart,
          partCount,
          fromMs: first.fromMs,
          toMs: last.toMs,
          notes: merged,
        };
      },
    });
  }
}
