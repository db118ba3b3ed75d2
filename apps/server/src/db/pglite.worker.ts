// Worker-thread entry of the embedded database: owns the PGlite instance and runs what the main
// thread's `PgliteOnThread` sends, one message per call, answering each by its id.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type {
  PgliteRequest,
  PgliteThreadOptions,
  PgliteWireError,
  PgliteWireQueryOptions,
} from './pglite-wire';

if (!parentPort) throw new Error('pglite.worker.ts runs as a worker thread');
const port = parentPort;
const options = workerData as PgliteThreadOptions;

/** Thrown inside a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

type OpenTransaction = { tx: Transaction; end(commit: boolean): void; finished: Promise<void> };
const transactions = new Map<number, OpenTransaction>();
const unlisteners = new Map<number, () => Promise<void>>();

/** Plain fields of an error (PGlite's carry the SQLSTATE `code`, `detail`, `constraint`, …). */
function toWire(error: unknown): PgliteWireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** Drizzle asks for some types as their raw text: an identity parser for each type id named. */
function queryOptionsOf(wire: PgliteWireQueryOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const raw = (value: string) => value;
  return {
    rowMode: wire.rowMode,
    parsers: wire.rawTypes ? Object.fromEntries(wire.rawTypes.map((type) => [type, raw])) : undefined,
  };
}

async function begin(pglite: PGlite, txId: number): Promise<void> {
  let entered: () => void = () => {};
  const isEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const finished = pglite.transaction(async (tx) => {
    const outcome = new Promise<void>((resolve, reject) => {
      transactions.set(txId, { tx, end: (commit) => (commit ? resolve() : reject(ROLLBACK)), finished });
    });
    entered();
    await outcome;
  });
  // BEGIN failing ends `finished` before the callback ever runs.
  await Promise.race([isEntered, finished]);
}

async function end(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open) throw new Error(`Transaction ${txId} is not open`);
  transactions.delete(txId);
  open.end(commit);
  try {
    await open.finished;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

function txOf(txId: number | undefined): Pick<Transaction, 'query' | 'exec'> | undefined {
  if (txId === undefined) return undefined;
  const open = transactions.get(txId);
  if (!open) throw new Error(`Transaction ${txId} is not open`);
  return open.tx;
}

async function handle(pglite: PGlite, request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return (txOf(request.txId) ?? pglite).query(
        request.text,
        request.params,
        queryOptionsOf(request.options),
      );
    case 'exec':
      return (txOf(request.txId) ?? pglite).exec(request.text, queryOptionsOf(request.options));
    case 'begin':
      await begin(pglite, request.id);
      return request.id;
    case 'commit':
      return end(request.txId, true);
    case 'rollback':
      return end(request.txId, false);
    case 'listen': {
      const unlisten = await pglite.listen(request.channel, (payload) =>
        port.postMessage({ notification: { listenId: request.id, payload } }),
      );
      unlisteners.set(request.id, unlisten);
      return request.id;
    }
    case 'unlisten': {
      await unlisteners.get(request.listenId)?.();
      unlisteners.delete(request.listenId);
      return null;
    }
    case 'dump': {
      const dump = await pglite.dumpDataDir(request.compression);
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      await pglite.close();
      return null;
  }
}

async function main(): Promise<void> {
  const pglite = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.dump ? new Blob([options.dump]) : undefined,
    extensions: { pg_trgm },
  });
  try {
    await pglite.waitReady;
  } catch (error) {
    port.postMessage({ ready: false, error: toWire(error) });
    return;
  }
  port.on('message', (request: PgliteRequest) => {
    handle(pglite, request).then(
      (value) => {
        const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [];
        port.postMessage({ id: request.id, ok: true, value }, transfer);
        if (request.op === 'close') port.close();
      },
      (error: unknown) => port.postMessage({ id: request.id, ok: false, error: toWire(error) }),
    );
  });
  port.postMessage({ ready: true });
}

void main();
