import { Skeleton, Stack } from '@mantine/core';
import { IconAddressBook, IconCalendarEvent } from '@tabler/icons-react';
import { INTEGRATION_ADMIN_ACTIONS, type TIntegrationName, type TIntegrationSummary } from '@ting/contracts';
import { type ReactNode, useState } from 'react';
import { browser } from '../../../lib/browser';
import { useAdminOnly } from '../../identity/hooks/use-admin-only';
import { useIntegrationSummariesQuery } from '../api/use-integration-summaries-query';
import { useRemoveIntegrationMutation } from '../api/use-remove-integration-mutation';
import { useStartAuthorization } from '../hooks/use-start-authorization';
import { INTEGRATION_CATALOG, type TIntegrationDefinition } from '../integration-catalog';
import { IntegrationCard } from './integration-card';
import { RemoveIntegrationModal } from './remove-integration-modal';

const CARD_LOOKS: Record<TIntegrationName, { icon: ReactNode; color: string }> = {
  google_calendar: { icon: <IconCalendarEvent size={24} aria-hidden />, color: 'blue' },
  hubspot: { icon: <IconAddressBook size={24} aria-hidden />, color: 'orange' },
};

export type TIntegrationsPanelProps = {
  /** Connected names from the identity: the fallback when the full list cannot be loaded. */
  orgIntegrations: readonly TIntegrationName[];
};

/** Without `GET /api/integrations`, the identity still tells which integrations are connected. */
const summariesFromNames = (names: readonly TIntegrationName[]): TIntegrationSummary[] =>
  names.map((name) => ({ name, status: 'connected', connected_at: '', external_account_id: null }));

/** The integrations screen: a card per integration, its connection and its removal (spec sections 2 and 4). */
export const IntegrationsPanel = ({ orgIntegrations }: TIntegrationsPanelProps) => {
  const summariesQuery = useIntegrationSummariesQuery();
  const authorization = useStartAuthorization();
  const removal = useRemoveIntegrationMutation();
  const adminOnly = useAdminOnly();
  const [removalTarget, setRemovalTarget] = useState<TIntegrationDefinition | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  const handleRemoveRequest = (definition: TIntegrationDefinition) => {
    removal.reset();
    setRemovalTarget(definition);
    setIsConfirmOpen(true);
  };

  const handleConfirmRemoval = async () => {
    if (!removalTarget) return;
    try {
      await removal.mutateAsync(removalTarget.name);
    } catch (error) {
      // The failure toast is already up; close the dialog so it can be read.
      console.error(`Could not remove the ${removalTarget.label} integration`, error);
      setIsConfirmOpen(false);
      return;
    }
    // Every screen (identity, wizard flags, meetings) must forget the integration: start again from the server.
    browser.reload();
  };

  if (summariesQuery.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading integrations">
        {INTEGRATION_CATALOG.map(({ name }) => (
          <Skeleton key={name} height={96} radius="md" />
        ))}
      </Stack>
    );
  }

  const summaries = summariesQuery.data ?? summariesFromNames(orgIntegrations);
  const isRemoving = removal.isPending || removal.isSuccess;

  return (
    <>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {INTEGRATION_CATALOG.map((definition) => {
          const look = CARD_LOOKS[definition.name];
          const isAuthorizing = authorization.pendingIntegration === definition.slug;
          return (
            <IntegrationCard
              key={definition.name}
              definition={definition}
              summary={summaries.find((summary) => summary.name === definition.name) ?? null}
              icon={look.icon}
              iconColor={look.color}
              isAuthorizing={isAuthorizing}
              isAuthorizeDisabled={authorization.pendingIntegration !== null && !isAuthorizing}
              adminOnlyReason={adminOnly(INTEGRATION_ADMIN_ACTIONS[definition.name])}
              onAuthorize={() => void authorization.start(definition.slug)}
              onRemove={() => handleRemoveRequest(definition)}
            />
          );
        })}
      </Stack>
      <RemoveIntegrationModal
        opened={isConfirmOpen}
        definition={removalTarget}
        isRemoving={isRemoving}
        onConfirm={() => void handleConfirmRemoval()}
        onClose={() => setIsConfirmOpen(false)}
      />
    </>
  );
};
