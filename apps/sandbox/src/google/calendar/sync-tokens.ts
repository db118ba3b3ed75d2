import { z } from 'zod';

/** Sync tokens older than this get 410 like Google's eventually do; the client must sync afresh. */
export const SYNC_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const SyncTokenSchema = z.object({
  kind: z.literal('sync'),
  email: z.string(),
  /** The calendar's change sequence number when the token was issued. */
  seq: z.number().int().nonnegative(),
  issuedAt: z.number().int(),
});

const PageTokenSchema = z.object({
  kind: z.literal('page'),
  email: z.string(),
  /** The change sequence number when the first page was served; it becomes the next sync token. */
  snapshot: z.number().int().nonnegative(),
  /** Set when paging through an incremental sync: changes after this sequence number. */
  since: z.number().int().nonnegative().optional(),
  /** Sort key and id of the last item served, so changes between pages skip nothing. */
  after: z.tuple([z.number(), z.string()]),
});

export type SyncToken = z.infer<typeof SyncTokenSchema>;
export type PageToken = z.infer<typeof PageTokenSchema>;

// Opaque to clients, like Google's, but readable when debugging: base64url of JSON.
function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decode<T>({ token, schema }: { token: string; schema: z.ZodType<T> }): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function encodeSyncToken(token: Omit<SyncToken, 'kind'>): string {
  return encode({ kind: 'sync', ...token });
}

export function decodeSyncToken(token: string): SyncToken | undefined {
  return decode({ token, schema: SyncTokenSchema });
}

export function encodePageToken(token: Omit<PageToken, 'kind'>): string {
  return encode({ kind: 'page', ...token });
}

export function decodePageToken(token: string): PageToken | undefined {
  return decode({ token, schema: PageTokenSchema });
}
