import { Badge, Group, Text } from '@mantine/core';
import type { TPlanId } from '@ting/contracts';

/** Plan names as the spec's plan table writes them (section 9). */
export const PLAN_NAMES: Record<TPlanId, string> = {
  free: 'Free',
  pro: 'Pro',
  business: 'Business',
};

export type TBillingSummaryProps = {
  plan: TPlanId;
};

export const BillingSummary = ({ plan }: TBillingSummaryProps) => (
  <Group gap="sm">
    <Text>Your organization is on the</Text>
    <Badge size="lg" variant="filled">
      {PLAN_NAMES[plan]}
    </Badge>
    <Text>plan.</Text>
  </Group>
);
