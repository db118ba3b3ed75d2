/** What the header of a PCM WAV file says about its audio. */
export type WavInfo = {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset of the first sample. */
  dataOffset: number;
  dataBytes: number;
  durationMs: number;
};

/**
 * Reads the `fmt ` and `data` chunks of a RIFF/WAVE header (the first few KB of the file are
 * enough). Returns null when the bytes are not a PCM WAV header.
 */
export function parseWavHeader(bytes: Uint8Array): WavInfo | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;

  let format: { channels: number; sampleRate: number; bitsPerSample: number } | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format || format.sampleRate === 0 || format.channels === 0) return null;
      const bytesPerSecond = (format.sampleRate * format.channels * format.bitsPerSample) / 8;
      return {
        ...format,
        dataOffset: body,
        dataBytes: size,
        durationMs: Math.round((size / bytesPerSecond) * 1000),
      };
    }
    // RIFF chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  return null;
}
