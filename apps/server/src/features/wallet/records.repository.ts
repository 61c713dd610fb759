// SQL for the member's records. The betting record reads game_rounds by member and placed_at (the
// game_rounds_member_placed index) and names each round's vendor and game from the catalogue.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { gamesTable, vendorsTable } from '../lobby/lobby.table';
import { gameRoundsTable, type RoundStatus } from '../vendors/vendors.table';

export type BetRoundFilter = {
  memberAccountId: number;
  /** placed_at ≥ from and < to. */
  from: Date;
  to: Date;
  gameType?: string;
  status?: RoundStatus;
};

export type BetRoundRow = {
  roundId: string;
  vendorCode: string;
  vendorName: string | null;
  /** The house vendor keeps a public fairness record of every round. */
  vendorIsHouse: boolean | null;
  gameCode: string;
  gameName: string | null;
  /** The catalogue's Vietnamese name, when it has one. */
  gameNameVi: string | null;
  gameType: string;
  stakeMinor: bigint;
  validBetMinor: bigint;
  payoutMinor: bigint;
  status: RoundStatus;
  placedAt: Date;
  settledAt: Date | null;
};

export type BetRoundTotals = {
  count: number;
  stakeMinor: bigint;
  validBetMinor: bigint;
  payoutMinor: bigint;
  winLossMinor: bigint;
};

function whereOf(filter: BetRoundFilter): SQL | undefined {
  return and(
    eq(gameRoundsTable.memberAccountId, filter.memberAccountId),
    gte(gameRoundsTable.placedAt, filter.from),
    lt(gameRoundsTable.placedAt, filter.to),
    filter.gameType === undefined ? undefined : eq(gameRoundsTable.gameCategory, filter.gameType),
    filter.status === undefined ? undefined : eq(gameRoundsTable.status, filter.status),
  );
}

export function createRecordsRepository(db: DatabaseOrTransaction) {
  return {
    /** One page of the member's rounds, newest first. */
    betRounds(filter: BetRoundFilter, limit: number, offset: number): Promise<BetRoundRow[]> {
      return db
        .select({
          roundId: gameRoundsTable.roundId,
          vendorCode: gameRoundsTable.vendorCode,
          vendorName: vendorsTable.displayName,
          vendorIsHouse: vendorsTable.isHouse,
          gameCode: gameRoundsTable.gameCode,
          gameName: gamesTable.name,
          gameNameVi: gamesTable.nameVi,
          gameType: gameRoundsTable.gameCategory,
          stakeMinor: gameRoundsTable.stakeMinor,
          validBetMinor: gameRoundsTable.validBetMinor,
          payoutMinor: gameRoundsTable.payoutMinor,
          status: gameRoundsTable.status,
          placedAt: gameRoundsTable.placedAt,
          settledAt: gameRoundsTable.settledAt,
        })
        .from(gameRoundsTable)
        .leftJoin(vendorsTable, eq(vendorsTable.code, gameRoundsTable.vendorCode))
        .leftJoin(
          gamesTable,
          and(
            eq(gamesTable.vendorCode, gameRoundsTable.vendorCode),
            eq(gamesTable.gameCode, gameRoundsTable.gameCode),
          ),
        )
        .where(whereOf(filter))
        .orderBy(desc(gameRoundsTable.placedAt), desc(gameRoundsTable.id))
        .limit(limit)
        .offset(offset);
    },

    /** Count and sums over every round of the filter (win/loss over settled rounds only). */
    async betTotals(filter: BetRoundFilter): Promise<BetRoundTotals> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          stake: sql<string>`coalesce(sum(${gameRoundsTable.stakeMinor}), 0)::text`,
          validBet: sql<string>`coalesce(sum(${gameRoundsTable.validBetMinor}), 0)::text`,
          payout: sql<string>`coalesce(sum(${gameRoundsTable.payoutMinor}), 0)::text`,
          winLoss: sql<string>`coalesce(sum(case when ${gameRoundsTable.status} = 'settled'
            then ${gameRoundsTable.payoutMinor} - ${gameRoundsTable.stakeMinor} else 0 end), 0)::text`,
        })
        .from(gameRoundsTable)
        .where(whereOf(filter));
      return {
        count: Number(row?.count ?? 0),
        stakeMinor: BigInt(row?.stake ?? 0),
        validBetMinor: BigInt(row?.validBet ?? 0),
        payoutMinor: BigInt(row?.payout ?? 0),
        winLossMinor: BigInt(row?.winLoss ?? 0),
      };
    },
  };
}
