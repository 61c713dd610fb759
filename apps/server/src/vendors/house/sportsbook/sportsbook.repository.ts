// The sportsbook's queries: fixtures (one row per fixture, created a site day at a time with their
// seeds), the conditional move that settles a fixture once, and the bets with the conditional move
// that closes a bet exactly once (settled by the job or cashed out by the player, never both).
import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
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

/** `a, b, c` of bound values, for an `in (…)` list. */
const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export function createSportsbookRepository(db: DatabaseOrTransaction) {
  /** Bets whose round is debited and not yet credited (the job's and a cash-out's concern), oldest first. */
  const debitedBets = (condition: SQL | undefined, limit: number) =>
    db
      .select({ bet: bets, round: rounds })
      .from(bets)
      .innerJoin(rounds, eq(rounds.roundId, bets.roundId))
      .where(and(eq(rounds.status, 'open'), condition))
      .orderBy(asc(bets.id))
      .limit(limit);

  return {
    /** Creates fixtures that do not exist yet; an existing fixture keeps its seed. */
    async insertFixtures(rows: NewSportsbookFixture[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(fixtures).values(rows).onConflictDoNothing();
    },

    /** How many rows a site day has of these sports. */
    async countOfDay(day: string, sportCodes: readonly string[]): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(fixtures)
        .where(and(eq(fixtures.day, day), inArray(fixtures.sportCode, [...sportCodes])));
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

    /**
     * open → settled with its result, or cancelled with its CANCELLED result (the seed is revealed from
     * then on); undefined if it was no longer open (another run, or the operator, closed it first).
     */
    async closeFixture(
      id: number,
      status: 'settled' | 'cancelled',
      result: unknown,
      settledAt: Date,
    ): Promise<SportsbookFixtureRow | undefined> {
      const [row] = await db
        .update(fixtures)
        .set({ status, result, settledAt })
        .where(and(eq(fixtures.id, id), eq(fixtures.status, 'open')))
        .returning();
      return row;
    },

    /**
     * Per fixture, the open bets (debited or waiting for their debit) with a leg on it: how many, their
     * stakes and what they would return if every leg won.
     */
    async exposureOf(
      fixtureIds: readonly string[],
    ): Promise<Map<string, { bets: number; stakeMinor: bigint; potentialPayoutMinor: bigint }>> {
      if (fixtureIds.length === 0) return new Map();
      const leg = sql`leg->>'fixtureId'`;
      const rows = await db
        .select({
          fixtureId: sql<string>`${leg}`,
          bets: sql<number>`count(*)::int`,
          stakeMinor: sql<string>`sum(${bets.stakeMinor})::text`,
          potentialPayoutMinor: sql<string>`sum(${bets.potentialPayoutMinor})::text`,
        })
        .from(sql`${bets} cross join lateral jsonb_array_elements(${bets.legs}) as leg`)
        .where(and(eq(bets.status, 'OPEN'), sql`${leg} in (${listOf(fixtureIds)})`))
        .groupBy(leg);
      return new Map(
        rows.map((row) => [
          row.fixtureId,
          {
            bets: row.bets,
            stakeMinor: BigInt(row.stakeMinor),
            potentialPayoutMinor: BigInt(row.potentialPayoutMinor),
          },
        ]),
      );
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

    /** Open, debited bets with a leg on one of these fixtures, after a bet id, the oldest first. */
    async openBetsOnFixtures(
      fixtureIds: readonly string[],
      afterId: number,
      limit: number,
    ): Promise<{ bet: SportsbookBetRow; round: HouseRoundRow }[]> {
      if (fixtureIds.length === 0) return [];
      return debitedBets(
        and(
          eq(bets.status, 'OPEN'),
          gt(bets.id, afterId),
          sql`exists (select 1 from jsonb_array_elements(${bets.legs}) as leg
            where leg->>'fixtureId' in (${listOf(fixtureIds)}))`,
        ),
        limit,
      );
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
      return debitedBets(
        and(
          gt(bets.id, afterId),
          or(
            and(eq(bets.status, 'OPEN'), lte(bets.decidesAt, now)),
            and(ne(bets.status, 'OPEN'), ne(bets.status, 'REFUSED')),
          ),
        ),
        limit,
      );
    },
  };
}
