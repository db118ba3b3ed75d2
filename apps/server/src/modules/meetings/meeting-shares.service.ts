import { createHash, randomBytes } from 'node:crypto';
import {
  SHARE_TOKEN_QUERY_PARAM,
  type TMeetingDetail,
  type TMeetingMediaUrl,
  type TMeetingShare,
} from '@ting/contracts';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Principal } from '../identity/access-token';
import { requireAdmin } from '../organizations/require-admin';
import type { MeetingMedia } from './meeting-media';
import type { MeetingReads } from './meeting-reads';
import {
  findActiveShare,
  findActiveShareByTokenHash,
  insertShare,
  type MeetingShareRow,
  revokeShares,
} from './meeting-shares.repository';
import { findMeeting } from './meetings.repository';

/** 32 random bytes: unguessable, and short enough to paste. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** One answer for every refusal, so a visitor learns nothing about which meetings exist. */
const NOT_AVAILABLE =
  'This meeting is not available. The link may have been revoked, or it is not a share link.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A shared page must not hand out anyone's address, the owner's account id or prompts. */
function redact(detail: TMeetingDetail): TMeetingDetail {
  return {
    ...detail,
    owner: { id: '', name: detail.owner.name, email: '' },
    participants: detail.participants.map((participant) => ({
      name: participant.name ?? participant.email?.split('@')[0] ?? null,
      email: null,
    })),
    // A visitor sees the items, not the organization's HubSpot tasks.
    outputs: detail.outputs && {
      ...detail.outputs,
      summary_prompt: '',
      action_items_prompt: '',
      action_items: detail.outputs.action_items.map((item) => ({ ...item, crm_task: null })),
    },
  };
}

/**
 * Share links: the owner creates and revokes them (the admin may revoke them too); a visitor with the link reads that one meeting,
 * read-only, without a session. The token only ever opens the meeting it was made for.
 */
export function createMeetingSharesService(deps: {
  db: Database;
  cipher: TokenCipher;
  appUrl: string;
  reads: MeetingReads;
  media: MeetingMedia;
}) {
  const { db, cipher } = deps;

  const shareOf = (options: { meetingId: string; row: MeetingShareRow }): TMeetingShare => {
    const token = cipher.decrypt(options.row.tokenCiphertext);
    const url = new URL(`/meetings/${options.meetingId}`, deps.appUrl);
    url.searchParams.set(SHARE_TOKEN_QUERY_PARAM, token);
    return { url: url.toString(), created_at: options.row.createdAt.toISOString() };
  };

  async function requireShared(options: { meetingId: string; token: string | undefined }) {
    const token = options.token?.trim() ?? '';
    if (!TOKEN_SHAPE.test(token)) throw new AppError('NOT_FOUND', NOT_AVAILABLE);
    const share = await findActiveShareByTokenHash(db, hashToken(token));
    if (!share || share.meetingId !== options.meetingId) throw new AppError('NOT_FOUND', NOT_AVAILABLE);
    const row = await findMeeting(db, { organizationId: share.organizationId, meetingId: share.meetingId });
    if (!row) throw new AppError('NOT_FOUND', NOT_AVAILABLE);
    return { row, share };
  }

  return {
    /** The meeting's active link, or null; only the owner sees it. */
    async get(options: { principal: Principal; meetingId: string }): Promise<TMeetingShare | null> {
      const { meeting } = await deps.reads.requireOwnedMeeting(options);
      const row = await findActiveShare(db, {
        organizationId: meeting.organizationId,
        meetingId: meeting.id,
      });
      return row ? shareOf({ meetingId: meeting.id, row }) : null;
    },

    /** Creates the link, or returns the active one: sharing twice gives the same URL. */
    async create(options: {
      principal: Principal;
      meetingId: string;
    }): Promise<{ share: TMeetingShare; isNew: boolean }> {
      const { meeting } = await deps.reads.requireOwnedMeeting(options);
      const scope = { organizationId: meeting.organizationId, meetingId: meeting.id };
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const inserted = await insertShare(db, {
        ...scope,
        createdByUserId: options.principal.userId,
        tokenHash: hashToken(token),
        tokenCiphertext: cipher.encrypt(token),
      });
      if (inserted) return { share: shareOf({ meetingId: meeting.id, row: inserted }), isNew: true };
      const existing = await findActiveShare(db, scope);
      if (!existing) throw new AppError('CONFLICT', 'The share link changed meanwhile. Try again.');
      return { share: shareOf({ meetingId: meeting.id, row: existing }), isNew: false };
    },

    /**
     * Revokes the link at once; opening it afterwards shows 'not available'. The meeting's owner may,
     * and so may the organization's admin (whoever made the link, even once they have left).
     */
    async revoke(options: { principal: Principal; meetingId: string }): Promise<void> {
      const { meeting } = await deps.reads.requireMeeting(options);
      if (meeting.ownerUserId !== options.principal.userId) {
        await requireAdmin({ db, principal: options.principal, action: 'revoke_others_shares' });
      }
      await revokeShares(db, {
        organizationId: meeting.organizationId,
        meetingId: meeting.id,
        now: new Date(),
      });
    },

    /** The meeting behind a share token, read-only and without participants' addresses. */
    async readShared(options: { meetingId: string; token: string | undefined }): Promise<TMeetingDetail> {
      const { row } = await requireShared(options);
      return redact(await deps.reads.detailOf(row));
    },

    async sharedMediaUrl(options: {
      meetingId: string;
      token: string | undefined;
    }): Promise<TMeetingMediaUrl> {
      const { row, share } = await requireShared(options);
      return deps.media.mediaUrlOf(row.meeting, { shareId: share.id });
    },
  };
}

export type MeetingSharesService = ReturnType<typeof createMeetingSharesService>;
