import { z } from 'zod';
import { sendJson } from '../../shared/http.js';
import type { Route, RouteContext } from '../../shared/router.js';
import { sendObjectNotFound, sendValidationError } from '../hubspot-errors.js';
import { associationTypeById, associationTypesBetween, defaultAssociationType } from './association-types.js';
import { type CrmContext, intParam, parseBody, resolveTypeOrFail } from './crm-context.js';
import type { ObjectTypeDefinition } from './object-types.js';

const LabelledBodySchema = z
  .array(
    z.object({
      associationCategory: z.enum(['HUBSPOT_DEFINED', 'USER_DEFINED', 'INTEGRATOR_DEFINED']),
      associationTypeId: z.number().int(),
    }),
  )
  .min(1);

type Pair = { from: ObjectTypeDefinition; to: ObjectTypeDefinition; fromId: string; toId: string };

/** Associations API v4: create (default or typed), list with labels, remove, and the label catalogue. */
export function createAssociationsRoutes({ store, authorize }: CrmContext): Route[] {
  /** Resolves both types and checks the token's scope; answers the error itself otherwise. */
  function begin({ route, access }: { route: RouteContext; access: 'read' | 'write' }): Pair | undefined {
    const { req, res, params } = route;
    const from = resolveTypeOrFail({ res, segment: params.fromObjectType });
    const to = from && resolveTypeOrFail({ res, segment: params.toObjectType });
    if (!from || !to) return undefined;
    if (!authorize({ req, res, anyOf: access === 'read' ? from.readScopes : from.writeScopes }))
      return undefined;
    return { from, to, fromId: params.fromObjectId ?? '', toId: params.toObjectId ?? '' };
  }

  function recordsExist({ route, pair }: { route: RouteContext; pair: Pair }): boolean {
    for (const [type, id] of [
      [pair.from, pair.fromId],
      [pair.to, pair.toId],
    ] as const) {
      const record = store.get({ type: type.name, id });
      if (!record || record.archived) {
        sendObjectNotFound(route.res, `No ${type.singular} with id ${id} exists`);
        return false;
      }
    }
    return true;
  }

  function handleCreateDefault(route: RouteContext) {
    const pair = begin({ route, access: 'write' });
    if (!pair || !recordsExist({ route, pair })) return;
    const type = defaultAssociationType({ from: pair.from.name, to: pair.to.name });
    if (!type) {
      return sendValidationError(
        route.res,
        `There is no default association from ${pair.from.name} to ${pair.to.name}`,
      );
    }
    const startedAt = new Date().toISOString();
    store.associate({
      fromType: pair.from.name,
      fromId: pair.fromId,
      toType: pair.to.name,
      toId: pair.toId,
      typeIds: [type.typeId],
    });
    const spec = (typeId: number) => ({ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId });
    sendJson(route.res, {
      status: 200,
      body: {
        status: 'COMPLETE',
        results: [
          { from: { id: pair.fromId }, to: { id: pair.toId }, associationSpec: spec(type.typeId) },
          { from: { id: pair.toId }, to: { id: pair.fromId }, associationSpec: spec(type.inverseTypeId) },
        ],
        startedAt,
        completedAt: new Date().toISOString(),
      },
    });
  }

  async function handleCreateTyped(route: RouteContext): Promise<void> {
    const pair = begin({ route, access: 'write' });
    if (!pair) return;
    const body = await parseBody({ route, schema: LabelledBodySchema });
    if (!body || !recordsExist({ route, pair })) return;
    const types = [];
    for (const spec of body) {
      const type = associationTypeById(spec.associationTypeId);
      if (
        spec.associationCategory !== 'HUBSPOT_DEFINED' ||
        !type ||
        type.from !== pair.from.name ||
        type.to !== pair.to.name
      ) {
        return sendValidationError(
          route.res,
          `${spec.associationCategory} association type ${spec.associationTypeId} does not go from ${pair.from.name} to ${pair.to.name}`,
        );
      }
      types.push(type);
    }
    store.associate({
      fromType: pair.from.name,
      fromId: pair.fromId,
      toType: pair.to.name,
      toId: pair.toId,
      typeIds: types.map((type) => type.typeId),
    });
    sendJson(route.res, {
      status: 201,
      body: {
        fromObjectTypeId: pair.from.objectTypeId,
        fromObjectId: Number(pair.fromId),
        toObjectTypeId: pair.to.objectTypeId,
        toObjectId: Number(pair.toId),
        labels: types.flatMap((type) => (type.label ? [type.label] : [])),
      },
    });
  }

  function handleList(route: RouteContext) {
    const pair = begin({ route, access: 'read' });
    if (!pair) return;
    const limit = intParam({ params: route.url.searchParams, name: 'limit', fallback: 500, max: 500 });
    if (limit === undefined) return sendValidationError(route.res, 'limit must be a positive integer');
    const after = Number(route.url.searchParams.get('after') ?? 0) || 0;
    const all = store.associations({ fromType: pair.from.name, fromId: pair.fromId, toType: pair.to.name });
    const page = all.slice(after, after + limit);
    const next = after + page.length;
    sendJson(route.res, {
      status: 200,
      body: {
        // v4 answers ids as numbers here, unlike everywhere else.
        results: page.map(({ toId, typeIds }) => ({
          toObjectId: Number(toId),
          associationTypes: typeIds.map((typeId) => ({
            category: 'HUBSPOT_DEFINED',
            typeId,
            label: associationTypeById(typeId)?.label ?? null,
          })),
        })),
        ...(next < all.length ? { paging: { next: { after: String(next) } } } : {}),
      },
    });
  }

  function handleArchive(route: RouteContext) {
    const pair = begin({ route, access: 'write' });
    if (!pair) return;
    store.dissociate({
      fromType: pair.from.name,
      fromId: pair.fromId,
      toType: pair.to.name,
      toId: pair.toId,
    });
    route.res.writeHead(204).end();
  }

  function handleLabels(route: RouteContext) {
    const pair = begin({ route, access: 'read' });
    if (!pair) return;
    const results = associationTypesBetween({ from: pair.from.name, to: pair.to.name }).map((type) => ({
      category: 'HUBSPOT_DEFINED',
      typeId: type.typeId,
      label: type.label,
    }));
    sendJson(route.res, { status: 200, body: { results } });
  }

  const objectPath = '/crm/v4/objects/:fromObjectType/:fromObjectId/associations';
  return [
    {
      method: 'GET',
      pattern: '/crm/v4/associations/:fromObjectType/:toObjectType/labels',
      handle: handleLabels,
    },
    {
      method: 'PUT',
      pattern: `${objectPath}/default/:toObjectType/:toObjectId`,
      handle: handleCreateDefault,
    },
    { method: 'GET', pattern: `${objectPath}/:toObjectType`, handle: handleList },
    { method: 'PUT', pattern: `${objectPath}/:toObjectType/:toObjectId`, handle: handleCreateTyped },
    { method: 'DELETE', pattern: `${objectPath}/:toObjectType/:toObjectId`, handle: handleArchive },
  ];
}
