// SQL of the transfer wallet: the vendors that keep a wallet per member (wallet_mode 'transfer') and
// the member's balances with them.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { vendorsTable } from '../lobby/lobby.table';
import { ledgerAccountsTable } from './wallet.table';

export type TransferVendorRow = {
  code: string;
  displayName: string;
  gameType: string;
  enabled: boolean;
  walletMode: string;
};

export function createTransferRepository(db: DatabaseOrTransaction) {
  return {
    async findVendor(code: string): Promise<TransferVendorRow | undefined> {
      const [row] = await db
        .select({
          code: vendorsTable.code,
          displayName: vendorsTable.displayName,
          gameType: vendorsTable.gameType,
          enabled: vendorsTable.enabled,
          walletMode: vendorsTable.walletMode,
        })
        .from(vendorsTable)
        .where(eq(vendorsTable.code, code));
      return row;
    },
    /**
     * Transfer-mode vendors that are enabled, or that still hold money of this member (a disabled
     * vendor's wallet must still be emptied back to main), with the member's balance in each.
     */
    walletsOf: (memberAccountId: number) =>
      db
        .select({
          code: vendorsTable.code,
          displayName: vendorsTable.displayName,
          gameType: vendorsTable.gameType,
          enabled: vendorsTable.enabled,
          ledgerAccountId: ledgerAccountsTable.id,
          balanceMinor: sql<bigint>`coalesce(${ledgerAccountsTable.balanceMinor}, 0)`.mapWith((value) =>
            BigInt(value),
          ),
        })
        .from(vendorsTable)
        .leftJoin(
          ledgerAccountsTable,
          and(
            eq(ledgerAccountsTable.kind, 'member_vendor_wallet'),
            eq(ledgerAccountsTable.ownerAccountId, memberAccountId),
            eq(ledgerAccountsTable.vendorCode, vendorsTable.code),
          ),
        )
        .where(
          and(
            eq(vendorsTable.walletMode, 'transfer'),
            or(eq(vendorsTable.enabled, true), sql`${ledgerAccountsTable.balanceMinor} > 0`),
          ),
        )
        .orderBy(asc(vendorsTable.sortOrder), asc(vendorsTable.code)),
  };
}
