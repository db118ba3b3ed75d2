import { sendHtml } from '../../shared/http.js';
import type { Route, RouteContext } from '../../shared/router.js';
import { renderHubspotMessagePage } from '../pages/message-page.js';
import { renderRecordPage } from '../pages/record-page.js';
import { PORTAL } from '../portal.js';
import type { CrmRecord, CrmStore } from './crm-store.js';
import { objectType, resolveObjectType } from './object-types.js';

export type RecordPagesOptions = { store: CrmStore; baseUrl: string };

/**
 * app.hubspot.com deep links: `/contacts/{hubId}/record/{objectTypeId}/{recordId}` and the older
 * `/contacts/{hubId}/contact|company|deal/{recordId}` (with `?engagement=` for an activity).
 */
export function createRecordPagesRoutes({ store, baseUrl }: RecordPagesOptions): Route[] {
  const linkTo = (record: CrmRecord) =>
    `${baseUrl}/contacts/${PORTAL.hubId}/record/${objectType(record.type).objectTypeId}/${record.id}`;

  function handleRecordPage({ res, params, url }: RouteContext) {
    const type = resolveObjectType(params.objectType ?? '');
    const record =
      type && params.hubId === String(PORTAL.hubId)
        ? store.get({ type: type.name, id: params.recordId ?? '' })
        : undefined;
    if (!record) {
      const html = renderHubspotMessagePage({
        title: 'Record not found',
        message: "This record doesn't exist in this account, or it was deleted.",
      });
      return sendHtml(res, { status: 404, html });
    }
    const engagementId = url.searchParams.get('engagement') ?? undefined;
    sendHtml(res, { status: 200, html: renderRecordPage({ record, store, linkTo, engagementId }) });
  }

  return [
    { method: 'GET', pattern: '/contacts/:hubId/record/:objectType/:recordId', handle: handleRecordPage },
    { method: 'GET', pattern: '/contacts/:hubId/:objectType/:recordId', handle: handleRecordPage },
  ];
}
