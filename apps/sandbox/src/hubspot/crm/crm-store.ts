import { join } from 'node:path';
import { createJsonFileWriter, readJsonFile } from '../../shared/json-file.js';
import { PORTAL } from '../portal.js';
import { associationTypeById } from './association-types.js';
import { type ObjectTypeName, objectType } from './object-types.js';
import { openPropertyStore, type PropertyStore } from './properties/property-store.js';

export type PropertyValues = Record<string, string | null>;

/**
 * Who set a property, as HubSpot's `propertiesWithHistory` says: `INTEGRATION` (an app's API call,
 * `sourceId` its app id), `CRM_UI` (a person in HubSpot, `updatedByUserId` their user id),
 * `AUTOMATION_PLATFORM` (a workflow), `MIGRATION` (the sandbox's seed).
 */
export type ChangeSource = { sourceType: string; sourceId?: string; updatedByUserId?: number };

/** One past value of a property (`''` when it was cleared). */
export type PropertyChange = ChangeSource & { value: string; timestamp: string };

/** HubSpot keeps a bounded number of versions per property. */
const MAX_VERSIONS = 20;

/** A CRM record as stored; all property values are strings, like HubSpot's. */
export type CrmRecord = {
  id: string;
  type: ObjectTypeName;
  properties: PropertyValues;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  archivedAt?: string;
  /** Each property's versions, newest first (absent in state files written before history was kept). */
  history?: Record<string, PropertyChange[]>;
};

type StoredAssociation = {
  fromType: ObjectTypeName;
  fromId: string;
  toType: ObjectTypeName;
  toId: string;
  typeIds: number[];
};

type CrmFile = { nextId: number; records: CrmRecord[]; associations: StoredAssociation[] };

export type RecordKey = { type: ObjectTypeName; id: string };
export type AssociateOptions = {
  fromType: ObjectTypeName;
  fromId: string;
  toType: ObjectTypeName;
  toId: string;
  typeIds: number[];
};
export type AssociationsQuery = { fromType: ObjectTypeName; fromId: string; toType: ObjectTypeName };

export type CrmStore = {
  /** The portal's property definitions (changed and archived through the sandbox's controls). */
  properties: PropertyStore;
  /** Every record of a type in id order, archived ones included. */
  list(type: ObjectTypeName): CrmRecord[];
  get(key: RecordKey): CrmRecord | undefined;
  findBy(options: { type: ObjectTypeName; property: string; value: string }): CrmRecord | undefined;
  /** `source` defaults to an app's API call (`INTEGRATION`). */
  create(options: {
    type: ObjectTypeName;
    properties: PropertyValues;
    at?: Date;
    source?: ChangeSource;
  }): CrmRecord;
  /** Sets the given properties; each one whose value changes gets a version from `source` (default `INTEGRATION`). */
  update(options: RecordKey & { properties: PropertyValues; source?: ChangeSource }): CrmRecord | undefined;
  archive(key: RecordKey): boolean;
  /** Adds association types in both directions (each type id brings its inverse). */
  associate(options: AssociateOptions): void;
  /** Associated records of one type, in the order the associations were made. */
  associations(query: AssociationsQuery): Array<{ toId: string; typeIds: number[] }>;
  dissociate(options: Omit<AssociateOptions, 'typeIds'>): void;
  flush(): Promise<void>;
};

export type OpenCrmStoreOptions = {
  dataDir: string;
  /** Fills a brand-new portal; runs once, when there is no state file yet. */
  seed(store: CrmStore): void;
  now?: () => Date;
};

const FIRST_ID = 101;

/** Records and associations of the sandbox HubSpot portal, kept in `hubspot-crm.json`, and its property definitions. */
export async function openCrmStore({
  dataDir,
  seed,
  now = () => new Date(),
}: OpenCrmStoreOptions): Promise<CrmStore> {
  const path = join(dataDir, 'hubspot-crm.json');
  const loaded = await readJsonFile<CrmFile>(path);
  let nextId = loaded?.nextId ?? FIRST_ID;
  const records = new Map((loaded?.records ?? []).map((record) => [recordKey(record), record]));
  const links = new Map((loaded?.associations ?? []).map((link) => [linkKey(link), link]));
  const properties = await openPropertyStore({ dataDir, now });
  const writer = createJsonFileWriter(path);
  const save = () =>
    writer.write({ nextId, records: [...records.values()], associations: [...links.values()] });

  function addLink({ fromType, fromId, toType, toId, typeIds }: AssociateOptions): void {
    const key = linkKey({ fromType, fromId, toType, toId });
    const link = links.get(key) ?? { fromType, fromId, toType, toId, typeIds: [] };
    link.typeIds = [...new Set([...link.typeIds, ...typeIds])];
    links.set(key, link);
  }

  const store: CrmStore = {
    properties,
    list(type) {
      return [...records.values()]
        .filter((record) => record.type === type)
        .sort((a, b) => Number(a.id) - Number(b.id));
    },
    get: ({ type, id }) => records.get(recordKey({ type, id })),
    findBy({ type, property, value }) {
      const wanted = value.toLowerCase();
      return store
        .list(type)
        .find((record) => !record.archived && record.properties[property]?.toLowerCase() === wanted);
    },
    create({ type, properties, at = now(), source = API_SOURCE }) {
      const definition = objectType(type);
      const id = String(nextId++);
      const stamp = at.toISOString();
      const values: PropertyValues = {
        ...cleaned(properties),
        hs_object_id: id,
        [definition.createdProperty]: stamp,
        [definition.modifiedProperty]: stamp,
      };
      const record: CrmRecord = {
        id,
        type,
        properties: values,
        createdAt: stamp,
        updatedAt: stamp,
        archived: false,
        history: {},
      };
      recordVersions({ record, changed: values, source, timestamp: stamp });
      records.set(recordKey(record), record);
      save();
      return record;
    },
    update({ type, id, properties, source = API_SOURCE }) {
      const record = records.get(recordKey({ type, id }));
      if (!record || record.archived) return undefined;
      record.history ??= legacyHistory(record);
      const stamp = now().toISOString();
      const changed = Object.fromEntries(
        Object.entries(cleaned(properties)).filter(
          ([name, value]) => (record.properties[name] ?? null) !== value,
        ),
      );
      record.properties = {
        ...record.properties,
        ...changed,
        [objectType(type).modifiedProperty]: stamp,
      };
      record.updatedAt = stamp;
      recordVersions({ record, changed, source, timestamp: stamp });
      save();
      return record;
    },
    archive({ type, id }) {
      const record = records.get(recordKey({ type, id }));
      if (!record || record.archived) return false;
      const stamp = now().toISOString();
      record.archived = true;
      record.archivedAt = stamp;
      record.updatedAt = stamp;
      save();
      return true;
    },
    associate({ fromType, fromId, toType, toId, typeIds }) {
      addLink({ fromType, fromId, toType, toId, typeIds });
      const inverse = typeIds.flatMap((typeId) => {
        const type = associationTypeById(typeId);
        return type ? [type.inverseTypeId] : [];
      });
      addLink({ fromType: toType, fromId: toId, toType: fromType, toId: fromId, typeIds: inverse });
      save();
    },
    associations({ fromType, fromId, toType }) {
      return [...links.values()]
        .filter((link) => link.fromType === fromType && link.fromId === fromId && link.toType === toType)
        .filter((link) => {
          const target = records.get(recordKey({ type: toType, id: link.toId }));
          return target !== undefined && !target.archived;
        })
        .map((link) => ({ toId: link.toId, typeIds: link.typeIds }));
    },
    dissociate({ fromType, fromId, toType, toId }) {
      links.delete(linkKey({ fromType, fromId, toType, toId }));
      links.delete(linkKey({ fromType: toType, fromId: toId, toType: fromType, toId: fromId }));
      save();
    },
    flush: async () => {
      await Promise.all([writer.flush(), properties.flush()]);
    },
  };

  if (!loaded) seed(store);
  return store;
}

/** What the v3 objects API writes carry: the sandbox's public app. */
export const API_SOURCE: ChangeSource = { sourceType: 'INTEGRATION', sourceId: String(PORTAL.appId) };

/** Adds a version per changed property (a cleared one as `''`), newest first, bounded. */
function recordVersions(options: {
  record: CrmRecord;
  changed: PropertyValues;
  source: ChangeSource;
  timestamp: string;
}): void {
  const { record, changed, source, timestamp } = options;
  const history = record.history ?? {};
  for (const [name, value] of Object.entries(changed)) {
    const versions = history[name] ?? [];
    if (value === null && versions.length === 0) continue;
    history[name] = [{ value: value ?? '', timestamp, ...source }, ...versions].slice(0, MAX_VERSIONS);
  }
  record.history = history;
}

/**
 * A record from a state file written before history was kept: each set property has one version,
 * stamped with the record's last change, as that file's sandbox answered.
 */
function legacyHistory(record: CrmRecord): Record<string, PropertyChange[]> {
  return Object.fromEntries(
    Object.entries(record.properties)
      .filter(([, value]) => value !== null)
      .map(([name, value]) => [name, [{ value: value ?? '', timestamp: record.updatedAt, ...API_SOURCE }]]),
  );
}

/** A property's versions, newest first: `[]` when it was never set. */
export function versionsOf(record: CrmRecord, name: string): PropertyChange[] {
  if (record.history) return record.history[name] ?? [];
  const value = record.properties[name];
  return value === null || value === undefined ? [] : [{ value, timestamp: record.updatedAt, ...API_SOURCE }];
}

function recordKey({ type, id }: RecordKey): string {
  return `${type}:${id}`;
}

function linkKey(link: Omit<StoredAssociation, 'typeIds'>): string {
  return `${link.fromType}:${link.fromId}>${link.toType}:${link.toId}`;
}

/** HubSpot clears a property when it is set to an empty string. */
function cleaned(properties: PropertyValues): PropertyValues {
  return Object.fromEntries(
    Object.entries(properties).map(([name, value]) => [name, value === '' ? null : value]),
  );
}
