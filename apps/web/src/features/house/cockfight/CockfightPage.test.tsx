// Proves the arena page against a stand-in server and stream: it shows the fight with its countdown, bets the chosen chip on a spot and shows the stake and the new balance, shows a refusal's message, and when the stream brings the result and the settlement it names the winner, reveals the seed and shows the paid bets and balance.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CockfightArenaValue, CockfightStreamMessage } from '@playdeck/contract/cockfight';
import { ok, refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { renderWithSite } from '../../../test-support/render-with-site';
import { CockfightArenaView } from './CockfightPage';
import { decidedFight, testArena, testBet } from './test-fights';

/** A stand-in for the arena's WebSocket: opens at once and lets the test push messages. */
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
  push(message: CockfightStreamMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

let arena: CockfightArenaValue;
let nowMs: number;

function stubServer(extra: Record<string, Handler> = {}) {
  return stubAgentApi({
    'GET /house/api/cockfight/arena': () => ok(arena),
    'GET /house/api/balance': { balance: '104.40' },
    ...extra,
  });
}

function renderArena() {
  return renderWithSite(
    <CockfightArenaView sessionToken="game-token" arenaCode="CF01" initialBalance="100.00" />,
  );
}

beforeEach(() => {
  FakeSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  nowMs = Date.now();
  arena = testArena(nowMs);
});
afterEach(() => vi.unstubAllGlobals());

describe('the cockfight page', () => {
  it('shows the arena, its fight and the countdown, watching the arena’s stream', async () => {
    stubServer();
    renderArena();
    expect(await screen.findByRole('heading', { name: 'Cockfight Saigon' })).toBeInTheDocument();
    expect(screen.getByTestId('house-balance')).toHaveTextContent('100.00');
    expect(screen.getByTestId('cockfight-phase')).toHaveAttribute('data-phase', 'betting');
    expect(screen.getByTestId('countdown').textContent).toMatch(/^1:3[456]$/);
    expect(screen.getByText('Fight #100')).toBeInTheDocument();
    expect(screen.getByTestId('meron-name')).toHaveTextContent('Ô Tía');
    expect(FakeSocket.sockets[0]!.url).toMatch(/\/house\/api\/cockfight\/stream\?arena=CF01$/);
  });

  it('bets the chosen chip on a spot, showing the stake and the balance after it', async () => {
    const server = stubServer({
      'POST /house/api/cockfight/bets': (request) =>
        ok({
          bet: testBet({ spot: 'wala', stake: (request.body as { amount: string }).amount, odds: '1.5:1' }),
          balance: '90.00',
        }),
    });
    const { user } = renderArena();
    await user.click(await screen.findByRole('radio', { name: 'Chip 10.00' }));
    await user.click(screen.getByTestId('spot-wala'));
    await waitFor(() => expect(screen.getByTestId('house-balance')).toHaveTextContent('90.00'));
    expect(server.last('POST /house/api/cockfight/bets')?.body).toEqual({ spot: 'wala', amount: '10.00' });
    expect(screen.getByTestId('stake-wala')).toHaveTextContent('10.00');
    expect(screen.getByTestId('my-bets')).toHaveTextContent('Wala10.00 @ 1.5:1Waiting');
  });

  it('shows the server’s refusal of a bet', async () => {
    stubServer({
      'POST /house/api/cockfight/bets': () =>
        refusal(409, 'BETTING_CLOSED', 'Betting is closed for this round, please bet on the next one'),
    });
    const { user } = renderArena();
    await user.click(await screen.findByTestId('spot-meron'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Betting is closed for this round, please bet on the next one',
    );
    expect(screen.getByTestId('house-balance')).toHaveTextContent('100.00');
  });

  it('names the winner from the stream, reveals the seed, then shows the paid bets and balance', async () => {
    arena = testArena(nowMs, { myBets: [testBet({ roundId: 'CF01-100-mine', stake: '10.00' })] });
    stubServer();
    renderArena();
    await screen.findByTestId('meron-name');
    const decided = decidedFight(Date.now(), 'meron');
    FakeSocket.sockets[0]!.push({ type: 'decided', serverTime: new Date().toISOString(), fight: decided });
    expect(await screen.findByTestId('winner')).toHaveTextContent('Meron wins');
    expect(screen.getByTestId('cockfight-phase')).toHaveAttribute('data-phase', 'result');
    expect(screen.getByTestId('spot-meron').className).toMatch(/spotWon/);
    expect(screen.getByTestId('revealed-seed')).toHaveTextContent('revealed-seed');
    expect(screen.getByTestId('result-history').lastElementChild).toHaveAttribute('data-outcome', 'meron');

    arena = testArena(nowMs, {
      fight: { ...decided, status: 'settled' },
      lastFight: { ...decided, status: 'settled' },
      myBets: [testBet({ roundId: 'CF01-100-mine', stake: '10.00', payout: '15.90', status: 'settled' })],
    });
    FakeSocket.sockets[0]!.push({
      type: 'settled',
      serverTime: new Date().toISOString(),
      arenaCode: 'CF01',
      fightNumber: 100,
    });
    await waitFor(() => expect(screen.getByTestId('house-balance')).toHaveTextContent('104.40'));
    expect(await screen.findByTestId('fight-summary')).toHaveTextContent('You win 15.90');
    expect(within(screen.getByTestId('my-bets')).getByText('Won 15.90')).toBeInTheDocument();
  });
});
