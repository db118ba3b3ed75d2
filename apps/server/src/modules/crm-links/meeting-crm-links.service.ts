import {
  isUuid,
  type TCrmLinkBody,
  type TCrmObjectType,
  type TCrmRecordSummary,
  type TMeetingCrm,
  type TMeetingCrmLink,
} from '@ting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { CrmDealStage, CrmRecord } from '../../providers/crm/crm-provider';
import { ProviderError } from '../../providers/provider-errors';
import type { CrmConnection } from '../crm/crm-connection';
import type { Principal } from '../identity/access-token';
import type { MeetingReads } from '../meetings/meeting-reads';
import { findMeeting } from '../meetings/meetings.repository';
import { listMembers } from '../organizations/organizations.repository';
import { lookUpMeetingRecords } from './crm-link-lookups';
import { normalizeEmail } from './crm-link-matcher';
import {
  compareLinks,
  DETAIL_PROPERTIES,
  detailOf,
  toMeetingCrmLink,
  toRecordSummary,
} from './crm-record-summary';
import {
  findLastMatch,
  findLink,
  listLinks,
  listUnmatchedMeetingIds,
  markLinkRemoved,
  saveMatch,
  upsertManualLink,
} from './meeting-crm-links.repository';

export type MeetingCrmLinksDeps = {
  db: Database;
  crm: CrmConnection;
  meetings: MeetingReads;
  queue: JobQueue;
  log: FastifyBaseLogger;
};

/** Matches one meeting (payload: `{organizationId, meetingId}`, as `meeting.ready` carries). */
export const CRM_LINKS_MATCH_JOB = 'crm-links.match';

/** When HubSpot is connected, recent meetings not matched yet are matched too (how far back, how many). */
export const BACKFILL_DAYS = 30;
export const BACKFILL_MEETINGS = 50;

/** Records a search returns per kind: enough to pick from while typing. */
export const CRM_SEARCH_LIMIT = 10;

type MeetingRef = { principal: Principal; meetingId: string };

/**
 * Which HubSpot contacts, companies and deals each meeting is about: matched automatically from its
 * participants (`match`, a job), read and edited by any member of the meeting's organization (the
 * same people who may read the meeting). A person's choice wins: a removed link stays removed and a
 * manual one stays, whatever matching finds later.
 */
export function createMeetingCrmLinks(deps: MeetingCrmLinksDeps) {
  const { db, crm, meetings, log } = deps;

  const connectedAccount = (organizationId: string) => crm.account(organizationId);

  const urlOf = (accountId: string | null, type: TCrmObjectType, id: string) =>
    crm.provider.recordUrl({ accountId, record: { type, id } });

  /** Stage labels, read only when a deal needs one. */
  async function stagesFor(
    records: readonly CrmRecord[],
    read: () => Promise<CrmDealStage[]>,
  ): Promise<CrmDealStage[]> {
    return records.some((record) => record.type === 'deal') ? read() : [];
  }

  return {
    /**
     * Links the meeting to the records its participants point at and stores who HubSpot does not
     * know. Nothing happens when HubSpot is not connected or the meeting is gone; CRM failures are
     * `ProviderError`s, which the job retries when they are passing.
     */
    async match(options: { organizationId: string; meetingId: string }): Promise<'matched' | 'skipped'> {
      const found = await findMeeting(db, options);
      if (!found || !(await connectedAccount(options.organizationId))) return 'skipped';
      const { participants } = found.meeting;
      const members = await listMembers(db, options.organizationId);
      const memberEmails = [found.owner.email, ...members.map((member) => member.user.email)];
      let match: Awaited<ReturnType<typeof lookUpMeetingRecords>>;
      try {
        match = await crm.withCrm(options.organizationId, (provider, access) =>
          lookUpMeetingRecords({ provider, access, participants, memberEmails }),
        );
      } catch (error) {
        // Disconnected (or in need of reconnecting) while we looked: there is nothing to match against.
        if (error instanceof AppError && error.code === 'NOT_CONNECTED') return 'skipped';
        throw error;
      }
      // The CRM sync starts from the stored links: it hears of the match once they have committed.
      await inTransaction(db, async (tx) => {
        await saveMatch(tx, { ...options, match });
        await deps.queue.publish('meeting.crm_matched', options, { tx });
      });
      log.info(
        { meetingId: options.meetingId, links: match.links.length, unknown: match.unknownAttendees.length },
        'Meeting matched to CRM records',
      );
      return 'matched';
    },

    /** HubSpot was just connected: the recent meetings never matched are matched now, each its own job. */
    async matchRecentMeetings(organizationId: string): Promise<number> {
      const meetingIds = await listUnmatchedMeetingIds(db, {
        organizationId,
        since: new Date(Date.now() - BACKFILL_DAYS * 86_400_000),
        limit: BACKFILL_MEETINGS,
      });
      for (const meetingId of meetingIds)
        await deps.queue.send(CRM_LINKS_MATCH_JOB, { organizationId, meetingId });
      return meetingIds.length;
    },

    /** The CRM tab: linked records with their HubSpot pages, and attendees HubSpot did not know. */
    async read({ principal, meetingId }: MeetingRef): Promise<TMeetingCrm> {
      const { meeting } = await meetings.requireMeeting({ principal, meetingId });
      const scope = { organizationId: meeting.organizationId, meetingId: meeting.id };
      const account = await connectedAccount(scope.organizationId);
      if (!account) return { connected: false, matched_at: null, links: [], unknown_attendees: [] };
      const [rows, lastMatch] = await Promise.all([listLinks(db, scope), findLastMatch(db, scope)]);
      const linked = rows.filter((row) => row.state === 'linked').sort(compareLinks);
      // Someone linked by hand after the match is no longer unknown.
      const linkedEmails = new Set(
        linked.filter((row) => row.recordType === 'contact').map((row) => normalizeEmail(row.detail)),
      );
      return {
        connected: true,
        matched_at: lastMatch?.matchedAt.toISOString() ?? null,
        links: linked.map((row) =>
          toMeetingCrmLink(row, urlOf(account.accountId, row.recordType, row.recordId)),
        ),
        unknown_attendees: (lastMatch?.unknownAttendees ?? []).filter(
          (attendee) => !linkedEmails.has(attendee.email),
        ),
      };
    },

    /** Links a record a person chose; it must exist in HubSpot. A removed link comes back as manual. */
    async addManual({
      principal,
      meetingId,
      body,
    }: MeetingRef & { body: TCrmLinkBody }): Promise<TMeetingCrmLink> {
      const { meeting } = await meetings.requireMeeting({ principal, meetingId });
      const { record, detail, accountId } = await crm.withCrm(
        meeting.organizationId,
        async (provider, access) => {
          let found: CrmRecord;
          try {
            found = await provider.getRecord({
              ...access,
              type: body.record_type,
              id: body.record_id,
              properties: DETAIL_PROPERTIES[body.record_type],
            });
          } catch (error) {
            if (error instanceof ProviderError && (error.kind === 'not_found' || error.kind === 'invalid'))
              throw new AppError(
                'VALIDATION_ERROR',
                `HubSpot has no ${body.record_type} with id ${body.record_id}.`,
              );
            throw error;
          }
          const stages = await stagesFor([found], () => provider.listDealStages(access));
          return { record: found, detail: detailOf(found, stages), accountId: access.accountId };
        },
      );
      const row = await upsertManualLink(db, {
        organizationId: meeting.organizationId,
        meetingId: meeting.id,
        recordType: record.type,
        recordId: record.id,
        name: record.displayName,
        detail,
        userId: principal.userId,
      });
      return toMeetingCrmLink(row, urlOf(accountId, row.recordType, row.recordId));
    },

    /** Removes a link for good: matching will not add it again. */
    async remove({ principal, meetingId, linkId }: MeetingRef & { linkId: string }): Promise<{ id: string }> {
      const { meeting } = await meetings.requireMeeting({ principal, meetingId });
      const scope = { organizationId: meeting.organizationId, meetingId: meeting.id };
      const link = isUuid(linkId) ? await findLink(db, { ...scope, linkId }) : undefined;
      if (!link) throw new AppError('NOT_FOUND', `CRM link ${linkId} not found on this meeting.`);
      await markLinkRemoved(db, { ...scope, linkId: link.id, userId: principal.userId });
      return { id: link.id };
    },

    /** HubSpot records by name, email or domain: one kind, or contacts, companies and deals. */
    async search(options: {
      principal: Principal;
      query: string;
      type?: TCrmObjectType;
    }): Promise<TCrmRecordSummary[]> {
      const query = options.query.trim();
      // HubSpot answers an empty query with every record.
      if (!query) return [];
      const types: TCrmObjectType[] = options.type ? [options.type] : ['contact', 'company', 'deal'];
      return crm.withCrm(options.principal.organizationId, async (provider, access) => {
        const records: CrmRecord[] = [];
        for (const type of types) {
          records.push(
            ...(await provider.searchRecords({
              ...access,
              type,
              query,
              limit: CRM_SEARCH_LIMIT,
              properties: DETAIL_PROPERTIES[type],
            })),
          );
        }
        const stages = await stagesFor(records, () => provider.listDealStages(access));
        return records.map((record) => toRecordSummary(record, stages));
      });
    },
  };
}

export type MeetingCrmLinks = ReturnType<typeof createMeetingCrmLinks>;
