// The house's video poker as a game server: a hand is one house round. The deal takes the player's
// next nonce, shuffles from the player's seed pair, debits the bet and keeps the five dealt cards in
// the round's detail (the five replacements stay unknown: they are recomputed from the seeds at the
// draw, never stored while the hand is open); the draw replaces what is not held, pays by the
// paytable and settles the round once. A player has one hand in play per machine, and a reopened
// page resumes it.
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type {
  VideoPokerCategory,
  VideoPokerDealRequest,
  VideoPokerDrawRequest,
  VideoPokerGameValue,
  VideoPokerHand,
  VideoPokerHandValue,
  VideoPokerHintValue,
  VideoPokerPlayValue,
} from '@playdeck/contract/video-poker';
import type { Database } from '../../../plugins/database';
import { AppError } from '../../../plugins/errors';
import type { HouseSeedRow } from '../house.repository';
import type { HouseGameModule, HouseRoundRow, HouseService, HouseSessionRow } from '../house.service';
import { createOpenHandsRepository } from '../open-hands.repository';
import {
  ABANDONED_HAND_MS,
  ABANDONED_HANDS_PER_RUN,
  createKeyedQueue,
  createRoundSeeds,
  handKeyOf,
  sessionOfRound,
} from '../open-hands';
import type { Card } from './cards';
import { deal, draw } from './deal';
import { findVideoPokerGame, type VideoPokerGame } from './games';
import { evaluate } from './hands';
import { hintFor, holdMaskOfFlags, paytableRows, returnPercentByCoins } from './machine';
import { COINS_MAX, COINS_MIN, payoutCentsOf } from './paytable';

export const VIDEO_POKER_VENDOR_CODE = 'PDVPOKER';

/** The round's detail: what the player may see of the hand, and its step (0 dealt, 1 drawn). */
type VideoPokerDetail = {
  game: VideoPokerGame['name'];
  step: number;
  coins: number;
  coinValue: string;
  bet: string;
  dealtCards: Card[];
  dealtCategory: VideoPokerCategory;
  /** From the draw on: the hold, the final hand, the pay and the five replacements of the deck. */
  held?: boolean[];
  finalCards?: Card[];
  category?: VideoPokerCategory;
  payout?: string;
  replacements?: Card[];
  drawnByHouse?: boolean;
};

const DEALT = 0;

export const videoPokerModule: HouseGameModule = {
  kind: 'video-poker',
  hasGame: (vendorCode, gameCode) =>
    vendorCode === VIDEO_POKER_VENDOR_CODE && findVideoPokerGame(gameCode) !== undefined,
  verify(gameCode, serverSeed, clientSeed, nonce) {
    if (!findVideoPokerGame(gameCode)) return undefined;
    // The names of the round's detail: the dealt cards, and once drawn the deck's next five.
    const dealt = deal(serverSeed, clientSeed, nonce);
    return { dealtCards: dealt.cards, replacements: dealt.replacements };
  },
};

function gameOf(gameCode: string): VideoPokerGame {
  const game = findVideoPokerGame(gameCode);
  if (!game) throw new AppError('GAME_NOT_FOUND', 404);
  return game;
}

function handOf(round: HouseRoundRow, seed: HouseSeedRow): VideoPokerHand {
  const detail = round.detail as VideoPokerDetail;
  return {
    roundId: round.roundId,
    gameCode: round.gameCode,
    coins: detail.coins,
    coinValue: detail.coinValue,
    bet: detail.bet,
    phase: detail.step === DEALT ? 'dealt' : 'drawn',
    dealtCards: detail.dealtCards,
    dealtCategory: detail.dealtCategory,
    held: detail.held ?? null,
    finalCards: detail.finalCards ?? null,
    category: detail.category ?? null,
    payout: detail.payout ?? null,
    drawnByHouse: detail.drawnByHouse ?? false,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: round.nonce!,
  };
}

export type VideoPokerService = ReturnType<typeof createVideoPokerService>;

export function createVideoPokerService(deps: { db: Database; house: HouseService }) {
  const { house } = deps;
  const hands = createOpenHandsRepository(deps.db);
  const seedOfRound = createRoundSeeds(deps.db);
  const queue = createKeyedQueue();
  const openHandOf = (session: HouseSessionRow) =>
    hands.findOpenHand(session.playerId, session.vendorCode, session.gameCode);

  /** The session's machine. Errors: GAME_NOT_FOUND 404. The first call computes the exact returns. */
  function game(gameCode: string): VideoPokerGameValue {
    const machine = gameOf(gameCode);
    return {
      gameCode: machine.gameCode,
      name: machine.name,
      coinsMin: COINS_MIN,
      coinsMax: COINS_MAX,
      coinValues: machine.coinValuesMinor.map(fromMinor),
      paytable: paytableRows(),
      returnPercentByCoins: returnPercentByCoins(),
    };
  }

  /** The hand in play at the session's machine, or null. */
  async function openHand(session: HouseSessionRow): Promise<VideoPokerHandValue> {
    const round = await openHandOf(session);
    return { hand: round ? handOf(round, await seedOfRound(round)) : null };
  }

  /**
   * Deals a hand: the bet (coins × coin value) is debited and the five cards shown. Errors:
   * VALIDATION_FAILED 400 (a coin value the machine does not take), HAND_IN_PROGRESS 409,
   * INSUFFICIENT_FUNDS 409 (value.balance; nothing moved), WALLET_UNAVAILABLE 503, GAME_NOT_FOUND 404.
   */
  async function dealHand(
    session: HouseSessionRow,
    request: VideoPokerDealRequest,
  ): Promise<VideoPokerPlayValue> {
    const machine = gameOf(session.gameCode);
    const coinValueMinor = toMinor(request.coinValue);
    if (!machine.coinValuesMinor.includes(coinValueMinor))
      throw new AppError('VALIDATION_FAILED', 400, { fields: { coinValue: 'validation.invalidOption' } });
    return queue(handKeyOf(session), async () => {
      if (await openHandOf(session)) throw new AppError('HAND_IN_PROGRESS', 409);
      const { seed, nonce } = await house.takeNonce(session.playerId, session.vendorCode);
      const dealt = deal(seed.serverSeed, seed.clientSeed, nonce);
      const betMinor = BigInt(request.coins) * coinValueMinor;
      const detail: VideoPokerDetail = {
        game: machine.name,
        step: DEALT,
        coins: request.coins,
        coinValue: fromMinor(coinValueMinor),
        bet: fromMinor(betMinor),
        dealtCards: [...dealt.cards],
        dealtCategory: evaluate(dealt.cards),
      };
      const { round, balance } = await house.place({
        session,
        gameCode: machine.gameCode,
        stakeMinor: betMinor,
        seedId: seed.id,
        nonce,
        detail,
      });
      return { hand: handOf(round, seed), balance };
    });
  }

  /**
   * Draws: every card not held is replaced, the final hand is paid by the paytable and the round
   * settled. When the hand's server seed was revealed before the draw (the seeds were rotated), the
   * house holds the hint's cards instead of the request's: a known seed shows the draw in advance.
   * Errors: HAND_NOT_FOUND 404, WALLET_UNAVAILABLE 503 (the payout is kept and credited later).
   */
  async function drawHand(
    session: HouseSessionRow,
    request: VideoPokerDrawRequest,
    byHouse = false,
  ): Promise<VideoPokerPlayValue> {
    return queue(handKeyOf(session), async () => {
      const round = await openHandOf(session);
      if (!round) throw new AppError('HAND_NOT_FOUND', 404);
      const seed = await seedOfRound(round);
      const detail = round.detail as VideoPokerDetail;
      const drawnByHouse = byHouse || seed.revealedAt !== null;
      const held = drawnByHouse ? hintFor(detail.dealtCards, detail.coins).held : request.held;
      const dealt = deal(seed.serverSeed, seed.clientSeed, round.nonce!);
      const result = draw(dealt, holdMaskOfFlags(held));
      const payoutMinor = payoutCentsOf(result.category, detail.coins, toMinor(detail.coinValue));
      const finished = await hands.advance(round.id, DEALT, {
        payoutMinor,
        detail: {
          ...detail,
          step: DEALT + 1,
          held,
          finalCards: [...result.hand],
          category: result.category,
          payout: fromMinor(payoutMinor),
          replacements: [...dealt.replacements],
          drawnByHouse,
        } satisfies VideoPokerDetail,
      });
      if (!finished) throw new AppError('HAND_NOT_FOUND', 404);
      const balance = await house.settle(finished, payoutMinor);
      if (balance === undefined) throw new AppError('WALLET_UNAVAILABLE', 503);
      return { hand: handOf(finished, seed), balance };
    });
  }

  /** The hold of highest expected return for the hand in play. Errors: HAND_NOT_FOUND 404. */
  async function hint(session: HouseSessionRow): Promise<VideoPokerHintValue> {
    const round = await openHandOf(session);
    if (!round) throw new AppError('HAND_NOT_FOUND', 404);
    const detail = round.detail as VideoPokerDetail;
    const { held, expectedCoins } = hintFor(detail.dealtCards, detail.coins);
    const expectedMinor = BigInt(Math.round(expectedCoins * Number(toMinor(detail.coinValue))));
    return { held, expectedCoins, expectedReturn: fromMinor(expectedMinor) };
  }

  /**
   * Draws for the players who left a hand in play for a day, holding the hint's cards (the best
   * expected return), and pays them; answers how many hands it finished. A hand a player's own request
   * finishes first is left to that request.
   */
  async function finishAbandoned(at: Date): Promise<number> {
    const before = new Date(at.getTime() - ABANDONED_HAND_MS);
    let finished = 0;
    for (const round of await hands.abandonedHands(
      VIDEO_POKER_VENDOR_CODE,
      before,
      ABANDONED_HANDS_PER_RUN,
    )) {
      const { dealtCards, coins } = round.detail as VideoPokerDetail;
      const played = await drawHand(
        sessionOfRound(round),
        { held: hintFor(dealtCards, coins).held },
        true,
      ).catch(() => undefined);
      if (played) finished += 1;
    }
    return finished;
  }

  return { game, openHand, deal: dealHand, draw: drawHand, hint, finishAbandoned };
}
