/** The admin's invitations of the organization (`/api/organization/invitations`). */
export const ORGANIZATION_INVITATIONS_PATH = '/api/organization/invitations';

export const organizationInvitationPath = (invitationId: string): string =>
  `${ORGANIZATION_INVITATIONS_PATH}/${encodeURIComponent(invitationId)}`;

/** An invitation link's own routes: the public preview and, signed in, accepting it. */
export const invitationLinkPath = (token: string): string => `/api/invitations/${encodeURIComponent(token)}`;

/** What a link's token looks like (as `ZInvitationTokenParamsSchema`): 43 base64url characters. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const invitationKeys = {
  all: ['invitations'] as const,
  /** The organization's pending invitations, as its admin sees them. */
  pending: () => [...invitationKeys.all, 'pending'] as const,
  /** What one link offers, read without a session. */
  preview: (token: string) => [...invitationKeys.all, 'preview', token] as const,
};
