import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { SandboxBadge } from '../../../ui/sandbox-badge';

export type TWelcomeModalProps = {
  isSandbox: boolean;
  isSigningIn: boolean;
  onSignIn: () => void;
};

const noop = () => {};

/** The 'Welcome!' modal of /login: what is new, and the way in. It cannot be dismissed; signing in is the point. */
export const WelcomeModal = ({ isSandbox, isSigningIn, onSignIn }: TWelcomeModalProps) => (
  <Modal
    opened
    onClose={noop}
    title="Welcome!"
    centered
    withCloseButton={false}
    closeOnEscape={false}
    closeOnClickOutside={false}
    size="md"
    styles={{ title: { fontSize: 'var(--mantine-h2-font-size)', fontWeight: 700 } }}
  >
    <Stack gap="md">
      {isSandbox ? <SandboxBadge /> : null}
      <Text>Ting, your AI meeting assistant, has been rebuilt:</Text>
      <List spacing={4} size="sm">
        <List.Item>summaries and action items written the way you ask for them</List.Item>
        <List.Item>HubSpot contacts, companies and deals updated after every call</List.Item>
        <List.Item>a chat for each meeting and an assistant across all of them</List.Item>
      </List>
      <Text>Sign up with your Google account to get started and restore your previous meetings.</Text>
      <Button
        size="md"
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        onClick={onSignIn}
        disabled={isSigningIn}
        fullWidth
      >
        Sign in with Google
      </Button>
    </Stack>
  </Modal>
);
