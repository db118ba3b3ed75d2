import { Paper, Stack, Text, Title } from '@mantine/core';
import { SandboxBadge } from '../../../ui/sandbox-badge';
import { SignInWithGoogleButton } from './sign-in-with-google-button';

export type TSignInCardProps = {
  isSandbox: boolean;
  isSigningIn: boolean;
  onSignIn: () => void;
};

/** /login for a browser new to Ting, or once the returning visitor's 'Welcome!' has been seen. */
export const SignInCard = ({ isSandbox, isSigningIn, onSignIn }: TSignInCardProps) => (
  <Paper
    component="section"
    aria-labelledby="sign-in-title"
    withBorder
    radius="lg"
    p="xl"
    maw={420}
    mx="auto"
    mt="xl"
  >
    <Stack gap="md">
      {isSandbox ? <SandboxBadge /> : null}
      <Title order={1} size="h2" id="sign-in-title">
        Sign in to Ting
      </Title>
      <Text c="dimmed">
        Your AI meeting assistant: summaries, action items and CRM updates after every call.
      </Text>
      <SignInWithGoogleButton isSigningIn={isSigningIn} onSignIn={onSignIn} />
    </Stack>
  </Paper>
);
