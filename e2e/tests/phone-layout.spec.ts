import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openMeetingsWithoutCalendar, signInOnboarded, signInOnSandbox } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'phone-layout';
const TITLE = 'Discovery call — Northwind';

// An iPhone-sized window: 390 × 844 CSS pixels.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Nothing is wider than the window: no sideways scrolling anywhere on the page. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth, tooWide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // Named in the failure: the first elements that reach past the right edge.
    tooWide: Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  }));
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth}px wide in a ${innerWidth}px window: ${tooWide.join(', ')}`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** A label shown whole, not cut short with an ellipsis (a badge squeezed beside a long title). */
async function expectNotCutShort(label: Locator) {
  await expect(label).toBeVisible();
  expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

/** The avatar sits wholly inside the window and opens the profile menu, whose items are on screen too. */
async function expectProfileMenuReachable(page: Page) {
  const avatar = page.getByRole('button', { name: 'Open profile menu' });
  await expect(avatar).toBeInViewport({ ratio: 1 });
  await avatar.click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
}

/** A signed-in page of the app at phone width: no overflow, the avatar reachable, a screenshot. */
async function checkAppPage(page: Page, step: string) {
  await expectNoHorizontalOverflow(page);
  await expectProfileMenuReachable(page);
  await snap(page, { spec: SPEC, step });
}

test('at 390 × 844 every page fits the width, the menu and avatar are reachable, and a meeting shows its tabs first', async ({
  page,
}) => {
  const email = `jordan.${Date.now()}@tingsandbox.com`;

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, { spec: SPEC, step: '01-login' });

  // The onboarding wizard, step by step: the calendar, then HubSpot.
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnSandbox(page, { email, name: 'Jordan Reyes' });
  await expect(page.getByRole('heading', { name: "Let's connect your calendar" })).toBeVisible();
  await checkAppPage(page, '02-wizard-connect-calendar');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar connected!' })).toBeVisible();
  await checkAppPage(page, '03-wizard-calendar-connected');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Integration available!' })).toBeVisible();
  await checkAppPage(page, '04-wizard-integration-available');
  await page.getByRole('button', { name: 'Integrate' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'CRM connected!' })).toBeVisible();
  await checkAppPage(page, '05-wizard-crm-connected');
  await page.getByRole('button', { name: 'Personalize' }).click();
  await expect(page).toHaveURL(/\/settings#personalisation$/);

  // Settings, whole page.
  await expect(page.getByRole('textbox', { name: 'Summary prompt' })).toBeVisible();
  await checkAppPage(page, '06-settings');

  // The burger opens the navigation: Meetings and Assistant, the current page marked.
  const navigation = page.getByRole('button', { name: 'Open navigation' });
  await expect(navigation).toBeInViewport({ ratio: 1 });
  await navigation.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('link', { name: 'Assistant' })).toBeInViewport({ ratio: 1 });
  await snap(page, { spec: SPEC, step: '07-navigation-open' });
  await drawer.getByRole('link', { name: 'Meetings' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(drawer).toHaveCount(0);

  // Meetings: the synced calendar's upcoming meetings.
  await expect(page.getByRole('heading', { name: 'Upcoming meetings' })).toBeVisible();
  const upcoming = page.getByRole('listitem', { name: 'Proposal walkthrough — Helio Health' });
  await expect(upcoming).toBeVisible({ timeout: 20_000 });
  await expectNotCutShort(upcoming.getByText('Google Meet', { exact: true }));
  await checkAppPage(page, '08-meetings-upcoming');

  // A transcript upload makes a past meeting; the upload opens it.
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a meeting' });
  await upload
    .getByLabel('Meeting file')
    .setInputFiles(path.join(import.meta.dirname, '..', 'fixtures', 'discovery-call.vtt'));
  await upload.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await expectNoHorizontalOverflow(page);
  await snap(page, { spec: SPEC, step: '09-upload-dialog' });
  await upload.getByRole('button', { name: 'Add meeting' }).click();

  // The meeting: its tabs come before the transcript, and each tab fits the width.
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Summary' }).getByText(/^Written by /)).toBeVisible({
    timeout: 30_000,
  });
  const tabs = page.getByRole('tablist');
  const transcriptSearch = page.getByRole('searchbox', { name: 'Search transcript' });
  await expect(transcriptSearch).toBeVisible();
  const tabsBox = await tabs.boundingBox();
  const transcriptBox = await transcriptSearch.boundingBox();
  expect(tabsBox && transcriptBox).toBeTruthy();
  if (tabsBox && transcriptBox) {
    expect(tabsBox.y + tabsBox.height).toBeLessThanOrEqual(transcriptBox.y);
    // The summary starts within the first screen, not below the transcript.
    expect(tabsBox.y).toBeLessThan(844);
  }
  await expectNoHorizontalOverflow(page);
  await snap(page, { spec: SPEC, step: '10-meeting-summary' });

  await page.getByRole('tab', { name: /Action items/ }).click();
  await expect(page.getByRole('checkbox', { name: /^Done: / }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, { spec: SPEC, step: '11-meeting-action-items' });

  await page.getByRole('tab', { name: 'CRM', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'CRM' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoHorizontalOverflow(page);
  await snap(page, { spec: SPEC, step: '12-meeting-crm' });

  await page.getByRole('tab', { name: 'HubSpot' }).click();
  await expect(page.getByRole('tabpanel', { name: 'HubSpot' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoHorizontalOverflow(page);
  await snap(page, { spec: SPEC, step: '13-meeting-hubspot' });

  // The chat: the bubbles use the phone's width.
  await page.getByRole('tab', { name: 'Ask Questions' }).click();
  const chat = page.locator('#meeting-chat');
  await expect(chat).toBeVisible();
  await chat.getByRole('textbox', { name: 'Message' }).fill('What did they say about the budget?');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  const answer = chat.locator('[data-role="assistant"]').last();
  await expect(answer.getByText(/budget/).first()).toBeVisible({ timeout: 20_000 });
  await expect(chat.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
  const chatBox = await chat.boundingBox();
  const answerBox = await answer.boundingBox();
  expect(chatBox && answerBox).toBeTruthy();
  if (chatBox && answerBox) expect(answerBox.width).toBeGreaterThan(chatBox.width * 0.8);
  await expectNoHorizontalOverflow(page);
  await snap(page, { spec: SPEC, step: '14-meeting-chat' });

  // Past meetings, back on the list.
  await page.getByRole('link', { name: 'Back to meetings' }).click();
  await expect(page.getByRole('heading', { name: 'Past meetings' })).toBeVisible();
  const past = page.getByRole('listitem', { name: TITLE });
  await expect(past).toBeVisible();
  await past.scrollIntoViewIfNeeded();
  await expectNotCutShort(past.getByText('Ready', { exact: true }));
  await checkAppPage(page, '15-meetings-past');

  // The assistant, through the menu.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Assistant' }).click();
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await checkAppPage(page, '16-assistant');

  // An invitation link that leads nowhere, and an address that does not exist.
  await page.goto('/invite?token=no-such-invitation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, { spec: SPEC, step: '17-invite' });

  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await checkAppPage(page, '18-not-found');
});

test.describe('on a desktop window', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test('the links stay in the bar, without a burger, and the transcript stays beside the tabs', async ({
    page,
  }) => {
    await signInOnboarded(page, `quinn.${Date.now()}@acme.test`);
    await openMeetingsWithoutCalendar(page);
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link', { name: 'Meetings' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Assistant' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
    await expect(page.getByRole('banner').filter({ has: bar })).toHaveCSS('height', '84px');

    await page.getByRole('button', { name: 'Upload' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload a meeting' });
    await upload
      .getByLabel('Meeting file')
      .setInputFiles(path.join(import.meta.dirname, '..', 'fixtures', 'discovery-call.vtt'));
    await upload.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await upload.getByRole('button', { name: 'Add meeting' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Summary' }).getByText(/^Written by /)).toBeVisible({
      timeout: 30_000,
    });

    const tabsBox = await page.getByRole('tablist').boundingBox();
    const transcriptBox = await page.getByRole('searchbox', { name: 'Search transcript' }).boundingBox();
    expect(tabsBox && transcriptBox).toBeTruthy();
    if (tabsBox && transcriptBox) expect(transcriptBox.x + transcriptBox.width).toBeLessThan(tabsBox.x);

    // Chat bubbles keep the spec's 70% at most.
    await page.getByRole('tab', { name: 'Ask Questions' }).click();
    const starter = page.locator('#meeting-chat [data-role="assistant"]').first();
    await expect(starter).toBeVisible();
    expect(await starter.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('70%');
    await snap(page, { spec: SPEC, step: '19-desktop-meeting' });
  });
});
