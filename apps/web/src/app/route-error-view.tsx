import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** Last resort when a page fails to load or render (for example a chunk missing after a deploy). */
export const RouteErrorView = () => {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
};
