// Proves the card room in real time (issue 17 item 7): two members and a house bot play a full hand at
// one table over real WebSockets to the listening app: each member's socket, authenticated by its
// first message, gets every change as that member's own view (their own two cards, never the other
// member's or the bot's until a showdown shows them), a spectator's socket sees no hidden card at all,
// the members act in turn over HTTP while the dealer plays the bot, and the hand's money moves per hand
// through the wallet and balances. A socket that names no table, or a token that is not a session of
// the table, is closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { PokerStreamMessage, PokerTableValue } from '@playdeck/contract/poker';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { fundedMember } from '../../../test-support/factories';
import { ledgerVerify } from '../../../test-support/session';
import {
  fakeClock,
  handMoney,
  openTable,
  runDealer,
  tableCalls,
  type GameHeaders,
} from './game-server.test-helpers';
import { recordFromJson } from './hand-record';
import { settlementOf } from './showdown';

const TABLE = 'NLH02';
const clock = fakeClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: 'house-secret-for-poker-stream-tests' },
    listen: true,
    now: clock.now,
  });
});
afterAll(() => testApp.close());

/** A socket to the table's stream that keeps every message it receives. */
async function watch(token: string | undefined, table = TABLE) {
  const { port } = testApp.app.server.address() as { port: number };
  const socket = new WebSocket(`ws://127.0.0.1:${port}/house/api/poker/stream?table=${table}`);
  const messages: PokerStreamMessage[] = [];
  let closeCode: number | undefined;
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as PokerStreamMessage));
  socket.on('close', (code) => void (closeCode = code));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify(token === undefined ? { type: 'auth' } : { type: 'auth', token }));
  const tables = () =>
    messages.flatMap((message) => (message.type === 'table' ? [message.value] : ([] as PokerTableValue[])));
  return {
    socket,
    messages,
    tables,
    latest: () => tables().at(-1),
    closeCode: () => closeCode,
  };
}

const tokenOf = (game: GameHeaders) => game.authorization.slice('Bearer '.length);

describe('two members and a bot over WebSockets', () => {
  it('play a full hand, each member seeing only their own cards', async () => {
    const calls = tableCalls(testApp.app);
    const players: {
      member: { id: number };
      game: GameHeaders;
      stream: Awaited<ReturnType<typeof watch>>;
    }[] = [];
    for (let index = 0; index < 2; index += 1) {
      const member = await fundedMember(testApp.database.db, 100_00n);
      const game = await openTable(testApp.app, member, TABLE);
      expect((await calls.sit(game, { stack: '30.00' })).statusCode).toBe(200);
      players.push({ member, game, stream: await watch(tokenOf(game)) });
    }
    const spectator = await watch(undefined);
    for (const player of players)
      await expect.poll(() => player.stream.latest()?.mySeat).toBeTypeOf('number');
    await expect.poll(() => spectator.latest()?.seats.length).toBe(2);

    await runDealer(testApp.app);
    for (const player of [...players.map((entry) => entry.stream), spectator])
      await expect.poll(() => player.latest()?.hand?.status).toBe('open');
    const first = players[0]!.stream.latest()!;
    const handNumber = first.hand!.handNumber;
    expect(first.seats).toHaveLength(3);
    expect(first.seats.filter((seat) => seat.isBot).map((seat) => seat.name)).toEqual([
      expect.stringMatching(/^Bot /),
    ]);
    expect(first.hand!.seats.filter((seat) => seat.isBot)).toHaveLength(1);

    // The members act in turn (over HTTP), the dealer plays the bot; every change arrives on the sockets.
    for (let step = 0; step < 80; step += 1) {
      const views = players.map((player) => player.stream.latest()!);
      if (views.every((view) => view.hand?.handNumber === handNumber && view.hand.status === 'settled'))
        break;
      const turn = players.findIndex((_, index) => views[index]!.hand?.legalActions);
      if (turn >= 0) {
        const legal = views[turn]!.hand!.legalActions!;
        const seen = players[turn]!.stream.messages.length;
        // The first member raises once when it can, so that chips are bet and not only called.
        const action =
          turn === 0 && legal.raise && views[turn]!.hand!.street === 'preflop'
            ? { type: 'raise', total: legal.raise.min }
            : legal.check
              ? { type: 'check' }
              : { type: 'call' };
        const acted = await calls.act(players[turn]!.game, handNumber, action);
        expect(acted.statusCode).toBe(200);
        await expect.poll(() => players[turn]!.stream.messages.length).toBeGreaterThan(seen);
      } else {
        const seen = players[0]!.stream.messages.length;
        clock.advance(2_100);
        await runDealer(testApp.app);
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (players[0]!.stream.messages.length === seen) continue;
      }
    }
    for (const player of players)
      await expect.poll(() => player.stream.latest()?.hand?.status).toBe('settled');

    // Each member saw their own two cards on every view of the open hand and never anyone else's.
    for (const [index, player] of players.entries()) {
      const views = player.stream.tables().filter((view) => view.hand?.handNumber === handNumber);
      const open = views.filter((view) => view.hand!.status === 'open');
      expect(open.length).toBeGreaterThan(3);
      for (const view of open) {
        for (const seat of view.hand!.seats) {
          if (seat.isYou) expect(seat.holeCards).toHaveLength(2);
          else expect(seat.holeCards).toBeNull();
        }
      }
      expect(view0Seat(open[0]!)).toBe(player.stream.latest()!.mySeat);
      // The other member's cards never reach this socket while they are hidden.
      const other = players[1 - index]!.stream.latest()!.hand!.seats.find((seat) => seat.isYou)!;
      const shown = player.stream.latest()!.hand!.result?.shownHands.some((hand) => hand.seat === other.seat);
      if (!shown) {
        const mine = player.stream.latest()!.hand!.seats.find((seat) => seat.seat === other.seat)!;
        expect(mine.holeCards).toBeNull();
      }
    }
    for (const view of spectator.tables().filter((entry) => entry.hand?.status === 'open'))
      for (const seat of view.hand!.seats) expect(seat.holeCards).toBeNull();

    // The hand’s money: each member's round debited what they put in and credited what they won, once.
    const { hand, rounds, platform, credits } = await handMoney(testApp.database.db, TABLE, handNumber);
    const settlement = settlementOf(recordFromJson(hand.state).state);
    for (const player of players) {
      const result = settlement.players.find((entry) => entry.playerId === `m${player.member.id}`)!;
      const round = rounds.find((entry) => entry.playerId === player.member.id);
      if (result.committedCents === 0n) {
        expect(round).toBeUndefined();
        continue;
      }
      expect(round).toMatchObject({
        stakeMinor: result.committedCents,
        payoutMinor: result.wonCents,
        status: 'settled',
      });
      expect(platform.find((entry) => entry.roundId === round!.roundId)).toMatchObject({
        stakeMinor: result.committedCents,
        payoutMinor: result.wonCents,
        status: 'settled',
      });
      expect(credits.filter((credit) => credit.roundId === round!.roundId)).toHaveLength(
        result.wonCents > 0n ? 1 : 0,
      );
      const expected = 100_00n - result.committedCents + result.wonCents;
      expect(await calls.balance(player.game)).toBe(
        `${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`,
      );
    }
    const memberIn = rounds.reduce((sum, round) => sum + round.stakeMinor, 0n);
    const memberOut = rounds.reduce((sum, round) => sum + (round.payoutMinor ?? 0n), 0n);
    const bot = settlement.players.find((entry) => entry.isBot)!;
    expect(memberIn + bot.committedCents).toBe(memberOut + bot.wonCents + settlement.rakeCents);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);

    for (const socket of [...players.map((player) => player.stream.socket), spectator.socket])
      socket.terminate();
  });

  it('closes a socket for a table that does not exist, and one whose token is not a session of the table', async () => {
    const nowhere = await watch(undefined, 'NOPE');
    await expect.poll(() => nowhere.closeCode()).toBe(4404);
    expect(nowhere.messages).toEqual([{ type: 'error', code: 'GAME_NOT_FOUND' }]);
    const stranger = await watch('not-a-session');
    await expect.poll(() => stranger.closeCode()).toBe(4401);
    expect(stranger.messages).toEqual([{ type: 'error', code: 'GAME_SESSION_EXPIRED' }]);
  });
});

const view0Seat = (view: PokerTableValue) => view.hand!.seats.find((seat) => seat.isYou)?.seat;
