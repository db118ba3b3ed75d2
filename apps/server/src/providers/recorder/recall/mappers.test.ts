import { describe, expect, it } from 'vitest';
import { mapRecallTranscript, ZRecallBotSchema, ZRecallTranscriptSchema } from './mappers';

const at = (seconds: number) => ({
  relative: seconds,
  absolute: new Date(Date.UTC(2026, 10, 24, 15, 0, seconds)).toISOString(),
});

describe('mapRecallTranscript', () => {
  it('turns utterances with timed words into ordered segments with speakers', () => {
    const segments = mapRecallTranscript([
      {
        participant: { name: 'Dana Reyes' },
        words: [
          { text: 'Pricing', start_timestamp: at(12.5), end_timestamp: at(13) },
          { text: 'matters', start_timestamp: at(13), end_timestamp: at(13.4) },
          { text: '.', start_timestamp: at(13.4), end_timestamp: at(13.5) },
        ],
      },
      {
        participant: { name: null },
        words: [{ text: 'Hello', start_timestamp: at(1), end_timestamp: at(1.5) }],
      },
      { participant: { name: 'Empty' }, words: [] },
    ]);
    expect(segments).toEqual([
      { startMs: 1000, endMs: 1500, speaker: null, text: 'Hello' },
      { startMs: 12500, endMs: 13500, speaker: 'Dana Reyes', text: 'Pricing matters.' },
    ]);
  });

  it('drops NULs and lone surrogates from the words and names the bot delivers', () => {
    const raw = JSON.parse(
      '[{"participant":{"name":"Dana\\u0000 Reyes\\ud800"},"words":[{"text":"Pri\\u0000cing\\udc00","start_timestamp":{"relative":1},"end_timestamp":{"relative":2}},{"text":"\\u0000","start_timestamp":{"relative":2},"end_timestamp":{"relative":3}}]}]',
    );
    expect(mapRecallTranscript(ZRecallTranscriptSchema.parse(raw))).toEqual([
      { startMs: 1000, endMs: 3000, speaker: 'Dana Reyes', text: 'Pricing' },
    ]);
    const bot = ZRecallBotSchema.parse({
      id: 'b',
      status_changes: [{ code: 'fatal', sub_code: 'kicked\u0000' }],
    });
    expect(bot.status_changes[0]?.sub_code).toBe('kicked');
  });
});
