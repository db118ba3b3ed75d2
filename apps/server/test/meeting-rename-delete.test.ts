import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { createTestApp, type TestApp } from './test-app';

type User = { accessToken: string };

/** Renaming and deleting a meeting: its owner may, and so may the organization's admin; no one else. */
describe('renaming and deleting a meeting', () => {
  let t: TestApp;
  let admin: User;
  let rep: User;
  let otherRep: User;
  let stranger: User;

  beforeAll(async () => {
    t = await createTestApp();
    const adminUser = await t.signUp('admin@rename.test', 'Ada Admin');
    admin = adminUser;
    const { organizationId } = adminUser.principal;
    // Two reps join the admin's organization as members.
    const joinAsMember = async (email: string, name: string): Promise<User> => {
      const user = await t.signUp(email, name);
      await t.database.db
        .update(memberships)
        .set({ organizationId, role: 'member', isPayer: false })
        .where(eq(memberships.userId, user.principal.userId));
      return { accessToken: await t.accessTokenFor({ ...user.principal, organizationId }) };
    };
    rep = await joinAsMember('rep@rename.test', 'Rita Rep');
    otherRep = await joinAsMember('other.rep@rename.test', 'Otto Rep');
    stranger = await t.signUp('stranger@elsewhere.test', 'Stranger');
  });
  afterAll(() => t?.close());

  const rename = (user: User, meetingId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/meetings/${meetingId}`, headers: bearer(user), payload });
  const remove = (user: User, meetingId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/meetings/${meetingId}`, headers: bearer(user) });
  const read = (user: User, meetingId: string) =>
    t.app.inject({ method: 'GET', url: `/api/meetings/${meetingId}`, headers: bearer(user) });
  const search = async (user: User, q: string) =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/meetings?q=${encodeURIComponent(q)}`,
          headers: bearer(user),
        })
      ).json().data.items as Array<{ id: string }>
    ).map((item) => item.id);

  it('lets the owner rename a meeting: the list, its page and search use the new name', {
    timeout: 60_000,
  }, async () => {
    const { id } = await createReadyMeeting(t, { user: rep, title: 'Weekly sync' });
    const renamed = await rename(rep, id, { title: '  Quarterly business review — Zephyr  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id, title: 'Quarterly business review — Zephyr' });
    expect((await read(rep, id)).json().data.title).toBe('Quarterly business review — Zephyr');
    expect(await search(rep, 'quarterly')).toContain(id);
    expect(await search(rep, 'Zephyr')).toContain(id);
    // The transcript's words are still found after the rename.
    expect(await search(rep, 'spreadsheets')).toContain(id);
  });

  it('refuses a title that is empty, too long, unstorable, or comes with other fields', {
    timeout: 60_000,
  }, async () => {
    const { id } = await createReadyMeeting(t, { user: rep, title: 'Pricing call' });
    for (const payload of [
      { title: '   ' },
      { title: 'x'.repeat(201) },
      { title: 'bad\u0000title' },
      { title: 'Fine', owner_user_id: 'someone' },
      {},
    ]) {
      const response = await rename(rep, id, payload);
      expect([JSON.stringify(payload), response.statusCode, response.json().code]).toEqual([
        JSON.stringify(payload),
        400,
        'VALIDATION_ERROR',
      ]);
    }
    expect((await rename(rep, id, { title: 'x'.repeat(200) })).statusCode).toBe(200);
  });

  it("refuses another member (403) and another organization (404); the admin may rename and delete a rep's meeting", {
    timeout: 60_000,
  }, async () => {
    const { id } = await createReadyMeeting(t, { user: rep, title: 'Discovery — Globex' });

    for (const response of [await rename(otherRep, id, { title: 'Mine now' }), await remove(otherRep, id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'FORBIDDEN',
        message: "Only the organization's admin can rename or delete another member's meeting.",
      });
    }
    for (const response of [await rename(stranger, id, { title: 'Mine now' }), await remove(stranger, id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await read(rep, id)).json().data.title).toBe('Discovery — Globex');

    const byAdmin = await rename(admin, id, { title: 'Discovery — Globex (renamed by admin)' });
    expect(byAdmin.statusCode).toBe(200);
    expect((await read(rep, id)).json().data.title).toBe('Discovery — Globex (renamed by admin)');

    expect((await remove(admin, id)).statusCode).toBe(200);
    expect((await read(rep, id)).statusCode).toBe(404);
  });

  it('lets the owner delete a meeting, after which nothing of it is found', { timeout: 60_000 }, async () => {
    const { id } = await createReadyMeeting(t, { user: rep, title: 'Churn risk — Initech' });
    const deleted = await remove(rep, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { id } });
    expect((await read(rep, id)).statusCode).toBe(404);
    expect(await search(rep, 'Initech')).not.toContain(id);
    expect((await remove(rep, id)).statusCode).toBe(404);
    expect((await rename(rep, 'not-a-meeting-id', { title: 'Anything' })).statusCode).toBe(404);
  });
});
