// SQL of the chat room: a room's latest messages (by the room-and-id index), soft deletion, mutes,
// the one settings row and the moderation record.
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import { chatActionsTable, chatMessagesTable, chatMutesTable, chatSettingsTable } from './chat.table';

export type ChatMessageRow = typeof chatMessagesTable.$inferSelect;
export type ChatActionRow = typeof chatActionsTable.$inferSelect & { operator: string };
const SETTINGS_ROW_ID = 1;

export function createChatRepository(db: DatabaseOrTransaction) {
  return {
    async insertMessage(row: { room: string; accountId: number; author: string; text: string }) {
      const [inserted] = await db.insert(chatMessagesTable).values(row).returning();
      return inserted!;
    },
    /** The room's latest messages not deleted, newest first. */
    latest: (room: string, limit: number) =>
      db
        .select()
        .from(chatMessagesTable)
        .where(and(eq(chatMessagesTable.room, room), isNull(chatMessagesTable.deletedAt)))
        .orderBy(desc(chatMessagesTable.id))
        .limit(limit),
    /** The room's latest messages with their authors' accounts, deleted ones too, newest first. */
    latestWithAccounts: (room: string, limit: number) =>
      db
        .select({ message: chatMessagesTable, account: accountsTable.username })
        .from(chatMessagesTable)
        .innerJoin(accountsTable, eq(accountsTable.id, chatMessagesTable.accountId))
        .where(eq(chatMessagesTable.room, room))
        .orderBy(desc(chatMessagesTable.id))
        .limit(limit),
    async markDeleted(id: number, at: Date): Promise<ChatMessageRow | undefined> {
      const [row] = await db
        .update(chatMessagesTable)
        .set({ deletedAt: at })
        .where(and(eq(chatMessagesTable.id, id), isNull(chatMessagesTable.deletedAt)))
        .returning();
      return row;
    },
    async findMessage(id: number): Promise<ChatMessageRow | undefined> {
      const [row] = await db.select().from(chatMessagesTable).where(eq(chatMessagesTable.id, id));
      return row;
    },
    async activeMute(accountId: number, now: Date) {
      const [row] = await db
        .select()
        .from(chatMutesTable)
        .where(and(eq(chatMutesTable.accountId, accountId), gt(chatMutesTable.until, now)));
      return row;
    },
    activeMutes: (now: Date) =>
      db
        .select({ mute: chatMutesTable, account: accountsTable.username })
        .from(chatMutesTable)
        .innerJoin(accountsTable, eq(accountsTable.id, chatMutesTable.accountId))
        .where(gt(chatMutesTable.until, now))
        .orderBy(desc(chatMutesTable.until)),
    upsertMute: (row: { accountId: number; until: Date; reason: string; mutedBy: number }) =>
      db
        .insert(chatMutesTable)
        .values(row)
        .onConflictDoUpdate({
          target: chatMutesTable.accountId,
          set: { until: row.until, reason: row.reason, mutedBy: row.mutedBy, createdAt: new Date() },
        }),
    /** The mute lifted (expired or not), or undefined when the member had none. */
    async deleteMute(accountId: number) {
      const [row] = await db
        .delete(chatMutesTable)
        .where(eq(chatMutesTable.accountId, accountId))
        .returning();
      return row;
    },
    async settings() {
      const [row] = await db
        .select()
        .from(chatSettingsTable)
        .where(eq(chatSettingsTable.id, SETTINGS_ROW_ID));
      return row;
    },
    saveSettings: (values: { vipMinLevel: number; filterWords: string[] }) =>
      db
        .insert(chatSettingsTable)
        .values({ id: SETTINGS_ROW_ID, ...values })
        .onConflictDoUpdate({ target: chatSettingsTable.id, set: { ...values, updatedAt: new Date() } }),
    insertAction: (row: {
      operatorId: number;
      action: string;
      room?: string | null;
      messageId?: number | null;
      accountId?: number | null;
      detail: string;
    }) => db.insert(chatActionsTable).values(row),
    async actions(limit: number, offset: number): Promise<ChatActionRow[]> {
      const operators = alias(accountsTable, 'operators');
      const rows = await db
        .select({ action: chatActionsTable, operator: operators.username })
        .from(chatActionsTable)
        .innerJoin(operators, eq(operators.id, chatActionsTable.operatorId))
        .orderBy(desc(chatActionsTable.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row.action, operator: row.operator }));
    },
    async countActions(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(chatActionsTable);
      return Number(row?.total ?? 0);
    },
  };
}
