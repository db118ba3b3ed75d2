import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PLANS, type TBillingState, type TPlanId } from '@ting/contracts';
import { PROCESSING_LABEL } from '../../../../ui/busy-label';
import { useBillingSubscriptionQuery } from '../api/use-billing-subscription-query';
import { usePortalMutation } from '../api/use-portal-mutation';
import { BILLING_TEXTS } from '../billing-texts';
import { formatBillingDate } from '../utils/billing-format';

/** The one line that says where the subscription stands, or null when there is nothing to say. */
const describeStatus = (state: TBillingState): string | null => {
  const periodEnd = formatBillingDate(state.current_period_end);
  switch (state.status) {
    case 'trialing':
      return BILLING_TEXTS.trialEnds(formatBillingDate(state.trial_ends_at));
    case 'canceled':
      return BILLING_TEXTS.canceled;
    case 'none':
      return null;
    default:
      if (!periodEnd) return null;
      return state.cancel_at_period_end
        ? BILLING_TEXTS.cancelsOn(periodEnd)
        : BILLING_TEXTS.renewsOn(periodEnd);
  }
};

const SubscriptionStatus = ({ state }: { state: TBillingState }) => {
  const line = describeStatus(state);
  const hasPaymentProblem = state.status === 'past_due' || state.status === 'unpaid';
  return (
    <>
      {line ? <Text>{line}</Text> : null}
      {hasPaymentProblem ? (
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={BILLING_TEXTS.paymentProblemTitle}
        >
          {state.status === 'past_due' ? BILLING_TEXTS.pastDue : BILLING_TEXTS.unpaid}
        </Alert>
      ) : null}
    </>
  );
};

export type TSubscriptionSummaryProps = {
  plan: TPlanId;
  canUpgradeToBusiness: boolean;
};

/** 'Manage your plan': the current plan, its status, and the ways into Stripe's billing portal. */
export const SubscriptionSummary = ({ plan, canUpgradeToBusiness }: TSubscriptionSummaryProps) => {
  const subscription = useBillingSubscriptionQuery();
  const portal = usePortalMutation();
  // Busy from the click until the browser has left for Stripe.
  const isLeaving = portal.isPending || portal.isSuccess;
  const leavingProrated = isLeaving ? portal.variables?.isProrated : undefined;

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text>{BILLING_TEXTS.currentPlan}:</Text>
        <Badge size="lg">{PLANS[plan].name}</Badge>
      </Group>
      {subscription.isPending ? <Skeleton height={20} width={240} aria-label="Loading subscription" /> : null}
      {subscription.data ? <SubscriptionStatus state={subscription.data} /> : null}
      <Group gap="sm">
        <Button variant="default" disabled={isLeaving} onClick={() => portal.mutate({ isProrated: false })}>
          {leavingProrated === false ? PROCESSING_LABEL : BILLING_TEXTS.manageSubscription}
        </Button>
        {canUpgradeToBusiness ? (
          <Button disabled={isLeaving} onClick={() => portal.mutate({ isProrated: true })}>
            {leavingProrated === true ? PROCESSING_LABEL : BILLING_TEXTS.upgradeToBusiness}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
};
