// Live chat (SPEC.md §7): the operator's chat models (channels), the conversations visitors and members
// open on them, and their messages. A conversation keeps the key its chat tokens are signed with, so
// that a token names one conversation and cannot be made for another.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountsTable } from '../account/account.table';

export const livechatModelsTable = pgTable('livechat_models', {
  code: text('code').primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const livechatConversationsTable = pgTable(
  'livechat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    modelCode: text('model_code')
      .notNull()
      .references(() => livechatModelsTable.code, { onUpdate: 'cascade' }),
    /** The signed-in member who launched it; null for a visitor. */
    accountId: bigint('account_id', { mode: 'number' }).references(() => accountsTable.id),
    /** waiting | assigned | closed (contract LIVECHAT_STATES). */
    state: text('state').notNull().default('waiting'),
    /** The operator who took it. */
    agentId: bigint('agent_id', { mode: 'number' }).references(() => accountsTable.id),
    /** HMAC key of this conversation's chat tokens (hex). */
    tokenKey: text('token_key').notNull(),
    messageCount: integer('message_count').notNull().default(0),
    lastMessage: text('last_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('livechat_conversations_state_updated').on(table.state, table.updatedAt),
    // A member's open conversation is found again on the next launch.
    index('livechat_conversations_open_account')
      .on(table.accountId)
      .where(sql`${table.state} <> 'closed'`),
  ],
);

export const livechatMessagesTable = pgTable(
  'livechat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => livechatConversationsTable.id),
    /** visitor | agent | system (contract LIVECHAT_AUTHORS). */
    author: text('author').notNull(),
    /** The operator who wrote an agent's message. */
    agentId: bigint('agent_id', { mode: 'number' }).references(() => accountsTable.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('livechat_messages_conversation').on(table.conversationId, table.id)],
);
