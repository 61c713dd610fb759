// Proves the house game server end to end over real HTTP: a launch token opens a game session once,
// a spin moves the bet and the win through the signed seamless-wallet calls (the platform's round,
// ledger and balance push agree), seeds rotate and reveal so that any spin can be recomputed, bad
// input and an empty wallet change nothing, and the recovery pass rolls back lost debits and pays
// failed credits exactly once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gameRoundsTable } from '../../features/vendors/vendors.table';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { fundedMember } from '../../test-support/factories';
import { authHeader, ledgerVerify } from '../../test-support/session';
import { houseRoundsTable } from './house.table';
import { createHouseRepository } from './house.repository';
import { createWalletClient } from './wallet-client';

const SECRET = 'house-secret-for-house-tests';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: SECRET }, listen: true });
});
afterAll(() => testApp.close());

async function launchFor(member: { username: string; password: string }, gameCode = 'lucky-dragon') {
  const headers = await authHeader(testApp.app, member);
  const launched = await testApp.app.inject({
    method: 'POST',
    url: '/api/lobby/launch',
    headers,
    payload: { vendorCode: 'PDSLOT', gameCode },
  });
  expect(launched.statusCode).toBe(200);
  const url = new URL(launched.json().value.url, 'http://x');
  return { headers, url, launchToken: url.searchParams.get('launch')! };
}

async function openGame(member: { username: string; password: string }, gameCode = 'lucky-dragon') {
  const { launchToken, headers } = await launchFor(member, gameCode);
  const opened = await testApp.app.inject({
    method: 'POST',
    url: '/house/api/session',
    payload: { launchToken },
  });
  expect(opened.statusCode).toBe(200);
  const session = opened.json().value;
  return { session, game: { authorization: `Bearer ${session.sessionToken}` }, member: headers };
}

const spin = (game: { authorization: string }, bet: string) =>
  testApp.app.inject({ method: 'POST', url: '/house/api/slots/spin', headers: game, payload: { bet } });

const balanceOf = async (member: { authorization: string }) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: member })).json().value
    .balance as string;

describe('launch and game session', () => {
  it('launches a house slot into its game page with a one-time token', async () => {
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { url, launchToken } = await launchFor(player);
    expect(url.pathname).toBe('/house/slots/lucky-dragon');
    const first = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { launchToken },
    });
    expect(first.json().value).toMatchObject({
      vendorCode: 'PDSLOT',
      gameCode: 'lucky-dragon',
      kind: 'slots',
      balance: '100.00',
    });
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { launchToken },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('LAUNCH_EXPIRED');
  });

  it('refuses a launch without a session, of an unknown game, or with no game named', async () => {
    const player = await fundedMember(testApp.database.db, 0n);
    const headers = await authHeader(testApp.app, player);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/launch',
      payload: { gameId: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers,
      payload: { vendorCode: 'PDSLOT', gameCode: 'no-such-game' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GAME_NOT_FOUND');
    const nothing = await testApp.app.inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers,
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
  });

  it('refuses game calls without a live game session', async () => {
    const response = await spin({ authorization: 'Bearer nonsense' }, '1.00');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('GAME_SESSION_EXPIRED');
  });
});

describe('slots', () => {
  it('spins: the bet and the win move through the wallet and the platform keeps the round', async () => {
    const player = await fundedMember(testApp.database.db, 100_000n);
    const { game, member } = await openGame(player);
    const machine = (
      await testApp.app.inject({ method: 'GET', url: '/house/api/slots/machine', headers: game })
    ).json().value;
    expect(machine.lines).toHaveLength(20);
    expect(Number(machine.rtpPercent)).toBeGreaterThan(90);
    let expected = 100_000n;
    for (let index = 0; index < 12; index += 1) {
      const response = await spin(game, '2.00');
      expect(response.statusCode).toBe(200);
      const value = response.json().value;
      expected += -200n + BigInt(value.win.replace('.', ''));
      expect(value.balance).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
      expect(value.nonce).toBe(index);
      const [round] = await testApp.database.db
        .select()
        .from(gameRoundsTable)
        .where(eq(gameRoundsTable.roundId, value.roundId));
      expect(round).toMatchObject({
        status: 'settled',
        stakeMinor: 200n,
        gameCategory: 'RNG',
        gameCode: 'lucky-dragon',
      });
      expect(round!.payoutMinor).toBe(BigInt(value.win.replace('.', '')));
    }
    expect(await balanceOf(member)).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('refuses a bet off the list and a bet above the balance, moving nothing', async () => {
    const player = await fundedMember(testApp.database.db, 150n);
    const { game, member } = await openGame(player);
    const odd = await spin(game, '0.30');
    expect(odd.statusCode).toBe(400);
    const broke = await spin(game, '2.00');
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '1.50' } });
    expect(await balanceOf(member)).toBe('1.50');
    const rounds = await testApp.database.db
      .select()
      .from(houseRoundsTable)
      .where(eq(houseRoundsTable.playerId, player.id));
    expect(rounds.map((round) => round.status)).toEqual(['refused']);
  });

  it('keeps the operator’s least time between spins, which only the operator sets', async () => {
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { game, member } = await openGame(player);
    const operator = await authHeader(testApp.app, {
      username: 'operator',
      password: 'Operator2026',
      site: 'operator',
    });
    const set = (headers: Record<string, string>, slotRoundIntervalMs: number) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/operator/house-settings',
        headers,
        payload: { slotRoundIntervalMs },
      });
    expect((await set(member, 5_000)).statusCode).toBe(403);
    expect((await set(operator, 2_000)).statusCode).toBe(400);
    expect((await set(operator, 5_000)).statusCode).toBe(200);
    try {
      expect((await spin(game, '0.20')).statusCode).toBe(200);
      const second = await spin(game, '0.20');
      expect(second.statusCode).toBe(429);
      expect(second.json().code).toBe('ROUND_TOO_SOON');
      const machine = await testApp.app.inject({
        method: 'GET',
        url: '/house/api/slots/machine',
        headers: game,
      });
      expect(machine.json().value.roundIntervalMs).toBe(5_000);
    } finally {
      expect((await set(operator, 0)).statusCode).toBe(200);
    }
  });
});

describe('provable fairness', () => {
  it('reveals the server seed on rotation and recomputes the spin from it', async () => {
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { game } = await openGame(player, 'golden-lotus');
    const before = (
      await testApp.app.inject({ method: 'GET', url: '/house/api/seeds', headers: game })
    ).json().value;
    const played = (await spin(game, '1.00')).json().value;
    expect(played.serverSeedHash).toBe(before.serverSeedHash);
    const hidden = (
      await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${played.roundId}` })
    ).json().value;
    expect(hidden.serverSeed).toBeNull();
    const rotated = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/seeds/rotate',
      headers: game,
      payload: { clientSeed: 'my-lucky-seed' },
    });
    const { revealed, clientSeed, serverSeedHash } = rotated.json().value;
    expect(clientSeed).toBe('my-lucky-seed');
    expect(serverSeedHash).not.toBe(before.serverSeedHash);
    expect(revealed).toMatchObject({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      lastNonce: 0,
    });
    const record = (
      await testApp.app.inject({ method: 'GET', url: `/house/api/rounds/${played.roundId}` })
    ).json().value;
    expect(record.serverSeed).toBe(revealed.serverSeed);
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/house/api/verify',
      payload: {
        kind: 'slots',
        gameCode: 'golden-lotus',
        serverSeed: record.serverSeed,
        clientSeed: record.clientSeed,
        nonce: record.nonce,
      },
    });
    expect(verified.json().value.serverSeedHash).toBe(before.serverSeedHash);
    expect(verified.json().value.outcome.grid).toEqual(played.grid);
  });

  it('refuses a client seed that is empty or too long', async () => {
    const player = await fundedMember(testApp.database.db, 0n);
    const { game } = await openGame(player);
    for (const clientSeed of ['', 'x'.repeat(65), 'has space']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/house/api/seeds/rotate',
        headers: game,
        payload: { clientSeed },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

/** A real WebSocket to the listening app, as the browser opens it. */
async function openSocket(): Promise<WebSocket> {
  const { port } = testApp.app.server.address() as { port: number };
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/wallet/stream`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return socket;
}

describe('balance push', () => {
  it('pushes the balance to the member’s socket after each spin', async () => {
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { game, member } = await openGame(player);
    const socket = await openSocket();
    const messages: { type: string; balance?: string }[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    socket.send(JSON.stringify({ type: 'auth', token: member.authorization.slice(7) }));
    await expect.poll(() => messages.length).toBeGreaterThan(0);
    expect(messages[0]).toEqual({ type: 'balance', balance: '100.00' });
    const played = (await spin(game, '1.00')).json().value;
    await expect.poll(() => messages.at(-1)?.balance).toBe(played.balance);
    socket.terminate();
  });

  it('closes a socket whose token is not a session', async () => {
    const socket = await openSocket();
    const messages: unknown[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    socket.send(JSON.stringify({ type: 'auth', token: 'not-a-session' }));
    await expect.poll(() => messages).toEqual([{ type: 'error', code: 'NOT_LOGGED_IN' }]);
    socket.terminate();
  });
});

describe('recovery', () => {
  it('rolls back a debit whose answer was lost and pays a credit that failed, once', async () => {
    const player = await fundedMember(testApp.database.db, 10_000n);
    const { member } = await openGame(player);
    const address = testApp.app.server.address() as { port: number };
    const wallet = createWalletClient({ baseUrl: () => `http://127.0.0.1:${address.port}`, secret: SECRET });
    const repository = createHouseRepository(testApp.database.db);
    const old = new Date(Date.now() - 60_000);
    // A debit that landed on the platform while the house never heard back.
    const lost = await repository.insertRound({
      roundId: 'PDSLOT-lost-1',
      vendorCode: 'PDSLOT',
      gameCode: 'lucky-dragon',
      playerId: player.id,
      stakeMinor: 500n,
      createdAt: old,
    });
    await wallet.debit('PDSLOT', {
      playerId: player.id,
      transactionId: 'PDSLOT-lost-1:debit',
      roundId: 'PDSLOT-lost-1',
      gameCode: 'lucky-dragon',
      amount: '5.00',
    });
    // A debited round whose win of 7.00 never reached the wallet.
    const unpaid = await repository.insertRound({
      roundId: 'PDSLOT-unpaid-1',
      vendorCode: 'PDSLOT',
      gameCode: 'lucky-dragon',
      playerId: player.id,
      stakeMinor: 100n,
      payoutMinor: 700n,
      status: 'open',
      createdAt: old,
    });
    await wallet.debit('PDSLOT', {
      playerId: player.id,
      transactionId: 'PDSLOT-unpaid-1:debit',
      roundId: 'PDSLOT-unpaid-1',
      gameCode: 'lucky-dragon',
      amount: '1.00',
    });
    expect(await balanceOf(member)).toBe('94.00');
    expect(await testApp.app.scheduler.runOnce(testApp.app.jobs.houseRecovery!)).toBe(true);
    expect(await testApp.app.scheduler.runOnce(testApp.app.jobs.houseRecovery!)).toBe(true);
    expect(await balanceOf(member)).toBe('106.00');
    expect((await repository.findRound(lost.roundId))?.status).toBe('cancelled');
    expect((await repository.findRound(unpaid.roundId))?.status).toBe('settled');
  });
});
