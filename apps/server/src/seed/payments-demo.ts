// Demo payments set-up: a bank-transfer channel to the operator's account, an online-gateway channel
// through the built-in sandbox gateway with a random signing secret, and a transfer-mode vendor
// (PDXFER) whose per-member wallet the transfer-fund screen moves money to and from.
import { randomBytes } from 'node:crypto';
import type { DatabaseOrTransaction } from '../plugins/database';
import { vendorsTable } from '../features/lobby/lobby.table';
import { paymentChannelsTable } from '../features/payments/payments.table';

/**
 * The sandbox channel's signing secret: random per installation, never a value written here, so that
 * a demo database put on the internet does not accept callbacks anyone could sign. Tests read it from
 * the channel row.
 */
const newSigningSecret = () => randomBytes(24).toString('base64url');
/** The online-payment channel's largest deposit (20,000.00); larger demo deposits go by bank transfer. */
export const DEMO_GATEWAY_MAX_MINOR = 2_000_000;
/** The demo transfer-mode vendor (wallet side only: it has no game server of its own yet). */
export const DEMO_TRANSFER_VENDOR = 'PDXFER';

export async function seedPaymentsDemo(db: DatabaseOrTransaction): Promise<void> {
  await db.insert(paymentChannelsTable).values([
    {
      type: 'bank_transfer',
      name: 'Bank transfer',
      minAmountMinor: 5_000n,
      maxAmountMinor: 10_000_000n,
      sortOrder: 0,
      bankName: 'Vietcombank',
      bankAccountName: 'PLAYDECK ENTERTAINMENT LTD',
      bankAccountNumber: '0071000888666',
      bankBranch: 'Ho Chi Minh City',
    },
    {
      type: 'gateway',
      name: 'Online payment (sandbox)',
      minAmountMinor: 1_000n,
      maxAmountMinor: BigInt(DEMO_GATEWAY_MAX_MINOR),
      sortOrder: 1,
      gatewayCode: 'sandbox',
      gatewaySecret: newSigningSecret(),
    },
  ]);
  await db.insert(vendorsTable).values({
    code: DEMO_TRANSFER_VENDOR,
    displayName: 'Playdeck Sports Exchange',
    gameType: 'SPORTS',
    iconUrl: `/vendors/${DEMO_TRANSFER_VENDOR}.svg`,
    walletMode: 'transfer',
    isHouse: false,
    sortOrder: 100,
  });
}
