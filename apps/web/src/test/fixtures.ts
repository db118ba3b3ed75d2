import type { TIdentity, TUser } from '@ting/contracts';

export type TIdentityOverrides = Partial<Omit<TIdentity, 'user'>> & { user?: Partial<TUser> };

export const TEST_ACCESS_TOKEN = 'test-access-token';

/** A signed-in identity with sensible defaults: a new user on the free plan, nothing connected. */
export const buildIdentity = ({ user, ...rest }: TIdentityOverrides = {}): TIdentity => {
  const currentUser: TUser = {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    image: null,
    has_seat: true,
    is_payer: true,
    is_pro: false,
    is_trial: false,
    is_admin: true,
    meetings_processed_this_month: 0,
    meta: {},
    has_onboarded: false,
    ...user,
  };
  return {
    user: currentUser,
    organization: {
      id: 'org-1',
      name: 'Analytical Engines',
      plan: 'free',
      seats: 1,
      meetings_processed_this_period: 0,
    },
    users: [currentUser],
    accessToken: TEST_ACCESS_TOKEN,
    orgIntegrations: [],
    ...rest,
  };
};

export const SIGNED_IN_SESSION = {
  user: { name: 'Ada Lovelace', email: 'ada@example.com', image: null },
  expires: '2099-01-01T00:00:00.000Z',
};
