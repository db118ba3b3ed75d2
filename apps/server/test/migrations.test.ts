import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crmWrites,
  meetingOutputs,
  meetingParticipants,
  meetingSearchDocuments,
  meetings,
} from '../src/db/schema';
import { taskKey } from '../src/modules/crm-sync/write-plan';
import { rankMeetings } from '../src/modules/meetings/meeting-search.repository';
import { createTestApp, type TestApp } from './test-app';

const MIGRATIONS = path.join(import.meta.dirname, '..', 'src', 'db', 'migrations');

/** The data-moving statements of a migration (its DDL already ran when the database was created). */
async function dataStatements(file: string): Promise<string[]> {
  const text = await readFile(path.join(MIGRATIONS, file), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter((statement) => /^UPDATE\b/i.test(statement));
}

describe('migrations that move data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("0006 moves a transcript upload's file from media_key to transcript_file_key, leaving recordings alone", async () => {
    const user = await t.signUp('old@acme.test', 'Old');
    const base = {
      organizationId: user.principal.organizationId,
      ownerUserId: user.principal.userId,
      status: 'ready' as const,
      startedAt: new Date('2026-10-01T10:00:00Z'),
    };
    // Rows as they were before 0006: the transcript file in media_key.
    const [transcriptMeeting] = await t.database.db
      .insert(meetings)
      .values({
        ...base,
        title: 'Old transcript upload',
        source: 'transcript_upload',
        mediaKey: 'org/meetings/1/transcript-file',
        mediaContentType: 'text/plain; charset=utf-8',
        mediaSizeBytes: 120,
      })
      .returning();
    const [recordingMeeting] = await t.database.db
      .insert(meetings)
      .values({
        ...base,
        title: 'Old recording',
        source: 'audio_upload',
        mediaKey: 'org/meetings/2/recording.mp3',
        mediaContentType: 'audio/mpeg',
        mediaSizeBytes: 5000,
      })
      .returning();

    const statements = await dataStatements('0006_transcript_file_key.sql');
    expect(statements).toHaveLength(1);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    const read = async (id: string) =>
      (await t.database.db.select().from(meetings).where(eq(meetings.id, id)))[0];
    expect(await read(transcriptMeeting?.id ?? '')).toMatchObject({
      transcriptFileKey: 'org/meetings/1/transcript-file',
      mediaKey: null,
      mediaContentType: null,
      mediaSizeBytes: null,
    });
    expect(await read(recordingMeeting?.id ?? '')).toMatchObject({
      transcriptFileKey: null,
      mediaKey: 'org/meetings/2/recording.mp3',
      mediaContentType: 'audio/mpeg',
    });
  });

  it('0017 gives every search document its word pairs, so phrases said before it are found', async () => {
    const user = await t.signUp('phrases@acme.test', 'Phrases');
    const { organizationId } = user.principal;
    const [meeting] = await t.database.db
      .insert(meetings)
      .values({
        organizationId,
        ownerUserId: user.principal.userId,
        status: 'ready',
        source: 'transcript_upload',
        title: 'Old call',
        startedAt: new Date('2026-10-01T10:00:00Z'),
      })
      .returning();
    if (!meeting) throw new Error('no meeting');
    // A document as written before 0017: words, no pairs.
    await t.database.db.insert(meetingSearchDocuments).values({
      meetingId: meeting.id,
      organizationId,
      ownerUserId: meeting.ownerUserId,
      startedAt: meeting.startedAt,
      document: sql`to_tsvector('english', 'Old call. The quince harvest was late this year.')`,
    });
    const found = async (query: string) =>
      (
        await rankMeetings(t.database.db, {
          organizationId,
          viewerUserId: meeting.ownerUserId,
          query,
          limit: 5,
          offset: 0,
        })
      ).map((row) => row.id);
    expect(await found('"quince harvest"')).toEqual([]);

    const statements = await dataStatements('0017_search_word_pairs.sql');
    expect(statements).toHaveLength(1);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    expect(await found('"quince harvest"')).toEqual([meeting.id]);
    expect(await found('"harvest quince"')).toEqual([]);
  });
  it('0018 puts each meeting its participants, as they were written, for the list to read', async () => {
    const user = await t.signUp('people@acme.test', 'People');
    const { organizationId, userId } = user.principal;
    const base = {
      organizationId,
      ownerUserId: userId,
      status: 'ready',
      source: 'transcript_upload',
    } as const;
    const [withPeople, alone] = await t.database.db
      .insert(meetings)
      .values([
        { ...base, title: 'With people', startedAt: new Date('2026-10-01T10:00:00Z') },
        { ...base, title: 'Alone', startedAt: new Date('2026-10-02T10:00:00Z') },
      ])
      .returning();
    if (!withPeople || !alone) throw new Error('no meetings');
    // Participants as written before 0018: a row each, nothing on the meeting.
    await t.database.db.insert(meetingParticipants).values([
      { meetingId: withPeople.id, organizationId, name: 'Dana Buyer', email: 'dana@buyer.test' },
      { meetingId: withPeople.id, organizationId, name: null, email: 'ops@buyer.test' },
    ]);

    const statements = await dataStatements('0018_meeting_participants_on_meeting.sql');
    expect(statements).toHaveLength(1);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    const participants = async (meetingId: string) =>
      (await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId)))[0]?.participants;
    expect(await participants(withPeople.id)).toEqual([
      { name: 'Dana Buyer', email: 'dana@buyer.test' },
      { name: null, email: 'ops@buyer.test' },
    ]);
    expect(await participants(alone.id)).toEqual([]);
  });

  it('0019 counts a stored recording from when its meeting was created, never keeping it longer than before', async () => {
    const user = await t.signUp('retained@acme.test', 'Retained');
    const base = {
      organizationId: user.principal.organizationId,
      ownerUserId: user.principal.userId,
      status: 'ready',
      source: 'audio_upload',
      mediaContentType: 'audio/mpeg',
      mediaSizeBytes: 1000,
      createdAt: new Date('2026-09-01T10:00:00Z'),
    } as const;
    // Retention written before 0019: two months after the client's date.
    const [future, past, noMedia] = await t.database.db
      .insert(meetings)
      .values([
        {
          ...base,
          title: 'Dated 2099',
          startedAt: new Date('2099-01-01T00:00:00Z'),
          mediaKey: 'org/meetings/a/recording.mp3',
          mediaExpiresAt: new Date('2099-03-01T00:00:00Z'),
        },
        {
          ...base,
          title: 'Dated before its upload',
          startedAt: new Date('2026-08-01T10:00:00Z'),
          mediaKey: 'org/meetings/b/recording.mp3',
          mediaExpiresAt: new Date('2026-10-01T10:00:00Z'),
        },
        {
          ...base,
          title: 'Without a recording',
          startedAt: new Date('2099-01-01T00:00:00Z'),
          mediaExpiresAt: new Date('2099-03-01T00:00:00Z'),
        },
      ])
      .returning();
    if (!future || !past || !noMedia) throw new Error('no meetings');

    const statements = await dataStatements('0019_media_received_at_and_storage.sql');
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    const read = async (id: string) =>
      (await t.database.db.select().from(meetings).where(eq(meetings.id, id)))[0];
    // Received when created, kept the same 59 days from then.
    expect(await read(future.id)).toMatchObject({
      mediaReceivedAt: new Date('2026-09-01T10:00:00Z'),
      mediaExpiresAt: new Date('2026-10-30T10:00:00Z'),
    });
    // Its retention from the meeting's date ended sooner: that stays.
    expect((await read(past.id))?.mediaExpiresAt).toEqual(new Date('2026-10-01T10:00:00Z'));
    expect((await read(noMedia.id))?.mediaReceivedAt).toBeNull();
  });

  it('0026 gives every stored action item a stable id, keeping their order and ids already given; a task written for an item follows it', async () => {
    const user = await t.signUp('items@acme.test', 'Items');
    const { organizationId, userId } = user.principal;
    const [meeting, empty] = await t.database.db
      .insert(meetings)
      .values(
        ['With items', 'No items'].map((title) => ({
          organizationId,
          ownerUserId: userId,
          status: 'ready' as const,
          source: 'transcript_upload' as const,
          title,
          startedAt: new Date('2026-10-01T10:00:00Z'),
        })),
      )
      .returning();
    if (!meeting || !empty) throw new Error('no meetings');
    const kept = '5b0f2c55-0a4e-4d7c-8a31-0d9e2f6a7b11';
    const outputs = {
      organizationId,
      summaryMarkdown: '',
      engine: 'offline',
      summaryPrompt: '',
      actionItemsPrompt: '',
    };
    // Items as stored before 0026: no ids (the typed schema now says they have one).
    const legacy = [
      { text: 'Send the proposal', owner: null, dueDate: null, done: false },
      { id: kept, text: 'Share the questionnaire', owner: 'Hannah', dueDate: null, done: true },
      { text: 'Book the demo', owner: null, dueDate: '2026-10-09', done: false },
    ] as unknown as Array<(typeof meetingOutputs.$inferInsert.actionItems)[number]>;
    await t.database.db.insert(meetingOutputs).values([
      { ...outputs, meetingId: meeting.id, actionItems: legacy },
      { ...outputs, meetingId: empty.id, actionItems: [] },
    ]);

    // A task an older sync wrote for 'Send the proposal', keyed by its words.
    const task = {
      kind: 'task' as const,
      subject: 'Send the proposal',
      body: '',
      dueAt: '2026-10-04T12:00:00.000Z',
      ownerId: null,
      associations: [],
    };
    const [legacyTask, otherTask] = await t.database.db
      .insert(crmWrites)
      .values(
        [taskKey('  send THE   proposal '), taskKey('Said in no item')].map((writeKey) => ({
          organizationId,
          meetingId: meeting.id,
          writeKey,
          kind: 'task' as const,
          payload: task,
          marker: `marker${writeKey.slice(5)}`,
          status: 'written' as const,
          hubspotId: '901',
        })),
      )
      .returning();

    const statements = await dataStatements('0026_action_item_ids.sql');
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    const items = async (meetingId: string) =>
      (await t.database.db.select().from(meetingOutputs).where(eq(meetingOutputs.meetingId, meetingId)))[0]
        ?.actionItems ?? [];
    const after = await items(meeting.id);
    expect(after.map((item) => item.text)).toEqual([
      'Send the proposal',
      'Share the questionnaire',
      'Book the demo',
    ]);
    expect(after[1]).toEqual({ ...legacy[1] });
    expect(after[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(after.map((item) => item.id)).size).toBe(3);
    expect(await items(empty.id)).toEqual([]);

    const write = async (id: string | undefined) =>
      (
        await t.database.db
          .select()
          .from(crmWrites)
          .where(eq(crmWrites.id, id ?? ''))
      )[0];
    expect(await write(legacyTask?.id)).toMatchObject({
      writeKey: `task:item:${after[0]?.id}`,
      payload: { ...task, itemId: after[0]?.id },
    });
    expect(await write(otherTask?.id)).toMatchObject({ writeKey: otherTask?.writeKey, payload: task });
  });
});
