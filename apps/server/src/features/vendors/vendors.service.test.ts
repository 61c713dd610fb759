// Proves the hot path's shape (decision record 005): once a player's accounts are known, a debit, a
// credit and a rollback are each exactly one SQL statement, with no transaction around it, and the
// statement's answer is the protocol's (balance after, replay, refusals).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorsTable } from '../lobby/lobby.table';
import { createAccount } from '../account/account.service';
import { createWalletService, transfer } from '../wallet/wallet.service';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type { Database } from '../../plugins/database';
import { createVendorsService, type VendorRow, type VendorsService } from './vendors.service';

const QUERY_METHODS = new Set(['execute', 'select', 'insert', 'update', 'delete', 'transaction']);

let testApp: TestApp;
let vendors: VendorsService;
let vendor: VendorRow;
const calls: string[] = [];

/** The database, counting every query builder or statement the service starts on it. */
function counting(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (typeof property === 'string' && QUERY_METHODS.has(property)) calls.push(property);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const db = testApp.database.db;
  vendors = createVendorsService({
    db: counting(db),
    wallet: createWalletService({ db: counting(db) }),
    houseSecret: 'hot-path-test-secret',
  });
  const [row] = await db.select().from(vendorsTable).where(eq(vendorsTable.code, 'PDSLOT'));
  vendor = row!;
});
afterAll(() => testApp.close());

async function fundedPlayer(): Promise<number> {
  const db = testApp.database.db;
  const wallet = createWalletService({ db });
  const player = await createAccount(db, {
    username: `hotpath${Date.now()}`,
    password: 'Player2026',
    type: 0,
  });
  await wallet.post({
    idempotencyKey: `hot-path-fund-${player.id}`,
    kind: 'test_fund',
    postings: transfer(
      await wallet.ledgerAccountId('house', null),
      await wallet.ledgerAccountId('member_wallet', player.id),
      10_000n,
    ),
  });
  return player.id;
}

describe('one statement per movement', () => {
  it('debits, credits and rolls back in one statement each once the accounts are known', async () => {
    const playerId = await fundedPlayer();
    const round = { playerId, gameCode: 'slot', roundId: 'warm' };
    // The first call looks up and caches the player's wallet, house and jackpot shards.
    await vendors.debit(vendor, { ...round, transactionId: 'warm-d', amount: '1.00' });

    calls.length = 0;
    const debited = await vendors.debit(vendor, {
      ...round,
      roundId: 'r1',
      transactionId: 'r1-d',
      amount: '2.00',
    });
    expect(calls).toEqual(['execute']);
    expect(debited).toEqual({ balance: '97.00', transactionId: 'r1-d' });

    calls.length = 0;
    const credited = await vendors.credit(vendor, {
      ...round,
      roundId: 'r1',
      transactionId: 'r1-c',
      amount: '5.00',
    });
    expect(calls).toEqual(['execute']);
    expect(credited.balance).toBe('102.00');

    calls.length = 0;
    const rolledBack = await vendors.rollback(vendor, {
      playerId,
      roundId: 'warm',
      transactionId: 'warm-x',
      referenceTransactionId: 'warm-d',
    });
    expect(calls).toEqual(['execute']);
    expect(rolledBack.balance).toBe('103.00');
  });

  it('answers a replay and the refusals from the same one statement', async () => {
    const playerId = await fundedPlayer();
    const round = { playerId, gameCode: 'slot', roundId: 'q1' };
    await vendors.debit(vendor, { ...round, transactionId: 'q1-d', amount: '1.00' });

    calls.length = 0;
    expect(await vendors.debit(vendor, { ...round, transactionId: 'q1-d', amount: '1.00' })).toEqual({
      balance: '99.00',
      transactionId: 'q1-d',
    });
    await expect(
      vendors.debit(vendor, { ...round, transactionId: 'q1-d', amount: '3.00' }),
    ).rejects.toMatchObject({
      code: 'DUPLICATE_CONFLICT',
    });
    await expect(
      vendors.debit(vendor, { ...round, roundId: 'q2', transactionId: 'q2-d', amount: '500.00' }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', options: { value: { balance: '99.00' } } });
    await expect(
      vendors.credit(vendor, { ...round, roundId: 'nope', transactionId: 'nope-c', amount: '1.00' }),
    ).rejects.toMatchObject({ code: 'ROUND_NOT_FOUND' });
    expect(calls).toEqual(['execute', 'execute', 'execute', 'execute']);
  });
});
