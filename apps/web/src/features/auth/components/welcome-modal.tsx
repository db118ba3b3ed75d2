import { List, Modal, Stack, Text } from '@mantine/core';
import { SandboxBadge } from '../../../ui/sandbox-badge';
import { SignInWithGoogleButton } from './sign-in-with-google-button';

export type TWelcomeModalProps = {
  opened: boolean;
  onClose: () => void;
  isSandbox: boolean;
  isSigningIn: boolean;
  onSignIn: () => void;
};

/**
 * The 'Welcome!' modal of /login for a returning visitor: what changed, and how to get previous meetings back.
 * Closing it leaves the plain sign-in card, so it may be dismissed.
 */
export const WelcomeModal = ({ opened, onClose, isSandbox, isSigningIn, onSignIn }: TWelcomeModalProps) => (
  <Modal
    opened={opened}
    onClose={onClose}
    title="Welcome!"
    centered
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
      <Text>Sign up with your Google account to restore your previous meetings.</Text>
      <SignInWithGoogleButton isSigningIn={isSigningIn} onSignIn={onSignIn} />
    </Stack>
  </Modal>
);
