import type { CrmProvider, CrmRecord, CrmRecordAccess, CrmRecordRef } from '../../providers/crm/crm-provider';
import {
  type CrmMatch,
  companyWithDomain,
  contactOf,
  type DealStages,
  domainsToSearch,
  externalAttendees,
  internalDirectoryOf,
  matchMeeting,
  PRIMARY_COMPANY_PROPERTY,
  primaryCompanies,
} from './crm-link-matcher';

/** Attendees looked up at most: bounds the CRM calls one meeting (a webinar, say) can make. */
export const MAX_LOOKED_UP_ATTENDEES = 100;
/** Companies a domain search reads to find the one with exactly that domain. */
const DOMAIN_SEARCH_LIMIT = 20;

type LookUpOptions = {
  provider: CrmProvider;
  access: CrmRecordAccess;
  participants: ReadonlyArray<{ email: string | null; name: string | null }>;
  /** The organization's members (the meeting's owner among them): their domains are internal. */
  memberEmails: ReadonlyArray<string | null>;
};

/**
 * Asks the CRM what the matcher needs, step by step (each step depends on the one before): owners
 * (more internal domains), contacts by email, their companies, companies by domain for the rest,
 * then deals of every contact and company found. Failures are the provider's `ProviderError`s.
 */
export async function lookUpMeetingRecords({
  provider,
  access,
  participants,
  memberEmails,
}: LookUpOptions): Promise<CrmMatch> {
  const owners = await provider.listOwners(access);
  const internal = internalDirectoryOf([...memberEmails, ...owners.map((owner) => owner.email)]);
  const attendees = externalAttendees(participants, internal).slice(0, MAX_LOOKED_UP_ATTENDEES);
  if (attendees.length === 0) return { links: [], unknownAttendees: [] };

  const contacts = await provider.findContactsByEmail({
    ...access,
    emails: attendees.map((attendee) => attendee.email),
    properties: ['email', PRIMARY_COMPANY_PROPERTY],
  });
  const associated = (from: CrmRecordRef, toType: 'company' | 'deal') =>
    provider.listAssociatedRecords({
      ...access,
      from,
      toType,
      properties: toType === 'company' ? ['domain'] : ['dealstage', 'pipeline'],
    });

  const contactCompanies = new Map<string, CrmRecord[]>();
  for (const contact of contacts) {
    if (!attendees.some((attendee) => contactOf(attendee, [contact]))) continue;
    contactCompanies.set(contact.id, await associated({ type: 'contact', id: contact.id }, 'company'));
  }

  const domainCompanies = new Map<string, CrmRecord>();
  for (const domain of domainsToSearch({ attendees, contacts, contactCompanies })) {
    const candidates = await provider.searchRecords({
      ...access,
      type: 'company',
      query: domain,
      limit: DOMAIN_SEARCH_LIMIT,
      properties: ['domain'],
    });
    const company = companyWithDomain(domain, candidates);
    if (company) domainCompanies.set(domain, company);
  }

  // Deals of the records that will be linked: the contacts, their chosen companies, the domains' companies.
  const dealSources = new Map<string, CrmRecordRef>();
  for (const contact of contacts) {
    if (!contactCompanies.has(contact.id)) continue;
    dealSources.set(`contact:${contact.id}`, { type: 'contact', id: contact.id });
    for (const company of primaryCompanies(contact, contactCompanies.get(contact.id) ?? []))
      dealSources.set(`company:${company.id}`, { type: 'company', id: company.id });
  }
  for (const company of domainCompanies.values())
    dealSources.set(`company:${company.id}`, { type: 'company', id: company.id });
  const deals: CrmRecord[] = [];
  for (const source of dealSources.values()) deals.push(...(await associated(source, 'deal')));

  const stages: DealStages =
    deals.length === 0
      ? new Map()
      : new Map(
          (await provider.listDealStages(access)).map((stage) => [
            stage.id,
            { label: stage.label, isClosed: stage.isClosed },
          ]),
        );

  return matchMeeting({ attendees, contacts, contactCompanies, domainCompanies, deals, stages });
}
