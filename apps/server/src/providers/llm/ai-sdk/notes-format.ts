import { estimateTokens } from '../shared/token-budget';
import { formatTimestamp } from '../shared/transcript-format';
import type { TMeetingNotes } from './schemas';

/** Notes on one part of a long meeting (map step), or on consecutive parts merged (reduce step). */
export type PartNotes = {
  /** 1-based, inclusive: parts `firstPart` to `lastPart` of `partCount`. */
  firstPart: number;
  lastPart: number;
  partCount: number;
  fromMs: number;
  toMs: number;
  notes: TMeetingNotes;
};

/** `Part 2 of 5, 10:02 to 20:15` or `Parts 1 to 3 of 5, 00:00 to 30:40`. */
export function partLabel(part: Omit<PartNotes, 'notes'>): string {
  const parts =
    part.firstPart === part.lastPart
      ? `Part ${part.firstPart} of ${part.partCount}`
      : `Parts ${part.firstPart} to ${part.lastPart} of ${part.partCount}`;
  return `${parts}, ${formatTimestamp(part.fromMs)} to ${formatTimestamp(part.toMs)}`;
}

const EMPTY_LIST = '- (none)';

function renderActionItem(item: TMeetingNotes['actionItems'][number]): string {
  const owner = item.owner?.trim() || 'No owner';
  const due = item.dueDate ? ` (due ${item.dueDate})` : '';
  return `- [${item.at}] ${owner}: ${item.text.trim()}${due}`;
}

function renderList(lines: string[]): string {
  return lines.length > 0 ? lines.join('\n') : EMPTY_LIST;
}

/** Notes as the reduce step reads them: labelled sections with `[mm:ss]` on every line. */
export function renderNotes(options: { notes: PartNotes[]; isActionItemsOnly?: boolean }): string {
  return options.notes
    .map((part) => {
      const { notes } = part;
      const label = partLabel(part);
      const actionItems = `Action items:\n${renderList(notes.actionItems.map(renderActionItem))}`;
      if (options.isActionItemsOnly) return `### ${label}\n${actionItems}`;
      const keyPoints = `Key points:\n${renderList(notes.keyPoints.map((note) => `- [${note.at}] ${note.text.trim()}`))}`;
      const decisions = `Decisions:\n${renderList(notes.decisions.map((note) => `- [${note.at}] ${note.text.trim()}`))}`;
      return `### ${label}\n${keyPoints}\n${decisions}\n${actionItems}`;
    })
    .join('\n\n');
}

/**
 * Shortens notes that alone exceed `maxTokens` by dropping entries from the end of the longest
 * list (action items last), so merging can always put at least two notes into one call.
 */
export function trimNotes(options: {
  notes: PartNotes;
  maxTokens: number;
  isActionItemsOnly?: boolean;
}): PartNotes {
  const notes: TMeetingNotes = {
    keyPoints: [...options.notes.notes.keyPoints],
    decisions: [...options.notes.notes.decisions],
    actionItems: [...options.notes.notes.actionItems],
  };
  const size = () =>
    estimateTokens(
      renderNotes({ notes: [{ ...options.notes, notes }], isActionItemsOnly: options.isActionItemsOnly }),
    );
  while (size() > options.maxTokens) {
    const lists = options.isActionItemsOnly
      ? [notes.actionItems]
      : [notes.keyPoints, notes.decisions].sort((a, b) => b.length - a.length);
    const longest =
      lists.find((list) => list.length > 0) ?? (notes.actionItems.length > 0 ? notes.actionItems : null);
    if (!longest) break;
    longest.pop();
  }
  return { ...options.notes, notes };
}
