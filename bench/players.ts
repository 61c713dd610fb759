// Funded bench players: member accounts with a main wallet holding enough play money that no debit
// of a run meets INSUFFICIENT_FUNDS, funded from the house account in one keyed ledger move each.
import { randomBytes } from 'node:crypto';
import { createAccount } from '../apps/server/src/features/account/account.service';
import type { Database } from '../apps/server/src/plugins/database';
import { createWalletService, transfer } from '../apps/server/src/features/wallet/wallet.service';

/** Every bench player's password (the scale part signs them in). */
export const PLAYER_PASSWORD = 'Bench2026';

/** 1,000,000,000.00 each: more than any bounded run can stake. */
export const PLAYER_FUNDING_MINOR = 100_000_000_000n;

/** Creates `count` members named `<prefix><n>` and funds each; answers their account ids (playerId). */
export async function createFundedPlayers(db: Database, count: number, prefix: string): Promise<number[]> {
  const wallet = createWalletService({ db });
  const house = await wallet.ledgerAccountId('house', null);
  const runId = randomBytes(4).toString('hex');
  const playerIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const player = await createAccount(db, {
      username: `${prefix}${index}`,
      password: PLAYER_PASSWORD,
      type: 0,
    });
    await wallet.post({
      idempotencyKey: `bench-fund-${runId}-${index}`,
      kind: 'bench_fund',
      postings: transfer(
        house,
        await wallet.ledgerAccountId('member_wallet', player.id),
        PLAYER_FUNDING_MINOR,
      ),
    });
    playerIds.push(player.id);
  }
  return playerIds;
}
