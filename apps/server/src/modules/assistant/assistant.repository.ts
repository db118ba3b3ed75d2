import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assistantConversations, assistantMessages } from '../../db/schema';

export type ConversationRow = typeof assistantConversations.$inferSelect;
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;

/** Whose conversation: every query below is scoped to one user within one organization. */
export type ConversationOwner = { organizationId: string; userId: string };

const ownedBy = (owner: ConversationOwner) =>
  and(
    eq(assistantConversations.organizationId, owner.organizationId),
    eq(assistantConversations.userId, owner.userId),
  );

export async function listConversations(db: Database, owner: ConversationOwner): Promise<ConversationRow[]> {
  return db
    .select()
    .from(assistantConversations)
    .where(ownedBy(owner))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.createdAt));
}

export async function findConversation(
  db: Database,
  options: ConversationOwner & { conversationId: string },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(ownedBy(options), eq(assistantConversations.id, options.conversationId)))
    .limit(1);
  return row;
}

export async function insertConversation(
  db: Database,
  values: ConversationOwner & { title: string },
): Promise<ConversationRow> {
  const [row] = await db.insert(assistantConversations).values(values).returning();
  return row!;
}

export async function renameConversation(
  db: Database,
  options: ConversationOwner & { conversationId: string; title: string },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(assistantConversations)
    .set({ title: options.title })
    .where(and(ownedBy(options), eq(assistantConversations.id, options.conversationId)))
    .returning();
  return row;
}

/** Deletes the conversation; its messages go with it (foreign key cascade). */
export async function deleteConversation(
  db: Database,
  options: ConversationOwner & { conversationId: string },
): Promise<boolean> {
  const rows = await db
    .delete(assistantConversations)
    .where(and(ownedBy(options), eq(assistantConversations.id, options.conversationId)))
    .returning({ id: assistantConversations.id });
  return rows.length > 0;
}

/** Messages of a conversation the caller has found (so owned), oldest first. */
export async function listMessages(
  db: Database,
  options: { organizationId: string; conversationId: string },
): Promise<AssistantMessageRow[]> {
  return db
    .select()
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.organizationId, options.organizationId),
        eq(assistantMessages.conversationId, options.conversationId),
      ),
    )
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
}

/**
 * Adds a message and marks the conversation as just used; `nameAs` names a conversation that still has
 * the default title (its first question). One statement each, in the caller's order.
 */
export async function insertMessage(
  db: Database,
  values: {
    organizationId: string;
    conversationId: string;
    role: AssistantMessageRow['role'];
    content: string;
    citations?: AssistantMessageRow['citations'];
    tools?: AssistantMessageRow['tools'];
    createdAt: Date;
    nameAs?: { defaultTitle: string; title: string };
  },
): Promise<AssistantMessageRow> {
  const { nameAs, ...message } = values;
  const [row] = await db.insert(assistantMessages).values(message).returning();
  await db
    .update(assistantConversations)
    .set({
      updatedAt: values.createdAt,
      ...(nameAs
        ? {
            title: sql`case when ${assistantConversations.title} = ${nameAs.defaultTitle} then ${nameAs.title} else ${assistantConversations.title} end`,
          }
        : {}),
    })
    .where(
      and(
        eq(assistantConversations.organizationId, values.organizationId),
        eq(assistantConversations.id, values.conversationId),
      ),
    );
  return row!;
}
