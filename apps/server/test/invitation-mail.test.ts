import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INVITATION_MAIL_NOT_CONFIGURED } from '@ting/contracts';
import { createMailbox, type Mailbox, type ReceivedMail } from '@ting/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../src/db/schema';
import { bearer } from './meeting-fixtures';
import { createTestApp, type SignedUpUser, type TestApp } from './test-app';

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function helpers(t: TestApp) {
  return {
    invite: (user: SignedUpUser, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/organization/invitations',
        headers: bearer(user),
        payload: { email },
      }),
    rename: (user: SignedUpUser, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/organization',
        headers: bearer(user),
        payload: payload as object,
      }),
    preview: (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/${token}` }),
  };
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

describe('invitations by e-mail', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let ada: SignedUpUser;
  const logLines: string[] = [];

  beforeAll(async () => {
    mailbox = await createMailbox({
      baseUrl: 'http://127.0.0.1/sandbox/mail',
      dataDir: await mkdtemp(path.join(tmpdir(), 'ting-mailbox-')),
    });
    t = await createTestApp({
      env: { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'Ting <ting@acme.test>', LOG_LEVEL: 'debug' },
      logStream: { write: (line) => void logLines.push(line) },
    });
    ada = await t.signUp('ada@acme.test', 'Ada Lovelace');
    expect((await helpers(t).rename(ada, { name: 'Acme Sales' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  const mailsTo = async (email: string) => (await mailbox.messages()).filter((m) => m.to.includes(email));

  it('mails the link to the invitee once, naming the inviter and the organization, even when the job runs twice', async () => {
    const response = await helpers(t).invite(ada, 'Rep.One@Example.test');
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created.mail).toBe('sending');

    const [mail] = await waitFor(async () => {
      const found = await mailsTo('rep.one@example.test');
      return found.length > 0 ? found : undefined;
    }, 'the invitation mail');
    // The job again, twice at once: the claim lets neither send a second mail.
    await Promise.all([
      t.services.invitations.sendMail(created.id),
      t.services.invitations.sendMail(created.id),
    ]);
    await t.services.queue.send('invitations.send-mail', { invitationId: created.id });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo('rep.one@example.test')).toHaveLength(1);

    const received = mail as ReceivedMail;
    expect(received.from).toContain('ting@acme.test');
    expect(received.subject).toBe('Ada Lovelace invited you to join Acme Sales on Ting');
    expect(received.text).toContain(created.url);
    expect(received.html).toContain(`href="${created.url}"`);

    // The link in the mail works; the admin's list says the mail went out.
    expect((await helpers(t).preview(tokenOf(created.url))).json().data.state).toBe('pending');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/organization/invitations',
      headers: bearer(ada),
    });
    const row = listed.json().data.find((item: { id: string }) => item.id === created.id);
    expect(row.mailed_at).toEqual(expect.any(String));
    // Once sent, the encrypted token is gone from the row.
    const [stored] = await t.database.db.select().from(invitations).where(eq(invitations.id, created.id));
    expect(stored?.mailTokenCiphertext).toBeNull();
    // Neither the token nor the link ever reaches the logs.
    expect(logLines.join('\n')).not.toContain(tokenOf(created.url));
  });

  it('makes hostile names inert: no markup and no link but the invitation', async () => {
    const hostile = '<a href="http://evil.test/x">Claim</a> <script>alert(1)</script>';
    expect((await helpers(t).rename(ada, { name: hostile })).statusCode).toBe(200);
    try {
      const created = (await helpers(t).invite(ada, 'victim@example.test')).json().data;
      const [mail] = await waitFor(async () => {
        const found = await mailsTo('victim@example.test');
        return found.length > 0 ? found : undefined;
      }, 'the hostile mail');
      const received = mail as ReceivedMail;
      expect(received.html).not.toContain('<script');
      expect(received.html).not.toContain('<a href="http://evil');
      expect(received.html).toContain('&lt;script&gt;');
      // The only address a client could follow, in either body, is the invitation's.
      for (const body of [received.text, received.html ?? '']) {
        expect(body).not.toMatch(/http:\/\/evil/);
        expect(body).not.toMatch(/evil\.test/);
        const links = body.match(/https?:\/\/[^\s<>"']+/g) ?? [];
        expect(new Set(links)).toEqual(new Set([created.url]));
      }
    } finally {
      await helpers(t).rename(ada, { name: 'Acme Sales' });
    }
  });

  it('sends nothing for an invitation revoked before its mail went out, and forgets its token', async () => {
    const down = await createTestApp({ env: { SMTP_URL: mailbox.smtpUrl }, role: 'api' });
    try {
      const bob = await down.signUp('bob@initech.test', 'Bob');
      const pending = (await helpers(down).invite(bob, 'gone@example.test')).json().data;
      const revoked = await down.app.inject({
        method: 'DELETE',
        url: `/api/organization/invitations/${pending.id}`,
        headers: bearer(bob),
      });
      expect(revoked.statusCode).toBe(204);
      await down.services.invitations.sendMail(pending.id);
      const [row] = await down.database.db.select().from(invitations).where(eq(invitations.id, pending.id));
      expect(row?.mailTokenCiphertext).toBeNull();
      expect(row?.mailedAt).toBeNull();
      expect(await mailsTo('gone@example.test')).toEqual([]);
    } finally {
      await down.close();
    }
  });

  it('gives the claim back when the SMTP server is away, so a retry sends it', async () => {
    const created = (await helpers(t).invite(ada, 'later@example.test')).json().data;
    await waitFor(
      async () => ((await mailsTo('later@example.test')).length > 0 ? true : undefined),
      'first mail',
    );
    // A fresh invitation whose mail the server cannot send now.
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' }, role: 'api' });
    try {
      const bob = await down.signUp('bob@globex.test', 'Bob');
      const pending = (await helpers(down).invite(bob, 'someone@example.test')).json().data;
      await expect(down.services.invitations.sendMail(pending.id)).rejects.toMatchObject({
        kind: 'unavailable',
        retryable: true,
      });
      const [row] = await down.database.db.select().from(invitations).where(eq(invitations.id, pending.id));
      expect(row?.mailedAt).toBeNull();
      expect(row?.mailTokenCiphertext).not.toBeNull();
    } finally {
      await down.close();
    }
    expect(created.mail).toBe('sending');
  });
});

describe('invitations without a mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('says no e-mail was sent, and the link still works', async () => {
    const ada = await t.signUp('ada@solo.test', 'Ada');
    const response = await helpers(t).invite(ada, 'rep@solo.test');
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created.mail).toBe('not_configured');
    expect(created.mailed_at).toBeNull();
    expect(INVITATION_MAIL_NOT_CONFIGURED).toMatch(/no e-mail was sent/);
    expect((await helpers(t).preview(tokenOf(created.url))).json().data).toMatchObject({
      state: 'pending',
      email: 'rep@solo.test',
    });
    const rep = await t.signUp('rep@solo.test', 'Rep');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${tokenOf(created.url)}/accept`,
      headers: bearer(rep),
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('renaming the organization', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let member: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp('boss@rename.test', 'Boss');
    const created = (await helpers(t).invite(admin, 'rep@rename.test')).json().data;
    const rep = await t.signUp('rep@rename.test', 'Rep');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${tokenOf(created.url)}/accept`,
      headers: bearer(rep),
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    const identity = await t.app.inject({
      method: 'GET',
      url: '/api/data/organization/id',
      headers: { cookie: rep.sessionCookie },
    });
    const organizationId = identity.json().data.organization.id;
    member = {
      ...rep,
      principal: { ...rep.principal, organizationId },
      accessToken: identity.json().data.accessToken,
    };
  });
  afterAll(() => t?.close());

  it('lets the admin rename it, trimmed, and everyone then sees the new name', async () => {
    const response = await helpers(t).rename(admin, { name: '  Northwind Sales  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Northwind Sales');
    const identity = await t.app.inject({
      method: 'GET',
      url: '/api/data/organization/id',
      headers: { cookie: member.sessionCookie },
    });
    expect(identity.json().data.organization.name).toBe('Northwind Sales');
  });

  it('refuses a member with the admin-only reason, and leaves the name alone', async () => {
    const response = await helpers(t).rename(member, { name: 'Hijacked' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: "Only the organization's admin can rename the organization.",
    });
    const identity = await t.app.inject({
      method: 'GET',
      url: '/api/data/organization/id',
      headers: { cookie: admin.sessionCookie },
    });
    expect(identity.json().data.organization.name).toBe('Northwind Sales');
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['a NUL character', { name: 'A\u0000B' }],
    ['a missing name', {}],
    ['another field', { name: 'Fine', plan: 'business' }],
    ['a name that is not text', { name: 42 }],
  ])('answers 400 to %s', async (_what, payload) => {
    const response = await helpers(t).rename(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});
