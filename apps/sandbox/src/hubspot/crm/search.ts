import { z } from 'zod';
import type { CrmRecord, CrmStore } from './crm-store.js';
import { type ObjectTypeDefinition, resolveObjectType } from './object-types.js';

const OPERATORS = [
  'EQ',
  'NEQ',
  'LT',
  'LTE',
  'GT',
  'GTE',
  'BETWEEN',
  'IN',
  'NOT_IN',
  'HAS_PROPERTY',
  'NOT_HAS_PROPERTY',
  'CONTAINS_TOKEN',
  'NOT_CONTAINS_TOKEN',
] as const;

const scalar = z.union([z.string(), z.number(), z.boolean()]).transform(String);

const FilterSchema = z.object({
  propertyName: z.string().min(1),
  operator: z.enum(OPERATORS),
  value: scalar.optional(),
  values: z.array(scalar).optional(),
  highValue: scalar.optional(),
});

const SortSchema = z.union([
  z.string().min(1),
  z.object({ propertyName: z.string().min(1), direction: z.enum(['ASCENDING', 'DESCENDING']).optional() }),
]);

export const SearchRequestSchema = z.object({
  filterGroups: z
    .array(z.object({ filters: z.array(FilterSchema).max(10, 'A filter group may have at most 10 filters') }))
    .max(5, 'A search may have at most 5 filter groups')
    .optional()
    .default([]),
  sorts: z.array(SortSchema).optional().default([]),
  query: z.string().optional(),
  properties: z.array(z.string()).optional().default([]),
  limit: z.number().int().min(0).max(200, 'limit may be at most 200').optional().default(10),
  after: z.union([z.string(), z.number()]).optional(),
});

export type SearchRequest = z.infer<typeof SearchRequestSchema>;
export type Filter = z.infer<typeof FilterSchema>;
type Sort = { propertyName: string; isDescending: boolean };

export type SearchOptions = { type: ObjectTypeDefinition; request: SearchRequest; store: CrmStore };

/**
 * HubSpot CRM search semantics: filter groups are OR-ed, filters in a group AND-ed; `query`
 * looks in the type's searchable properties; comparisons follow the property's type; an
 * `associations.{object}` pseudo-property filters on associated record ids.
 */
export function searchRecords({ type, request, store }: SearchOptions): CrmRecord[] {
  const records = store.list(type.name).filter((record) => !record.archived);
  const matches = records.filter(
    (record) =>
      (request.filterGroups.length === 0 ||
        request.filterGroups.some((group) =>
          group.filters.every((filter) => matchesFilter({ record, filter, store })),
        )) &&
      matchesQuery({ record, type, query: request.query }),
  );
  const sorts = request.sorts.map(toSort);
  return sorts.length === 0 ? matches : [...matches].sort((a, b) => compareBySorts({ a, b, sorts, store }));
}

/** Total filters across groups; HubSpot allows 25. */
export function countFilters(request: SearchRequest): number {
  return request.filterGroups.reduce((total, group) => total + group.filters.length, 0);
}

type MatchesFilterOptions = { record: CrmRecord; filter: Filter; store: CrmStore };

function matchesFilter({ record, filter, store }: MatchesFilterOptions): boolean {
  const association = /^associations\.(.+)$/.exec(filter.propertyName);
  if (association) {
    const toType = resolveObjectType(association[1] ?? '');
    const ids = toType
      ? store
          .associations({ fromType: record.type, fromId: record.id, toType: toType.name })
          .map((link) => link.toId)
      : [];
    const wanted = filter.values ?? (filter.value === undefined ? [] : [filter.value]);
    const isMatch = wanted.some((id) => ids.includes(id));
    if (filter.operator === 'HAS_PROPERTY') return ids.length > 0;
    if (filter.operator === 'NOT_HAS_PROPERTY') return ids.length === 0;
    return filter.operator === 'NEQ' || filter.operator === 'NOT_IN' ? !isMatch : isMatch;
  }

  const raw = record.properties[filter.propertyName] ?? null;
  const kind = store.properties.get({ type: record.type, name: filter.propertyName })?.type ?? 'string';
  const toComparable = (value: string) => comparable({ value, kind });
  const actual = raw === null ? null : toComparable(raw);
  switch (filter.operator) {
    case 'HAS_PROPERTY':
      return actual !== null;
    case 'NOT_HAS_PROPERTY':
      return actual === null;
    case 'CONTAINS_TOKEN':
      return raw !== null && containsToken({ text: raw, token: filter.value ?? '' });
    case 'NOT_CONTAINS_TOKEN':
      return raw === null || !containsToken({ text: raw, token: filter.value ?? '' });
    case 'IN':
      return actual !== null && (filter.values ?? []).map(toComparable).includes(actual);
    case 'NOT_IN':
      return actual === null || !(filter.values ?? []).map(toComparable).includes(actual);
    case 'NEQ':
      return actual !== toComparable(filter.value ?? '');
    default: {
      if (actual === null) return false;
      const value = toComparable(filter.value ?? '');
      if (filter.operator === 'EQ') return actual === value;
      if (filter.operator === 'LT') return actual < value;
      if (filter.operator === 'LTE') return actual <= value;
      if (filter.operator === 'GT') return actual > value;
      if (filter.operator === 'GTE') return actual >= value;
      return actual >= value && actual <= toComparable(filter.highValue ?? '');
    }
  }
}

type ComparableOptions = { value: string; kind: string };

/** Numbers and dates compare as numbers (dates may be epoch ms or ISO); text compares case-insensitively. */
function comparable({ value, kind }: ComparableOptions): string | number {
  if (kind === 'number') return Number(value);
  if (kind === 'datetime' || kind === 'date') return /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return value.toLowerCase();
}

type ContainsTokenOptions = { text: string; token: string };

/** A whole word of the value, or a `*` wildcard pattern against the value or one of its words. */
function containsToken({ text, token }: ContainsTokenOptions): boolean {
  const lowered = text.toLowerCase();
  const wanted = token.toLowerCase();
  const words = lowered.split(/[\s,.;:!?()"'/@-]+/).filter(Boolean);
  if (!wanted.includes('*')) return words.includes(wanted) || lowered === wanted;
  const pattern = new RegExp(`^${wanted.split('*').map(escapeRegExp).join('.*')}$`);
  return pattern.test(lowered) || words.some((word) => pattern.test(word));
}

type MatchesQueryOptions = { record: CrmRecord; type: ObjectTypeDefinition; query: string | undefined };

function matchesQuery({ record, type, query }: MatchesQueryOptions): boolean {
  const wanted = query?.trim().toLowerCase();
  if (!wanted) return true;
  return type.searchableProperties.some((name) => record.properties[name]?.toLowerCase().includes(wanted));
}

function toSort(sort: z.infer<typeof SortSchema>): Sort {
  if (typeof sort !== 'string') {
    return { propertyName: sort.propertyName, isDescending: sort.direction === 'DESCENDING' };
  }
  // The SDK types sorts as strings: accept "name", "-name" and JSON-encoded sort objects.
  if (sort.startsWith('{')) {
    try {
      return toSort(SortSchema.parse(JSON.parse(sort)));
    } catch {
      return { propertyName: sort, isDescending: false };
    }
  }
  return sort.startsWith('-')
    ? { propertyName: sort.slice(1), isDescending: true }
    : { propertyName: sort, isDescending: false };
}

type CompareBySortsOptions = { a: CrmRecord; b: CrmRecord; sorts: Sort[]; store: CrmStore };

function compareBySorts({ a, b, sorts, store }: CompareBySortsOptions): number {
  for (const { propertyName, isDescending } of sorts) {
    const kind = store.properties.get({ type: a.type, name: propertyName })?.type ?? 'string';
    const left = a.properties[propertyName];
    const right = b.properties[propertyName];
    if (left === right) continue;
    // Records without the value go last, whatever the direction.
    if (left === null || left === undefined) return 1;
    if (right === null || right === undefined) return -1;
    const x = comparable({ value: left, kind });
    const y = comparable({ value: right, kind });
    if (x === y) continue;
    const order = x < y ? -1 : 1;
    return isDescending ? -order : order;
  }
  return Number(a.id) - Number(b.id);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
