import {
  companyForKey,
  emailOf,
  SEED_COMPANIES,
  SEED_CONTACTS,
  SEED_DEALS,
  SEED_OWNERS,
} from '../../seed/crm-directory.js';
import type { ChangeSource, CrmStore } from './crm-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The portal's data was there before any app or person of a test touched it. */
const SEED_SOURCE: ChangeSource = { sourceType: 'MIGRATION', sourceId: 'sandbox-seed' };

type SeedCrmOptions = { store: CrmStore; now: Date };

/**
 * A small, believable portal: the seeded companies with their contacts (every calendar attendee
 * but one), deals in different stages, each associated with its company and contacts, and a note
 * and some open tasks from earlier work.
 */
export function seedCrm({ store, now }: SeedCrmOptions): void {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const ownerId = (key: string) => SEED_OWNERS.find((owner) => owner.key === key)?.id ?? null;
  const companyIds = new Map<string, string>();
  const contactIds = new Map<string, string>();

  SEED_COMPANIES.forEach((company, index) => {
    const record = store.create({
      source: SEED_SOURCE,
      type: 'companies',
      at: daysAgo(120 - index * 12),
      properties: {
        name: company.name,
        domain: company.domain,
        website: `https://www.${company.domain}`,
        industry: company.industry,
        phone: company.phone,
        city: company.city,
        state: company.state,
        country: company.country,
        numberofemployees: String(company.numberOfEmployees),
        annualrevenue: String(company.annualRevenue),
        description: company.description,
        lifecyclestage: company.lifecycleStage,
        type: company.lifecycleStage === 'customer' ? 'OTHER' : 'PROSPECT',
        hubspot_owner_id: ownerId(company.ownerKey),
      },
    });
    companyIds.set(company.key, record.id);
  });

  SEED_CONTACTS.filter((contact) => !contact.isMissingFromCrm).forEach((contact, index) => {
    const company = companyForKey(contact.companyKey);
    const record = store.create({
      source: SEED_SOURCE,
      type: 'contacts',
      at: daysAgo(90 - index * 4),
      properties: {
        email: emailOf(contact),
        firstname: contact.firstName,
        lastname: contact.lastName,
        jobtitle: contact.jobTitle,
        phone: contact.phone,
        company: company.name,
        website: `https://www.${company.domain}`,
        city: company.city,
        state: company.state,
        country: company.country,
        lifecyclestage: contact.lifecycleStage,
        hs_lead_status: contact.lifecycleStage === 'lead' ? 'NEW' : 'OPEN_DEAL',
        hubspot_owner_id: ownerId(company.ownerKey),
      },
    });
    contactIds.set(contact.key, record.id);
    const companyId = companyIds.get(contact.companyKey) ?? '';
    store.associate({
      fromType: 'contacts',
      fromId: record.id,
      toType: 'companies',
      toId: companyId,
      typeIds: [1, 279],
    });
  });

  SEED_DEALS.forEach((deal, index) => {
    const record = store.create({
      source: SEED_SOURCE,
      type: 'deals',
      at: daysAgo(40 - index * 5),
      properties: {
        dealname: deal.name,
        amount: String(deal.amount),
        deal_currency_code: 'USD',
        dealstage: deal.stage,
        pipeline: 'default',
        closedate: new Date(now.getTime() + deal.closeInDays * DAY_MS).toISOString(),
        dealtype: deal.dealType,
        description: deal.description,
        hs_priority: deal.priority,
        hs_next_step: deal.nextStep,
        hubspot_owner_id: ownerId(deal.ownerKey),
      },
    });
    const companyId = companyIds.get(deal.companyKey) ?? '';
    store.associate({
      fromType: 'deals',
      fromId: record.id,
      toType: 'companies',
      toId: companyId,
      typeIds: [5, 341],
    });
    for (const contactKey of deal.contactKeys) {
      const contactId = contactIds.get(contactKey);
      if (contactId)
        store.associate({
          fromType: 'deals',
          fromId: record.id,
          toType: 'contacts',
          toId: contactId,
          typeIds: [3],
        });
    }

    const note = store.create({
      source: SEED_SOURCE,
      type: 'notes',
      at: daysAgo(20 - index),
      properties: {
        hs_timestamp: daysAgo(20 - index).toISOString(),
        hs_note_body: `<p>Intro call. ${deal.description} Next: ${deal.nextStep}.</p>`,
        hubspot_owner_id: ownerId(deal.ownerKey),
      },
    });
    store.associate({ fromType: 'notes', fromId: note.id, toType: 'deals', toId: record.id, typeIds: [214] });
    store.associate({
      fromType: 'notes',
      fromId: note.id,
      toType: 'companies',
      toId: companyId,
      typeIds: [190],
    });

    if (deal.priority === 'high') {
      const task = store.create({
        source: SEED_SOURCE,
        type: 'tasks',
        at: daysAgo(3),
        properties: {
          hs_timestamp: new Date(now.getTime() + (index + 2) * DAY_MS).toISOString(),
          hs_task_subject: deal.nextStep,
          hs_task_body: `For ${deal.name}.`,
          hs_task_status: 'NOT_STARTED',
          hs_task_priority: 'HIGH',
          hs_task_type: 'TODO',
          hubspot_owner_id: ownerId(deal.ownerKey),
        },
      });
      store.associate({
        fromType: 'tasks',
        fromId: task.id,
        toType: 'deals',
        toId: record.id,
        typeIds: [216],
      });
    }
  });
}
