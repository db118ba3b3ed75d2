import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { TInvitation } from '@ting/contracts';
import { useRevokeInvitationMutation } from '../api/use-team-invitations';
import { TEAM_TEXTS } from '../team-texts';
import { formatInvitationDate } from '../utils/format-invitation-date';

export type TPendingInvitationsListProps = {
  invitations: TInvitation[] | undefined;
  isLoading: boolean;
  /** The list could not be read (the HTTP client has said why). */
  hasFailed: boolean;
  onRevoked: (invitationId: string) => void;
};

/** The links that still work, each revocable; revoking one stops it at once. */
export const PendingInvitationsList = ({
  invitations,
  isLoading,
  hasFailed,
  onRevoked,
}: TPendingInvitationsListProps) => {
  const revoke = useRevokeInvitationMutation();
  if (isLoading) return <Loader size="sm" aria-label="Loading pending invitations" />;
  if (hasFailed) {
    return (
      <Text size="sm" c="dimmed">
        {TEAM_TEXTS.pendingLoadFailed}
      </Text>
    );
  }
  if (!invitations?.length) {
    return (
      <Text size="sm" c="dimmed">
        {TEAM_TEXTS.noPending}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={TEAM_TEXTS.pendingTitle}
    >
      {invitations.map((invitation) => (
        <Group
          component="li"
          key={invitation.id}
          justify="space-between"
          wrap="nowrap"
          aria-label={invitation.email}
        >
          <Stack gap={0}>
            <Text fw={500}>{invitation.email}</Text>
            <Text size="xs" c="dimmed">
              {invitation.invited_by ? `Invited by ${invitation.invited_by}, ` : ''}expires{' '}
              {formatInvitationDate(invitation.expires_at)}
              {invitation.mailed_at
                ? ` · ${TEAM_TEXTS.mailedOn(formatInvitationDate(invitation.mailed_at))}`
                : ''}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={revoke.isPending && revoke.variables === invitation.id}
            onClick={() => revoke.mutate(invitation.id, { onSuccess: () => onRevoked(invitation.id) })}
          >
            {TEAM_TEXTS.revoke}
          </Button>
        </Group>
      ))}
    </Stack>
  );
};
