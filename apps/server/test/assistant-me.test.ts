import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { memberships } from '../src/db/schema';
import { askChat, connectChat, jsonFrames, textOf } from './chat-socket';
import { bearer, createReadyMeeting, setActionItems } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

/*
 * "Me" and "this week" in the assistant and the meeting chat, with the offline engine (issue 28): Ada
 * asks from Los Angeles; her items, her meetings (owned or invited to), her week from Monday 00:00 there.
 */

const ZONE = 'America/Los_Angeles';
const DAY_MS = 86_400_000;

describe('"me" and "this week" in the assistant and the meeting chat (offline engine)', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  let sam: { principal: SignedUpUser['principal']; accessToken: string };
  let cleo: { accessToken: string };
  let bob: SignedUpUser;
  const meetings: Record<string, string> = {};
  let monday: DateTime;
  const sockets: WebSocket[] = [];

  /** A member who joined Ada's organization. */
  async function teammate(email: string, name: string) {
    const joined = await t.signUp(email, name);
    await t.database.db
      .update(memberships)
      .set({ organizationId: ada.principal.organizationId, role: 'member', isPayer: false })
      .where(eq(memberships.userId, joined.principal.userId));
    const principal = { ...joined.principal, organizationId: ada.principal.organizationId };
    return { principal, accessToken: await t.accessTokenFor(principal) };
  }

  async function meeting(options: {
    key: string;
    user: { accessToken: string };
    title: string;
    at: Date;
    participants?: Array<{ name: string; email: string }>;
    items: Array<{ text: string; owner: string | null }>;
  }) {
    const { id } = await createReadyMeeting(t, {
      user: options.user,
      title: options.title,
      startedAt: options.at,
      participants: options.participants,
    });
    await setActionItems(t, { user: options.user, meetingId: id, items: options.items });
    meetings[options.key] = id;
  }

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    ada = await t.signUp('ada@ting.test', 'Ada Lovelace');
    bob = await t.signUp('bob@globex.test', 'Bob Rival');
    sam = await teammate('sam@ting.test', 'Sam Seller');
    cleo = await teammate('cleo@ting.test', 'Cleo Park');

    // This week in Los Angeles began on Monday at 00:00 there; the meetings are placed around it.
    const now = Date.now();
    monday = DateTime.fromMillis(now, { zone: ZONE }).startOf('week');
    const thisWeek = new Date((monday.toMillis() + now) / 2);
    const lastWeek = new Date(monday.toMillis() - 3 * DAY_MS);
    const older = new Date(monday.toMillis() - 10 * DAY_MS);
    const dana = { name: 'Dana Buyer', email: 'dana@acmecorp.test' };

    await meeting({
      key: 'acmePilot',
      user: ada,
      title: 'Acme pilot review',
      at: thisWeek,
      participants: [dana],
      items: [
        { text: 'Send the Acme order form', owner: 'Ada Lovelace' },
        { text: 'Share the rollout plan', owner: 'ada@ting.test' },
        { text: 'Book the security review', owner: 'Sam Seller' },
        { text: 'Confirm the pilot start date', owner: null },
      ],
    });
    await meeting({
      key: 'globex',
      user: ada,
      title: 'Globex check-in',
      at: lastWeek,
      participants: [{ name: 'Gil Globex', email: 'gil@globex.test' }],
      items: [{ text: 'Send the Globex quote', owner: 'Ada' }],
    });
    await meeting({
      key: 'acmeKickoff',
      user: ada,
      title: 'Acme kickoff',
      at: older,
      participants: [dana],
      items: [{ text: 'Draft the Acme statement of work', owner: 'Ada Lovelace' }],
    });
    // Sam's meeting that Ada was invited to: hers too.
    await meeting({
      key: 'initech',
      user: sam,
      title: 'Initech renewal',
      at: thisWeek,
      participants: [{ name: 'Ada Lovelace', email: 'ada@ting.test' }],
      items: [
        { text: 'Call the Initech finance lead', owner: 'Ada' },
        { text: 'Update the renewal quote', owner: 'Sam Seller' },
      ],
    });
    // Sam's meeting without Ada: not one of her meetings, whatever its items say.
    await meeting({
      key: 'acmeSync',
      user: sam,
      title: 'Acme team sync',
      at: thisWeek,
      items: [{ text: 'Prepare the Acme demo', owner: 'Ada Lovelace' }],
    });
    // Another organization's meeting naming her.
    await meeting({
      key: 'rival',
      user: bob,
      title: 'Acme rival plans',
      at: thisWeek,
      items: [{ text: 'Outbid Ada Lovelace', owner: 'Ada Lovelace' }],
    });
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t?.close();
  });

  const open = async (user: { accessToken: string }) => {
    const socket = await connectChat(t, user.accessToken);
    sockets.push(socket);
    return socket;
  };
  const askAssistant = async (user: { accessToken: string }, question: string, timeZone?: string) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/conversations',
      headers: bearer(user),
      payload: {},
    });
    const frames = await askChat(await open(user), {
      conversationId: created.json().data.id,
      meetingIds: [],
      messages: [{ role: 'user', content: question }],
      ...(timeZone ? { timeZone } : {}),
    });
    expect(frames.at(-1)).toBe('[END MSG]');
    return { frames, text: textOf(frames) };
  };
  const sinceMonday = () => `since ${monday.setLocale('en-GB').toFormat('cccc d LLLL')}, ${ZONE}`;

  it("answers 'What did I promise this week?' with the caller's items of this week only, in their zone", async () => {
    const { frames, text } = await askAssistant(ada, 'What did I promise this week?', ZONE);
    expect(jsonFrames(frames, '[TOOL]')).toEqual([
      { name: 'list_action_items', label: 'Read action items of 2 meetings' },
    ]);
    expect(text).toContain(`Your open action items from your meetings this week (${sinceMonday()}):`);
    // Hers, by full name, email and first name, in her meeting and in Sam's that she was invited to.
    expect(text).toContain('- [ ] Send the Acme order form');
    expect(text).toContain('- [ ] Share the rollout plan');
    expect(text).toContain('- [ ] Call the Initech finance lead');
    // No owner recorded: shown apart, not claimed.
    expect(text).toContain('Not counted as yours');
    expect(text).toContain('- [ ] Confirm the pilot start date — no owner recorded');
    // Others' items are counted, never listed as hers.
    expect(text).not.toContain('Book the security review');
    expect(text).not.toContain('Update the renewal quote');
    expect(text).toContain('2 more open items belong to others: Sam Seller.');
    // Other weeks, a meeting she was not in, another organization: none of them.
    for (const absent of ['Globex quote', 'statement of work', 'Acme demo', 'Outbid']) {
      expect(text).not.toContain(absent);
    }
    expect(text).not.toMatch(/counted in UTC/);
  });

  it('keeps to last week when asked, and says plainly when the period had no meetings', async () => {
    const lastWeek = await askAssistant(ada, 'What did I promise last week?', ZONE);
    expect(lastWeek.text).toContain('- [ ] Send the Globex quote');
    expect(lastWeek.text).not.toContain('Acme order form');

    const none = await askAssistant(cleo, 'What did I promise this week?', ZONE);
    expect(none.text).toBe(
      `You had no meetings this week (${sinceMonday()}): none that you recorded, uploaded or were invited to.`,
    );
  });

  it("lists 'my meetings with Acme' from the caller's own meetings only", async () => {
    const all = await askAssistant(ada, 'Show my meetings with Acme', ZONE);
    expect(all.text).toMatch(/^Your meetings with Acme:\n\n/);
    expect(all.text).toContain(`/meetings/${meetings.acmePilot}`);
    expect(all.text).toContain(`/meetings/${meetings.acmeKickoff}`);
    for (const other of [meetings.acmeSync, meetings.rival, meetings.initech, meetings.globex]) {
      expect(all.text).not.toContain(`/meetings/${other}`);
    }
    const thisWeek = await askAssistant(ada, 'my meetings with Acme this week', ZONE);
    expect(thisWeek.text).toContain(`/meetings/${meetings.acmePilot}`);
    expect(thisWeek.text).not.toContain(`/meetings/${meetings.acmeKickoff}`);
    // Sam's Acme meeting is his, not Ada's.
    const sams = await askAssistant(sam, 'my meetings with Acme', ZONE);
    expect(sams.text).toContain(`/meetings/${meetings.acmeSync}`);
    expect(sams.text).not.toContain(`/meetings/${meetings.acmePilot}`);
  });

  it('counts in UTC, and says so, when the question comes without a known time zone', async () => {
    for (const timeZone of [undefined, 'Mars/Olympus_Mons']) {
      const { text } = await askAssistant(ada, 'What did I promise this week?', timeZone);
      expect(text).toMatch(/this week \(since \w+ \d+ \w+, UTC\)/);
      expect(text).toMatch(/_Days are counted in UTC: your time zone was not sent with the question\._$/);
    }
  });

  it("answers 'What did I promise?' in a meeting's chat for the caller, never listing others' items as theirs", async () => {
    const asked = async (user: { accessToken: string }, meetingId: string) =>
      textOf(
        await askChat(await open(user), {
          meetingIds: [meetingId],
          messages: [{ role: 'user', content: 'What did I promise?' }],
          timeZone: ZONE,
        }),
      );
    const adas = await asked(ada, meetings.initech!);
    expect(adas).toContain('Your open action items from **Initech renewal**:');
    expect(adas).toContain('- [ ] Call the Initech finance lead');
    expect(adas).not.toContain('Update the renewal quote');
    const sams = await asked(sam, meetings.initech!);
    expect(sams).toContain('- [ ] Update the renewal quote');
    expect(sams).not.toContain('Call the Initech finance lead');

    const thisWeek = textOf(
      await askChat(await open(ada), {
        meetingIds: [meetings.globex],
        messages: [{ role: 'user', content: 'What did I promise this week?' }],
        timeZone: ZONE,
      }),
    );
    expect(thisWeek).toMatch(/^No meeting here took place this week \(since /);
    expect(thisWeek).not.toContain('Globex quote');
  });
});
