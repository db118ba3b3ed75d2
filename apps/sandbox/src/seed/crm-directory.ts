/**
 * The made-up customers both stand-ins share: HubSpot seeds them as companies, contacts and deals,
 * and the sandbox Google invites the same people to meetings, so a calendar attendee's email
 * finds its HubSpot contact and the domain after @ finds its company.
 */

export type SeedCompany = {
  /** Stable key used to wire contacts and deals; never shown. */
  key: string;
  name: string;
  domain: string;
  industry: string;
  city: string;
  state: string;
  country: string;
  phone: string;
  numberOfEmployees: number;
  annualRevenue: number;
  description: string;
  lifecycleStage: 'lead' | 'opportunity' | 'customer';
  ownerKey: string;
};

export type SeedContact = {
  key: string;
  companyKey: string;
  firstName: string;
  lastName: string;
  /** Local part only; the address is `${localPart}@${company.domain}`. */
  localPart: string;
  jobTitle: string;
  phone: string;
  lifecycleStage: 'lead' | 'salesqualifiedlead' | 'opportunity' | 'customer';
  /** True for someone who joins meetings but is not (yet) a HubSpot contact. */
  isMissingFromCrm?: boolean;
};

export type SeedDeal = {
  key: string;
  companyKey: string;
  contactKeys: string[];
  name: string;
  stage: string;
  amount: number;
  /** Days from seeding time to the expected close. */
  closeInDays: number;
  dealType: 'newbusiness' | 'existingbusiness';
  priority: 'low' | 'medium' | 'high';
  description: string;
  nextStep: string;
  ownerKey: string;
};

export type SeedOwner = {
  key: string;
  id: string;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
};

/** HubSpot users of the sandbox portal (sales reps); the first one is the user who installs apps. */
export const SEED_OWNERS: readonly SeedOwner[] = [
  {
    key: 'alex',
    id: '81234561',
    userId: 61234501,
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex.morgan@tingsandbox.com',
  },
  {
    key: 'priya',
    id: '81234562',
    userId: 61234502,
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya.shah@tingsandbox.com',
  },
  {
    key: 'marcus',
    id: '81234563',
    userId: 61234503,
    firstName: 'Marcus',
    lastName: 'Chen',
    email: 'marcus.chen@tingsandbox.com',
  },
];

export const SEED_COMPANIES: readonly SeedCompany[] = [
  {
    key: 'northbeam',
    name: 'Northbeam Logistics',
    domain: 'northbeamlogistics.com',
    industry: 'LOGISTICS_AND_SUPPLY_CHAIN',
    city: 'Chicago',
    state: 'IL',
    country: 'United States',
    phone: '+1 312 555 0182',
    numberOfEmployees: 850,
    annualRevenue: 120000000,
    description: 'Mid-market freight and last-mile carrier running 1,200 trucks across the Midwest.',
    lifecycleStage: 'opportunity',
    ownerKey: 'alex',
  },
  {
    key: 'helio',
    name: 'Helio Health',
    domain: 'heliohealth.io',
    industry: 'HOSPITAL_HEALTH_CARE',
    city: 'Boston',
    state: 'MA',
    country: 'United States',
    phone: '+1 617 555 0147',
    numberOfEmployees: 2300,
    annualRevenue: 410000000,
    description: 'Network of outpatient clinics piloting AI documentation for care teams.',
    lifecycleStage: 'opportunity',
    ownerKey: 'priya',
  },
  {
    key: 'copperleaf',
    name: 'Copperleaf Retail',
    domain: 'copperleafretail.com',
    industry: 'RETAIL',
    city: 'Portland',
    state: 'OR',
    country: 'United States',
    phone: '+1 503 555 0119',
    numberOfEmployees: 640,
    annualRevenue: 95000000,
    description:
      'Outdoor apparel retailer with 48 stores and a fast-growing online shop. Customer since 2024.',
    lifecycleStage: 'customer',
    ownerKey: 'alex',
  },
  {
    key: 'vantage',
    name: 'Vantage Robotics',
    domain: 'vantagerobotics.ai',
    industry: 'MACHINERY',
    city: 'Pittsburgh',
    state: 'PA',
    country: 'United States',
    phone: '+1 412 555 0163',
    numberOfEmployees: 320,
    annualRevenue: 58000000,
    description: 'Builds warehouse picking robots; sales team of 40 across North America and Europe.',
    lifecycleStage: 'opportunity',
    ownerKey: 'marcus',
  },
  {
    key: 'bluefin',
    name: 'Bluefin Payments',
    domain: 'bluefinpayments.com',
    industry: 'FINANCIAL_SERVICES',
    city: 'San Francisco',
    state: 'CA',
    country: 'United States',
    phone: '+1 415 555 0134',
    numberOfEmployees: 510,
    annualRevenue: 76000000,
    description: 'Payment processing for marketplaces; strict security and compliance review for vendors.',
    lifecycleStage: 'opportunity',
    ownerKey: 'priya',
  },
  {
    key: 'orchard',
    name: 'Orchard Learning',
    domain: 'orchardlearning.com',
    industry: 'E_LEARNING',
    city: 'Austin',
    state: 'TX',
    country: 'United States',
    phone: '+1 512 555 0108',
    numberOfEmployees: 140,
    annualRevenue: 12000000,
    description: 'Online courses for nurses and care workers; evaluating tools for their sales team.',
    lifecycleStage: 'lead',
    ownerKey: 'marcus',
  },
];

export const SEED_CONTACTS: readonly SeedContact[] = [
  {
    key: 'hannah',
    companyKey: 'northbeam',
    firstName: 'Hannah',
    lastName: 'Berg',
    localPart: 'hannah.berg',
    jobTitle: 'VP Operations',
    phone: '+1 312 555 0190',
    lifecycleStage: 'opportunity',
  },
  {
    key: 'tomas',
    companyKey: 'northbeam',
    firstName: 'Tomas',
    lastName: 'Reyes',
    localPart: 'tomas.reyes',
    jobTitle: 'Director of IT',
    phone: '+1 312 555 0191',
    lifecycleStage: 'opportunity',
  },
  {
    key: 'ingrid',
    companyKey: 'northbeam',
    firstName: 'Ingrid',
    lastName: 'Svensson',
    localPart: 'ingrid.svensson',
    jobTitle: 'Solutions Architect',
    phone: '+1 312 555 0192',
    lifecycleStage: 'salesqualifiedlead',
  },
  {
    key: 'maya',
    companyKey: 'helio',
    firstName: 'Maya',
    lastName: 'Okafor',
    localPart: 'maya.okafor',
    jobTitle: 'Chief Medical Information Officer',
    phone: '+1 617 555 0150',
    lifecycleStage: 'opportunity',
  },
  {
    key: 'ben',
    companyKey: 'helio',
    firstName: 'Ben',
    lastName: 'Lindqvist',
    localPart: 'ben.lindqvist',
    jobTitle: 'Head of Procurement',
    phone: '+1 617 555 0151',
    lifecycleStage: 'opportunity',
  },
  {
    key: 'leo',
    companyKey: 'helio',
    firstName: 'Leo',
    lastName: 'Martins',
    localPart: 'leo.martins',
    jobTitle: 'Clinical Informatics Lead',
    phone: '+1 617 555 0152',
    lifecycleStage: 'lead',
    isMissingFromCrm: true,
  },
  {
    key: 'grace',
    companyKey: 'copperleaf',
    firstName: 'Grace',
    lastName: 'Whitfield',
    localPart: 'grace.whitfield',
    jobTitle: 'Head of E-commerce',
    phone: '+1 503 555 0120',
    lifecycleStage: 'customer',
  },
  {
    key: 'ethan',
    companyKey: 'copperleaf',
    firstName: 'Ethan',
    lastName: 'Brooks',
    localPart: 'ethan.brooks',
    jobTitle: 'Operations Manager',
    phone: '+1 503 555 0121',
    lifecycleStage: 'customer',
  },
  {
    key: 'daniel',
    companyKey: 'vantage',
    firstName: 'Daniel',
    lastName: 'Kim',
    localPart: 'daniel.kim',
    jobTitle: 'Chief Financial Officer',
    phone: '+1 412 555 0170',
    lifecycleStage: 'opportunity',
  },
  {
    key: 'aisha',
    companyKey: 'vantage',
    firstName: 'Aisha',
    lastName: 'Bello',
    localPart: 'aisha.bello',
    jobTitle: 'Procurement Lead',
    phone: '+1 412 555 0171',
    lifecycleStage: 'opportunity',
  },
  {
    key: 'marco',
    companyKey: 'vantage',
    firstName: 'Marco',
    lastName: 'Rossi',
    localPart: 'marco.rossi',
    jobTitle: 'VP Engineering',
    phone: '+1 412 555 0172',
    lifecycleStage: 'salesqualifiedlead',
  },
  {
    key: 'omar',
    companyKey: 'bluefin',
    firstName: 'Omar',
    lastName: 'Haddad',
    localPart: 'omar.haddad',
    jobTitle: 'Chief Information Security Officer',
    phone: '+1 415 555 0140',
    lifecycleStage: 'opportunity',
  },
  {
    key: 'lucia',
    companyKey: 'bluefin',
    firstName: 'Lucia',
    lastName: 'Ferraro',
    localPart: 'lucia.ferraro',
    jobTitle: 'Compliance Manager',
    phone: '+1 415 555 0141',
    lifecycleStage: 'opportunity',
  },
  {
    key: 'rachel',
    companyKey: 'bluefin',
    firstName: 'Rachel',
    lastName: 'Adams',
    localPart: 'rachel.adams',
    jobTitle: 'Head of Partnerships',
    phone: '+1 415 555 0142',
    lifecycleStage: 'salesqualifiedlead',
  },
  {
    key: 'sofia',
    companyKey: 'orchard',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    localPart: 'sofia.alvarez',
    jobTitle: 'Director of Learning',
    phone: '+1 512 555 0110',
    lifecycleStage: 'lead',
  },
  {
    key: 'noah',
    companyKey: 'orchard',
    firstName: 'Noah',
    lastName: 'Fischer',
    localPart: 'noah.fischer',
    jobTitle: 'IT Manager',
    phone: '+1 512 555 0111',
    lifecycleStage: 'lead',
  },
];

export const SEED_DEALS: readonly SeedDeal[] = [
  {
    key: 'northbeam-fleet',
    companyKey: 'northbeam',
    contactKeys: ['hannah', 'tomas'],
    name: 'Northbeam Logistics — Fleet team rollout',
    stage: 'presentationscheduled',
    amount: 84000,
    closeInDays: 30,
    dealType: 'newbusiness',
    priority: 'high',
    description: '120 dispatcher and account-manager seats; replaces manual call notes.',
    nextStep: 'Technical deep dive with IT on SSO and data retention',
    ownerKey: 'alex',
  },
  {
    key: 'helio-pilot',
    companyKey: 'helio',
    contactKeys: ['maya', 'ben'],
    name: 'Helio Health — Clinical team pilot',
    stage: 'qualifiedtobuy',
    amount: 36000,
    closeInDays: 45,
    dealType: 'newbusiness',
    priority: 'medium',
    description: 'Three-month pilot for two clinics, then expansion to the network.',
    nextStep: 'Send proposal with pilot success criteria',
    ownerKey: 'priya',
  },
  {
    key: 'copperleaf-renewal',
    companyKey: 'copperleaf',
    contactKeys: ['grace', 'ethan'],
    name: 'Copperleaf Retail — 2027 renewal',
    stage: 'contractsent',
    amount: 52000,
    closeInDays: 14,
    dealType: 'existingbusiness',
    priority: 'medium',
    description: 'Renewal plus 15 extra seats for the store operations team.',
    nextStep: 'Chase signature; confirm seat count with Ethan',
    ownerKey: 'alex',
  },
  {
    key: 'vantage-enterprise',
    companyKey: 'vantage',
    contactKeys: ['daniel', 'aisha'],
    name: 'Vantage Robotics — Enterprise plan',
    stage: 'decisionmakerboughtin',
    amount: 120000,
    closeInDays: 10,
    dealType: 'newbusiness',
    priority: 'high',
    description: 'Company-wide plan for sales and customer success; 3-year term under discussion.',
    nextStep: 'Negotiate multi-year discount with procurement',
    ownerKey: 'marcus',
  },
  {
    key: 'bluefin-security',
    companyKey: 'bluefin',
    contactKeys: ['omar', 'lucia'],
    name: 'Bluefin Payments — Security add-on',
    stage: 'presentationscheduled',
    amount: 45000,
    closeInDays: 21,
    dealType: 'newbusiness',
    priority: 'high',
    description: 'Needs SOC 2 report, EU data residency and SSO before signing.',
    nextStep: 'Answer the security questionnaire',
    ownerKey: 'priya',
  },
  {
    key: 'orchard-starter',
    companyKey: 'orchard',
    contactKeys: ['sofia'],
    name: 'Orchard Learning — Starter plan',
    stage: 'appointmentscheduled',
    amount: 18000,
    closeInDays: 60,
    dealType: 'newbusiness',
    priority: 'low',
    description: 'Small sales team of 8; price-sensitive, comparing two other vendors.',
    nextStep: 'Discovery call to map their sales process',
    ownerKey: 'marcus',
  },
];

export function companyForKey(key: string): SeedCompany {
  const company = SEED_COMPANIES.find((candidate) => candidate.key === key);
  if (!company) throw new Error(`Seed data has no company '${key}'`);
  return company;
}

export function contactForKey(key: string): SeedContact {
  const contact = SEED_CONTACTS.find((candidate) => candidate.key === key);
  if (!contact) throw new Error(`Seed data has no contact '${key}'`);
  return contact;
}

export function emailOf(contact: SeedContact): string {
  return `${contact.localPart}@${companyForKey(contact.companyKey).domain}`;
}

export function fullNameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}
