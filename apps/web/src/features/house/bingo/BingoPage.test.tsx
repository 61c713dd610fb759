// Proves the bingo page against a stand-in server and stream: it shows the room, the round's phase
// and countdown, the prize table with the exact return and the seed hash; buys the chosen number of
// cards and shows them and the balance after; shows a refusal's message; and as the stream brings the
// balls it lights them on the board, daubs the cards and lights a complete line, then reveals the seed
// and, once the round is settled, shows each card's prize, the round's result and the new balance.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BingoRoomValue, BingoStreamMessage } from '@playdeck/contract/bingo';
import { ok, refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { renderWithSite } from '../../../test-support/render-with-site';
import { BingoRoomView } from './BingoPage';
import { testCard, testRound, testRoomValue } from './test-rounds';

/** A stand-in for the room's WebSocket: opens at once and lets the test push messages. */
class FakeSocket {
  static sockets: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.sockets.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  close() {}
  push(message: BingoStreamMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

let room: BingoRoomValue;
let nowMs: number;

function stubServer(extra: Record<string, Handler> = {}) {
  return stubAgentApi({
    'GET /house/api/bingo/room': () => ok(room),
    'GET /house/api/balance': { balance: '104.00' },
    ...extra,
  });
}

function renderRoom() {
  return renderWithSite(<BingoRoomView sessionToken="game-token" roomCode="BG02" initialBalance="100.00" />);
}

const socket = () => FakeSocket.sockets[0]!;
const at = () => new Date().toISOString();

beforeEach(() => {
  FakeSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  nowMs = Date.now();
  room = testRoomValue(nowMs);
});
afterEach(() => vi.unstubAllGlobals());

describe('the bingo page', () => {
  it('shows the room, the round on sale with its countdown, the prizes and the seed hash', async () => {
    stubServer();
    renderRoom();
    expect(await screen.findByRole('heading', { name: 'Bingo Mekong VIP' })).toBeInTheDocument();
    expect(screen.getByTestId('house-balance')).toHaveTextContent('100.00');
    expect(screen.getByTestId('bingo-phase')).toHaveAttribute('data-bingo-phase', 'buying');
    expect(screen.getByTestId('bingo-phase')).toHaveTextContent('Cards on sale');
    expect(screen.getByTestId('countdown').textContent).toMatch(/^00:4[456]$/);
    expect(screen.getByText('Round #500')).toBeInTheDocument();
    expect(screen.getByTestId('ball-count')).toHaveTextContent('Ball 0 of 40');
    const prizes = within(screen.getByTestId('prize-table'));
    expect(prizes.getByRole('row', { name: /One line/ })).toHaveTextContent('One line9.00 ×1.81 in 3.13');
    expect(prizes.getByRole('row', { name: /Full house/ })).toHaveTextContent('1 in 410,148,569');
    expect(screen.getByTestId('rtp')).toHaveTextContent('Return to player: 95.39%');
    expect(screen.getByTestId('seed-hash')).toHaveTextContent('a'.repeat(64));
    expect(screen.getByTestId('buy-total')).toHaveTextContent('5.00');
    expect(socket().url).toMatch(/\/house\/api\/bingo\/stream\?room=BG02$/);
  });

  it('buys the chosen number of cards, showing them and the balance after', async () => {
    const server = stubServer({
      'POST /house/api/bingo/cards': () =>
        ok({
          cards: [1, 2, 3].map((cardNumber) => testCard({ roundId: `BG02-500-7-${cardNumber}`, cardNumber })),
          balance: '85.00',
        }),
    });
    const { user } = renderRoom();
    await user.click(await screen.findByTestId('count-3'));
    expect(screen.getByTestId('buy-total')).toHaveTextContent('15.00');
    await user.click(screen.getByRole('button', { name: 'Buy 3 cards' }));
    await waitFor(() => expect(screen.getByTestId('house-balance')).toHaveTextContent('85.00'));
    const body = server.last('POST /house/api/bingo/cards')?.body as { count: number; requestId: string };
    expect(body.count).toBe(3);
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const cards = within(screen.getByTestId('my-cards')).getAllByTestId('bingo-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getAllByRole('gridcell')).toHaveLength(25);
    expect(within(cards[0]!).getByLabelText('Free space')).toHaveAttribute('data-marked', 'true');
    expect(screen.getByText(/you hold 3/)).toBeInTheDocument();
    // Three more are the most the room allows: 4 and above cannot be chosen.
    expect(screen.getByTestId('count-3')).toBeEnabled();
    expect(screen.getByTestId('count-4')).toBeDisabled();
  });

  it('shows the server’s refusal of a purchase, and the balance a refusal carries', async () => {
    let answer = refusal(
      409,
      'BETTING_CLOSED',
      'Betting is closed for this round, please bet on the next one',
    );
    stubServer({ 'POST /house/api/bingo/cards': () => answer });
    const { user } = renderRoom();
    await user.click(await screen.findByTestId('buy-cards'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Betting is closed for this round, please bet on the next one',
    );
    expect(screen.getByTestId('house-balance')).toHaveTextContent('100.00');
    answer = refusal(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance', undefined, { balance: '3.00' });
    await user.click(screen.getByTestId('buy-cards'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance'));
    expect(screen.getByTestId('house-balance')).toHaveTextContent('3.00');
  });

  it('lights the balls as they come, daubs the cards, reveals the seed and shows the prizes', async () => {
    room = testRoomValue(nowMs, { round: testRound(nowMs, -2_000), myCards: [testCard()] });
    stubServer();
    renderRoom();
    await screen.findByTestId('my-cards');
    expect(screen.getByTestId('bingo-phase')).toHaveAttribute('data-bingo-phase', 'drawing');
    expect(screen.getByRole('button', { name: 'Buy 1 card' })).toBeDisabled();
    const balls = [1, 16, 31, 46, 61];
    balls.forEach((ball, ballIndex) =>
      socket().push({
        type: 'ball',
        serverTime: at(),
        roomCode: 'BG02',
        roundNumber: 500,
        ballIndex,
        ball,
        calledBalls: balls.slice(0, ballIndex + 1),
      }),
    );
    expect(screen.getByTestId('latest-ball')).toHaveTextContent('O61');
    expect(screen.getByTestId('ball-count')).toHaveTextContent('Ball 5 of 40');
    const board = screen.getByTestId('ball-board');
    expect(board.querySelectorAll('[data-called]')).toHaveLength(5);
    const card = screen.getByTestId('bingo-card');
    expect(card.querySelectorAll('[data-marked]')).toHaveLength(6);
    expect(within(card).getByTestId('card-progress')).toHaveTextContent('One line');

    const calledBalls = [
      ...balls,
      ...Array.from({ length: 35 }, (_, index) => index + 21).filter((n) => n !== 31),
    ];
    const drawn = testRound(nowMs, -81_000, { status: 'drawn', serverSeed: 'revealed-seed', calledBalls });
    socket().push({ type: 'drawn', serverTime: at(), round: drawn });
    expect(screen.getByTestId('revealed-seed')).toHaveTextContent('revealed-seed');
    expect(screen.getByTestId('bingo-phase')).toHaveAttribute('data-bingo-phase', 'result');

    room = testRoomValue(nowMs, {
      round: { ...drawn, status: 'settled' },
      myCards: [
        testCard({
          status: 'settled',
          prize: { tier: 'two-lines', ballIndex: 20, amount: '15.00' },
          payout: '15.00',
        }),
      ],
    });
    socket().push({ type: 'settled', serverTime: at(), roomCode: 'BG02', roundNumber: 500 });
    await waitFor(() => expect(screen.getByTestId('house-balance')).toHaveTextContent('104.00'));
    expect(await screen.findByTestId('card-prize')).toHaveTextContent('Two lines on ball 21: 15.00');
    expect(screen.getByTestId('bingo-card')).toHaveAttribute('data-payout', '15.00');
    expect(screen.getByTestId('card-verify')).toHaveAttribute('href', '/house/verify?round=BG02-500-7-1');
    expect(screen.getByTestId('result-summary')).toHaveTextContent('You won 15.00 (cards 5.00)');
  });
});
