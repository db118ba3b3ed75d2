import type { TPlanId, TUser } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import { buildIdentity } from '../../../../test/fixtures';
import { describeBillingView } from './billing-view';

const viewOf = ({ plan, seats = 1, user = {} }: { plan: TPlanId; seats?: number; user?: Partial<TUser> }) => {
  const identity = buildIdentity({ user });
  return describeBillingView({ ...identity, organization: { ...identity.organization, plan, seats } });
};

describe('describeBillingView', () => {
  it('offers every plan and the free counter on the free plan', () => {
    expect(viewOf({ plan: 'free' })).toEqual({
      title: 'Upgrade your plan',
      isManaging: false,
      planCards: 'all',
      showsFreeMeetingCounter: true,
      showsOwnMeetingCounter: false,
      showsSeatTable: false,
      canUpgradeToBusiness: false,
    });
  });

  it('manages a trial, offers only the paid plans and hides the free counter', () => {
    expect(viewOf({ plan: 'pro', user: { is_trial: true, is_pro: true } })).toMatchObject({
      title: 'Manage your plan',
      isManaging: true,
      planCards: 'paid',
      showsFreeMeetingCounter: false,
      showsOwnMeetingCounter: true,
      canUpgradeToBusiness: false,
    });
  });

  it('gives a pro individual their own counter and the way up to Business, and no seat table', () => {
    expect(viewOf({ plan: 'pro', user: { is_pro: true } })).toMatchObject({
      title: 'Manage your plan',
      planCards: 'none',
      showsOwnMeetingCounter: true,
      showsSeatTable: false,
      canUpgradeToBusiness: true,
    });
  });

  it.each([
    [{ seats: 3, isPro: false }, true],
    [{ seats: 0, isPro: false }, false],
    [{ seats: 3, isPro: true }, false],
  ])('shows the seat table on business with %o: %s', ({ seats, isPro }, isShown) => {
    expect(viewOf({ plan: 'business', seats, user: { is_pro: isPro } }).showsSeatTable).toBe(isShown);
  });
});
