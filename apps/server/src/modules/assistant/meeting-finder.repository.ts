import { and, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetingCrmLinks, meetingOutputs, meetingParticipants, meetings } from '../../db/schema';
import { toWebSearchText } from '../meetings/meetings.repository';

/*
 * A read model for the assistant's meeting search, over tables the meetings and crm-links modules
 * write: filters (dates, participant, linked company or deal) and full-text over titles and
 * summaries. Transcript lines are searched through the meetings module (`searchTranscripts`).
 * Every query is scoped to one organization.
 */

export type MeetingFilters = {
  organizationId: string;
  /** Inclusive start of the day range (UTC). */
  from?: Date;
  /** Exclusive end. */
  until?: Date;
  participant?: string;
  company?: string;
  deal?: string;
  /** Within these meetings only (the user's chosen set). */
  meetingIds?: string[];
  limit: number;
};

/** `%text%` for ILIKE, its wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function linkedTo(options: { organizationId: string; type: 'company' | 'deal'; name: string }) {
  return sql`exists (select 1 from ${meetingCrmLinks} where ${meetingCrmLinks.meetingId} = ${meetings.id}
    and ${meetingCrmLinks.organizationId} = ${options.organizationId}
    and ${meetingCrmLinks.state} = 'linked' and ${meetingCrmLinks.recordType} = ${options.type}
    and ${meetingCrmLinks.name} ilike ${contains(options.name)})`;
}

/** Ids of the organization's meetings that pass every filter given, latest first. */
export async function filterMeetingIds(db: Database, filters: MeetingFilters): Promise<string[]> {
  const { organizationId } = filters;
  const participant = filters.participant
    ? sql`exists (select 1 from ${meetingParticipants} where ${meetingParticipants.meetingId} = ${meetings.id}
        and ${meetingParticipants.organizationId} = ${organizationId}
        and (${ilike(meetingParticipants.name, contains(filters.participant))}
          or ${ilike(meetingParticipants.email, contains(filters.participant))}))`
    : undefined;
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.organizationId, organizationId),
        filters.meetingIds ? inArray(meetings.id, filters.meetingIds) : undefined,
        filters.from ? gte(meetings.startedAt, filters.from) : undefined,
        filters.until ? lt(meetings.startedAt, filters.until) : undefined,
        participant,
        filters.company ? linkedTo({ organizationId, type: 'company', name: filters.company }) : undefined,
        filters.deal ? linkedTo({ organizationId, type: 'deal', name: filters.deal }) : undefined,
      ),
    )
    .orderBy(desc(meetings.startedAt), desc(meetings.id))
    .limit(filters.limit);
  return rows.map((row) => row.id);
}

/** Meetings whose title or summary matches `query` (websearch syntax), best first, with a snippet. */
export async function searchTitlesAndSummaries(
  db: Database,
  options: { organizationId: string; query: string; meetingIds?: string[]; limit: number },
): Promise<Array<{ meetingId: string; score: number; snippet: string | null }>> {
  if (options.meetingIds?.length === 0) return [];
  const tsQuery = sql`websearch_to_tsquery('english', ${toWebSearchText(options.query)})`;
  const document = sql`(setweight(to_tsvector('english', ${meetings.title}), 'A') || to_tsvector('english', coalesce(${meetingOutputs.summaryMarkdown}, '')))`;
  const rank = sql<number>`ts_rank(${document}, ${tsQuery})`.mapWith(Number);
  const snippet = sql<string | null>`case when ${meetingOutputs.summaryMarkdown} is null then null
    else ts_headline('english', ${meetingOutputs.summaryMarkdown}, ${tsQuery}, 'MaxWords=30, MinWords=12, StartSel="", StopSel=""') end`;
  return db
    .select({ meetingId: meetings.id, score: rank, snippet })
    .from(meetings)
    .leftJoin(meetingOutputs, eq(meetingOutputs.meetingId, meetings.id))
    .where(
      and(
        eq(meetings.organizationId, options.organizationId),
        options.meetingIds ? inArray(meetings.id, options.meetingIds) : undefined,
        sql`${document} @@ ${tsQuery}`,
      ),
    )
    .orderBy(sql`${rank} desc`, desc(meetings.startedAt))
    .limit(options.limit);
}

export type MeetingHeader = {
  id: string;
  title: string;
  startedAt: Date;
  participants: Array<{ name: string | null; email: string | null }>;
};

/** Title, start and participants of the organization's meetings among `ids`. */
export async function findMeetingHeaders(
  db: Database,
  options: { organizationId: string; ids: string[] },
): Promise<MeetingHeader[]> {
  if (options.ids.length === 0) return [];
  const rows = await db
    .select({ id: meetings.id, title: meetings.title, startedAt: meetings.startedAt })
    .from(meetings)
    .where(and(eq(meetings.organizationId, options.organizationId), inArray(meetings.id, options.ids)));
  const people = await db
    .select({
      meetingId: meetingParticipants.meetingId,
      name: meetingParticipants.name,
      email: meetingParticipants.email,
    })
    .from(meetingParticipants)
    .where(
      and(
        eq(meetingParticipants.organizationId, options.organizationId),
        inArray(meetingParticipants.meetingId, options.ids),
      ),
    );
  return rows.map((row) => ({
    ...row,
    participants: people
      .filter((person) => person.meetingId === row.id)
      .map((person) => ({ name: person.name, email: person.email })),
  }));
}
