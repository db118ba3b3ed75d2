import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TPlanDefinition, TUser } from '@ting/contracts';
import { useState } from 'react';
import { useBillingPlansQuery } from '../api/use-billing-plans-query';
import { useCheckoutMutation } from '../api/use-checkout-mutation';
import { BILLING_TEXTS } from '../billing-texts';
import type { TPlanCardOffer } from '../utils/billing-view';
import { PlanCard } from './plan-card';
import { SeatCountModal } from './seat-count-modal';
import { WhyChooseTing } from './why-choose-ting';

export type TPlanOfferProps = {
  offer: Exclude<TPlanCardOffer, 'none'>;
  isTrial: boolean;
  /** The organization's members, listed in the seat dialog. */
  members: readonly TUser[];
};

const PLAN_GRID_COLUMNS = { base: 1, md: 3 } as const;

/** The plan cards and 'Why Choose Ting?'; a per-seat plan asks for a seat count before the checkout. */
export const PlanOffer = ({ offer, isTrial, members }: TPlanOfferProps) => {
  const plansQuery = useBillingPlansQuery();
  const checkout = useCheckoutMutation();
  const [seatPlan, setSeatPlan] = useState<TPlanDefinition | null>(null);
  // Busy from the click until the browser has left for Stripe.
  const isLeaving = checkout.isPending || checkout.isSuccess;
  const leavingPriceId = isLeaving ? checkout.variables?.priceId : undefined;

  const handleChoose = (plan: TPlanDefinition) => {
    if (!plan.stripe_price_id || isLeaving) return;
    if (plan.perSeat) {
      setSeatPlan(plan);
      return;
    }
    checkout.mutate({ priceId: plan.stripe_price_id, quantity: 1 });
  };

  const handleSeatsChosen = (seats: number) => {
    if (!seatPlan?.stripe_price_id) return;
    checkout.mutate(
      { priceId: seatPlan.stripe_price_id, quantity: seats },
      // The dialog closes on failure so the toast can be read; on success the page is leaving anyway.
      { onError: () => setSeatPlan(null) },
    );
  };

  if (plansQuery.isPending) {
    return (
      <SimpleGrid cols={PLAN_GRID_COLUMNS} aria-busy="true" aria-label="Loading plans">
        <Skeleton height={280} radius="md" />
        <Skeleton height={280} radius="md" />
        <Skeleton height={280} radius="md" />
      </SimpleGrid>
    );
  }
  if (plansQuery.isError) {
    return (
      <Stack align="flex-start" gap="xs">
        <Text c="dimmed">{BILLING_TEXTS.plansLoadFailed}</Text>
        <Button variant="light" size="xs" onClick={() => void plansQuery.refetch()}>
          {BILLING_TEXTS.tryAgain}
        </Button>
      </Stack>
    );
  }

  // A trial already has more than Free offers (spec section 2: no free plan card).
  const plans = offer === 'all' ? plansQuery.data : plansQuery.data.filter(({ id }) => id !== 'free');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={PLAN_GRID_COLUMNS} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            isOnTrial={isTrial && plan.trialPlan}
            isBusy={!seatPlan && leavingPriceId !== undefined && leavingPriceId === plan.stripe_price_id}
            isLocked={isLeaving}
            onChoose={handleChoose}
          />
        ))}
      </SimpleGrid>
      <WhyChooseTing />
      <SeatCountModal
        plan={seatPlan}
        members={members}
        isSubmitting={isLeaving}
        onSubmit={handleSeatsChosen}
        onClose={() => setSeatPlan(null)}
      />
    </Stack>
  );
};
