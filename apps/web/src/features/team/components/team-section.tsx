import { Stack, Text, Title } from '@mantine/core';
import type { TCreatedInvitation, TUser } from '@ting/contracts';
import { useState } from 'react';
import { useCurrentIdentity } from '../../identity/hooks/use-current-identity';
import { usePendingInvitationsQuery } from '../api/use-team-invitations';
import { useTransferAdminMutation } from '../api/use-transfer-admin-mutation';
import { TEAM_TEXTS } from '../team-texts';
import { InviteMemberForm } from './invite-member-form';
import { MakeAdminModal } from './make-admin-modal';
import { NewMeetingsPrivateSetting } from './new-meetings-private-setting';
import { OrganizationNameForm } from './organization-name-form';
import { PendingInvitationsList } from './pending-invitations-list';
import { TeamMembersList } from './team-members-list';

/**
 * The organization's people, for the settings page: its admin invites by link and revokes pending links;
 * everyone sees the members. Renders the content only; the page gives it its section frame and heading.
 */
export const TeamSection = () => {
  const { user, users, organization } = useCurrentIdentity();
  const isAdmin = user.is_admin;
  const pending = usePendingInvitationsQuery({ isEnabled: isAdmin });
  const [created, setCreated] = useState<TCreatedInvitation | null>(null);
  const [newAdmin, setNewAdmin] = useState<TUser | null>(null);
  const transfer = useTransferAdminMutation();

  const handleConfirmMakeAdmin = () => {
    if (!newAdmin) return;
    transfer.mutate(
      { user_id: newAdmin.id },
      {
        onSuccess: () => {
          setCreated(null);
          setNewAdmin(null);
        },
        // The HTTP client has said why; the dialog closes so it can be read.
        onError: () => setNewAdmin(null),
      },
    );
  };

  const handleRevoked = (invitationId: string) => {
    if (created?.id === invitationId) setCreated(null);
  };

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {TEAM_TEXTS.organizationTitle}
        </Title>
        <OrganizationNameForm name={organization.name} canRename={isAdmin} />
        <NewMeetingsPrivateSetting />
      </Stack>
      {isAdmin ? (
        <>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {TEAM_TEXTS.inviteTitle}
            </Title>
            <InviteMemberForm created={created} onCreated={setCreated} />
          </Stack>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {TEAM_TEXTS.pendingTitle}
            </Title>
            <PendingInvitationsList
              invitations={pending.data}
              isLoading={pending.isPending}
              hasFailed={pending.isError}
              onRevoked={handleRevoked}
            />
          </Stack>
        </>
      ) : null}
      <Stack gap="sm">
        <Title order={3} size="h4">
          {TEAM_TEXTS.membersTitle}
        </Title>
        <TeamMembersList members={users} onMakeAdmin={isAdmin ? setNewAdmin : undefined} />
        {isAdmin ? null : (
          <Text size="sm" c="dimmed">
            {TEAM_TEXTS.membersOnlyNote}
          </Text>
        )}
      </Stack>
      <MakeAdminModal
        member={newAdmin}
        organizationName={organization.name}
        isSaving={transfer.isPending}
        onConfirm={handleConfirmMakeAdmin}
        onClose={() => setNewAdmin(null)}
      />
    </Stack>
  );
};
