import {
  CRM_OBJECT_TYPES,
  isUuid,
  RECOMMENDED_CRM_PROPERTIES,
  type TCrmObjectType,
  type TField,
  type TFieldImportBody,
  type TFieldImportList,
  type TFieldList,
  type TFieldPatchBody,
} from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { CrmProperty } from '../../providers/crm/crm-provider';
import type { CrmConnection } from '../crm/crm-connection';
import type { Principal } from '../identity/access-token';
import { requireAdmin } from '../organizations/require-admin';
import {
  byLabelThenObject,
  type CrmFieldRow,
  defaultPropertyPrompt,
  toField,
  toImportableField,
  unfillableReason,
  visibleOptions,
} from './crm-field-dto';
import {
  claimRecommendedSetUp,
  deleteProperty,
  ensureObjectFields,
  findField,
  insertProperties,
  listAcceptance,
  listFields,
  listImportedProperties,
  markMissing,
  type PropertyDefinition,
  saveDefinition,
  updateFieldSettings,
} from './crm-fields.repository';

export type CrmFieldsServiceDeps = {
  db: Database;
  crm: CrmConnection;
  queue: JobQueue;
  log: FastifyBaseLogger;
};

/** HubSpot's property definitions per object, as read in one go. */
type Definitions = Map<TCrmObjectType, Map<string, CrmProperty>>;

const definitionOf = (property: CrmProperty): PropertyDefinition => ({
  label: property.label,
  description: property.description,
  propertyType: property.type,
  fieldType: property.fieldType,
  options: visibleOptions(property),
});

const keyOf = (type: TCrmObjectType, name: string) => `${type}.${name}`;

/**
 * Which HubSpot objects and properties Ting fills after meetings, per organization: the three
 * objects (created with default prompts on first read) and the properties imported from HubSpot,
 * whose definitions are refreshed on every import and daily. Prompts and switches belong to people
 * and are never overwritten by a refresh.
 */
export function createCrmFieldsService(deps: CrmFieldsServiceDeps) {
  const { db, crm, log } = deps;

  async function requireConnected(organizationId: string) {
    if (!(await crm.isConnected(organizationId))) {
      throw new AppError('NOT_CONNECTED', 'Connect HubSpot to choose the fields Ting fills.');
    }
  }

  /** Importing, deleting and changing fields is the admin's; reading them is everyone's. */
  const requireFieldsAdmin = (principal: Principal) =>
    requireAdmin({ db, principal, action: 'manage_crm_fields' });

  /** A field of the caller's organization; any other id (another organization's, malformed) is 404. */
  async function requireField(principal: Principal, id: string): Promise<CrmFieldRow> {
    const row = isUuid(id)
      ? await findField(db, { organizationId: principal.organizationId, id })
      : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'Field not found.');
    return row;
  }

  async function readDefinitions(organizationId: string, types: readonly TCrmObjectType[]) {
    const lists = await crm.withCrm(organizationId, (provider, access) =>
      Promise.all(types.map((type) => provider.listProperties({ accessToken: access.accessToken, type }))),
    );
    const definitions: Definitions = new Map();
    types.forEach((type, index) => {
      definitions.set(type, new Map((lists[index] ?? []).map((property) => [property.name, property])));
    });
    return definitions;
  }

  /** Brings imported properties in line with HubSpot's definitions (of the types that were read). */
  async function applyDefinitions(
    tx: Database,
    options: { organizationId: string; rows: CrmFieldRow[]; definitions: Definitions; at: Date },
  ) {
    const { organizationId, definitions, at } = options;
    const missing: string[] = [];
    for (const row of options.rows) {
      const known = definitions.get(row.objectType);
      if (!known || row.propertyName === null) continue;
      const property = known.get(row.propertyName);
      if (property) {
        await saveDefinition(tx, { organizationId, id: row.id, definition: definitionOf(property), at });
      } else {
        missing.push(row.id);
      }
    }
    await markMissing(tx, { organizationId, ids: missing, at });
  }

  /** Re-reads the definitions of an organization's imported properties (skipped when there are none). */
  async function refreshOrganization(organizationId: string): Promise<void> {
    const rows = await listImportedProperties(db, { organizationId });
    if (rows.length === 0) return;
    const types = CRM_OBJECT_TYPES.filter((type) => rows.some((row) => row.objectType === type));
    const definitions = await readDefinitions(organizationId, types);
    const at = new Date();
    await inTransaction(db, (tx) => applyDefinitions(tx, { organizationId, rows, definitions, at }));
  }

  /** The chosen properties, each checked against HubSpot: unknown or unfillable → 400, imported → 409. */
  function checkImport(options: { body: TFieldImportBody; definitions: Definitions; imported: Set<string> }) {
    const seen = new Set<string>();
    return options.body.fields.map(({ hs_object: type, name }) => {
      const property = options.definitions.get(type)?.get(name);
      const what = `${type} property "${name}"`;
      if (!property) throw new AppError('VALIDATION_ERROR', `HubSpot has no ${what}.`);
      const reason = unfillableReason(property);
      if (reason) throw new AppError('VALIDATION_ERROR', `The ${what} is ${reason}, so Ting cannot fill it.`);
      const key = keyOf(type, name);
      if (options.imported.has(key)) throw new AppError('CONFLICT', `The ${what} is already imported.`);
      if (seen.has(key)) throw new AppError('CONFLICT', `The ${what} is listed twice.`);
      seen.add(key);
      return { type, property };
    });
  }

  return {
    async list(principal: Principal): Promise<TFieldList> {
      const { organizationId } = principal;
      await requireConnected(organizationId);
      let rows = await listFields(db, { organizationId });
      if (rows.filter((row) => row.propertyName === null).length < CRM_OBJECT_TYPES.length) {
        await ensureObjectFields(db, { organizationId });
        rows = await listFields(db, { organizationId });
      }
      const acceptance = await listAcceptance(db, { organizationId });
      const fields = rows.map((row) => toField(row, acceptance.get(row.id) ?? null)).sort(byLabelThenObject);
      return {
        hs: fields.filter((field) => field.kind === 'object'),
        properties: fields.filter((field) => field.kind === 'property'),
      };
    },

    /** HubSpot's properties Ting could fill and the organization has not imported yet. */
    async listImportable(principal: Principal): Promise<TFieldImportList> {
      const { organizationId } = principal;
      const definitions = await readDefinitions(organizationId, CRM_OBJECT_TYPES);
      const imported = new Set(
        (await listImportedProperties(db, { organizationId })).map((row) =>
          keyOf(row.objectType, row.propertyName ?? ''),
        ),
      );
      const properties = [...definitions].flatMap(([type, byName]) =>
        [...byName.values()]
          .filter((property) => unfillableReason(property) === null)
          .filter((property) => !imported.has(keyOf(type, property.name)))
          .map((property) => toImportableField(type, property)),
      );
      return { properties: properties.sort(byLabelThenObject) };
    },

    /** Imports the chosen properties, all or none, and refreshes the ones imported before. */
    async importProperties(principal: Principal, body: TFieldImportBody): Promise<TField[]> {
      const { organizationId } = principal;
      await requireFieldsAdmin(principal);
      const definitions = await readDefinitions(organizationId, CRM_OBJECT_TYPES);
      const at = new Date();
      const rows = await inTransaction(db, async (tx) => {
        const existing = await listImportedProperties(tx, { organizationId });
        const imported = new Set(existing.map((row) => keyOf(row.objectType, row.propertyName ?? '')));
        const chosen = checkImport({ body, definitions, imported });
        await applyDefinitions(tx, { organizationId, rows: existing, definitions, at });
        const inserted = await insertProperties(tx, {
          organizationId,
          at,
          properties: chosen.map(({ type, property }) => ({
            objectType: type,
            name: property.name,
            prompt: defaultPropertyPrompt({ ...property, objectType: type }),
            ...definitionOf(property),
          })),
        });
        // Someone imported one of them meanwhile: nothing of this import is kept.
        if (inserted.length !== chosen.length) {
          throw new AppError(
            'CONFLICT',
            'Some of these properties were just imported. Reload and try again.',
          );
        }
        return inserted;
      });
      return rows.map((row) => toField(row)).sort(byLabelThenObject);
    },

    /** Saves a prompt and/or the switch; nothing else of a sent field is taken. */
    async update(principal: Principal, id: string, patch: TFieldPatchBody): Promise<TField> {
      await requireFieldsAdmin(principal);
      await requireConnected(principal.organizationId);
      await requireField(principal, id);
      if (patch.prompt !== undefined && patch.prompt === '') {
        throw new AppError('VALIDATION_ERROR', 'Write a prompt, so Ting knows what to fill in.');
      }
      const row = await updateFieldSettings(db, {
        organizationId: principal.organizationId,
        id,
        prompt: patch.prompt,
        isEnabled: patch.is_enabled,
      });
      if (!row) throw new AppError('NOT_FOUND', 'Field not found.');
      const acceptance = await listAcceptance(db, { organizationId: principal.organizationId });
      return toField(row, acceptance.get(row.id) ?? null);
    },

    async remove(principal: Principal, id: string): Promise<{ id: string }> {
      await requireFieldsAdmin(principal);
      await requireConnected(principal.organizationId);
      const row = await requireField(principal, id);
      if (row.propertyName === null) {
        throw new AppError(
          'VALIDATION_ERROR',
          `The ${row.label} object cannot be deleted; turn it off to stop Ting filling it.`,
        );
      }
      if (!(await deleteProperty(db, { organizationId: principal.organizationId, id }))) {
        throw new AppError('NOT_FOUND', 'Field not found.');
      }
      return { id };
    },

    /**
     * On connecting HubSpot: the recommended properties (deal amount, close date, stage, next step)
     * set up with Ting's prompts, so they are proposed without an import. Once per organization: a
     * reconnect brings back none deleted since, and one that chose its properties before keeps them.
     */
    async setUpRecommended(organizationId: string): Promise<number> {
      const types = CRM_OBJECT_TYPES.filter((type) =>
        RECOMMENDED_CRM_PROPERTIES.some((item) => item.hs_object === type),
      );
      const definitions = await readDefinitions(organizationId, types);
      const properties = RECOMMENDED_CRM_PROPERTIES.flatMap((item) => {
        const property = definitions.get(item.hs_object)?.get(item.name);
        // A portal without it, or where Ting cannot write it, is left as it is.
        if (!property || unfillableReason(property) !== null) return [];
        return [
          { objectType: item.hs_object, name: item.name, prompt: item.prompt, ...definitionOf(property) },
        ];
      });
      const at = new Date();
      return inTransaction(db, async (tx) => {
        if (!(await claimRecommendedSetUp(tx, { organizationId, at }))) return 0;
        if ((await listImportedProperties(tx, { organizationId })).length > 0) return 0;
        await ensureObjectFields(tx, { organizationId });
        return (await insertProperties(tx, { organizationId, at, properties })).length;
      });
    },

    refreshOrganization,

    /** The daily refresh: one organization's failure (HubSpot down, access revoked) never stops the rest. */
    async refreshAllOrganizations(): Promise<{ refreshed: number; failed: number }> {
      let refreshed = 0;
      let failed = 0;
      for (const organizationId of await crm.listConnectedOrganizationIds()) {
        try {
          await refreshOrganization(organizationId);
          refreshed += 1;
        } catch (error) {
          failed += 1;
          log.warn({ err: error, organizationId }, 'Could not refresh the imported HubSpot properties');
        }
      }
      return { refreshed, failed };
    },
  };
}

export type CrmFieldsService = ReturnType<typeof createCrmFieldsService>;
