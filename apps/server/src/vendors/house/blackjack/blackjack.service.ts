// The house's blackjack as a game server: a round is one house round. The deal takes the player's
// next nonce, deals from the player's seed pair and debits the opening bet; each move is replayed on
// the engine from the seeds and the moves made (the round's detail keeps only what the player may
// see, never the engine's state, which holds the server seed); a double or a split takes its extra
// stake on the same round first (house.raise, keyed by the move's step); the finished round is
// settled once. A player has one round in play per table, and a reopened page resumes it.
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type {
  BlackjackAction,
  BlackjackActRequest,
  BlackjackDealRequest,
  BlackjackHand,
  BlackjackHandValue,
  BlackjackHintValue,
  BlackjackPlayValue,
  BlackjackTableValue,
} from '@playdeck/contract/blackjack';
import type { Database } from '../../../plugins/database';
import { AppError } from '../../../plugins/errors';
import type { HouseSeedRow } from '../house.repository';
import type { HouseGameModule, HouseRoundRow, HouseService, HouseSessionRow } from '../house.service';
import { createOpenHandsRepository, type HandChanges } from '../open-hands.repository';
import {
  ABANDONED_HAND_MS,
  ABANDONED_HANDS_PER_RUN,
  createKeyedQueue,
  createRoundSeeds,
  handKeyOf,
  sessionOfRound,
} from '../open-hands';
import { cardValue, type Card } from './cards';
import { exactExpectedValue } from './house-edge';
import { act, availableActions, settle, start, totalStakeCents, type BlackjackState } from './round';
import { actionValues, basicStrategy } from './strategy';
import { findBlackjackTable, type BlackjackTable } from './tables';
import { detailOf, publicHandOf, replay, shoeOf, type BlackjackDetail } from './view';

export const BLACKJACK_VENDOR_CODE = 'PDTABLE';

export const blackjackModule: HouseGameModule = {
  kind: 'blackjack',
  hasGame: (vendorCode, gameCode) =>
    vendorCode === BLACKJACK_VENDOR_CODE && findBlackjackTable(gameCode) !== undefined,
  verify(gameCode, serverSeed, clientSeed, nonce) {
    if (!findBlackjackTable(gameCode)) return undefined;
    // The name of the finished round's detail: its shoe, card by card in dealing order.
    return { shoe: shoeOf(serverSeed, clientSeed, nonce) };
  },
};

/** A round in play: its row, seed pair, detail and the engine's state replayed from them. */
type Playing = { round: HouseRoundRow; seed: HouseSeedRow; detail: BlackjackDetail; state: BlackjackState };

function tableOf(gameCode: string): BlackjackTable {
  const table = findBlackjackTable(gameCode);
  if (!table) throw new AppError('GAME_NOT_FOUND', 404);
  return table;
}

function limitsError(table: BlackjackTable): AppError {
  const params = { min: fromMinor(table.minStakeMinor), max: fromMinor(table.maxStakeMinor) };
  return new AppError('AMOUNT_OUT_OF_RANGE', 400, {
    params,
    fields: { stake: { key: 'error.AMOUNT_OUT_OF_LIMITS', params } },
  });
}

function actionInvalid(state: BlackjackState): AppError {
  return new AppError('ACTION_INVALID', 400, {
    value: { available: availableActions(state).map((offer) => offer.action) },
  });
}

function handOf(playing: Pick<Playing, 'round' | 'seed' | 'state'>, finishedByHouse = false): BlackjackHand {
  return {
    roundId: playing.round.roundId,
    gameCode: playing.round.gameCode,
    ...publicHandOf(playing.state, finishedByHouse),
    serverSeedHash: playing.seed.serverSeedHash,
    clientSeed: playing.seed.clientSeed,
    nonce: playing.state.nonce,
  };
}

/** The better of hitting and standing by the exact values: the house's play on a revealed round. */
function houseMove(state: BlackjackState): BlackjackAction {
  const hand = state.hands[state.activeHand!]!;
  const values = actionValues(cardValue(state.dealerCards[0] as Card), hand.cards, ['hit', 'stand']);
  return (values.hit ?? -Infinity) > (values.stand ?? -Infinity) ? 'hit' : 'stand';
}

let exactValue: number | undefined;

export type BlackjackService = ReturnType<typeof createBlackjackService>;

export function createBlackjackService(deps: { db: Database; house: HouseService }) {
  const { house } = deps;
  const hands = createOpenHandsRepository(deps.db);
  const seedOfRound = createRoundSeeds(deps.db);
  const queue = createKeyedQueue();

  /** The session's table, with the exact return under basic strategy. Errors: GAME_NOT_FOUND 404. */
  function table(gameCode: string): BlackjackTableValue {
    const found = tableOf(gameCode);
    exactValue ??= exactExpectedValue().expectedValue;
    return {
      gameCode: found.gameCode,
      name: found.name,
      minStake: fromMinor(found.minStakeMinor),
      maxStake: fromMinor(found.maxStakeMinor),
      chips: found.chipsMinor.map(fromMinor),
      payouts: { blackjack: '3:2', win: '1:1' },
      returnPercent: ((1 + exactValue) * 100).toFixed(4),
      houseEdgePercent: (-exactValue * 100).toFixed(4),
    };
  }

  async function load(session: HouseSessionRow): Promise<Playing | undefined> {
    const round = await hands.findOpenHand(session.playerId, session.vendorCode, session.gameCode);
    if (!round) return undefined;
    const seed = await seedOfRound(round);
    const detail = round.detail as BlackjackDetail;
    const state = replay(
      { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: round.nonce! },
      toMinor(detail.stake),
      detail.moves,
    );
    return { round, seed, detail, state };
  }

  /** Moves the round on from the step it was loaded at; ACTION_INVALID when another request did first. */
  async function advance(playing: Playing, changes: HandChanges): Promise<HouseRoundRow> {
    const round = await hands.advance(playing.round.id, playing.detail.step, changes);
    if (!round) throw actionInvalid(playing.state);
    return round;
  }

  /** Takes a double's or a split's extra stake at the round's step; a refusal leaves the round as it was. */
  async function raiseFor(playing: Playing, action: BlackjackAction, amountMinor: bigint) {
    const { detail } = playing;
    const round =
      detail.raising === action
        ? playing.round
        : await advance(playing, { detail: { ...detail, raising: action } });
    try {
      return (await house.raise(round, amountMinor, detail.step)).balance;
    } catch (error) {
      // Refused: nothing moved. A lost answer (503) keeps the raise, to be completed by the next request.
      if (error instanceof AppError && error.code !== 'WALLET_UNAVAILABLE')
        await hands.advance(round.id, detail.step, { detail: { ...detail, raising: null } });
      throw error;
    }
  }

  /**
   * Applies one move: its extra stake first, then the engine's move, recorded from the step it was
   * asked at; a finished round is paid and settled. Answers the round after it and the balance when
   * money moved.
   */
  async function apply(playing: Playing, action: BlackjackAction, finishedByHouse = false) {
    const offer = availableActions(playing.state).find((candidate) => candidate.action === action);
    if (!offer) throw actionInvalid(playing.state);
    let balance: string | null = null;
    if (offer.additionalStakeCents > 0n)
      balance = await raiseFor(playing, action, offer.additionalStakeCents);
    const moves = [...playing.detail.moves, action];
    const state = act(playing.state, action);
    const detail = detailOf(state, playing.detail.game, moves, { finishedByHouse });
    const stakeMinor = totalStakeCents(state);
    if (state.phase === 'playing') {
      const round = await advance(playing, { detail, stakeMinor });
      return { playing: { round, seed: playing.seed, detail, state }, balance };
    }
    const payoutMinor = settle(state).returnedCents;
    const round = await advance(playing, { detail, stakeMinor, payoutMinor });
    const settled = await house.settle(round, payoutMinor);
    if (settled === undefined) throw new AppError('WALLET_UNAVAILABLE', 503);
    return { playing: { round, seed: playing.seed, detail, state }, balance: settled };
  }

  /** Plays the round out for the player: hit or stand, whichever the exact values prefer. */
  async function finishByHouse(playing: Playing, balance: string | null) {
    let current = { playing, balance };
    while (current.playing.state.phase === 'playing') {
      const next = await apply(current.playing, houseMove(current.playing.state), true);
      current = { playing: next.playing, balance: next.balance ?? current.balance };
    }
    return current;
  }

  /** The round in play at the session's table, or null. */
  async function openHand(session: HouseSessionRow): Promise<BlackjackHandValue> {
    const playing = await load(session);
    return { hand: playing ? handOf(playing) : null };
  }

  /**
   * Deals a round for an opening bet within the table's limits; a blackjack on either side ends it at
   * once. Errors: AMOUNT_OUT_OF_RANGE 400, HAND_IN_PROGRESS 409, INSUFFICIENT_FUNDS 409
   * (value.balance; nothing moved), WALLET_UNAVAILABLE 503, GAME_NOT_FOUND 404.
   */
  async function dealHand(
    session: HouseSessionRow,
    request: BlackjackDealRequest,
  ): Promise<BlackjackPlayValue> {
    const found = tableOf(session.gameCode);
    const stakeMinor = toMinor(request.stake);
    if (stakeMinor < found.minStakeMinor || stakeMinor > found.maxStakeMinor) throw limitsError(found);
    return queue(handKeyOf(session), async () => {
      if (await hands.findOpenHand(session.playerId, session.vendorCode, session.gameCode))
        throw new AppError('HAND_IN_PROGRESS', 409);
      const { seed, nonce } = await house.takeNonce(session.playerId, session.vendorCode);
      const state = start(seed.serverSeed, seed.clientSeed, nonce, stakeMinor);
      const payoutMinor = state.phase === 'finished' ? settle(state).returnedCents : undefined;
      const { round, balance } = await house.place({
        session,
        gameCode: found.gameCode,
        stakeMinor,
        payoutMinor,
        seedId: seed.id,
        nonce,
        detail: detailOf(state, found.name, []),
      });
      const hand = handOf({ round, seed, state });
      if (payoutMinor === undefined) return { hand, balance };
      const settled = await house.settle(round, payoutMinor);
      if (settled === undefined) throw new AppError('WALLET_UNAVAILABLE', 503);
      return { hand, balance: settled };
    });
  }

  /**
   * One move on the round in play. A double or a split whose extra stake went out without an answer
   * is completed first, in place of the move asked. When the round's server seed was revealed while
   * it was in play (the seeds were rotated), the house plays the round out instead: a known seed
   * shows the coming cards. Errors: HAND_NOT_FOUND 404, ACTION_INVALID 400 (value.available),
   * INSUFFICIENT_FUNDS 409 (nothing moved), WALLET_UNAVAILABLE 503 (send the move again).
   */
  async function actOn(session: HouseSessionRow, request: BlackjackActRequest): Promise<BlackjackPlayValue> {
    return queue(handKeyOf(session), async () => {
      const loaded = await load(session);
      if (!loaded) throw new AppError('HAND_NOT_FOUND', 404);
      let current: { playing: Playing; balance: string | null } = { playing: loaded, balance: null };
      const pending = loaded.detail.raising;
      if (pending) current = await apply(loaded, pending);
      if (loaded.seed.revealedAt !== null) current = await finishByHouse(current.playing, current.balance);
      else if (!pending) current = await apply(loaded, request.action);
      return {
        hand: handOf(current.playing, current.playing.detail.finishedByHouse),
        balance: current.balance,
      };
    });
  }

  /**
   * Plays out the rounds players left in play for a day, as the house does for a revealed seed (hit or
   * stand, never more stake; a double or split whose stake was taken is completed first), and pays
   * them; answers how many it finished.
   */
  async function finishAbandoned(at: Date): Promise<number> {
    const before = new Date(at.getTime() - ABANDONED_HAND_MS);
    let finished = 0;
    for (const round of await hands.abandonedHands(BLACKJACK_VENDOR_CODE, before, ABANDONED_HANDS_PER_RUN)) {
      const session = sessionOfRound(round);
      const done = await queue(handKeyOf(session), async () => {
        const loaded = await load(session);
        if (!loaded) return false;
        const pending = loaded.detail.raising;
        const current = pending ? await apply(loaded, pending) : { playing: loaded, balance: null };
        await finishByHouse(current.playing, current.balance);
        return true;
      }).catch(() => false);
      if (done) finished += 1;
    }
    return finished;
  }

  /** The basic-strategy move for the hand in play. Errors: HAND_NOT_FOUND 404. */
  async function hint(session: HouseSessionRow): Promise<BlackjackHintValue> {
    const playing = await load(session);
    if (!playing) throw new AppError('HAND_NOT_FOUND', 404);
    const { state } = playing;
    const available = availableActions(state).map((offer) => offer.action);
    const hand = state.hands[state.activeHand!]!;
    return {
      action: basicStrategy(state),
      values: actionValues(cardValue(state.dealerCards[0] as Card), hand.cards, available),
    };
  }

  return { table, openHand, deal: dealHand, act: actOn, hint, finishAbandoned };
}
