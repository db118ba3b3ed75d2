import { Stack, Title } from '@mantine/core';
import { PLANS, type TIdentity } from '@ting/contracts';
import { useIdentityQuery } from '../../../identity/api/use-identity-query';
import { BILLING_TEXTS } from '../billing-texts';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { describeBillingView } from '../utils/billing-view';
import { CheckoutReturnNotice } from './checkout-return-notice';
import { MeetingUsageMeter } from './meeting-usage-meter';
import { PlanOffer } from './plan-offer';
import { SeatTable } from './seat-table';
import { StorageUsageMeter } from './storage-usage-meter';
import { SubscriptionSummary } from './subscription-summary';

const FREE_MEETING_LIMIT = PLANS.free.monthlyMeetingLimit;
const PRO_MEETING_LIMIT = PLANS.pro.monthlyMeetingLimit;

const BillingContent = ({ identity }: { identity: TIdentity }) => {
  const { user, organization, users } = identity;
  const view = describeBillingView(identity);
  const checkoutReturn = useCheckoutReturn({ isOnPaidPlan: organization.plan !== 'free' || user.is_trial });

  return (
    <Stack gap="lg">
      <CheckoutReturnNotice
        outcome={checkoutReturn.outcome}
        sync={checkoutReturn.sync}
        onDismiss={checkoutReturn.dismiss}
      />
      <Title order={3}>{view.title}</Title>
      {view.isManaging ? (
        <SubscriptionSummary plan={organization.plan} canUpgradeToBusiness={view.canUpgradeToBusiness} />
      ) : null}
      {view.showsOwnMeetingCounter ? (
        <MeetingUsageMeter
          label={BILLING_TEXTS.ownMeetingsLabel}
          used={user.meetings_processed_this_month}
          limit={PRO_MEETING_LIMIT}
        />
      ) : null}
      {view.showsFreeMeetingCounter ? (
        <MeetingUsageMeter
          label={BILLING_TEXTS.freeMeetingsLabel}
          used={organization.meetings_processed_this_period}
          limit={FREE_MEETING_LIMIT}
        />
      ) : null}
      <StorageUsageMeter />
      {view.planCards !== 'none' ? (
        <PlanOffer offer={view.planCards} isTrial={user.is_trial} members={users} />
      ) : null}
      {view.showsSeatTable ? <SeatTable organization={organization} members={users} /> : null}
    </Stack>
  );
};

/** The Billing screen (spec section 2); nothing until the identity is there to say which plan applies. */
export const BillingPanel = () => {
  const { data: identity } = useIdentityQuery();
  return identity ? <BillingContent identity={identity} /> : null;
};
