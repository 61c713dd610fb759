// The house bot: an honest, simple player the game server can seat at a table that needs players, shown
// as a bot wherever its seat is shown. It decides from its own view of the hand (view.ts: its two cards
// and the public state), so it never sees another player's cards or the coming board, and it always
// returns an action `legalActions` allows. Its play is deliberately plain and the same for everyone:
// before the flop it plays by hand groups (after Sklansky and Malmuth); after the flop by the strength
// of the hand its own cards make, draws and pot odds; now and then it bluffs. It is deterministic given
// its random numbers: one draw from the stream per decision.
import type { RandomStream } from '../slots/provably-fair';
import type { LegalActions } from './betting';
import { rankValue, type Card } from './cards';
import type { HoleCards } from './deal';
import { evaluateHand, rankValuesOf } from './evaluator';
import { PokerError, type HandState, type PokerAction } from './hand-state';
import { viewOf, type PlayerView } from './view';

/** What the bot would like to do, before it is fitted to the legal actions. */
type Intent =
  { kind: 'check-or-fold' } | { kind: 'call' } | { kind: 'raise'; totalCents: bigint } | { kind: 'all-in' };

/** How good the bot's hand is after the flop, counting only what its own cards add to the board. */
export type HandTier = 'monster' | 'strong' | 'medium' | 'draw' | 'weak';

/** The bot's action for a seat, decided from that seat's view alone. Throws NOT_YOUR_TURN when it is not the seat's turn. */
export function botAction(state: HandState, seat: number, random: RandomStream): PokerAction {
  if (state.result !== null || state.toActSeat !== seat)
    throw new PokerError('NOT_YOUR_TURN', `seat ${seat} is not to act`);
  return botActionFromView(viewOf(state, seat), random);
}

/** The bot's action from a player's view (the viewer must be the seat to act). */
export function botActionFromView(view: PlayerView, random: RandomStream): PokerAction {
  const legal = view.legalActions;
  const me = view.seats.find((seat) => seat.seat === view.viewerSeat);
  if (legal === null || me === undefined || me.holeCards === null)
    throw new PokerError('NOT_YOUR_TURN', 'the view is not of the seat to act');
  const roll = random.nextInt(100);
  const intent =
    view.street === 'preflop'
      ? preflopIntent(view, me.holeCards, legal, roll)
      : postflopIntent(view, me.holeCards, legal, roll);
  return fitToLegal(intent, legal);
}

// Sklansky–Malmuth starting-hand groups 1 (best) to 8; every other hand is group 9. "s" suited, "o" not.
const HAND_GROUPS: readonly string[] = [
  'AA KK QQ JJ AKs',
  'TT AQs AJs KQs AKo',
  '99 ATs KJs QJs JTs AQo',
  '88 KTs QTs J9s T9s 98s AJo KQo',
  '77 A9s A8s A7s A6s A5s A4s A3s A2s Q9s T8s 97s 87s 76s KJo QJo JTo',
  '66 55 K9s J8s 86s 75s 54s ATo KTo QTo',
  '44 33 22 K8s K7s K6s K5s K4s K3s K2s Q8s T7s 64s 53s 43s J9o T9o 98o',
  '87o A9o Q9o 76o 42s 32s 96s 85s J8o J7s 65o 54o 74s K9o T8o',
];
const GROUP_OF_HAND = new Map(
  HAND_GROUPS.flatMap((hands, index) => hands.split(' ').map((hand) => [hand, index + 1])),
);

/** A starting hand's group, 1 (best) to 9. */
export function preflopGroup(hole: HoleCards): number {
  const letter = (card: Card) => (card.rank === '10' ? 'T' : card.rank);
  const [high, low] = [...hole].sort((a, b) => rankValue(b.rank) - rankValue(a.rank)) as [Card, Card];
  const shape = high.rank === low.rank ? '' : high.suit === low.suit ? 's' : 'o';
  return GROUP_OF_HAND.get(`${letter(high)}${letter(low)}${shape}`) ?? 9;
}

function preflopIntent(view: PlayerView, hole: HoleCards, legal: LegalActions, roll: number): Intent {
  const group = preflopGroup(hole);
  const bigBlind = view.table.bigBlindCents;
  const raised = view.currentBetCents > bigBlind;
  const raiseTo: Intent = { kind: 'raise', totalCents: raised ? view.currentBetCents * 3n : bigBlind * 3n };
  const callsUpTo = (bigBlinds: bigint): Intent =>
    legal.toCallCents <= bigBlind * bigBlinds ? { kind: 'call' } : { kind: 'check-or-fold' };
  if (group === 1) return raised && view.currentBetCents >= bigBlind * 12n ? { kind: 'all-in' } : raiseTo;
  if (group === 2) return raised && view.currentBetCents >= bigBlind * 10n ? { kind: 'call' } : raiseTo;
  if (group <= 4) return raised ? callsUpTo(4n) : raiseTo;
  if (group <= 6) return raised ? callsUpTo(2n) : roll < 25 ? raiseTo : { kind: 'call' };
  if (group <= 8) return !raised && roll < 50 ? { kind: 'call' } : { kind: 'check-or-fold' };
  return !raised && roll < 4 ? raiseTo : { kind: 'check-or-fold' };
}

/** The bot's guess of its chance to win with a hand of each tier, to weigh against the pot odds. */
function equityOf(tier: HandTier, cardsToCome: number): number {
  switch (tier) {
    case 'monster':
      return 0.85;
    case 'strong':
      return 0.65;
    case 'medium':
      return 0.4;
    case 'draw':
      return cardsToCome === 2 ? 0.33 : cardsToCome === 1 ? 0.18 : 0;
    default:
      return 0.08;
  }
}

function postflopIntent(view: PlayerView, hole: HoleCards, legal: LegalActions, roll: number): Intent {
  const tier = handTier(hole, view.board);
  const pot = view.potCents;
  const bet = (numerator: bigint, denominator: bigint): Intent => ({
    kind: 'raise',
    totalCents: (pot * numerator) / denominator,
  });
  if (legal.toCallCents === 0n) {
    if (tier === 'monster') return roll < 80 ? bet(3n, 4n) : { kind: 'check-or-fold' };
    if (tier === 'strong') return roll < 70 ? bet(2n, 3n) : { kind: 'check-or-fold' };
    if (tier === 'medium' || tier === 'draw') return roll < 30 ? bet(1n, 2n) : { kind: 'check-or-fold' };
    return roll < 8 ? bet(1n, 2n) : { kind: 'check-or-fold' };
  }
  const raise: Intent = { kind: 'raise', totalCents: view.currentBetCents * 3n };
  if (tier === 'monster') return roll < 25 ? { kind: 'all-in' } : roll < 65 ? raise : { kind: 'call' };
  if (tier === 'strong' && roll < 15) return raise;
  if (tier === 'weak' && roll < 2) return raise;
  const price = Number(legal.toCallCents) / Number(pot + legal.toCallCents);
  return equityOf(tier, 5 - view.board.length) > price ? { kind: 'call' } : { kind: 'check-or-fold' };
}

/** The tier of the hand the bot's two cards make with the board (flop, turn or river). */
export function handTier(hole: HoleCards, board: readonly Card[]): HandTier {
  const hand = evaluateHand([...hole, ...board]);
  const holeValues = hole.map((card) => rankValue(card.rank));
  const uses = (value: number | undefined) => value !== undefined && holeValues.includes(value);
  const [first, , third] = rankValuesOf(hand.strength);
  switch (hand.category) {
    case 'high-card':
      return drawTier(hole, board);
    case 'pair': {
      if (!uses(first)) return drawTier(hole, board);
      const highestOnBoard = Math.max(...board.map((card) => rankValue(card.rank)));
      return (first ?? 0) >= highestOnBoard ? 'strong' : 'medium';
    }
    case 'two-pair':
      return uses(first) && uses(third)
        ? 'strong'
        : uses(first) || uses(third)
          ? 'medium'
          : drawTier(hole, board);
    case 'three-of-a-kind':
      return uses(first) ? 'monster' : drawTier(hole, board);
    default:
      // A straight or better counts only when the bot's cards are part of it, not when the board plays.
      return hand.cards.some((card) => hole.some((own) => own.rank === card.rank && own.suit === card.suit))
        ? 'monster'
        : 'weak';
  }
}

/** A draw to a flush or a straight that uses one of the bot's cards, with cards still to come; else weak. */
function drawTier(hole: HoleCards, board: readonly Card[]): HandTier {
  if (board.length >= 5) return 'weak';
  const cards = [...hole, ...board];
  const flushDraw = hole.some((card) => cards.filter((other) => other.suit === card.suit).length >= 4);
  const present = new Set(cards.flatMap((card) => rankValues(card)));
  const holeRanks = new Set(hole.flatMap((card) => rankValues(card)));
  let straightDraw = false;
  for (let low = 1; low <= 10 && !straightDraw; low += 1) {
    const window = [0, 1, 2, 3, 4].map((offset) => low + offset);
    const held = window.filter((value) => present.has(value));
    straightDraw = held.length >= 4 && held.some((value) => holeRanks.has(value));
  }
  return flushDraw || straightDraw ? 'draw' : 'weak';
}

/** A card's rank values for straights: the ace counts as 14 and as 1. */
function rankValues(card: Card): number[] {
  const value = rankValue(card.rank);
  return value === 14 ? [14, 1] : [value];
}

/** The legal action nearest to what the bot intends. */
function fitToLegal(intent: Intent, legal: LegalActions): PokerAction {
  const passive: PokerAction = legal.check ? { type: 'check' } : { type: 'fold' };
  const callOrCheck: PokerAction = legal.call !== null ? { type: 'call' } : passive;
  if (intent.kind === 'check-or-fold') return passive;
  if (intent.kind === 'call') return callOrCheck;
  if (intent.kind === 'all-in') return legal.allIn !== null ? { type: 'all-in' } : callOrCheck;
  const range = legal.bet ?? legal.raise;
  if (range === null) return legal.allIn !== null ? { type: 'all-in' } : callOrCheck;
  const wanted = intent.totalCents;
  const total =
    wanted < range.minTotalCents
      ? range.minTotalCents
      : wanted > range.maxTotalCents
        ? range.maxTotalCents
        : wanted;
  // Once most of the stack would go in, the rest goes in too.
  if (legal.allIn !== null && total * 10n >= legal.allIn.totalCents * 7n) return { type: 'all-in' };
  return { type: legal.bet !== null ? 'bet' : 'raise', totalCents: total };
}
