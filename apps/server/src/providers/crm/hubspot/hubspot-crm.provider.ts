import type { Client } from '@hubspot/api-client';
import {
  AssociationSpecAssociationCategoryEnum,
  FilterOperatorEnum,
} from '@hubspot/api-client/lib/codegen/crm/objects/index.js';
import type {
  CrmEngagementType,
  CrmObjectType,
  CrmOwner,
  CrmProvider,
  CrmRateLimit,
  CrmRecord,
  CrmRecordRef,
} from '../crm-provider';
import { HUBSPOT_APP_URL, hubspotRecordUrl } from './deep-links';
import {
  ENGAGEMENT_PROPERTIES,
  type EngagementWrite,
  isValidMarker,
  MARKER_PROPERTIES,
  mapEngagement,
  meetingWrite,
  noteWrite,
  taskUpdate,
  taskWrite,
} from './engagements';
import { callHubspot, hubspotClientFactory } from './hubspot-client';
import {
  AssociationLabelListSchema,
  type HubspotRecord,
  mapAssociationLabel,
  mapDealStages,
  mapHistory,
  mapOwner,
  mapProperty,
  mapRecord,
  OwnerPageSchema,
  PipelineListSchema,
  PropertyListSchema,
  parseAnswer,
  RecordListSchema,
  RecordSchema,
  RecordWithAssociationsSchema,
  RecordWithHistorySchema,
} from './mappers';
import { CRM_OBJECT_TYPES, HUBSPOT_OBJECT_TYPES } from './object-types';
import {
  associatedIds,
  propertiesToRead,
  readMany,
  searchByText,
  searchContactsByEmail,
} from './record-queries';

const OWNERS_PAGE_SIZE = 500;
const MAX_OWNER_PAGES = 20;
/** Activities read for one record (of each type, then of all): a few are all a question needs. */
const MAX_ACTIVITIES = 50;
const ENGAGEMENT_TYPES: readonly CrmEngagementType[] = ['meeting', 'note', 'task'];
const DEFAULT_SEARCH_LIMIT = 10;
const MAX_REMEMBERED_LIMITS = 1000;

export type HubspotCrmProviderOptions = {
  /** The API base: https://api.hubapi.com, or the sandbox's HubSpot. */
  apiUrl: string;
  /** Where record pages live (`config.hubspot.appUrl`); app.hubspot.com by default. */
  appUrl?: string;
};

/** HubSpot's CRM (objects v3, associations v4, properties, owners, pipelines) behind the CRM capability. */
export function createHubspotCrmProvider(options: HubspotCrmProviderOptions): CrmProvider {
  // The limit HubSpot last stated per token (a token belongs to one portal); bounded, newest kept.
  const limits = new Map<string, CrmRateLimit>();
  const clientFor = hubspotClientFactory({
    apiUrl: options.apiUrl,
    onRateLimit: (accessToken, limit) => {
      limits.delete(accessToken);
      limits.set(accessToken, limit);
      if (limits.size > MAX_REMEMBERED_LIMITS) limits.delete(limits.keys().next().value ?? '');
    },
  });
  const appUrl = (options.appUrl ?? HUBSPOT_APP_URL).replace(/\/$/, '');

  type ToRecordsOptions = {
    raws: HubspotRecord[];
    type: CrmObjectType;
    asked: readonly string[];
    accountId: string | null;
  };
  const toRecords = ({ raws, type, asked, accountId }: ToRecordsOptions): CrmRecord[] =>
    raws.map((raw) =>
      mapRecord({
        raw,
        type,
        asked,
        url: hubspotRecordUrl({ appUrl, accountId, record: { type, id: raw.id } }),
      }),
    );

  type CreateEngagementOptions = { accessToken: string; type: CrmEngagementType; write: EngagementWrite };
  async function createEngagement({ accessToken, type, write }: CreateEngagementOptions) {
    const answer = await callHubspot(() =>
      clientFor(accessToken).crm.objects.basicApi.create(HUBSPOT_OBJECT_TYPES[type].path, {
        properties: write.properties,
        associations: write.associations.map((association) => ({
          to: association.to,
          types: association.types.map(({ associationTypeId }) => ({
            associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined,
            associationTypeId,
          })),
        })),
      }),
    );
    return { id: parseAnswer({ schema: RecordSchema, value: answer, what: `the new ${type}` }).id };
  }

  async function listOwnerPages(client: Client) {
    const owners: CrmOwner[] = [];
    let after: string | undefined;
    for (let page = 0; page < MAX_OWNER_PAGES; page += 1) {
      const answer = await callHubspot(() =>
        client.crm.owners.ownersApi.getPage(undefined, after, OWNERS_PAGE_SIZE, false),
      );
      const parsed = parseAnswer({ schema: OwnerPageSchema, value: answer, what: 'owners' });
      owners.push(...parsed.results.map(mapOwner));
      if (!parsed.paging) return owners;
      after = parsed.paging;
    }
    throw new Error(`HubSpot owners did not end after ${MAX_OWNER_PAGES} pages`);
  }

  const provider: CrmProvider = {
    rateLimit: ({ accessToken }) => limits.get(accessToken) ?? null,

    async searchRecords({ accessToken, accountId, type, query, limit, properties = [] }) {
      const raws = await searchByText({
        client: clientFor(accessToken),
        type,
        query,
        limit: limit ?? DEFAULT_SEARCH_LIMIT,
        asked: properties,
      });
      return toRecords({ raws, type, asked: properties, accountId });
    },

    async getRecord({ accessToken, accountId, type, id, properties = [], propertiesWithHistory = [] }) {
      const answer = await callHubspot(() =>
        clientFor(accessToken).crm.objects.basicApi.getById(
          HUBSPOT_OBJECT_TYPES[type].path,
          id,
          propertiesToRead({ type, asked: properties }),
          propertiesWithHistory.length > 0 ? propertiesWithHistory : undefined,
        ),
      );
      const raw = parseAnswer({ schema: RecordWithHistorySchema, value: answer, what: `${type} ${id}` });
      const [record] = toRecords({ raws: [raw], type, asked: properties, accountId });
      if (!record) throw new Error('unreachable: one raw record maps to one record');
      return propertiesWithHistory.length > 0
        ? { ...record, history: mapHistory(raw.propertiesWithHistory, propertiesWithHistory) }
        : record;
    },

    async findContactsByEmail({ accessToken, accountId, emails, properties = [] }) {
      const raws = await searchContactsByEmail({ client: clientFor(accessToken), emails, asked: properties });
      return toRecords({ raws, type: 'contact', asked: properties, accountId });
    },

    async listAssociatedRecords({ accessToken, accountId, from, toType, properties = [] }) {
      const client = clientFor(accessToken);
      const ids = await associatedIds({ client, from, toType });
      const raws = await readMany({ client, type: toType, ids, asked: properties });
      return toRecords({ raws, type: toType, asked: properties, accountId });
    },

    async updateRecord({ accessToken, accountId, type, id, properties }) {
      // HubSpot clears a property given the empty string.
      const values = Object.fromEntries(
        Object.entries(properties).map(([name, value]) => [name, value ?? '']),
      );
      const answer = await callHubspot(() =>
        clientFor(accessToken).crm.objects.basicApi.update(HUBSPOT_OBJECT_TYPES[type].path, id, {
          properties: values,
        }),
      );
      const raw = parseAnswer({ schema: RecordSchema, value: answer, what: `the updated ${type} ${id}` });
      const { displayName: _unread, ...update } = mapRecord({
        raw,
        type,
        asked: Object.keys(properties),
        url: hubspotRecordUrl({ appUrl, accountId, record: { type, id } }),
      });
      return update;
    },

    async listProperties({ accessToken, type }) {
      const answer = await callHubspot(() =>
        clientFor(accessToken).crm.properties.coreApi.getAll(HUBSPOT_OBJECT_TYPES[type].path, false),
      );
      return parseAnswer({
        schema: PropertyListSchema,
        value: answer,
        what: `${type} properties`,
      }).results.map(mapProperty);
    },

    listOwners: ({ accessToken }) => listOwnerPages(clientFor(accessToken)),

    async listDealStages({ accessToken }) {
      const answer = await callHubspot(() =>
        clientFor(accessToken).crm.pipelines.pipelinesApi.getAll('deals'),
      );
      return mapDealStages(
        parseAnswer({ schema: PipelineListSchema, value: answer, what: 'deal pipelines' }),
      );
    },

    async listAssociationLabels({ accessToken, fromType, toType }) {
      const answer = await callHubspot(() =>
        clientFor(accessToken).crm.associations.v4.schema.definitionsApi.getAll(
          HUBSPOT_OBJECT_TYPES[fromType].path,
          HUBSPOT_OBJECT_TYPES[toType].path,
        ),
      );
      return parseAnswer({
        schema: AssociationLabelListSchema,
        value: answer,
        what: `association labels from ${fromType} to ${toType}`,
      }).results.map(mapAssociationLabel);
    },

    createMeeting: ({ accessToken, ...input }) =>
      createEngagement({ accessToken, type: 'meeting', write: meetingWrite(input) }),
    createNote: ({ accessToken, ...input }) =>
      createEngagement({ accessToken, type: 'note', write: noteWrite(input) }),
    createTask: ({ accessToken, ...input }) =>
      createEngagement({ accessToken, type: 'task', write: taskWrite(input) }),

    async updateTask({ accessToken, id, ...input }) {
      await callHubspot(() =>
        clientFor(accessToken).crm.objects.basicApi.update(HUBSPOT_OBJECT_TYPES.task.path, id, {
          properties: taskUpdate(input),
        }),
      );
    },

    async deleteEngagement({ accessToken, type, id }) {
      await callHubspot(() =>
        clientFor(accessToken).crm.objects.basicApi.archive(HUBSPOT_OBJECT_TYPES[type].path, id),
      );
    },

    async getEngagement({ accessToken, type, id }) {
      const answer = await callHubspot(() =>
        clientFor(accessToken).crm.objects.basicApi.getById(
          HUBSPOT_OBJECT_TYPES[type].path,
          id,
          ENGAGEMENT_PROPERTIES[type],
          undefined,
          CRM_OBJECT_TYPES.map((recordType) => HUBSPOT_OBJECT_TYPES[recordType].path),
        ),
      );
      const raw = parseAnswer({ schema: RecordWithAssociationsSchema, value: answer, what: `${type} ${id}` });
      // One entry per association type: a record associated twice (labelled and not) is listed once.
      const associations: CrmRecordRef[] = CRM_OBJECT_TYPES.flatMap((recordType) => {
        const ids = raw.associations?.[HUBSPOT_OBJECT_TYPES[recordType].path]?.results.map(
          (result) => result.id,
        );
        return [...new Set(ids ?? [])].map((recordId) => ({ type: recordType, id: recordId }));
      });
      return mapEngagement({ raw, type, associations });
    },

    async listActivities({ accessToken, record, limit }) {
      const client = clientFor(accessToken);
      const max = Math.min(Math.max(limit, 1), MAX_ACTIVITIES);
      // HubSpot's ids grow with time: the highest of each type are its most recent activities.
      const newest = async (type: CrmEngagementType) =>
        (await associatedIds({ client, from: record, toType: type }))
          .sort((a, b) => Number(b) - Number(a))
          .slice(0, max)
          .map((id) => ({ type, id }));
      const refs = (await Promise.all(ENGAGEMENT_TYPES.map(newest))).flat();
      const activities = await Promise.all(
        refs.map(({ type, id }) => provider.getEngagement({ accessToken, type, id })),
      );
      return activities
        .sort((a, b) => (b.timestamp?.getTime() ?? 0) - (a.timestamp?.getTime() ?? 0))
        .slice(0, max);
    },

    async findEngagementByMarker({ accessToken, type, marker }) {
      if (!isValidMarker(marker)) return null;
      const property = MARKER_PROPERTIES[type];
      const answer = await callHubspot(() =>
        clientFor(accessToken).crm.objects.searchApi.doSearch(HUBSPOT_OBJECT_TYPES[type].path, {
          filterGroups: [
            {
              filters: [
                { propertyName: property, operator: FilterOperatorEnum.ContainsToken, value: marker },
              ],
            },
          ],
          properties: [property],
          limit: 10,
          sorts: [],
        }),
      );
      const found = parseAnswer({
        schema: RecordListSchema,
        value: answer,
        what: `a ${type} search`,
      }).results;
      // Search matches tokens; the body must hold the marker itself.
      const match = found.find((raw) => raw.properties[property]?.includes(` ${marker} `));
      return match ? { id: match.id } : null;
    },

    recordUrl: ({ accountId, record, engagementId }) =>
      hubspotRecordUrl({ appUrl, accountId, record, engagementId }),
  };
  return provider;
}
