import { Group, Progress, Stack, Text } from '@mantine/core';
import { BILLING_TEXTS } from '../billing-texts';

export type TMeetingUsageMeterProps = {
  label: string;
  used: number;
  /** The plan's processed meetings a month (spec section 9: 5 free, 20 pro). */
  limit: number;
};

/** Processed meetings this month against the plan's limit, as text and as a bar. */
export const MeetingUsageMeter = ({ label, used, limit }: TMeetingUsageMeterProps) => {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={500}>{label}</Text>
        <Text size="sm" c="dimmed">
          {BILLING_TEXTS.meetingsUsed(used, limit)}
        </Text>
      </Group>
      <Progress value={percent} color={used >= limit ? 'red' : 'blue'} aria-label={label} />
    </Stack>
  );
};
