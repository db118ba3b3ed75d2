export const meetingChatKeys = {
  all: ['meeting-chat'] as const,
  /** The signed-in user's own conversation about one meeting. */
  history: (meetingId: string) => [...meetingChatKeys.all, 'history', meetingId] as const,
};
