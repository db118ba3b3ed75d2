import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandGoogle, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TSessionStatus } from '../../../lib/session/use-session';
import { BrandLogo } from '../../../ui/brand-logo';
import { SandboxBadge } from '../../../ui/sandbox-badge';
import { useIsSandbox } from '../../app-config/api/use-app-config-query';
import { useSignIn } from '../hooks/use-auth-actions';

export type TInviteViewProps = {
  sessionStatus: TSessionStatus;
};

/** /invite: where invitation links land. It explains the flow instead of pretending to accept anything. */
export const InviteView = ({ sessionStatus }: TInviteViewProps) => {
  const isSandbox = useIsSandbox();
  const signIn = useSignIn();
  return (
    <Stack mih="100vh" bg="gray.0" gap={0}>
      <Group px="lg" h={84}>
        <BrandLogo />
        {isSandbox ? <SandboxBadge /> : null}
      </Group>
      <Center flex={1} px="md" pb={84}>
        <Paper withBorder shadow="sm" p="xl" maw={480}>
          <Stack gap="md">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconUsers size={26} aria-hidden />
            </ThemeIcon>
            <Title order={1} size="h2">
              Join your team on Ting
            </Title>
            <Text>
              Invitations are opened from the link in your invitation email. Open that link, then sign in with
              the Google account the invitation was sent to.
            </Text>
            {sessionStatus === 'authenticated' ? (
              <Button component={Link} to="/">
                Go to Ting
              </Button>
            ) : (
              <Button
                leftSection={<IconBrandGoogle size={18} aria-hidden />}
                onClick={() => void signIn.run()}
                disabled={sessionStatus === 'loading' || signIn.isPending}
              >
                Sign in with Google
              </Button>
            )}
          </Stack>
        </Paper>
      </Center>
    </Stack>
  );
};
