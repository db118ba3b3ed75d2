import type { OutgoingMail } from '../../providers/mail/mail-sender';
import { escapeHtml } from '../../text/escape-html';

/**
 * A name someone chose (a person's, an organization's), made inert for a mail: no line breaks, at most
 * 100 characters, and nothing a mail client would turn into a link — a zero-width space after each
 * `://`, `@`, `www` and dot between letters, so `evil.com` or `http://evil` shows as written but links nowhere.
 */
export function inertName(value: string): string {
  const oneLine = value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
  const short = oneLine.length > 100 ? `${oneLine.slice(0, 99)}…` : oneLine;
  return short
    .replace(/:\/\//g, ':\u200b//')
    .replace(/@/g, '@\u200b')
    .replace(/www/gi, (match) => `${match.slice(0, 1)}\u200b${match.slice(1)}`)
    .replace(/(\S)\.(?=\S)/g, '$1.\u200b');
}

/** The invitation to join an organization, from its admin, holding the link. */
export function invitationMail(options: {
  to: string;
  link: string;
  inviterName: string | null;
  organizationName: string;
  expiresAt: Date;
}): OutgoingMail {
  const organization = inertName(options.organizationName);
  const inviter = options.inviterName ? inertName(options.inviterName) : null;
  const who = inviter ?? 'The admin';
  const expires = options.expiresAt.toUTCString();
  const subject = `${who} invited you to join ${organization} on Ting`;
  const text = [
    `${who} invited you to join ${organization} on Ting, the meeting assistant for sales teams.`,
    '',
    'Open this link to join (it works once, until it expires):',
    options.link,
    '',
    `The link expires on ${expires}.`,
    'If you did not expect this invitation, you can ignore this e-mail: nothing happens until you open the link.',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(who)} invited you to join <strong>${escapeHtml(organization)}</strong> on Ting, the meeting assistant for sales teams.</p>`,
    `<p><a href="${escapeHtml(options.link)}">Join ${escapeHtml(organization)}</a></p>`,
    `<p>Or copy this link: ${escapeHtml(options.link)}</p>`,
    `<p>The link works once and expires on ${escapeHtml(expires)}. If you did not expect this invitation, you can ignore this e-mail.</p>`,
    '</body></html>',
  ].join('\n');
  return { to: options.to, subject, text, html };
}
