import { expect, test } from '@playwright/test';
import { openMeetingsWithoutCalendar, signInOnboarded } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'tours';

// A browser that has seen no tour yet (the other specs start with every tour seen).
test.use({ storageState: { cookies: [], origins: [] } });

test('the meetings tour appears once, after the modal is closed, and does not return after reload', async ({
  page,
}) => {
  await signInOnboarded(page, `toby.${Date.now()}@ting-e2e.test`);
  // Not over the 'Almost there!' modal: the tour waits until it is closed.
  await openMeetingsWithoutCalendar(page);
  const popover = page.locator('.driver-popover');
  await expect(popover).toBeVisible({ timeout: 15_000 });
  await expect(popover.locator('.driver-popover-title')).toHaveText('Search for Meetings');
  await expect(popover.locator('.driver-popover-progress-text')).toBeVisible();
  await snap(page, { spec: SPEC, step: '01-meetings-tour' });

  await popover.locator('.driver-popover-close-btn').click();
  await expect(popover).toBeHidden();
  expect(
    await page.evaluate(() => window.localStorage.getItem('tutorial_completed_meetings')),
  ).not.toBeNull();

  await page.reload();
  const almostThere = page.getByRole('dialog', { name: 'Almost there!' });
  if (await almostThere.isVisible()) await almostThere.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search for Meetings' })).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(popover).toHaveCount(0);
});
