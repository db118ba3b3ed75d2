import { z } from 'zod';
import { dataEnvelope } from './errors';
import { zText } from './text';

/** Days an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** `POST /api/organization/invitations` (admins): invite someone by email. */
export const ZCreateInvitationRequestSchema = z
  .object({ email: zText({ max: 320 }).pipe(z.string().email('Enter a valid email address.')) })
  .strict();
export type TCreateInvitationRequest = z.infer<typeof ZCreateInvitationRequestSchema>;

/** A pending invitation as its organization's admins see it. */
export const ZInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** When Ting sent the invitation's mail; null while it is on its way, or when none is sent. */
  mailed_at: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitationSchema>;

/**
 * Whether Ting mails the link: `sending` (queued, retried until the SMTP server takes it) or
 * `not_configured` (this server has no SMTP server: only the link, to copy and send yourself).
 */
export const INVITATION_MAIL_STATES = ['sending', 'not_configured'] as const;
export type TInvitationMailState = (typeof INVITATION_MAIL_STATES)[number];

/** What the team section says about the mail, after 'Invitation sent to {email}' or instead of it. */
export const INVITATION_MAIL_NOT_CONFIGURED =
  'Ting cannot send e-mail from this server (no SMTP server is set up), so no e-mail was sent. Copy the link and send it yourself.';

/** The answer to creating one: the link (`/invite?token=…`) is shown once, to be sent to the invitee. */
export const ZCreatedInvitationSchema = ZInvitationSchema.extend({
  url: z.string().url(),
  mail: z.enum(INVITATION_MAIL_STATES),
});
export type TCreatedInvitation = z.infer<typeof ZCreatedInvitationSchema>;
export const ZCreatedInvitationResponseSchema = dataEnvelope(ZCreatedInvitationSchema);
export const ZInvitationListResponseSchema = dataEnvelope(z.array(ZInvitationSchema));

export const INVITATION_STATES = ['pending', 'expired', 'revoked', 'used'] as const;
export const ZInvitationStateSchema = z.enum(INVITATION_STATES);
export type TInvitationState = z.infer<typeof ZInvitationStateSchema>;

/** `GET /api/invitations/{token}` (public): what the /invite page shows. */
export const ZInvitationPreviewSchema = z.object({
  state: ZInvitationStateSchema,
  organization_name: z.string(),
  invited_by: z.string().nullable(),
  email: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreviewSchema>;
export const ZInvitationPreviewResponseSchema = dataEnvelope(ZInvitationPreviewSchema);

/** A token as it travels in the link: 43 base64url characters (32 random bytes). */
export const ZInvitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid.'),
});

/**
 * `POST /api/invitations/{token}/accept` (signed in): joins the organization. Leaving an organization
 * that holds meetings needs `leave_current: true` (the first answer is 409 CONFLICT asking for it).
 */
export const ZAcceptInvitationRequestSchema = z
  .object({ leave_current: z.boolean().default(false) })
  .strict();
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequestSchema>;
export const ZAcceptedInvitationSchema = z.object({
  organization_id: z.string(),
  organization_name: z.string(),
});
export const ZAcceptedInvitationResponseSchema = dataEnvelope(ZAcceptedInvitationSchema);
