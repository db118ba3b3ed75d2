import { Button } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state';

export const NotFoundPage = () => (
  <EmptyState
    icon={<IconMapOff size={30} aria-hidden />}
    title="Page not found"
    description="There is nothing at this address."
  >
    <Button component={Link} to="/meetings" variant="light">
      Go to meetings
    </Button>
  </EmptyState>
);
