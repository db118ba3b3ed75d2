import { escapeHtml, renderPage } from '../../shared/html.js';
import type { CrmRecord, CrmStore } from '../crm/crm-store.js';
import { OBJECT_TYPES, objectType } from '../crm/object-types.js';

export type RecordPageOptions = {
  record: CrmRecord;
  store: CrmStore;
  /** Builds the page URL of another record. */
  linkTo(record: CrmRecord): string;
  /** An engagement id from `?engagement=`, highlighted among the associated activities. */
  engagementId?: string;
};

const LABELS: Record<string, string> = {
  contacts: 'Contact',
  companies: 'Company',
  deals: 'Deal',
  meetings: 'Meeting',
  notes: 'Note',
  tasks: 'Task',
};

const PLURALS: Record<string, string> = {
  contacts: 'Contacts',
  companies: 'Companies',
  deals: 'Deals',
  meetings: 'Meetings',
  notes: 'Notes',
  tasks: 'Tasks',
};

/** The page a HubSpot deep link opens: the record's properties and what it is associated with. */
export function renderRecordPage({ record, store, linkTo, engagementId }: RecordPageOptions): string {
  const title = recordTitle(record);
  const rows = store.properties
    .list(record.type)
    .filter(
      (property) =>
        record.properties[property.name] !== null && record.properties[property.name] !== undefined,
    )
    .map((property) => {
      const value = record.properties[property.name] ?? '';
      const shown = property.options.find((option) => option.value === value)?.label ?? value;
      return `<tr><th>${escapeHtml(property.label)}</th><td>${escapeHtml(shown)}</td></tr>`;
    })
    .join('\n');
  const sections = OBJECT_TYPES.map((toType) => {
    const items = store
      .associations({ fromType: record.type, fromId: record.id, toType: toType.name })
      .flatMap(({ toId }) => {
        const target = store.get({ type: toType.name, id: toId });
        if (!target) return [];
        const marker = target.id === engagementId ? ' class="highlight"' : '';
        return [
          `<li${marker}><a href="${escapeHtml(linkTo(target))}">${escapeHtml(recordTitle(target))}</a></li>`,
        ];
      });
    if (items.length === 0) return '';
    return `<h2>${escapeHtml(PLURALS[toType.name] ?? toType.name)} (${items.length})</h2>\n<ul>${items.join('')}</ul>`;
  }).join('\n');
  return renderPage({
    service: 'HubSpot',
    title,
    isWide: true,
    body: `<p class="muted">${escapeHtml(LABELS[record.type] ?? record.type)} · record ${escapeHtml(record.id)}${record.archived ? ' · archived' : ''}</p>
<h1>${escapeHtml(title)}</h1>
<table>
${rows}
</table>
${sections}`,
  });
}

/** What a record is called on its page and in lists. */
export function recordTitle(record: CrmRecord): string {
  const type = objectType(record.type);
  const text = type.titleProperties
    .map((name) => record.properties[name] ?? '')
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const short = text.length > 80 ? `${text.slice(0, 77)}…` : text;
  return short || `${LABELS[record.type] ?? record.type} ${record.id}`;
}
