// The house lottery's queries: draws (created ahead, drawn, settled) and the tickets placed on them.
// A ticket is a house round with a draw id (house.table.ts). Every change of a draw's status is a
// conditional update, so that two processes working on one draw can never both make the change.
import { and, count, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../../plugins/database';
import { houseLotteryDrawsTable, houseRoundsTable } from '../house.table';

export type LotteryDrawRow = typeof houseLotteryDrawsTable.$inferSelect;
export type NewLotteryDraw = typeof houseLotteryDrawsTable.$inferInsert;
export type LotteryTicketRow = typeof houseRoundsTable.$inferSelect;

/** Draws whose results are public: drawn (tickets being paid) or settled. */
const PUBLISHED_STATUSES = ['drawn', 'settled'];

export function createLotteryRepository(db: DatabaseOrTransaction) {
  return {
    /** Inserts the draws that do not exist yet; an existing draw keeps its seed. */
    async insertDrawsIfMissing(rows: NewLotteryDraw[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(houseLotteryDrawsTable)
        .values(rows)
        .onConflictDoNothing({
          target: [houseLotteryDrawsTable.gameCode, houseLotteryDrawsTable.drawNumber],
        });
    },

    async findDraw(gameCode: string, drawNumber: number): Promise<LotteryDrawRow | undefined> {
      const [row] = await db
        .select()
        .from(houseLotteryDrawsTable)
        .where(
          and(
            eq(houseLotteryDrawsTable.gameCode, gameCode),
            eq(houseLotteryDrawsTable.drawNumber, drawNumber),
          ),
        );
      return row;
    },

    async findDrawById(id: number): Promise<LotteryDrawRow | undefined> {
      const [row] = await db.select().from(houseLotteryDrawsTable).where(eq(houseLotteryDrawsTable.id, id));
      return row;
    },

    /** Which of these draw numbers of a game already exist. */
    async existingDrawNumbers(gameCode: string, drawNumbers: number[]): Promise<number[]> {
      const rows = await db
        .select({ drawNumber: houseLotteryDrawsTable.drawNumber })
        .from(houseLotteryDrawsTable)
        .where(
          and(
            eq(houseLotteryDrawsTable.gameCode, gameCode),
            inArray(houseLotteryDrawsTable.drawNumber, drawNumbers),
          ),
        );
      return rows.map((row) => row.drawNumber);
    },

    /** Draws whose time has come and that are not settled yet, oldest first. */
    async dueDraws(now: Date, limit: number): Promise<LotteryDrawRow[]> {
      return db
        .select()
        .from(houseLotteryDrawsTable)
        .where(
          and(
            inArray(houseLotteryDrawsTable.status, ['open', 'drawn']),
            lte(houseLotteryDrawsTable.drawAt, now),
          ),
        )
        .orderBy(houseLotteryDrawsTable.drawAt, houseLotteryDrawsTable.id)
        .limit(limit);
    },

    /** open → drawn with its result; undefined when another run drew it first. */
    async markDrawn(id: number, result: unknown, drawnAt: Date): Promise<LotteryDrawRow | undefined> {
      const [row] = await db
        .update(houseLotteryDrawsTable)
        .set({ status: 'drawn', result, drawnAt })
        .where(and(eq(houseLotteryDrawsTable.id, id), eq(houseLotteryDrawsTable.status, 'open')))
        .returning();
      return row;
    },

    /**
     * drawn → settled, only when none of its tickets is still waiting (pending: debit not confirmed;
     * open: not paid yet). False when a ticket still waits or another run settled it.
     */
    async markSettledWhenDone(id: number): Promise<boolean> {
      const rows = await db
        .update(houseLotteryDrawsTable)
        .set({ status: 'settled' })
        .where(
          and(
            eq(houseLotteryDrawsTable.id, id),
            eq(houseLotteryDrawsTable.status, 'drawn'),
            sql`not exists (select 1 from ${houseRoundsTable} where ${houseRoundsTable.drawId} = ${id} and ${houseRoundsTable.status} in ('pending', 'open'))`,
          ),
        )
        .returning({ id: houseLotteryDrawsTable.id });
      return rows.length === 1;
    },

    /** Debited tickets of a draw that are not paid yet, oldest first. */
    async openTickets(drawId: number, limit: number): Promise<LotteryTicketRow[]> {
      return db
        .select()
        .from(houseRoundsTable)
        .where(and(eq(houseRoundsTable.drawId, drawId), eq(houseRoundsTable.status, 'open')))
        .orderBy(houseRoundsTable.id)
        .limit(limit);
    },

    /** The latest drawn draws, of one game or of every game, newest first. */
    async publishedDraws(gameCodes: readonly string[], limit: number): Promise<LotteryDrawRow[]> {
      return db
        .select()
        .from(houseLotteryDrawsTable)
        .where(
          and(
            inArray(houseLotteryDrawsTable.gameCode, [...gameCodes]),
            inArray(houseLotteryDrawsTable.status, PUBLISHED_STATUSES),
            isNotNull(houseLotteryDrawsTable.result),
          ),
        )
        .orderBy(desc(houseLotteryDrawsTable.drawAt), houseLotteryDrawsTable.gameCode)
        .limit(limit);
    },

    /** A player's tickets of one game, newest first; refused ones (nothing moved) left out. */
    async listTickets(playerId: number, gameCode: string, pageNo: number, pageSize: number) {
      const where = and(
        eq(houseRoundsTable.playerId, playerId),
        eq(houseRoundsTable.gameCode, gameCode),
        isNotNull(houseRoundsTable.drawId),
        ne(houseRoundsTable.status, 'refused'),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ ticket: houseRoundsTable, draw: houseLotteryDrawsTable })
          .from(houseRoundsTable)
          .innerJoin(houseLotteryDrawsTable, eq(houseLotteryDrawsTable.id, houseRoundsTable.drawId))
          .where(where)
          .orderBy(desc(houseRoundsTable.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ value: count() }).from(houseRoundsTable).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
