import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { BILLING_TEXTS } from '../billing-texts';

/** 'Why Choose Ting?' beside the plan cards (spec section 2). */
export const WhyChooseTing = () => (
  <Stack gap="sm" component="section" aria-labelledby="why-choose-ting-title">
    <Title order={4} id="why-choose-ting-title">
      {BILLING_TEXTS.whyChooseTitle}
    </Title>
    <List
      spacing="xs"
      icon={
        <ThemeIcon size={20} radius="xl" color="teal" variant="light">
          <IconCheck size={14} aria-hidden />
        </ThemeIcon>
      }
    >
      {BILLING_TEXTS.whyChooseReasons.map(({ title, detail }) => (
        <List.Item key={title}>
          <Text span fw={500}>
            {title}
          </Text>
          <Text span c="dimmed">
            {' '}
            — {detail}
          </Text>
        </List.Item>
      ))}
    </List>
  </Stack>
);
