import { Button, Group, Stack } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../ui/brand-logo';
import { EmptyState } from '../../../ui/empty-state';

export const MEETING_UNAVAILABLE_TITLE = 'Meeting not available';

/**
 * The full-screen meeting page when there is nothing to show: an unknown id, a meeting of another
 * organization, a revoked or guessed share link. One answer for all, so a link reveals nothing.
 */
export const MeetingUnavailableView = () => (
  <Stack mih="100vh" gap={0}>
    <Group px="lg" h={84}>
      <BrandLogo />
    </Group>
    <EmptyState
      icon={<IconVideoOff size={30} aria-hidden />}
      title={MEETING_UNAVAILABLE_TITLE}
      description="This meeting does not exist, is not shared with you, or its share link was revoked. Ask the person who sent you the link for a new one."
    >
      <Button component={Link} to="/" variant="light">
        Go to Ting
      </Button>
    </EmptyState>
  </Stack>
);
