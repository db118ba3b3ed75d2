import {
  ActionIcon,
  Box,
  Button,
  Group,
  Menu,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TAssistantConversation } from '@ting/contracts';
import { useId } from 'react';
import { ASSISTANT_TEXTS } from '../assistant-texts';
import classes from './assistant-view.module.css';

export type TConversationListProps = {
  conversations: TAssistantConversation[];
  selectedId: string | null;
  isStarting: boolean;
  onSelect: (conversationId: string) => void;
  onStart: () => void;
  onRename: (conversation: TAssistantConversation) => void;
  onDelete: (conversation: TAssistantConversation) => void;
};

const formatUpdatedAt = (iso: string): string =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** The user's conversations, most recently used first, with new, rename and delete. */
export const ConversationList = ({
  conversations,
  selectedId,
  isStarting,
  onSelect,
  onStart,
  onRename,
  onDelete,
}: TConversationListProps) => {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" className={classes.sidebar} component="nav" aria-labelledby={headingId}>
      <Stack gap="sm" p="sm" className={classes.sidebarHeader}>
        <Title order={2} size="h5" id={headingId}>
          {ASSISTANT_TEXTS.conversationsLabel}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          variant="light"
          fullWidth
          loading={isStarting}
          onClick={onStart}
        >
          {ASSISTANT_TEXTS.newConversation}
        </Button>
      </Stack>
      <ScrollArea className={classes.sidebarList} scrollbars="y" type="auto">
        <Box component="ul" aria-labelledby={headingId} p={6} m={0} className={classes.conversations}>
          {conversations.map((conversation) => {
            const isSelected = conversation.id === selectedId;
            return (
              <Box
                component="li"
                key={conversation.id}
                className={classes.conversation}
                data-selected={isSelected || undefined}
              >
                <Group gap={4} wrap="nowrap">
                  <UnstyledButton
                    className={classes.conversationButton}
                    aria-current={isSelected ? 'page' : undefined}
                    onClick={() => onSelect(conversation.id)}
                  >
                    <Text size="sm" fw={isSelected ? 600 : 400} truncate="end">
                      {conversation.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatUpdatedAt(conversation.updated_at)}
                    </Text>
                  </UnstyledButton>
                  <Menu position="bottom-end" withinPortal shadow="md">
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={ASSISTANT_TEXTS.conversationMenuLabel(conversation.title)}
                      >
                        <IconDots size={16} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconPencil size={14} aria-hidden />}
                        onClick={() => onRename(conversation)}
                      >
                        {ASSISTANT_TEXTS.rename}
                      </Menu.Item>
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        onClick={() => onDelete(conversation)}
                      >
                        {ASSISTANT_TEXTS.delete}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Box>
            );
          })}
        </Box>
      </ScrollArea>
    </Paper>
  );
};
