// Proves the card room page against a stand-in server and stream: it authenticates the stream with the
// game session's token in its first message (never in the address), draws the table with the player's
// own cards face up, the bot's hidden and labelled Bot, enables only the moves the rules allow and
// sends the chosen one (a quick raise size too), shows a refusal's message, shows a pushed showdown
// with the player's winnings, the revealed seed and the hand's fairness link, and lets a player who is
// not seated pick a seat and a stack and sit down.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PokerStreamMessage, PokerTableValue } from '@playdeck/contract/poker';
import { ok, refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { renderWithSite } from '../../../test-support/render-with-site';
import { PokerTableView } from './PokerPage';
import { testEndedHand, testHand, testTable } from './test-tables';

/** A stand-in for the table's WebSocket: opens at once, keeps what the page sends, lets the test push. */
class FakeSocket {
  static sockets: FakeSocket[] = [];
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.sockets.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  push(message: PokerStreamMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

let table: PokerTableValue;
let nowMs: number;

function stubServer(extra: Record<string, Handler> = {}) {
  return stubAgentApi({
    'GET /house/api/poker/table': () => ok(table),
    'GET /house/api/balance': { balance: '99.70' },
    ...extra,
  });
}

const renderTable = () =>
  renderWithSite(<PokerTableView sessionToken="game-token" tableCode="NLH01" initialBalance="100.00" />);

beforeEach(() => {
  FakeSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  nowMs = Date.now();
  table = testTable(nowMs);
});
afterEach(() => vi.unstubAllGlobals());

describe('the card room page', () => {
  it('draws the table: own cards face up, the bot’s hidden and labelled, the stream authenticated by message', async () => {
    stubServer();
    renderTable();
    expect(await screen.findByRole('heading', { name: "Hold'em Starter" })).toBeInTheDocument();
    const socket = FakeSocket.sockets[0]!;
    expect(socket.url).toMatch(/\/house\/api\/poker\/stream\?table=NLH01$/);
    expect(socket.url).not.toContain('game-token');
    await waitFor(() => expect(socket.sent).toEqual([{ type: 'auth', token: 'game-token' }]));
    const mine = within(screen.getByTestId('seat-1'));
    expect(mine.getByRole('img', { name: 'A♠' })).toBeInTheDocument();
    expect(mine.getByRole('img', { name: 'K♥' })).toBeInTheDocument();
    const bot = screen.getByTestId('seat-4');
    expect(within(bot).getByTestId('bot-tag')).toHaveTextContent('Bot');
    // The pod shows "Mai" beside its Bot badge, and the whole name on hover.
    expect(bot).toHaveTextContent(/^BotMai9\.50/);
    expect(within(bot).getByTitle('Bot Mai')).toBeInTheDocument();
    expect(bot.querySelectorAll('[data-card="hidden"]')).toHaveLength(2);
    expect(
      within(screen.getByTestId('board'))
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Q♦', 'J♣', '10♥']);
    expect(screen.getByTestId('pot')).toHaveTextContent('Pot 0.80');
    expect(screen.getByTestId('dealer-button')).toBeInTheDocument();
    expect(screen.getByTestId('seat-note-4')).toHaveTextContent('Raise to 0.30');
    await waitFor(() => expect(screen.getByTestId('house-balance')).toHaveTextContent('99.70'));
  });

  it('enables only the legal moves and sends the chosen one', async () => {
    const server = stubServer({ 'POST /house/api/poker/act': () => ok(table) });
    const { user } = renderTable();
    await screen.findByTestId('action-bar');
    expect(screen.queryByTestId('act-check')).toBeNull();
    expect(screen.getByTestId('act-call')).toHaveTextContent('Call 0.20');
    expect(screen.getByTestId('act-call')).toBeEnabled();
    expect(screen.getByTestId('act-raise')).toHaveTextContent('Raise to 0.50');
    expect(screen.getByTestId('act-all-in')).toHaveTextContent('All-in 9.80');
    expect(screen.getByTestId('turn-clock').textContent).toMatch(/1[01]s/);
    await user.click(screen.getByTestId('act-call'));
    await waitFor(() =>
      expect(server.last('POST /house/api/poker/act')?.body).toEqual({
        handNumber: 7,
        action: { type: 'call' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Pot' }));
    expect(screen.getByTestId('raise-amount')).toHaveValue('1.30');
    await user.click(screen.getByTestId('act-raise'));
    await waitFor(() =>
      expect(server.last('POST /house/api/poker/act')?.body).toEqual({
        handNumber: 7,
        action: { type: 'raise', total: '1.30' },
      }),
    );
  });

  it('shows a refusal with the field’s message', async () => {
    stubServer({
      'POST /house/api/poker/act': () =>
        refusal(400, 'AMOUNT_OUT_OF_RANGE', 'The amount is outside what the table allows', {
          'action.total': 'The amount must be between 0.50 and 9.80',
        }),
    });
    const { user } = renderTable();
    await user.click(await screen.findByTestId('act-raise'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount is outside what the table allows: The amount must be between 0.50 and 9.80',
    );
  });

  it('says whose turn it is when it is not the player’s', async () => {
    table = testTable(nowMs, {
      hand: testHand(nowMs, { toActSeat: 4, legalActions: null, turnEndsAt: null }),
    });
    stubServer();
    renderTable();
    expect(await screen.findByTestId('action-bar')).toHaveTextContent('Bot Mai (house bot) is thinking…');
    expect(screen.queryByTestId('act-fold')).toBeNull();
  });

  it('shows a pushed showdown: the winner, the player’s winnings, the revealed seed and the fairness link', async () => {
    stubServer();
    renderTable();
    await screen.findByTestId('action-bar');
    const ended = testTable(nowMs + 2_000, { hand: testEndedHand(nowMs) });
    FakeSocket.sockets[0]!.push({ type: 'table', value: ended });
    expect(await screen.findByTestId('my-result')).toHaveTextContent('You take 1.14 (+0.54 this hand)');
    expect(screen.getByTestId('seat-note-1')).toHaveTextContent('Wins 1.14 · Straight');
    expect(screen.getByTestId('seat-4')).toHaveTextContent('Three of a kind');
    expect(within(screen.getByTestId('seat-4')).getByRole('img', { name: 'Q♠' })).toBeInTheDocument();
    expect(screen.getByTestId('hand-result')).toHaveTextContent('Main pot 1.20 → #7F3A (Straight)');
    expect(screen.getByTestId('revealed-seed')).toHaveTextContent('b'.repeat(64));
    expect(screen.getByTestId('verify-link')).toHaveAttribute('href', '/house/verify?round=NLH01-7-12');
    expect(screen.queryByTestId('act-fold')).toBeNull();
  });

  it('lets a player who is not seated pick a seat and a stack, and sit down', async () => {
    table = testTable(nowMs, {
      mySeat: null,
      seats: [table.seats[1]!],
      hand: testHand(nowMs, {
        seats: [
          { ...testHand(nowMs).seats[0]!, isYou: false, holeCards: null, name: '#11AA' },
          testHand(nowMs).seats[1]!,
        ],
        legalActions: null,
      }),
    });
    const server = stubServer({ 'POST /house/api/poker/sit': () => ok(testTable(nowMs + 1_000)) });
    const { user } = renderTable();
    expect(await screen.findByTestId('sit-panel')).toHaveTextContent(
      'Bring 4.00 to 10.00 to each hand: that is the most you can lose in one hand.',
    );
    expect(screen.getByTestId('stack-value')).toHaveTextContent('10.00');
    expect(within(screen.getByTestId('seat-1')).queryAllByRole('img')).toHaveLength(0);
    await user.click(screen.getByTestId('pick-seat-2'));
    await user.click(screen.getByRole('button', { name: 'Sit at seat 2' }));
    await waitFor(() =>
      expect(server.last('POST /house/api/poker/sit')?.body).toEqual({ stack: '10.00', seat: 2 }),
    );
    expect(await screen.findByTestId('seated-panel')).toHaveTextContent('Seat 1');
  });
});
