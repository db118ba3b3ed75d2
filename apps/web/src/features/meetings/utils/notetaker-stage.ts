import type { TNotetaker, TNotetakerStatus } from '@ting/contracts';

/** A notetaker still on its way to a result: booked, joining, waiting, in the call, or out of it with the recording being fetched. */
export type TLiveNotetakerStatus = Extract<
  TNotetakerStatus,
  'scheduled' | 'joining' | 'waiting_room' | 'in_call' | 'call_ended'
>;

const LIVE_STATUSES: ReadonlySet<TNotetakerStatus> = new Set<TLiveNotetakerStatus>([
  'scheduled',
  'joining',
  'waiting_room',
  'in_call',
  'call_ended',
]);

/** Whether the meeting's notetaker is what the meeting is waiting for (nothing processed yet). */
export const isNotetakerLive = (
  notetaker: Pick<TNotetaker, 'status'> | null | undefined,
): notetaker is Pick<TNotetaker, 'joins_at'> & { status: TLiveNotetakerStatus } =>
  notetaker != null && LIVE_STATUSES.has(notetaker.status);

/** Short labels for a badge beside the meeting's title. */
export const NOTETAKER_STAGE_LABELS: Readonly<Record<TLiveNotetakerStatus, string>> = {
  scheduled: 'Notetaker booked',
  joining: 'Joining',
  waiting_room: 'Waiting to be admitted',
  in_call: 'In the call',
  call_ended: 'Processing',
};

export const NOTETAKER_STAGE_COLORS: Readonly<Record<TLiveNotetakerStatus, string>> = {
  scheduled: 'gray',
  joining: 'blue',
  waiting_room: 'yellow',
  in_call: 'red',
  call_ended: 'indigo',
};

/** A time of day in the user's locale, as the meeting dates show it: '3:59 PM', '15:59'. */
export const formatJoinTime = (options: { iso: string; locale?: string }): string => {
  const date = new Date(options.iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(options.locale, { hour: 'numeric', minute: '2-digit' }).format(date);
};

/** Where the notetaker is, in a sentence: 'Notetaker joins at 3:59 PM', 'Notetaker is in the call'. */
export const notetakerStageText = (options: {
  notetaker: Pick<TNotetaker, 'joins_at'> & { status: TLiveNotetakerStatus };
  locale?: string;
}): string => {
  const { notetaker, locale } = options;
  switch (notetaker.status) {
    case 'scheduled':
      return `Notetaker joins at ${formatJoinTime({ iso: notetaker.joins_at, locale })}`;
    case 'joining':
      return 'Notetaker is joining the call';
    case 'waiting_room':
      return 'Notetaker is waiting to be admitted';
    case 'in_call':
      return 'Notetaker is in the call';
    case 'call_ended':
      return 'The call has ended: Ting is fetching the recording to process it';
  }
};
