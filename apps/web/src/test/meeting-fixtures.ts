import type { TMeetingDetail } from '@ting/contracts';

/** A processed meeting owned by the fixture identity's user (`user-1`): transcript, summary, two action items. */
export const buildMeeting = (overrides: Partial<TMeetingDetail> = {}): TMeetingDetail => ({
  id: 'm-1',
  title: 'Discovery call with Acme',
  source: 'audio_upload',
  status: 'ready',
  status_reason: null,
  started_at: '2026-11-24T10:00:00.000Z',
  duration_ms: 125_000,
  owner: { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' },
  visibility: 'team',
  participants: [{ name: 'Wile E. Coyote', email: 'wile@acme.example' }],
  created_at: '2026-11-24T10:00:00.000Z',
  notetaker: null,
  transcript_format: 'vtt',
  segments: [
    { seq: 0, start_ms: 0, end_ms: 4000, speaker: 'Ada', text: 'Welcome, let us talk about pricing.' },
    {
      seq: 1,
      start_ms: 4000,
      end_ms: 62_000,
      speaker: 'Wile',
      text: 'Pricing is our biggest worry, honestly.',
    },
    { seq: 2, start_ms: 62_000, end_ms: 70_000, speaker: 'Ada', text: 'Then I will send the pricing sheet.' },
  ],
  outputs: {
    summary_markdown: '## Overview\n\nAcme worries about **pricing**.\n\n- Send the sheet\n- Book a demo',
    action_items: [
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        text: 'Send the pricing sheet',
        owner: 'Ada',
        due_date: '2026-11-27',
        done: false,
      },
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000002',
        text: 'Book a demo',
        owner: null,
        due_date: null,
        done: false,
      },
    ],
    engine: 'offline',
    summary_prompt: '',
    action_items_prompt: '',
    created_at: '2026-11-24T10:05:00.000Z',
  },
  ...overrides,
});
