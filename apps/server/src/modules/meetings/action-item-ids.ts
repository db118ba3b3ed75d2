import { randomUUID } from 'node:crypto';

/**
 * The edited list with an id on every item: an item keeps the id it was read with (so the HubSpot
 * task written for it follows its edits); a new item, or a second one sent with the same id, gets a new one.
 */
export function withItemIds<T extends { id?: string | undefined }>(
  items: readonly T[],
): Array<T & { id: string }> {
  const seen = new Set<string>();
  return items.map((item) => {
    const id = item.id && !seen.has(item.id) ? item.id : randomUUID();
    seen.add(id);
    return { ...item, id };
  });
}
