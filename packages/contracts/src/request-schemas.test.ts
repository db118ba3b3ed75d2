import { describe, expect, it } from 'vitest';
import { ZChatRequestSchema } from './chat';
import {
  ZCreateTranscriptMeetingRequestSchema,
  ZMeetingListQuerySchema,
  ZTranscriptSearchQuerySchema,
  ZUpdateActionItemsRequestSchema,
} from './meetings';
import { ZIdParamsSchema } from './text';
import { ZUpdateUserMetaRequestSchema } from './user';

const UNSTORABLE = ['a\u0000b', '\ud800', 'x\udc00y'];

const meeting = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pricing call',
  started_at: '2026-11-17T15:00:00Z',
  participants: [{ name: 'Dana', email: 'dana@example.com' }],
  transcript: { filename: 'call.vtt', content: 'WEBVTT\n' },
  ...overrides,
});
const actionItems = (item: Record<string, unknown>) => ({
  action_items: [{ text: 'Send the proposal', owner: 'Sam', due_date: '2026-11-20', done: false, ...item }],
});

describe('request schemas: every free-text field refuses what cannot be stored', () => {
  it.each(UNSTORABLE)(
    'refuses %j in titles, names, file names, queries, prompts, chat and action items',
    (bad) => {
      const refused = [
        ZCreateTranscriptMeetingRequestSchema.safeParse(meeting({ title: bad })),
        ZCreateTranscriptMeetingRequestSchema.safeParse(meeting({ participants: [{ name: bad }] })),
        ZCreateTranscriptMeetingRequestSchema.safeParse(
          meeting({ transcript: { filename: bad, content: 'x' } }),
        ),
        ZMeetingListQuerySchema.safeParse({ q: bad }),
        ZTranscriptSearchQuerySchema.safeParse({ q: bad }),
        ZUpdateActionItemsRequestSchema.safeParse(actionItems({ text: bad })),
        ZUpdateActionItemsRequestSchema.safeParse(actionItems({ owner: bad })),
        ZUpdateUserMetaRequestSchema.safeParse({ metadata: { prompts: { summary: bad } } }),
        ZUpdateUserMetaRequestSchema.safeParse({ metadata: { prompts: { action_items: bad } } }),
        ZChatRequestSchema.safeParse({ meetingIds: ['m-1'], messages: [{ role: 'user', content: bad }] }),
        ZChatRequestSchema.safeParse({ meetingIds: [bad], messages: [{ role: 'user', content: 'Budget?' }] }),
      ];
      expect(refused.map((result) => result.success)).toEqual(refused.map(() => false));
    },
  );

  it('accepts ordinary text with emoji, and keeps prompts as written', () => {
    expect(ZCreateTranscriptMeetingRequestSchema.safeParse(meeting({ title: 'Kick-off 🚀' })).success).toBe(
      true,
    );
    expect(
      ZUpdateActionItemsRequestSchema.safeParse(actionItems({ owner: null, due_date: null })).success,
    ).toBe(true);
    const prompt = '  - Decisions\n  - Next steps\n';
    expect(
      ZUpdateUserMetaRequestSchema.parse({ metadata: { prompts: { summary: prompt } } }).metadata.prompts,
    ).toEqual({ summary: prompt });
  });

  it('leaves NULs in a transcript file to its parser (binary data), and decodes unpaired surrogates as U+FFFD', () => {
    const parsed = ZCreateTranscriptMeetingRequestSchema.parse(
      meeting({ transcript: { filename: 'a.txt', content: 'WEB\u0000VTT\ud800 🚀' } }),
    );
    expect(parsed.transcript.content).toBe('WEB\u0000VTT\ufffd 🚀');
  });

  it('keeps dates within 1970..2099', () => {
    for (const started_at of ['9999-12-31T23:59:59Z', '9999-12-31T23:59:59-12:00', '0000-01-01T00:00:00Z']) {
      expect(
        ZCreateTranscriptMeetingRequestSchema.safeParse(meeting({ started_at })).success,
        started_at,
      ).toBe(false);
    }
    for (const due_date of ['9999-12-31', '0000-01-01']) {
      expect(ZUpdateActionItemsRequestSchema.safeParse(actionItems({ due_date })).success, due_date).toBe(
        false,
      );
    }
  });

  it('lets any path id through to the service, which answers 404 for what is not a UUID', () => {
    for (const id of ['01', '-'.repeat(36), 'x'.repeat(100)])
      expect(ZIdParamsSchema.safeParse({ id }).success).toBe(true);
  });
});
