import {
  isUuid,
  type TAssistantCitation,
  type TAssistantConversation,
  type TAssistantMessage,
  type TAssistantTool,
} from '@ting/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Principal } from '../identity/access-token';
import {
  type AssistantMessageRow,
  type ConversationOwner,
  type ConversationRow,
  deleteConversation,
  findConversation,
  insertConversation,
  insertMessage,
  listConversations,
  listMessages,
  renameConversation,
} from './assistant.repository';

/** What a conversation is called until its first question names it. */
export const DEFAULT_CONVERSATION_TITLE = 'New conversation';
/** A question names its conversation with about this many characters. */
const TITLE_FROM_QUESTION_CHARS = 60;

const ownerOf = (principal: Principal): ConversationOwner => ({
  organizationId: principal.organizationId,
  userId: principal.userId,
});

function toConversation(row: ConversationRow): TAssistantConversation {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toMessage(row: AssistantMessageRow): TAssistantMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    citations: row.citations as TAssistantCitation[],
    tools: row.tools,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A title from the first question: its first line, whitespace folded, cut at a word boundary near
 * 60 characters with an ellipsis.
 */
export function titleFromQuestion(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_FROM_QUESTION_CHARS) return line || DEFAULT_CONVERSATION_TITLE;
  const cut = line.slice(0, TITLE_FROM_QUESTION_CHARS);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > TITLE_FROM_QUESTION_CHARS / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * The assistant's conversations, each one user's within their organization: another user's or
 * organization's conversation is 'not found', like an id that names none.
 */
export function createAssistantConversations(deps: { db: Database }) {
  const { db } = deps;

  async function requireConversation(options: {
    principal: Principal;
    conversationId: string;
  }): Promise<ConversationRow> {
    const row = isUuid(options.conversationId)
      ? await findConversation(db, { ...ownerOf(options.principal), conversationId: options.conversationId })
      : undefined;
    if (!row) throw new AppError('NOT_FOUND', `Conversation ${options.conversationId} not found.`);
    return row;
  }

  return {
    requireConversation,

    async list(principal: Principal): Promise<TAssistantConversation[]> {
      return (await listConversations(db, ownerOf(principal))).map(toConversation);
    },

    async create(options: { principal: Principal; title?: string }): Promise<TAssistantConversation> {
      const row = await insertConversation(db, {
        ...ownerOf(options.principal),
        title: options.title ?? DEFAULT_CONVERSATION_TITLE,
      });
      return toConversation(row);
    },

    async get(options: { principal: Principal; conversationId: string }) {
      const row = await requireConversation(options);
      const messages = await listMessages(db, { organizationId: row.organizationId, conversationId: row.id });
      return { ...toConversation(row), messages: messages.map(toMessage) };
    },

    async rename(options: {
      principal: Principal;
      conversationId: string;
      title: string;
    }): Promise<TAssistantConversation> {
      await requireConversation(options);
      const row = await renameConversation(db, {
        ...ownerOf(options.principal),
        conversationId: options.conversationId,
        title: options.title,
      });
      if (!row) throw new AppError('NOT_FOUND', `Conversation ${options.conversationId} not found.`);
      return toConversation(row);
    },

    async remove(options: { principal: Principal; conversationId: string }): Promise<void> {
      await requireConversation(options);
      await deleteConversation(db, { ...ownerOf(options.principal), conversationId: options.conversationId });
    },

    /** The stored turns of a conversation (checked as the caller's), oldest first. */
    async history(options: { principal: Principal; conversationId: string }): Promise<TAssistantMessage[]> {
      const row = await requireConversation(options);
      const rows = await listMessages(db, { organizationId: row.organizationId, conversationId: row.id });
      return rows.map(toMessage);
    },

    /** Stores the user's question; the first one names a conversation that still has the default title. */
    async addQuestion(options: { conversation: ConversationRow; question: string }): Promise<void> {
      await insertMessage(db, {
        organizationId: options.conversation.organizationId,
        conversationId: options.conversation.id,
        role: 'user',
        content: options.question,
        createdAt: new Date(),
        nameAs: { defaultTitle: DEFAULT_CONVERSATION_TITLE, title: titleFromQuestion(options.question) },
      });
    },

    /** Stores the answer with what it cited and which tools ran, or the error the user saw. */
    async addAnswer(options: {
      conversation: ConversationRow;
      role: 'assistant' | 'error';
      content: string;
      citations: TAssistantCitation[];
      tools: TAssistantTool[];
    }): Promise<void> {
      await insertMessage(db, {
        organizationId: options.conversation.organizationId,
        conversationId: options.conversation.id,
        role: options.role,
        content: options.content,
        citations: options.citations,
        tools: options.tools,
        createdAt: new Date(),
      });
    },
  };
}

export type AssistantConversations = ReturnType<typeof createAssistantConversations>;
