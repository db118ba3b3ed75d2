import {
  dataEnvelope,
  ZErrorBodySchema,
  ZFieldImportBodySchema,
  ZFieldImportListSchema,
  ZFieldListQuerySchema,
  ZFieldListSchema,
  ZFieldPatchBodySchema,
  ZFieldSchema,
  ZIdParamsSchema,
} from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/authenticate';
import { RESOURCE_ERROR_RESPONSES } from '../../http/error-responses';
import type { CrmFieldsService } from './crm-fields.service';

/** The listing, or with `?import=true` HubSpot's properties not imported yet. */
const ZFieldListingResponseSchema = z.union([
  dataEnvelope(ZFieldListSchema),
  dataEnvelope(ZFieldImportListSchema),
]);
/**
 * Room for 200 chosen properties sent back as the listing gave them (the web does), options included:
 * HubSpot enumerations such as Industry carry ~150 options each.
 */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;
/** A whole field (the web sends it back with its new prompt): a 4,000-character prompt plus options. */
const PATCH_BODY_LIMIT = 256 * 1024;

/**
 * Which HubSpot objects and properties Ting fills after meetings, at the spec's paths (section 7:
 * `/fields`, outside `/api` like `/integrations`).
 */
export async function crmFieldsRoutes(
  app: FastifyInstance,
  options: { fields: CrmFieldsService; authenticate: onRequestAsyncHookHandler },
) {
  const { fields, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: authenticate };
  const tags = ['crm'];
  const security = [{ bearerAuth: [] }];
  const errors = RESOURCE_ERROR_RESPONSES;
  /** The calls that read HubSpot: it may fail upstream (502 INTEGRATION_ERROR). */
  const hubspotErrors = { ...errors, 502: ZErrorBodySchema };

  routes.get(
    '/fields',
    {
      ...common,
      schema: {
        tags,
        security,
        summary:
          'The HubSpot objects and imported properties Ting fills; with import=true, the properties HubSpot offers to import',
        querystring: ZFieldListQuerySchema,
        response: { 200: ZFieldListingResponseSchema, ...hubspotErrors },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return request.query.import
        ? { data: await fields.listImportable(principal) }
        : { data: await fields.list(principal) };
    },
  );

  routes.post(
    '/fields',
    {
      ...common,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Import HubSpot properties (all or none), refreshing the imported ones',
        body: ZFieldImportBodySchema,
        response: { 201: dataEnvelope(z.array(ZFieldSchema)), ...hubspotErrors },
      },
    },
    async (request, reply) => {
      const imported = await fields.importProperties(requirePrincipal(request), request.body);
      return reply.status(201).send({ data: imported });
    },
  );

  routes.patch(
    '/fields/:id',
    {
      ...common,
      bodyLimit: PATCH_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: "Save a field's prompt or turn it on or off",
        params: ZIdParamsSchema,
        body: ZFieldPatchBodySchema,
        response: { 200: dataEnvelope(ZFieldSchema), ...errors },
      },
    },
    async (request) => ({
      data: await fields.update(requirePrincipal(request), request.params.id, request.body),
    }),
  );

  routes.delete(
    '/fields/:id',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Delete an imported property (objects cannot be deleted)',
        params: ZIdParamsSchema,
        response: { 200: dataEnvelope(z.object({ id: z.string() })), ...errors },
      },
    },
    async (request) => ({ data: await fields.remove(requirePrincipal(request), request.params.id) }),
  );
}
