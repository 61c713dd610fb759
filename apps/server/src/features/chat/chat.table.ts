// The chat room's tables: the messages of every room (kept when deleted, so that the record of a
// moderation still points at what was removed), the members muted until a time, the room settings
// (the VIP room's level, the word filter) in one row, and every moderation action.
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accountsTable } from '../account/account.table';

export const chatMessagesTable = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** One of CHAT_ROOMS (contract chat.ts). */
    room: text('room').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    /** The name shown, fixed when sent: a later nickname change does not rewrite history. */
    author: text('author').notNull(),
    /** Plain text, neutralised and filtered on the way in. */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('chat_messages_room_id').on(table.room, table.id)],
);

export const chatMutesTable = pgTable('chat_mutes', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accountsTable.id),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull().default(''),
  mutedBy: bigint('muted_by', { mode: 'number' })
    .notNull()
    .references(() => accountsTable.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row (id 1): the settings of every room. */
export const chatSettingsTable = pgTable('chat_settings', {
  id: smallint('id').primaryKey(),
  vipMinLevel: integer('vip_min_level').notNull().default(1),
  filterWords: jsonb('filter_words').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatActionsTable = pgTable(
  'chat_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    /** One of CHAT_ACTIONS: delete, mute, unmute, settings. */
    action: text('action').notNull(),
    room: text('room'),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessagesTable.id),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accountsTable.id),
    /** What changed, in words the console shows (minutes and reason, the new settings). */
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_actions_created').on(table.createdAt)],
);
