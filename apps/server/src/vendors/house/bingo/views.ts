// What the bingo game server answers, worked out from the engine and the stored rows without I/O: a
// room with its prize table and exact return, a round at an instant of the clock (only the balls whose
// time has come, the seed only once drawn), and a player's card with its marks, lines and prize.
import {
  BINGO_PATTERNS as CONTRACT_PATTERNS,
  type BingoCardItem,
  type BingoPattern as ContractPattern,
  type BingoPrize,
  type BingoRoomInfo,
  type BingoRound,
  type BingoTier,
} from '@playdeck/contract/bingo';
import { fromMinor } from '@playdeck/contract/money';
import type { HouseRoundRow } from '../house.service';
import type { BingoRoundRow } from './bingo.repository';
import { drawOf, DRAW_NONCE } from './draw';
import { completedLines, marksAfter, BINGO_PATTERNS, type BingoPattern } from './patterns';
import { patternPrizeMinor, prizeOf } from './prizes';
import { exactRoomReturn, type ExactFraction } from './returns';
import { roundSeconds, type BingoRoom } from './rooms';
import type { RoundPhaseName } from './schedule';

const SECOND_MS = 1000;

// The contract's patterns are the engine's patterns, checked by the compiler both ways.
const contractPatterns: readonly BingoPattern[] = CONTRACT_PATTERNS;
const enginePatterns: readonly ContractPattern[] = BINGO_PATTERNS;
void contractPatterns;
void enginePatterns;

/** What a card round keeps in its detail: written when bought, completed when paid. */
export type CardDetail = {
  roomCode: string;
  roundNumber: number;
  cardNumber: number;
  requestId: string;
  /** The card's 25 cells row by row (0 for the free centre), from the player's seed pair and nonce. */
  cells: number[];
  price: string;
  /** The round's draw: its seed hash (shown while cards are sold) and its public client seed. */
  drawSeedHash: string;
  drawClientSeed: string;
  /** Added when the card is paid. */
  drawSeed?: string;
  calledBalls?: number[];
  tier?: BingoTier;
  ballIndex?: number | null;
  lines?: string[];
  prize?: string;
};

/** A share as a percentage with two decimals, rounded half up: 5572…/5891… → "94.59". */
export function percentText(share: Pick<ExactFraction, 'numerator' | 'denominator'>): string {
  const scaled = share.numerator * 10_000n;
  return fromMinor((scaled * 2n + share.denominator) / (share.denominator * 2n));
}

/** How many rounds one best pattern takes on average, with two decimals: 1 / chance. */
export function oneInText(chance: Pick<ExactFraction, 'numerator' | 'denominator'>): string {
  const scaled = chance.denominator * 100n;
  return fromMinor((scaled * 2n + chance.numerator) / (chance.numerator * 2n));
}

/** A prize multiple without trailing zeros: 150 hundredths → "1.5", 200000 → "2000". */
export function multiplierText(hundredths: number): string {
  return fromMinor(BigInt(hundredths)).replace(/\.?0+$/, '');
}

const roomInfos = new Map<string, BingoRoomInfo>();

/** A room as the page shows it; the exact return is worked out once per room and process. */
export function roomInfo(room: BingoRoom): BingoRoomInfo {
  const known = roomInfos.get(room.roomCode);
  if (known) return known;
  const { chances, rtp } = exactRoomReturn(room);
  const prizes = BINGO_PATTERNS.map((pattern): BingoPrize => ({
    pattern,
    multiplier: multiplierText(room.prizeHundredths[pattern]),
    prize: fromMinor(patternPrizeMinor(room, pattern)),
    oneIn: oneInText(chances[pattern]),
  }));
  const info: BingoRoomInfo = {
    roomCode: room.roomCode,
    name: room.name,
    colour: room.colour,
    cardPrice: fromMinor(room.cardPriceMinor),
    cardsPerPlayerMax: room.cardsPerPlayerMax,
    ballsCalled: room.ballsCalled,
    secondsBetweenBalls: room.secondsBetweenBalls,
    buyingSeconds: room.buyingSeconds,
    resultSeconds: room.resultSeconds,
    roundSeconds: roundSeconds(room),
    prizes,
    rtpPercent: percentText(rtp),
  };
  roomInfos.set(room.roomCode, info);
  return info;
}

/** How many of a round's balls have been called at this instant (all of them once it is drawn). */
export function ballsDueAt(room: BingoRoom, round: BingoRoundRow, atMs: number): number {
  if (round.status !== 'open') return room.ballsCalled;
  const elapsed = atMs - round.closesAt.getTime();
  if (elapsed < 0) return 0;
  return Math.min(room.ballsCalled, Math.floor(elapsed / (room.secondsBetweenBalls * SECOND_MS)));
}

/** The phase a round is in at this instant; a round that is over shows its result. */
export function roundPhaseAt(round: BingoRoundRow, atMs: number): RoundPhaseName {
  if (atMs < round.closesAt.getTime()) return 'buying';
  return atMs < round.drawnAt.getTime() ? 'drawing' : 'result';
}

/** A round at an instant: only the balls called by then, the seed only once the round is drawn. */
export function roundView(room: BingoRoom, round: BingoRoundRow, at: Date): BingoRound {
  const due = ballsDueAt(room, round, at.getTime());
  return {
    roomCode: round.roomCode,
    roundNumber: round.roundNumber,
    phase: roundPhaseAt(round, at.getTime()),
    opensAt: round.opensAt.toISOString(),
    closesAt: round.closesAt.toISOString(),
    drawnAt: round.drawnAt.toISOString(),
    endsAt: round.endsAt.toISOString(),
    status: round.status as BingoRound['status'],
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: DRAW_NONCE,
    serverSeed: round.status === 'open' ? null : round.serverSeed,
    calledBalls: due === 0 ? [] : drawOf(round.serverSeed, room, round.roundNumber).slice(0, due),
  };
}

/**
 * A player's card in a round whose called balls so far are `calledBalls`; its prize once the round is
 * drawn (`drawn` then holds every ball), and what it was credited once it is.
 */
export function cardItem(
  room: BingoRoom,
  card: HouseRoundRow,
  calledBalls: readonly number[],
  drawn: boolean,
): BingoCardItem {
  const detail = card.detail as CardDetail;
  const cells = { cells: detail.cells };
  const prize = drawn ? prizeOf(room, cells, calledBalls) : null;
  return {
    roundId: card.roundId,
    roundNumber: detail.roundNumber,
    cardNumber: detail.cardNumber,
    cells: detail.cells,
    marks: marksAfter(cells, calledBalls),
    lines: completedLines(cells, calledBalls).map((line) => line.line),
    price: fromMinor(card.stakeMinor),
    status: card.status,
    prize: prize && { tier: prize.tier, ballIndex: prize.ballIndex, amount: fromMinor(prize.amountMinor) },
    payout: card.status === 'settled' && card.payoutMinor !== null ? fromMinor(card.payoutMinor) : null,
    placedAt: card.createdAt.toISOString(),
  };
}
