import type { TCrmUpdate, TCrmWriteKind } from '@ting/contracts';
import type { CrmProvider } from '../../providers/crm/crm-provider';
import type { CrmWriteRow } from './crm-sync.repository';
import { displayValue, type ValueShape } from './crm-values';

const KIND_ORDER: Record<TCrmWriteKind, number> = { meeting: 0, note: 1, task: 2, property: 3 };

/** The meeting's HubSpot tab in reading order: the meeting, the note, the tasks, then the property values. */
export function byKind(a: CrmWriteRow, b: CrmWriteRow): number {
  return (
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    (a.recordType ?? '').localeCompare(b.recordType ?? '') ||
    (a.propertyLabel ?? a.title ?? '').localeCompare(b.propertyLabel ?? b.title ?? '', 'en', {
      sensitivity: 'base',
    }) ||
    a.writeKey.localeCompare(b.writeKey)
  );
}

const TEXT: ValueShape = { propertyType: 'string', fieldType: null, options: [] };

/**
 * One write as the tab shows it, with its HubSpot page: a property update links its record; an
 * activity, once created, the page of its main record opened on it (`engagementId`).
 */
export function toCrmUpdate(
  row: CrmWriteRow,
  links: { provider: Pick<CrmProvider, 'recordUrl'>; accountId: string | null },
): TCrmUpdate {
  const shape = row.payload.kind === 'property' ? row.payload : TEXT;
  const record = row.recordType && row.recordId ? { type: row.recordType, id: row.recordId } : null;
  let url: string | null = null;
  if (record && row.kind === 'property')
    url = links.provider.recordUrl({ accountId: links.accountId, record });
  else if (record && row.hubspotId)
    url = links.provider.recordUrl({ accountId: links.accountId, record, engagementId: row.hubspotId });
  return {
    id: row.id,
    kind: row.kind,
    record_type: row.recordType,
    record_id: row.recordId,
    record_name: row.recordName,
    property: row.propertyName,
    property_label: row.propertyLabel,
    title: row.title,
    old_value: row.oldValue,
    new_value: row.newValue,
    old_display: displayValue(row.oldValue, shape),
    new_display: displayValue(row.newValue, shape),
    value_type: row.payload.kind === 'property' ? row.payload.propertyType : null,
    field_type: row.payload.kind === 'property' ? row.payload.fieldType : null,
    currency_code: row.payload.kind === 'property' ? (row.payload.currencyCode ?? null) : null,
    evidence: row.evidenceQuote ? { quote: row.evidenceQuote, start_ms: row.evidenceStartMs } : null,
    status: row.status,
    reason: row.reason,
    hubspot_id: row.hubspotId,
    url,
    updated_at: row.updatedAt.toISOString(),
  };
}
