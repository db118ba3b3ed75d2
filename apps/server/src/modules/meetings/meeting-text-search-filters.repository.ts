import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetingCrmLinks, meetingParticipants, meetings } from '../../db/schema';
import {
  containsPattern,
  type MeetingTextSearchScope,
  type RankedMeeting,
  rankMeetings,
  selectRows,
} from './meeting-search.repository';
import { meetingColumnsAs, meetingVisibleTo } from './meeting-visibility';

/** What the assistant's search narrows by beyond the list's scope; every text is matched in part. */
export type MeetingTextSearchFilters = {
  /** A participant's name or email, or part of either (case-insensitive). */
  participant?: string;
  /** A CRM company or deal the meeting is linked to (and not unlinked), by (part of) its name. */
  company?: string;
  deal?: string;
  /** Only these meetings (UUIDs; any that are not the organization's find nothing). */
  meetingIds?: string[];
  /** Only a member's meetings: those they own, or took part in (their address among the participants). */
  involving?: { userId: string; email: string };
  /**
   * Who or what a meeting was with, by part of a name: a participant's name or email, a linked CRM
   * company or deal, or the title ("Acme" finds "Discovery call — Acme").
   */
  counterpart?: string;
};

/** The filters as conditions on the meeting `id` names, each read within the organization. */
function filterConditions(options: {
  id: SQL;
  organizationId: string;
  filters: MeetingTextSearchFilters;
}): SQL[] {
  const { id, organizationId, filters } = options;
  const conditions: SQL[] = [];
  if (filters.meetingIds) conditions.push(sql`${id} = any(${sql.param(filters.meetingIds)}::uuid[])`);
  const participant = filters.participant?.trim();
  if (participant) {
    const pattern = containsPattern(participant);
    conditions.push(sql`exists (
      select 1 from ${meetingParticipants} p
      where p.meeting_id = ${id} and p.organization_id = ${organizationId}
        and (p.name ilike ${pattern} or p.email ilike ${pattern}))`);
  }
  if (filters.involving) {
    const { userId, email } = filters.involving;
    conditions.push(sql`(exists (
        select 1 from ${meetings} o
        where o.id = ${id} and o.organization_id = ${organizationId} and o.owner_user_id = ${userId})
      or exists (
        select 1 from ${meetingParticipants} p
        where p.meeting_id = ${id} and p.organization_id = ${organizationId}
          and lower(p.email) = ${email.trim().toLowerCase()}))`);
  }
  const counterpart = filters.counterpart?.trim();
  if (counterpart) {
    const pattern = containsPattern(counterpart);
    conditions.push(sql`(exists (
        select 1 from ${meetings} t
        where t.id = ${id} and t.organization_id = ${organizationId} and t.title ilike ${pattern})
      or exists (
        select 1 from ${meetingParticipants} p
        where p.meeting_id = ${id} and p.organization_id = ${organizationId}
          and (p.name ilike ${pattern} or p.email ilike ${pattern}))
      or exists (
        select 1 from ${meetingCrmLinks} l
        where l.meeting_id = ${id} and l.organization_id = ${organizationId}
          and l.state = 'linked' and l.record_type in ('company', 'deal') and l.name ilike ${pattern}))`);
  }
  for (const type of ['company', 'deal'] as const) {
    const name = filters[type]?.trim();
    if (!name) continue;
    conditions.push(sql`exists (
      select 1 from ${meetingCrmLinks} l
      where l.meeting_id = ${id} and l.organization_id = ${organizationId}
        and l.state = 'linked' and l.record_type = ${type} and l.name ilike ${containsPattern(name)})`);
  }
  return conditions;
}

/** Without words to rank: the organization's meetings in the scope, all ranked 0 (so newest first). */
function everyMeeting(scope: MeetingTextSearchScope): SQL {
  const conditions = [
    sql`m.organization_id = ${scope.organizationId}`,
    meetingVisibleTo(meetingColumnsAs('m'), scope.viewerUserId),
  ];
  if (scope.ownerUserId) conditions.push(sql`m.owner_user_id = ${scope.ownerUserId}`);
  if (scope.from) conditions.push(sql`m.started_at >= ${scope.from.toISOString()}`);
  if (scope.to) conditions.push(sql`m.started_at < ${scope.to.toISOString()}`);
  if (scope.participantEmail) {
    conditions.push(sql`exists (
      select 1 from ${meetingParticipants} p
      where p.meeting_id = m.id and p.organization_id = ${scope.organizationId}
        and p.email = ${scope.participantEmail.trim().toLowerCase()})`);
  }
  return sql`select m.id, m.title, m.started_at, 0 as rank from ${meetings} m
    where ${sql.join(conditions, sql` and `)}`;
}

/**
 * A page of the organization's meetings matching `query` (ranked as the list ranks them) that pass
 * the filters too, best first (newest first among equals). With no query, the newest that pass.
 */
export async function rankFilteredMeetings(
  db: Database,
  options: MeetingTextSearchScope & MeetingTextSearchFilters & { limit: number; offset: number },
): Promise<RankedMeeting[]> {
  if (options.meetingIds?.length === 0) return [];
  const where = (id: SQL) =>
    filterConditions({ id, organizationId: options.organizationId, filters: options });
  if (options.query.trim()) return rankMeetings(db, { ...options, where });
  const conditions = where(sql.raw('ranked.id'));
  const rows = await selectRows<{
    id: string;
    title: string;
    started_at: string | Date;
    rank: number | string;
  }>(
    db,
    sql`
    select ranked.id, ranked.title, ranked.started_at, ranked.rank from (${everyMeeting(options)}) ranked
    ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
    order by ranked.started_at desc, ranked.id desc
    limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    startedAt: new Date(row.started_at),
    score: Number(row.rank),
  }));
}
