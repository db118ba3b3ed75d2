/** What tus-js-client asks of a file source (its `FileSource` type, which the package does not export). */
export type TRecordingSource = {
  /** Bytes recorded so far; tus ignores it, as the upload is created with a deferred length. */
  readonly size: number;
  slice: (start: number, end: number) => Promise<TRecordingSlice>;
  close: () => void;
};

export type TRecordingSlice = {
  /** The bytes from `start`, or null once the recording has ended and everything was read. */
  value: Blob | null;
  /** True when no more bytes will follow `value`: tus then sends the final `Upload-Length`. */
  done: boolean;
};

/** A recording that grows while MediaRecorder runs, read by tus-js-client as it grows. */
export type TRecordingStream = {
  /** Appends one MediaRecorder chunk. Chunks pushed after `close()` are ignored. */
  push: (chunk: Blob) => void;
  /** The recording has ended: pending and later reads finish once the remaining bytes are read. */
  close: () => void;
  readonly isClosed: boolean;
  /** Bytes pushed so far. */
  readonly bytesRecorded: number;
  source: TRecordingSource;
  /** tus-js-client's `fileReader` option: hands tus the live source instead of reading a File. */
  fileReader: { openFile: () => Promise<TRecordingSource> };
};

type TBufferedChunk = { blob: Blob; start: number };

/**
 * Adapts MediaRecorder chunks to tus-js-client. tus's own stream source waits until a whole `chunkSize`
 * has arrived before it sends a PATCH, which for speech at ~32 kbit/s means half an hour; this source
 * answers a read as soon as any new bytes exist, so every chunk reaches the server within seconds and
 * closing the tab loses at most the last one. Bytes before the offset tus asks for are dropped: tus never
 * reads behind the server's offset, so memory holds only what the server has not confirmed.
 */
export const createRecordingStream = (): TRecordingStream => {
  const chunks: TBufferedChunk[] = [];
  let bytesRecorded = 0;
  let isClosed = false;
  const waiters = new Set<() => void>();

  const wakeReaders = () => {
    for (const wake of waiters) wake();
    waiters.clear();
  };

  const dropBefore = (offset: number) => {
    while (chunks.length > 0) {
      const [first] = chunks;
      if (!first || first.start + first.blob.size > offset) return;
      chunks.shift();
    }
  };

  const read = ({ start, end }: { start: number; end: number }): Blob | null => {
    const parts: Blob[] = [];
    for (const chunk of chunks) {
      const chunkEnd = chunk.start + chunk.blob.size;
      if (chunkEnd <= start || chunk.start >= end) continue;
      parts.push(
        chunk.blob.slice(Math.max(0, start - chunk.start), Math.min(chunk.blob.size, end - chunk.start)),
      );
    }
    if (parts.length === 0) return null;
    return new Blob(parts, { type: chunks[0]?.blob.type ?? '' });
  };

  const source: TRecordingSource = {
    get size() {
      return bytesRecorded;
    },
    slice: async (start, end) => {
      const keptFrom = chunks[0]?.start ?? bytesRecorded;
      if (start < keptFrom) {
        throw new Error(`Recording bytes from ${start} are gone: only bytes from ${keptFrom} are kept`);
      }
      dropBefore(start);
      while (start >= bytesRecorded && !isClosed) {
        await new Promise<void>((resolve) => waiters.add(resolve));
      }
      const value = start < bytesRecorded ? read({ start, end }) : null;
      const readUntil = start + (value?.size ?? 0);
      return { value, done: isClosed && readUntil >= bytesRecorded };
    },
    // tus closes its source when the upload succeeds; the recording itself is closed by the recorder.
    close: () => {},
  };

  return {
    push: (chunk) => {
      if (isClosed || chunk.size === 0) return;
      chunks.push({ blob: chunk, start: bytesRecorded });
      bytesRecorded += chunk.size;
      wakeReaders();
    },
    close: () => {
      isClosed = true;
      wakeReaders();
    },
    get isClosed() {
      return isClosed;
    },
    get bytesRecorded() {
      return bytesRecorded;
    },
    source,
    fileReader: { openFile: async () => source },
  };
};
