import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SandboxService } from '../service.js';
import { escapeHtml, renderPage } from '../shared/html.js';
import { sendError, sendHtml, sendJson } from '../shared/http.js';
import { createRouter } from '../shared/router.js';

/** One mail the mailbox received, as stored in `dataDir/mail/<time>-<id>.json`. */
export type ReceivedMail = {
  id: string;
  received_at: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
};

export type MailboxOptions = {
  /** `${publicUrl}/mail`: where its pages are. */
  baseUrl: string;
  dataDir: string;
  /** The SMTP port on 127.0.0.1; 0 (the default) lets the system choose one. */
  smtpPort?: number;
};

export type Mailbox = SandboxService & {
  baseUrl: string;
  /** `smtp://127.0.0.1:<port>`: what the product's SMTP_URL points at. */
  smtpUrl: string;
  /** What it received, newest first (the newest 200). */
  messages(): Promise<ReceivedMail[]>;
};

/** A mail larger than this is refused (552) while it is received. */
const MAX_MAIL_BYTES = 5 * 1024 * 1024;
/** The list page and the JSON list show the newest this many. */
const LIST_LIMIT = 200;
const ID_PATTERN = /^[0-9a-f-]{36}$/;
const LINK_PATTERN = /https?:\/\/[^\s<>"'`]+/g;

/** The text, escaped, with each http(s) address in it a link. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    // Trailing punctuation ends a sentence, not the address.
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index ?? 0;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const addressText = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.map((item) => String((item as { text?: string }).text ?? '')).filter(Boolean);
};

/**
 * A mailbox standing in for every inbox: an SMTP server on 127.0.0.1 that accepts any mail (any
 * credentials, no TLS), keeps it in files (one a mail, so every process sharing the data dir sees it)
 * and shows it at `${baseUrl}`.
 */
export async function createMailbox(options: MailboxOptions): Promise<Mailbox> {
  const folder = path.join(options.dataDir, 'mail');
  await mkdir(folder, { recursive: true, mode: 0o700 });

  // Names sort by arrival: the time, then a counter for mails of the same millisecond.
  let sequence = 0;
  async function store(mail: ReceivedMail): Promise<void> {
    const time = String(Date.parse(mail.received_at)).padStart(15, '0');
    sequence = (sequence + 1) % 1_000_000;
    const name = `${time}-${String(sequence).padStart(6, '0')}-${mail.id}.json`;
    await writeFile(path.join(folder, name), JSON.stringify(mail), { mode: 0o600 });
  }

  async function list(): Promise<ReceivedMail[]> {
    const names = (await readdir(folder)).filter((name) => name.endsWith('.json'));
    names.sort().reverse();
    const mails = await Promise.all(
      names.slice(0, LIST_LIMIT).map(async (name) => {
        try {
          return JSON.parse(await readFile(path.join(folder, name), 'utf8')) as ReceivedMail;
        } catch {
          return undefined;
        }
      }),
    );
    return mails.filter((mail): mail is ReceivedMail => mail !== undefined);
  }

  async function find(id: string): Promise<ReceivedMail | undefined> {
    if (!ID_PATTERN.test(id)) return undefined;
    const name = (await readdir(folder)).find((file) => file.endsWith(`-${id}.json`));
    return name ? (JSON.parse(await readFile(path.join(folder, name), 'utf8')) as ReceivedMail) : undefined;
  }

  const smtp = new SMTPServer({
    // Plain SMTP on loopback: STARTTLS would offer a self-signed certificate that clients refuse.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_MAIL_BYTES,
    banner: 'Ting sandbox mailbox',
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'sandbox' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          await store({
            id: randomUUID(),
            received_at: new Date().toISOString(),
            from: addressText(parsed.from).join(', ') || String(session.envelope.mailFrom || ''),
            to: envelopeTo.length > 0 ? envelopeTo : addressText(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, '127.0.0.1', () => {
      smtp.off('error', reject);
      resolve();
    });
  });
  smtp.on('error', (error) => console.error('Sandbox mailbox SMTP error:', error));
  // Like the other stand-ins, the mailbox never keeps the process alive on its own.
  smtp.server.unref();
  const port = (smtp.server.address() as AddressInfo).port;

  const base = options.baseUrl;
  const router = createRouter([
    {
      method: 'GET',
      pattern: '/',
      async handle({ res }) {
        const mails = await list();
        const rows = mails
          .map(
            (mail) =>
              `<tr><td>${escapeHtml(new Date(mail.received_at).toUTCString())}</td><td>${escapeHtml(mail.to.join(', '))}</td><td><a href="${escapeHtml(`${base}/${mail.id}`)}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
          )
          .join('\n');
        const body =
          mails.length === 0
            ? '<h1>Mailbox</h1><p>No mail yet. Mail Ting sends through this sandbox appears here.</p>'
            : `<h1>Mailbox</h1><p class="muted">Every mail Ting sent through the sandbox, newest first.</p><table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`;
        sendHtml(res, {
          status: 200,
          html: renderPage({ service: 'e-mail', title: 'Mailbox', body, isWide: true }),
        });
      },
    },
    {
      method: 'GET',
      pattern: '/_sandbox/messages',
      async handle({ res, url }) {
        const to = url.searchParams.get('to')?.toLowerCase();
        const mails = (await list()).filter(
          (mail) => !to || mail.to.some((address) => address.toLowerCase() === to),
        );
        sendJson(res, { status: 200, body: { messages: mails } });
      },
    },
    {
      method: 'GET',
      pattern: '/:id',
      async handle({ res, params }) {
        const mail = await find(params.id ?? '');
        if (!mail) {
          sendError(res, { status: 404, code: 'not_found', message: 'No such mail in the sandbox mailbox' });
          return;
        }
        const body = `<p><a href="${escapeHtml(base)}">← Mailbox</a></p>
<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<table><tbody>
<tr><th>From</th><td>${escapeHtml(mail.from)}</td></tr>
<tr><th>To</th><td>${escapeHtml(mail.to.join(', '))}</td></tr>
<tr><th>Received</th><td>${escapeHtml(new Date(mail.received_at).toUTCString())}</td></tr>
</tbody></table>
<div class="mail-text" style="white-space:pre-wrap;word-break:break-word">${linkifyText(mail.text)}</div>`;
        sendHtml(res, {
          status: 200,
          html: renderPage({ service: 'e-mail', title: mail.subject || 'Mail', body, isWide: true }),
        });
      },
    },
  ]);

  return {
    baseUrl: base,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages: list,
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      const found = router.match({ method: req.method ?? 'GET', pathname: url.pathname });
      if (found.kind !== 'found') {
        sendError(res, {
          status: found.kind === 'not-found' ? 404 : 405,
          code: 'not_found',
          message: 'Not found',
        });
        return;
      }
      await found.route.handle({ req, res, params: found.params, url });
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
