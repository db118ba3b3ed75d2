/**
 * Mailbox providers anyone can sign up with: an address there says nothing about the company a
 * person works for, so such a domain never finds a company and never makes a colleague "internal".
 */
const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'aol.com',
  'comcast.net',
  'fastmail.com',
  'gmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hey.com',
  'hotmail.co.uk',
  'hotmail.com',
  'hotmail.de',
  'hotmail.fr',
  'icloud.com',
  'live.com',
  'mac.com',
  'mail.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'naver.com',
  'outlook.com',
  'pm.me',
  'proton.me',
  'protonmail.com',
  'qq.com',
  't-online.de',
  'tutanota.com',
  'web.de',
  'yahoo.co.uk',
  'yahoo.com',
  'yahoo.de',
  'yahoo.fr',
  'yandex.com',
  'yandex.ru',
  'ymail.com',
  'zoho.com',
]);

export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL_DOMAINS.has(domain.toLowerCase());
}
