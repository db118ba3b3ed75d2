import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { readJson } from '../../shared/http.js';
import type { RouteContext } from '../../shared/router.js';
import { sendHubspotError, sendValidationError } from '../hubspot-errors.js';
import type { AuthorizeCall } from './crm-auth.js';
import type { CrmStore } from './crm-store.js';
import { type ObjectTypeDefinition, resolveObjectType } from './object-types.js';

/** What every CRM route needs. */
export type CrmContext = {
  store: CrmStore;
  authorize: AuthorizeCall;
  /** `${publicUrl}/hubspot`, for `paging.next.link`. */
  baseUrl: string;
};

type ResolveTypeOptions = { res: ServerResponse; segment: string | undefined };

/** The object type named in a path segment; answers HubSpot's 400 and returns undefined when unknown. */
export function resolveTypeOrFail({
  res,
  segment = '',
}: ResolveTypeOptions): ObjectTypeDefinition | undefined {
  const type = resolveObjectType(segment);
  if (!type) sendValidationError(res, `Unable to infer object type from: ${segment}`);
  return type;
}

/** Reads a JSON body; answers HubSpot's 400 for malformed JSON and returns undefined. */
export async function readJsonOrFail({
  req,
  res,
}: Pick<RouteContext, 'req' | 'res'>): Promise<{ value: unknown } | undefined> {
  const body = await readJson(req);
  if (!body.ok) {
    sendValidationError(res, `Invalid input JSON: ${body.message}`);
    return undefined;
  }
  return { value: body.value };
}

type IntParamOptions = { params: URLSearchParams; name: string; fallback: number; max: number };

/** A positive integer query parameter, clamped to `max`; undefined when it is not a number. */
export function intParam({ params, name, fallback, max }: IntParamOptions): number | undefined {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : undefined;
}

type ParseBodyOptions<T> = { route: RouteContext; schema: z.ZodType<T> };

/** Reads and validates a JSON body; answers HubSpot's 400 VALIDATION_ERROR and returns undefined when wrong. */
export async function parseBody<T>({ route, schema }: ParseBodyOptions<T>): Promise<T | undefined> {
  const body = await readJsonOrFail(route);
  if (!body) return undefined;
  const parsed = schema.safeParse(body.value ?? {});
  if (!parsed.success) {
    sendHubspotError(route.res, {
      httpStatus: 400,
      category: 'VALIDATION_ERROR',
      message: `Invalid input: ${z.prettifyError(parsed.error)}`,
    });
    return undefined;
  }
  return parsed.data;
}
