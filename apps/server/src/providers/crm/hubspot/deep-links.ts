import type { CrmEngagementType, CrmRecordRef } from '../crm-provider';
import { HUBSPOT_OBJECT_TYPES } from './object-types';

export const HUBSPOT_APP_URL = 'https://app.hubspot.com';

/**
 * What a link opens: a record by its object type id (`0-1` contact, `0-2` company, `0-3` deal, or a
 * custom object's `2-…`), or an activity, which has no type id and no page of its own, so it opens
 * on the page of a record it is associated with.
 */
export type HubspotLinkTarget =
  | { objectTypeId: string; recordId: string; engagementId?: string }
  | {
      engagement: { type: CrmEngagementType; id: string };
      dealId?: string | null;
      contactId?: string | null;
      companyId?: string | null;
    };

type DeepLinkOptions = {
  /** `config.hubspot.appUrl`: app.hubspot.com, or the sandbox's HubSpot locally. */
  appUrl: string;
  /** The portal (HubSpot account) id; without it there is no link. */
  accountId: string | null;
  target: HubspotLinkTarget;
};

/**
 * A page in the HubSpot app, `{app}/contacts/{portalId}/record/{objectTypeId}/{recordId}` (spec
 * section 7). An activity opens with `?engagement={id}`: a meeting on its contact's page; anything
 * else on its deal's page, else its contact's; a company's page is the last resort. Null when the
 * account id is unknown or the activity is associated with no record.
 */
export function hubspotDeepLink({ appUrl, accountId, target }: DeepLinkOptions): string | null {
  if (!accountId) return null;
  const page = (objectTypeId: string, recordId: string, engagementId?: string) => {
    const url = new URL(
      `${appUrl.replace(/\/$/, '')}/contacts/${encodeURIComponent(accountId)}/record/${encodeURIComponent(objectTypeId)}/${encodeURIComponent(recordId)}`,
    );
    if (engagementId) url.searchParams.set('engagement', engagementId);
    return url.toString();
  };
  if ('objectTypeId' in target) return page(target.objectTypeId, target.recordId, target.engagementId);

  const { engagement, dealId, contactId, companyId } = target;
  const typeId = (type: 'contact' | 'company' | 'deal') => HUBSPOT_OBJECT_TYPES[type].objectTypeId;
  if (engagement.type === 'meeting' && contactId) return page(typeId('contact'), contactId, engagement.id);
  if (dealId) return page(typeId('deal'), dealId, engagement.id);
  if (contactId) return page(typeId('contact'), contactId, engagement.id);
  if (companyId) return page(typeId('company'), companyId, engagement.id);
  return null;
}

type RecordUrlOptions = {
  appUrl: string;
  accountId: string | null;
  record: CrmRecordRef;
  /** Opens the record's page on this activity (HubSpot's `?engagement=`). */
  engagementId?: string;
};

/** A contact's, company's or deal's page (the provider's `recordUrl`), optionally opened on an activity. */
export function hubspotRecordUrl({
  appUrl,
  accountId,
  record,
  engagementId,
}: RecordUrlOptions): string | null {
  return hubspotDeepLink({
    appUrl,
    accountId,
    target: {
      objectTypeId: HUBSPOT_OBJECT_TYPES[record.type].objectTypeId,
      recordId: record.id,
      engagementId,
    },
  });
}
