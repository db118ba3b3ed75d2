/** A value of Stripe's form encoding: `a[b][0][c]=v` nests, numeric or empty brackets make arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Parses Stripe's `application/x-www-form-urlencoded` bracket notation (as stripe-node's `qs`
 * writes it: `line_items[0][price]=…`, `expand[0]=…` or `expand[]=…`, `metadata[key]=…`) into
 * nested objects and arrays. Later duplicates of a scalar key win.
 */
export function parseStripeForm(params: URLSearchParams): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of params) {
    const path = splitKey(rawKey);
    if (!path) continue;
    assign(root, path, value);
  }
  return normaliseArrays(root) as FormObject;
}

function splitKey(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return undefined;
  const parts = [match[1]!];
  for (const [, part = ''] of (match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) parts.push(part);
  return parts;
}

type Node = { [key: string]: Node | string } & { __appended?: number };

function assign(root: FormObject, path: string[], value: string): void {
  let node = root as unknown as Node;
  for (const [index, part] of path.entries()) {
    const isLast = index === path.length - 1;
    // `[]` appends: number it after what is there.
    const key = part === '' ? String(Object.keys(node).filter((name) => /^\d+$/.test(name)).length) : part;
    if (isLast) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object') node[key] = {} as Node;
    node = node[key] as Node;
  }
}

/** Objects whose keys are all 0..n-1 become arrays. */
function normaliseArrays(value: unknown): FormValue {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const isArray =
    entries.length > 0 &&
    entries.every(([key]) => /^\d+$/.test(key)) &&
    entries
      .map(([key]) => Number(key))
      .sort((a, b) => a - b)
      .every((key, index) => key === index);
  if (isArray) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => normaliseArrays(item));
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, normaliseArrays(item)]));
}

export function isFormObject(value: FormValue | undefined): value is FormObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `expand[]` as a list of dotted paths (Stripe accepts a list only). */
export function expandPaths(form: FormObject): string[] {
  const expand = form.expand;
  if (typeof expand === 'string') return [expand];
  if (Array.isArray(expand)) return expand.filter((item): item is string => typeof item === 'string');
  return [];
}
