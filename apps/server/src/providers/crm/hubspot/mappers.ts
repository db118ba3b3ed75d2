import { stripUnstorableCharacters } from '@ting/contracts';
import { z } from 'zod';
import type {
  CrmAssociationLabel,
  CrmDealStage,
  CrmObjectType,
  CrmOwner,
  CrmProperty,
  CrmPropertyChange,
  CrmPropertyType,
  CrmPropertyValues,
  CrmRecord,
  CrmRecordRef,
} from '../crm-provider';
import { hubspotUnexpectedAnswer } from './errors';

// HubSpot's answers are outside input: the SDK types them loosely (ids typed as strings arrive as
// numbers, enums are plain strings), so they are checked here, and kept text is cleaned of NUL and
// lone surrogates, which PostgreSQL cannot store.

const zText = z.string().transform(stripUnstorableCharacters);
const zOptionalText = z
  .string()
  .nullish()
  .transform((value) => (value ? stripUnstorableCharacters(value) : null));
const zId = z.union([z.string().min(1), z.number()]).transform(String);
/** HubSpot sends every property value as text; other scalars are tolerated and turned into text. */
const zPropertyValue = z
  .union([z.string(), z.number(), z.boolean()])
  .nullish()
  .transform((value) =>
    value === null || value === undefined ? null : stripUnstorableCharacters(String(value)),
  );
const zDate = z
  .union([z.date(), z.string(), z.number()])
  .nullish()
  .transform((value) => parseHubspotDate(value));

/** Dates come as `Date` from the SDK's models, ISO text or epoch milliseconds in property values. */
export function parseHubspotDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date
      ? value
      : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Checks an answer against its schema; a mismatch is a `ProviderError` naming what was read. */
export function parseAnswer<Schema extends z.ZodType>(options: {
  schema: Schema;
  value: unknown;
  what: string;
}): z.output<Schema> {
  const parsed = options.schema.safeParse(options.value);
  if (!parsed.success) {
    throw hubspotUnexpectedAnswer({ what: options.what, issue: z.prettifyError(parsed.error) });
  }
  return parsed.data;
}

export const RecordSchema = z.object({
  id: zId,
  properties: z.record(z.string(), zPropertyValue).default({}),
  updatedAt: zDate,
});
export type HubspotRecord = z.output<typeof RecordSchema>;

export const RecordListSchema = z.object({ results: z.array(RecordSchema) });

const HistoryEntrySchema = z.object({
  value: zPropertyValue,
  timestamp: zDate,
  sourceType: zOptionalText,
  updatedByUserId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value))),
});

/** A record read with `propertiesWithHistory=`: each property's past values. */
export const RecordWithHistorySchema = RecordSchema.extend({
  propertiesWithHistory: z.record(z.string(), z.array(HistoryEntrySchema)).nullish(),
});

/** The asked properties' past values, newest first (a property HubSpot does not know has none). */
export function mapHistory(
  raw: Record<string, Array<z.output<typeof HistoryEntrySchema>>> | null | undefined,
  asked: readonly string[],
): Record<string, CrmPropertyChange[]> {
  return Object.fromEntries(
    asked.map((name) => [
      name,
      [...(raw?.[name] ?? [])].sort((a, b) => (b.timestamp?.getTime() ?? 0) - (a.timestamp?.getTime() ?? 0)),
    ]),
  );
}

/** A record read with `associations=`: associated ids per object type path (`contacts`, `deals`…). */
export const RecordWithAssociationsSchema = RecordSchema.extend({
  associations: z.record(z.string(), z.object({ results: z.array(z.object({ id: zId })) })).nullish(),
});

type MapRecordOptions = {
  raw: HubspotRecord;
  type: CrmObjectType;
  /** The properties the caller asked for; the others read (for the name) are left out. */
  asked: readonly string[];
  url: string | null;
};

export function mapRecord({ raw, type, asked, url }: MapRecordOptions): CrmRecord {
  const properties: CrmPropertyValues = {};
  for (const name of asked) {
    const value = raw.properties[name];
    if (value !== undefined) properties[name] = value;
  }
  return {
    id: raw.id,
    type,
    displayName: displayNameOf({ type, id: raw.id, values: raw.properties }),
    properties,
    updatedAt: raw.updatedAt,
    url,
  };
}

function displayNameOf(options: CrmRecordRef & { values: CrmPropertyValues }): string {
  const { type, id, values } = options;
  const first = (...names: string[]) => names.map((name) => values[name]?.trim()).find(Boolean);
  if (type === 'contact') {
    const fullName = [values.firstname, values.lastname]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
    return fullName || first('email') || `Contact ${id}`;
  }
  if (type === 'company') return first('name', 'domain') ?? `Company ${id}`;
  return first('dealname') ?? `Deal ${id}`;
}

const KNOWN_PROPERTY_TYPES: ReadonlySet<string> = new Set<CrmPropertyType>([
  'string',
  'number',
  'date',
  'datetime',
  'enumeration',
  'bool',
  'phone_number',
]);

const PropertySchema = z.object({
  name: zText,
  label: zText,
  description: zOptionalText,
  type: z.string(),
  fieldType: z.string(),
  groupName: zOptionalText,
  options: z.array(z.object({ label: zText, value: zText, hidden: z.boolean().nullish() })).nullish(),
  hidden: z.boolean().nullish(),
  calculated: z.boolean().nullish(),
  hubspotDefined: z.boolean().nullish(),
  referencedObjectType: z.string().nullish(),
  modificationMetadata: z.object({ readOnlyValue: z.boolean().nullish() }).nullish(),
});

export const PropertyListSchema = z.object({ results: z.array(PropertySchema) });

export function mapProperty(raw: z.output<typeof PropertySchema>): CrmProperty {
  return {
    name: raw.name,
    label: raw.label,
    description: raw.description ?? '',
    type: KNOWN_PROPERTY_TYPES.has(raw.type) ? (raw.type as CrmPropertyType) : 'other',
    fieldType: raw.fieldType,
    groupName: raw.groupName ?? '',
    options: (raw.options ?? []).map((option) => ({
      label: option.label,
      value: option.value,
      isHidden: option.hidden ?? false,
    })),
    isHidden: raw.hidden ?? false,
    isCalculated: (raw.calculated ?? false) || raw.fieldType === 'calculation_equation',
    isReadOnly: raw.modificationMetadata?.readOnlyValue ?? false,
    // HubSpot marks its own properties; custom ones leave the flag out or false.
    isCustom: raw.hubspotDefined !== true,
    referencedObjectType: raw.referencedObjectType ?? null,
  };
}

const PagingSchema = z
  .object({ next: z.object({ after: z.string() }).nullish() })
  .nullish()
  .transform((paging) => paging?.next?.after ?? null);

export const OwnerPageSchema = z.object({
  results: z.array(
    z.object({
      id: zId,
      email: zOptionalText,
      firstName: zOptionalText,
      lastName: zOptionalText,
    }),
  ),
  paging: PagingSchema,
});

export function mapOwner(raw: z.output<typeof OwnerPageSchema>['results'][number]): CrmOwner {
  const name = [raw.firstName, raw.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { id: raw.id, email: raw.email, name: name || raw.email || `Owner ${raw.id}` };
}

export const AssociationLabelListSchema = z.object({
  results: z.array(
    z.object({
      category: z.enum(['HUBSPOT_DEFINED', 'USER_DEFINED', 'INTEGRATOR_DEFINED']),
      typeId: z.number().int(),
      label: zOptionalText,
    }),
  ),
});

export function mapAssociationLabel(
  raw: z.output<typeof AssociationLabelListSchema>['results'][number],
): CrmAssociationLabel {
  return { category: raw.category, typeId: raw.typeId, label: raw.label };
}

/** One page of associations v4: the associated ids, and where the next page starts. */
export const AssociationPageSchema = z.object({
  results: z.array(z.object({ toObjectId: zId })),
  paging: PagingSchema,
});

export const PipelineListSchema = z.object({
  results: z.array(
    z.object({
      id: zId,
      stages: z.array(
        z.object({
          id: zId,
          label: zText,
          metadata: z.record(z.string(), z.unknown()).nullish(),
        }),
      ),
    }),
  ),
});

export function mapDealStages(raw: z.output<typeof PipelineListSchema>): CrmDealStage[] {
  return raw.results.flatMap((pipeline) =>
    pipeline.stages.map((stage) => ({
      pipelineId: pipeline.id,
      id: stage.id,
      label: stage.label,
      // HubSpot writes the flag as the text "true" / "false".
      isClosed: String(stage.metadata?.isClosed ?? 'false') === 'true',
    })),
  );
}
