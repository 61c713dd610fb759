// Vendor-wallet load: funded players (one per connection), and signed debit and credit bodies built per
// request, as the house game server sends them (a new transactionId each time; a credit settles its
// connection's last debit's round, so every answer is a 2xx).
import { randomBytes } from 'node:crypto';
import { createAccount } from '../apps/server/src/features/account/account.service';
import { signBody } from '../apps/server/src/features/vendors/vendors.signature';
import { createWalletService, transfer } from '../apps/server/src/features/wallet/wallet.service';
import type { BenchContext, BuiltRequest } from './scenarios';

const BENCH_PLAYER = 'benchplayer';
/**
 * One player per connection, as in real play: a game sends one player's calls one after another,
 * while many players play at once. (Twenty connections hammering one wallet would measure a queue on
 * that one row, not the endpoint.)
 */
const BENCH_PLAYERS = 32;
/** Enough play money that no debit of the run meets INSUFFICIENT_FUNDS (1.00 a debit). */
const FUNDING_MINOR = 100_000_000_000n;
const runId = randomBytes(4).toString('hex');

const state = { playerIds: [] as number[], secret: '', counter: 0, assigned: 0 };

/** Creates and funds the bench players once (later calls reuse them). */
export async function prepareVendorPlayer({ database, houseVendorSecret }: BenchContext): Promise<void> {
  state.secret = houseVendorSecret;
  if (state.playerIds.length > 0) return;
  const { db } = database;
  const wallet = createWalletService({ db });
  const house = await wallet.ledgerAccountId('house', null);
  for (let index = 0; index < BENCH_PLAYERS; index += 1) {
    const player = await createAccount(db, {
      username: `${BENCH_PLAYER}${index}`,
      password: 'Bench2026',
      type: 0,
    });
    await wallet.post({
      idempotencyKey: `bench-fund-${runId}-${index}`,
      kind: 'bench_fund',
      postings: transfer(house, await wallet.ledgerAccountId('member_wallet', player.id), FUNDING_MINOR),
    });
    state.playerIds.push(player.id);
  }
}

/** The connection's own player, given on its first request. */
function playerOf(connection: Record<string, unknown>): number {
  if (typeof connection.playerId !== 'number') {
    connection.playerId = state.playerIds[state.assigned % state.playerIds.length];
    state.assigned += 1;
  }
  return connection.playerId as number;
}

function signed(body: Record<string, unknown>): BuiltRequest {
  const text = JSON.stringify(body);
  return { body: text, headers: { 'x-signature': signBody(state.secret, text) } };
}

/** A 1.00 bet on a new round, remembered on the connection for its credit. */
export function vendorDebit(connection: Record<string, unknown>) {
  state.counter += 1;
  const roundId = `bench-${runId}-round-${state.counter}`;
  connection.roundId = roundId;
  return {
    path: '/api/vendor/PDSLOT/debit',
    ...signed({
      playerId: playerOf(connection),
      transactionId: `bench-${runId}-debit-${state.counter}`,
      roundId,
      gameCode: 'bench-slot',
      amount: '1.00',
    }),
  };
}

/** Settles the connection's last round with a 1.50 payout. */
export function vendorCredit(connection: Record<string, unknown>) {
  state.counter += 1;
  return {
    path: '/api/vendor/PDSLOT/credit',
    ...signed({
      playerId: playerOf(connection),
      transactionId: `bench-${runId}-credit-${state.counter}`,
      roundId: connection.roundId,
      gameCode: 'bench-slot',
      amount: '1.50',
    }),
  };
}
