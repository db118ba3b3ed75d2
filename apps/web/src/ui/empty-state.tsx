import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type TEmptyStateProps = {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
};

export const EmptyState = ({ icon, title, description, children }: TEmptyStateProps) => (
  <Stack align="center" gap="sm" py={64} px="md" maw={560} mx="auto" ta="center">
    <ThemeIcon size={56} radius="xl" variant="light">
      {icon}
    </ThemeIcon>
    <Title order={2} size="h3">
      {title}
    </Title>
    <Text c="dimmed">{description}</Text>
    {children}
  </Stack>
);
