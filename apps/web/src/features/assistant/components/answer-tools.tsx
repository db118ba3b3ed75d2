import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconCalendarEvent, IconSearch, IconTool, IconWorld } from '@tabler/icons-react';
import type { TAssistantTool } from '@ting/contracts';
import { ASSISTANT_TEXTS } from '../assistant-texts';

const iconFor = (name: string) => {
  if (name.includes('web')) return IconWorld;
  if (name.includes('crm') || name.includes('hubspot') || name.includes('deal')) return IconBuildingStore;
  if (name.includes('calendar') || name.includes('upcoming')) return IconCalendarEvent;
  if (name.includes('search')) return IconSearch;
  return IconTool;
};

export type TAnswerToolsProps = {
  tools: readonly TAssistantTool[];
};

/** The tools that ran for an answer ('Searched 3 meetings'), shown as they run, above the answer. */
export const AnswerTools = ({ tools }: TAnswerToolsProps) => {
  if (tools.length === 0) return null;
  return (
    <Group
      component="ul"
      gap={6}
      m={0}
      p={0}
      aria-label={ASSISTANT_TEXTS.toolsLabel}
      style={{ listStyle: 'none' }}
    >
      {tools.map((tool, index) => {
        const Icon = iconFor(tool.name);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: tools are only appended; a tool may run twice.
          <Group component="li" key={index} gap={6} wrap="nowrap" data-tool={tool.name}>
            <ThemeIcon size="sm" radius="xl" variant="light" color="gray">
              <Icon size={12} aria-hidden />
            </ThemeIcon>
            <Text size="xs" c="dimmed">
              {tool.label}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
};
