import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useSignOut } from '../../features/auth/hooks/use-auth-actions';

export type TIdentityErrorViewProps = {
  isRetrying: boolean;
  onRetry: () => void;
};

/** Signed in, but the organization data did not load: say so and offer the two ways out. */
export const IdentityErrorView = ({ isRetrying, onRetry }: TIdentityErrorViewProps) => {
  const signOut = useSignOut();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Title order={1} size="h2">
          We could not load your workspace
        </Title>
        <Text c="dimmed">
          You are signed in, but Ting found no organization data for your account. Try again, or sign out and
          sign in with another Google account.
        </Text>
        <Group>
          <Button onClick={onRetry} loading={isRetrying}>
            Try again
          </Button>
          <Button variant="default" onClick={() => void signOut.run()} disabled={signOut.isPending}>
            Sign out
          </Button>
        </Group>
      </Stack>
    </Center>
  );
};
