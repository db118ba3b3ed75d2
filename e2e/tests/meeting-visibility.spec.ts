import { expect, type Page, test } from '@playwright/test';
import { openMeetingsWithoutCalendar, signInOnboarded, signInOnSandbox } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'meeting-visibility';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const CALL_VTT = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Riley Rep>Thanks for joining. Let's go through the nebula rollout for your warehouses.

00:00:07.000 --> 00:00:12.000
<v Dana Buyer>Our budget is set; I'll send the signed order form by Friday.
`;

/** The page's Bearer token, as the web app gets it. */
async function authHeaders(page: Page) {
  const identity = await (await page.request.get('/api/data/organization/id')).json();
  return { authorization: `Bearer ${identity.data.accessToken}` };
}

/** Uploads a transcript as the signed-in user and waits until Ting has processed it. */
async function uploadProcessedMeeting(page: Page, title: string): Promise<string> {
  const headers = await authHeaders(page);
  const created = await page.request.post('/api/meetings', {
    headers,
    data: { title, transcript: { filename: 'call.vtt', content: CALL_VTT } },
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
  return id;
}

/**
 * Opens /meetings; the 'Almost there!' calendar prompt shows once per tab, so it is closed when it is
 * there (nobody here connected a calendar).
 */
async function openMeetings(page: Page) {
  await page.goto('/meetings');
  await expect(page.getByRole('heading', { name: 'Past meetings' })).toBeVisible();
  const prompt = page.getByRole('dialog', { name: 'Almost there!' });
  if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toHaveCount(0);
}

/** Saves the page at desktop width and at 390 × 844, then goes back to desktop. */
async function snapBoth(page: Page, step: string) {
  await page.setViewportSize(DESKTOP);
  await snap(page, { spec: SPEC, step: `${step}-desktop` });
  await page.setViewportSize(PHONE);
  await snap(page, { spec: SPEC, step: `${step}-phone` });
  await page.setViewportSize(DESKTOP);
}

test('a rep makes a meeting private and the admin, in another browser, no longer sees it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  // The admin (Morgan Lee) invites Riley, who joins in a browser of her own.
  await signInOnboarded(page, `morgan.${stamp}@ting-e2e.test`);
  await page.goto('/settings#team');
  const repEmail = `riley.${stamp}@ting-e2e.test`;
  await page.getByLabel('Email address').fill(repEmail);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const inviteUrl = await page.getByLabel(`Invite link for ${repEmail}`).inputValue();

  const repContext = await browser.newContext();
  const rep = await repContext.newPage();
  await rep.goto(inviteUrl);
  await rep.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnSandbox(rep, { email: repEmail, name: 'Riley Rep' });
  await rep.getByRole('button', { name: /^Join / }).click();
  await expect(rep).toHaveURL(/\/meetings$|\/$/, { timeout: 20_000 });
  const onboarded = await rep.request.patch('/auth/user/onboarding', {
    headers: await authHeaders(rep),
    data: { has_onboarded: true },
  });
  expect(onboarded.ok()).toBe(true);

  const title = `Nebula rollout — Initech ${stamp}`;
  const meetingId = await uploadProcessedMeeting(rep, title);

  // The admin's Team list shows Riley's processed meeting with her name; My meetings does not.
  await openMeetingsWithoutCalendar(page);
  const listed = page.getByRole('listitem', { name: title });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('Owner: Riley Rep');
  await expect(page.getByText('Team', { exact: true })).toBeVisible();
  await snapBoth(page, '01-admin-team-list');
  await page.getByText('My meetings', { exact: true }).click();
  await expect(listed).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Past meetings' }).getByText('No meetings yet'),
  ).toBeVisible();
  await page.getByText('Team', { exact: true }).click();
  await expect(listed).toBeVisible();

  // Riley opens her meeting: she owns it, her team sees it, and she makes it private.
  await rep.setViewportSize(DESKTOP);
  await rep.goto(`/meetings/${meetingId}`);
  const ownership = rep.getByTestId('meeting-ownership');
  await expect(ownership).toContainText('Owner: Riley Rep (you)');
  await expect(ownership).toContainText('Visible to your team');
  await snapBoth(rep, '02-owner-meeting-team');
  await ownership.getByRole('button', { name: 'Make private' }).click();
  await expect(rep.getByText('Only you can see this meeting now.')).toBeVisible();
  await expect(ownership.getByRole('button', { name: 'Make visible to the team' })).toBeVisible();
  await expect(ownership).toContainText('Private');
  await snapBoth(rep, '03-owner-meeting-private');

  // The admin no longer sees it: not in the list, not by search, and its page is not available.
  await openMeetings(page);
  await expect(
    page.getByRole('region', { name: 'Past meetings' }).getByText('No meetings yet'),
  ).toBeVisible();
  await expect(listed).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search for Meetings' }).fill('nebula');
  await expect(page.getByText('No meetings match “nebula”.')).toBeVisible();
  await snapBoth(page, '04-admin-list-after-private');
  await page.goto(`/meetings/${meetingId}`);
  await expect(page.getByText('Meeting not available')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await snapBoth(page, '05-admin-opens-private-meeting');

  // Riley's own list still has it, marked private.
  await openMeetings(rep);
  await expect(rep.getByRole('listitem', { name: title })).toContainText('Private');
  await snapBoth(rep, '06-owner-list-private');

  // The admin makes new meetings private for everyone; Riley sees the setting, read-only.
  await page.goto('/settings#team');
  const setting = page.getByRole('switch', { name: /Make new meetings private/ });
  await expect(setting).not.toBeChecked();
  await setting.click();
  await expect(setting).toBeChecked();
  await expect(page.getByText('New meetings will be private.')).toBeVisible();
  await snapBoth(page, '07-admin-new-meetings-private');
  await rep.goto('/settings#team');
  const repSetting = rep.getByRole('switch', { name: /Make new meetings private/ });
  await expect(repSetting).toBeChecked();
  await expect(repSetting).toBeDisabled();
  await expect(
    rep.getByText(
      "New meetings are private. Only your organization's admin can make new meetings private or visible to the team.",
    ),
  ).toBeVisible();
  await snapBoth(rep, '08-member-setting-read-only');

  // Riley's next meeting starts private: the admin does not see it either.
  const second = `Comet review — Hooli ${stamp}`;
  await uploadProcessedMeeting(rep, second);
  await openMeetings(page);
  await expect(
    page.getByRole('region', { name: 'Past meetings' }).getByText('No meetings yet'),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: second })).toHaveCount(0);
  await repContext.close();
});
