import { DEFAULT_PROMPTS } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import type { MeetingContext } from '../meeting-intelligence';
import {
  SALES_CALL_PARTICIPANTS,
  SALES_CALL_SEGMENTS,
  SALES_CALL_STARTED_AT,
  SALES_CALL_TITLE,
} from './fixtures/sales-call-45min';
import { syntheticTranscript } from './fixtures/synthetic-transcript';
import { createOfflineIntelligence, OFFLINE_ENGINE } from './offline-intelligence';
import { createOfflineIntelligenceWithoutBlocking } from './offline-intelligence-without-blocking';

const options = { timeZone: 'America/Chicago' };
const inline = createOfflineIntelligence(options);

const meeting = (segments: MeetingContext['segments']): MeetingContext => ({
  title: SALES_CALL_TITLE,
  startedAt: SALES_CALL_STARTED_AT,
  participants: SALES_CALL_PARTICIPANTS,
  segments,
});

describe('createOfflineIntelligenceWithoutBlocking', () => {
  it('gives on a worker thread exactly what the engine gives inline', { timeout: 60_000 }, async () => {
    const offThread = createOfflineIntelligenceWithoutBlocking({ ...options, offThreadFromChars: 0 });
    expect(offThread.engine).toBe(OFFLINE_ENGINE);
    // The sales call, and a long one that crosses many messages to the worker.
    for (const segments of [
      SALES_CALL_SEGMENTS,
      syntheticTranscript({ words: 60_000, durationMs: 4 * 60 * 60_000 }),
    ]) {
      const summary = { ...meeting(segments), prompt: 'Three bullets, no more. Focus on pricing.' };
      const items = { ...meeting(segments), prompt: DEFAULT_PROMPTS.action_items };
      const [fromWorker, itemsFromWorker] = await Promise.all([
        offThread.summarise(summary),
        offThread.extractActionItems(items),
      ]);
      expect(fromWorker).toEqual(await inline.summarise(summary));
      expect(itemsFromWorker).toEqual(await inline.extractActionItems(items));
      expect(itemsFromWorker.items.length).toBeGreaterThan(0);
    }
  });

  it('checks its options at once, as the engine does', () => {
    expect(() => createOfflineIntelligenceWithoutBlocking({ timeZone: 'Mars/Olympus' })).toThrow(
      /unknown time zone/,
    );
  });
});
