/** One mail Ting sends: always a plain-text body and a simple HTML one saying the same. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

/**
 * The mail capability. An implementation sends one message or throws a `ProviderError` (provider
 * `mail`): `unavailable` when a retry may succeed, `auth` or `invalid` when it cannot.
 */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}
