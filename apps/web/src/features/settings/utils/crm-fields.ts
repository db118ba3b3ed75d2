import { RECOMMENDED_CRM_PROPERTIES, type TField } from '@ting/contracts';

const byLabel = (a: TField, b: TField): number =>
  a.label.localeCompare(b.label, undefined, { sensitivity: 'base' });

/** The objects table's order (spec section 2): by label. */
export const sortObjectFields = (fields: readonly TField[]): TField[] => [...fields].sort(byLabel);

/** The properties table's order (spec section 2): by label, then by object. */
export const sortPropertyFields = (fields: readonly TField[]): TField[] =>
  [...fields].sort((a, b) => byLabel(a, b) || a.hs_object.localeCompare(b.hs_object));

export type TFilterFieldsOptions = {
  fields: readonly TField[];
  search: string;
};

/** The import modal's search: a property whose label or object type contains the text, ignoring case. */
export const filterFieldsBySearch = ({ fields, search }: TFilterFieldsOptions): TField[] => {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...fields];
  return fields.filter(
    (field) => field.label.toLowerCase().includes(needle) || field.hs_object.toLowerCase().includes(needle),
  );
};

/** Why Ting recommends filling this property (deal amount, close date…), or null for any other. */
export const recommendationOf = (field: Pick<TField, 'hs_object' | 'name'>): string | null =>
  RECOMMENDED_CRM_PROPERTIES.find((item) => item.hs_object === field.hs_object && item.name === field.name)
    ?.reason ?? null;
