import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatBytes } from '@ting/contracts';
import { useBillingSubscriptionQuery } from '../api/use-billing-subscription-query';
import { BILLING_TEXTS } from '../billing-texts';

/** The recordings the organization keeps against its plan's storage, as text and as a bar. */
export const StorageUsageMeter = () => {
  const { data } = useBillingSubscriptionQuery();
  if (!data) return null;
  const { used_bytes: used, quota_bytes: quota } = data.media_storage;
  const percent = quota > 0 ? Math.min(100, (used / quota) * 100) : 100;
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={500}>{BILLING_TEXTS.storageLabel}</Text>
        <Text size="sm" c="dimmed">
          {BILLING_TEXTS.storageUsed(formatBytes(used), formatBytes(quota))}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={percent >= 90 ? 'red' : 'blue'}
        aria-label={BILLING_TEXTS.storageLabel}
      />
    </Stack>
  );
};
