import {
  dataEnvelope,
  ZCrmSettingsPatchSchema,
  ZCrmSettingsSchema,
  ZMeetingSettingsResponseSchema,
  ZMeetingSettingsSchema,
  ZRenameOrganizationRequestSchema,
  ZRenameOrganizationResponseSchema,
  ZTransferAdminRequestSchema,
  ZTransferAdminResponseSchema,
} from '@ting/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/authenticate';
import { RESOURCE_ERROR_RESPONSES } from '../../http/error-responses';
import type { OrganizationsService } from './organizations.service';

/**
 * The organization's settings: how CRM updates are written and whether new meetings start private (read
 * by any member, changed by the admin), and who its admin is.
 */
export async function organizationsRoutes(
  app: FastifyInstance,
  options: { organizations: OrganizationsService; authenticate: onRequestAsyncHookHandler },
) {
  const { organizations, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organization'];
  const security = [{ bearerAuth: [] }];

  routes.get(
    '/api/organization/crm-settings',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary:
          'Which CRM updates after meetings (the meeting and its note, tasks, property updates) are written automatically or reviewed first',
        response: { 200: dataEnvelope(ZCrmSettingsSchema), ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await organizations.crmSettings(requirePrincipal(request)) }),
  );

  routes.patch(
    '/api/organization/crm-settings',
    {
      onRequest: authenticate,
      bodyLimit: 1024,
      schema: {
        tags,
        security,
        summary:
          "Write some kinds of CRM updates automatically, or review them before they are written (the organization's owner only); `write_mode` sets every kind",
        body: ZCrmSettingsPatchSchema,
        response: { 200: dataEnvelope(ZCrmSettingsSchema), ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await organizations.updateCrmSettings(requirePrincipal(request), request.body),
    }),
  );

  routes.get(
    '/api/organization/meeting-settings',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "Whether the organization's new meetings start private, seen by their owner only",
        response: { 200: ZMeetingSettingsResponseSchema, ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await organizations.meetingSettings(requirePrincipal(request)) }),
  );

  routes.patch(
    '/api/organization/meeting-settings',
    {
      onRequest: authenticate,
      bodyLimit: 1024,
      schema: {
        tags,
        security,
        summary:
          'Make new meetings private, or visible to the team once processed (the admin only; existing meetings keep theirs)',
        body: ZMeetingSettingsSchema,
        response: { 200: ZMeetingSettingsResponseSchema, ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await organizations.updateMeetingSettings(requirePrincipal(request), request.body),
    }),
  );

  routes.patch(
    '/api/organization',
    {
      onRequest: authenticate,
      bodyLimit: 1024,
      schema: {
        tags,
        security,
        summary: 'Rename the organization (the admin only)',
        body: ZRenameOrganizationRequestSchema,
        response: { 200: ZRenameOrganizationResponseSchema, ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await organizations.rename(requirePrincipal(request), request.body) }),
  );

  routes.post(
    '/api/organization/admin',
    {
      onRequest: authenticate,
      bodyLimit: 1024,
      schema: {
        tags,
        security,
        summary: "Make another member the organization's admin; the caller becomes a member (the admin only)",
        body: ZTransferAdminRequestSchema,
        response: { 200: ZTransferAdminResponseSchema, ...RESOURCE_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await organizations.transferAdmin(requirePrincipal(request), request.body),
    }),
  );
}
