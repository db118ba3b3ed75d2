import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';

export type MultipartFile = {
  fieldName: string;
  fileName: string;
  contentType: string;
  path: string;
  /** The file's size in bytes, for Content-Length. */
  size: number;
};

export type MultipartBody = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  contentLength: number;
};

/**
 * A `multipart/form-data` body whose file part streams from disk, with an exact Content-Length.
 * Built by hand rather than with `FormData` because undici's FormData body writer leaves an
 * unhandled rejection, which ends the process, when the signal is already aborted (seen on Node 24)
 * or a part's stream fails (nodejs/undici#5835); here a cancelled body simply closes the file.
 */
export function buildMultipartBody(options: {
  fields: Array<[string, string]>;
  file: MultipartFile;
}): MultipartBody {
  const boundary = `----ting-${randomBytes(16).toString('hex')}`;
  const encoder = new TextEncoder();
  const { file } = options;

  const head = encoder.encode(
    [
      ...options.fields.map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${escapeQuoted(name)}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="${escapeQuoted(file.fieldName)}"; filename="${escapeQuoted(file.fileName)}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ].join(''),
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);

  async function* parts(): AsyncGenerator<Uint8Array> {
    yield head;
    const stream = createReadStream(file.path);
    try {
      for await (const chunk of stream) yield chunk as Buffer;
    } finally {
      stream.destroy();
    }
    yield tail;
  }

  const iterator = parts();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });

  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: head.byteLength + file.size + tail.byteLength,
  };
}

/** Escapes a name inside a quoted header parameter as browsers do (HTML's multipart/form-data encoding). */
function escapeQuoted(value: string): string {
  return value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}
