import { describe, expect, it } from 'vitest';
import { expectWellFormedSegments, FIXTURE_NAMES, readFixture } from './fixtures/read-fixture';
import {
  checkTranscriptFile,
  MAX_TRANSCRIPT_FILE_BYTES,
  parseTranscriptFile,
  TranscriptParseError,
} from './parse-transcript-file';

function parseError(options: { filename: string; content: string }): TranscriptParseError {
  try {
    parseTranscriptFile(options);
  } catch (error) {
    if (error instanceof TranscriptParseError) {
      return error;
    }
    throw error;
  }
  throw new Error(`expected ${options.filename} to be rejected`);
}

/** Parses, allowing only a TranscriptParseError: any other error fails the test. */
function parseOrReject(options: { filename: string; content: string }): void {
  try {
    expectWellFormedSegments(parseTranscriptFile(options).segments);
  } catch (error) {
    if (!(error instanceof TranscriptParseError)) {
      throw error;
    }
    expect(error.message).toMatch(/^Cannot read transcript ".*": /);
  }
}

/** A small deterministic generator (mulberry32), so a failing fuzz case can be replayed. */
function randomGenerator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('parseTranscriptFile errors', () => {
  it('rejects an empty or blank file', () => {
    for (const content of ['', '   \n\n\t', '\uFEFF']) {
      const error = parseError({ filename: 'call.vtt', content });
      expect(error.reason).toBe('empty');
      expect(error.message).toBe(
        'Cannot read transcript "call.vtt": the file is empty. Upload a transcript with at least one line of text.',
      );
    }
  });

  it('rejects binary content: NUL bytes or mostly non-printable characters', () => {
    const docx = 'PK\u0003\u0004\u0014\u0000\u0006\u0000word/document.xml';
    const garbled = '\uFFFD\u0001\uFFFD\u0002abc\uFFFD\u0010\u0011\u0012'.repeat(20);
    for (const content of [docx, garbled]) {
      const error = parseError({ filename: 'call.docx', content });
      expect(error.reason).toBe('binary');
      expect(error.message).toBe(
        'Cannot read transcript "call.docx": it is not a text file (it contains binary data). ' +
          'Upload a .vtt, .srt or .txt transcript; save Word (.docx) or PDF transcripts as plain text first.',
      );
    }
  });

  it('accepts text with a few replacement characters from a wrong encoding', () => {
    const content = 'Dana: We\uFFFDre close to a deal.\nMarcus: Caf\uFFFD at noon?\n';
    expect(parseTranscriptFile({ filename: 'a.txt', content }).segments).toHaveLength(2);
  });

  it('rejects a file over the size limit, counting UTF-8 bytes', () => {
    const ascii = parseError({ filename: 'huge.txt', content: 'a'.repeat(MAX_TRANSCRIPT_FILE_BYTES + 1) });
    expect(ascii.reason).toBe('too_large');
    expect(ascii.message).toBe(
      'Cannot read transcript "huge.txt": the file is 20.0 MB, over the 20 MB limit. Split it into smaller files.',
    );
    // 'é' is one UTF-16 unit but two UTF-8 bytes.
    const accented = parseError({
      filename: 'huge.txt',
      content: 'é'.repeat(MAX_TRANSCRIPT_FILE_BYTES / 2 + 1),
    });
    expect(accented.reason).toBe('too_large');
  });

  it('rejects a file without transcript text, naming the supported formats', () => {
    const error = parseError({
      filename: 'call.vtt',
      content: 'WEBVTT\n\nNOTE nothing was said\n\n00:00:01.000 --> 00:00:02.000\n\n',
    });
    expect(error.reason).toBe('no_segments');
    expect(error.message).toBe(
      'Cannot read transcript "call.vtt": no transcript text found (read as WebVTT). Supported formats: ' +
        'WebVTT (.vtt), SRT (.srt), Zoom, Microsoft Teams and Google Meet transcript exports, ' +
        'and plain text with "Speaker: text" lines.',
    );
    expect(
      parseError({ filename: 'a.srt', content: '1\n00:00:01,000 --> 00:00:02,000\n<i></i>\n' }).reason,
    ).toBe('no_segments');
  });

  it.each([
    [
      'call.srt',
      '1\n00:00:01,000 --> 00:00:02,000\nHi\n\n2\n00:00:0x,000 --> 00:00:03,000\nBye\n',
      6,
      '"00:00:0x,000 --> 00:00:03,000" (expected hh:mm:ss,mmm --> hh:mm:ss,mmm)',
    ],
    [
      'call.vtt',
      'WEBVTT\n\n00:00:01.000 --> 00:00:61.000\n<v Ann>Hi\n',
      3,
      '"00:00:01.000 --> 00:00:61.000" (expected hh:mm:ss.mmm --> hh:mm:ss.mmm)',
    ],
    [
      'call.vtt',
      'WEBVTT\n\n --> 00:00:02.000\nHi\n',
      3,
      '"--> 00:00:02.000" (expected hh:mm:ss.mmm --> hh:mm:ss.mmm)',
    ],
    [
      'captions.txt',
      '[Ann Lee] 00:00:01\nHi\n[Bo Li] 00:01:75\nHello\n',
      3,
      '"[Bo Li] 00:01:75" (expected hh:mm:ss)',
    ],
    [
      'teams.txt',
      'Ann Lee   0:03\nHi\nBo Li   0:61\nHello\n',
      3,
      '"Bo Li   0:61" (expected m:ss or h:mm:ss)',
    ],
    [
      'meet.txt',
      'Sync\n00:00:00\nAnn Lee: Hi.\n00:65:00\nAnn Lee: Bye.\n',
      4,
      '"00:65:00" (expected hh:mm:ss)',
    ],
    [
      'notes.txt',
      '[00:00:05] Ann: Hi\n[00:99:00] Bo: Hello\n',
      2,
      '"[00:99:00] Bo: Hello" (expected [hh:mm:ss] or (mm:ss))',
    ],
  ])(
    'reports a malformed timestamp in %s with its line number and text',
    (filename, content, line, quoted) => {
      const error = parseError({ filename, content });
      expect(error.reason).toBe('malformed_timestamp');
      expect(error.line).toBe(line);
      expect(error.message).toBe(
        `Cannot read transcript "${filename}": malformed timestamp on line ${line}: ${quoted}`,
      );
    },
  );
});

describe('parseTranscriptFile guarantees', () => {
  it.each(FIXTURE_NAMES)('returns sorted, well-formed segments for %s', (fixture) => {
    expectWellFormedSegments(
      parseTranscriptFile({ filename: fixture, content: readFixture(fixture) }).segments,
    );
  });

  it('sorts cues written out of order', () => {
    const content =
      '2\n00:00:05,000 --> 00:00:06,000\nBo: Second\n\n1\n00:00:01,000 --> 00:00:02,000\nAnn: First\n';
    expect(
      parseTranscriptFile({ filename: 'a.srt', content }).segments.map((segment) => segment.text),
    ).toEqual(['First', 'Second']);
  });

  it('gives a cue that ends before it starts the time its words take', () => {
    const content = 'WEBVTT\n\n00:00:10.000 --> 00:00:04.000\n<v Ann>Four words are here\n';
    expect(parseTranscriptFile({ filename: 'a.vtt', content }).segments[0]).toMatchObject({
      startMs: 10_000,
      endMs: 11_600,
    });
  });
});

describe('parseTranscriptFile on hostile input', () => {
  it('never throws anything but TranscriptParseError on random bytes', () => {
    const random = randomGenerator(20_250_304);
    const decoder = new TextDecoder();
    for (let round = 0; round < 300; round++) {
      const bytes = Uint8Array.from({ length: Math.floor(random() * 3000) }, () =>
        Math.floor(random() * 256),
      );
      parseOrReject({ filename: `random-${round}.bin`, content: decoder.decode(bytes) });
    }
  });

  it('never throws anything but TranscriptParseError on soups of transcript tokens', () => {
    const tokens = [
      'WEBVTT',
      '\n',
      '\n\n',
      ' ',
      '\t',
      '-->',
      '00:00:01.000',
      '00:00:01,000',
      '1:02:03',
      '0:03',
      '99:99:99',
      '00:05:00',
      '[',
      ']',
      '(',
      ')',
      '<v Ann Lee>',
      '<v.loud>',
      '</v>',
      '<c>',
      '<00:00:02.000>',
      'Ann Lee:',
      'SPEAKER 1:',
      '[Ann Lee]',
      'NOTE',
      'STYLE',
      'Attendees',
      'Transcript',
      'Meeting ended after 00:01:00',
      '&amp;',
      '&#x110000;',
      '&#0;',
      '&#xD800;',
      '&nbsp;',
      '&lrm;',
      'hello',
      'Well.',
      '42',
      ':',
      '\uFEFF',
      '\r',
      'From Ann to Everyone:',
      'started transcription',
      '{\\an8}',
      '<font color="red">',
    ];
    const random = randomGenerator(7);
    for (let round = 0; round < 500; round++) {
      const length = Math.floor(random() * 60);
      const content = Array.from({ length }, () => tokens[Math.floor(random() * tokens.length)]).join('');
      const extension = ['vtt', 'srt', 'txt'][round % 3];
      parseOrReject({ filename: `soup.${extension}`, content });
    }
  });

  it('never throws anything but TranscriptParseError on files stitched from lines of every format', () => {
    const lines = [
      'WEBVTT',
      '',
      '',
      '1',
      '00:00:01.000 --> 00:00:02.000',
      '00:00:05,000 --> 00:00:03,000',
      '00:00:09.000 --> 00:00:10.000 align:start',
      '<v Ann Lee>Hi</v> <v Bo>Yo',
      '<v>',
      'Ann Lee: hello',
      '[Ann Lee] 00:00:04',
      '00:00:07 Bo Li: text',
      'Bo Li   0:03',
      'Bo Li\t1:02:03',
      '00:05:00',
      '00:01:00',
      'Attendees',
      'Ann Lee, Bo Li',
      'Transcript',
      'Ann Lee',
      'Meeting ended after 00:09:00',
      'NOTE x',
      '[00:00:03] Ann: hi',
      '(01:02) Bo: yo',
      'just text.',
      '8f3b2c1a-6d4e-4f7a-9b21-0c5d7e8f9a10/1-0',
      '&#x110000; &amp; <c>x</c>',
      'Dana Whitfield:',
      '[Music]',
      '-->',
      'Ann Lee started transcription',
    ];
    const random = randomGenerator(11);
    for (let round = 0; round < 1000; round++) {
      const length = Math.floor(random() * 25);
      const picked = Array.from({ length }, () => lines[Math.floor(random() * lines.length)]);
      const extension = ['vtt', 'srt', 'txt'][round % 3];
      parseOrReject({
        filename: `stitched.${extension}`,
        content: picked.join(random() < 0.2 ? '\r\n' : '\n'),
      });
    }
  });

  it.each(FIXTURE_NAMES)(
    'never throws anything but TranscriptParseError on truncated or shuffled %s',
    (fixture) => {
      const content = readFixture(fixture);
      const random = randomGenerator(fixture.length);
      for (let round = 0; round < 40; round++) {
        parseOrReject({
          filename: fixture,
          content: content.slice(0, Math.floor(random() * content.length)),
        });
      }
      const lines = content.split('\n');
      for (let round = 0; round < 20; round++) {
        const shuffled = [...lines].sort(() => random() - 0.5).join('\n');
        parseOrReject({ filename: fixture, content: shuffled });
      }
    },
  );
});

describe('checkTranscriptFile: the quick check at upload', () => {
  const checkError = (options: { filename: string; content: string }): TranscriptParseError => {
    try {
      checkTranscriptFile(options);
    } catch (error) {
      if (error instanceof TranscriptParseError) return error;
      throw error;
    }
    throw new Error(`expected ${options.filename} to be refused`);
  };
  /** A long WebVTT file: `cues` cues of a line each, the `fault`th (if any) with a bad timing. */
  const longVtt = (cues: number, fault?: number) =>
    `WEBVTT\n\n${Array.from({ length: cues }, (_, index) => {
      const start = new Date(index * 1000).toISOString().slice(11, 23);
      const end = index === fault ? '00:99:00.000' : new Date(index * 1000 + 900).toISOString().slice(11, 23);
      return `${start} --> ${end}\n<v Ann>Line ${index}\n`;
    }).join('\n')}`;

  it.each(FIXTURE_NAMES)('detects the format of %s as the full parse does', (fixture) => {
    const content = readFixture(fixture);
    expect(checkTranscriptFile({ filename: fixture, content }).format).toBe(
      parseTranscriptFile({ filename: fixture, content }).format,
    );
  });

  it('refuses what the parser refuses at the beginning of a long file, and its size and binary content anywhere', () => {
    expect(checkError({ filename: 'call.vtt', content: longVtt(20_000, 3) }).message).toBe(
      parseError({ filename: 'call.vtt', content: longVtt(20_000, 3) }).message,
    );
    expect(checkError({ filename: 'call.vtt', content: `${longVtt(20_000)}\u0000` }).reason).toBe('binary');
    expect(
      checkError({ filename: 'huge.txt', content: 'a'.repeat(MAX_TRANSCRIPT_FILE_BYTES + 1) }).reason,
    ).toBe('too_large');
    expect(checkError({ filename: 'blank.txt', content: ' \n'.repeat(100_000) }).reason).toBe('empty');
  });

  it('accepts a long file whose fault lies past its beginning: the full parse finds it later', () => {
    const content = longVtt(20_000, 15_000);
    expect(checkTranscriptFile({ filename: 'call.vtt', content })).toEqual({ format: 'webvtt' });
    expect(parseError({ filename: 'call.vtt', content }).reason).toBe('malformed_timestamp');
  });

  it('does not refuse a long file for a beginning without text', () => {
    const content = `WEBVTT\n\n${'NOTE a long preamble\n\n'.repeat(5_000)}${longVtt(10).slice('WEBVTT\n\n'.length)}`;
    expect(checkTranscriptFile({ filename: 'call.vtt', content }).format).toBe('webvtt');
    expect(parseTranscriptFile({ filename: 'call.vtt', content }).segments).toHaveLength(10);
  });
});
