import type { Client } from '@hubspot/api-client';
import { FilterOperatorEnum } from '@hubspot/api-client/lib/codegen/crm/objects/index.js';
import type { CrmAnyObjectType, CrmObjectType, CrmRecordRef } from '../crm-provider';
import { callHubspot } from './hubspot-client';
import { AssociationPageSchema, type HubspotRecord, parseAnswer, RecordListSchema } from './mappers';
import { DISPLAY_NAME_PROPERTIES, HUBSPOT_OBJECT_TYPES } from './object-types';

/** HubSpot's page size cap for search. */
export const MAX_SEARCH_LIMIT = 200;
/** HubSpot takes at most 100 values in one IN filter and 100 ids in one batch read. */
const MAX_BATCH = 100;
/** Associations v4 pages hold up to 500 ids. */
const ASSOCIATION_PAGE_SIZE = 500;
/** A safety stop for a runaway paging loop. */
const MAX_PAGES = 50;

/** The asked properties plus the ones that name a record. */
export function propertiesToRead(options: { type: CrmObjectType; asked: readonly string[] }): string[] {
  return [...new Set([...options.asked, ...DISPLAY_NAME_PROPERTIES[options.type]])];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

type SearchTextOptions = {
  client: Client;
  type: CrmObjectType;
  query: string;
  limit: number;
  asked: string[];
};

/** HubSpot's full-text search over a type's default searchable properties. */
export async function searchByText({
  client,
  type,
  query,
  limit,
  asked,
}: SearchTextOptions): Promise<HubspotRecord[]> {
  const answer = await callHubspot(() =>
    client.crm.objects.searchApi.doSearch(HUBSPOT_OBJECT_TYPES[type].path, {
      query,
      limit: Math.min(Math.max(1, Math.trunc(limit)), MAX_SEARCH_LIMIT),
      properties: propertiesToRead({ type, asked }),
      filterGroups: [],
      sorts: [],
    }),
  );
  return parseAnswer({ schema: RecordListSchema, value: answer, what: `a ${type} search` }).results;
}

type ContactsByEmailOptions = { client: Client; emails: readonly string[]; asked: string[] };

/** Contacts whose primary email is one of these, 100 addresses a search. */
export async function searchContactsByEmail({
  client,
  emails,
  asked,
}: ContactsByEmailOptions): Promise<HubspotRecord[]> {
  // HubSpot stores emails in lower case and compares IN values exactly.
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  const found: HubspotRecord[] = [];
  for (const batch of chunks(wanted, MAX_BATCH)) {
    const answer = await callHubspot(() =>
      client.crm.objects.searchApi.doSearch('contacts', {
        filterGroups: [
          { filters: [{ propertyName: 'email', operator: FilterOperatorEnum.In, values: batch }] },
        ],
        properties: propertiesToRead({ type: 'contact', asked }),
        limit: MAX_SEARCH_LIMIT,
        sorts: [],
      }),
    );
    found.push(
      ...parseAnswer({ schema: RecordListSchema, value: answer, what: 'a contact search by email' }).results,
    );
  }
  return found;
}

type AssociatedIdsOptions = { client: Client; from: CrmRecordRef; toType: CrmAnyObjectType };

/** Ids of every record of `toType` associated with `from`, across all pages of associations v4. */
export async function associatedIds({ client, from, toType }: AssociatedIdsOptions): Promise<string[]> {
  const ids = new Set<string>();
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await callHubspot(() =>
      client.crm.associations.v4.basicApi.getPage(
        HUBSPOT_OBJECT_TYPES[from.type].path,
        from.id,
        HUBSPOT_OBJECT_TYPES[toType].path,
        after,
        ASSOCIATION_PAGE_SIZE,
      ),
    );
    const parsed = parseAnswer({ schema: AssociationPageSchema, value: answer, what: 'associations' });
    for (const result of parsed.results) ids.add(result.toObjectId);
    if (!parsed.paging) return [...ids];
    after = parsed.paging;
  }
  throw new Error(`HubSpot associations of ${from.type} ${from.id} did not end after ${MAX_PAGES} pages`);
}

type ReadManyOptions = { client: Client; type: CrmObjectType; ids: readonly string[]; asked: string[] };

/** Records by id, 100 a batch; ids HubSpot no longer has are left out. */
export async function readMany({ client, type, ids, asked }: ReadManyOptions): Promise<HubspotRecord[]> {
  const records: HubspotRecord[] = [];
  for (const batch of chunks(ids, MAX_BATCH)) {
    const answer = await callHubspot(() =>
      client.crm.objects.batchApi.read(HUBSPOT_OBJECT_TYPES[type].path, {
        inputs: batch.map((id) => ({ id })),
        properties: propertiesToRead({ type, asked }),
        propertiesWithHistory: [],
      }),
    );
    records.push(
      ...parseAnswer({ schema: RecordListSchema, value: answer, what: `a ${type} batch read` }).results,
    );
  }
  return records;
}
