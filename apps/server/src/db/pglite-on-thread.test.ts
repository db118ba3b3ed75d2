import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteOnThread } from './pglite-on-thread';

describe('PgliteOnThread', () => {
  let db: PgliteOnThread;

  beforeAll(async () => {
    db = await PgliteOnThread.open({});
    await db.exec('create table notes (id int primary key, body text not null)');
  }, 60_000);
  afterAll(() => db?.close());

  const bodies = async () =>
    (await db.query<{ body: string }>('select body from notes order by id')).rows.map((row) => row.body);

  it('answers queries with rows, fields and affected rows, in object or array mode', async () => {
    const inserted = await db.query('insert into notes values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    expect(inserted.affectedRows).toBe(2);
    const asObjects = await db.query<{ id: number; body: string }>('select * from notes order by id');
    expect(asObjects.rows).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ]);
    expect(asObjects.fields.map((field) => field.name)).toEqual(['id', 'body']);
    const asArrays = await db.query('select id, body from notes order by id', [], { rowMode: 'array' });
    expect(asArrays.rows).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
  });

  it("keeps a type as PostgreSQL's text when a parser asks for it, as Drizzle's do", async () => {
    const raw = (value: string) => value;
    const parsed = await db.query<{ at: unknown }>("select timestamptz '2026-11-29 10:00:00+00' as at");
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
    const text = await db.query<{ at: unknown }>("select timestamptz '2026-11-29 10:00:00+00' as at", [], {
      parsers: { 1184: raw },
    });
    expect(text.rows[0]?.at).toBe('2026-11-29 10:00:00+00');
  });

  it('refuses query options that cannot cross threads rather than dropping them', async () => {
    await expect(db.query('select 1', [], { serializers: { 25: String } })).rejects.toThrow(
      'Query options serializers cannot reach the database thread',
    );
  });

  it("throws PostgreSQL's errors with their code and fields, from the caller's stack", async () => {
    const error = await db.query('insert into notes values (1, $1)', ['again']).catch((caught) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey', table: 'notes' });
    expect(error.message).toContain('duplicate key');
    expect(error.stack).toContain('pglite-on-thread.test.ts');
  });

  it('commits a transaction whose callback resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into notes values (3, $1)', ['three']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes values (4, $1)', ['four']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await db.transaction(async (tx) => {
      await tx.query('insert into notes values (5, $1)', ['five']);
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    expect(await bodies()).toEqual(['one', 'two', 'three']);
  });

  it('makes a statement from outside wait until the open transaction ends', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('update notes set body = $1 where id = 1', ['uno']);
      await held;
      order.push('commit');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = db.query<{ body: string }>('select body from notes where id = 1').then((result) => {
      order.push('outside');
      return result.rows[0]?.body;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toBe('uno');
    expect(order).toEqual(['commit', 'outside']);
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const payloads: string[] = [];
    const unlisten = await db.listen('jobs', (payload) => payloads.push(payload));
    await db.query("select pg_notify('jobs', 'first')");
    await unlisten();
    await db.query("select pg_notify('jobs', 'second')");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(payloads).toEqual(['first']);
  });

  it('dumps its data, which another database opens with the rows kept', async () => {
    const dump = await db.dumpDataDir('none');
    const copy = await PgliteOnThread.open({ dump: new Uint8Array(await dump.arrayBuffer()) });
    try {
      const rows = await copy.query<{ body: string }>('select body from notes order by id');
      expect(rows.rows.map((row) => row.body)).toEqual(['uno', 'two', 'three']);
    } finally {
      await copy.close();
    }
  });

  it('refuses calls once closed, saying the thread stopped', async () => {
    const closing = await PgliteOnThread.open({});
    await closing.close();
    await expect(closing.query('select 1')).rejects.toThrow('The database thread stopped');
  });
});
