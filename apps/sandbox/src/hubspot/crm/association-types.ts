import type { ObjectTypeName } from './object-types.js';

/** One direction of a HUBSPOT_DEFINED association type (ids from the SDK's AssociationTypes enum). */
export type AssociationType = {
  from: ObjectTypeName;
  to: ObjectTypeName;
  typeId: number;
  inverseTypeId: number;
  /** `Primary` for the primary company; null for unlabelled types. */
  label: string | null;
  /** The v3 name shown in `associations.{type}.results[].type`. */
  name: string;
  /** The type `PUT .../associations/default/...` creates. */
  isDefault: boolean;
};

type Pair = {
  a: ObjectTypeName;
  b: ObjectTypeName;
  aToB: number;
  bToA: number;
  label?: string;
  isDefault: boolean;
};

const SINGULAR: Record<ObjectTypeName, string> = {
  contacts: 'contact',
  companies: 'company',
  deals: 'deal',
  meetings: 'meeting',
  notes: 'note',
  tasks: 'task',
};

const PAIRS: readonly Pair[] = [
  { a: 'contacts', b: 'companies', aToB: 279, bToA: 280, isDefault: true },
  { a: 'contacts', b: 'companies', aToB: 1, bToA: 2, label: 'Primary', isDefault: false },
  { a: 'deals', b: 'contacts', aToB: 3, bToA: 4, isDefault: true },
  { a: 'deals', b: 'companies', aToB: 341, bToA: 342, isDefault: true },
  { a: 'deals', b: 'companies', aToB: 5, bToA: 6, label: 'Primary', isDefault: false },
  { a: 'companies', b: 'meetings', aToB: 187, bToA: 188, isDefault: true },
  { a: 'companies', b: 'notes', aToB: 189, bToA: 190, isDefault: true },
  { a: 'companies', b: 'tasks', aToB: 191, bToA: 192, isDefault: true },
  { a: 'contacts', b: 'meetings', aToB: 199, bToA: 200, isDefault: true },
  { a: 'contacts', b: 'notes', aToB: 201, bToA: 202, isDefault: true },
  { a: 'contacts', b: 'tasks', aToB: 203, bToA: 204, isDefault: true },
  { a: 'deals', b: 'meetings', aToB: 211, bToA: 212, isDefault: true },
  { a: 'deals', b: 'notes', aToB: 213, bToA: 214, isDefault: true },
  { a: 'deals', b: 'tasks', aToB: 215, bToA: 216, isDefault: true },
];

function directions(pair: Pair): AssociationType[] {
  const suffix = pair.isDefault && pair.label === undefined && isLabelledPair(pair) ? '_unlabeled' : '';
  const label = pair.label ?? null;
  return [
    {
      from: pair.a,
      to: pair.b,
      typeId: pair.aToB,
      inverseTypeId: pair.bToA,
      label,
      name: `${SINGULAR[pair.a]}_to_${SINGULAR[pair.b]}${suffix}`,
      isDefault: pair.isDefault,
    },
    {
      from: pair.b,
      to: pair.a,
      typeId: pair.bToA,
      inverseTypeId: pair.aToB,
      label,
      name: `${SINGULAR[pair.b]}_to_${SINGULAR[pair.a]}${suffix}`,
      isDefault: pair.isDefault,
    },
  ];
}

/** Whether the pair of objects also has a labelled (Primary) type, which makes the plain one "unlabeled". */
function isLabelledPair(pair: Pair): boolean {
  return PAIRS.some((other) => other.a === pair.a && other.b === pair.b && other.label !== undefined);
}

export const ASSOCIATION_TYPES: readonly AssociationType[] = PAIRS.flatMap(directions);

export function associationTypeById(typeId: number): AssociationType | undefined {
  return ASSOCIATION_TYPES.find((type) => type.typeId === typeId);
}

export function associationTypesBetween(options: {
  from: ObjectTypeName;
  to: ObjectTypeName;
}): AssociationType[] {
  return ASSOCIATION_TYPES.filter((type) => type.from === options.from && type.to === options.to);
}

export function defaultAssociationType(options: {
  from: ObjectTypeName;
  to: ObjectTypeName;
}): AssociationType | undefined {
  return associationTypesBetween(options).find((type) => type.isDefault);
}
