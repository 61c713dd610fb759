// SQL of the seamless-wallet protocol. Vendors are read from the lobby's catalogue table (read only:
// the lobby owns it); rounds, vendor transactions, rollbacks and generated secrets are ours.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { bigintArray, firstRow, type DatabaseOrTransaction } from '../../plugins/database';
import type { PreparedPosting } from '../wallet/wallet.service';
import { vendorsTable } from '../lobby/lobby.table';
import type { gameRoundsTable, vendorRollbacksTable } from './vendors.table';
import { vendorSecretsTable, vendorTransactionsTable } from './vendors.table';

export type VendorRow = typeof vendorsTable.$inferSelect;
export type GameRoundRow = typeof gameRoundsTable.$inferSelect;
export type VendorTransactionRow = typeof vendorTransactionsTable.$inferSelect;
export type VendorRollbackRow = typeof vendorRollbacksTable.$inferSelect;

/** What a vendor_* function answers: its status and the member's balance (minor units, as text). */
export type MovementRow = {
  o_status:
    | 'OK'
    | 'REPLAY'
    | 'DUPLICATE_CONFLICT'
    | 'ROUND_CLOSED'
    | 'ROUND_NOT_FOUND'
    | 'INSUFFICIENT_FUNDS'
    | 'INVALID_REFERENCE'
    | 'INVALID_PLAYER'
    /** vendor_debit with checkLossLimits: the member has loss limits; nothing was moved. */
    | 'LOSS_LIMITS';
  o_balance: string | null;
};

type CallFields = {
  vendorCode: string;
  transactionId: string;
  /** The vendor call's own request hash (a replay with another body is DUPLICATE_CONFLICT). */
  requestHash: string;
  memberAccountId: number;
  roundId: string;
};

/** A debit as one statement; the posting's first account is the member's wallet. */
export function callDebit(
  call: CallFields & {
    gameCode: string;
    gameCategory: string;
    amountMinor: bigint;
    ledger: PreparedPosting;
    /** Answer LOSS_LIMITS, moving nothing, when the member has loss limits (migration 0041). */
    checkLossLimits: boolean;
  },
): SQL {
  const { ledger } = call;
  return sql`select * from vendor_debit(${call.vendorCode}, ${call.transactionId}, ${call.requestHash},
    ${call.memberAccountId}, ${call.roundId}, ${call.gameCode}, ${call.gameCategory}, ${call.amountMinor},
    ${ledger.idempotencyKey}, ${ledger.requestHash}, ${JSON.stringify(ledger.metadata)}::jsonb,
    ${bigintArray(ledger.accountIds)}, ${bigintArray(ledger.amountsMinor)}, ${call.checkLossLimits})`;
}

/** A credit as one statement: accountIds are [member wallet, house]; no ledger for a 0.00 credit. */
export function callCredit(
  call: CallFields & { amountMinor: bigint; accountIds: number[]; ledger: PreparedPosting | undefined },
): SQL {
  const { ledger } = call;
  return sql`select * from vendor_credit(${call.vendorCode}, ${call.transactionId}, ${call.requestHash},
    ${call.memberAccountId}, ${call.roundId}, ${call.amountMinor},
    ${ledger?.idempotencyKey ?? null}, ${ledger?.requestHash ?? null},
    ${JSON.stringify(ledger?.metadata ?? {})}::jsonb, ${bigintArray(ledger?.accountIds ?? call.accountIds)},
    ${bigintArray(ledger?.amountsMinor ?? [])})`;
}

/** A rollback as one statement: accountIds are [member wallet, house]; the amount is its debit's. */
export function callRollback(
  call: CallFields & {
    referenceTransactionId: string;
    ledgerKey: string;
    metadata: Record<string, unknown>;
    accountIds: number[];
  },
): SQL {
  return sql`select * from vendor_rollback(${call.vendorCode}, ${call.transactionId}, ${call.requestHash},
    ${call.memberAccountId}, ${call.roundId}, ${call.referenceTransactionId}, ${call.ledgerKey},
    ${JSON.stringify(call.metadata)}::jsonb, ${bigintArray(call.accountIds)})`;
}

export function createVendorsRepository(db: DatabaseOrTransaction) {
  return {
    async findVendor(code: string): Promise<VendorRow | undefined> {
      const [row] = await db.select().from(vendorsTable).where(eq(vendorsTable.code, code)).limit(1);
      return row;
    },
    async findSecret(name: string): Promise<string | undefined> {
      const [row] = await db
        .select({ secret: vendorSecretsTable.secret })
        .from(vendorSecretsTable)
        .where(eq(vendorSecretsTable.name, name))
        .limit(1);
      return row?.secret;
    },
    insertSecret: (name: string, secret: string) =>
      db.insert(vendorSecretsTable).values({ name, secret }).onConflictDoNothing(),
    movement: (statement: SQL) => firstRow<MovementRow>(db, statement),
    /** Whether the vendor's transactionId has been recorded (its call is then a replay). */
    async hasTransaction(vendorCode: string, transactionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: vendorTransactionsTable.id })
        .from(vendorTransactionsTable)
        .where(
          and(
            eq(vendorTransactionsTable.vendorCode, vendorCode),
            eq(vendorTransactionsTable.transactionId, transactionId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
