import { z } from 'zod';
import { SEED_OWNERS } from '../../seed/crm-directory.js';
import { sendJson } from '../../shared/http.js';
import type { Route, RouteContext } from '../../shared/router.js';
import { sendObjectNotFound, sendValidationError } from '../hubspot-errors.js';
import { PORTAL_USER } from '../portal.js';
import { parseBody, resolveTypeOrFail } from './crm-context.js';
import type { ChangeSource, CrmStore } from './crm-store.js';
import { toApiRecord } from './record-view.js';
import { validateProperties } from './validate-properties.js';

const RecordChangeSchema = z
  .object({
    properties: z.record(z.string(), z.unknown()),
    /** `CRM_UI`: a person in HubSpot's UI (the default); `AUTOMATION_PLATFORM`: a workflow. */
    sourceType: z.enum(['CRM_UI', 'AUTOMATION_PLATFORM']).default('CRM_UI'),
    /** The HubSpot user (a seeded owner's `userId`) who made a `CRM_UI` change; the portal's installer by default. */
    userId: z.number().int().optional(),
  })
  .strict();

/**
 * Under `${publicUrl}/hubspot/_sandbox/records/`: a record's properties changed the way a person does
 * in HubSpot's UI (history `sourceType` `CRM_UI` with their `updatedByUserId`) or a workflow does
 * (`AUTOMATION_PLATFORM`), for tests of what Ting keeps. No token needed; answers the record as the
 * objects API would, with the changed properties and their history.
 */
export function createRecordControls(store: CrmStore): Route[] {
  async function handleChange(route: RouteContext) {
    const type = resolveTypeOrFail({ res: route.res, segment: route.params.objectType });
    if (!type) return;
    const change = await parseBody({ route, schema: RecordChangeSchema });
    if (!change) return;
    const id = route.params.objectId ?? '';
    const existing = store.get({ type: type.name, id });
    if (!existing || existing.archived)
      return sendObjectNotFound(route.res, `Object not found.  objectId are usually numeric.  ${id}`);
    let source: ChangeSource;
    if (change.sourceType === 'CRM_UI') {
      const userId = change.userId ?? PORTAL_USER.id;
      if (!SEED_OWNERS.some((owner) => owner.userId === userId))
        return sendValidationError(route.res, `No HubSpot user ${userId} in this portal`);
      source = { sourceType: 'CRM_UI', sourceId: `userId:${userId}`, updatedByUserId: userId };
    } else {
      if (change.userId !== undefined) return sendValidationError(route.res, 'A workflow change has no user');
      source = { sourceType: 'AUTOMATION_PLATFORM', sourceId: 'sandbox-workflow' };
    }
    const validated = validateProperties({ store, type, properties: change.properties, isCreate: false });
    if (!validated.ok) return sendValidationError(route.res, validated.message);
    const record = store.update({ type: type.name, id, properties: validated.values, source }) ?? existing;
    const names = Object.keys(validated.values);
    sendJson(route.res, {
      status: 200,
      body: toApiRecord({ record, store, properties: names, propertiesWithHistory: names }),
    });
  }

  return [{ method: 'PATCH', pattern: '/_sandbox/records/:objectType/:objectId', handle: handleChange }];
}
