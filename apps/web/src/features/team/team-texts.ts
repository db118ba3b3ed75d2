import { INVITATION_MAIL_NOT_CONFIGURED, INVITATION_TTL_DAYS, type TInvitationState } from '@ting/contracts';

/** Texts of the team section and the /invite page. */
export const TEAM_TEXTS = {
  emailLabel: 'Email address',
  emailPlaceholder: 'teammate@company.com',
  invalidEmail: 'Enter a valid email address.',
  inviteButton: 'Invite',
  copyLink: 'Copy invite link',
  copied: 'Copied',
  /** The link to pass on yourself, whether or not Ting could mail it. */
  linkNote: `Send this link to your teammate; it works once, for ${INVITATION_TTL_DAYS} days.`,
  /** After 'Invite': Ting mails the link (the link stays to copy). */
  mailSent: (email: string) => `Invitation sent to ${email}.`,
  mailNotConfigured: INVITATION_MAIL_NOT_CONFIGURED,
  mailedOn: (date: string) => `e-mailed ${date}`,
  organizationTitle: 'Organization',
  organizationNameLabel: 'Organization name',
  organizationNameRequired: 'Enter a name for the organization.',
  renameOrganization: 'Rename',
  organizationRenamed: 'Organization renamed.',
  inviteTitle: 'Invite a teammate',
  pendingTitle: 'Pending invitations',
  noPending: 'No pending invitations.',
  pendingLoadFailed: 'The pending invitations could not be loaded.',
  revoke: 'Revoke',
  membersTitle: 'Members',
  adminBadge: 'Admin',
  membersOnlyNote: "Only your organization's admin can invite people.",
  makeAdmin: 'Make admin',
  makeAdminTitle: (name: string) => `Make ${name} the admin?`,
  makeAdminConsequence: (options: { name: string; organizationName: string }) =>
    `${options.name} will manage ${options.organizationName}: its members, billing and integrations. You become a member, and your pending invitation links stop working.`,
  join: (organizationName: string) => `Join ${organizationName}`,
  joinTitle: (organizationName: string) => `Join ${organizationName} on Ting`,
  invitedBy: (options: { inviter: string | null; organizationName: string }) =>
    options.inviter
      ? `${options.inviter} invited you to join ${options.organizationName}.`
      : `You are invited to join ${options.organizationName}.`,
  sentTo: (email: string) => `The invitation was sent to ${email}.`,
  leaveTitle: 'Leave your current organization?',
  joinAnyway: 'Join anyway',
  cancel: 'Cancel',
  joined: (organizationName: string) => `You joined ${organizationName}.`,
  invalidLink: 'This invitation link is not valid.',
  unavailableTitle: 'Invitation not available',
  goToTing: 'Go to Ting',
  loadFailed: 'The invitation could not be loaded.',
  tryAgain: 'Try again',
} as const;

/** Why a link no longer works: the server's words for the same states. */
export const INVITATION_STATE_MESSAGES: Record<Exclude<TInvitationState, 'pending'>, string> = {
  expired: 'This invitation has expired. Ask for a new one.',
  revoked: 'This invitation was revoked.',
  used: 'This invitation was already used.',
};
