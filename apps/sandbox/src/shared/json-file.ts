import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Reads a JSON file, or returns undefined when it does not exist yet. */
export async function readJsonFile<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`Cannot read sandbox state file ${path}: ${(error as Error).message}`, { cause: error });
  }
}

export type WriteJsonFileOptions = {
  path: string;
  value: unknown;
  /** File mode for files holding secrets (keys). */
  mode?: number;
};

/** Writes through a temporary file and a rename, so a crash never leaves half a file behind. */
export async function writeJsonFile({ path, value, mode = 0o644 }: WriteJsonFileOptions): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode });
  await rename(temporary, path);
}

export type JsonFileWriter = {
  /** Schedules a write of the latest value; several calls in a row collapse into one write. */
  write(value: unknown): void;
  /** Resolves once everything scheduled so far is on disk. */
  flush(): Promise<void>;
};

/**
 * Serialises writes to one file: the in-memory value is the truth, the file follows it.
 * Callers never wait on the disk, which keeps request handling fast and ordering simple.
 */
export function createJsonFileWriter(path: string): JsonFileWriter {
  let latest: unknown;
  let isDirty = false;
  let running: Promise<void> | undefined;

  async function drain(): Promise<void> {
    try {
      while (isDirty) {
        isDirty = false;
        await writeJsonFile({ path, value: latest });
      }
    } catch (error) {
      console.error(`Sandbox could not save ${path}:`, error);
    } finally {
      running = undefined;
    }
  }

  return {
    write(value) {
      latest = value;
      isDirty = true;
      running ??= drain();
    },
    async flush() {
      while (running) await running;
    },
  };
}
