// Proves free play (issue 17 item 6) over real HTTP: a visitor, or a member, opens a house game in play
// money when the operator offers free play for it (supportPlay 0) and not otherwise; the session says
// it is demo money; spins and sportsbook bets move only the house's play money (no platform round, no
// ledger transaction, the member's balance untouched); the demo wallet refuses what the platform's
// would (an empty wallet, a reused transaction id with another body, a debit rolled back first)
// and answers a repeated call with its first result; and old free play is purged.
import { count } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactionsTable } from '../../features/wallet/wallet.table';
import { gameRoundsTable } from '../../features/vendors/vendors.table';
import { gamesTable } from '../../features/lobby/lobby.table';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { fundedMember } from '../../test-support/factories';
import { authHeader, ledgerVerify } from '../../test-support/session';
import { createDemoWallet, DEMO_KEPT_MS } from './demo-wallet';
import { houseRoundsTable } from './house.table';
import { WalletRefusedError } from './wallet-client';

let testApp: TestApp;
let clockMs = Date.now();

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: 'house-secret-for-free-play-tests' },
    listen: true,
    now: () => new Date(clockMs),
  });
});
afterAll(() => testApp.close());

async function gameIdOf(vendorCode: string, gameCode: string): Promise<number> {
  const rows = await testApp.database.db.select().from(gamesTable);
  return rows.find((row) => row.vendorCode === vendorCode && row.gameCode === gameCode)!.id;
}

const demoLaunch = (gameId: number, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/lobby/demo',
    headers: { 'accept-language': 'en', ...headers },
    payload: { gameId },
  });

async function openDemo(gameId: number, headers: Record<string, string> = {}) {
  const launched = await demoLaunch(gameId, headers);
  expect(launched.statusCode).toBe(200);
  const url = new URL(launched.json().value.url, 'http://x');
  const opened = await testApp.app.inject({
    method: 'POST',
    url: '/house/api/session',
    payload: { launchToken: url.searchParams.get('launch') },
  });
  expect(opened.statusCode).toBe(200);
  const session = opened.json().value;
  return { session, game: { authorization: `Bearer ${session.sessionToken as string}` } };
}

const platformCounts = async () => {
  const db = testApp.database.db;
  const [rounds] = await db.select({ n: count() }).from(gameRoundsTable);
  const [transactions] = await db.select({ n: count() }).from(ledgerTransactionsTable);
  return { rounds: rounds!.n, transactions: transactions!.n };
};

describe('free play', () => {
  it('lets a visitor spin a slot in play money without a single platform round or ledger move', async () => {
    const before = await platformCounts();
    const { session, game } = await openDemo(await gameIdOf('PDSLOT', 'lucky-dragon'));
    expect(session).toMatchObject({ demo: true, balance: '2000.00', kind: 'slots' });
    expect(session.playerId).toBeLessThan(0);
    let balance = 200_000n;
    for (let spin = 0; spin < 10; spin++) {
      const played = await testApp.app.inject({
        method: 'POST',
        url: '/house/api/slots/spin',
        headers: game,
        payload: { bet: '1.00' },
      });
      expect(played.statusCode).toBe(200);
      const value = played.json().value;
      balance = balance - 100n + BigInt(value.win.replace('.', ''));
      expect(value.balance).toBe(`${balance / 100n}.${String(balance % 100n).padStart(2, '0')}`);
    }
    const shown = await testApp.app.inject({ method: 'GET', url: '/house/api/balance', headers: game });
    expect(shown.json().value.balance).toBe(`${balance / 100n}.${String(balance % 100n).padStart(2, '0')}`);
    // The rounds are the house's record of play; the platform saw none of them.
    const rounds = await testApp.database.db.select().from(houseRoundsTable);
    expect(rounds.filter((round) => round.playerId === session.playerId)).toHaveLength(10);
    expect(await platformCounts()).toEqual(before);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('gives a member play money too, leaving the member’s own balance alone', async () => {
    const member = await fundedMember(testApp.database.db, 50_00n);
    const headers = await authHeader(testApp.app, member);
    const before = await platformCounts();
    const { session, game } = await openDemo(await gameIdOf('PDSLOT', 'golden-lotus'), headers);
    expect(session.demo).toBe(true);
    expect(session.balance).toBe('2000.00');
    const played = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/slots/spin',
      headers: game,
      payload: { bet: '100.00' },
    });
    expect(played.statusCode).toBe(200);
    const wallet = await testApp.app.inject({ method: 'GET', url: '/api/wallet/balance', headers });
    expect(wallet.json().value.balance).toBe('50.00');
    expect(await platformCounts()).toEqual(before);
  });

  it('refuses a game the operator does not offer for free, or an unknown one, changing nothing', async () => {
    const gameId = await gameIdOf('PDSLOT', 'pharaoh-gold');
    const operator = await authHeader(testApp.app, {
      username: 'operator',
      password: 'Operator2026',
      site: 'operator',
    });
    const off = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/operator/games/${gameId}`,
      headers: operator,
      payload: { supportPlay: 1 },
    });
    expect(off.statusCode).toBe(200);
    const refused = await demoLaunch(gameId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'FREE_PLAY_UNAVAILABLE',
      message: 'This game cannot be tried for free',
    });
    expect((await demoLaunch(999_999)).statusCode).toBe(404);
    expect((await demoLaunch(0)).statusCode).toBe(400);
  });

  it('takes sportsbook bets in play money and settles them there', async () => {
    const before = await platformCounts();
    const { game } = await openDemo(await gameIdOf('PDSPORT', 'VFOOTBALL'));
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/house/api/sportsbook/fixtures',
      headers: game,
    });
    const fixture = listed
      .json()
      .value.fixtures.find((item: { state: { phase: string } }) => item.state.phase === 'PRE_MATCH');
    const selection = fixture.markets[0].selections[0];
    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/sportsbook/bets',
      headers: game,
      payload: {
        legs: [
          {
            fixtureId: fixture.fixtureId,
            marketId: fixture.markets[0].marketId,
            selection: selection.selection,
            odds: selection.odds,
          },
        ],
        stake: '25.00',
        acceptOddsChanges: true,
        requestId: randomUUID(),
      },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().value.balance).toBe('1975.00');
    expect(await platformCounts()).toEqual(before);
  });

  it('purges free play two days old', async () => {
    const { session } = await openDemo(await gameIdOf('PDSLOT', 'lucky-dragon'));
    clockMs += DEMO_KEPT_MS + 60_000;
    const purged = await testApp.app.scheduler.runOnce(testApp.app.jobs.houseDemoPurge!);
    expect(purged).toBe(true);
    const left = await testApp.database.db.select().from(houseRoundsTable);
    expect(left.some((round) => round.playerId < 0)).toBe(false);
    const balance = await createDemoWallet(testApp.database.db)
      .balance('PDSLOT', session.playerId)
      .catch((error: unknown) => error);
    expect(balance).toBeInstanceOf(WalletRefusedError);
    expect((balance as WalletRefusedError).code).toBe('PLAYER_NOT_FOUND');
  });
});

describe('the demo wallet', () => {
  const movement = (playerId: number, transactionId: string, amount: string) => ({
    playerId,
    transactionId,
    roundId: transactionId.split(':')[0]!,
    gameCode: 'lucky-dragon',
    amount,
  });

  it('answers the platform wallet’s way: replays, conflicts, empty wallets and early rollbacks', async () => {
    const wallet = createDemoWallet(testApp.database.db);
    const player = await wallet.open();
    expect(player).toBeLessThan(0);
    expect(await wallet.debit('PDSLOT', movement(player, 'R1:debit', '1500.00'))).toEqual({
      balance: '500.00',
    });
    // The same call again answers the first result; the same id with another amount is refused.
    expect(await wallet.debit('PDSLOT', movement(player, 'R1:debit', '1500.00'))).toEqual({
      balance: '500.00',
    });
    await expect(wallet.debit('PDSLOT', movement(player, 'R1:debit', '1.00'))).rejects.toMatchObject({
      code: 'DUPLICATE_CONFLICT',
    });
    await expect(wallet.debit('PDSLOT', movement(player, 'R2:debit', '500.01'))).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      balance: '500.00',
    });
    expect(await wallet.credit('PDSLOT', movement(player, 'R1:credit', '30.00'))).toEqual({
      balance: '530.00',
    });
    // A rollback gives its debit back once.
    const rollback = {
      playerId: player,
      transactionId: 'R1:rollback',
      referenceTransactionId: 'R1:debit',
      roundId: 'R1',
    };
    expect(await wallet.rollback('PDSLOT', rollback)).toEqual({ balance: '2030.00' });
    expect(await wallet.rollback('PDSLOT', rollback)).toEqual({ balance: '2030.00' });
    // A rollback that comes before its debit closes the round: the late debit is refused.
    await wallet.rollback('PDSLOT', {
      ...rollback,
      transactionId: 'R3:rollback',
      referenceTransactionId: 'R3:debit',
      roundId: 'R3',
    });
    await expect(wallet.debit('PDSLOT', movement(player, 'R3:debit', '1.00'))).rejects.toMatchObject({
      code: 'ROUND_CLOSED',
    });
    expect(await wallet.balance('PDSLOT', player)).toEqual({ balance: '2030.00' });
    await expect(wallet.balance('PDSLOT', -999_999)).rejects.toMatchObject({ code: 'PLAYER_NOT_FOUND' });
  });
});
