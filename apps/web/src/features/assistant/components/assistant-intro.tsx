import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { ASSISTANT_TEXTS } from '../assistant-texts';

/** What the assistant does: the first step of the assistant tour points here (`data-tour="assistant-intro"`). */
export const AssistantIntro = () => (
  <Group gap="sm" wrap="nowrap" align="flex-start" data-tour="assistant-intro" component="header">
    <ThemeIcon size={40} radius="xl" variant="light">
      <IconSparkles size={22} aria-hidden />
    </ThemeIcon>
    <Stack gap={2}>
      <Title order={1} size="h3">
        {ASSISTANT_TEXTS.introTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {ASSISTANT_TEXTS.introDescription}
      </Text>
    </Stack>
  </Group>
);
