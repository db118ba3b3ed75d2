// A 60-minute sales call (~9,000 words) through the offline meeting-intelligence engine.
import { createOfflineIntelligence } from '../apps/server/src/providers/llm/offline';
import { syntheticTranscript } from '../apps/server/src/providers/llm/offline/fixtures/synthetic-transcript';
import { measure, report } from './timing';

const WORDS = 9_000;
const segments = syntheticTranscript({ words: WORDS, durationMs: 60 * 60_000 });
const context = {
  title: 'Quarterly business review — 60 minutes',
  startedAt: new Date('2026-11-17T15:00:00Z'),
  participants: [],
  segments,
};
const engine = createOfflineIntelligence();

// Baseline: one pass over the transcript that only splits it into words.
const baseline = await measure({
  runs: 20,
  fn: () => segments.reduce((count, segment) => count + segment.text.split(/\s+/).length, 0),
});
report({ name: 'baseline: split 60-minute transcript into words', ...baseline });

const summary = await measure({
  runs: 10,
  fn: () => engine.summarise({ ...context, prompt: 'Summarise the call.' }),
});
report({
  name: `offline summary, ${WORDS} words / 60 min`,
  ...summary,
  baselineMs: baseline.medianMs,
  extra: `${Math.round(WORDS / (summary.medianMs / 1000)).toLocaleString('en')} words/s`,
});

const actions = await measure({
  runs: 10,
  fn: () => engine.extractActionItems({ ...context, prompt: 'List action items.' }),
});
report({ name: `offline action items, ${WORDS} words / 60 min`, ...actions, baselineMs: baseline.medianMs });
