import type { TMeetingListScope } from '@ting/contracts';

export type TMeetingListParams = {
  /** The search text as sent: meeting name or participant email; empty for every meeting. */
  q: string;
  page: number;
  /** 'My meetings' or 'Team' (the API's default, left out of the request). */
  scope?: TMeetingListScope;
};

export const meetingKeys = {
  all: ['meetings'] as const,
  lists: () => [...meetingKeys.all, 'list'] as const,
  list: (params: TMeetingListParams) => [...meetingKeys.lists(), params] as const,
  details: () => [...meetingKeys.all, 'detail'] as const,
  detail: (meetingId: string) => [...meetingKeys.details(), meetingId] as const,
  mediaUrl: (meetingId: string) => [...meetingKeys.detail(meetingId), 'media-url'] as const,
  share: (meetingId: string) => [...meetingKeys.detail(meetingId), 'share'] as const,
  /** The HubSpot records the meeting is linked to (members only: shared views show no CRM data). */
  crm: (meetingId: string) => [...meetingKeys.detail(meetingId), 'crm'] as const,
  /** What Ting wrote to HubSpot after the meeting, or proposes to (members only, like `crm`). */
  crmUpdates: (meetingId: string) => [...meetingKeys.detail(meetingId), 'crm-updates'] as const,
  crmSearch: (q: string) => ['crm-search', q] as const,
  /** A meeting read through a share link: apart from the member's cache, which it must never fill. */
  shared: (meetingId: string) => ['shared-meetings', meetingId] as const,
  sharedMediaUrl: (meetingId: string) => [...meetingKeys.shared(meetingId), 'media-url'] as const,
};
