export type TMeetingListParams = {
  /** The search text as sent: meeting name or participant email; empty for every meeting. */
  q: string;
  page: number;
};

export const meetingKeys = {
  all: ['meetings'] as const,
  lists: () => [...meetingKeys.all, 'list'] as const,
  list: (params: TMeetingListParams) => [...meetingKeys.lists(), params] as const,
};
