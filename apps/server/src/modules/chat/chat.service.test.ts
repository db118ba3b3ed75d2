import type { TMeetingListQuery } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import type { ChatEvent, ChatInput, MeetingChat } from '../../providers/llm/chat/meeting-chat';
import type { Principal } from '../identity/access-token';
import { type ChatMeetingReads, createChatService } from './chat.service';

const ada: Principal = { userId: 'ada', organizationId: 'acme' };
const people = { personOf: async () => ({ name: 'Ada Lovelace', email: 'ada@acme.test' }) };

type StoredMeeting = { id: string; organizationId: string; title: string; text: string };

const MEETINGS: StoredMeeting[] = [
  { id: 'renewal', organizationId: 'acme', title: 'Renewal', text: 'Our budget is forty thousand.' },
  { id: 'kickoff', organizationId: 'acme', title: 'Kickoff', text: 'The pilot starts in March.' },
  { id: 'globex', organizationId: 'globex', title: 'Globex', text: 'Our budget is ten million.' },
];

/** Reads as the meetings service does them: scoped to the caller's organization, latest first. */
function fakeReads(calls: string[]): ChatMeetingReads {
  const visible = (principal: Principal) =>
    MEETINGS.filter((meeting) => meeting.organizationId === principal.organizationId);
  return {
    async get({ principal, meetingId }) {
      const meeting = visible(principal).find((candidate) => candidate.id === meetingId);
      if (!meeting) throw new AppError('NOT_FOUND', `Meeting ${meetingId} not found.`);
      return {
        id: meeting.id,
        title: meeting.title,
        started_at: '2026-11-17T15:00:00.000Z',
        participants: [],
        segments: [{ seq: 0, start_ms: 0, end_ms: 5_000, speaker: 'Dana', text: meeting.text }],
        outputs: null,
      };
    },
    async list({ principal, query }: { principal: Principal; query: TMeetingListQuery }) {
      calls.push(`list ${query.scope} ${query.page_size}`);
      return { items: visible(principal).slice(0, Number(query.page_size)) };
    },
    async searchTranscripts({ principal, query, meetingIds }) {
      calls.push(meetingIds ? `search ${query} in ${meetingIds.join(', ')}` : `search ${query}`);
      const words = query.split(' or ');
      return visible(principal)
        .filter((meeting) => !meetingIds || meetingIds.includes(meeting.id))
        .filter((meeting) => words.some((word) => meeting.text.toLowerCase().includes(word)))
        .map((meeting) => ({ meeting_id: meeting.id, seq: 0, score: 0.5 }));
    },
  };
}

/** An engine that answers with the titles of the meetings it was given. */
const titlesEngine: MeetingChat = {
  engine: 'titles',
  async *answer({ meetings }: ChatInput): AsyncGenerator<ChatEvent> {
    yield { type: 'text', text: meetings.map((meeting) => meeting.title).join(', ') };
  },
};

async function answerText(options: { meetingIds: string[]; question: string; calls?: string[] }) {
  const chat = createChatService({ meetings: fakeReads(options.calls ?? []), engine: titlesEngine, people });
  const events = await chat.answer({
    principal: ada,
    request: { meetingIds: options.meetingIds, messages: [{ role: 'user', content: options.question }] },
    signal: new AbortController().signal,
  });
  let text = '';
  for await (const event of events) if (event.type === 'text') text += event.text;
  return text;
}

describe('chat service', () => {
  it('answers over the meetings named, each once', async () => {
    expect(await answerText({ meetingIds: ['kickoff', 'kickoff'], question: 'Pilot?' })).toBe('Kickoff');
  });

  it("refuses another organization's meeting before answering", async () => {
    await expect(answerText({ meetingIds: ['renewal', 'globex'], question: 'Budget?' })).rejects.toThrow(
      'Meeting globex not found.',
    );
  });

  it("with no meeting named, answers over the caller's meetings that match the question, any word", async () => {
    const calls: string[] = [];
    expect(await answerText({ meetingIds: [], question: 'What is their budget?', calls })).toBe('Renewal');
    expect(calls).toEqual(['search what or their or budget']);
  });

  it('with no meeting named and none matching, answers over the latest meetings of the organization', async () => {
    const calls: string[] = [];
    expect(await answerText({ meetingIds: [], question: 'Who is Zed?', calls })).toBe('Renewal, Kickoff');
    expect(calls).toEqual(['search who or zed', 'list team 5', 'search zed in renewal, kickoff']);
  });

  it("passes the engine the database's matching lines of the meetings asked about when there are several", async () => {
    const inputs: ChatInput[] = [];
    const calls: string[] = [];
    const chat = createChatService({
      meetings: fakeReads(calls),
      people,
      engine: {
        engine: 'spy',
        async *answer(input: ChatInput): AsyncGenerator<ChatEvent> {
          inputs.push(input);
          yield { type: 'text', text: 'ok' };
        },
      },
    });
    const ask = async (meetingIds: string[], contents: string[]) => {
      const messages = contents.map((content) => ({ role: 'user' as const, content }));
      for await (const _ of await chat.answer({
        principal: ada,
        request: { meetingIds, messages },
        signal: new AbortController().signal,
      })) {
        // Only the engine's input matters here.
      }
      return inputs.at(-1)?.transcriptMatches;
    };

    expect(await ask(['renewal', 'kickoff'], ['What did they discuss about the pilot?'])).toEqual([
      { meetingId: 'kickoff', index: 0, score: 0.5 },
    ]);
    // A follow-up without words of its own is searched with the previous question's.
    expect(await ask(['renewal', 'kickoff'], ['Budget?', 'Who said that?'])).toEqual([
      { meetingId: 'renewal', index: 0, score: 0.5 },
    ]);
    // One meeting is the engine's to search.
    expect(await ask(['renewal'], ['Budget?'])).toBeUndefined();
    expect(calls).toEqual(['search pilot in renewal, kickoff', 'search budget in renewal, kickoff']);
  });
});
