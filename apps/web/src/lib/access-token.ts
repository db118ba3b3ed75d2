/** Placeholder Bearer token on a meeting page while identity is loading (spec section 4). */
export const MEETING_ROUTE_TOKEN_PLACEHOLDER = '01';

const MEETING_DETAIL_PATH = /^\/meetings\/[^/]+\/?$/;

/** True on `/meetings/{id}`, the page that is open even without a session. */
export const isMeetingDetailPath = (pathname: string): boolean => MEETING_DETAIL_PATH.test(pathname);

export type TAccessTokenInput = {
  token: string | null;
  isIdentityPending: boolean;
  pathname: string;
};

/** The Bearer token to send, or null to send none. */
export const resolveAccessToken = ({
  token,
  isIdentityPending,
  pathname,
}: TAccessTokenInput): string | null => {
  if (token) return token;
  if (isIdentityPending && isMeetingDetailPath(pathname)) return MEETING_ROUTE_TOKEN_PLACEHOLDER;
  return null;
};
