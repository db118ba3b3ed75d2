import type { Readable } from 'node:stream';

/**
 * Reads a stream into one buffer of `expectedBytes` (grown if the stream holds more), copying each
 * chunk as it arrives: joining 20 MB of chunks at the end held the event loop ~80 ms. The result
 * owns its whole buffer, so it can be moved to a worker thread.
 */
export async function readBytes(stream: Readable, expectedBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  let bytes = new Uint8Array(expectedBytes);
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    if (length + chunk.byteLength > bytes.byteLength) {
      const grown = new Uint8Array(Math.max(bytes.byteLength * 2, length + chunk.byteLength));
      grown.set(bytes.subarray(0, length));
      bytes = grown;
    }
    bytes.set(chunk, length);
    length += chunk.byteLength;
  }
  return length === bytes.byteLength ? bytes : bytes.slice(0, length);
}
