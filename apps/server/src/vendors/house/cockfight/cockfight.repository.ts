// The cockfight arenas' queries: fights (one per arena and fight number, created ahead), the
// conditional moves that make a fight decided and settled exactly once, the roosters' records, and
// the bets (house rounds) that belong to a fight.
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../../plugins/database';
import { houseCockfightFightsTable, houseRoundsTable } from '../house.table';
import type { HouseRoundRow } from '../house.repository';
import type { FightOutcome } from './fight';

export type CockfightFightRow = typeof houseCockfightFightsTable.$inferSelect;
export type NewCockfightFight = typeof houseCockfightFightsTable.$inferInsert;

/** A rooster's decided fights in one arena. */
export type RoosterRecord = { wins: number; losses: number; draws: number };

const fights = houseCockfightFightsTable;

export function createCockfightRepository(db: DatabaseOrTransaction) {
  return {
    /** Creates fights that do not exist yet; an existing (arena, fight number) keeps its seed. */
    async insertFights(rows: NewCockfightFight[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(fights).values(rows).onConflictDoNothing();
    },

    async findFight(arenaCode: string, fightNumber: number): Promise<CockfightFightRow | undefined> {
      const [row] = await db
        .select()
        .from(fights)
        .where(and(eq(fights.arenaCode, arenaCode), eq(fights.fightNumber, fightNumber)));
      return row;
    },

    async findFightById(id: number): Promise<CockfightFightRow | undefined> {
      const [row] = await db.select().from(fights).where(eq(fights.id, id));
      return row;
    },

    /** Fights whose fighting time is over and that are not decided yet, the oldest first. */
    async fightsToDecide(now: Date, limit: number): Promise<CockfightFightRow[]> {
      return db
        .select()
        .from(fights)
        .where(and(eq(fights.status, 'open'), lte(fights.decidesAt, now)))
        .orderBy(asc(fights.decidesAt), asc(fights.id))
        .limit(limit);
    },

    /** open → decided with its result: answers the decided fight, or undefined when another run did it. */
    async decideFight(
      id: number,
      outcome: FightOutcome,
      result: unknown,
      decidedAt: Date,
    ): Promise<CockfightFightRow | undefined> {
      const [row] = await db
        .update(fights)
        .set({ status: 'decided', outcome, result, decidedAt })
        .where(and(eq(fights.id, id), eq(fights.status, 'open')))
        .returning();
      return row;
    },

    /**
     * Debited bets of decided fights that are not paid yet (after a round id, to page through them),
     * with their fight. A bet whose debit was confirmed after its fight was already marked settled is
     * found here too, so none is left open.
     */
    async betsToSettle(
      afterId: number,
      limit: number,
    ): Promise<{ round: HouseRoundRow; fight: CockfightFightRow }[]> {
      return db
        .select({ round: houseRoundsTable, fight: fights })
        .from(houseRoundsTable)
        .innerJoin(fights, eq(houseRoundsTable.fightId, fights.id))
        .where(
          and(
            eq(houseRoundsTable.status, 'open'),
            gt(houseRoundsTable.id, afterId),
            isNotNull(fights.outcome),
          ),
        )
        .orderBy(asc(houseRoundsTable.id))
        .limit(limit);
    },

    /** decided → settled for every decided fight none of whose bets is still pending or open. */
    async closeFinishedFights(limit: number): Promise<CockfightFightRow[]> {
      const finished = db
        .select({ id: fights.id })
        .from(fights)
        .where(
          and(
            eq(fights.status, 'decided'),
            // A bet still waiting for its debit's answer or for its credit keeps the fight open.
            sql`not exists (select 1 from ${houseRoundsTable} where ${houseRoundsTable.fightId} = ${fights.id} and ${houseRoundsTable.status} in ('pending', 'open'))`,
          ),
        )
        .orderBy(asc(fights.id))
        .limit(limit);
      return db
        .update(fights)
        .set({ status: 'settled' })
        .where(and(inArray(fights.id, finished), eq(fights.status, 'decided')))
        .returning();
    },

    /** An arena's latest decided fights, newest first. */
    async decidedFights(arenaCode: string, limit: number): Promise<CockfightFightRow[]> {
      return db
        .select()
        .from(fights)
        .where(and(eq(fights.arenaCode, arenaCode), isNotNull(fights.outcome)))
        .orderBy(desc(fights.fightNumber))
        .limit(limit);
    },

    /**
     * Every rooster's record in an arena: its decided fights counted from either corner. The query
     * answers one row per pairing and outcome, so at most three rows per pair of the stable.
     */
    async roosterRecords(arenaCode: string): Promise<Map<string, RoosterRecord>> {
      const rows = await db
        .select({
          meronCode: fights.meronCode,
          walaCode: fights.walaCode,
          outcome: fights.outcome,
          fights: sql<number>`count(*)::int`,
        })
        .from(fights)
        .where(and(eq(fights.arenaCode, arenaCode), isNotNull(fights.outcome)))
        .groupBy(fights.meronCode, fights.walaCode, fights.outcome);
      const records = new Map<string, RoosterRecord>();
      const recordOf = (code: string) => {
        const record = records.get(code) ?? { wins: 0, losses: 0, draws: 0 };
        records.set(code, record);
        return record;
      };
      for (const row of rows) {
        const [meron, wala] = [recordOf(row.meronCode), recordOf(row.walaCode)];
        if (row.outcome === 'draw') {
          meron.draws += row.fights;
          wala.draws += row.fights;
        } else {
          const [winner, loser] = row.outcome === 'meron' ? [meron, wala] : [wala, meron];
          winner.wins += row.fights;
          loser.losses += row.fights;
        }
      }
      return records;
    },

    /** A player's bets on a fight, oldest first. */
    async betsOf(fightId: number, playerId: number, limit: number): Promise<HouseRoundRow[]> {
      return db
        .select()
        .from(houseRoundsTable)
        .where(and(eq(houseRoundsTable.fightId, fightId), eq(houseRoundsTable.playerId, playerId)))
        .orderBy(asc(houseRoundsTable.id))
        .limit(limit);
    },

    /**
     * What a player already has riding on a fight: the number of bets and the stake on one spot, both
     * counting only bets that are (or may still be) taken.
     */
    async exposureOf(
      fightId: number,
      playerId: number,
      spot: string,
    ): Promise<{ bets: number; spotStakeMinor: bigint }> {
      const [row] = await db
        .select({
          bets: sql<number>`count(*)::int`,
          spotStakeMinor: sql<string>`coalesce(sum(${houseRoundsTable.stakeMinor}) filter (where ${houseRoundsTable.detail}->>'spot' = ${spot}), 0)::text`,
        })
        .from(houseRoundsTable)
        .where(
          and(
            eq(houseRoundsTable.fightId, fightId),
            eq(houseRoundsTable.playerId, playerId),
            inArray(houseRoundsTable.status, ['pending', 'open', 'settled']),
          ),
        );
      return { bets: row?.bets ?? 0, spotStakeMinor: BigInt(row?.spotStakeMinor ?? '0') };
    },
  };
}
