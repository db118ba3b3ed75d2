import type { TMeetingMediaUrl } from '@ting/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { ObjectNotFoundError, type ObjectStore } from '../../providers/storage/object-store';
import type { SessionPrincipal } from '../identity/access-token';
import type { LiveSessions } from '../identity/live-sessions';
import { type MediaLinks, parseByteRange } from './media-links';
import { servedMediaType } from './media-type';
import type { MeetingReads } from './meeting-reads';
import { isShareActive } from './meeting-shares.repository';
import { findMeeting, findVisibleMeeting, type MeetingRow } from './meetings.repository';

/** A meeting's recording for its player: signed links to it, and the bytes behind such a link. */
export function createMeetingMedia(deps: {
  db: Database;
  store: ObjectStore;
  mediaLinks: MediaLinks;
  /** Whether a member's link still may stream: its session signed in, its user still in the organization. */
  sessions: LiveSessions;
  reads: MeetingReads;
}) {
  const { db, store } = deps;

  /**
   * `shareId`: the link is for a share-link visitor and stops working when that share is revoked;
   * `session`: for a member, and stops working when that session ends or its user leaves.
   */
  async function mediaUrlOf(
    meeting: MeetingRow,
    holder: { shareId: string } | { session: { sessionId: string; userId: string } },
  ): Promise<TMeetingMediaUrl> {
    if (!meeting.mediaKey) return { url: null, content_type: null };
    const token = await deps.mediaLinks.sign({
      meetingId: meeting.id,
      organizationId: meeting.organizationId,
      ...holder,
    });
    return {
      url: `/api/media?token=${encodeURIComponent(token)}`,
      content_type: servedMediaType(meeting.mediaContentType).contentType,
    };
  }

  return {
    /** For share links, which check access their own way. */
    mediaUrlOf,

    /** A signed link for the meeting's player; null when there is no playable media (transcript files, expired media). */
    async mediaUrl(options: { principal: SessionPrincipal; meetingId: string }): Promise<TMeetingMediaUrl> {
      const { meeting } = await deps.reads.requireMeeting(options);
      const { sessionId, userId } = options.principal;
      return mediaUrlOf(meeting, { session: { sessionId, userId } });
    },

    /** The media behind a signed link, whole or one byte range (players seek with ranges). */
    async openMedia(options: { token: string; rangeHeader: string | undefined }) {
      const link = await deps.mediaLinks.verify(options.token);
      // Checked on every request, ranges included: a player that outlives the right to listen stops.
      if ('shareId' in link) {
        if (!(await isShareActive(db, { shareId: link.shareId, meetingId: link.meetingId })))
          throw new AppError('NOT_FOUND', 'This meeting is not shared any more.');
      } else if (!(await deps.sessions.isLive({ ...link.session, organizationId: link.organizationId }))) {
        throw new AppError(
          'NOT_FOUND',
          'This media link has ended: its session signed out or its user left the organization. Open the meeting again.',
        );
      }
      const scope = { organizationId: link.organizationId, meetingId: link.meetingId };
      // A member's link plays only while they may read the meeting: made private, it stops at once.
      const row =
        'shareId' in link
          ? await findMeeting(db, scope)
          : await findVisibleMeeting(db, { ...scope, viewerUserId: link.session.userId });
      if (!row?.meeting.mediaKey) throw new AppError('NOT_FOUND', 'This meeting has no media any more.');
      const key = row.meeting.mediaKey;
      let size: number;
      try {
        size = await store.size(key);
      } catch (error) {
        if (error instanceof ObjectNotFoundError)
          throw new AppError('NOT_FOUND', 'This meeting has no media any more.');
        throw error;
      }
      const range = parseByteRange({ header: options.rangeHeader, size });
      // Checked again here, so rows stored before types came from the bytes are served inert too.
      const { contentType, isPlayable } = servedMediaType(row.meeting.mediaContentType);
      return { size, range, contentType, isPlayable, body: await store.get(key, range) };
    },
  };
}

export type MeetingMedia = ReturnType<typeof createMeetingMedia>;
