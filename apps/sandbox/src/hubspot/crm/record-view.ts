import { associationTypeById } from './association-types.js';
import { type CrmRecord, type CrmStore, type PropertyValues, versionsOf } from './crm-store.js';
import { type ObjectTypeDefinition, objectType } from './object-types.js';

export type RecordViewOptions = {
  record: CrmRecord;
  store: CrmStore;
  /** Names from `properties=`; none means the type's default set. */
  properties?: readonly string[];
  propertiesWithHistory?: readonly string[];
  /** Object types from `associations=`. */
  associations?: readonly ObjectTypeDefinition[];
};

/** A record in the v3 objects API's shape (`SimplePublicObjectWithAssociations`). */
export function toApiRecord(options: RecordViewOptions): Record<string, unknown> {
  const { record, store, properties = [], propertiesWithHistory = [], associations = [] } = options;
  const withHistory = historyOf({ record, store, names: propertiesWithHistory });
  const associated = Object.fromEntries(
    associations.flatMap((toType) => {
      const results = store
        .associations({ fromType: record.type, fromId: record.id, toType: toType.name })
        .flatMap(({ toId, typeIds }) =>
          typeIds.map((typeId) => ({ id: toId, type: associationTypeById(typeId)?.name ?? String(typeId) })),
        );
      return results.length > 0 ? [[toType.name, { results }]] : [];
    }),
  );
  return {
    id: record.id,
    properties: selectProperties({ record, store, names: properties }),
    ...(propertiesWithHistory.length > 0 ? { propertiesWithHistory: withHistory } : {}),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    archived: record.archived,
    ...(record.archivedAt ? { archivedAt: record.archivedAt } : {}),
    ...(Object.keys(associated).length > 0 ? { associations: associated } : {}),
  };
}

type SelectPropertiesOptions = { record: CrmRecord; store: CrmStore; names: readonly string[] };

/**
 * HubSpot's rule: the requested properties that exist (null when empty, unknown ones silently
 * left out), always with the id and the create and modify dates; the defaults when none asked.
 */
export function selectProperties({ record, store, names }: SelectPropertiesOptions): PropertyValues {
  const type = objectType(record.type);
  const wanted =
    names.length > 0
      ? [...names, 'hs_object_id', type.createdProperty, type.modifiedProperty]
      : type.defaultProperties;
  const selected: PropertyValues = {};
  for (const name of wanted) {
    if (!store.properties.get({ type: record.type, name })) continue;
    selected[name] = record.properties[name] ?? null;
  }
  return selected;
}

/** `propertiesWithHistory`: each asked property's versions, newest first (HubSpot's `ValueWithTimestamp`). */
function historyOf({ record, store, names }: SelectPropertiesOptions) {
  return Object.fromEntries(
    names
      .filter((name) => store.properties.get({ type: record.type, name }))
      .map((name) => [
        name,
        versionsOf(record, name).map(({ value, timestamp, sourceType, sourceId, updatedByUserId }) => ({
          value,
          timestamp,
          sourceType,
          ...(sourceId !== undefined ? { sourceId } : {}),
          ...(updatedByUserId !== undefined ? { updatedByUserId } : {}),
        })),
      ]),
  );
}

/** Reads `?properties=a,b&properties=c` (the SDK repeats the parameter; people also use commas). */
export function listParam({ params, name }: { params: URLSearchParams; name: string }): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}
