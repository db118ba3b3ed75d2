import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconUserPlus } from '@tabler/icons-react';
import type { TCreatedInvitation } from '@ting/contracts';
import { type FormEvent, useState } from 'react';
import { useCreateInvitationMutation } from '../api/use-team-invitations';
import { TEAM_TEXTS } from '../team-texts';

/** Enough to catch a typo before asking the server, which checks the address properly. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type TInviteMemberFormProps = {
  /** The link just created (shown until the next invitation or until it is revoked). */
  created: TCreatedInvitation | null;
  onCreated: (created: TCreatedInvitation) => void;
};

/** The admin's invitation form: an address in; Ting mails the link when it can, and shows it to copy. */
export const InviteMemberForm = ({ created, onCreated }: TInviteMemberFormProps) => {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateInvitationMutation();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setError(TEAM_TEXTS.invalidEmail);
      return;
    }
    setError(null);
    create.mutate(
      { email: address },
      {
        onSuccess: (invitation) => {
          setEmail('');
          onCreated(invitation);
        },
        onError: (failure) => setError(failure.message || TEAM_TEXTS.invalidEmail),
      },
    );
  };

  return (
    <Stack gap="sm">
      <form onSubmit={handleSubmit} noValidate>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={TEAM_TEXTS.emailLabel}
            placeholder={TEAM_TEXTS.emailPlaceholder}
            type="email"
            autoComplete="off"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            mt={25}
            loading={create.isPending}
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {TEAM_TEXTS.inviteButton}
          </Button>
        </Group>
      </form>
      {created ? (
        <Stack gap={4}>
          <Text size="sm" role="status" c={created.mail === 'sending' ? 'teal' : 'orange'}>
            {created.mail === 'sending' ? TEAM_TEXTS.mailSent(created.email) : TEAM_TEXTS.mailNotConfigured}
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={`Invite link for ${created.email}`}
              value={created.url}
              readOnly
              style={{ flex: 1 }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={created.url} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  onClick={copy}
                  color={copied ? 'teal' : undefined}
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                >
                  {copied ? TEAM_TEXTS.copied : TEAM_TEXTS.copyLink}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {TEAM_TEXTS.linkNote}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
};
