import { Button } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';

export const AssistantEmptyState = () => (
  <EmptyState
    icon={<IconMessageChatbot size={30} aria-hidden />}
    title="Your assistant is not here yet"
    description="The personal assistant will answer questions across your meetings, your CRM and the web. It is not available in this version of Ting."
  >
    <Button component={Link} to="/meetings" variant="light">
      Go to meetings
    </Button>
  </EmptyState>
);
