import { sendJson } from '../../shared/http.js';
import type { Route, RouteContext } from '../../shared/router.js';
import { sendObjectNotFound } from '../hubspot-errors.js';
import { type CrmContext, resolveTypeOrFail } from './crm-context.js';

/** CRM v3 properties API (read-only here): every definition of a type, or one by name. */
export function createPropertiesRoutes({ store, authorize }: CrmContext): Route[] {
  function begin({ req, res, params }: RouteContext) {
    const type = resolveTypeOrFail({ res, segment: params.objectType });
    if (!type) return undefined;
    return authorize({ req, res, anyOf: type.schemaScopes }) ? type : undefined;
  }

  function handleGetAll(route: RouteContext) {
    const type = begin(route);
    if (!type) return;
    const archived = route.url.searchParams.get('archived') === 'true';
    sendJson(route.res, { status: 200, body: { results: store.properties.list(type.name, { archived }) } });
  }

  function handleGetOne(route: RouteContext) {
    const type = begin(route);
    if (!type) return;
    const name = route.params.propertyName ?? '';
    const property = store.properties.get({ type: type.name, name });
    if (!property)
      return sendObjectNotFound(
        route.res,
        `Unable to find property ${name} on object type ${type.objectTypeId}`,
      );
    sendJson(route.res, { status: 200, body: property });
  }

  return [
    { method: 'GET', pattern: '/crm/v3/properties/:objectType', handle: handleGetAll },
    { method: 'GET', pattern: '/crm/v3/properties/:objectType/:propertyName', handle: handleGetOne },
  ];
}
