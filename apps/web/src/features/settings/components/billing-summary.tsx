import { Badge, Group, Text } from '@mantine/core';
import { PLANS, type TPlanId } from '@ting/contracts';

export type TBillingSummaryProps = {
  plan: TPlanId;
};

export const BillingSummary = ({ plan }: TBillingSummaryProps) => (
  <Group gap="sm">
    <Text>Your organization is on the</Text>
    <Badge size="lg" variant="filled">
      {PLANS[plan].name}
    </Badge>
    <Text>plan.</Text>
  </Group>
);
