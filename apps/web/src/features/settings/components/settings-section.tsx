import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NAV_BAR_HEIGHT_PX } from '../../../ui/theme';

export type TSettingsSectionProps = {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
};

export const SettingsSection = ({ id, title, description, children }: TSettingsSectionProps) => (
  <Paper
    component="section"
    id={id}
    aria-labelledby={`${id}-title`}
    withBorder
    radius="lg"
    p={{ base: 'md', sm: 'xl' }}
    // Keeps the heading clear of the fixed navigation bar when scrolled to by hash.
    style={{ scrollMarginTop: NAV_BAR_HEIGHT_PX + 16 }}
  >
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} id={`${id}-title`}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {children}
    </Stack>
  </Paper>
);
