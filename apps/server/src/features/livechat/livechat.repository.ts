// SQL of live chat: the models, the conversations with the names the desk shows (the member's
// account, the agent's), and their messages in order.
import { aliasedTable, and, asc, count, desc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import { LIVECHAT_MESSAGES_MAX, type DeskQueue } from '@playdeck/contract/livechat';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import {
  livechatConversationsTable as conversations,
  livechatMessagesTable as messages,
  livechatModelsTable as models,
} from './livechat.table';

export type LivechatModelRow = typeof models.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

const members = aliasedTable(accountsTable, 'members');
const agents = aliasedTable(accountsTable, 'agents');

/** A conversation with its model and the names around it. */
const conversationColumns = {
  conversation: conversations,
  model: models,
  account: members.username,
  agentName: sql<string | null>`coalesce(nullif(${agents.nickname}, ''), ${agents.username})`,
};

function queueWhere(queue: DeskQueue, agentId: number): SQL | undefined {
  switch (queue) {
    case 'waiting':
      return eq(conversations.state, 'waiting');
    case 'mine':
      return and(eq(conversations.state, 'assigned'), eq(conversations.agentId, agentId));
    case 'open':
      return ne(conversations.state, 'closed');
    case 'closed':
      return eq(conversations.state, 'closed');
  }
}

export function createLivechatRepository(db: DatabaseOrTransaction) {
  const selectConversations = () =>
    db
      .select(conversationColumns)
      .from(conversations)
      .innerJoin(models, eq(models.code, conversations.modelCode))
      .leftJoin(members, eq(members.id, conversations.accountId))
      .leftJoin(agents, eq(agents.id, conversations.agentId));
  return {
    listModels: (enabledOnly: boolean) =>
      db
        .select()
        .from(models)
        .where(enabledOnly ? eq(models.enabled, true) : undefined)
        .orderBy(asc(models.sortOrder), asc(models.code)),
    async findModel(code: string): Promise<LivechatModelRow | undefined> {
      const [row] = await db.select().from(models).where(eq(models.code, code));
      return row;
    },
    async insertModel(row: typeof models.$inferInsert): Promise<LivechatModelRow | undefined> {
      const [inserted] = await db.insert(models).values(row).onConflictDoNothing().returning();
      return inserted;
    },
    async updateModel(
      code: string,
      changes: Partial<Omit<LivechatModelRow, 'code'>>,
    ): Promise<LivechatModelRow | undefined> {
      const [row] = await db.update(models).set(changes).where(eq(models.code, code)).returning();
      return row;
    },
    async insertConversation(row: {
      modelCode: string;
      accountId: number | null;
      tokenKey: string;
    }): Promise<ConversationRow> {
      const [inserted] = await db.insert(conversations).values(row).returning();
      return inserted!;
    },
    async findOpenOfAccount(accountId: number): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.accountId, accountId), ne(conversations.state, 'closed')))
        .orderBy(desc(conversations.id))
        .limit(1);
      return row;
    },
    async findConversation(id: number) {
      const [row] = await selectConversations().where(eq(conversations.id, id));
      return row;
    },
    /** One page of a desk queue: open ones oldest first (first come, first served), closed newest first. */
    listQueue: (queue: DeskQueue, agentId: number, limit: number, offset: number) =>
      selectConversations()
        .where(queueWhere(queue, agentId))
        .orderBy(
          queue === 'closed' ? desc(conversations.closedAt) : asc(conversations.createdAt),
          desc(conversations.id),
        )
        .limit(limit)
        .offset(offset),
    async countQueue(queue: DeskQueue, agentId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(conversations).where(queueWhere(queue, agentId));
      return Number(row?.total ?? 0);
    },
    /**
     * Takes a waiting conversation for an agent in one statement, so that of two agents racing only
     * one row update succeeds; undefined when it was not waiting any more.
     */
    async assignIfWaiting(id: number, agentId: number): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(conversations)
        .set({ state: 'assigned', agentId, updatedAt: sql`now()` })
        .where(and(eq(conversations.id, id), eq(conversations.state, 'waiting')))
        .returning();
      return row;
    },
    /**
     * Counts one more message on an open conversation that has room for it, in one statement;
     * undefined when it is closed or full.
     */
    async countMessageIfOpen(id: number, lastMessage: string | null): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(conversations)
        .set({
          messageCount: sql`${conversations.messageCount} + 1`,
          // A system note (an agent joined) keeps the last thing someone said.
          ...(lastMessage === null ? {} : { lastMessage }),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(conversations.id, id),
            ne(conversations.state, 'closed'),
            lt(conversations.messageCount, LIVECHAT_MESSAGES_MAX),
          ),
        )
        .returning();
      return row;
    },
    async closeIfOpen(id: number): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(conversations)
        .set({ state: 'closed', closedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(conversations.id, id), ne(conversations.state, 'closed')))
        .returning();
      return row;
    },
    async insertMessage(row: {
      conversationId: number;
      author: string;
      agentId: number | null;
      body: string;
      createdAt: Date;
    }): Promise<MessageRow> {
      const [inserted] = await db.insert(messages).values(row).returning();
      return inserted!;
    },
    /** Every message, oldest first, with the name of each agent who wrote one. */
    listMessages: (conversationId: number) =>
      db
        .select({
          message: messages,
          agentName: sql<string | null>`coalesce(nullif(${agents.nickname}, ''), ${agents.username})`,
        })
        .from(messages)
        .leftJoin(agents, eq(agents.id, messages.agentId))
        .where(eq(messages.conversationId, conversationId))
        .orderBy(asc(messages.id)),
    /** How many messages the visitor has sent since an instant (the send rate's window). */
    async countVisitorMessagesSince(conversationId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            eq(messages.author, 'visitor'),
            gt(messages.createdAt, since),
          ),
        );
      return Number(row?.total ?? 0);
    },
  };
}

export type LivechatRepository = ReturnType<typeof createLivechatRepository>;
