import type { TCrmObjectType } from '@ting/contracts';
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { crmFields, crmWrites, organizations } from '../../db/schema';
import {
  type CrmFieldRow,
  DEFAULT_OBJECT_FIELDS,
  type FieldAcceptance,
  objectLabel,
  type StoredOption,
} from './crm-field-dto';

type Scope = { organizationId: string };
type FieldKey = Scope & { id: string };

/** A property's definition as HubSpot last gave it (never its prompt, which belongs to the user). */
export type PropertyDefinition = {
  label: string;
  description: string;
  propertyType: string;
  fieldType: string;
  options: StoredOption[];
};

/**
 * Marks the organization's recommended properties as set up; true only the first time (in a
 * transaction with the set-up, so a failed one is tried again).
 */
export async function claimRecommendedSetUp(db: Database, { organizationId, at }: Scope & { at: Date }) {
  const claimed = await db
    .update(organizations)
    .set({ crmRecommendedSetUpAt: at })
    .where(and(eq(organizations.id, organizationId), isNull(organizations.crmRecommendedSetUpAt)))
    .returning({ id: organizations.id });
  return claimed.length > 0;
}

/** The three objects exist for every organization: created with their defaults on first read. */
export async function ensureObjectFields(db: Database, { organizationId }: Scope): Promise<void> {
  await db
    .insert(crmFields)
    .values(
      DEFAULT_OBJECT_FIELDS.map((object) => ({
        organizationId,
        objectType: object.objectType,
        propertyName: null,
        label: objectLabel(object.objectType),
        description: object.description,
        prompt: object.prompt,
        isEnabled: object.isEnabled,
      })),
    )
    .onConflictDoNothing();
}

export function listFields(db: Database, { organizationId }: Scope): Promise<CrmFieldRow[]> {
  return db.select().from(crmFields).where(eq(crmFields.organizationId, organizationId));
}

export function listImportedProperties(db: Database, { organizationId }: Scope): Promise<CrmFieldRow[]> {
  return db
    .select()
    .from(crmFields)
    .where(and(eq(crmFields.organizationId, organizationId), isNotNull(crmFields.propertyName)));
}

export async function findField(db: Database, { organizationId, id }: FieldKey) {
  const [row] = await db
    .select()
    .from(crmFields)
    .where(and(eq(crmFields.organizationId, organizationId), eq(crmFields.id, id)))
    .limit(1);
  return row;
}

/** Inserts imported properties; one already there is skipped (the caller compares counts). */
export function insertProperties(
  db: Database,
  options: Scope & {
    properties: Array<PropertyDefinition & { objectType: TCrmObjectType; name: string; prompt: string }>;
    at: Date;
  },
): Promise<CrmFieldRow[]> {
  if (options.properties.length === 0) return Promise.resolve([]);
  return db
    .insert(crmFields)
    .values(
      options.properties.map(({ objectType, name, ...property }) => ({
        organizationId: options.organizationId,
        objectType,
        propertyName: name,
        ...property,
        isEnabled: true,
        refreshedAt: options.at,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

export async function updateFieldSettings(
  db: Database,
  options: FieldKey & { prompt?: string; isEnabled?: boolean },
): Promise<CrmFieldRow | undefined> {
  const [row] = await db
    .update(crmFields)
    .set({ prompt: options.prompt, isEnabled: options.isEnabled, updatedAt: new Date() })
    .where(and(eq(crmFields.organizationId, options.organizationId), eq(crmFields.id, options.id)))
    .returning();
  return row;
}

/** Deletes an imported property; objects are never deleted (the service refuses first). */
export async function deleteProperty(db: Database, { organizationId, id }: FieldKey): Promise<boolean> {
  const rows = await db
    .delete(crmFields)
    .where(
      and(
        eq(crmFields.organizationId, organizationId),
        eq(crmFields.id, id),
        isNotNull(crmFields.propertyName),
      ),
    )
    .returning({ id: crmFields.id });
  return rows.length > 0;
}

/** HubSpot still has it: its definition as read now, and no longer missing. */
export async function saveDefinition(
  db: Database,
  options: FieldKey & { definition: PropertyDefinition; at: Date },
): Promise<void> {
  await db
    .update(crmFields)
    .set({ ...options.definition, refreshedAt: options.at, missingSince: null, updatedAt: options.at })
    .where(and(eq(crmFields.organizationId, options.organizationId), eq(crmFields.id, options.id)));
}

/** HubSpot no longer has them: missing since the first time that was seen. */
export async function markMissing(db: Database, options: Scope & { ids: string[]; at: Date }) {
  if (options.ids.length === 0) return;
  await db
    .update(crmFields)
    .set({
      missingSince: sql`coalesce(${crmFields.missingSince}, ${options.at.toISOString()}::timestamptz)`,
      refreshedAt: options.at,
      updatedAt: options.at,
    })
    .where(and(eq(crmFields.organizationId, options.organizationId), inArray(crmFields.id, options.ids)));
}

/**
 * Per field, of the proposals people decided on in review (the crm-sync module's writes, read
 * here as a read model), how many were approved unchanged. Fields without decisions are absent.
 */
export async function listAcceptance(
  db: Database,
  { organizationId }: Scope,
): Promise<Map<string, FieldAcceptance>> {
  const rows = await db
    .select({
      fieldId: crmWrites.fieldId,
      decided: count(),
      acceptedUnchanged: sql<number>`count(*) filter (where ${crmWrites.decision} = 'approved' and not ${crmWrites.edited})`,
    })
    .from(crmWrites)
    .where(
      and(
        eq(crmWrites.organizationId, organizationId),
        isNotNull(crmWrites.fieldId),
        isNotNull(crmWrites.decision),
      ),
    )
    .groupBy(crmWrites.fieldId);
  return new Map(
    rows.flatMap((row) =>
      row.fieldId
        ? [[row.fieldId, { decided: Number(row.decided), accepted_unchanged: Number(row.acceptedUnchanged) }]]
        : [],
    ),
  );
}
