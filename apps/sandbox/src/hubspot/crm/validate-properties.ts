import type { CrmStore, PropertyValues } from './crm-store.js';
import type { ObjectTypeDefinition } from './object-types.js';
import type { PropertyDefinition } from './properties/define-properties.js';

type PropertyError = {
  isValid: false;
  message: string;
  error: string;
  name: string;
  localizedErrorMessage: string;
};

export type ValidatedProperties = { ok: true; values: PropertyValues } | { ok: false; message: string };

export type ValidatePropertiesOptions = {
  store: CrmStore;
  type: ObjectTypeDefinition;
  properties: Record<string, unknown>;
  isCreate: boolean;
};

/**
 * Checks property values the way HubSpot does before writing: the property must exist and be
 * writable, enumerations take only their options, numbers, booleans and dates must parse.
 * Dates may come as epoch milliseconds or ISO 8601 and are stored as ISO, as HubSpot returns them.
 */
export function validateProperties({
  store,
  type,
  properties,
  isCreate,
}: ValidatePropertiesOptions): ValidatedProperties {
  const errors: PropertyError[] = [];
  const values: PropertyValues = {};
  const fail = ({ name, error, message }: { name: string; error: string; message: string }) =>
    errors.push({ isValid: false, message, error, name, localizedErrorMessage: message });

  for (const [name, raw] of Object.entries(properties)) {
    const definition = store.properties.get({ type: type.name, name });
    if (!definition) {
      fail({ name, error: 'PROPERTY_DOESNT_EXIST', message: `Property "${name}" does not exist` });
      continue;
    }
    if (definition.modificationMetadata.readOnlyValue) {
      fail({
        name,
        error: 'READ_ONLY_VALUE',
        message: `"${name}" is a read only property; its value cannot be set.`,
      });
      continue;
    }
    if (raw === null || raw === '') {
      values[name] = null;
      continue;
    }
    const value = typeof raw === 'string' ? raw : String(raw);
    const checked = checkValue({ definition, value });
    if ('error' in checked) fail({ name, ...checked });
    else values[name] = checked.value;
  }
  if (isCreate) {
    for (const name of type.requiredOnCreate) {
      if (values[name] === undefined || values[name] === null) {
        fail({
          name,
          error: 'REQUIRED_PROPERTY',
          message: `Property "${name}" is required to create a ${type.singular}`,
        });
      }
    }
  }
  if (errors.length > 0)
    return { ok: false, message: `Property values were not valid: ${JSON.stringify(errors)}` };
  return { ok: true, values };
}

type CheckValueOptions = { definition: PropertyDefinition; value: string };

function checkValue({
  definition,
  value,
}: CheckValueOptions): { value: string } | { error: string; message: string } {
  switch (definition.type) {
    case 'number':
      return Number.isFinite(Number(value)) && value.trim() !== ''
        ? { value }
        : { error: 'INVALID_DECIMAL', message: `${value} is not a valid number` };
    case 'bool':
      return /^(true|false)$/i.test(value)
        ? { value: value.toLowerCase() }
        : { error: 'INVALID_BOOLEAN', message: `${value} is not a valid boolean: use true or false` };
    case 'date':
    case 'datetime': {
      const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
      return Number.isNaN(time)
        ? {
            error: 'INVALID_DATE',
            message: `${value} is not a valid date: use epoch milliseconds or ISO 8601`,
          }
        : { value: new Date(time).toISOString() };
    }
    case 'enumeration': {
      // Some enumerations (attachments) have no fixed options.
      if (definition.options.length === 0) return { value };
      const allowed = new Set(definition.options.map((option) => option.value));
      const chosen = definition.fieldType === 'checkbox' ? value.split(';') : [value];
      const wrong = chosen.find((item) => !allowed.has(item));
      return wrong === undefined
        ? { value }
        : {
            error: 'INVALID_OPTION',
            message: `${wrong} was not one of the allowed options: [${[...allowed].join(', ')}]`,
          };
    }
    default:
      return { value };
  }
}
