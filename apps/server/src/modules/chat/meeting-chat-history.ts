import { MEETING_CHAT_HISTORY_LIMIT, type TMeetingChatHistory } from '@ting/contracts';
import type { Database } from '../../db/client';
import type { Principal } from '../identity/access-token';
import {
  deleteMeetingChatMessages,
  insertMeetingChatMessage,
  listMeetingChatMessages,
  type MeetingChatMessageRow,
} from './meeting-chat-history.repository';

/** The meeting check the history needs: the caller's organization's meeting, else `AppError` NOT_FOUND. */
export type MeetingChatHistoryMeetings = {
  requireMeeting(options: { principal: Principal; meetingId: string }): Promise<unknown>;
};

/**
 * The meeting chat's conversation, per meeting and user (within the caller's organization): read back when
 * the meeting's page opens, added to as questions are answered. Another user, even of the same
 * organization, never reads it.
 */
export function createMeetingChatHistory(deps: { db: Database; meetings: MeetingChatHistoryMeetings }) {
  const { db } = deps;
  const ownerOf = (options: { principal: Principal; meetingId: string }) => ({
    organizationId: options.principal.organizationId,
    userId: options.principal.userId,
    meetingId: options.meetingId,
  });

  return {
    /** The caller's conversation about the meeting; 404 for a meeting outside their organization. */
    async read(options: { principal: Principal; meetingId: string }): Promise<TMeetingChatHistory> {
      await deps.meetings.requireMeeting(options);
      const rows = await listMeetingChatMessages(db, {
        ...ownerOf(options),
        limit: MEETING_CHAT_HISTORY_LIMIT,
      });
      return {
        messages: rows.map((row) => ({
          role: row.role,
          content: row.content,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Forgets the caller's conversation about the meeting (nobody else's); 404 for a meeting outside their
     * organization. An answer still streaming when it is cleared is kept as it completes, like any answer.
     */
    async clear(options: { principal: Principal; meetingId: string }): Promise<void> {
      await deps.meetings.requireMeeting(options);
      await deleteMeetingChatMessages(db, ownerOf(options));
    },

    /** Adds a message; the caller has checked the meeting is theirs to ask about. */
    async add(options: {
      principal: Principal;
      meetingId: string;
      role: MeetingChatMessageRow['role'];
      content: string;
    }): Promise<void> {
      await insertMeetingChatMessage(db, {
        ...ownerOf(options),
        role: options.role,
        content: options.content,
      });
    },
  };
}

export type MeetingChatHistory = ReturnType<typeof createMeetingChatHistory>;
