import { calendar } from '@googleapis/calendar';
import { afterAll, describe, expect, it } from 'vitest';
import { connectCalendar } from '../../../test/google-oauth.js';
import { type Harness, startHarness } from '../../../test/harness.js';

describe('sandbox Google Calendar across a restart', () => {
  const harnesses: Harness[] = [];

  afterAll(async () => {
    await harnesses.at(-1)?.dispose();
  });

  it('keeps events and sync tokens valid in the data directory', async () => {
    const first = await startHarness();
    harnesses.push(first);
    const rootUrl = `${first.sandbox.googleIssuer}/`;
    const auth = await connectCalendar({ harness: first, email: 'robin@acme-sales.test' });
    const full = await calendar({ version: 'v3', auth }).events.list({ calendarId: 'primary' }, { rootUrl });
    const syncToken = full.data.nextSyncToken ?? '';
    const moved = full.data.items?.[0];
    await fetch(
      `${first.sandbox.googleIssuer}/_sandbox/calendars/robin%40acme-sales.test/events/${moved?.id}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ summary: 'Renamed before the restart' }),
      },
    );
    await first.stop();

    const second = await startHarness({ dataDir: first.dataDir, port: Number(new URL(first.origin).port) });
    harnesses.push(second);
    const incremental = await calendar({ version: 'v3', auth }).events.list(
      { calendarId: 'primary', syncToken },
      { rootUrl },
    );
    expect(incremental.data.items?.map((item) => [item.id, item.summary])).toEqual([
      [moved?.id, 'Renamed before the restart'],
    ]);
    const again = await calendar({ version: 'v3', auth }).events.list({ calendarId: 'primary' }, { rootUrl });
    expect(again.data.items).toHaveLength(full.data.items?.length ?? -1);
  });
});
