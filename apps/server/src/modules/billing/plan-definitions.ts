import { PLAN_IDS, PLANS, type TPlanDefinition, type TPlanId } from '@ting/contracts';

export type PlanPrices = { pro: string; business: string };

const euros = (amount: number) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
    amount,
  );

const BUTTONS: Record<TPlanId, { text: string; color: string }> = {
  free: { text: 'Current plan', color: 'gray' },
  pro: { text: 'Upgrade to Pro', color: 'blue' },
  business: { text: 'Upgrade to Business', color: 'violet' },
};

/** The plan cards: the contracts' plan table with this deployment's Stripe prices. */
export function planDefinitions(prices: PlanPrices): TPlanDefinition[] {
  return PLAN_IDS.map((id) => {
    const plan = PLANS[id];
    const perMonth = plan.price.isPerSeat ? '/ seat / month' : '/ month';
    return {
      id,
      name: plan.name,
      description: plan.description,
      price: plan.price.eur,
      priceLabel: `${euros(plan.price.eur)} ${perMonth}`,
      stripe_price_id: id === 'free' ? null : prices[id],
      buttonText: BUTTONS[id].text,
      buttonColor: BUTTONS[id].color,
      perks: [...plan.perks],
      limits: plan.monthlyMeetingLimit !== null,
      trialPlan: plan.trialDays !== null,
      isPopular: plan.isPopular,
      perSeat: plan.price.isPerSeat,
      monthlyMeetingLimit: plan.monthlyMeetingLimit,
    };
  });
}

/** Which paid plan a Stripe price stands for; undefined for a price this deployment does not sell. */
export function planOfPrice(prices: PlanPrices, priceId: string | null): 'pro' | 'business' | undefined {
  if (priceId === prices.pro) return 'pro';
  if (priceId === prices.business) return 'business';
  return undefined;
}

/** The plan a trial is for (the spec's trial plan, pro): the only plan a trialing subscription grants. */
export const TRIAL_PLAN = (() => {
  const id = PLAN_IDS.find((plan) => PLANS[plan].trialDays !== null);
  if (id !== 'pro' && id !== 'business') throw new Error('The plan table names no paid trial plan');
  return id;
})();
