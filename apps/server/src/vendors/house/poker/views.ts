// The engine's views in the contract's words (@playdeck/contract/poker): amounts as decimal strings,
// players by their table names, never by the platform's ids. A hand's view is built from `viewOf` the
// viewer's seat only, so a player's answer never carries another player's hidden cards or the coming
// board.
import { fromMinor } from '@playdeck/contract/money';
import type {
  PokerEvent,
  PokerHandView,
  PokerLegalActions,
  PokerResult,
  PokerTableInfo,
} from '@playdeck/contract/poker';
import type { LegalActions } from './betting';
import type { HandEvent, HandResult } from './hand-state';
import type { HandRecord } from './hand-record';
import { nameOfEngineKey } from './seating';
import { BASIS_POINTS, buyInRangeCents, rakeCapCents, type PokerTable } from './tables';
import { viewOf } from './view';

const money = fromMinor;

export function tableInfo(table: PokerTable): PokerTableInfo {
  const { minCents, maxCents } = buyInRangeCents(table);
  return {
    tableCode: table.tableCode,
    name: table.name,
    colour: table.colour,
    smallBlind: money(table.smallBlindCents),
    bigBlind: money(table.bigBlindCents),
    buyInMin: money(minCents),
    buyInMax: money(maxCents),
    seatCount: table.seatCount,
    actionSeconds: table.actionSeconds,
    rakePercent: ((table.rakeBasisPoints / BASIS_POINTS) * 100).toFixed(2),
    rakeCap: money(rakeCapCents(table)),
  };
}

export function legalActionsItem(legal: LegalActions): PokerLegalActions {
  const range = (of: { minTotalCents: bigint; maxTotalCents: bigint } | null) =>
    of && { min: money(of.minTotalCents), max: money(of.maxTotalCents) };
  return {
    toCall: money(legal.toCallCents),
    check: legal.check,
    call: legal.call && { amount: money(legal.call.amountCents) },
    bet: range(legal.bet),
    raise: range(legal.raise),
    allIn: legal.allIn && { amount: money(legal.allIn.amountCents), total: money(legal.allIn.totalCents) },
  };
}

function eventItem(event: HandEvent): PokerEvent {
  switch (event.type) {
    case 'blind':
      return { type: 'blind', seat: event.seat, blind: event.blind, amount: money(event.amountCents) };
    case 'action':
      return {
        type: 'action',
        seat: event.seat,
        action: event.action,
        amount: money(event.amountCents),
        streetTotal: money(event.streetTotalCents),
        automatic: event.automatic,
      };
    case 'street':
      return { type: 'street', street: event.street, cards: [...event.cards] };
  }
}

export function resultItem(result: HandResult): PokerResult {
  return {
    endedBy: result.endedBy,
    rake: money(result.rakeCents),
    pots: result.pots.map((pot) => ({
      amount: money(pot.amountCents),
      rake: money(pot.rakeCents),
      eligibleSeats: [...pot.eligibleSeats],
      winnerSeats: [...pot.winnerSeats],
      shares: pot.shares.map((share) => ({ seat: share.seat, amount: money(share.amountCents) })),
    })),
    returns: result.returns.map((entry) => ({ seat: entry.seat, amount: money(entry.amountCents) })),
    shownHands: result.shownHands.map((hand) => ({
      seat: hand.seat,
      holeCards: [hand.holeCards[0], hand.holeCards[1]],
      category: hand.category,
      bestCards: [...hand.bestCards],
    })),
    winnings: result.winnings.map((entry) => ({ seat: entry.seat, won: money(entry.wonCents) })),
  };
}

/** What a hand's row says beside its record: seeds, status and the turn clock. */
export type HandFacts = {
  status: PokerHandView['status'];
  serverSeed: string;
  serverSeedHash: string;
  turnStartedAt: Date;
  /** When the dealer acts for the seat to act; null for a bot's turn or when nobody is to act. */
  turnEndsAt: Date | null;
};

/** A hand as one seat (null: a spectator) sees it. */
export function handViewOf(
  record: HandRecord,
  facts: HandFacts,
  viewerSeat: number | null,
  myRoundId: string | null,
): PokerHandView {
  const view = viewOf(record.state, viewerSeat);
  const over = facts.status !== 'open';
  return {
    handNumber: view.handNumber,
    status: facts.status,
    voided: record.voided,
    serverSeedHash: facts.serverSeedHash,
    serverSeed: over ? facts.serverSeed : null,
    clientSeed: view.clientSeed,
    buttonSeat: view.buttonSeat,
    smallBlindSeat: view.smallBlindSeat,
    bigBlindSeat: view.bigBlindSeat,
    dealOrder: [...view.dealOrder],
    seats: view.seats.map((seat) => {
      const start = record.state.seats.find((candidate) => candidate.seat === seat.seat);
      return {
        seat: seat.seat,
        name: nameOfEngineKey(seat.playerId),
        isBot: seat.isBot,
        isYou: seat.seat === viewerSeat,
        startingStack: money(start?.startingStackCents ?? 0n),
        stack: money(seat.stackCents),
        committed: money(seat.committedCents),
        streetCommitted: money(seat.streetCommittedCents),
        status: seat.status,
        holeCards: seat.holeCards && [seat.holeCards[0], seat.holeCards[1]],
      };
    }),
    street: view.street,
    board: [...view.board],
    pot: money(view.potCents),
    currentBet: money(view.currentBetCents),
    toActSeat: over ? null : view.toActSeat,
    turnStartedAt: over || view.toActSeat === null ? null : facts.turnStartedAt.toISOString(),
    turnEndsAt: over ? null : (facts.turnEndsAt?.toISOString() ?? null),
    legalActions: over || view.legalActions === null ? null : legalActionsItem(view.legalActions),
    events: view.events.map(eventItem),
    result: view.result && resultItem(view.result),
    myRoundId,
  };
}
