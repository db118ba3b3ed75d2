/** The in-app page of one meeting (`/meetings/{id}`), full screen and open without the side navigation. */
export const meetingPagePath = (meetingId: string): string => `/meetings/${encodeURIComponent(meetingId)}`;
