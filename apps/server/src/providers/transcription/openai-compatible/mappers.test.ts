import { describe, expect, it } from 'vitest';
import { mapTranscriptionResponse, toLanguageCode } from './mappers';

describe('toLanguageCode', () => {
  it.each([
    ['english', 'en'],
    ['German', 'de'],
    ['en', 'en'],
    ['pt-BR', 'pt'],
    ['haitian creole', 'ht'],
    ['klingon', 'klingon'],
    ['', null],
    [null, null],
  ])('maps %s to %s', (value, code) => {
    expect(toLanguageCode(value)).toBe(code);
  });
});

describe('mapTranscriptionResponse', () => {
  it('drops NULs and unpaired surrogates a server emits, which no store keeps', () => {
    expect(
      mapTranscriptionResponse({
        response: {
          segments: [
            { start: 0, end: 1, text: 'Bon\u0000jour\ud800 🚀' },
            { start: 1, end: 2, text: '\u0000\udc00' },
          ],
        },
        chunkDurationMs: 5_000,
      }).segments,
    ).toEqual([{ startMs: 0, endMs: 1_000, text: 'Bonjour 🚀' }]);
    expect(
      mapTranscriptionResponse({ response: { text: 'Hi\u0000' }, chunkDurationMs: 1_000 }).segments,
    ).toEqual([{ startMs: 0, endMs: 1_000, text: 'Hi' }]);
  });

  it('converts seconds to milliseconds, trims text and drops blank segments', () => {
    expect(
      mapTranscriptionResponse({
        response: {
          language: 'french',
          segments: [
            { start: 0.25, end: 1.5, text: ' Bonjour. ' },
            { start: 1.5, end: 2, text: '   ' },
            { start: 2, end: 3.125, text: 'Merci.' },
          ],
        },
        chunkDurationMs: 5_000,
      }),
    ).toEqual({
      language: 'fr',
      segments: [
        { startMs: 250, endMs: 1_500, text: 'Bonjour.' },
        { startMs: 2_000, endMs: 3_125, text: 'Merci.' },
      ],
    });
  });

  it('returns nothing for an answer with neither segments nor text', () => {
    expect(mapTranscriptionResponse({ response: { text: '' }, chunkDurationMs: 5_000 })).toEqual({
      language: null,
      segments: [],
    });
  });

  it('keeps a segment that ends a little past the chunk inside it', () => {
    const { segments } = mapTranscriptionResponse({
      response: { segments: [{ start: 4.5, end: 5.3, text: 'end' }] },
      chunkDurationMs: 5_000,
    });
    expect(segments).toEqual([{ startMs: 4_500, endMs: 5_000, text: 'end' }]);
  });
});
