// SQL of the raffle: the operator's draws, members' tickets waiting for a draw (draw_id null), and
// the winning tickets with their claim.
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { bigintArray, type DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import { raffleDrawsTable, raffleTicketsTable, raffleWinsTable } from './raffle.table';

export type DrawRow = typeof raffleDrawsTable.$inferSelect;
export type NewDraw = typeof raffleDrawsTable.$inferInsert;
export type WinnerRow = {
  drawId: number;
  rank: number;
  ticketId: number;
  username: string;
  amountMinor: bigint;
  status: 'UNCLAIMED' | 'CLAIMED';
};
export type MemberWinRow = typeof raffleWinsTable.$inferSelect & { titleVi: string; titleEn: string };

/** The most draws the operator's list holds, and the drawn ones the members' page shows. */
const OPERATOR_DRAWS_MAX = 200;
export const RECENT_DRAWN_MAX = 10;
/** The most open draws a page lists (the next ones to be held). */
const OPEN_DRAWS_MAX = 100;
/** The most waiting tickets and wins a member's page lists (the newest). */
const MEMBER_ROWS_MAX = 200;

export function createRaffleRepository(db: DatabaseOrTransaction) {
  const lockedDraw = async (id: number): Promise<DrawRow | undefined> => {
    const [row] = await db.select().from(raffleDrawsTable).where(eq(raffleDrawsTable.id, id)).for('update');
    return row;
  };

  return {
    async findDraw(id: number, options: { lock?: boolean } = {}): Promise<DrawRow | undefined> {
      if (options.lock) return lockedDraw(id);
      const [row] = await db.select().from(raffleDrawsTable).where(eq(raffleDrawsTable.id, id));
      return row;
    },

    listDraws(): Promise<DrawRow[]> {
      return db
        .select()
        .from(raffleDrawsTable)
        .orderBy(desc(raffleDrawsTable.drawsAt), desc(raffleDrawsTable.id))
        .limit(OPERATOR_DRAWS_MAX);
    },

    /** Open draws in the order they will be held. */
    openDraws(): Promise<DrawRow[]> {
      return db
        .select()
        .from(raffleDrawsTable)
        .where(eq(raffleDrawsTable.status, 'OPEN'))
        .orderBy(asc(raffleDrawsTable.drawsAt), asc(raffleDrawsTable.id))
        .limit(OPEN_DRAWS_MAX);
    },

    recentDrawn(): Promise<DrawRow[]> {
      return db
        .select()
        .from(raffleDrawsTable)
        .where(eq(raffleDrawsTable.status, 'DRAWN'))
        .orderBy(desc(raffleDrawsTable.drawnAt), desc(raffleDrawsTable.id))
        .limit(RECENT_DRAWN_MAX);
    },

    /** Open draws whose time has come, oldest first. */
    dueDraws(now: Date, limit: number): Promise<{ id: number }[]> {
      return db
        .select({ id: raffleDrawsTable.id })
        .from(raffleDrawsTable)
        .where(and(eq(raffleDrawsTable.status, 'OPEN'), lte(raffleDrawsTable.drawsAt, now)))
        .orderBy(asc(raffleDrawsTable.drawsAt), asc(raffleDrawsTable.id))
        .limit(limit);
    },

    async insertDraw(values: NewDraw): Promise<DrawRow> {
      const [row] = await db.insert(raffleDrawsTable).values(values).returning();
      return row!;
    },

    async updateDraw(id: number, values: Partial<NewDraw>): Promise<DrawRow> {
      const [row] = await db
        .update(raffleDrawsTable)
        .set(values)
        .where(eq(raffleDrawsTable.id, id))
        .returning();
      return row!;
    },

    /** Tickets waiting (no draw yet) issued in [from, to). */
    async waitingCount(from: Date | null, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(raffleTicketsTable)
        .where(
          and(
            isNull(raffleTicketsTable.drawId),
            lt(raffleTicketsTable.createdAt, to),
            from ? gte(raffleTicketsTable.createdAt, from) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    /** The waiting tickets issued before `before`, by number, locked for the draw that takes them. */
    async takeWaitingTickets(before: Date): Promise<{ id: number; accountId: number }[]> {
      return db
        .select({ id: raffleTicketsTable.id, accountId: raffleTicketsTable.accountId })
        .from(raffleTicketsTable)
        .where(and(isNull(raffleTicketsTable.drawId), lt(raffleTicketsTable.createdAt, before)))
        .orderBy(asc(raffleTicketsTable.id))
        .for('update');
    },

    async assignTickets(drawId: number, ticketIds: number[]): Promise<void> {
      if (ticketIds.length === 0) return;
      await db.execute(
        sql`update raffle_tickets set draw_id = ${drawId} where id = any(${bigintArray(ticketIds)})`,
      );
    },

    async insertWins(values: (typeof raffleWinsTable.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(raffleWinsTable).values(values);
    },

    /** The draws' winners by rank, with the winners' usernames. */
    async winnersOf(drawIds: number[]): Promise<WinnerRow[]> {
      if (drawIds.length === 0) return [];
      return db
        .select({
          drawId: raffleWinsTable.drawId,
          rank: raffleWinsTable.rank,
          ticketId: raffleWinsTable.ticketId,
          username: accountsTable.username,
          amountMinor: raffleWinsTable.amountMinor,
          status: raffleWinsTable.status,
        })
        .from(raffleWinsTable)
        .innerJoin(accountsTable, eq(accountsTable.id, raffleWinsTable.accountId))
        .where(inArray(raffleWinsTable.drawId, drawIds))
        .orderBy(asc(raffleWinsTable.drawId), asc(raffleWinsTable.rank));
    },

    memberTickets(accountId: number) {
      return db
        .select({
          id: raffleTicketsTable.id,
          source: raffleTicketsTable.source,
          createdAt: raffleTicketsTable.createdAt,
        })
        .from(raffleTicketsTable)
        .where(and(eq(raffleTicketsTable.accountId, accountId), isNull(raffleTicketsTable.drawId)))
        .orderBy(desc(raffleTicketsTable.id))
        .limit(MEMBER_ROWS_MAX);
    },

    /** The member's wins, newest first; or one of them (`winId`), locked when asked. */
    memberWins(accountId: number, options: { winId?: number; lock?: boolean } = {}): Promise<MemberWinRow[]> {
      const query = db
        .select({
          id: raffleWinsTable.id,
          drawId: raffleWinsTable.drawId,
          rank: raffleWinsTable.rank,
          ticketId: raffleWinsTable.ticketId,
          accountId: raffleWinsTable.accountId,
          amountMinor: raffleWinsTable.amountMinor,
          status: raffleWinsTable.status,
          claimedAt: raffleWinsTable.claimedAt,
          titleVi: raffleDrawsTable.titleVi,
          titleEn: raffleDrawsTable.titleEn,
        })
        .from(raffleWinsTable)
        .innerJoin(raffleDrawsTable, eq(raffleDrawsTable.id, raffleWinsTable.drawId))
        .where(
          and(
            eq(raffleWinsTable.accountId, accountId),
            options.winId === undefined ? undefined : eq(raffleWinsTable.id, options.winId),
          ),
        )
        .orderBy(desc(raffleWinsTable.id))
        .limit(MEMBER_ROWS_MAX);
      return options.lock ? query.for('update', { of: raffleWinsTable }) : query;
    },

    async markClaimed(winId: number, at: Date): Promise<void> {
      await db
        .update(raffleWinsTable)
        .set({ status: 'CLAIMED', claimedAt: at })
        .where(eq(raffleWinsTable.id, winId));
    },
  };
}
