// Free play's wallet (issue 17 item 6): the same four calls as the platform's seamless wallet
// (wallet-client.ts), answered by the house itself from its own play-money table. A game server does
// not know which it talks to: the house core picks this one for a demo player (a negative player id,
// which the platform never issues), so a demo round never reaches the platform's wallet or ledger.
// Each move is keyed by its transaction id as on the platform: a repeated call answers its first
// result, a reused id with another body is refused, a rollback gives a debit back once and a debit
// whose rollback came first is refused.
import { and, eq, lt, sql } from 'drizzle-orm';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { isUniqueViolation, type Database } from '../../plugins/database';
import { houseDemoMovesTable, houseDemoWalletsTable } from './house.table';
import { WalletRefusedError, type WalletMovement, type WalletRollback } from './wallet-client';

/** What a demo player starts with: 2,000.00 of play money. */
export const DEMO_STARTING_BALANCE_MINOR = 2_000_00n;
/** Demo wallets, their moves and their rounds are purged this long after the wallet was opened. */
export const DEMO_KEPT_MS = 2 * 24 * 60 * 60_000;

/** A player id the house gave a free-play session (the platform's ids are all positive). */
export const isDemoPlayer = (playerId: number): boolean => playerId < 0;

type MoveKind = 'debit' | 'credit' | 'rollback';
type MoveRow = typeof houseDemoMovesTable.$inferSelect;

export type DemoWallet = ReturnType<typeof createDemoWallet>;

export function createDemoWallet(db: Database) {
  const walletIdOf = (playerId: number) => -playerId;

  /** Opens a play-money wallet; answers its demo player id. */
  async function open(): Promise<number> {
    const [row] = await db
      .insert(houseDemoWalletsTable)
      .values({ balanceMinor: DEMO_STARTING_BALANCE_MINOR })
      .returning({ id: houseDemoWalletsTable.id });
    return -row!.id;
  }

  async function balanceMinorOf(playerId: number): Promise<bigint> {
    const [row] = await db
      .select({ balanceMinor: houseDemoWalletsTable.balanceMinor })
      .from(houseDemoWalletsTable)
      .where(eq(houseDemoWalletsTable.id, walletIdOf(playerId)));
    if (!row) throw new WalletRefusedError('PLAYER_NOT_FOUND', 404, undefined);
    return row.balanceMinor;
  }

  /** The first answer of a transaction id used before, or a refusal when its body differs. */
  function replayOf(existing: MoveRow, kind: MoveKind, walletId: number, amountMinor: bigint) {
    const same =
      existing.kind === kind && existing.walletId === walletId && existing.amountMinor === amountMinor;
    if (!same) throw new WalletRefusedError('DUPLICATE_CONFLICT', 409, undefined);
    return { balance: fromMinor(existing.balanceAfterMinor) };
  }

  async function findMove(transactionId: string): Promise<MoveRow | undefined> {
    const [row] = await db
      .select()
      .from(houseDemoMovesTable)
      .where(eq(houseDemoMovesTable.transactionId, transactionId));
    return row;
  }

  /**
   * Applies one move: the balance changes by `delta` (never below zero) and the move is recorded, in
   * one transaction; a transaction id met again answers its first result.
   */
  async function move(input: {
    kind: MoveKind;
    playerId: number;
    transactionId: string;
    roundId: string;
    amountMinor: bigint;
    delta: bigint;
    referenceTransactionId?: string;
  }): Promise<{ balance: string }> {
    const walletId = walletIdOf(input.playerId);
    const known = await findMove(input.transactionId);
    if (known) return replayOf(known, input.kind, walletId, input.amountMinor);
    try {
      const balanceAfterMinor = await db.transaction(async (transaction) => {
        const [changed] = await transaction
          .update(houseDemoWalletsTable)
          .set({ balanceMinor: sql`${houseDemoWalletsTable.balanceMinor} + ${input.delta}` })
          .where(
            and(
              eq(houseDemoWalletsTable.id, walletId),
              sql`${houseDemoWalletsTable.balanceMinor} + ${input.delta} >= 0`,
            ),
          )
          .returning({ balanceMinor: houseDemoWalletsTable.balanceMinor });
        if (!changed) return undefined;
        await transaction.insert(houseDemoMovesTable).values({
          transactionId: input.transactionId,
          walletId,
          kind: input.kind,
          roundId: input.roundId,
          amountMinor: input.amountMinor,
          referenceTransactionId: input.referenceTransactionId ?? null,
          balanceAfterMinor: changed.balanceMinor,
        });
        return changed.balanceMinor;
      });
      if (balanceAfterMinor === undefined) {
        const balance = fromMinor(await balanceMinorOf(input.playerId));
        throw new WalletRefusedError('INSUFFICIENT_FUNDS', 409, balance);
      }
      return { balance: fromMinor(balanceAfterMinor) };
    } catch (error) {
      // The same transaction id at the same moment: the first one's answer is the answer.
      if (!isUniqueViolation(error)) throw error;
      return replayOf((await findMove(input.transactionId))!, input.kind, walletId, input.amountMinor);
    }
  }

  return {
    open,

    async balance(_vendorCode: string, playerId: number): Promise<{ balance: string }> {
      return { balance: fromMinor(await balanceMinorOf(playerId)) };
    },

    /** Takes a stake. Refusals: INSUFFICIENT_FUNDS (with the balance), ROUND_CLOSED (rolled back first). */
    async debit(_vendorCode: string, movement: WalletMovement): Promise<{ balance: string }> {
      const [rolledBack] = await db
        .select({ transactionId: houseDemoMovesTable.transactionId })
        .from(houseDemoMovesTable)
        .where(eq(houseDemoMovesTable.referenceTransactionId, movement.transactionId));
      if (rolledBack) throw new WalletRefusedError('ROUND_CLOSED', 409, undefined);
      const amountMinor = toMinor(movement.amount);
      return move({ kind: 'debit', ...movement, amountMinor, delta: -amountMinor });
    },

    async credit(_vendorCode: string, movement: WalletMovement): Promise<{ balance: string }> {
      const amountMinor = toMinor(movement.amount);
      return move({ kind: 'credit', ...movement, amountMinor, delta: amountMinor });
    },

    /** Gives a debit back once; a rollback before its debit is remembered, and the debit refused. */
    async rollback(_vendorCode: string, request: WalletRollback): Promise<{ balance: string }> {
      const debit = await findMove(request.referenceTransactionId);
      const amountMinor = debit?.kind === 'debit' ? debit.amountMinor : 0n;
      return move({
        kind: 'rollback',
        playerId: request.playerId,
        transactionId: request.transactionId,
        roundId: request.roundId,
        amountMinor,
        delta: amountMinor,
        referenceTransactionId: request.referenceTransactionId,
      });
    },

    /** Drops the wallets opened before `before` (their moves go with them); answers how many. */
    async purge(before: Date): Promise<number> {
      const removed = await db
        .delete(houseDemoWalletsTable)
        .where(lt(houseDemoWalletsTable.createdAt, before))
        .returning({ id: houseDemoWalletsTable.id });
      return removed.length;
    },
  };
}
