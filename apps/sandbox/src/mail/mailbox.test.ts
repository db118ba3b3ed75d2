import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness.js';
import { linkifyText } from './mailbox.js';

type Listed = { messages: Array<{ id: string; to: string[]; subject: string; text: string; from: string }> };

describe('sandbox mailbox', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ withHubspot: false });
  });
  afterAll(async () => {
    await harness?.dispose();
  });

  const send = (options: { smtpUrl?: string; to: string; subject: string; text: string; html?: string }) =>
    nodemailer.createTransport(options.smtpUrl ?? harness.sandbox.smtpUrl).sendMail({
      from: 'Ting <ting@localhost>',
      to: options.to,
      subject: options.subject,
      text: options.text,
      html: options.html,
    });

  const listFor = async (to: string): Promise<Listed['messages']> => {
    const response = await fetch(`${harness.sandbox.mailUrl}/_sandbox/messages?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as Listed).messages;
  };

  it('receives mail over SMTP, with or without credentials, and lists it newest first', async () => {
    await send({ to: 'first@example.test', subject: 'First', text: 'one' });
    const withCredentials = harness.sandbox.smtpUrl.replace('smtp://', 'smtp://user:secret@');
    await send({ smtpUrl: withCredentials, to: 'second@example.test', subject: 'Second', text: 'two' });

    expect(await listFor('first@example.test')).toEqual([
      expect.objectContaining({
        subject: 'First',
        text: 'one\n',
        from: expect.stringContaining('ting@localhost'),
      }),
    ]);
    const page = await fetch(harness.sandbox.mailUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<h1>Mailbox</h1>');
    expect(html.indexOf('Second')).toBeGreaterThan(-1);
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First'));
  });

  it("shows a mail's text with its links clickable and everything else escaped", async () => {
    await send({
      to: 'victim@example.test',
      subject: '<img src=x onerror=alert(1)> Join',
      text: 'Open https://app.example.test/invite?token=abc&x=1. <script>alert(1)</script>',
      html: '<p>ignored <script>alert(2)</script></p>',
    });
    const [mail] = await listFor('victim@example.test');
    const page = await fetch(`${harness.sandbox.mailUrl}/${mail?.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      '<a href="https://app.example.test/invite?token=abc&amp;x=1">https://app.example.test/invite?token=abc&amp;x=1</a>.',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Join');
  });

  it('answers 404 for a mail it never received', async () => {
    expect((await fetch(`${harness.sandbox.mailUrl}/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
    expect((await fetch(`${harness.sandbox.mailUrl}/..%2F..%2Fetc`)).status).toBe(404);
  });

  it('keeps what it received across a restart', async () => {
    await send({ to: 'kept@example.test', subject: 'Kept', text: 'still here' });
    await harness.stop();
    harness = await startHarness({ withHubspot: false, dataDir: harness.dataDir });
    expect(await listFor('kept@example.test')).toEqual([expect.objectContaining({ subject: 'Kept' })]);
  });
});

describe('linkifyText', () => {
  it('links only http and https addresses, leaving out trailing punctuation', () => {
    expect(linkifyText('see http://a.test/x, or javascript:alert(1) (https://b.test/y)')).toBe(
      'see <a href="http://a.test/x">http://a.test/x</a>, or javascript:alert(1) (<a href="https://b.test/y">https://b.test/y</a>)',
    );
  });

  it('does not link an address broken by a zero-width space, as Ting writes names', () => {
    expect(linkifyText('Acme http:\u200b//evil.test')).not.toContain('<a ');
  });
});
