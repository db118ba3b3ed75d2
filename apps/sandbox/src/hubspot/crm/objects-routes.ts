import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { sendJson } from '../../shared/http.js';
import type { Route, RouteContext } from '../../shared/router.js';
import { sendObjectNotFound, sendValidationError } from '../hubspot-errors.js';
import { associationTypeById } from './association-types.js';
import { type CrmContext, intParam, parseBody, resolveTypeOrFail } from './crm-context.js';
import type { CrmRecord } from './crm-store.js';
import { type ObjectTypeDefinition, resolveObjectType } from './object-types.js';
import { listParam, toApiRecord } from './record-view.js';
import { countFilters, SearchRequestSchema, searchRecords } from './search.js';
import { validateProperties } from './validate-properties.js';

const AssociationInputSchema = z.object({
  to: z.object({ id: z.union([z.string(), z.number()]).transform(String) }),
  types: z
    .array(
      z.object({
        associationCategory: z.enum(['HUBSPOT_DEFINED', 'USER_DEFINED', 'INTEGRATOR_DEFINED']),
        associationTypeId: z.number().int(),
      }),
    )
    .min(1),
});

const WriteBodySchema = z.object({
  properties: z.record(z.string(), z.unknown()).default({}),
  associations: z.array(AssociationInputSchema).optional().default([]),
});

const BatchReadSchema = z.object({
  inputs: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String) })).max(100),
  properties: z.array(z.string()).optional().default([]),
  propertiesWithHistory: z.array(z.string()).optional().default([]),
  idProperty: z.string().optional(),
});

const MAX_TOTAL_FILTERS = 25;

/** CRM v3 objects API: list, read, create, update, archive, batch read and search for every type. */
export function createObjectsRoutes(context: CrmContext): Route[] {
  const { store, authorize, baseUrl } = context;

  /** Resolves the type and checks the token's scope for it; answers the error itself otherwise. */
  function begin({ route, access }: { route: RouteContext; access: 'read' | 'write' }) {
    const { req, res, params } = route;
    const type = resolveTypeOrFail({ res, segment: params.objectType });
    if (!type) return undefined;
    const anyOf = access === 'read' ? type.readScopes : type.writeScopes;
    return authorize({ req, res, anyOf }) ? type : undefined;
  }

  function findRecord(options: {
    type: ObjectTypeDefinition;
    id: string;
    idProperty: string | null;
    archived?: boolean;
  }) {
    const { type, id, idProperty, archived = false } = options;
    const record =
      idProperty && idProperty !== 'hs_object_id'
        ? store.findBy({ type: type.name, property: idProperty, value: id })
        : store.get({ type: type.name, id });
    return record && record.archived === archived ? record : undefined;
  }

  function viewOptions({ url }: RouteContext) {
    const params = url.searchParams;
    return {
      properties: listParam({ params, name: 'properties' }),
      propertiesWithHistory: listParam({ params, name: 'propertiesWithHistory' }),
      associations: listParam({ params, name: 'associations' }).flatMap((name) => {
        const type = resolveObjectType(name);
        return type ? [type] : [];
      }),
    };
  }

  function handleList(route: RouteContext) {
    const type = begin({ route, access: 'read' });
    if (!type) return;
    const { res, url } = route;
    const limit = intParam({ params: url.searchParams, name: 'limit', fallback: 10, max: 100 });
    if (limit === undefined) return sendValidationError(res, 'limit must be a positive integer');
    const after = Number(url.searchParams.get('after') ?? 0);
    const archived = url.searchParams.get('archived') === 'true';
    const matching = store
      .list(type.name)
      .filter(
        (record) => record.archived === archived && Number(record.id) >= (Number.isFinite(after) ? after : 0),
      );
    const page = matching.slice(0, limit);
    const next = matching[limit];
    const options = viewOptions(route);
    sendJson(res, {
      status: 200,
      body: {
        results: page.map((record) => toApiRecord({ record, store, ...options })),
        ...(next
          ? {
              paging: {
                next: { after: next.id, link: `${baseUrl}/crm/v3/objects/${type.name}?after=${next.id}` },
              },
            }
          : {}),
      },
    });
  }

  function handleGet(route: RouteContext) {
    const type = begin({ route, access: 'read' });
    if (!type) return;
    const { res, url, params } = route;
    const id = params.objectId ?? '';
    const record = findRecord({
      type,
      id,
      idProperty: url.searchParams.get('idProperty'),
      archived: url.searchParams.get('archived') === 'true',
    });
    if (!record) return sendRecordNotFound({ res, id });
    sendJson(res, { status: 200, body: toApiRecord({ record, store, ...viewOptions(route) }) });
  }

  async function handleCreate(route: RouteContext): Promise<void> {
    const type = begin({ route, access: 'write' });
    if (!type) return;
    const body = await parseBody({ route, schema: WriteBodySchema });
    if (!body) return;
    const validated = validateProperties({ store, type, properties: body.properties, isCreate: true });
    if (!validated.ok) return sendValidationError(route.res, validated.message);

    const links = [];
    for (const association of body.associations) {
      for (const spec of association.types) {
        const definition = associationTypeById(spec.associationTypeId);
        const target = definition && store.get({ type: definition.to, id: association.to.id });
        if (!definition || definition.from !== type.name || !target || target.archived) {
          return sendValidationError(
            route.res,
            `${association.to.id} is not a valid object to associate with association type ${spec.associationTypeId} from a ${type.singular}`,
          );
        }
        links.push({ toType: definition.to, toId: association.to.id, typeId: spec.associationTypeId });
      }
    }
    const record = store.create({ type: type.name, properties: validated.values });
    for (const link of links) {
      store.associate({
        fromType: type.name,
        fromId: record.id,
        toType: link.toType,
        toId: link.toId,
        typeIds: [link.typeId],
      });
    }
    sendJson(route.res, {
      status: 201,
      body: toWriteResponse({ record, written: Object.keys(validated.values) }),
    });
  }

  async function handleUpdate(route: RouteContext): Promise<void> {
    const type = begin({ route, access: 'write' });
    if (!type) return;
    const body = await parseBody({ route, schema: WriteBodySchema });
    if (!body) return;
    const id = route.params.objectId ?? '';
    const existing = findRecord({ type, id, idProperty: route.url.searchParams.get('idProperty') });
    if (!existing) return sendRecordNotFound({ res: route.res, id });
    const validated = validateProperties({ store, type, properties: body.properties, isCreate: false });
    if (!validated.ok) return sendValidationError(route.res, validated.message);
    const record =
      store.update({ type: type.name, id: existing.id, properties: validated.values }) ?? existing;
    sendJson(route.res, {
      status: 200,
      body: toWriteResponse({ record, written: Object.keys(validated.values) }),
    });
  }

  function handleArchive(route: RouteContext) {
    const type = begin({ route, access: 'write' });
    if (!type) return;
    // Archiving is idempotent at HubSpot: an unknown or already archived id also gets 204.
    store.archive({ type: type.name, id: route.params.objectId ?? '' });
    route.res.writeHead(204).end();
  }

  async function handleBatchRead(route: RouteContext): Promise<void> {
    const type = begin({ route, access: 'read' });
    if (!type) return;
    const body = await parseBody({ route, schema: BatchReadSchema });
    if (!body) return;
    const startedAt = new Date().toISOString();
    const archived = route.url.searchParams.get('archived') === 'true';
    const found: CrmRecord[] = [];
    const missing: string[] = [];
    for (const { id } of body.inputs) {
      const record = findRecord({ type, id, idProperty: body.idProperty ?? null, archived });
      if (record) found.push(record);
      else missing.push(id);
    }
    const results = found.map((record) =>
      toApiRecord({
        record,
        store,
        properties: body.properties,
        propertiesWithHistory: body.propertiesWithHistory,
      }),
    );
    const completedAt = new Date().toISOString();
    const errors =
      missing.length === 0
        ? {}
        : {
            numErrors: 1,
            errors: [
              {
                status: 'error',
                category: 'OBJECT_NOT_FOUND',
                message: `Could not get some ${type.upperName} objects, they may be deleted or not exist. Check that ids are valid.`,
                context: { ids: missing },
              },
            ],
          };
    sendJson(route.res, {
      status: missing.length === 0 ? 200 : 207,
      body: { status: 'COMPLETE', results, ...errors, startedAt, completedAt },
    });
  }

  async function handleSearch(route: RouteContext): Promise<void> {
    const type = begin({ route, access: 'read' });
    if (!type) return;
    const body = await parseBody({ route, schema: SearchRequestSchema });
    if (!body) return;
    if (countFilters(body) > MAX_TOTAL_FILTERS) {
      return sendValidationError(
        route.res,
        `A search may have at most ${MAX_TOTAL_FILTERS} filters in total`,
      );
    }
    const matches = searchRecords({ type, request: body, store });
    const offset = Math.max(0, Number(body.after ?? 0) || 0);
    const page = matches.slice(offset, offset + body.limit);
    const nextOffset = offset + page.length;
    sendJson(route.res, {
      status: 200,
      body: {
        total: matches.length,
        results: page.map((record) => toApiRecord({ record, store, properties: body.properties })),
        ...(nextOffset < matches.length && body.limit > 0
          ? { paging: { next: { after: String(nextOffset) } } }
          : {}),
      },
    });
  }

  function toWriteResponse({ record, written }: { record: CrmRecord; written: string[] }) {
    return toApiRecord({ record, store, properties: written });
  }

  return [
    { method: 'POST', pattern: '/crm/v3/objects/:objectType/search', handle: handleSearch },
    { method: 'POST', pattern: '/crm/v3/objects/:objectType/batch/read', handle: handleBatchRead },
    { method: 'GET', pattern: '/crm/v3/objects/:objectType', handle: handleList },
    { method: 'POST', pattern: '/crm/v3/objects/:objectType', handle: handleCreate },
    { method: 'GET', pattern: '/crm/v3/objects/:objectType/:objectId', handle: handleGet },
    { method: 'PATCH', pattern: '/crm/v3/objects/:objectType/:objectId', handle: handleUpdate },
    { method: 'DELETE', pattern: '/crm/v3/objects/:objectType/:objectId', handle: handleArchive },
  ];
}

function sendRecordNotFound({ res, id }: { res: ServerResponse; id: string }) {
  sendObjectNotFound(res, `Object not found.  objectId are usually numeric.  ${id}`);
}
