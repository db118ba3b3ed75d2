import { invalidParam } from './stripe-errors.js';
import { type FormObject, type FormValue, isFormObject } from './stripe-form.js';

/** Reads Stripe form parameters, refusing wrong shapes with Stripe's `parameter_invalid_*` errors. */
export function stringParam(form: FormObject, key: string, param = key): string | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParam(param, `Invalid string: ${param} must be a string.`);
  return value;
}

/** An empty string unsets a nullable field (Stripe's convention), so it reads as null. */
export function nullableStringParam(form: FormObject, key: string, param = key): string | null | undefined {
  const value = stringParam(form, key, param);
  return value === '' ? null : value;
}

export function integerParam(
  form: FormObject,
  key: string,
  { min, max, param = key }: { min: number; max: number; param?: string },
): number | undefined {
  const value = stringParam(form, key, param);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(number)) {
    throw invalidParam(param, `Invalid integer: ${value}`);
  }
  if (number < min || number > max) {
    throw invalidParam(
      param,
      `This value must be greater than or equal to ${min} and less than or equal to ${max} (${param}).`,
    );
  }
  return number;
}

export function booleanParam(form: FormObject, key: string, param = key): boolean | undefined {
  const value = stringParam(form, key, param);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidParam(param, `Invalid boolean: ${value}`);
  return value === 'true';
}

export function objectParam(form: FormObject, key: string, param = key): FormObject | undefined {
  const value = form[key];
  if (value === undefined || value === '') return undefined;
  if (!isFormObject(value)) throw invalidParam(param, `Invalid object: ${param} must be a hash.`);
  return value;
}

export function arrayParam(form: FormObject, key: string, param = key): FormValue[] | undefined {
  const value = form[key];
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value)) throw invalidParam(param, `Invalid array: ${param} must be an array.`);
  return value;
}

/** `metadata[key]=value`; an empty value (on updates) means "remove the key", kept as null. */
export function metadataParam(form: FormObject, key = 'metadata'): Record<string, string | null> | undefined {
  const value = objectParam(form, key);
  if (!value) return undefined;
  const metadata: Record<string, string | null> = {};
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalidParam(key, 'Metadata can have at most 50 keys.');
  for (const [name, item] of entries) {
    if (typeof item !== 'string') throw invalidParam(`${key}[${name}]`, 'Metadata values must be strings.');
    if (name.length > 40)
      throw invalidParam(`${key}[${name}]`, 'Metadata keys can be at most 40 characters long.');
    if (item.length > 500)
      throw invalidParam(`${key}[${name}]`, 'Metadata values can be at most 500 characters long.');
    metadata[name] = item === '' ? null : item;
  }
  return metadata;
}

export function definedMetadata(metadata: Record<string, string | null> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata ?? {}).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}
