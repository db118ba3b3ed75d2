import type { TCrmLinkSource, TCrmObjectType } from '@ting/contracts';
import type { CrmRecord } from '../../providers/crm/crm-provider';
import { isFreeMailDomain } from './free-mail-domains';

// The rules that decide which CRM records a meeting is about, given what the CRM answered. Pure:
// `crm-link-lookups.ts` asks the CRM, these functions decide.

/** A meeting participant with a usable address (lower case). */
export type Attendee = { email: string; name: string | null };

export type AutomaticLinkSource = Exclude<TCrmLinkSource, 'manual'>;

export type MatchedLink = {
  recordType: TCrmObjectType;
  recordId: string;
  name: string;
  /** A contact's email, a company's domain, a deal's stage. */
  detail: string | null;
  foundBy: AutomaticLinkSource;
};

export type CrmMatch = { links: MatchedLink[]; unknownAttendees: Attendee[] };

/** Open deals linked at most, most recently modified first; a busy account has many. */
export const MAX_OPEN_DEALS = 5;
/** With no open deal, the latest closed one tells how the relationship stands (a renewal, a loss). */
export const MAX_CLOSED_DEALS = 1;

/** The contact property HubSpot keeps a contact's primary company id in. */
export const PRIMARY_COMPANY_PROPERTY = 'associatedcompanyid';

/** `Name@Example.COM ` → `name@example.com`; null for anything that is not one address. */
export function normalizeEmail(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase() ?? '';
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@') || at === email.length - 1 || /\s/.test(email)) return null;
  return email;
}

/** The part after @ of a normalized address. */
export function domainOf(email: string): string {
  return email.slice(email.indexOf('@') + 1);
}

/** A company's domain as HubSpot may hold it (`WWW.Acme.com.`, `https://acme.com/`) → `acme.com`. */
export function normalizeDomain(value: string | null | undefined): string | null {
  const domain = value
    ?.trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  return domain ? domain : null;
}

/**
 * Who counts as "us": the domains of the organization's members and of the CRM's owners (sales
 * reps), except free-mail domains, where only the exact addresses count (a member on gmail.com
 * must not make every gmail.com customer internal).
 */
export type InternalDirectory = { domains: ReadonlySet<string>; emails: ReadonlySet<string> };

export function internalDirectoryOf(addresses: Iterable<string | null | undefined>): InternalDirectory {
  const domains = new Set<string>();
  const emails = new Set<string>();
  for (const address of addresses) {
    const email = normalizeEmail(address);
    if (!email) continue;
    emails.add(email);
    const domain = domainOf(email);
    if (!isFreeMailDomain(domain)) domains.add(domain);
  }
  return { domains, emails };
}

export function isInternal(email: string, directory: InternalDirectory): boolean {
  return directory.emails.has(email) || directory.domains.has(domainOf(email));
}

/** The participants who may be customers: a usable address, not internal, each address once. */
export function externalAttendees(
  participants: ReadonlyArray<{ email: string | null; name: string | null }>,
  internal: InternalDirectory,
): Attendee[] {
  const byEmail = new Map<string, Attendee>();
  for (const participant of participants) {
    const email = normalizeEmail(participant.email);
    if (!email || isInternal(email, internal)) continue;
    const name = participant.name?.trim() || null;
    const known = byEmail.get(email);
    if (!known) byEmail.set(email, { email, name });
    else if (!known.name && name) known.name = name;
  }
  return [...byEmail.values()];
}

/** The contact HubSpot has for an attendee (emails compared without letter case). */
export function contactOf(attendee: Attendee, contacts: readonly CrmRecord[]): CrmRecord | undefined {
  return contacts.find((contact) => normalizeEmail(contact.properties.email) === attendee.email);
}

/**
 * A contact's company: the primary one when HubSpot says which (and still has it associated),
 * else every associated company.
 */
export function primaryCompanies(contact: CrmRecord, associated: readonly CrmRecord[]): CrmRecord[] {
  const primaryId = contact.properties[PRIMARY_COMPANY_PROPERTY];
  const primary = primaryId ? associated.filter((company) => company.id === primaryId) : [];
  return primary.length > 0 ? primary : [...associated];
}

/** Domains to look a company up by: attendees without a contact, or whose contact has no company. */
export function domainsToSearch(options: {
  attendees: readonly Attendee[];
  contacts: readonly CrmRecord[];
  contactCompanies: ReadonlyMap<string, readonly CrmRecord[]>;
}): string[] {
  const domains = new Set<string>();
  for (const attendee of options.attendees) {
    const contact = contactOf(attendee, options.contacts);
    if (contact && (options.contactCompanies.get(contact.id)?.length ?? 0) > 0) continue;
    const domain = domainOf(attendee.email);
    if (!isFreeMailDomain(domain)) domains.add(domain);
  }
  return [...domains];
}

/** The company whose domain is exactly this one (a text search also finds `notacme.com`); the latest edited wins. */
export function companyWithDomain(domain: string, candidates: readonly CrmRecord[]): CrmRecord | undefined {
  return byMostRecentlyModified(
    candidates.filter((company) => normalizeDomain(company.properties.domain) === domain),
  )[0];
}

export type DealStages = ReadonlyMap<string, { label: string; isClosed: boolean }>;

/** Open deals, most recently modified first; closed ones only when none is open. Each deal once. */
export function chooseDeals(deals: readonly CrmRecord[], stages: DealStages): CrmRecord[] {
  const unique = [...new Map(deals.map((deal) => [deal.id, deal])).values()];
  const isClosed = (deal: CrmRecord) => stages.get(deal.properties.dealstage ?? '')?.isClosed === true;
  const open = unique.filter((deal) => !isClosed(deal));
  if (open.length > 0) return byMostRecentlyModified(open).slice(0, MAX_OPEN_DEALS);
  return byMostRecentlyModified(unique.filter(isClosed)).slice(0, MAX_CLOSED_DEALS);
}

function byMostRecentlyModified(records: readonly CrmRecord[]): CrmRecord[] {
  const time = (record: CrmRecord) => record.updatedAt?.getTime() ?? 0;
  return [...records].sort((a, b) => time(b) - time(a) || a.id.localeCompare(b.id));
}

/** Everything the CRM answered about a meeting's external attendees. */
export type MatchAnswers = {
  attendees: readonly Attendee[];
  contacts: readonly CrmRecord[];
  /** Each found contact's associated companies. */
  contactCompanies: ReadonlyMap<string, readonly CrmRecord[]>;
  /** Companies found by an attendee's email domain (exact), by domain. */
  domainCompanies: ReadonlyMap<string, CrmRecord>;
  /** Deals associated with the found contacts and companies (duplicates allowed). */
  deals: readonly CrmRecord[];
  stages: DealStages;
};

/**
 * The links of a meeting: each attendee's contact, the contact's primary company, else the company
 * of the attendee's email domain, and the chosen deals; attendees the CRM does not know are
 * reported, never created. Each record once, found the first way listed.
 */
export function matchMeeting(answers: MatchAnswers): CrmMatch {
  const links = new Map<string, MatchedLink>();
  const add = (record: CrmRecord, foundBy: AutomaticLinkSource, detail: string | null) => {
    const key = `${record.type}:${record.id}`;
    if (!links.has(key))
      links.set(key, {
        recordType: record.type,
        recordId: record.id,
        name: record.displayName,
        detail,
        foundBy,
      });
  };
  const unknownAttendees: Attendee[] = [];
  const companies: Array<{ company: CrmRecord; foundBy: AutomaticLinkSource }> = [];

  for (const attendee of answers.attendees) {
    const contact = contactOf(attendee, answers.contacts);
    if (!contact) unknownAttendees.push(attendee);
    else add(contact, 'participant_email', normalizeEmail(contact.properties.email) ?? attendee.email);
    const ofContact = contact
      ? primaryCompanies(contact, answers.contactCompanies.get(contact.id) ?? [])
      : [];
    for (const company of ofContact) companies.push({ company, foundBy: 'contact_company' });
    const byDomain = answers.domainCompanies.get(domainOf(attendee.email));
    if (ofContact.length === 0 && byDomain) companies.push({ company: byDomain, foundBy: 'email_domain' });
  }
  // A company that is some contact's own is recorded as such, even when a domain found it first.
  const ordered = [
    ...companies.filter((entry) => entry.foundBy === 'contact_company'),
    ...companies.filter((entry) => entry.foundBy === 'email_domain'),
  ];
  for (const { company, foundBy } of ordered)
    add(company, foundBy, normalizeDomain(company.properties.domain));
  for (const deal of chooseDeals(answers.deals, answers.stages)) {
    const stage = deal.properties.dealstage ?? null;
    add(deal, 'associated_deal', (stage && answers.stages.get(stage)?.label) || stage);
  }
  return { links: [...links.values()], unknownAttendees };
}
