import { Button } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';

export const MeetingsEmptyState = () => (
  <EmptyState
    icon={<IconCalendarEvent size={30} aria-hidden />}
    title="No meetings yet"
    description="Once your Google Calendar is connected, your upcoming meetings appear here. After each recorded meeting you will find its transcript, summary and action items too."
  >
    <Button component={Link} to="/settings#integrations" variant="light">
      Check your integrations
    </Button>
  </EmptyState>
);
