import type { CrmRecordRef } from '../crm-provider';
import { HUBSPOT_OBJECT_TYPES } from './object-types';

export const HUBSPOT_APP_URL = 'https://app.hubspot.com';

type RecordUrlOptions = {
  appUrl: string;
  accountId: string | null;
  record: CrmRecordRef;
  /** Opens the record's page on this activity (HubSpot's `?engagement=`). */
  engagementId?: string;
};

/** `{app}/contacts/{portalId}/record/{objectTypeId}/{recordId}`, the form HubSpot's own links take. */
export function hubspotRecordUrl({
  appUrl,
  accountId,
  record,
  engagementId,
}: RecordUrlOptions): string | null {
  if (!accountId) return null;
  const { objectTypeId } = HUBSPOT_OBJECT_TYPES[record.type];
  const url = new URL(
    `${appUrl}/contacts/${encodeURIComponent(accountId)}/record/${objectTypeId}/${encodeURIComponent(record.id)}`,
  );
  if (engagementId) url.searchParams.set('engagement', engagementId);
  return url.toString();
}
