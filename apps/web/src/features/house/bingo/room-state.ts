// The bingo room as the page holds it, and how each answer and stream message changes it (pure, so the
// tests can drive it message by message). A newer round moves the current one and its cards to "last";
// balls only ever grow; an answer overtaken by the stream's newer round changes nothing.
import type { BingoCardItem, BingoRoomInfo, BingoRoomValue, BingoRound } from '@playdeck/contract/bingo';

export type RoomState = {
  room: BingoRoomInfo | null;
  round: BingoRound | null;
  lastRound: BingoRound | null;
  myCards: BingoCardItem[];
  lastCards: BingoCardItem[];
  /** Server clock minus local clock. */
  offsetMs: number;
};

export type RoomAction =
  | { type: 'loaded'; value: BingoRoomValue; offsetMs: number }
  | { type: 'round'; round: BingoRound }
  | { type: 'ball'; roundNumber: number; calledBalls: number[] }
  | { type: 'cardsBought'; cards: BingoCardItem[] };

export const initialRoomState: RoomState = {
  room: null,
  round: null,
  lastRound: null,
  myCards: [],
  lastCards: [],
  offsetMs: 0,
};

/** Of two views of one round, the one that knows more: its status further on, and the more balls. */
function merged(known: BingoRound, incoming: BingoRound): BingoRound {
  const order = { open: 0, drawn: 1, settled: 2 };
  const base = order[incoming.status] >= order[known.status] ? incoming : known;
  const calledBalls =
    incoming.calledBalls.length >= known.calledBalls.length ? incoming.calledBalls : known.calledBalls;
  return { ...base, calledBalls, serverSeed: base.serverSeed ?? known.serverSeed ?? incoming.serverSeed };
}

/** The state with a round from the stream: the current one, a newer one, or the last one arriving late. */
function withRound(state: RoomState, round: BingoRound): RoomState {
  const current = state.round;
  if (!current || round.roundNumber > current.roundNumber)
    return { ...state, round, lastRound: current ?? state.lastRound, lastCards: state.myCards, myCards: [] };
  if (round.roundNumber === current.roundNumber) return { ...state, round: merged(current, round) };
  if (state.lastRound && round.roundNumber === state.lastRound.roundNumber)
    return { ...state, lastRound: merged(state.lastRound, round) };
  return state;
}

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'loaded': {
      const { value } = action;
      // A slow answer overtaken by the stream's newer round changes nothing.
      if (state.round && value.round.roundNumber < state.round.roundNumber) return state;
      const round =
        state.round?.roundNumber === value.round.roundNumber ? merged(state.round, value.round) : value.round;
      return {
        room: value.room,
        round,
        lastRound: value.lastRound,
        myCards: value.myCards,
        lastCards: value.lastCards,
        offsetMs: action.offsetMs,
      };
    }
    case 'round':
      return withRound(state, action.round);
    case 'ball': {
      const { round } = state;
      if (!round || round.roundNumber !== action.roundNumber) return state;
      if (action.calledBalls.length <= round.calledBalls.length) return state;
      return { ...state, round: { ...round, calledBalls: action.calledBalls } };
    }
    case 'cardsBought': {
      const fresh = action.cards.filter(
        (card) =>
          card.roundNumber === state.round?.roundNumber &&
          !state.myCards.some((held) => held.roundId === card.roundId),
      );
      const myCards = [...state.myCards, ...fresh].sort((a, b) => a.cardNumber - b.cardNumber);
      return { ...state, myCards };
    }
  }
}
