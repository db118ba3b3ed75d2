import { join } from 'node:path';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { createJsonFileWriter, type JsonFileWriter, readJsonFile } from '../shared/json-file.js';

type Entry = { payload: AdapterPayload; expiresAt?: number };
type Entries = Map<string, Entry>;

export type FileAdapterStore = {
  /** Hands oidc-provider one adapter per model (Session, AccessToken, Grant, ...). */
  factory: AdapterFactory;
  /** Resolves once every change so far is on disk. */
  flush(): Promise<void>;
};

/**
 * oidc-provider storage kept as one JSON file per model under `dir`. The sandbox serves one
 * developer or one test run, so whole-file rewrites and linear scans are plenty; what matters is
 * that sessions, grants and refresh tokens survive a restart like they do at Google.
 */
export function createFileAdapterStore(dir: string): FileAdapterStore {
  const writers = new Set<JsonFileWriter>();
  const adapters = new Map<string, Adapter>();

  function factory(model: string): Adapter {
    let adapter = adapters.get(model);
    if (!adapter) {
      adapter = createAdapter(model);
      adapters.set(model, adapter);
    }
    return adapter;
  }

  function createAdapter(model: string): Adapter {
    const path = join(dir, `${model}.json`);
    const writer = createJsonFileWriter(path);
    writers.add(writer);
    const loaded = loadEntries(path);
    // Callers await `loaded` and see a load error themselves; this only stops an unhandled rejection.
    loaded.catch(() => {});
    const entries = (): Promise<Entries> => loaded;

    function persist(all: Entries): void {
      dropExpired(all);
      writer.write(Object.fromEntries(all));
    }

    function live(entry: Entry | undefined): AdapterPayload | undefined {
      if (!entry || (entry.expiresAt !== undefined && entry.expiresAt <= Date.now())) return undefined;
      return entry.payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const all = await entries();
        all.set(id, {
          payload,
          ...(typeof expiresIn === 'number' ? { expiresAt: Date.now() + expiresIn * 1000 } : {}),
        });
        persist(all);
      },
      async find(id) {
        return live((await entries()).get(id));
      },
      async findByUid(uid) {
        for (const entry of (await entries()).values()) {
          if (entry.payload.uid === uid) return live(entry);
        }
        return undefined;
      },
      async findByUserCode(userCode) {
        for (const entry of (await entries()).values()) {
          if (entry.payload.userCode === userCode) return live(entry);
        }
        return undefined;
      },
      async consume(id) {
        const all = await entries();
        const entry = all.get(id);
        if (!entry) return;
        entry.payload.consumed = Math.floor(Date.now() / 1000);
        persist(all);
      },
      async destroy(id) {
        const all = await entries();
        if (all.delete(id)) persist(all);
      },
      async revokeByGrantId(grantId) {
        const all = await entries();
        for (const [id, entry] of all) {
          if (entry.payload.grantId === grantId) all.delete(id);
        }
        persist(all);
      },
    };
  }

  return {
    factory,
    async flush() {
      await Promise.all([...writers].map((writer) => writer.flush()));
    },
  };
}

async function loadEntries(path: string): Promise<Entries> {
  const entries: Entries = new Map(Object.entries((await readJsonFile<Record<string, Entry>>(path)) ?? {}));
  dropExpired(entries);
  return entries;
}

function dropExpired(entries: Entries): void {
  const now = Date.now();
  for (const [id, entry] of entries) {
    if (entry.expiresAt !== undefined && entry.expiresAt <= now) entries.delete(id);
  }
}
