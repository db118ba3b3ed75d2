import { z } from 'zod';
import { dataEnvelope } from './errors';

/**
 * Who may read a meeting besides its owner. `team`: the organization's members, once it is processed
 * (`ready`); `private`: nobody else, by any route (list, search, assistant, chat, exports, media).
 */
export const MEETING_VISIBILITIES = ['team', 'private'] as const;
export const ZMeetingVisibilitySchema = z.enum(MEETING_VISIBILITIES);
export type TMeetingVisibility = z.infer<typeof ZMeetingVisibilitySchema>;

/** The meetings list's filter: `mine`, the caller's own; `team`, every meeting the caller may read. */
export const MEETING_LIST_SCOPES = ['mine', 'team'] as const;
export const ZMeetingListScopeSchema = z.enum(MEETING_LIST_SCOPES);
export type TMeetingListScope = z.infer<typeof ZMeetingListScopeSchema>;
export const MEETING_LIST_SCOPE_LABELS: Record<TMeetingListScope, string> = {
  mine: 'My meetings',
  team: 'Team',
};

/** `PATCH /api/meetings/{id}/visibility` (the owner only): make one meeting private, or visible to the team. */
export const ZUpdateMeetingVisibilityRequestSchema = z
  .object({ visibility: ZMeetingVisibilitySchema })
  .strict();
export type TUpdateMeetingVisibilityRequest = z.infer<typeof ZUpdateMeetingVisibilityRequestSchema>;

/** `GET`/`PATCH /api/organization/meeting-settings`: whether new meetings start private (the admin changes it). */
export const ZMeetingSettingsSchema = z.object({ new_meetings_private: z.boolean() }).strict();
export type TMeetingSettings = z.infer<typeof ZMeetingSettingsSchema>;
export const ZMeetingSettingsResponseSchema = dataEnvelope(ZMeetingSettingsSchema);

/** The words the web app shows about who sees a meeting. */
export const MEETING_VISIBILITY_TEXTS = {
  team: 'Visible to your team',
  private: 'Private',
  teamHint: 'Members of your organization can open it once it is processed.',
  privateHint: 'Only you can open it: it is left out of your team’s list, search and assistant.',
  makePrivate: 'Make private',
  makeVisible: 'Make visible to the team',
  madePrivate: 'Only you can see this meeting now.',
  madeVisible: 'Your team can see this meeting now.',
  settingLabel: 'Make new meetings private',
  settingDescription:
    'New meetings are seen only by whoever recorded, uploaded or owns them. Otherwise your team sees each other’s processed meetings. Each owner can still change one meeting.',
  settingSavedPrivate: 'New meetings will be private.',
  settingSavedTeam: 'New meetings will be visible to your team.',
  settingIsPrivate: 'New meetings are private.',
  settingIsTeam: 'New meetings are visible to your team.',
  ownedBy: 'Owner',
} as const;
