import { createHash } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '@ting/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  integrations as integrationsTable,
  invitations,
  meetings,
  memberships,
  organizations,
} from '../src/db/schema';
import { createInvitationsService } from '../src/modules/invitations/invitations.service';
import { bearer, createReadyMeeting } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

const UNKNOWN_TOKEN = 'A'.repeat(43);

/** A service built by hand, for the races below: no mail (nothing is queued, nothing encrypted). */
const WITHOUT_MAIL = {
  cipher: {
    encrypt: () => {
      throw new Error('no mail here');
    },
    decrypt: () => {
      throw new Error('no mail here');
    },
  },
  queue: { send: async () => {}, publish: async () => {} },
  mail: undefined,
};

describe('team invitations', () => {
  let t: TestApp;
  /** Admin of her own organization, who invites. */
  let ada: SignedUpUser;
  let adaOrganizationName: string;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await t.signUp('ada@acme.test', 'Ada Lovelace');
    adaOrganizationName = (await identityOf(ada)).organization.name;
  });
  afterAll(() => t?.close());

  type Identity = {
    organization: { id: string; name: string };
    users: Array<{ email: string; is_admin: boolean }>;
    accessToken: string;
  };

  /** What the web app refetches after joining: the identity of the session cookie, with a new token. */
  async function identityOf(user: SignedUpUser): Promise<Identity> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/data/organization/id',
      headers: { cookie: user.sessionCookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  /** The user with a token for the organization they now belong to, as after the web's refetch. */
  async function refreshed(user: SignedUpUser): Promise<SignedUpUser> {
    const identity = await identityOf(user);
    return {
      ...user,
      principal: { ...user.principal, organizationId: identity.organization.id },
      accessToken: identity.accessToken,
    };
  }

  const invite = (user: SignedUpUser, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/organization/invitations',
      headers: bearer(user),
      payload: { email },
    });
  const list = (user: SignedUpUser) =>
    t.app.inject({ method: 'GET', url: '/api/organization/invitations', headers: bearer(user) });
  const revoke = (user: SignedUpUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/organization/invitations/${id}`, headers: bearer(user) });
  const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
  const accept = (user: SignedUpUser, token: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      headers: bearer(user),
      payload,
    });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

  /** Accepts through the service, as the route does, without any request checking the user's session. */
  async function joinWithoutRequest(user: SignedUpUser, token: string): Promise<void> {
    const service = createInvitationsService({ db: t.database.db, appUrl: t.config.appUrl, ...WITHOUT_MAIL });
    await service.accept({ principal: user.principal, token, request: { leave_current: false } });
  }

  /** A new invitation of Ada's: its id and the token of its link. */
  async function invitation(email: string, by: SignedUpUser = ada): Promise<{ id: string; token: string }> {
    const response = await invite(by, email);
    expect(response.statusCode).toBe(201);
    const { id, url } = response.json().data;
    return { id, token: tokenOf(url) };
  }

  it('creates a 7-day link for a lower-cased email, lists it as pending, and revokes it', async () => {
    const created = await invite(ada, 'Carol@Example.TEST');
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({ email: 'carol@example.test', invited_by: 'Ada Lovelace' });
    expect(data.url).toMatch(new RegExp(`^${t.baseUrl}/invite\\?token=[A-Za-z0-9_-]{43}$`));
    const lifetime = Date.parse(data.expires_at) - Date.parse(data.created_at);
    expect(lifetime).toBe(INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);

    // Only the token's hash is stored.
    const [stored] = await t.database.db.select().from(invitations).where(eq(invitations.id, data.id));
    const token = tokenOf(data.url);
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = await list(ada);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      {
        id: data.id,
        email: 'carol@example.test',
        invited_by: 'Ada Lovelace',
        created_at: data.created_at,
        expires_at: data.expires_at,
        // This server has no SMTP server: nothing is mailed.
        mailed_at: null,
      },
    ]);

    const revoked = await revoke(ada, data.id);
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    expect((await list(ada)).json().data).toEqual([]);
    expect((await preview(token)).json().data.state).toBe('revoked');
    // Revoking again changes nothing.
    expect((await revoke(ada, data.id)).statusCode).toBe(204);
  });

  it('keeps one live link per email: a new invitation revokes the earlier one', async () => {
    const first = await invitation('dora@example.test');
    const second = await invitation('DORA@example.test');
    const other = await invitation('eve@example.test');
    const pending = (await list(ada)).json().data as Array<{ id: string }>;
    // Newest first.
    expect(pending.map((item) => item.id)).toEqual([other.id, second.id]);
    expect((await preview(first.token)).json().data.state).toBe('revoked');
    expect((await preview(second.token)).json().data.state).toBe('pending');
    await revoke(ada, second.id);
    await revoke(ada, other.id);
  });

  it('refuses to invite an email that is already a member, whatever its case', async () => {
    const response = await invite(ada, 'ADA@acme.test');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: `ada@acme.test is already a member of ${adaOrganizationName}.`,
    });
  });

  it('shows a pending link to anyone, without a session; an unknown token is 404', async () => {
    const { token, id } = await invitation('frank@example.test');
    const response = await preview(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: {
        state: 'pending',
        organization_name: adaOrganizationName,
        invited_by: 'Ada Lovelace',
        email: 'frank@example.test',
      },
    });
    const unknown = await preview(UNKNOWN_TOKEN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This invitation link is not valid.' });
    await revoke(ada, id);
  });

  it('lets a signed-in user join: identity then shows the new organization and both members', async () => {
    const bob = await t.signUp('bob@globex.test', 'Bob Builder');
    const oldOrganizationId = bob.principal.organizationId;
    // Links get forwarded: Bob accepts an invitation sent to another address.
    const { id, token } = await invitation('robert@globex.test');

    const joined = await accept(bob, token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({
      data: { organization_id: ada.principal.organizationId, organization_name: adaOrganizationName },
    });

    const identity = await identityOf(bob);
    expect(identity.organization.id).toBe(ada.principal.organizationId);
    expect(identity.users.map((user) => [user.email, user.is_admin])).toEqual([
      ['ada@acme.test', true],
      ['bob@globex.test', false],
    ]);
    expect((await identityOf(ada)).users.map((user) => user.email)).toEqual([
      'ada@acme.test',
      'bob@globex.test',
    ]);

    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, bob.principal.userId));
    expect(membership).toMatchObject({ role: 'member', hasSeat: false, isPayer: false });
    const [used] = await t.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(used?.acceptedByUserId).toBe(bob.principal.userId);
    expect(used?.acceptedAt).toBeInstanceOf(Date);
    // The organization Bob left stays, empty.
    const left = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, oldOrganizationId));
    expect(left).toHaveLength(1);

    expect((await preview(token)).json().data.state).toBe('used');
    // Bob is a member now: inviting him again is refused.
    expect((await invite(ada, 'bob@globex.test')).statusCode).toBe(409);
  });

  it("gives a joining member a free seat of the organization's Business plan, while one is free", async () => {
    const zoe = await t.signUp('zoe@initech.test', 'Zoe Payer');
    const organizationId = zoe.principal.organizationId;
    await t.database.db
      .update(organizations)
      .set({ plan: 'business', seats: 2 })
      .where(eq(organizations.id, organizationId));
    await t.database.db
      .update(memberships)
      .set({ hasSeat: true, isPayer: true })
      .where(eq(memberships.userId, zoe.principal.userId));
    const seatOf = async (user: SignedUpUser) => {
      const [row] = await t.database.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, user.principal.userId));
      return [row?.organizationId, row?.hasSeat];
    };
    const first = await t.signUp('yan@initech.test', 'Yan');
    const second = await t.signUp('xia@initech.test', 'Xia');
    for (const [user, email] of [
      [first, 'yan@initech.test'],
      [second, 'xia@initech.test'],
    ] as const) {
      const { token } = await invitation(email, zoe);
      expect((await accept(user, token)).statusCode).toBe(200);
    }
    // The second seat goes to the first to join; none is left for the next.
    expect(await seatOf(first)).toEqual([organizationId, true]);
    expect(await seatOf(second)).toEqual([organizationId, false]);
  });

  it('hands out, after joining, a token that works at once for the new organization', async () => {
    const member = await t.signUp('hal@globex.test', 'Hal');
    const { token } = await invitation('hal@globex.test');
    expect((await accept(member, token)).statusCode).toBe(200);
    const hal = await refreshed(member);
    expect(hal.principal.organizationId).toBe(ada.principal.organizationId);
    // Authenticated in the new organization (as a member, not its admin).
    expect((await list(hal)).statusCode).toBe(403);
  });

  it("refuses members who are not the organization's admin", async () => {
    const member = await t.signUp('gus@globex.test', 'Gus');
    const { token } = await invitation('gus@globex.test');
    // Joined without an HTTP call, so no process has checked (and cached) Gus's session before.
    await joinWithoutRequest(member, token);
    const gus = await refreshed(member);
    const forbidden = { code: 'FORBIDDEN', message: "Only the organization's admin can invite members." };

    const invited = await invite(gus, 'friend@example.test');
    expect(invited.statusCode).toBe(403);
    expect(invited.json()).toEqual(forbidden);
    expect((await list(gus)).statusCode).toBe(403);
    const { id } = await invitation('helen@example.test');
    const revoked = await revoke(gus, id);
    expect(revoked.statusCode).toBe(403);
    await revoke(ada, id);
  });

  it("scopes every admin call to the caller's organization: another one's invitation is 404", async () => {
    const dan = await t.signUp('dan@initech.test', 'Dan');
    const dans = await invitation('ivy@example.test', dan);
    expect((await list(ada)).json().data).toEqual([]);
    expect((await list(dan)).json().data).toHaveLength(1);

    for (const id of [dans.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await revoke(ada, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await preview(dans.token)).json().data.state).toBe('pending');
  });

  it('refuses an expired link, and previews it as expired', async () => {
    const jane = await t.signUp('jane@example.test', 'Jane');
    const { id, token } = await invitation('jane@example.test');
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    expect((await preview(token)).json().data.state).toBe('expired');
    expect((await list(ada)).json().data).toEqual([]);
    const response = await accept(jane, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'This invitation has expired. Ask for a new one.',
    });
  });

  it('refuses a revoked link', async () => {
    const kim = await t.signUp('kim@example.test', 'Kim');
    const { id, token } = await invitation('kim@example.test');
    await revoke(ada, id);
    const response = await accept(kim, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This invitation was revoked.');
    expect((await identityOf(kim)).organization.id).toBe(kim.principal.organizationId);
  });

  it('works once: a second accept, by anyone, is refused', async () => {
    const [leo, mia] = [await t.signUp('leo@example.test'), await t.signUp('mia@example.test')];
    const { id, token } = await invitation('leo@example.test');
    expect((await accept(leo, token)).statusCode).toBe(200);
    const again = await accept(mia, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invitation was already used.');
    // A used link cannot be revoked either: the member stays.
    expect((await revoke(ada, id)).statusCode).toBe(409);
  });

  it('lets exactly one of two concurrent accepts succeed', async () => {
    const [ned, oli] = [await t.signUp('ned@example.test'), await t.signUp('oli@example.test')];
    const { id, token } = await invitation('ned@example.test');
    const answers = await Promise.all([accept(ned, token), accept(oli, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json().message).toBe('This invitation was already used.');

    const [used] = await t.database.db.select().from(invitations).where(eq(invitations.id, id));
    const winner = used?.acceptedByUserId === ned.principal.userId ? ned : oli;
    const other = winner === ned ? oli : ned;
    expect((await identityOf(winner)).organization.id).toBe(ada.principal.organizationId);
    expect((await identityOf(other)).organization.id).toBe(other.principal.organizationId);
  });

  it('refuses an accept whose link was used between its checks and its transaction', async () => {
    const [rae, sam] = [await t.signUp('rae@example.test'), await t.signUp('sam@example.test')];
    const { token } = await invitation('rae@example.test');
    // Sam accepts through the app just before Rae's transaction starts, after Rae's checks saw it pending.
    const db = t.database.db;
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<Database['transaction']>) => {
          expect((await accept(sam, token)).statusCode).toBe(200);
          return target.transaction(...args);
        };
      },
    });
    const service = createInvitationsService({ db: racing, appUrl: t.config.appUrl, ...WITHOUT_MAIL });
    await expect(
      service.accept({ principal: rae.principal, token, request: { leave_current: false } }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'This invitation was already used.' });
    expect((await identityOf(rae)).organization.id).toBe(rae.principal.organizationId);
    expect((await identityOf(sam)).organization.id).toBe(ada.principal.organizationId);
  });

  it('tells a member of the organization they already belong to it', async () => {
    const { id, token } = await invitation('someone@example.test');
    const response = await accept(ada, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`You are already a member of ${adaOrganizationName}.`);
    expect((await preview(token)).json().data.state).toBe('pending');
    await revoke(ada, id);
  });

  it('asks a member before leaving a team with meetings, then joins with leave_current', async () => {
    const tina = await t.signUp('tina@teamco.test', 'Tina');
    const { id: meetingId } = await createReadyMeeting(t, { user: tina });
    const toTinas = await invitation('pam@example.test', tina);
    const pam = await t.signUp('pam@example.test', 'Pam');
    expect((await accept(pam, toTinas.token, { leave_current: true })).statusCode).toBe(200);
    const { token } = await invitation('pam@example.test');

    const asked = await accept(pam, token);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      code: 'CONFIRMATION_REQUIRED',
      message: `Your current organization has 1 meeting. Joining ${adaOrganizationName} leaves them behind.`,
    });
    expect((await identityOf(pam)).organization.id).toBe(tina.principal.organizationId);
    expect((await preview(token)).json().data.state).toBe('pending');

    const joined = await accept(pam, token, { leave_current: true });
    expect(joined.statusCode).toBe(200);
    expect((await identityOf(pam)).organization.id).toBe(ada.principal.organizationId);
    // The meeting stays with the team Pam left, which keeps its admin.
    const [meeting] = await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting?.organizationId).toBe(tina.principal.organizationId);
  });

  it('keeps the only admin of an organization with a meeting or a connection from leaving it', async () => {
    const uma = await t.signUp('uma@solo.test', 'Uma');
    const umasOrganization = (await identityOf(uma)).organization.name;
    const { id: meetingId } = await createReadyMeeting(t, { user: uma });
    const { token } = await invitation('uma@solo.test');

    for (const leaveCurrent of [false, true]) {
      const refused = await accept(uma, token, { leave_current: leaveCurrent });
      expect(refused.json()).toEqual({
        code: 'CONFLICT',
        message: `You are the only admin of ${umasOrganization}, which still has 1 meeting; nobody could manage it after you left. Delete the meeting, then join ${adaOrganizationName}.`,
      });
      expect(refused.statusCode).toBe(409);
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${meetingId}`,
      headers: bearer(uma),
    });
    expect(deleted.statusCode).toBeLessThan(300);

    // The organization's connection left behind would go on syncing for nobody: it counts too. (Her own
    // calendar would not: it leaves with her, see calendar-per-member.test.ts.)
    await t.database.db.insert(integrationsTable).values({
      organizationId: uma.principal.organizationId,
      provider: 'hubspot',
      connectedByUserId: uma.principal.userId,
      accessTokenEncrypted: 'not-a-real-token',
    });
    const connected = await accept(uma, token, { leave_current: true });
    expect([connected.statusCode, connected.json().message]).toEqual([
      409,
      `You are the only admin of ${umasOrganization}, which still has HubSpot connected; nobody could manage it after you left. Remove HubSpot in Settings → Integrations, then join ${adaOrganizationName}.`,
    ]);
    await t.database.db
      .delete(integrationsTable)
      .where(eq(integrationsTable.organizationId, uma.principal.organizationId));

    expect((await accept(uma, token)).statusCode).toBe(200);
    expect((await identityOf(uma)).organization.id).toBe(ada.principal.organizationId);
    expect((await preview(token)).json().data.state).toBe('used');
  });

  it("kills an admin's pending links when they leave, or stop being admin: 404 like an unknown link", async () => {
    const vic = await t.signUp('vic@solo.test', 'Vic');
    const stranger = await t.signUp('stranger@elsewhere.test', 'Stranger');
    const vics = await invitation('stranger@elsewhere.test', vic);
    const { token } = await invitation('vic@solo.test');
    expect((await accept(vic, token)).statusCode).toBe(200);

    const notValid = { code: 'NOT_FOUND', message: 'This invitation link is not valid.' };
    expect([(await preview(vics.token)).statusCode, (await preview(vics.token)).json()]).toEqual([
      404,
      notValid,
    ]);
    const joined = await accept(stranger, vics.token);
    expect([joined.statusCode, joined.json()]).toEqual([404, notValid]);
    expect((await identityOf(stranger)).organization.id).toBe(stranger.principal.organizationId);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, vics.id));
    expect(row?.revokedAt).toBeInstanceOf(Date);

    // An admin who stops being one (another admin of the team stays): their links stop working too.
    const wes = await t.signUp('wes@team.test', 'Wes');
    const xena = await t.signUp('xena@team.test', 'Xena');
    await t.database.db
      .update(memberships)
      .set({ organizationId: wes.principal.organizationId, role: 'owner', isPayer: false })
      .where(eq(memberships.userId, xena.principal.userId));
    const xenaInTeam = await refreshed(xena);
    const xenas = await invitation('yuri@example.test', xenaInTeam);
    expect((await list(wes)).json().data.map((item: { id: string }) => item.id)).toEqual([xenas.id]);
    await t.database.db
      .update(memberships)
      .set({ role: 'member' })
      .where(eq(memberships.userId, xena.principal.userId));
    expect((await list(wes)).json().data).toEqual([]);
    expect((await preview(xenas.token)).statusCode).toBe(404);
    const yuri = await t.signUp('yuri@example.test', 'Yuri');
    expect((await accept(yuri, xenas.token)).statusCode).toBe(404);
  });

  it("lets the last admin's leaving and a stranger's joining never both pass, whichever comes first", async () => {
    /** Zoe, alone in her organization with a pending link to a stranger, accepts Ada's invitation. */
    async function setUp(round: number) {
      const zoe = await t.signUp(`zoe${round}@solo.test`, `Zoe ${round}`);
      const stranger = await t.signUp(`stranger${round}@elsewhere.test`);
      const toZoes = await invitation(`stranger${round}@elsewhere.test`, zoe);
      const toAdas = await invitation(`zoe${round}@solo.test`);
      return { zoe, stranger, toZoes, toAdas };
    }
    /** Zoe's old organization is never left with members and no admin. */
    async function expectNoOrphan(organizationId: string) {
      const rows = await t.database.db
        .select()
        .from(memberships)
        .where(eq(memberships.organizationId, organizationId));
      expect(rows.length === 0 || rows.some((row) => row.role === 'owner'), JSON.stringify(rows)).toBe(true);
    }

    // The stranger joins between Zoe's first checks and her transaction (on any engine).
    const interleaved = await setUp(0);
    const db = t.database.db;
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<Database['transaction']>) => {
          expect((await accept(interleaved.stranger, interleaved.toZoes.token)).statusCode).toBe(200);
          return target.transaction(...args);
        };
      },
    });
    const service = createInvitationsService({ db: racing, appUrl: t.config.appUrl, ...WITHOUT_MAIL });
    await expect(
      service.accept({
        principal: interleaved.zoe.principal,
        token: interleaved.toAdas.token,
        request: { leave_current: true },
      }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/which has other members, so you cannot leave it\. /),
    });
    await expectNoOrphan(interleaved.zoe.principal.organizationId);
    await revoke(ada, interleaved.toAdas.id);

    // Both at once (on PostgreSQL truly concurrent, on PGlite one after the other): one of them is refused.
    for (let round = 1; round <= 5; round += 1) {
      const { zoe, stranger, toZoes, toAdas } = await setUp(round);
      const [left, joined] = await Promise.all([
        accept(zoe, toAdas.token, { leave_current: true }),
        accept(stranger, toZoes.token),
      ]);
      expect([left.statusCode, joined.statusCode]).toContainEqual(200);
      expect([left.statusCode, joined.statusCode].sort()).not.toEqual([200, 200]);
      await expectNoOrphan(zoe.principal.organizationId);
      if (left.statusCode !== 200) await revoke(ada, toAdas.id);
    }
  });

  it('keeps the admin of a team with members, and a paying payer, from leaving it', async () => {
    const olga = await t.signUp('olga@initech.test', 'Olga Owner');
    const oscar = await t.signUp('oscar@initech.test', 'Oscar');
    const toOlgas = await invitation('oscar@initech.test', olga);
    expect((await accept(oscar, toOlgas.token)).statusCode).toBe(200);

    const toAdas = await invitation('olga@initech.test');
    const refused = await accept(olga, toAdas.token, { leave_current: true });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "You are the admin of Olga Owner's organization, which has other members, so you cannot leave it. Make one of them its admin in Settings → Team first.",
    ]);
    expect((await identityOf(olga)).organization.id).toBe(olga.principal.organizationId);

    // Olga makes Oscar the admin (a member may not; nor can she name someone outside), then she may leave.
    const makeAdmin = (user: SignedUpUser, userId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/organization/admin',
        headers: bearer(user),
        payload: { user_id: userId },
      });
    const asOscar = await refreshed(oscar);
    const byMember = await makeAdmin(asOscar, oscar.principal.userId);
    expect([byMember.statusCode, byMember.json()]).toEqual([
      403,
      { code: 'FORBIDDEN', message: "Only the organization's admin can make another member the admin." },
    ]);
    expect((await makeAdmin(olga, ada.principal.userId)).statusCode).toBe(404);
    expect((await makeAdmin(olga, olga.principal.userId)).statusCode).toBe(409);
    const pendingOfOlga = await invitation('someone.else@initech.test', olga);
    const handed = await makeAdmin(olga, oscar.principal.userId);
    expect([handed.statusCode, handed.json()]).toEqual([
      200,
      { data: { admin_user_id: oscar.principal.userId } },
    ]);
    expect((await identityOf(oscar)).users.map((user) => [user.email, user.is_admin])).toEqual([
      ['olga@initech.test', false],
      ['oscar@initech.test', true],
    ]);
    // Her links died with her rights; Oscar's list is empty.
    expect((await preview(pendingOfOlga.token)).statusCode).toBe(404);
    expect((await list(asOscar)).json().data).toEqual([]);
    expect((await accept(olga, toAdas.token, { leave_current: true })).statusCode).toBe(200);
    expect((await identityOf(olga)).organization.id).toBe(ada.principal.organizationId);

    // A payer whose organization pays cannot walk away from the subscription either.
    const paula = await t.signUp('paula@solo.test', 'Paula');
    await t.database.db
      .update(organizations)
      .set({ plan: 'pro', billingStatus: 'active' })
      .where(eq(organizations.id, paula.principal.organizationId));
    const toAdasForPaula = await invitation('paula@solo.test');
    const paying = await accept(paula, toAdasForPaula.token, { leave_current: true });
    expect(paying.statusCode).toBe(409);
    expect(paying.json().message).toMatch(/^You pay for Paula's organization's subscription\./);
    await revoke(ada, toAdasForPaula.id);
  });

  it('refuses malformed tokens and bodies with 400, and accepting without a session with 401', async () => {
    for (const token of ['short', `${'A'.repeat(42)}!`, 'A'.repeat(44)]) {
      expect((await preview(token)).statusCode).toBe(400);
      const response = await accept(ada, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('This invitation link is not valid.'),
      });
    }
    const { id, token } = await invitation('quinn@example.test');
    expect((await accept(ada, token, { leave_current: 'yes' })).statusCode).toBe(400);
    expect((await accept(ada, token, { other: true })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    await revoke(ada, id);

    for (const email of ['nul\u0000@example.test', 'not-an-email', '']) {
      const response = await invite(ada, email);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await list(ada)).json().data).toEqual([]);
  });
});
