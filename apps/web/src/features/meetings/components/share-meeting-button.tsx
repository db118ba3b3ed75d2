import { Alert, Button, CopyButton, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconLinkOff, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import {
  useCreateMeetingShareMutation,
  useMeetingShareQuery,
  useRevokeMeetingShareMutation,
} from '../api/use-meeting-share';
import { formatMeetingDate } from '../utils/meeting-format';

/** The owner's 'Share' button: creates, copies and revokes the meeting's read-only link. */
export const ShareMeetingButton = ({ meetingId }: { meetingId: string }) => {
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirmingRevoke, setIsConfirmingRevoke] = useState(false);
  const shareQuery = useMeetingShareQuery({ meetingId, isEnabled: isOpen });
  const create = useCreateMeetingShareMutation(meetingId);
  const revoke = useRevokeMeetingShareMutation(meetingId);
  const share = shareQuery.data;

  const close = () => {
    setIsOpen(false);
    setIsConfirmingRevoke(false);
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        Share
      </Button>
      <Modal opened={isOpen} onClose={close} title="Share this meeting" centered size="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Anyone with the link can view this meeting's recording, transcript, summary and action items
            without signing in. They cannot edit anything or see participants' email addresses.
          </Text>
          {shareQuery.isPending ? (
            <Skeleton h={36} />
          ) : share ? (
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  label="Share link"
                  value={share.url}
                  readOnly
                  style={{ flex: 1 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={share.url} timeout={2000}>
                  {({ copied, copy }) => (
                    <Button
                      onClick={copy}
                      color={copied ? 'teal' : undefined}
                      leftSection={
                        copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                      }
                    >
                      {copied ? 'Copied' : 'Copy link'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="xs" c="dimmed">
                Link created {formatMeetingDate(share.created_at)}.
              </Text>
              {isConfirmingRevoke ? (
                <Alert color="red" title="Revoke this link?" icon={<IconLinkOff size={18} aria-hidden />}>
                  <Stack gap="sm">
                    <Text size="sm">
                      Everyone who has it loses access at once. You can create a new link afterwards.
                    </Text>
                    <Group gap="xs">
                      <Button
                        color="red"
                        size="xs"
                        loading={revoke.isPending}
                        onClick={() =>
                          revoke.mutate(undefined, { onSuccess: () => setIsConfirmingRevoke(false) })
                        }
                      >
                        Revoke link
                      </Button>
                      <Button variant="default" size="xs" onClick={() => setIsConfirmingRevoke(false)}>
                        Keep link
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              ) : (
                <Group>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconLinkOff size={14} aria-hidden />}
                    onClick={() => setIsConfirmingRevoke(true)}
                  >
                    Revoke link…
                  </Button>
                </Group>
              )}
            </Stack>
          ) : (
            <Group>
              <Button
                leftSection={<IconLink size={16} aria-hidden />}
                loading={create.isPending}
                disabled={shareQuery.isError}
                onClick={() => create.mutate()}
              >
                Create share link
              </Button>
            </Group>
          )}
        </Stack>
      </Modal>
    </>
  );
};
