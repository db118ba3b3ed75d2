import type { TIdentity } from '@ting/contracts';
import { BILLING_TEXTS } from '../billing-texts';

/** Which plan cards to offer: all three, the paid ones only (a trial), or none. */
export type TPlanCardOffer = 'all' | 'paid' | 'none';

/** What the Billing screen shows for one identity (spec sections 2, 5 and 6). */
export type TBillingView = {
  title: string;
  /** Paid or trialing: the subscription's status and the portal buttons. */
  isManaging: boolean;
  planCards: TPlanCardOffer;
  /** The organization's processed meetings against the Free plan's limit. */
  showsFreeMeetingCounter: boolean;
  /** A pro individual's own processed meetings against the Pro plan's limit. */
  showsOwnMeetingCounter: boolean;
  showsSeatTable: boolean;
  /** A pro organization moves to business through the portal, prorated (spec section 4). */
  canUpgradeToBusiness: boolean;
};

export const describeBillingView = ({ user, organization }: TIdentity): TBillingView => {
  const isTrial = user.is_trial;
  const isFree = organization.plan === 'free' && !isTrial;
  return {
    title: isFree ? BILLING_TEXTS.upgradeTitle : BILLING_TEXTS.manageTitle,
    isManaging: !isFree,
    planCards: isFree ? 'all' : isTrial ? 'paid' : 'none',
    showsFreeMeetingCounter: isFree,
    showsOwnMeetingCounter: user.is_pro,
    showsSeatTable: organization.plan === 'business' && organization.seats > 0 && !user.is_pro,
    canUpgradeToBusiness: organization.plan === 'pro' && !isTrial,
  };
};
