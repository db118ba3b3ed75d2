import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Who may read a meeting: the one rule every read of a meeting goes through (the list, a meeting's
 * page and everything under `/api/meetings/{id}`, search, snippets, the chats, the assistant's tools,
 * exports, media links, CRM routes), always inside the reader's organization:
 *
 * - its owner (who recorded, uploaded or owns the calendar event), whatever its state;
 * - any other member, once it is processed (`ready`) and not made `private`.
 *
 * A meeting still in progress, failed or stopped by the plan is its owner's alone: there is nothing
 * for a teammate to read yet, and only the owner can act on it (Retry). The admin reads what every
 * member reads: "private" means nobody but the owner, so the admin gets no exception. Share links are
 * the owner's explicit choice and are checked by their token, not here.
 */

/** A meeting's columns the rule reads: drizzle columns, or `alias.column` for raw SQL. */
export type MeetingVisibilityColumns = {
  ownerUserId: AnyPgColumn | SQL;
  visibility: AnyPgColumn | SQL;
  status: AnyPgColumn | SQL;
};

/** The columns of `meetings` under a raw SQL alias (`m`, `t`, …). */
export const meetingColumnsAs = (alias: string): MeetingVisibilityColumns => ({
  ownerUserId: sql.raw(`${alias}.owner_user_id`),
  visibility: sql.raw(`${alias}.visibility`),
  status: sql.raw(`${alias}.status`),
});

/**
 * Whether the organization's other members may read the meeting: visible to the team and processed.
 * `meeting_search_documents.team_visible` keeps a copy of it (see `syncTeamVisible`).
 */
export const isTeamVisible = (columns: Omit<MeetingVisibilityColumns, 'ownerUserId'>): SQL =>
  sql`(${columns.visibility} = 'team' and ${columns.status} = 'ready')`;

/** The condition that `viewerUserId` may read the meeting (its organization is checked beside it). */
export const meetingVisibleTo = (columns: MeetingVisibilityColumns, viewerUserId: string): SQL =>
  sql`(${columns.ownerUserId} = ${viewerUserId} or ${isTeamVisible(columns)})`;

/** The same rule on a search document under `alias`, from its own columns (no join to `meetings`). */
export const searchDocumentVisibleTo = (alias: string, viewerUserId: string): SQL =>
  sql`(${sql.raw(`${alias}.owner_user_id`)} = ${viewerUserId} or ${sql.raw(`${alias}.team_visible`)})`;
