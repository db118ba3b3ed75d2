import type { FoundActionItem } from './found-item';

const STATED_NEED = /\bi (?:need to|have to|'ve got to|’ve got to|must)\b/i;

/**
 * "I need to check with legal. I'll come back to you by Friday.": a need and, in the next sentence
 * of the same turn, how the speaker will meet it are one task, with the plan's date.
 */
export function joinNeedsToPlans(items: FoundActionItem[]): FoundActionItem[] {
  const joined: FoundActionItem[] = [];
  for (const item of items) {
    const need = joined.at(-1);
    const isPlanForNeed =
      need !== undefined &&
      need.kind === 'commitment' &&
      item.kind === 'commitment' &&
      need.owner === item.owner &&
      need.dueDate === null &&
      item.dueDate !== null &&
      need.sentence.turnIndex === item.sentence.turnIndex &&
      item.sentence.index === need.sentence.index + 1 &&
      STATED_NEED.test(need.sentence.text);
    if (!isPlanForNeed) {
      joined.push(item);
      continue;
    }
    const plan = item.text.charAt(0).toLowerCase() + item.text.slice(1);
    joined[joined.length - 1] = { ...need, text: `${need.text} and ${plan}`, dueDate: item.dueDate };
  }
  return joined;
}
