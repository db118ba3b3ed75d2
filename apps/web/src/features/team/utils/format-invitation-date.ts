const INVITATION_DATE_FORMAT = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** When a link expires, as a date in the reader's locale: '14 Nov 2026'. */
export const formatInvitationDate = (isoDateTime: string): string =>
  INVITATION_DATE_FORMAT.format(new Date(isoDateTime));
