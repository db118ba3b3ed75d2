import { z } from 'zod';
import { sendJson } from '../../../shared/http.js';
import type { Route, RouteContext } from '../../../shared/router.js';
import { sendObjectNotFound } from '../../hubspot-errors.js';
import { parseBody, resolveTypeOrFail } from '../crm-context.js';
import type { CrmStore } from '../crm-store.js';

const PropertyChangesSchema = z
  .object({
    label: z.string().min(1),
    description: z.string(),
    groupName: z.string().min(1),
    hidden: z.boolean(),
    options: z.array(
      z.object({ label: z.string().min(1), value: z.string().min(1), hidden: z.boolean().optional() }),
    ),
  })
  .partial()
  .strict();

/**
 * Under `${publicUrl}/hubspot/_sandbox/properties/`: what a portal admin does to definitions in
 * HubSpot's settings (rename a property or an option, hide, archive, restore), for tests of how Ting
 * notices. No token needed; HubSpot's own properties API stays read-only here.
 */
export function createPropertyControls(store: CrmStore): Route[] {
  function target({ res, params }: RouteContext) {
    const type = resolveTypeOrFail({ res, segment: params.objectType });
    return type ? { type: type.name, name: params.propertyName ?? '' } : undefined;
  }
  const notFound = (route: RouteContext, key: { name: string }) =>
    sendObjectNotFound(route.res, `Unable to find property ${key.name}`);

  async function handleUpdate(route: RouteContext) {
    const key = target(route);
    if (!key) return;
    const changes = await parseBody({ route, schema: PropertyChangesSchema });
    if (!changes) return;
    const updated = store.properties.update({ ...key, changes });
    if (!updated) return notFound(route, key);
    sendJson(route.res, { status: 200, body: updated });
  }

  function handleArchive(route: RouteContext) {
    const key = target(route);
    if (!key) return;
    if (!store.properties.archive(key)) return notFound(route, key);
    route.res.writeHead(204).end();
  }

  function handleRestore(route: RouteContext) {
    const key = target(route);
    if (!key) return;
    const restored = store.properties.restore(key);
    if (!restored) return notFound(route, key);
    sendJson(route.res, { status: 200, body: restored });
  }

  const path = '/_sandbox/properties/:objectType/:propertyName';
  return [
    { method: 'PATCH', pattern: path, handle: handleUpdate },
    { method: 'DELETE', pattern: path, handle: handleArchive },
    { method: 'POST', pattern: `${path}/restore`, handle: handleRestore },
  ];
}
