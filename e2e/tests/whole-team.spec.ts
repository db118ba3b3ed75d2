import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { chooseBusiness, openBilling, payOnCheckoutPage } from './billing-pages';
import { signInOnSandbox } from './sandbox-pages';
import { snap } from './screenshots';

const SPEC = 'whole-team';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The sandbox Recall's fixed API key (apps/server/src/config.ts SANDBOX_RECALL_API_KEY). */
const SANDBOX_RECALL = { authorization: 'Token ting-sandbox-recall' };
const JOINS_AT = /Notetaker joins at \d{1,2}:\d{2}\s[AP]M/;

type Person = { email: string; name: string };

/** The page's Bearer token, as the web app gets it. */
async function authHeaders(page: Page) {
  const identity = await (await page.request.get('/api/data/organization/id')).json();
  return { authorization: `Bearer ${identity.data.accessToken}` };
}

/** Puts a call with a Meet link `minutesFromNow` ahead in the person's own sandbox Google Calendar. */
async function addCalendarEvent(page: Page, email: string, summary: string, minutesFromNow: number) {
  const start = new Date(Date.now() + minutesFromNow * 60_000);
  const created = await page.request.post(
    `/sandbox/google/_sandbox/calendars/${encodeURIComponent(email)}/events`,
    {
      data: {
        summary,
        start: start.toISOString(),
        end: new Date(start.getTime() + 30 * 60_000).toISOString(),
        attendees: [{ email: 'maya.okafor@heliohealth.com' }],
        conference: 'meet',
      },
    },
  );
  expect(created.status()).toBe(201);
}

/** Saves the page at desktop width and at 390 × 844, then goes back to desktop. */
async function snapBoth(page: Page, step: string) {
  // From the top: a full-page shot of a scrolled page shows the sticky header halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, { spec: SPEC, step: `${step}-desktop` });
  await page.setViewportSize(PHONE);
  await snap(page, { spec: SPEC, step: `${step}-phone` });
  await page.setViewportSize(DESKTOP);
}

/** Follows the person's invitation from the sandbox mailbox in a browser of their own, and joins. */
async function joinFromMailbox(browser: Browser, person: Person, step: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const mail = page.getByRole('row').filter({ hasText: person.email }).getByRole('link');
  await expect(async () => {
    await page.goto('/sandbox/mail');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(mail).toHaveText(/^Morgan Admin invited you to join .+ on Ting$/);
  await mail.click();
  await page.getByRole('link', { name: /\/invite\?token=/ }).click();
  await expect(page.getByRole('heading', { name: /^Join .+ on Ting$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await snap(page, { spec: SPEC, step });
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/invite\?token=/);
  await page.getByRole('button', { name: /^Join / }).click();
  await expect(page).toHaveURL(/\/meetings$|\/$/, { timeout: 20_000 });
  return { context, page };
}

/**
 * A rep's first visit: the wizard asks for his own calendar (the admin's is not his) and claims
 * nothing is connected; he connects it, and the wizard and the integrations screen say whose is whose.
 */
async function connectOwnCalendar(page: Page, step: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Let's connect your calendar" })).toBeVisible();
  await expect(page.getByText(/calendar and HubSpot are connected|Calendar connected/)).toHaveCount(0);
  await snap(page, { spec: SPEC, step: `${step}-wizard-connect-calendar` });
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'CRM connected!' })).toBeVisible();
  const connections = page.getByRole('list', { name: 'Your connections' });
  await expect(connections).toContainText('Your Google Calendar: connected');
  await expect(connections).toContainText("Your organization's HubSpot: connected");
  await snap(page, { spec: SPEC, step: `${step}-wizard-connected` });
  await page.getByRole('button', { name: 'Personalize' }).click();
  await expect(page).toHaveURL(/\/settings#personalisation$/);

  await page.goto('/settings#integrations');
  const calendar = page.getByRole('listitem', { name: 'Your Google Calendar' });
  await expect(calendar.getByText('Connected', { exact: true })).toBeVisible();
  const hubspot = page.getByRole('listitem', { name: "Your organization's HubSpot" });
  await expect(
    hubspot.getByText("Only your organization's admin can connect or remove HubSpot."),
  ).toBeVisible();
}

/** The past-meetings list filtered by 'My meetings' or 'Team'. */
async function showScope(page: Page, scope: 'My meetings' | 'Team') {
  await page.getByRole('radiogroup', { name: 'Whose meetings' }).getByText(scope, { exact: true }).click();
}

/** Someone else's private meeting: not listed, not found by search, and its page is not available. */
async function expectMeetingHidden(page: Page, meeting: { id: string; title: string; searchWord: string }) {
  await page.goto('/meetings');
  await expect(page.getByRole('heading', { name: 'Past meetings' })).toBeVisible();
  await showScope(page, 'Team');
  await expect(page.getByRole('listitem', { name: meeting.title })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search for Meetings' }).fill(meeting.searchWord);
  await expect(page.getByText(`No meetings match “${meeting.searchWord}”.`)).toBeVisible();
  await page.goto(`/meetings/${meeting.id}`);
  await expect(page.getByText('Meeting not available')).toBeVisible();
  await expect(page.getByText(meeting.title)).toHaveCount(0);
}

test('a sales team on day one: an admin buys seats and invites two reps by mail; each connects their own calendar, records, keeps a meeting private, and asks what they promised', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const morgan: Person = { email: `morgan.${stamp}@tingsandbox.com`, name: 'Morgan Admin' };
  const riley: Person = { email: `riley.${stamp}@tingsandbox.com`, name: 'Riley Rep' };
  const jordan: Person = { email: `jordan.${stamp}@tingsandbox.com`, name: 'Jordan Rep' };
  const contexts: BrowserContext[] = [];

  // 1. The admin signs up, connects her own calendar and the organization's HubSpot in the wizard.
  await admin.setViewportSize(DESKTOP);
  await admin.goto('/login');
  await admin.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInOnSandbox(admin, morgan);
  await expect(admin.getByRole('heading', { name: "Let's connect your calendar" })).toBeVisible();
  const adminCall = `Morgan's renewal call — Acme ${stamp}`;
  await addCalendarEvent(admin, morgan.email, adminCall, 120);
  await admin.getByRole('button', { name: 'Connect', exact: true }).click();
  await admin.getByRole('button', { name: 'Allow' }).click();
  await expect(admin.getByRole('heading', { name: 'Calendar connected!' })).toBeVisible();
  await admin.getByRole('button', { name: 'Continue' }).click();
  await admin.getByRole('button', { name: 'Integrate' }).click();
  await admin.getByRole('button', { name: 'Allow' }).click();
  await expect(admin.getByRole('heading', { name: 'CRM connected!' })).toBeVisible();
  await snap(admin, { spec: SPEC, step: '01-admin-wizard-connected' });
  await admin.getByRole('button', { name: 'Personalize' }).click();
  await expect(admin).toHaveURL(/\/settings#personalisation$/);
  await admin.goto('/meetings');
  await expect(admin.getByRole('listitem', { name: adminCall })).toBeVisible({ timeout: 20_000 });

  // She buys Business with three seats with the test card.
  await openBilling(admin);
  const dialog = await chooseBusiness(admin, 3);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await payOnCheckoutPage(admin, '4242 4242 4242 4242');
  await expect(admin.getByRole('heading', { name: 'Manage your plan' })).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByText('1 of 3 seats used')).toBeVisible();

  // She invites both reps by e-mail.
  await admin.goto('/settings#team');
  for (const rep of [riley, jordan]) {
    await admin.getByLabel('Email address').fill(rep.email);
    await admin.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(admin.getByText(`Invitation sent to ${rep.email}.`)).toBeVisible();
  }
  await expect(admin.getByRole('list', { name: 'Pending invitations' })).toContainText(jordan.email);
  await snap(admin, { spec: SPEC, step: '02-admin-invitations-sent' });

  // 2–3. Each rep follows the mail in a browser of their own, joins, and connects their own calendar,
  // whose meetings they alone see.
  const reps: Record<'riley' | 'jordan', Page> = {} as Record<'riley' | 'jordan', Page>;
  const repCalls = {
    riley: `Riley's discovery call — Northbeam ${stamp}`,
    jordan: `Jordan's pilot review — Quasar Clinics ${stamp}`,
  };
  for (const [key, rep] of [
    ['riley', riley],
    ['jordan', jordan],
  ] as const) {
    const joined = await joinFromMailbox(browser, rep, `03-${key}-sign-in-prefilled`);
    contexts.push(joined.context);
    reps[key] = joined.page;
    await addCalendarEvent(joined.page, rep.email, repCalls[key], 15);
    await connectOwnCalendar(joined.page, `04-${key}`);
    await joined.page.goto('/meetings');
    await expect(joined.page.getByRole('listitem', { name: repCalls[key] })).toBeVisible({ timeout: 20_000 });
    await expect(joined.page.getByRole('listitem', { name: adminCall })).toHaveCount(0);
    const other = key === 'riley' ? repCalls.jordan : repCalls.riley;
    await expect(joined.page.getByRole('listitem', { name: other })).toHaveCount(0);
  }
  const rileyPage = reps.riley;
  const jordanPage = reps.jordan;
  await snapBoth(rileyPage, '05-riley-upcoming');

  // Both took a seat on joining: the admin ticked nothing (her settings page, loaded afresh).
  await openBilling(admin);
  await admin.reload();
  await expect(admin.getByText('3 of 3 seats used')).toBeVisible();
  await expect(admin.getByRole('checkbox', { name: 'Seat for Riley Rep' })).toBeChecked();
  await expect(admin.getByRole('checkbox', { name: 'Seat for Jordan Rep' })).toBeChecked();
  await snap(admin, { spec: SPEC, step: '06-admin-seats' });

  // 4. Jordan books the notetaker on his own call; the sandbox bot records it at once.
  const jordanCall = jordanPage.getByRole('listitem', { name: repCalls.jordan });
  await jordanCall.getByRole('switch', { name: 'Record' }).click({ force: true });
  await expect(jordanCall.getByText(JOINS_AT)).toBeVisible();
  const openLink = jordanCall.getByRole('link', { name: 'Open meeting' });
  const jordanMeetingId = ((await openLink.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
  expect(jordanMeetingId).not.toBe('');
  const bots = await (
    await jordanPage.request.get('/sandbox/recall/api/v1/bot/', { headers: SANDBOX_RECALL })
  ).json();
  const bot = (bots.results as Array<{ id: string; metadata: Record<string, string> }>).find(
    (candidate) => candidate.metadata.meeting_id === jordanMeetingId,
  );
  expect(bot).toBeDefined();
  // Booked but not yet recorded, it is Jordan's alone: Riley's Team list has nothing of it.
  await rileyPage.reload();
  await showScope(rileyPage, 'Team');
  await expect(
    rileyPage.getByRole('region', { name: 'Past meetings' }).getByText('No meetings yet'),
  ).toBeVisible();
  await expect(rileyPage.getByRole('listitem', { name: repCalls.jordan })).toHaveCount(0);
  const ran = await jordanPage.request.post(`/sandbox/recall/_sandbox/bots/${bot?.id}/run`);
  expect(ran.ok()).toBe(true);

  // Riley uploads a transcript of her own call.
  const rileyTitle = `Pilot scoping — Northwind ${stamp}`;
  await rileyPage.getByRole('button', { name: 'Upload' }).click();
  const upload = rileyPage.getByRole('dialog', { name: 'Upload a meeting' });
  await upload
    .getByLabel('Meeting file')
    .setInputFiles(path.join(import.meta.dirname, '..', 'fixtures', 'discovery-call.vtt'));
  await upload.getByRole('textbox', { name: 'Title' }).fill(rileyTitle);
  await upload.getByRole('button', { name: 'Add meeting' }).click();
  await expect(rileyPage.getByText('Meeting uploaded')).toBeVisible();
  await expect(rileyPage.getByRole('heading', { level: 1, name: rileyTitle })).toBeVisible();
  const rileyMeetingId = rileyPage.url().split('/').at(-1) ?? '';

  // Both are processed.
  for (const [page, id] of [
    [jordanPage, jordanMeetingId],
    [rileyPage, rileyMeetingId],
  ] as const) {
    const headers = await authHeaders(page);
    await expect
      .poll(
        async () => (await (await page.request.get(`/api/meetings/${id}`, { headers })).json()).data.status,
        {
          timeout: 30_000,
        },
      )
      .toBe('ready');
  }
  // Someone then assigned Riley's items: one to her, one to Jordan, one to no one.
  const assigned = await rileyPage.request.patch(`/api/meetings/${rileyMeetingId}/action-items`, {
    headers: await authHeaders(rileyPage),
    data: {
      action_items: [
        { text: 'Send Dana the pilot plan', owner: riley.name },
        { text: 'Send the revised proposal', owner: jordan.name },
        { text: 'Book the Chicago kickoff', owner: null },
      ].map((item) => ({ ...item, due_date: null, done: false })),
    },
  });
  expect(assigned.ok()).toBe(true);

  // Riley sees Jordan's processed meeting under Team, with his name, and not under My meetings.
  await rileyPage.goto('/meetings');
  const jordanTitle = repCalls.jordan;
  const jordanListed = rileyPage
    .getByRole('region', { name: 'Past meetings' })
    .getByRole('listitem', { name: jordanTitle });
  await showScope(rileyPage, 'Team');
  await expect(jordanListed).toBeVisible();
  await expect(jordanListed).toContainText('Owner: Jordan Rep');
  await rileyPage.getByRole('searchbox', { name: 'Search for Meetings' }).fill('Quasar');
  await expect(jordanListed).toBeVisible();
  await rileyPage.getByRole('searchbox', { name: 'Search for Meetings' }).fill('');
  await snapBoth(rileyPage, '07-riley-team-list');
  await showScope(rileyPage, 'My meetings');
  await expect(jordanListed).toHaveCount(0);
  await expect(rileyPage.getByRole('listitem', { name: rileyTitle })).toBeVisible();
  await snap(rileyPage, { spec: SPEC, step: '08-riley-my-meetings' });

  // Jordan makes his meeting private.
  await jordanPage.goto(`/meetings/${jordanMeetingId}`);
  const ownership = jordanPage.getByTestId('meeting-ownership');
  await expect(ownership).toContainText('Owner: Jordan Rep (you)');
  await ownership.getByRole('button', { name: 'Make private' }).click();
  const notice = jordanPage.getByText('Only you can see this meeting now.');
  await expect(notice).toBeVisible();
  await expect(ownership).toContainText('Private');
  // The notice leaves after two seconds; the screenshots show the page under it.
  await expect(notice).toHaveCount(0);
  await snapBoth(jordanPage, '09-jordan-meeting-private');

  // Neither Riley nor the admin can reach it any more: list, search, or its address.
  const hidden = { id: jordanMeetingId, title: jordanTitle, searchWord: 'Quasar' };
  await expectMeetingHidden(rileyPage, hidden);
  await snapBoth(rileyPage, '10-riley-opens-private-meeting');
  await expectMeetingHidden(admin, hidden);
  await snap(admin, { spec: SPEC, step: '11-admin-opens-private-meeting' });

  // 5. Riley asks what she promised this week: her item and the unowned one, not Jordan's.
  await rileyPage.goto('/assistant');
  const input = rileyPage.getByRole('textbox', { name: 'Message' });
  await input.fill('What did I promise this week?');
  await input.press('Enter');
  await expect(rileyPage.getByText(/Your open action items from your meetings this week/)).toBeVisible({
    timeout: 30_000,
  });
  const bubble = rileyPage.locator('#assistant-chat [data-role="assistant"]').last();
  await expect(bubble).toContainText('Send Dana the pilot plan');
  await expect(bubble).toContainText('Book the Chicago kickoff');
  await expect(bubble).toContainText('1 more open item belongs to others: Jordan Rep.');
  await expect(bubble).not.toContainText('Send the revised proposal');
  await snapBoth(rileyPage, '12-riley-what-did-i-promise');

  for (const context of contexts) await context.close();
});
