/**
 * The first bytes of real recording formats, followed by any filler: enough for the server, which
 * types recordings from their bytes, to take them for audio without making a whole file.
 */
const HEADERS = {
  /** A WebM EBML header (DocType "webm"), as browsers record. */
  webm: Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex'),
  /** An ISO media `ftyp` box with the M4A brand. */
  m4a: Buffer.from('00000018667479704d344120000000004d3441206d703432', 'hex'),
  /** An MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz). */
  mp3: Buffer.from('fffb9064', 'hex'),
} as const;

export function recordingBytes(
  format: keyof typeof HEADERS,
  filler: Buffer | string = Buffer.alloc(4000, 7),
): Buffer {
  return Buffer.concat([HEADERS[format], Buffer.isBuffer(filler) ? filler : Buffer.from(filler)]);
}
