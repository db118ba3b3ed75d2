import { join } from 'node:path';
import { createJsonFileWriter, readJsonFile } from '../../../shared/json-file.js';
import type { ObjectTypeName } from '../object-types.js';
import type { PropertyDefinition } from './define-properties.js';
import { propertiesOf } from './property-catalog.js';

type PropertyKey = { type: ObjectTypeName; name: string };

/** What the sandbox's controls may change on a definition, as a portal admin would in HubSpot. */
export type PropertyChanges = Partial<
  Pick<PropertyDefinition, 'label' | 'description' | 'hidden' | 'groupName'>
> & {
  options?: Array<{ label: string; value: string; hidden?: boolean }>;
};

/**
 * The portal's property definitions: the catalog, plus what was changed or archived since (kept in
 * `hubspot-properties.json`, so a restarted sandbox answers as before). Read by the properties API
 * and by everything that checks values against definitions.
 */
export type PropertyStore = {
  /** Live definitions of a type in catalog order, or the archived ones. */
  list(type: ObjectTypeName, options?: { archived?: boolean }): PropertyDefinition[];
  /** A live definition; archived ones name nothing, as in HubSpot. */
  get(key: PropertyKey): PropertyDefinition | undefined;
  update(key: PropertyKey & { changes: PropertyChanges }): PropertyDefinition | undefined;
  archive(key: PropertyKey): boolean;
  restore(key: PropertyKey): PropertyDefinition | undefined;
  flush(): Promise<void>;
};

type ChangedDefinition = { type: ObjectTypeName; definition: PropertyDefinition };
type PropertiesFile = { changed: ChangedDefinition[] };

export async function openPropertyStore(options: {
  dataDir: string;
  now?: () => Date;
}): Promise<PropertyStore> {
  const { now = () => new Date() } = options;
  const path = join(options.dataDir, 'hubspot-properties.json');
  const loaded = await readJsonFile<PropertiesFile>(path);
  const changed = new Map(
    (loaded?.changed ?? []).map((entry) => [keyOf({ type: entry.type, name: entry.definition.name }), entry]),
  );
  const writer = createJsonFileWriter(path);
  const save = () => writer.write({ changed: [...changed.values()] } satisfies PropertiesFile);

  /** Every definition of a type, archived ones included, with the changes applied. */
  const all = (type: ObjectTypeName): PropertyDefinition[] =>
    propertiesOf(type).map(
      (definition) => changed.get(keyOf({ type, name: definition.name }))?.definition ?? definition,
    );
  const find = ({ type, name }: PropertyKey) => all(type).find((definition) => definition.name === name);
  const findLive = (key: PropertyKey) => {
    const definition = find(key);
    return definition && !definition.archived ? definition : undefined;
  };

  /** Stores a changed copy; the catalog's own objects are shared by every sandbox and never mutated. */
  function change(key: PropertyKey, edit: (definition: PropertyDefinition) => void) {
    const current = find(key);
    if (!current) return undefined;
    const definition = structuredClone(current);
    edit(definition);
    definition.updatedAt = now().toISOString();
    changed.set(keyOf(key), { type: key.type, definition });
    save();
    return definition;
  }

  return {
    list(type, { archived = false } = {}) {
      return all(type).filter((definition) => definition.archived === archived);
    },
    get: findLive,
    update({ changes, ...key }) {
      if (!findLive(key)) return undefined;
      return change(key, (definition) => {
        const { options, ...rest } = changes;
        Object.assign(definition, rest);
        if (options) {
          definition.options = options.map((option, order) => ({
            label: option.label,
            value: option.value,
            description: '',
            displayOrder: order,
            hidden: option.hidden ?? false,
          }));
        }
      });
    },
    archive(key) {
      if (!findLive(key)) return false;
      return (
        change(key, (definition) => {
          definition.archived = true;
          definition.archivedAt = now().toISOString();
        }) !== undefined
      );
    },
    restore(key) {
      return change(key, (definition) => {
        definition.archived = false;
        delete definition.archivedAt;
      });
    },
    flush: () => writer.flush(),
  };
}

function keyOf({ type, name }: PropertyKey): string {
  return `${type}:${name}`;
}
