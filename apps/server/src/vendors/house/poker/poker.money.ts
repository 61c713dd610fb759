// A hand's money on the platform's wallet, through the house core only (the signed seamless-wallet
// calls, as a third-party vendor's): each member in a hand has one house round for it (round id
// `<table>-<hand>-<playerId>`), every chip they put in is a debit of that round taken before the engine
// applies the action, and at the hand's end what they win (pot shares and uncalled bets) is the
// round's one credit (0 closes a lost round). House bots have no wallet: their chips are the house's,
// so the house keeps the rake and whatever the bots win, and pays what they lose.
import { fromMinor } from '@playdeck/contract/money';
import { AppError } from '../../../plugins/errors';
import type { HouseRoundRow, HouseService } from '../house.service';
import { cardCode, drawFromShuffledDeck } from './cards';
import type { HandRecord, UncertainDebit } from './hand-record';
import type { LoadedHand } from './poker.hands';
import type { createPokerRepository } from './poker.repository';
import { settlementOf, type PlayerSettlement } from './showdown';
import { memberIdOf } from './seating';
import { createRandomStream } from '../slots/provably-fair';

export const POKER_VENDOR_CODE = 'PDPVP';
/** The deck's top cards the verifier recomputes: enough for six players (2 × 6 hole cards + 8). */
export const VERIFIED_DECK_CARDS = 20;
/** A hand's deck comes from its own seeds with nonce 0 (see deal.ts). */
export const HAND_NONCE = 0;

/** A member's round of a hand; a second attempt (after a refused first debit) gets a suffix. */
export function roundIdOf(tableCode: string, handNumber: number, playerId: number, attempt = 1): string {
  const base = `${tableCode}-${handNumber}-${playerId}`;
  return attempt === 1 ? base : `${base}-${attempt}`;
}

/** The first cards of a hand's shuffled deck, as codes: what the verifier answers for its seeds. */
export function deckTopOf(serverSeed: string, clientSeed: string, nonce = HAND_NONCE): string[] {
  const draw = drawFromShuffledDeck(createRandomStream(serverSeed, clientSeed, nonce));
  return Array.from({ length: VERIFIED_DECK_CARDS }, () => cardCode(draw()));
}

/** The answer to a debit: taken, or refused with the player's error (and a debit to check later). */
export type ChipsTaken =
  { ok: true; balance: string } | { ok: false; error: AppError; uncertain?: UncertainDebit };

export type PokerMoney = ReturnType<typeof createPokerMoney>;

export function createPokerMoney(deps: {
  house: Pick<HouseService, 'place' | 'raise' | 'settle'>;
  repository: ReturnType<typeof createPokerRepository>;
  log?: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
}) {
  const { house, repository } = deps;

  /**
   * Takes `amountCents` from a member for a hand: the first chips open their round (house.place), the
   * next are further debits of it (house.raise, keyed by `step`, the hand version being written).
   * Answers the refusal instead of throwing it, so the caller can record a debit whose answer was lost.
   */
  async function takeChips(
    hand: LoadedHand,
    input: { playerId: number; seat: number; amountCents: bigint; step: number },
  ): Promise<ChipsTaken> {
    const { tableCode, handNumber, id: handId } = hand.row;
    const rounds = await repository.roundsOfPlayer(handId, input.playerId);
    if (rounds.some((round) => round.status === 'pending'))
      return { ok: false, error: new AppError('WALLET_UNAVAILABLE', 503) };
    const open = rounds.find((round) => round.status === 'open');
    try {
      if (open) {
        const { balance } = await house.raise(open, input.amountCents, input.step);
        await repository.addToRoundStake(open.id, input.amountCents);
        return { ok: true, balance };
      }
      const { balance } = await house.place({
        session: { playerId: input.playerId, vendorCode: POKER_VENDOR_CODE },
        gameCode: tableCode,
        stakeMinor: input.amountCents,
        roundId: roundIdOf(tableCode, handNumber, input.playerId, rounds.length + 1),
        pokerHandId: handId,
        // Public to anyone with the round id while the hand is played: nothing secret.
        detail: { tableCode, handNumber, seat: input.seat },
      });
      return { ok: true, balance };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const uncertain =
        open && error.code === 'WALLET_UNAVAILABLE'
          ? { roundId: open.roundId, step: input.step, amountCents: input.amountCents }
          : undefined;
      return { ok: false, error, ...(uncertain ? { uncertain } : {}) };
    }
  }

  /**
   * Pays every member of an ended hand: their winnings (or, for a voided hand, their stake) as their
   * round's credit, once (the credit's transaction id is the round's). A debit whose answer was lost is
   * sent again first and, once taken, given back with the winnings. Answers true when every member
   * round is closed, false when one must wait (a debit still being checked, the wallet unreachable).
   */
  async function payHand(hand: LoadedHand, serverSeed: string): Promise<boolean> {
    const { record } = hand;
    const rounds = await repository.roundsOfHand(hand.row.id);
    if (rounds.some((round) => round.status === 'pending')) return false;
    const settlement = record.voided ? null : settlementOf(record.state);
    let allPaid = true;
    for (const round of rounds.filter((candidate) => candidate.status === 'open')) {
      const player = settlement?.players.find((entry) => memberIdOf(entry.playerId) === round.playerId);
      const refund = await confirmedUncertain(round, record.uncertainDebits);
      if (refund === null) {
        allPaid = false;
        continue;
      }
      const payoutMinor = payoutOf(round, player, refund);
      const detail = roundDetail(hand, round, player, payoutMinor, serverSeed);
      const balance = await house.settle(round, payoutMinor, detail);
      if (balance === undefined) allPaid = false;
      else if (refund > 0n) await repository.addToRoundStake(round.id, refund);
    }
    return allPaid;
  }

  /**
   * The round's debits whose answers were lost, sent again (the same step moves money at most once):
   * answers what they took, or null when the wallet still cannot say.
   */
  async function confirmedUncertain(
    round: HouseRoundRow,
    uncertain: readonly UncertainDebit[],
  ): Promise<bigint | null> {
    let taken = 0n;
    for (const debit of uncertain.filter((entry) => entry.roundId === round.roundId)) {
      try {
        await house.raise(round, debit.amountCents, debit.step);
        taken += debit.amountCents;
      } catch (error) {
        if (error instanceof AppError && error.code === 'WALLET_UNAVAILABLE') return null;
        // Refused now, so it was never taken (a taken debit answers its first result again).
      }
    }
    return taken;
  }

  /**
   * A member's credit: their winnings, plus anything the wallet took that the engine never counted
   * (a debit whose write was lost, checked here against the round's recorded stake). A voided hand
   * gives every stake back.
   */
  function payoutOf(round: HouseRoundRow, player: PlayerSettlement | undefined, refund: bigint): bigint {
    if (!player) return round.stakeMinor + refund;
    const uncounted = round.stakeMinor - player.committedCents;
    if (uncounted !== 0n)
      deps.log?.error(
        { roundId: round.roundId, stakeMinor: round.stakeMinor, committedCents: player.committedCents },
        'poker round stake differs from the chips the hand counted',
      );
    return player.wonCents + (uncounted > 0n ? uncounted : 0n) + refund;
  }

  function roundDetail(
    hand: LoadedHand,
    round: HouseRoundRow,
    player: PlayerSettlement | undefined,
    payoutMinor: bigint,
    serverSeed: string,
  ): Record<string, unknown> {
    const { state } = hand.record;
    const base = round.detail as Record<string, unknown>;
    const deal = state.deal;
    return {
      ...base,
      tableCode: hand.row.tableCode,
      handNumber: hand.row.handNumber,
      voided: hand.record.voided,
      committed: fromMinor(player?.committedCents ?? round.stakeMinor),
      won: fromMinor(player?.wonCents ?? 0n),
      payout: fromMinor(payoutMinor),
      endedBy: state.result?.endedBy ?? null,
      rake: fromMinor(state.result?.rakeCents ?? 0n),
      // The whole deal, public now that the seed is revealed: the verifier recomputes `deck`.
      dealOrder: [...state.dealOrder],
      holeCards: Object.fromEntries(deal.holeCards.map((hole) => [hole.seat, hole.cards.map(cardCode)])),
      board: [...deal.flop, deal.turn, deal.river].map(cardCode),
      deck: deckTopOf(serverSeed, state.clientSeed),
    };
  }

  return { takeChips, payHand };
}

/** The record with a debit whose answer was lost, to be checked when the hand is paid. */
export function withUncertainDebit(record: HandRecord, debit: UncertainDebit): HandRecord {
  return { ...record, uncertainDebits: [...record.uncertainDebits, debit] };
}
