import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, renderPage } from '../../shared/html.js';
import { sendHtml } from '../../shared/http.js';
import type { CalendarStore } from './calendar-store.js';
import type { CalendarEvent } from './event-resource.js';

/** Where an event's `htmlLink` points: `${issuer}/calendar/event?eid=…`, like Google's event page. */
export const EVENT_PAGE_PATH = '/calendar/event';

/** A small read-only page per event, so the product's "open in Google Calendar" links lead somewhere real. */
export function createEventPage(store: CalendarStore) {
  return function handleEventPage(req: IncomingMessage, res: ServerResponse) {
    const eid = new URL(req.url ?? '/', 'http://sandbox.invalid').searchParams.get('eid') ?? '';
    const [id = '', email = ''] = Buffer.from(eid, 'base64url').toString('utf8').split(' ');
    const event = email.includes('@')
      ? store.open(email).events.find((stored) => stored.event.id === id)?.event
      : undefined;
    if (!event) {
      const html = renderPage({
        service: 'Google Calendar',
        title: 'Event not found',
        body: '<h1>Could not find the requested event</h1><p>The link may be wrong, or the event belongs to another calendar.</p>',
      });
      return sendHtml(res, { status: 404, html });
    }
    sendHtml(res, { status: 200, html: renderEvent(event) });
  };
}

function renderEvent(event: CalendarEvent): string {
  const when = `${formatWhen(event.start.dateTime)} – ${formatWhen(event.end.dateTime)} (${event.start.timeZone})`;
  const link = event.hangoutLink ?? (event.location?.startsWith('https://') ? event.location : undefined);
  const attendees = (event.attendees ?? [])
    .map(
      (attendee) =>
        `<li>${escapeHtml(attendee.displayName ?? attendee.email)}<code>${escapeHtml(attendee.email)} · ${escapeHtml(attendee.responseStatus)}${attendee.organizer ? ' · organizer' : ''}</code></li>`,
    )
    .join('\n');
  return renderPage({
    service: 'Google Calendar',
    title: event.summary,
    body: `<h1>${escapeHtml(event.summary)}${event.status === 'cancelled' ? ' (cancelled)' : ''}</h1>
<p class="muted">${escapeHtml(when)}</p>
${event.location ? `<p>${escapeHtml(event.location)}</p>` : ''}
${link ? `<p><a href="${escapeHtml(link)}">Join: ${escapeHtml(link)}</a></p>` : ''}
${event.description ? `<p style="white-space:pre-line">${escapeHtml(event.description)}</p>` : ''}
<ul class="scopes">
${attendees}
</ul>`,
  });
}

function formatWhen(dateTime: string): string {
  return dateTime.replace('T', ' ').slice(0, 16);
}
