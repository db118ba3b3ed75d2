// The messages between `PgliteOnThread` (the main thread) and `pglite.worker.ts` (the database's thread).

export type PgliteThreadOptions = {
  /** Where the database's files live; none: in memory. */
  dataDir?: string;
  /** A data directory dumped by `dumpDataDir` to start from. */
  dump?: Uint8Array<ArrayBuffer>;
};

/** Query options that can cross threads: functions cannot, so parsers are named by the types kept raw. */
export type PgliteWireQueryOptions = {
  rowMode?: 'array' | 'object';
  /** Type ids whose values come back as PostgreSQL's text, unparsed (what Drizzle's parsers ask). */
  rawTypes?: number[];
};

export type PgliteRequest = { id: number } & (
  | {
      op: 'query';
      text: string;
      params?: unknown[];
      options?: PgliteWireQueryOptions;
      txId?: number;
    }
  | { op: 'exec'; text: string; options?: PgliteWireQueryOptions; txId?: number }
  | { op: 'begin' }
  | { op: 'commit'; txId: number }
  | { op: 'rollback'; txId: number }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listenId: number }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' }
);

export type PgliteWireError = {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
};

export type PgliteReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: PgliteWireError }
  | { notification: { listenId: number; payload: string } }
  | { ready: true }
  | { ready: false; error: PgliteWireError };
