// The bingo rooms as a game server: every room plays one shared round on its own epoch-aligned clock
// (schedule.ts). Rounds are created ahead with a fresh random server seed whose SHA-256 is shown while
// cards are sold; each bought card is a house round placed through the signed wallet (house.place),
// its numbers drawn from the player's own seed pair and the nonce it was given. The dealer job
// announces each ball when its time comes (a conditional update of balls_announced, so each ball is
// announced once), reveals the seed when the last ball is out (open → drawn), pays every card its
// prize through house.settle (the platform's transaction ids make a repeated credit harmless) and
// marks the round settled once no card is left unfinished. Each step is pushed on the bus, so
// watchers on any process see it.
import { randomBytes } from 'node:crypto';
import {
  bingoChannelOf,
  type BingoBuyRequest,
  type BingoBuyValue,
  type BingoRoomValue,
  type BingoStreamMessage,
} from '@playdeck/contract/bingo';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type { Bus } from '../../../plugins/bus';
import { isUniqueViolation, type DatabaseOrTransaction } from '../../../plugins/database';
import { AppError } from '../../../plugins/errors';
import type { HouseGameModule, HouseRoundRow, HouseService, HouseSessionRow } from '../house.service';
import { settleLiveBets, type LiveBetPayment } from '../live-table';
import { serverSeedHash } from '../slots/provably-fair';
import { createBingoRepository, type BingoRoundRow } from './bingo.repository';
import { cardOf } from './cards';
import { drawOf, DRAW_NONCE, parseRoundClientSeed, roundClientSeed } from './draw';
import { bestPatternOf } from './patterns';
import { prizeOf } from './prizes';
import { BINGO_ROOMS, findBingoRoom, type BingoRoom } from './rooms';
import { phaseAt, roundNumberAt, roundTimes } from './schedule';
import { ballsDueAt, cardItem, roomInfo, roundView, type CardDetail } from './views';

export const BINGO_VENDOR_CODE = 'PDBINGO';
/** Rounds exist this many rounds ahead of the current one, so their seed hashes are known early. */
const ROUNDS_AHEAD = 2;
/** A dealer run announces, draws and closes at most this many rounds (more only after a long stop). */
const ROUNDS_PER_RUN_MAX = 30;
const SERVER_SEED_BYTES = 32;

/** The house core's view of the rooms: their games and the verifier of a draw or a card. */
export const bingoModule: HouseGameModule = {
  kind: 'bingo',
  hasGame: (vendorCode, gameCode) =>
    vendorCode === BINGO_VENDOR_CODE && findBingoRoom(gameCode) !== undefined,
  verify(gameCode, serverSeed, clientSeed, nonce) {
    const room = findBingoRoom(gameCode);
    if (!room) return undefined;
    // A round's public client seed names its draw; any other client seed is a player's, for a card.
    const named = parseRoundClientSeed(clientSeed);
    if (!named) return { cells: cardOf(serverSeed, clientSeed, nonce).cells };
    if (named.roomCode !== room.roomCode || nonce !== DRAW_NONCE) return undefined;
    return {
      roomCode: room.roomCode,
      roundNumber: named.roundNumber,
      calledBalls: drawOf(serverSeed, room, named.roundNumber),
    };
  },
};

export type BingoService = ReturnType<typeof createBingoService>;

export type BingoDealerRun = { announced: number; drawn: number; settled: number; closed: number };

export function createBingoService(deps: {
  db: DatabaseOrTransaction;
  house: HouseService;
  bus: Bus;
  /** The clock; tests move it instead of waiting for the round. */
  now?: () => Date;
}) {
  const { house, bus } = deps;
  const repository = createBingoRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  // The last phase this process announced per room. Another process running the dealer may announce
  // the same phase again; a watcher takes each announcement as the current state, so a repeat is
  // harmless.
  const announced = new Map<string, string>();

  const publish = (roomCode: string, message: BingoStreamMessage) =>
    bus.publish(bingoChannelOf(roomCode), message);

  function roomOf(session: Pick<HouseSessionRow, 'vendorCode' | 'gameCode'>): BingoRoom {
    const room = session.vendorCode === BINGO_VENDOR_CODE ? findBingoRoom(session.gameCode) : undefined;
    if (!room) throw new AppError('GAME_NOT_FOUND', 404);
    return room;
  }

  /** Creates a room's rounds for `count` rounds from `firstRound`, each with a fresh seed. */
  async function createRounds(room: BingoRoom, firstRound: number, count: number): Promise<void> {
    const rows = Array.from({ length: count }, (_, index) => {
      const roundNumber = firstRound + index;
      const times = roundTimes(room, roundNumber);
      const serverSeed = randomBytes(SERVER_SEED_BYTES).toString('hex');
      return {
        roomCode: room.roomCode,
        roundNumber,
        opensAt: new Date(times.opensAt),
        closesAt: new Date(times.closesAt),
        drawnAt: new Date(times.drawnAt),
        endsAt: new Date(times.endsAt),
        serverSeed,
        serverSeedHash: serverSeedHash(serverSeed),
        clientSeed: roundClientSeed(room.roomCode, roundNumber),
      };
    });
    await repository.insertRounds(rows);
  }

  /** A room's round, created (with the next ones) if the dealer has not yet. */
  async function roundOf(room: BingoRoom, roundNumber: number): Promise<BingoRoundRow> {
    const existing = await repository.findRound(room.roomCode, roundNumber);
    if (existing) return existing;
    await createRounds(room, roundNumber, 1 + ROUNDS_AHEAD);
    return (await repository.findRound(room.roomCode, roundNumber))!;
  }

  /** A player's cards of a round as the page shows them at this instant. */
  async function cardsView(room: BingoRoom, round: BingoRoundRow, playerId: number, at: Date) {
    const cards = await repository.cardsOf(round.id, playerId, room.cardsPerPlayerMax);
    const calledBalls = roundView(room, round, at).calledBalls;
    return cards.map((card) => cardItem(room, card, calledBalls, round.status !== 'open'));
  }

  /** The room, its current and last rounds and the player's cards of both. Errors: GAME_NOT_FOUND 404. */
  async function roomState(session: HouseSessionRow): Promise<BingoRoomValue> {
    const room = roomOf(session);
    const at = now();
    const round = await roundOf(room, roundNumberAt(room, at.getTime()));
    const lastRound = await repository.roundBefore(room.roomCode, round.roundNumber);
    return {
      room: roomInfo(room),
      serverTime: at.toISOString(),
      round: roundView(room, round, at),
      lastRound: lastRound ? roundView(room, lastRound, at) : null,
      myCards: await cardsView(room, round, session.playerId, at),
      lastCards: lastRound ? await cardsView(room, lastRound, session.playerId, at) : [],
    };
  }

  /**
   * Buys `count` cards of the current round, each its own house round paid for at once. Sending the
   * same requestId again answers the cards it bought. Errors: GAME_NOT_FOUND 404, BETTING_CLOSED 409
   * (outside the buying phase), CARDS_LIMIT 409 (beyond the room's cards per player and round),
   * INSUFFICIENT_FUNDS 409 (the balance does not cover every card: nothing is bought) and
   * WALLET_UNAVAILABLE 503 from the wallet.
   */
  async function buyCards(session: HouseSessionRow, request: BingoBuyRequest): Promise<BingoBuyValue> {
    const room = roomOf(session);
    const at = now();
    const phase = phaseAt(room, at.getTime());
    const round = await roundOf(room, phase.roundNumber);
    const held = await repository.cardsOf(round.id, session.playerId, room.cardsPerPlayerMax);
    const replayed = held.filter((card) => (card.detail as CardDetail).requestId === request.requestId);
    if (replayed.length > 0) return answer(session, room, round, replayed);
    if (phase.phase !== 'buying' || round.status !== 'open') throw new AppError('BETTING_CLOSED', 409);
    const cardNumbers = freeCardNumbers(room, held).slice(0, request.count);
    if (cardNumbers.length < request.count) throw new AppError('CARDS_LIMIT', 409);
    const balance = await house.balanceOf(session);
    if (toMinor(balance) < room.cardPriceMinor * BigInt(request.count))
      throw new AppError('INSUFFICIENT_FUNDS', 409, { value: { balance } });
    const bought: HouseRoundRow[] = [];
    for (const cardNumber of cardNumbers) {
      const card = await placeCard(session, room, round, cardNumber, request.requestId);
      if (card === 'taken') break;
      bought.push(card);
    }
    if (bought.length > 0) return answer(session, room, round, bought);
    // Every card number this request wanted was taken by a buy running at the same moment.
    const again = await repository.cardsOf(round.id, session.playerId, room.cardsPerPlayerMax);
    const mine = again.filter((card) => (card.detail as CardDetail).requestId === request.requestId);
    if (mine.length > 0) return answer(session, room, round, mine);
    throw new AppError('CARDS_LIMIT', 409);
  }

  /**
   * One card: its numbers from the player's seed pair and the next nonce, then the house round that
   * pays for it. Its round id names the card number, so a player never holds more than the room's
   * limit however many buys run at once: 'taken' when another buy holds that number.
   */
  async function placeCard(
    session: HouseSessionRow,
    room: BingoRoom,
    round: BingoRoundRow,
    cardNumber: number,
    requestId: string,
  ): Promise<HouseRoundRow | 'taken'> {
    const { seed, nonce } = await house.takeNonce(session.playerId, session.vendorCode);
    const detail: CardDetail = {
      roomCode: room.roomCode,
      roundNumber: round.roundNumber,
      cardNumber,
      requestId,
      cells: [...cardOf(seed.serverSeed, seed.clientSeed, nonce).cells],
      price: fromMinor(room.cardPriceMinor),
      drawSeedHash: round.serverSeedHash,
      drawClientSeed: round.clientSeed,
    };
    try {
      const { round: card } = await house.place({
        session,
        gameCode: room.roomCode,
        stakeMinor: room.cardPriceMinor,
        roundId: `${room.roomCode}-${round.roundNumber}-${session.playerId}-${cardNumber}`,
        seedId: seed.id,
        nonce,
        bingoRoundId: round.id,
        detail,
      });
      return card;
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async function answer(
    session: HouseSessionRow,
    room: BingoRoom,
    round: BingoRoundRow,
    cards: readonly HouseRoundRow[],
  ): Promise<BingoBuyValue> {
    const calledBalls = roundView(room, round, now()).calledBalls;
    return {
      cards: cards.map((card) => cardItem(room, card, calledBalls, round.status !== 'open')),
      balance: await house.balanceOf(session),
    };
  }

  /** The message a new watcher gets first: the room's current round. Errors: GAME_NOT_FOUND 404. */
  async function snapshot(roomCode: string): Promise<BingoStreamMessage> {
    const room = findBingoRoom(roomCode);
    if (!room) throw new AppError('GAME_NOT_FOUND', 404);
    const at = now();
    const round = await roundOf(room, roundNumberAt(room, at.getTime()));
    return { type: 'phase', serverTime: at.toISOString(), round: roundView(room, round, at) };
  }

  // The dealer (a scheduled job, one process at a time).

  /**
   * Announces the balls whose time has come in every round being drawn, each once: the announced count
   * moves forward by a conditional update, and only the run that moved it publishes those balls. A
   * round already over is not announced ball by ball: its draw reveals it whole.
   */
  async function announceBalls(drawing: readonly BingoRoundRow[], at: Date): Promise<number> {
    let count = 0;
    for (const round of drawing) {
      const room = findBingoRoom(round.roomCode);
      if (!room || round.endsAt <= at) continue;
      const due = ballsDueAt(room, round, at.getTime());
      if (due <= round.ballsAnnounced) continue;
      if (!(await repository.announceBalls(round.id, round.ballsAnnounced, due))) continue;
      const balls = drawOf(round.serverSeed, room, round.roundNumber);
      for (let ballIndex = round.ballsAnnounced; ballIndex < due; ballIndex += 1) {
        publish(round.roomCode, {
          type: 'ball',
          serverTime: at.toISOString(),
          roomCode: round.roomCode,
          roundNumber: round.roundNumber,
          ballIndex,
          ball: balls[ballIndex]!,
          calledBalls: balls.slice(0, ballIndex + 1),
        });
      }
      count += due - round.ballsAnnounced;
    }
    return count;
  }

  /** Every round whose last ball is out becomes drawn (its seed revealed), once. */
  async function drawDueRounds(drawing: readonly BingoRoundRow[], at: Date): Promise<number> {
    let drawn = 0;
    for (const round of drawing) {
      const room = findBingoRoom(round.roomCode);
      // A round of a room taken out of the data stays open; its cards wait for the operator.
      if (!room || round.drawnAt > at) continue;
      const row = await repository.drawRound(round.id, room.ballsCalled);
      if (!row) continue;
      drawn += 1;
      publish(row.roomCode, { type: 'drawn', serverTime: at.toISOString(), round: roundView(room, row, at) });
    }
    return drawn;
  }

  /** Pays every debited card of a drawn round its prize; a credit that fails is tried again on the next run. */
  function settleCards(): Promise<number> {
    const draws = new Map<number, number[]>();
    return settleLiveBets(house, repository.cardsToSettle, ({ round, bingoRound }): LiveBetPayment => {
      const room = findBingoRoom(bingoRound.roomCode)!;
      let calledBalls = draws.get(bingoRound.id);
      if (!calledBalls) {
        calledBalls = drawOf(bingoRound.serverSeed, room, bingoRound.roundNumber);
        draws.set(bingoRound.id, calledBalls);
      }
      const detail = round.detail as CardDetail;
      const card = { cells: detail.cells };
      const prize = prizeOf(room, card, calledBalls);
      const paid: CardDetail = {
        ...detail,
        drawSeed: bingoRound.serverSeed,
        calledBalls,
        tier: prize.tier,
        ballIndex: prize.ballIndex,
        lines: bestPatternOf(card, calledBalls)?.lines ?? [],
        prize: fromMinor(prize.amountMinor),
      };
      return { payoutMinor: prize.amountMinor, detail: paid };
    });
  }

  async function closeFinishedRounds(at: Date): Promise<number> {
    const closed = await repository.closeFinishedRounds(at, ROUNDS_PER_RUN_MAX);
    for (const round of closed) {
      publish(round.roomCode, {
        type: 'settled',
        serverTime: at.toISOString(),
        roomCode: round.roomCode,
        roundNumber: round.roundNumber,
      });
    }
    return closed.length;
  }

  async function announcePhases(at: Date): Promise<void> {
    for (const room of BINGO_ROOMS) {
      const phase = phaseAt(room, at.getTime());
      const key = `${phase.roundNumber}:${phase.phase}`;
      if (announced.get(room.roomCode) === key) continue;
      const round = await roundOf(room, phase.roundNumber);
      publish(room.roomCode, {
        type: 'phase',
        serverTime: at.toISOString(),
        round: roundView(room, round, at),
      });
      announced.set(room.roomCode, key);
    }
  }

  /**
   * One dealer run: creates the coming rounds, announces the balls that are due, draws every round
   * whose last ball is out, announces phase changes, pays the drawn rounds' cards and marks finished
   * rounds settled. Safe to run again at any moment: each move is conditional on the state before it.
   */
  async function runDealer(): Promise<BingoDealerRun> {
    const at = now();
    for (const room of BINGO_ROOMS) {
      const current = roundNumberAt(room, at.getTime());
      if (!(await repository.findRound(room.roomCode, current + ROUNDS_AHEAD)))
        await createRounds(room, current, 1 + ROUNDS_AHEAD);
    }
    const drawing = await repository.roundsDrawing(at, ROUNDS_PER_RUN_MAX);
    const announcedBalls = await announceBalls(drawing, at);
    const drawn = await drawDueRounds(drawing, at);
    await announcePhases(at);
    const settled = await settleCards();
    const closed = await closeFinishedRounds(at);
    return { announced: announcedBalls, drawn, settled, closed };
  }

  return { roomState, buyCards, snapshot, runDealer, rooms: BINGO_ROOMS };
}

/** The card numbers (1 to the room's limit) a player's cards of a round do not hold yet. */
function freeCardNumbers(room: BingoRoom, held: readonly HouseRoundRow[]): number[] {
  const used = new Set(held.map((card) => (card.detail as CardDetail).cardNumber));
  return Array.from({ length: room.cardsPerPlayerMax }, (_, index) => index + 1).filter(
    (cardNumber) => !used.has(cardNumber),
  );
}
