import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'assistant-me';
const TITLE = 'Pilot scoping — Northwind';

// The browser is in Los Angeles: "this week" is counted from Monday 00:00 there, and the answer says so.
test.use({ timezoneId: 'America/Los_Angeles' });

test("'What did I promise this week?' lists the asker's own items of this week, in their time zone", async ({
  page,
}) => {
  await signInOnboarded(page, `morgan.${Date.now()}@ting-e2e.test`);
  const identity = await (await page.request.get('/api/data/organization/id')).json();
  const headers = { authorization: `Bearer ${identity.data.accessToken}` };

  // A call of a minute ago, whose items someone then assigned: one to Morgan, one to Sam, one to no one.
  const created = await page.request.post('/api/meetings', {
    headers,
    data: {
      title: TITLE,
      started_at: new Date(Date.now() - 60_000).toISOString(),
      participants: [{ name: 'Dana Buyer', email: 'dana@northwind.test' }],
      transcript: {
        filename: 'call.vtt',
        content: await readFile(
          path.join(import.meta.dirname, '..', 'fixtures', 'discovery-call.vtt'),
          'utf8',
        ),
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: string };
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/meetings/${id}`, { headers })).json()).data.status,
      {
        timeout: 30_000,
      },
    )
    .toBe('ready');
  const items = [
    { text: 'Send Dana the pilot plan', owner: 'Morgan Lee' },
    { text: 'Send the revised proposal', owner: 'Sam Seller' },
    { text: 'Book the Chicago kickoff', owner: null },
  ];
  const edited = await page.request.patch(`/api/meetings/${id}/action-items`, {
    headers,
    data: { action_items: items.map((item) => ({ ...item, due_date: null, done: false })) },
  });
  expect(edited.ok()).toBe(true);

  await page.goto('/assistant');
  // No calendar is connected: the app offers one first.
  const almostThere = page.getByRole('dialog', { name: 'Almost there!' });
  await expect(almostThere).toBeVisible();
  await almostThere.getByRole('button', { name: 'Close' }).click();
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('What did I promise this week?');
  await input.press('Enter');
  const answer = page.getByText(/Your open action items from your meetings this week/);
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(answer).toContainText('America/Los_Angeles');
  const bubble = page.locator('#assistant-chat [data-role="assistant"]').last();
  await expect(bubble).toContainText('Send Dana the pilot plan');
  await expect(bubble).toContainText('no owner recorded');
  await expect(bubble).toContainText('Book the Chicago kickoff');
  await expect(bubble).toContainText('1 more open item belongs to others: Sam Seller.');
  await expect(bubble).not.toContainText('Send the revised proposal');
  await snap(page, { spec: SPEC, step: '01-what-did-i-promise-this-week' });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(answer).toBeVisible();
  await snap(page, { spec: SPEC, step: '02-phone' });
});
