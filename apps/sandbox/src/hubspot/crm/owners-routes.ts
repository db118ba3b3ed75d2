import { SEED_OWNERS, type SeedOwner } from '../../seed/crm-directory.js';
import { sendJson } from '../../shared/http.js';
import type { Route, RouteContext } from '../../shared/router.js';
import { sendObjectNotFound, sendValidationError } from '../hubspot-errors.js';
import { type CrmContext, intParam } from './crm-context.js';
import { DEAL_STAGES } from './properties/deal-properties.js';

const OWNERS_SCOPES = ['crm.objects.owners.read'];
const PIPELINE_SCOPES = ['crm.objects.deals.read', 'crm.schemas.deals.read'];
const OWNERS_SINCE = '2024-01-15T09:00:00.000Z';

/** CRM v3 owners (the portal's users) and the deal pipeline, both fixed in the sandbox. */
export function createOwnersRoutes({ authorize }: CrmContext): Route[] {
  function handleOwners({ req, res, url }: RouteContext) {
    if (!authorize({ req, res, anyOf: OWNERS_SCOPES })) return;
    const limit = intParam({ params: url.searchParams, name: 'limit', fallback: 100, max: 500 });
    if (limit === undefined) return sendValidationError(res, 'limit must be a positive integer');
    const email = url.searchParams.get('email')?.toLowerCase();
    const isArchived = url.searchParams.get('archived') === 'true';
    const after = Number(url.searchParams.get('after') ?? 0) || 0;
    const matching = isArchived ? [] : SEED_OWNERS.filter((owner) => !email || owner.email === email);
    const page = matching.slice(after, after + limit);
    const next = after + page.length;
    sendJson(res, {
      status: 200,
      body: {
        results: page.map(toOwner),
        ...(next < matching.length ? { paging: { next: { after: String(next) } } } : {}),
      },
    });
  }

  function handleOwner({ req, res, url, params }: RouteContext) {
    if (!authorize({ req, res, anyOf: OWNERS_SCOPES })) return;
    const byUserId = url.searchParams.get('idProperty') === 'userId';
    const owner = SEED_OWNERS.find((candidate) =>
      byUserId ? String(candidate.userId) === params.ownerId : candidate.id === params.ownerId,
    );
    if (!owner)
      return sendObjectNotFound(res, `No owner with ${byUserId ? 'userId' : 'id'} ${params.ownerId}`);
    sendJson(res, { status: 200, body: toOwner(owner) });
  }

  function handlePipelines({ req, res }: RouteContext) {
    if (!authorize({ req, res, anyOf: PIPELINE_SCOPES })) return;
    sendJson(res, { status: 200, body: { results: [salesPipeline()] } });
  }

  function handlePipeline({ req, res, params }: RouteContext) {
    if (!authorize({ req, res, anyOf: PIPELINE_SCOPES })) return;
    if (params.pipelineId !== 'default') return sendObjectNotFound(res, `No pipeline ${params.pipelineId}`);
    sendJson(res, { status: 200, body: salesPipeline() });
  }

  return [
    { method: 'GET', pattern: '/crm/v3/owners', handle: handleOwners },
    { method: 'GET', pattern: '/crm/v3/owners/:ownerId', handle: handleOwner },
    { method: 'GET', pattern: '/crm/v3/pipelines/deals', handle: handlePipelines },
    { method: 'GET', pattern: '/crm/v3/pipelines/deals/:pipelineId', handle: handlePipeline },
  ];
}

function toOwner(owner: SeedOwner) {
  return {
    id: owner.id,
    email: owner.email,
    type: 'PERSON',
    firstName: owner.firstName,
    lastName: owner.lastName,
    userId: owner.userId,
    userIdIncludingInactive: owner.userId,
    createdAt: OWNERS_SINCE,
    updatedAt: OWNERS_SINCE,
    archived: false,
    teams: [{ id: '4711', name: 'Sales', primary: true }],
  };
}

function salesPipeline() {
  return {
    id: 'default',
    label: 'Sales Pipeline',
    displayOrder: 0,
    createdAt: OWNERS_SINCE,
    updatedAt: OWNERS_SINCE,
    archived: false,
    stages: DEAL_STAGES.map((stage, index) => ({
      id: stage.id,
      label: stage.label,
      displayOrder: index,
      metadata: { isClosed: String(stage.isClosed), probability: stage.probability },
      createdAt: OWNERS_SINCE,
      updatedAt: OWNERS_SINCE,
      archived: false,
    })),
  };
}
