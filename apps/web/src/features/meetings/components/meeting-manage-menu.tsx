import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TMeetingListItem } from '@ting/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HttpError } from '../../../lib/http-client';
import { showToast } from '../../../lib/toast';
import { useDeleteMeetingMutation, useRenameMeetingMutation } from '../api/use-meeting-manage-mutations';
import { DeleteMeetingModal } from './delete-meeting-modal';
import { RenameMeetingModal } from './rename-meeting-modal';

export type TMeetingManageMenuProps = {
  meeting: Pick<TMeetingListItem, 'id' | 'title'>;
};

/**
 * Rename and Delete for a meeting's owner or the organization's admin (the server checks the same), each
 * asking first. After a delete the meetings page opens.
 */
export const MeetingManageMenu = ({ meeting }: TMeetingManageMenuProps) => {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const rename = useRenameMeetingMutation(meeting.id);
  const remove = useDeleteMeetingMutation(meeting.id);
  const navigate = useNavigate();
  const close = () => {
    setDialog(null);
    rename.reset();
  };
  const renameError =
    rename.error instanceof HttpError && rename.error.status === 400 ? rename.error.message : null;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Tooltip label="More actions" withArrow>
            <ActionIcon variant="default" size="lg" aria-label="More actions">
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setDialog('rename')}>
            Rename
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDialog('delete')}
          >
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <RenameMeetingModal
        isOpen={dialog === 'rename'}
        title={meeting.title}
        isSaving={rename.isPending}
        error={renameError}
        onClose={close}
        onSave={(title) =>
          rename.mutate(title, {
            onSuccess: () => {
              close();
              showToast({ message: 'Meeting renamed', tone: 'success', durationMs: 3000 });
            },
          })
        }
      />
      <DeleteMeetingModal
        isOpen={dialog === 'delete'}
        title={meeting.title}
        isDeleting={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              showToast({ message: `“${meeting.title}” was deleted`, tone: 'success', durationMs: 3000 });
              void navigate('/meetings', { replace: true });
            },
            onError: () => setDialog(null),
          })
        }
      />
    </>
  );
};
