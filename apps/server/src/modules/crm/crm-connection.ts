import type { CrmProvider, CrmRecordAccess } from '../../providers/crm/crm-provider';
import type { IntegrationsService } from '../integrations/integrations.service';

/**
 * An organization's way into its CRM: the provider, called with a valid token and the account id
 * (refreshed and retried once on a refusal by the integrations module). Not connected → NOT_CONNECTED.
 * The fields and the meeting links modules reach HubSpot only through this.
 */
export function createCrmConnection(deps: {
  provider: CrmProvider;
  integrations: Pick<
    IntegrationsService,
    'withAccessToken' | 'isConnected' | 'listConnectedOrganizationIds' | 'connectedAccount'
  >;
}) {
  const { provider, integrations } = deps;
  return {
    provider,
    async isConnected(organizationId: string): Promise<boolean> {
      return integrations.isConnected({ organizationId, provider: 'hubspot' });
    },
    /** The CRM account (HubSpot portal) when the connection is usable, else null: read locally, no HubSpot call. */
    account(organizationId: string): Promise<{ accountId: string | null } | null> {
      return integrations.connectedAccount({ organizationId, provider: 'hubspot' });
    },
    /** Organizations whose CRM is connected now (for daily upkeep across them). */
    listConnectedOrganizationIds(): Promise<string[]> {
      return integrations.listConnectedOrganizationIds('hubspot');
    },
    withCrm<T>(
      organizationId: string,
      call: (crm: CrmProvider, access: CrmRecordAccess) => Promise<T>,
    ): Promise<T> {
      return integrations.withAccessToken({ organizationId, provider: 'hubspot' }, (accessToken, account) =>
        call(provider, { accessToken, accountId: account.accountId }),
      );
    },
  };
}

export type CrmConnection = ReturnType<typeof createCrmConnection>;
