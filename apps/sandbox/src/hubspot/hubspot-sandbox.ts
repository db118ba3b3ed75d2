import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxService } from '../service.js';
import { createRouter } from '../shared/router.js';
import { createAssociationsRoutes } from './crm/associations-routes.js';
import { createCrmAuth } from './crm/crm-auth.js';
import type { CrmContext } from './crm/crm-context.js';
import { seedCrm } from './crm/crm-seed.js';
import { openCrmStore } from './crm/crm-store.js';
import { createObjectsRoutes } from './crm/objects-routes.js';
import { createOwnersRoutes } from './crm/owners-routes.js';
import { createPropertyControls } from './crm/properties/property-controls.js';
import { createPropertiesRoutes } from './crm/properties-routes.js';
import { createCrmRateLimiter, createRateLimitControls, isRateLimitedCall } from './crm/rate-limit.js';
import { createRecordControls } from './crm/record-controls.js';
import { createRecordPagesRoutes } from './crm/record-pages-routes.js';
import { sendHubspotError } from './hubspot-errors.js';
import { createAuthorizeRoutes, type HubspotClientOptions } from './oauth/authorize-routes.js';
import { openOauthStore } from './oauth/oauth-store.js';
import { createTokenRoutes } from './oauth/token-routes.js';
import { createHubspotControls } from './sandbox-controls.js';

export type HubspotSandboxOptions = {
  /** `${publicUrl}/hubspot`: stands in for both https://app.hubspot.com and https://api.hubapi.com. */
  baseUrl: string;
  dataDir: string;
  client: HubspotClientOptions;
};

export type HubspotSandbox = SandboxService & { baseUrl: string };

/** HubSpot: the authorise page, OAuth v1, CRM v3 objects/search/properties/owners, associations v4, record pages, and the ten-second rate limit. */
export async function createHubspotSandbox({
  baseUrl,
  dataDir,
  client,
}: HubspotSandboxOptions): Promise<HubspotSandbox> {
  await mkdir(dataDir, { recursive: true });
  const oauth = await openOauthStore({ dataDir });
  const crm = await openCrmStore({ dataDir, seed: (store) => seedCrm({ store, now: new Date() }) });
  const context: CrmContext = { store: crm, authorize: createCrmAuth({ store: oauth }), baseUrl };
  const rateLimiter = createCrmRateLimiter();

  const router = createRouter([
    ...createAuthorizeRoutes({ baseUrl, client, store: oauth }),
    ...createTokenRoutes({ client, store: oauth }),
    ...createObjectsRoutes(context),
    ...createPropertiesRoutes(context),
    ...createAssociationsRoutes(context),
    ...createOwnersRoutes(context),
    ...createRecordPagesRoutes({ store: crm, baseUrl }),
    ...createHubspotControls(oauth),
    ...createPropertyControls(crm),
    ...createRecordControls(crm),
    ...createRateLimitControls(rateLimiter),
  ]);

  return {
    baseUrl,
    async handle(req: IncomingMessage, res: ServerResponse) {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      const match = router.match({ method: req.method ?? 'GET', pathname: url.pathname });
      if (match.kind === 'not-found') {
        return sendHubspotError(res, {
          httpStatus: 404,
          category: 'OBJECT_NOT_FOUND',
          message: `The sandbox HubSpot has no endpoint ${req.method} ${url.pathname}`,
        });
      }
      if (match.kind === 'method-not-allowed') {
        return sendHubspotError(res, {
          httpStatus: 405,
          category: 'VALIDATION_ERROR',
          message: `Use ${match.allowed.join(' or ')} for ${url.pathname}`,
        });
      }
      if (isRateLimitedCall(url.pathname) && !rateLimiter.admit(res)) return;
      await match.route.handle({ req, res, params: match.params, url });
    },
    async close() {
      await Promise.all([oauth.flush(), crm.flush()]);
    },
  };
}
