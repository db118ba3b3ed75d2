import type { Database } from '../../db/client';
import type { CalendarOwner } from '../calendar/calendar.service';
import { listBotsForEvents } from './recorder.repository';

/**
 * Which calendar events have the notetaker booked: a read of the recorder's own table that the
 * calendar's upcoming-meetings list needs, kept apart from the recorder service (which itself needs
 * the calendar), so both can be built in order.
 */
export function createEventRecordings(db: Database) {
  return {
    /** The bots the member sent to these events of their calendar, by event id at the provider. */
    async forEvents(options: { owner: CalendarOwner; calendarEventExternalIds: string[] }) {
      const bots = await listBotsForEvents(db, options);
      return new Map(
        bots.map((bot) => [
          bot.calendarEventExternalId,
          { meeting_id: bot.meetingId, bot_status: bot.status, joins_at: bot.joinAt.toISOString() },
        ]),
      );
    },
  };
}
