import { describe, expect, it } from 'vitest';
import type { CrmRecord } from '../../providers/crm/crm-provider';
import {
  chooseDeals,
  companyWithDomain,
  type DealStages,
  domainsToSearch,
  externalAttendees,
  internalDirectoryOf,
  MAX_OPEN_DEALS,
  type MatchAnswers,
  matchMeeting,
  normalizeDomain,
  normalizeEmail,
  primaryCompanies,
} from './crm-link-matcher';

const record = (
  type: CrmRecord['type'],
  id: string,
  displayName: string,
  properties: Record<string, string | null> = {},
  updatedAt = '2026-01-01T00:00:00Z',
): CrmRecord => ({ type, id, displayName, properties, updatedAt: new Date(updatedAt), url: null });

const hannah = record('contact', '11', 'Hannah Berg', { email: 'hannah.berg@northbeam.com' });
const northbeam = record('company', '21', 'Northbeam', { domain: 'northbeam.com' });
const stages: DealStages = new Map([
  ['open', { label: 'Presentation Scheduled', isClosed: false }],
  ['won', { label: 'Closed Won', isClosed: true }],
  ['lost', { label: 'Closed Lost', isClosed: true }],
]);

const answers = (overrides: Partial<MatchAnswers>): MatchAnswers => ({
  attendees: [],
  contacts: [],
  contactCompanies: new Map(),
  domainCompanies: new Map(),
  deals: [],
  stages,
  ...overrides,
});

describe('who is internal', () => {
  const internal = internalDirectoryOf([
    'sam@ourco.com',
    'Founder@Gmail.com',
    'alex@crm-owner.com',
    null,
    'not an email',
  ]);

  it('leaves out colleagues by domain, free-mail users only by exact address', () => {
    const attendees = externalAttendees(
      [
        { name: 'Colleague', email: 'kim@OurCo.com' },
        { name: 'Rep', email: 'priya@crm-owner.com' },
        { name: 'Founder', email: 'founder@gmail.com' },
        { name: 'Customer on gmail', email: 'buyer@gmail.com' },
        { name: 'Customer', email: ' Hannah.Berg@Northbeam.com ' },
        { name: null, email: 'hannah.berg@northbeam.com' },
        { name: 'No address', email: null },
        { name: 'Broken', email: 'a@b@c' },
      ],
      internal,
    );
    expect(attendees).toEqual([
      { email: 'buyer@gmail.com', name: 'Customer on gmail' },
      { email: 'hannah.berg@northbeam.com', name: 'Customer' },
    ]);
  });

  it('normalizes addresses and company domains', () => {
    expect(normalizeEmail('  Dana@Acme.COM ')).toBe('dana@acme.com');
    expect(normalizeEmail('dana@')).toBeNull();
    expect(normalizeEmail('@acme.com')).toBeNull();
    expect(normalizeDomain('https://WWW.Acme.com/about')).toBe('acme.com');
    expect(normalizeDomain('acme.com.')).toBe('acme.com');
    expect(normalizeDomain('  ')).toBeNull();
  });
});

describe('companies', () => {
  it('takes the primary company when HubSpot names it, else every associated one', () => {
    const other = record('company', '22', 'Other', { domain: 'other.com' });
    const withPrimary = { ...hannah, properties: { ...hannah.properties, associatedcompanyid: '22' } };
    expect(primaryCompanies(withPrimary, [northbeam, other])).toEqual([other]);
    expect(primaryCompanies(hannah, [northbeam, other])).toEqual([northbeam, other]);
    // A primary id HubSpot no longer associates falls back to the associations.
    const stale = { ...hannah, properties: { ...hannah.properties, associatedcompanyid: '99' } };
    expect(primaryCompanies(stale, [northbeam])).toEqual([northbeam]);
  });

  it('searches domains only for attendees without a contact or whose contact has no company, never free mail', () => {
    const attendees = [
      { email: 'hannah.berg@northbeam.com', name: null },
      { email: 'leo@helio.io', name: null },
      { email: 'solo@gmail.com', name: null },
      { email: 'loner@vantage.com', name: null },
    ];
    const loner = record('contact', '12', 'Loner', { email: 'loner@vantage.com' });
    expect(
      domainsToSearch({
        attendees,
        contacts: [hannah, loner],
        contactCompanies: new Map([
          ['11', [northbeam]],
          ['12', []],
        ]),
      }),
    ).toEqual(['helio.io', 'vantage.com']);
  });

  it('matches a domain exactly, never a longer domain that contains it', () => {
    const lookalike = record('company', '23', 'Not Northbeam', { domain: 'notnorthbeam.com' });
    const sub = record('company', '24', 'EU Northbeam', { domain: 'eu.northbeam.com' });
    const www = record(
      'company',
      '25',
      'Northbeam (old)',
      { domain: 'WWW.northbeam.com' },
      '2025-01-01T00:00:00Z',
    );
    expect(companyWithDomain('northbeam.com', [lookalike, sub])).toBeUndefined();
    expect(companyWithDomain('northbeam.com', [lookalike, www, northbeam])?.id).toBe('21');
  });
});

describe('deals', () => {
  const deal = (id: string, stage: string, updatedAt: string) =>
    record('deal', id, `Deal ${id}`, { dealstage: stage }, updatedAt);

  it('keeps open deals, most recently modified first, each once, at most a few', () => {
    const deals = [
      deal('1', 'open', '2026-01-01T00:00:00Z'),
      deal('2', 'won', '2026-03-01T00:00:00Z'),
      deal('3', 'open', '2026-02-01T00:00:00Z'),
      deal('1', 'open', '2026-01-01T00:00:00Z'),
    ];
    expect(chooseDeals(deals, stages).map((d) => d.id)).toEqual(['3', '1']);
    const many = Array.from({ length: 8 }, (_, i) => deal(String(i), 'open', `2026-01-0${i + 1}T00:00:00Z`));
    expect(chooseDeals(many, stages)).toHaveLength(MAX_OPEN_DEALS);
  });

  it('falls back to the latest closed deal only when none is open', () => {
    const deals = [deal('1', 'lost', '2026-01-01T00:00:00Z'), deal('2', 'won', '2026-03-01T00:00:00Z')];
    expect(chooseDeals(deals, stages).map((d) => d.id)).toEqual(['2']);
    expect(chooseDeals([], stages)).toEqual([]);
  });
});

describe('matchMeeting', () => {
  const openDeal = record('deal', '31', 'Northbeam rollout', { dealstage: 'open' });

  it("links the attendee's contact, the contact's company and the open deal, saying how each was found", () => {
    const match = matchMeeting(
      answers({
        attendees: [{ email: 'hannah.berg@northbeam.com', name: 'Hannah' }],
        contacts: [hannah],
        contactCompanies: new Map([['11', [northbeam]]]),
        deals: [openDeal, openDeal],
      }),
    );
    expect(match).toEqual({
      links: [
        {
          recordType: 'contact',
          recordId: '11',
          name: 'Hannah Berg',
          detail: 'hannah.berg@northbeam.com',
          foundBy: 'participant_email',
        },
        {
          recordType: 'company',
          recordId: '21',
          name: 'Northbeam',
          detail: 'northbeam.com',
          foundBy: 'contact_company',
        },
        {
          recordType: 'deal',
          recordId: '31',
          name: 'Northbeam rollout',
          detail: 'Presentation Scheduled',
          foundBy: 'associated_deal',
        },
      ],
      unknownAttendees: [],
    });
  });

  it('reports attendees HubSpot does not know, and links their company by domain', () => {
    const helio = record('company', '41', 'Helio', { domain: 'helio.io' });
    const match = matchMeeting(
      answers({
        attendees: [
          { email: 'leo@helio.io', name: 'Leo' },
          { email: 'nobody@unknown.test', name: null },
        ],
        domainCompanies: new Map([['helio.io', helio]]),
      }),
    );
    expect(match.links.map((link) => [link.recordType, link.recordId, link.foundBy])).toEqual([
      ['company', '41', 'email_domain'],
    ]);
    expect(match.unknownAttendees).toEqual([
      { email: 'leo@helio.io', name: 'Leo' },
      { email: 'nobody@unknown.test', name: null },
    ]);
  });

  it("prefers a contact's own company over the same company found by domain", () => {
    const match = matchMeeting(
      answers({
        attendees: [
          { email: 'new.person@northbeam.com', name: null },
          { email: 'hannah.berg@northbeam.com', name: null },
        ],
        contacts: [hannah],
        contactCompanies: new Map([['11', [northbeam]]]),
        domainCompanies: new Map([['northbeam.com', northbeam]]),
      }),
    );
    expect(match.links.filter((link) => link.recordType === 'company')).toEqual([
      expect.objectContaining({ recordId: '21', foundBy: 'contact_company' }),
    ]);
    expect(match.unknownAttendees).toEqual([{ email: 'new.person@northbeam.com', name: null }]);
  });

  it('links nothing for no attendees', () => {
    expect(matchMeeting(answers({}))).toEqual({ links: [], unknownAttendees: [] });
  });
});
