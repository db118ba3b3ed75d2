import type { TMeetingListItem } from '@ting/contracts';
import { and, count, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { meetings, recorderBots, users } from '../../db/schema';
import { meetingVisibleTo } from './meeting-visibility';

/** A time as JavaScript's `toISOString` writes it (UTC, milliseconds, `Z`), like every time the API sends. */
const isoTime = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A meeting as the list shows it (the contract's list item, without a search's `match`), rendered by
 * PostgreSQL from `meetings` joined to its owner in `users`. The one place a list item is made: a list
 * page is sent as the JSON text PostgreSQL writes, so the list, the read almost every page makes,
 * costs the server one statement and no work per meeting; searches and a meeting's details read the
 * item as an object.
 */
/**
 * The meeting's notetaker, when one was booked for it (at most one bot a meeting): where it is and when
 * it joins. Read through `recorder_bots_meeting`, one index probe per listed meeting.
 */
const notetakerJson = sql`(select json_build_object(
  'status', ${recorderBots.status},
  'joins_at', ${isoTime(recorderBots.joinAt)}
) from ${recorderBots} where ${recorderBots.meetingId} = ${meetings.id} limit 1)`;

const listItemJson = sql<Omit<TMeetingListItem, 'match'>>`json_build_object(
  'id', ${meetings.id},
  'title', ${meetings.title},
  'source', ${meetings.source},
  'status', ${meetings.status},
  'status_reason', ${meetings.statusReason},
  'started_at', ${isoTime(meetings.startedAt)},
  'duration_ms', ${meetings.durationMs},
  'owner', json_build_object('id', ${users.id}, 'name', ${users.name}, 'email', ${users.email}),
  'visibility', ${meetings.visibility},
  'participants', ${meetings.participants},
  'created_at', ${isoTime(meetings.createdAt)},
  'notetaker', ${notetakerJson}
)`;

/** Whose list: `viewerUserId`'s own meetings (`isMine`), or every meeting of the organization they may read. */
type ListScope = { organizationId: string; viewerUserId: string; isMine: boolean };

/**
 * A meeting that has not taken place: its notetaker is booked and has not set out yet. It waits under
 * Upcoming (the calendar's meetings), not in the list of meetings that happened.
 */
const isMerelyBooked = (meetingId: AnyPgColumn): SQL =>
  sql`exists (select 1 from ${recorderBots} where ${recorderBots.meetingId} = ${meetingId} and ${recorderBots.status} = 'scheduled')`;

/**
 * Which of `table`'s meetings a list without a search shows: the viewer's own, or all they may read,
 * that took place (see `isMerelyBooked`).
 */
function listConditions(
  table: Record<'id' | 'organizationId' | 'ownerUserId' | 'visibility' | 'status', AnyPgColumn>,
  scope: ListScope,
): SQL | undefined {
  return and(
    eq(table.organizationId, scope.organizationId),
    not(isMerelyBooked(table.id)),
    scope.isMine ? eq(table.ownerUserId, scope.viewerUserId) : meetingVisibleTo(table, scope.viewerUserId),
  );
}

/**
 * A list page's response body: its meetings in the list's order (an index walk that stops at the
 * page's end), the number of meetings in the list (a subquery run once) and the page, as JSON text.
 */
function listPageQuery(db: Database, scope: ListScope) {
  const page = db
    .select({ item: listItemJson.as('item'), startedAt: meetings.startedAt, id: meetings.id })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.ownerUserId))
    .where(listConditions(meetings, scope))
    .orderBy(desc(meetings.startedAt), desc(meetings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const counted = alias(meetings, 'counted');
  const total = db.select({ total: count() }).from(counted).where(listConditions(counted, scope));
  return db
    .select({
      body: sql<string>`json_build_object('data', json_build_object(
        'items', coalesce(json_agg(${page.item} order by ${page.startedAt} desc, ${page.id} desc), '[]'::json),
        'total', (${total}),
        'page', ${sql.placeholder('page')}::int,
        'page_size', ${sql.placeholder('limit')}::int
      ))::text`,
    })
    .from(page);
}

// A page is one of two fixed statements (what the viewer may read of the organization's meetings, or
// their own), prepared once per connection.
const placeholders = {
  organizationId: sql.placeholder('organizationId') as unknown as string,
  viewerUserId: sql.placeholder('viewerUserId') as unknown as string,
};
const teamPageQuery = preparedPerDatabase((db) =>
  listPageQuery(db, { ...placeholders, isMine: false }).prepare('meetings_list_team'),
);
const ownerPageQuery = preparedPerDatabase((db) =>
  listPageQuery(db, { ...placeholders, isMine: true }).prepare('meetings_list_owner'),
);

/** A page of the meetings list, newest first, as its response body's JSON text (`{"data": …}`). */
export async function listPageJson(
  db: Database,
  options: ListScope & { page: number; pageSize: number },
): Promise<string> {
  const { organizationId, viewerUserId, page, pageSize } = options;
  const values = { organizationId, viewerUserId, page, limit: pageSize, offset: (page - 1) * pageSize };
  const [row] = options.isMine
    ? await ownerPageQuery(db).execute(values)
    : await teamPageQuery(db).execute(values);
  if (!row) throw new Error('The list page query returned no row');
  return row.body;
}

/** List items of the organization's meetings with these ids, by meeting id. */
export async function listItemsByIds(
  db: Database,
  options: { organizationId: string; meetingIds: string[] },
): Promise<Map<string, Omit<TMeetingListItem, 'match'>>> {
  if (options.meetingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: meetings.id, item: listItemJson })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.ownerUserId))
    .where(
      and(eq(meetings.organizationId, options.organizationId), inArray(meetings.id, options.meetingIds)),
    );
  return new Map(rows.map((row) => [row.id, row.item]));
}
