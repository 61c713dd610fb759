// The house scratch cards as a game server (README "For the game server"). A ticket is one round,
// decided when it is bought: the player's provably fair seed pair and next nonce give the ticket
// (ticketOf), the round is placed with its price as the stake and its known prize as the payout, and
// settled at once. The page only reveals what is already fixed, as a paper ticket is printed before it
// is sold. The operator's least time between a player's rounds (UK RTS 14G) applies as to the slots.
import { fromMinor } from '@playdeck/contract/money';
import type {
  ScratchBuyRequest,
  ScratchCardValue,
  ScratchRoundDetail,
  ScratchTicketOutcome,
  ScratchTicketValue,
} from '@playdeck/contract/scratch';
import { AppError } from '../../../plugins/errors';
import type { HouseGameModule, HouseRoundRow, HouseService, HouseSessionRow } from '../house.service';
import { SLOT_ROUND_INTERVAL_SETTING } from '../slots/slots.service';
import { findScratchCard, SCRATCH_CARDS, totalWeight, type ScratchCard } from './cards';
import { anyPrizeChance, exactRtp, type ExactFraction } from './rtp';
import { ticketOf, type ScratchTicket } from './ticket';

export const SCRATCH_VENDOR_CODE = 'PDSCRATCH';

/** A fraction in percent with two decimals, rounded half up (each card's return is exact at two). */
export function percentOf({ numerator, denominator }: Pick<ExactFraction, 'numerator' | 'denominator'>) {
  return fromMinor((numerator * 20_000n + denominator) / (2n * denominator));
}

/** total ÷ weight with two decimals, rounded half up: the "1 in …" of a tier's odds. */
export function oddsOneIn(total: number, weight: number): string {
  const hundredths = (BigInt(total) * 200n + BigInt(weight)) / (2n * BigInt(weight));
  return fromMinor(hundredths);
}

/** A ticket in the terms of the contract (the round's detail and the verifier name the same fields). */
export function outcomeOf(card: ScratchCard, ticket: ScratchTicket): ScratchTicketOutcome {
  return {
    cardCode: card.cardCode,
    tierIndex: ticket.tierIndex,
    multiple: ticket.multiple,
    prize: fromMinor(ticket.prizeCents),
    cells: ticket.cells,
    winningCells: ticket.winningCells,
  };
}

/** The published card: price, symbols, prize table with exact odds, exact return. */
export function cardValueOf(card: ScratchCard, roundIntervalMs: number): ScratchCardValue {
  const total = totalWeight(card);
  return {
    cardCode: card.cardCode,
    name: { ...card.name },
    price: fromMinor(card.priceCents),
    colour: card.colour,
    symbols: card.symbols.map((symbol) => ({
      code: symbol.code,
      name: { ...symbol.name },
      colour: symbol.colour,
    })),
    tiers: card.tiers.map((tier) => ({
      symbolCode: tier.symbolCode,
      multiple: tier.multiple,
      prize: fromMinor(card.priceCents * BigInt(tier.multiple)),
      weight: tier.weight,
      oddsOneIn: oddsOneIn(total, tier.weight),
    })),
    noPrizeWeight: card.noPrizeWeight,
    totalWeight: total,
    rtpPercent: percentOf(exactRtp(card)),
    anyPrizePercent: percentOf(anyPrizeChance(card)),
    roundIntervalMs,
  };
}

/**
 * The house core's view of the scratch studio: its games are the cards, and a ticket is recomputed
 * from its seeds alone, in the fields its round's detail records (cardCode, tierIndex, multiple,
 * prize, cells, winningCells), so that the verify page can compare the two.
 */
export const scratchModule: HouseGameModule = {
  kind: 'scratch',
  hasGame: (vendorCode, gameCode) =>
    vendorCode === SCRATCH_VENDOR_CODE && findScratchCard(gameCode) !== undefined,
  verify(gameCode, serverSeed, clientSeed, nonce) {
    const card = findScratchCard(gameCode);
    if (!card) return undefined;
    return outcomeOf(card, ticketOf(card, serverSeed, clientSeed, nonce));
  },
};

function cardOf(session: Pick<HouseSessionRow, 'vendorCode' | 'gameCode'>): ScratchCard {
  const card = session.vendorCode === SCRATCH_VENDOR_CODE ? findScratchCard(session.gameCode) : undefined;
  if (!card) throw new AppError('GAME_NOT_FOUND', 404);
  return card;
}

export type ScratchService = ReturnType<typeof createScratchService>;

export function createScratchService(deps: { house: HouseService }) {
  const { house } = deps;
  /** Each player's purchases run one after another in this process, so the interval check holds. */
  const turns = new Map<number, Promise<unknown>>();

  function oneAtATime<T>(playerId: number, task: () => Promise<T>): Promise<T> {
    const previous = turns.get(playerId) ?? Promise.resolve();
    const run = previous.then(task, task);
    const done = run.then(
      () => undefined,
      () => undefined,
    );
    turns.set(playerId, done);
    void done.then(() => turns.get(playerId) === done && turns.delete(playerId));
    return run;
  }

  /** The session's card. Errors: GAME_NOT_FOUND 404. */
  async function card(session: HouseSessionRow): Promise<ScratchCardValue> {
    return cardValueOf(cardOf(session), await house.setting(SLOT_ROUND_INTERVAL_SETTING, 0));
  }

  /**
   * Sells one ticket of the session's card: decided by the player's seed pair and next nonce, its
   * price debited and its prize credited (0.00 without one) as one round. The same requestId again
   * answers the same ticket and moves nothing more. Errors: GAME_NOT_FOUND 404; ROUND_TOO_SOON 429
   * (the operator's least interval); INSUFFICIENT_FUNDS 409 with value.balance (nothing moved);
   * DUPLICATE_CONFLICT 409 (a requestId another player or card used); ROUND_CLOSED 409 (its round was
   * rolled back); WALLET_UNAVAILABLE 503 (sending the same requestId again finishes the ticket).
   */
  function buy(session: HouseSessionRow, request: ScratchBuyRequest): Promise<ScratchTicketValue> {
    const scratchCard = cardOf(session);
    return oneAtATime(session.playerId, () => buyInTurn(session, scratchCard, request.requestId));
  }

  async function buyInTurn(
    session: HouseSessionRow,
    scratchCard: ScratchCard,
    requestId: string,
  ): Promise<ScratchTicketValue> {
    const roundId = `${SCRATCH_VENDOR_CODE}-${requestId}`;
    const earlier = await house.findRound(roundId);
    if (earlier) return replay(session, earlier);
    await refuseTooSoon(session);
    const { seed, nonce } = await house.takeNonce(session.playerId, session.vendorCode);
    const ticket = ticketOf(scratchCard, seed.serverSeed, seed.clientSeed, nonce);
    const detail: ScratchRoundDetail = {
      game: scratchCard.name.en,
      requestId,
      price: fromMinor(scratchCard.priceCents),
      ...outcomeOf(scratchCard, ticket),
    };
    const placed = await house.placeOnce({
      session,
      gameCode: scratchCard.cardCode,
      stakeMinor: scratchCard.priceCents,
      payoutMinor: ticket.prizeCents,
      seedId: seed.id,
      nonce,
      roundId,
      detail,
    });
    // The same request sent twice at once to two processes: the first one is the answer.
    if (!placed.placedNow) return replay(session, placed.round);
    const balance = await house.settle(placed.round, ticket.prizeCents);
    if (balance === undefined) throw new AppError('WALLET_UNAVAILABLE', 503);
    return answerOf(placed.round, detail, balance, seed);
  }

  /** Errors: ROUND_TOO_SOON 429 when the player's last round is more recent than the interval. */
  async function refuseTooSoon(session: HouseSessionRow) {
    const intervalMs = await house.setting(SLOT_ROUND_INTERVAL_SETTING, 0);
    if (intervalMs <= 0) return;
    const latest = await house.latestRoundAt(session.playerId, session.vendorCode);
    if (latest && Date.now() - latest.getTime() < intervalMs) throw new AppError('ROUND_TOO_SOON', 429);
  }

  /** The first answer of a purchase sent again (finishing its credit if that had failed). */
  async function replay(session: HouseSessionRow, round: HouseRoundRow): Promise<ScratchTicketValue> {
    if (
      round.playerId !== session.playerId ||
      round.vendorCode !== SCRATCH_VENDOR_CODE ||
      round.gameCode !== session.gameCode
    )
      throw new AppError('DUPLICATE_CONFLICT', 409);
    if (round.status === 'refused')
      throw new AppError('INSUFFICIENT_FUNDS', 409, { value: { balance: await house.balanceOf(session) } });
    if (round.status === 'pending') throw new AppError('WALLET_UNAVAILABLE', 503);
    if (round.status === 'cancelled') throw new AppError('ROUND_CLOSED', 409);
    const balance =
      round.status === 'open'
        ? await house.settle(round, round.payoutMinor!)
        : await house.balanceOf(session);
    if (balance === undefined) throw new AppError('WALLET_UNAVAILABLE', 503);
    const fairness = await house.fairness(round.roundId);
    return answerOf(round, round.detail as ScratchRoundDetail, balance, fairness);
  }

  return { card, buy, cards: SCRATCH_CARDS };
}

function answerOf(
  round: HouseRoundRow,
  detail: ScratchRoundDetail,
  balance: string,
  seed: { serverSeedHash: string; clientSeed: string },
): ScratchTicketValue {
  return {
    requestId: detail.requestId,
    roundId: round.roundId,
    cardCode: detail.cardCode,
    price: detail.price,
    tierIndex: detail.tierIndex,
    multiple: detail.multiple,
    prize: detail.prize,
    cells: detail.cells,
    winningCells: detail.winningCells,
    balance,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: round.nonce!,
  };
}
