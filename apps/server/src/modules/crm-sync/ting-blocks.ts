/*
 * Text Ting adds to a record's free text (a deal's or company's description, a contact's notes) is
 * one marked block per meeting: a visible first and last line naming the meeting. A new sync of the
 * same meeting replaces its block where it stands; text around it (a person's, other meetings'
 * blocks) is kept as it is. So a description is never appended to twice for one meeting, and two
 * meetings of the same deal written at once each land their own block.
 */

/** The meeting's short reference in its block's lines: the first 8 characters of its id. */
const refOf = (meetingId: string) => meetingId.replace(/-/g, '').slice(0, 8).toLowerCase();

export const blockStart = (meetingId: string) => `[Ting · meeting ${refOf(meetingId)}]`;
export const blockEnd = (meetingId: string) => `[/Ting · meeting ${refOf(meetingId)}]`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The meeting's block in `value` (its lines included) and where it stands, or null. */
function findBlock(value: string, meetingId: string): { start: number; end: number; text: string } | null {
  const pattern = new RegExp(
    `${escapeRegExp(blockStart(meetingId))}\\n?([\\s\\S]*?)\\n?${escapeRegExp(blockEnd(meetingId))}`,
  );
  const match = pattern.exec(value);
  if (!match) return null;
  return { start: match.index, end: match.index + match[0].length, text: (match[1] ?? '').trim() };
}

/** What this meeting's block says now in `value` (null: no block of it there). */
export function blockText(value: string | null, meetingId: string): string | null {
  return value ? (findBlock(value, meetingId)?.text ?? null) : null;
}

/** `value` without this meeting's block: what a person and other meetings wrote there. */
export function withoutBlock(value: string | null, meetingId: string): string | null {
  if (!value) return value;
  const found = findBlock(value, meetingId);
  if (!found) return value;
  const rest = `${value.slice(0, found.start).trimEnd()}\n\n${value.slice(found.end).trimStart()}`.trim();
  return rest === '' ? null : rest;
}

/**
 * `value` with this meeting's block saying `text`: replaced where it stands, else added after what
 * is there. An empty `text` removes the block.
 */
export function withBlock(value: string | null, meetingId: string, text: string): string | null {
  const body = text.trim();
  const block = `${blockStart(meetingId)}\n${body}\n${blockEnd(meetingId)}`;
  const current = value ?? '';
  const found = findBlock(current, meetingId);
  if (!body) return withoutBlock(value, meetingId);
  if (found) return `${current.slice(0, found.start)}${block}${current.slice(found.end)}`;
  return current.trim() ? `${current.trimEnd()}\n\n${block}` : block;
}

/**
 * What a proposed full value adds to `base` (the record's text without this meeting's block): the
 * engines answer with the field's whole new value, the old text first; its lines not already in
 * `base` are this meeting's.
 */
export function addedText(proposed: string, base: string | null): string {
  const known = new Set(
    (base ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return proposed
    .split('\n')
    .filter((line) => !known.has(line.trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
