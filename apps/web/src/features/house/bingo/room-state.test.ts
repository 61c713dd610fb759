// Proves how the page's room state follows answers and stream messages: a newer round moves the
// current one and its cards to "last", balls only grow, a late draw of the last round is kept, and an
// answer overtaken by the stream's newer round changes nothing.
import { describe, expect, it } from 'vitest';
import { initialRoomState, roomReducer, type RoomState } from './room-state';
import { testCard, testRound, testRoomValue } from './test-rounds';

const now = 2_000_000;

function loaded(): RoomState {
  return roomReducer(initialRoomState, {
    type: 'loaded',
    value: testRoomValue(now, { myCards: [testCard()] }),
    offsetMs: 120,
  });
}

describe('the room state', () => {
  it('takes a loaded room with its clock offset', () => {
    const state = loaded();
    expect(state).toMatchObject({ offsetMs: 120, round: { roundNumber: 500 }, myCards: [{ cardNumber: 1 }] });
  });

  it('adds each ball of the current round, never going back', () => {
    let state = loaded();
    state = roomReducer(state, { type: 'ball', roundNumber: 500, calledBalls: [7] });
    state = roomReducer(state, { type: 'ball', roundNumber: 500, calledBalls: [7, 22, 40] });
    state = roomReducer(state, { type: 'ball', roundNumber: 500, calledBalls: [7, 22] });
    state = roomReducer(state, { type: 'ball', roundNumber: 499, calledBalls: [1, 2, 3, 4] });
    expect(state.round!.calledBalls).toEqual([7, 22, 40]);
    // A phase message sent before the last ball does not take the balls back.
    state = roomReducer(state, { type: 'round', round: testRound(now, -5_000, { calledBalls: [7] }) });
    expect(state.round!.calledBalls).toEqual([7, 22, 40]);
  });

  it('reveals the draw, and moves to the next round with this one’s cards as the last', () => {
    let state = loaded();
    const drawn = testRound(now, -80_000, { status: 'drawn', serverSeed: 'seed', calledBalls: [1, 2, 3] });
    state = roomReducer(state, { type: 'round', round: drawn });
    expect(state.round).toMatchObject({ status: 'drawn', serverSeed: 'seed' });
    const next = testRound(now, 70_000, { roundNumber: 501, clientSeed: 'bingo:BG02:501' });
    state = roomReducer(state, { type: 'round', round: next });
    expect(state.round!.roundNumber).toBe(501);
    expect(state.lastRound).toMatchObject({ roundNumber: 500, serverSeed: 'seed' });
    expect(state.lastCards.map((card) => card.cardNumber)).toEqual([1]);
    expect(state.myCards).toEqual([]);
    // The last round's settlement view arriving late is kept as the last round.
    state = roomReducer(state, { type: 'round', round: { ...drawn, status: 'settled' } });
    expect(state.lastRound!.status).toBe('settled');
    // A slow answer about the round before is overtaken.
    expect(roomReducer(state, { type: 'loaded', value: testRoomValue(now), offsetMs: 0 })).toBe(state);
  });

  it('adds bought cards of the current round once each, in card order', () => {
    let state = loaded();
    state = roomReducer(state, {
      type: 'cardsBought',
      cards: [
        testCard({ roundId: 'c3', cardNumber: 3 }),
        testCard({ roundId: 'c2', cardNumber: 2 }),
        testCard({ roundId: 'old', roundNumber: 499, cardNumber: 4 }),
      ],
    });
    state = roomReducer(state, { type: 'cardsBought', cards: [testCard({ roundId: 'c2', cardNumber: 2 })] });
    expect(state.myCards.map((card) => card.cardNumber)).toEqual([1, 2, 3]);
  });
});
