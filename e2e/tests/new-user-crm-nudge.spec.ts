import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'new-user-crm-nudge';
const NAV_BAR_HEIGHT = 84;
const SNOOZE_KEY = 'ting.crm-nudge-snoozed-until';

type Box = { x: number; y: number; width: number; height: number };

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('No bounding box: the element is not visible');
  return box;
};

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Opens /meetings and waits for the page; the calendar modal was dismissed for every tab (see below). */
async function openMeetings(page: Page) {
  await page.goto('/meetings');
  await expect(page.getByRole('heading', { name: 'Past meetings' })).toBeVisible();
}

test("'You're missing out!' sits below the 84px bar, and 'Remind Later' keeps it away for a day", async ({
  page,
}) => {
  // This user has no calendar: 'Almost there!' would open over every tab's first page; it is not under test here.
  await page
    .context()
    .addInitScript(() => window.sessionStorage.setItem('ting.calendar-modal-dismissed', '1'));
  await signInOnboarded(page, `nudge.${Date.now()}@acme.test`);
  // HubSpot is the user's CRM, but the organization has not connected it.
  const identity = await (await page.request.get('/api/data/organization/id')).json();
  const saved = await page.request.patch('/auth/user/meta', {
    headers: { authorization: `Bearer ${identity.data.accessToken}` },
    data: { metadata: { crm: 'hubspot' } },
  });
  expect(saved.ok()).toBe(true);

  await openMeetings(page);
  const nudge = page.locator('.mantine-Notification-root', { hasText: "You're missing out!" });
  await expect(nudge).toBeVisible();
  await expect(nudge.getByRole('button', { name: 'Connect Now' })).toBeVisible();
  await snap(page, { spec: SPEC, step: '01-nudge-below-the-bar' });

  // Below the bar, clear of the logo and both navigation links, which stay clickable.
  const toast = await boxOf(nudge);
  expect(toast.y).toBeGreaterThanOrEqual(NAV_BAR_HEIGHT);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  for (const target of [
    page.getByRole('banner').getByRole('link', { name: 'Ting', exact: true }),
    navigation.getByRole('link', { name: 'Meetings' }),
    navigation.getByRole('link', { name: 'Assistant' }),
  ]) {
    expect(overlaps(toast, await boxOf(target))).toBe(false);
  }
  // Nothing covers them: a click would reach each link.
  await navigation.getByRole('link', { name: 'Meetings' }).click({ trial: true, timeout: 2_000 });
  await navigation.getByRole('link', { name: 'Assistant' }).click({ trial: true, timeout: 2_000 });

  // 'Remind Later': not on the next page load, nor in a new tab the same day.
  await nudge.getByRole('button', { name: 'Remind Later' }).click();
  await expect(nudge).toHaveCount(0);
  await openMeetings(page);
  const other = await page.context().newPage();
  await openMeetings(other);
  await other.waitForTimeout(1_500);
  await expect(other.locator('.mantine-Notification-root', { hasText: "You're missing out!" })).toHaveCount(
    0,
  );
  await expect(nudge).toHaveCount(0);
  await snap(page, { spec: SPEC, step: '02-snoozed' });
  await other.close();

  // A day later it offers HubSpot again.
  await page.evaluate((key) => window.localStorage.setItem(key, String(Date.now() - 1_000)), SNOOZE_KEY);
  await openMeetings(page);
  await expect(nudge).toBeVisible();
});
