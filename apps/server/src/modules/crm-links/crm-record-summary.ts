import type { TCrmObjectType, TCrmRecordSummary, TMeetingCrmLink } from '@ting/contracts';
import type { CrmDealStage, CrmRecord } from '../../providers/crm/crm-provider';
import { normalizeDomain, normalizeEmail } from './crm-link-matcher';
import type { MeetingCrmLinkRow } from './meeting-crm-links.repository';

/** The properties each kind's detail line is made of. */
export const DETAIL_PROPERTIES: Record<TCrmObjectType, string[]> = {
  contact: ['email'],
  company: ['domain'],
  deal: ['dealstage'],
};

/** A contact's email, a company's domain, a deal's stage (its label when known). */
export function detailOf(record: CrmRecord, stages: readonly CrmDealStage[]): string | null {
  if (record.type === 'contact')
    return normalizeEmail(record.properties.email) ?? record.properties.email ?? null;
  if (record.type === 'company') return normalizeDomain(record.properties.domain);
  const stage = record.properties.dealstage ?? null;
  return stages.find((candidate) => candidate.id === stage)?.label ?? stage;
}

export function toRecordSummary(record: CrmRecord, stages: readonly CrmDealStage[]): TCrmRecordSummary {
  return {
    record_type: record.type,
    record_id: record.id,
    name: record.displayName,
    detail: detailOf(record, stages),
    url: record.url,
  };
}

export function toMeetingCrmLink(row: MeetingCrmLinkRow, url: string | null): TMeetingCrmLink {
  return {
    id: row.id,
    record_type: row.recordType,
    record_id: row.recordId,
    name: row.name,
    detail: row.detail,
    url,
    found_by: row.foundBy,
  };
}

/** Contacts, then companies, then deals (the CRM tab's order), each kind by name. */
export function compareLinks(a: MeetingCrmLinkRow, b: MeetingCrmLinkRow): number {
  const kind = (row: MeetingCrmLinkRow) => CRM_LINK_ORDER.indexOf(row.recordType);
  return (
    kind(a) - kind(b) ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    a.recordId.localeCompare(b.recordId)
  );
}

/** The contracts list the kinds deal first; the tab shows people first. */
const CRM_LINK_ORDER: readonly TCrmObjectType[] = ['contact', 'company', 'deal'];
