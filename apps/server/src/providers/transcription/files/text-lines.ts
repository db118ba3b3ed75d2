const BYTE_ORDER_MARK = '\uFEFF';

/** Drops a leading byte order mark, which editors on Windows add to UTF-8 files. */
export function stripByteOrderMark(content: string): string {
  return content.startsWith(BYTE_ORDER_MARK) ? content.slice(1) : content;
}

/** Splits on CRLF, LF or a lone CR, so line numbers match what the user sees in an editor. */
export function splitLines(content: string): string[] {
  return stripByteOrderMark(content).split(/\r\n|\r|\n/);
}

export function isBlankLine(line: string): boolean {
  return line.trim() === '';
}
