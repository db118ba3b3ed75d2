import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type TPageFrameProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** The common page layout under the navigation bar: a heading, an optional lead, then the content. */
export const PageFrame = ({ title, description, children }: TPageFrameProps) => (
  <Container size="lg" py="xl">
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {children}
    </Stack>
  </Container>
);
