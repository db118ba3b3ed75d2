import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { workerExecArgv } from '../threads/start-worker';
import type {
  PgliteReply,
  PgliteRequest,
  PgliteThreadOptions,
  PgliteWireError,
  PgliteWireQueryOptions,
} from './pglite-wire';

const WORKER_URL = new URL('./pglite.worker.ts', import.meta.url);

/** What is asked of a request, without the id the thread's messages carry. */
type Request = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

/** The calls a transaction's callback is given (what Drizzle's PGlite session uses). */
export type PgliteOnThreadTransaction = {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/**
 * Only what can cross threads. The parsers Drizzle passes keep some types as PostgreSQL's text (an
 * identity function per type id), so they travel as the list of those ids; any other option would
 * be lost on the way, and is refused rather than silently dropped.
 */
function wireOptions(options: QueryOptions | undefined): PgliteWireQueryOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  const unsupported = Object.entries(rest).filter(([, value]) => value !== undefined);
  if (unsupported.length > 0) {
    throw new Error(
      `Query options ${unsupported.map(([key]) => key).join(', ')} cannot reach the database thread`,
    );
  }
  return { rowMode, rawTypes: parsers ? Object.keys(parsers).map(Number) : undefined };
}

/** PGlite's error again, with its fields (`code`, `detail`, `constraint`, …), thrown where the call was made. */
function errorFrom(wire: PgliteWireError, callSite: Error): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  error.name = wire.name;
  error.stack = `${wire.name}: ${wire.message}\n${callSite.stack?.split('\n').slice(1).join('\n') ?? ''}`;
  return error;
}

/**
 * The embedded database on a thread of its own. PGlite runs every statement synchronously, in WASM,
 * on the thread that owns it; owned by the main thread, a long statement (a transcript's segments
 * written, a search over many meetings, pg-boss's maintenance) held every request behind it. Here
 * the main thread only sends SQL and receives rows, and answers others meanwhile.
 *
 * It offers the calls Drizzle's PGlite driver and pg-boss's PGlite adapter make: `query`, `exec`,
 * `transaction`, `listen`, plus `dumpDataDir` and `close`. Calls go in order, as on one PGlite:
 * statements outside a transaction wait for it to end, in the thread, as PGlite makes them wait.
 */
export class PgliteOnThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void; callSite: Error }
  >();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: PgliteReply) => this.#receive(reply));
    worker.on('error', (error) => this.#stop(new Error(`The database thread failed: ${error.message}`)));
    worker.on('exit', (code) => this.#stop(new Error(`The database thread stopped (exit code ${code}).`)));
    // An idle database never keeps the process alive; a call waiting for its answer does (`#call`).
    worker.unref();
  }

  /** Starts the thread and waits until its database is open (created, or read from `dataDir` or `dump`). */
  static async open(options: PgliteThreadOptions): Promise<PgliteOnThread> {
    const worker = new Worker(WORKER_URL, {
      execArgv: workerExecArgv(WORKER_URL),
      workerData: options,
      transferList: options.dump ? [options.dump.buffer as ArrayBuffer] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: PgliteReply) => {
        if (!('ready' in reply)) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        if (reply.ready) resolve();
        else reject(errorFrom(reply.error, new Error()));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PgliteOnThread(worker);
  }

  #receive(reply: PgliteReply): void {
    if ('notification' in reply) {
      this.#listeners.get(reply.notification.listenId)?.(reply.notification.payload);
      return;
    }
    if (!('id' in reply)) return;
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(errorFrom(reply.error, pending.callSite));
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    const callSite = new Error();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject, callSite });
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage({ ...request, id });
    });
  }

  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: 'query', text, params, options: wireOptions(options) });
  }

  async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#call({ op: 'exec', text, options: wireOptions(options) });
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteOnThreadTransaction) => Promise<T>): Promise<T> {
    const txId = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const whileOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: PgliteOnThreadTransaction = {
      query: async (text, params, options) => {
        whileOpen();
        return this.#call({ op: 'query', text, params, options: wireOptions(options), txId });
      },
      exec: async (text, options) => {
        whileOpen();
        return this.#call({ op: 'exec', text, options: wireOptions(options), txId });
      },
      rollback: async () => {
        whileOpen();
        closed = true;
        await this.#call({ op: 'rollback', txId });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ op: 'rollback', txId }).catch(() => {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: 'commit', txId });
    }
    return result;
  }

  /** Calls `callback` with each NOTIFY payload on `channel`; answers the way to stop. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listenId = await this.#call<number>({ op: 'listen', channel });
    this.#listeners.set(listenId, callback);
    return async () => {
      this.#listeners.delete(listenId);
      await this.#call({ op: 'unlisten', listenId });
    };
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.#call<Uint8Array<ArrayBuffer>>({ op: 'dump', compression })]);
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }
}
