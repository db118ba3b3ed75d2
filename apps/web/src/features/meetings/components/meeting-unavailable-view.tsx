import { Button, Group, Stack } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../ui/brand-logo';
import { EmptyState } from '../../../ui/empty-state';

/** The full-screen meeting page, open without a session. No meeting can be found yet, so it says so. */
export const MeetingUnavailableView = () => (
  <Stack mih="100vh" gap={0}>
    <Group px="lg" h={84}>
      <BrandLogo />
    </Group>
    <EmptyState
      icon={<IconVideoOff size={30} aria-hidden />}
      title="Meeting not found"
      description="This meeting does not exist or is not shared with you. Ask the person who sent you the link to check it."
    >
      <Button component={Link} to="/" variant="light">
        Go to Ting
      </Button>
    </EmptyState>
  </Stack>
);
