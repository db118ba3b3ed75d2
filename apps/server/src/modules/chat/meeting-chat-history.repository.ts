import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetingChatMessages } from '../../db/schema';

export type MeetingChatMessageRow = typeof meetingChatMessages.$inferSelect;

/** Whose conversation about which meeting: every query below is scoped to all three. */
export type MeetingChatOwner = { organizationId: string; meetingId: string; userId: string };

const ownedBy = (owner: MeetingChatOwner) =>
  and(
    eq(meetingChatMessages.organizationId, owner.organizationId),
    eq(meetingChatMessages.meetingId, owner.meetingId),
    eq(meetingChatMessages.userId, owner.userId),
  );

/** The most recent `limit` messages of the conversation, oldest first. */
export async function listMeetingChatMessages(
  db: Database,
  options: MeetingChatOwner & { limit: number },
): Promise<MeetingChatMessageRow[]> {
  const newestFirst = await db
    .select()
    .from(meetingChatMessages)
    .where(ownedBy(options))
    .orderBy(desc(meetingChatMessages.seq))
    .limit(options.limit);
  return newestFirst.reverse();
}

export async function insertMeetingChatMessage(
  db: Database,
  values: MeetingChatOwner & { role: MeetingChatMessageRow['role']; content: string },
): Promise<void> {
  await db.insert(meetingChatMessages).values(values);
}

/** Deletes the whole conversation; returns how many messages went. */
export async function deleteMeetingChatMessages(db: Database, owner: MeetingChatOwner): Promise<number> {
  const deleted = await db
    .delete(meetingChatMessages)
    .where(ownedBy(owner))
    .returning({ id: meetingChatMessages.id });
  return deleted.length;
}
