import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TUser } from '@ting/contracts';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { TEAM_TEXTS } from '../team-texts';

export type TMakeAdminModalProps = {
  /** The member to make admin; null when closed. */
  member: TUser | null;
  organizationName: string;
  isSaving: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Confirms handing the admin role to another member, and says what the admin gives up with it. */
export const MakeAdminModal = ({
  member,
  organizationName,
  isSaving,
  onConfirm,
  onClose,
}: TMakeAdminModalProps) => {
  const name = member ? (member.name ?? member.email) : '';
  return (
    <Modal
      opened={member !== null}
      onClose={isSaving ? () => {} : onClose}
      title={TEAM_TEXTS.makeAdminTitle(name)}
      centered
      withCloseButton={!isSaving}
      closeOnClickOutside={!isSaving}
      closeOnEscape={!isSaving}
    >
      <Stack gap="lg">
        <Text>{TEAM_TEXTS.makeAdminConsequence({ name, organizationName })}</Text>
        <Group justify="flex-end">
          {/* Focus starts on the harmless choice. */}
          <Button variant="default" onClick={onClose} disabled={isSaving} data-autofocus>
            {TEAM_TEXTS.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={isSaving}>
            {isSaving ? PROCESSING_LABEL : TEAM_TEXTS.makeAdmin}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
