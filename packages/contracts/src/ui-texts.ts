/** Toast texts and durations of the error catalogue (spec section 8) and the settings screen. */
export const TOAST_DURATION_MS = {
  prompt: 1000,
  copy: 2000,
  seat: 3000,
  http: 5000,
  nudge: 10_000,
  calendarRemoval: 10_000,
} as const;

export const TOAST_TEXTS = {
  httpNotFoundTitle: 'Warning',
  httpErrorTitle: 'Error',
  httpFallbackDescription: 'An error occurred',
  networkErrorTitle: 'Network Error',
  networkErrorDescription: 'Unable to reach the server. Please try again later.',
  promptUpdated: 'Prompt updated!',
} as const;

/** Integration texts of spec sections 2 and 8. */
export const INTEGRATION_TEXTS = {
  calendarRemovalFailedTitle: 'Error',
  calendarRemovalFailedDescription:
    'Failed to remove your Google Calendar integration. Please contact support.',
  removeIntegration: 'Remove Integration',
  crmNudgeTitle: "You're missing out!",
  crmNudgeConnect: 'Connect Now',
  crmNudgeLater: 'Remind Later',
  calendarModalTitle: 'Almost there!',
  calendarModalBody: 'Integrate your calendar to start using Ting.',
  calendarModalButton: 'Integrate Google Calendar',
} as const;
