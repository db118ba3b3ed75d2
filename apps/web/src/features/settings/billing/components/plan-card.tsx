import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import type { TPlanDefinition } from '@ting/contracts';
import { PROCESSING_LABEL } from '../../../../ui/busy-label';
import { BILLING_TEXTS } from '../billing-texts';

export type TPlanCardProps = {
  plan: TPlanDefinition;
  /** The trial runs on this plan: it carries the "You're on trial" badge. */
  isOnTrial: boolean;
  /** This plan's checkout is starting (the browser is about to leave). */
  isBusy: boolean;
  /** Another plan's checkout is starting. */
  isLocked: boolean;
  onChoose: (plan: TPlanDefinition) => void;
};

/** One plan: name, description, price, perks and its button (spec sections 2, 3 and 5). */
export const PlanCard = ({ plan, isOnTrial, isBusy, isLocked, onChoose }: TPlanCardProps) => (
  <Card component="li" withBorder radius="md" padding="lg" aria-label={plan.name}>
    <Stack gap="sm" h="100%">
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="lg">
          {plan.name}
        </Text>
        <Group gap={4}>
          {plan.isPopular ? <Badge color="grape">{BILLING_TEXTS.popularBadge}</Badge> : null}
          {isOnTrial ? <Badge color="teal">{BILLING_TEXTS.trialBadge}</Badge> : null}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {plan.description}
      </Text>
      <Text fw={700} size="xl">
        {plan.priceLabel}
      </Text>
      <List size="sm" spacing={4} style={{ flexGrow: 1 }}>
        {plan.perks.map((perk) => (
          <List.Item key={perk}>{perk}</List.Item>
        ))}
      </List>
      <Button
        color={plan.buttonColor}
        fullWidth
        // The free plan has no price to check out (spec section 5).
        disabled={plan.stripe_price_id === null || isBusy || isLocked}
        onClick={() => onChoose(plan)}
      >
        {isBusy ? PROCESSING_LABEL : plan.buttonText}
      </Button>
    </Stack>
  </Card>
);
