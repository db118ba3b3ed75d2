import { z } from 'zod';

/**
 * Characters no free text may hold: NUL (PostgreSQL cannot store it in text) and UTF-16 surrogates
 * without their pair (not Unicode; they break JSON encoders, search and storage).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this finds.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** True when the text holds a NUL or an unpaired surrogate. */
export const hasUnstorableCharacters = (value: string): boolean => UNSTORABLE.test(value);

/** The text without NULs and unpaired surrogates: for text from outside systems, which we keep rather than refuse. */
export const stripUnstorableCharacters = (value: string): string => value.replace(UNSTORABLE_ALL, '');

/**
 * The one schema of free text a person or client sends (titles, names, prompts, queries, action items):
 * trimmed unless `trim: false`, within `min`..`max` characters, and refused when it holds a NUL or an
 * unpaired surrogate.
 */
export function zText(options: { max: number; min?: number; trim?: boolean; minMessage?: string }) {
  const base = options.trim === false ? z.string() : z.string().trim();
  const sized = options.min ? base.min(options.min, options.minMessage) : base;
  return sized.max(options.max).refine((value) => !hasUnstorableCharacters(value), UNSTORABLE_TEXT_MESSAGE);
}

const UNPAIRED_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The text with each unpaired surrogate replaced by U+FFFD, as a UTF-8 decoder does with bytes it cannot
 * read. NULs are kept: for a file, they are the sign of binary data that its parser refuses by name.
 */
export const toWellFormedText = (value: string): string => value.replace(UNPAIRED_SURROGATES, '\ufffd');

/** Free text from an outside system (calendars, CRMs, meeting bots): cleaned, never refused. */
export const ZExternalTextSchema = z.string().transform(stripUnstorableCharacters);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our ids are UUIDs; anything else names nothing (the services answer 404, never a database error). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** An id in a body or query: a real UUID. */
export const ZUuidSchema = z.string().regex(UUID_PATTERN, 'must be a UUID');

/** The router's longest path parameter (Fastify's `maxParamLength`); longer ones never reach a schema. */
export const MAX_PATH_PARAM_LENGTH = 100;

/**
 * Path parameters of a resource (`/api/meetings/{id}`): any text the router passes. An id that is not
 * one of our UUIDs names nothing, so the service answers 404 NOT_FOUND (checked with `isUuid`, before
 * any query) rather than 400: a malformed id and an unknown one look the same to the caller.
 */
export const ZIdParamsSchema = z.object({ id: z.string().max(MAX_PATH_PARAM_LENGTH) });

/** The range of dates Ting accepts from people: wide enough for any meeting or deadline, narrow enough for every store. */
export const MIN_ACCEPTED_DATE = '1970-01-01';
export const MAX_ACCEPTED_DATE = '2099-12-31';
const inAcceptedRange = (isoDate: string) =>
  isoDate.slice(0, 10) >= MIN_ACCEPTED_DATE && isoDate.slice(0, 10) <= MAX_ACCEPTED_DATE;
const RANGE_MESSAGE = `must be between ${MIN_ACCEPTED_DATE} and ${MAX_ACCEPTED_DATE}`;

/** An ISO 8601 date-time with an offset, within the accepted range (compared in UTC). */
export const ZDateTimeSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const time = Date.parse(value);
  return Number.isFinite(time) && inAcceptedRange(new Date(time).toISOString());
}, RANGE_MESSAGE);

/** An ISO 8601 calendar date (`YYYY-MM-DD`) within the accepted range. */
export const ZDateSchema = z.iso.date().refine(inAcceptedRange, RANGE_MESSAGE);
