import nodemailer from 'nodemailer';
import { ProviderError } from '../../provider-errors';
import type { MailSender, OutgoingMail } from '../mail-sender';

export type SmtpMailConfig = {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS), nodemailer's form. */
  smtpUrl: string;
  /** The `From` header, e.g. `Ting <ting@example.com>`. */
  from: string;
};

type SmtpError = Error & { code?: string; responseCode?: number };

/** Our words for a failed send; never the message body, which may hold a link that works. */
function toProviderError(error: unknown): ProviderError {
  const smtp = error as SmtpError;
  const code = typeof smtp?.responseCode === 'number' ? smtp.responseCode : null;
  const reason = `${smtp?.code ?? 'error'}${code ? ` ${code}` : ''}`;
  if (smtp?.code === 'EAUTH') {
    return new ProviderError({
      provider: 'mail',
      kind: 'auth',
      message: `The SMTP server refused Ting's credentials (${reason}). Check SMTP_URL.`,
      cause: error,
    });
  }
  // 5xx is a permanent refusal (bad recipient, policy); 4xx and network failures are worth retrying.
  const isPermanent = code !== null && code >= 500;
  return new ProviderError({
    provider: 'mail',
    kind: isPermanent ? 'invalid' : 'unavailable',
    message: `Could not send mail through the SMTP server (${reason}).`,
    status: code,
    cause: error,
  });
}

/** Sends mail through one SMTP server (nodemailer's pooled transport, 20 s timeouts). */
export function createSmtpMailSender(config: SmtpMailConfig): MailSender & { close(): void } {
  const transport = nodemailer.createTransport(config.smtpUrl, {
    from: config.from,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 20_000,
    // No logging: a mail's text holds links that grant access.
    logger: false,
  });
  return {
    async send(mail: OutgoingMail) {
      try {
        await transport.sendMail({
          from: config.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      } catch (error) {
        throw toProviderError(error);
      }
    },
    close() {
      transport.close();
    },
  };
}
