// Proves that the jackpot pool grows by 0.5 % of every house-vendor stake inside the debit's own
// transaction: once per debit (a replay adds nothing), never for a refused debit or for a third-party
// vendor, and the ledger stays balanced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorsTable } from '../lobby/lobby.table';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { fundedMember } from '../../test-support/factories';
import { ledgerVerify } from '../../test-support/session';
import { signBody } from './vendors.signature';

const HOUSE_SECRET = 'house-vendor-secret-for-jackpot';
const EXTERNAL_SECRET = 'external-vendor-secret-jackpot';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
  await testApp.database.db.insert(vendorsTable).values({
    code: 'EXTJP',
    displayName: 'External',
    gameType: 'RNG',
    iconUrl: '/e.svg',
    secret: EXTERNAL_SECRET,
  });
});
afterAll(() => testApp.close());

function debit(vendor: string, secret: string, body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/vendor/${vendor}/debit`,
    payload,
    headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, payload) },
  });
}

const pool = async () =>
  (await testApp.app.inject({ method: 'GET', url: '/api/lobby/jackpot' })).json().value.amount as string;

describe('jackpot share of house stakes', () => {
  it('adds 0.5 % of a house debit once, even when the debit is replayed', async () => {
    const player = await fundedMember(testApp.database.db, 100_000n);
    const before = await pool();
    expect(before).toBe('88888.00');
    const body = {
      playerId: player.id,
      transactionId: 'jp-1',
      roundId: 'jp-r1',
      gameCode: 'lucky-dragon',
      amount: '200.00',
    };
    expect((await debit('PDSLOT', HOUSE_SECRET, body)).statusCode).toBe(200);
    expect(await pool()).toBe('88889.00');
    expect((await debit('PDSLOT', HOUSE_SECRET, body)).statusCode).toBe(200);
    expect(await pool()).toBe('88889.00');
  });

  it('adds nothing for a refused debit or a third-party vendor', async () => {
    const player = await fundedMember(testApp.database.db, 1_000n);
    const before = await pool();
    const broke = await debit('PDSLOT', HOUSE_SECRET, {
      playerId: player.id,
      transactionId: 'jp-2',
      roundId: 'jp-r2',
      gameCode: 'lucky-dragon',
      amount: '500.00',
    });
    expect(broke.json().code).toBe('INSUFFICIENT_FUNDS');
    const external = await debit('EXTJP', EXTERNAL_SECRET, {
      playerId: player.id,
      transactionId: 'jp-3',
      roundId: 'jp-r3',
      gameCode: 'x',
      amount: '10.00',
    });
    expect(external.statusCode).toBe(200);
    expect(await pool()).toBe(before);
  });

  it('keeps the ledger balanced', async () => {
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });
});
