// The sportsbook's queries: fixtures (one row per fixture, created a site day at a time with their
// seeds), the conditional move that settles a fixture once, and the bets with the conditional move
// that closes a bet exactly once (settled by the job or cashed out by the player, never both).
import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../../plugins/database';
import type { HouseRoundRow } from '../house.repository';
import { houseRoundsTable, houseSportsbookBetsTable, houseSportsbookFixturesTable } from '../house.table';

export type SportsbookFixtureRow = typeof houseSportsbookFixturesTable.$inferSelect;
export type NewSportsbookFixture = typeof houseSportsbookFixturesTable.$inferInsert;
export type SportsbookBetRow = typeof houseSportsbookBetsTable.$inferSelect;
export type NewSportsbookBet = typeof houseSportsbookBetsTable.$inferInsert;

const fixtures = houseSportsbookFixturesTable;
const bets = houseSportsbookBetsTable;
const rounds = houseRoundsTable;

export function createSportsbookRepository(db: DatabaseOrTransaction) {
  return {
    /** Creates fixtures that do not exist yet; an existing fixture keeps its seed. */
    async insertFixtures(rows: NewSportsbookFixture[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(fixtures).values(rows).onConflictDoNothing();
    },

    async countOfDay(day: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(fixtures)
        .where(eq(fixtures.day, day));
      return row?.count ?? 0;
    },

    async fixturesByIds(fixtureIds: readonly string[]): Promise<SportsbookFixtureRow[]> {
      if (fixtureIds.length === 0) return [];
      return db
        .select()
        .from(fixtures)
        .where(inArray(fixtures.fixtureId, [...fixtureIds]));
    },

    async findFixture(fixtureId: string): Promise<SportsbookFixtureRow | undefined> {
      const [row] = await db.select().from(fixtures).where(eq(fixtures.fixtureId, fixtureId));
      return row;
    },

    /** Open fixtures whose simulated match is over, the earliest first. */
    async fixturesToSettle(now: Date, limit: number): Promise<SportsbookFixtureRow[]> {
      return db
        .select()
        .from(fixtures)
        .where(and(eq(fixtures.status, 'open'), lte(fixtures.endsAt, now)))
        .orderBy(asc(fixtures.endsAt), asc(fixtures.id))
        .limit(limit);
    },

    /** open → settled with its result (the seed is revealed from then on); undefined if another run did it. */
    async settleFixture(
      id: number,
      result: unknown,
      settledAt: Date,
    ): Promise<SportsbookFixtureRow | undefined> {
      const [row] = await db
        .update(fixtures)
        .set({ status: 'settled', result, settledAt })
        .where(and(eq(fixtures.id, id), eq(fixtures.status, 'open')))
        .returning();
      return row;
    },

    async insertBet(row: NewSportsbookBet): Promise<SportsbookBetRow> {
      const [inserted] = await db.insert(bets).values(row).returning();
      return inserted!;
    },

    async findBet(roundId: string): Promise<SportsbookBetRow | undefined> {
      const [row] = await db.select().from(bets).where(eq(bets.roundId, roundId));
      return row;
    },

    async markRefused(id: number): Promise<void> {
      await db
        .update(bets)
        .set({ status: 'REFUSED' })
        .where(and(eq(bets.id, id), eq(bets.status, 'OPEN')));
    },

    /**
     * OPEN → a final status (or CASHED_OUT) with its payout and settled legs. Answers the closed bet,
     * or undefined when it was no longer open: the settlement and a cash-out never both close a bet.
     */
    async closeBet(
      id: number,
      change: {
        status: string;
        payoutMinor: bigint;
        cashedOutMinor?: bigint;
        legs?: unknown;
        settledAt: Date;
      },
    ): Promise<SportsbookBetRow | undefined> {
      const [row] = await db
        .update(bets)
        .set(change)
        .where(and(eq(bets.id, id), eq(bets.status, 'OPEN')))
        .returning();
      return row;
    },

    /**
     * A player's bets whose stake was taken (the round debited), newest first; `open` only the open
     * ones, `settled` only the closed ones.
     */
    async betsOf(
      playerId: number,
      vendorCode: string,
      filter: 'open' | 'settled' | 'all',
      limit: number,
    ): Promise<SportsbookBetRow[]> {
      const status =
        filter === 'open'
          ? eq(bets.status, 'OPEN')
          : filter === 'settled'
            ? and(ne(bets.status, 'OPEN'), ne(bets.status, 'REFUSED'))
            : ne(bets.status, 'REFUSED');
      const rows = await db
        .select({ bet: bets })
        .from(bets)
        .innerJoin(rounds, eq(rounds.roundId, bets.roundId))
        .where(
          and(
            eq(bets.playerId, playerId),
            eq(bets.vendorCode, vendorCode),
            status,
            inArray(rounds.status, ['open', 'settled']),
          ),
        )
        .orderBy(desc(bets.createdAt), desc(bets.id))
        .limit(limit);
      return rows.map((row) => row.bet);
    },

    /**
     * Debited bets the job has work on, after a bet id (to page through them): open bets whose last
     * fixture is over, and closed bets whose credit has not been confirmed (a run that stopped between
     * the two steps, or a cash-out whose credit failed).
     */
    async betsToSettle(
      now: Date,
      afterId: number,
      limit: number,
    ): Promise<{ bet: SportsbookBetRow; round: HouseRoundRow }[]> {
      return db
        .select({ bet: bets, round: rounds })
        .from(bets)
        .innerJoin(rounds, eq(rounds.roundId, bets.roundId))
        .where(
          and(
            eq(rounds.status, 'open'),
            gt(bets.id, afterId),
            or(
              and(eq(bets.status, 'OPEN'), lte(bets.decidesAt, now)),
              and(ne(bets.status, 'OPEN'), ne(bets.status, 'REFUSED')),
            ),
          ),
        )
        .orderBy(asc(bets.id))
        .limit(limit);
    },
  };
}
