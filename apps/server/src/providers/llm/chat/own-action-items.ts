import { escapeMarkdown } from '../shared/markdown-text';
import type { OwnedActionItem } from './assistant-toolbox';

/*
 * "What did I promise?" answered without a model, for the meeting chat and the assistant alike: the
 * caller's open items first, then — apart, and never claimed — the open items Ting cannot tie to them
 * (no owner recorded, or a first name someone else in the meeting shares), then a count of the items
 * that are someone else's. Every text set into the answer is escaped (`escapeMarkdown`).
 */

/** One meeting's items, under its heading (a link to the meeting, or its title in bold). */
export type ItemsUnderHeading = { heading: string; items: OwnedActionItem[] };

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const oneLine = (text: string) => escapeMarkdown(text.replace(/\s+/g, ' ').trim());

function itemLine(options: { item: OwnedActionItem; note?: string }): string {
  const { item, note } = options;
  const details = [note, item.dueDate ? `due ${item.dueDate}` : null].filter(Boolean);
  return `- [ ] ${oneLine(item.text)}${details.length > 0 ? ` — ${details.join(', ')}` : ''}`;
}

function unclaimedNote(item: OwnedActionItem): string {
  return item.ownership === 'ambiguous'
    ? `owner “${oneLine(item.owner ?? '')}”, a name someone else in that meeting has too`
    : 'no owner recorded';
}

function sections(options: {
  meetings: ItemsUnderHeading[];
  pick: (item: OwnedActionItem) => boolean;
  line: (item: OwnedActionItem) => string;
}): string[] {
  return options.meetings.flatMap((meeting) => {
    const lines = meeting.items.filter((item) => !item.done && options.pick(item)).map(options.line);
    return lines.length > 0 ? [`${meeting.heading}\n\n${lines.join('\n')}`] : [];
  });
}

/**
 * The caller's open items of these meetings, in words; `where` names them for the lead ("your meetings
 * this week (since Monday 16 November, Europe/Berlin)", "**Acme discovery call**").
 */
export function ownActionItemsAnswer(options: { meetings: ItemsUnderHeading[]; where: string }): string {
  const { meetings, where } = options;
  const items = meetings.flatMap((meeting) => meeting.items);
  const open = items.filter((item) => !item.done);
  const mine = open.filter((item) => item.ownership === 'mine');
  const unclaimed = open.filter((item) => item.ownership === 'no-owner' || item.ownership === 'ambiguous');
  const others = open.filter((item) => item.ownership === 'someone-else');
  const doneMine = items.filter((item) => item.done && item.ownership === 'mine').length;

  const parts: string[] = [];
  if (mine.length > 0) {
    parts.push(`Your open action items from ${where}:`);
    parts.push(
      ...sections({
        meetings,
        pick: (item) => item.ownership === 'mine',
        line: (item) => itemLine({ item }),
      }),
    );
  } else if (open.length === 0) {
    parts.push(`There are no open action items in ${where}.`);
  } else {
    parts.push(`None of the open action items in ${where} is yours.`);
  }
  if (unclaimed.length > 0) {
    parts.push(
      `Not counted as yours, because Ting cannot tie ${unclaimed.length === 1 ? 'its owner' : 'their owners'} to you:`,
    );
    parts.push(
      ...sections({
        meetings,
        pick: (item) => item.ownership === 'no-owner' || item.ownership === 'ambiguous',
        line: (item) => itemLine({ item, note: unclaimedNote(item) }),
      }),
    );
  }
  if (others.length > 0) {
    const names = [...new Set(others.map((item) => oneLine(item.owner ?? '')))]
      .sort((a, b) => a.localeCompare(b))
      .slice(0, 5);
    const noun = mine.length + unclaimed.length > 0 ? 'more open item' : 'open item';
    const verb = others.length === 1 ? 'belongs' : 'belong';
    parts.push(`${plural(others.length, noun)} ${verb} to others: ${names.join(', ')}.`);
  }
  if (doneMine > 0) parts.push(`You have marked ${plural(doneMine, 'item')} of yours done.`);
  return parts.join('\n\n');
}
