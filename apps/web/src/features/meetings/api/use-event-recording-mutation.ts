import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMeetingDetail } from '@ting/contracts';
import { apiRequest } from '../../../lib/http-client';
import { calendarKeys } from './calendar-keys';
import { meetingKeys } from './meeting-keys';

export const eventRecordingPath = (eventId: string): string =>
  `/api/calendar/events/${encodeURIComponent(eventId)}/record`;

/** `POST /api/calendar/events/{id}/record` (201): the notetaker is scheduled to join the event's call. */
export const scheduleEventRecording = (eventId: string): Promise<TMeetingDetail> =>
  apiRequest<TMeetingDetail>({ path: eventRecordingPath(eventId), method: 'POST' });

/** `DELETE /api/calendar/events/{id}/record` (200): the scheduled notetaker is called off. */
export const cancelEventRecording = (eventId: string): Promise<unknown> =>
  apiRequest<unknown>({ path: eventRecordingPath(eventId), method: 'DELETE' });

export type TEventRecordingVariables = {
  eventId: string;
  /** True to send the notetaker, false to call it off. */
  isOn: boolean;
};

/**
 * Turns the notetaker on or off for one calendar event. The HTTP client toasts failures; afterwards the
 * upcoming events and the meetings list are refetched (the mutation stays pending until they are), so the
 * caller can show `variables.isOn` optimistically while pending and fall back to the server state after.
 */
export const useEventRecordingMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, isOn }: TEventRecordingVariables) =>
      isOn ? scheduleEventRecording(eventId) : cancelEventRecording(eventId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        queryClient.invalidateQueries({ queryKey: meetingKeys.lists() }),
      ]),
  });
};
