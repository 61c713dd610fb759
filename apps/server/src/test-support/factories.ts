// Test data made through the real services: members and the money in their wallets.
import { randomBytes } from 'node:crypto';
import { createAccount } from '../features/account/account.service';
import { createWalletService, transfer } from '../features/wallet/wallet.service';
import type { Database } from '../plugins/database';

let made = 0;

/** A new member (account type 0 unless given) whose main wallet holds `amountMinor`, funded by the house. */
export async function fundedMember(
  db: Database,
  amountMinor: bigint,
  options: { type?: number; prefix?: string; password?: string } = {},
): Promise<{ id: number; username: string; password: string }> {
  made += 1;
  const password = options.password ?? 'Player2026';
  const username = `${options.prefix ?? 'player'}${made}${randomBytes(2).toString('hex')}`.slice(0, 16);
  const member = await createAccount(db, { username, password, type: options.type ?? 0 });
  if (amountMinor > 0n) {
    const wallet = createWalletService({ db });
    await wallet.post({
      idempotencyKey: `test-fund-${member.id}`,
      kind: 'test_fund',
      postings: transfer(
        await wallet.ledgerAccountId('house', null),
        await wallet.ledgerAccountId('member_wallet', member.id),
        amountMinor,
      ),
    });
  }
  return { id: member.id, username, password };
}
