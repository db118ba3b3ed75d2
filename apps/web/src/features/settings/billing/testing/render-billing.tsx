import userEvent from '@testing-library/user-event';
import type { TIdentity, TPlanId, TUser } from '@ting/contracts';
import { vi } from 'vitest';
import { browser } from '../../../../lib/browser';
import { buildBillingState, PLAN_DEFINITIONS } from '../../../../test/billing-fixtures';
import { stubFetch, type TStubRoute } from '../../../../test/fetch-stub';
import { buildIdentity } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { BillingPanel } from '../components/billing-panel';

export type TIdentityOnPlanOptions = {
  plan: TPlanId;
  seats?: number;
  meetingsThisPeriod?: number;
  user?: Partial<TUser>;
  /** Other members besides the current user. */
  teammates?: TUser[];
};

/** An onboarded identity on the given plan, with its team. */
export const identityOnPlan = ({
  plan,
  seats = 1,
  meetingsThisPeriod = 0,
  user = {},
  teammates = [],
}: TIdentityOnPlanOptions): TIdentity => {
  const base = buildIdentity({ user: { has_onboarded: true, ...user } });
  return {
    ...base,
    organization: { ...base.organization, plan, seats, meetings_processed_this_period: meetingsThisPeriod },
    users: [base.user, ...teammates],
  };
};

/** A member of the organization other than the current user. */
export const teammate = (overrides: Partial<TUser> & Pick<TUser, 'id' | 'email'>): TUser => ({
  ...buildIdentity().user,
  name: null,
  has_seat: false,
  is_payer: false,
  is_admin: false,
  has_onboarded: true,
  ...overrides,
});

export type TRenderBillingOptions = {
  identity?: TIdentity;
  route?: string;
  routes?: Record<string, TStubRoute>;
};

/** Renders the Billing screen with the billing calls stubbed and page navigations captured. */
export const renderBilling = ({
  identity = identityOnPlan({ plan: 'free' }),
  route = '/settings#billing',
  routes = {},
}: TRenderBillingOptions = {}) => {
  const fetchStub = stubFetch({
    'GET /billing/plans': { body: { data: PLAN_DEFINITIONS } },
    'GET /billing/subscription': { body: { data: buildBillingState({ plan: identity.organization.plan }) } },
    'GET /api/data/organization/id': { body: { data: identity } },
    ...routes,
  });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const rendered = renderWithProviders(<BillingPanel />, { route, identity });
  return { ...fetchStub, ...rendered, assign, user: userEvent.setup() };
};

export const notificationsOf = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.mantine-Notification-root'));
