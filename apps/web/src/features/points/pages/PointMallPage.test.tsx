// Proves the /pointMall page: a visitor reads the rules and the goods without Redeem, with a prompt
// to sign in, and no member call is made; a member sees the points figures, each good with Redeem or
// the reason it is disabled (out of stock, not enough points), converts points to money (encrypted,
// the money at the operator's rate shown first, the header's balance refreshed), and reads the
// redemptions (status and remark) and the transaction detail (type filter, signed points, site-time
// dates), each paged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { balanceQueryKey } from '../../../lib/balance-refresh';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { decrypted, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { entry, good, page, pointsBalance, pointsConfig, redemption } from '../test-data';
import { PointMallPage } from './PointMallPage';

// The encryption is the browser's WebCrypto against the server's key; here the payload stays readable.
vi.mock('../../../lib/encryption', () => ({
  encryptPayload: async (payload: unknown) => ({ jwe: JSON.stringify(payload) }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

const goods = [
  good({ id: 1, name: 'Gift card', points: 500, stock: 4 }),
  good({ id: 2, name: 'Headphones', points: 1600, stock: 2, imageUrl: '' }),
  good({ id: 3, name: 'T-shirt', points: 300, stock: 0 }),
];

function renderMall(handlers: Record<string, Handler> = {}) {
  const api = stubAgentApi({
    'GET /api/points/config': pointsConfig(),
    'GET /api/points/goods': { list: goods },
    'GET /api/points': pointsBalance(),
    'GET /api/points/redemptions': page([]),
    'GET /api/points/entries': page([]),
    ...handlers,
  });
  const guards: ActionGuards = {
    requireLogin: vi.fn(() => false),
    requireRealAccount: vi.fn(() => false),
    startFreePlay: vi.fn(async () => undefined),
  };
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <PointMallPage />
    </ActionGuardsProvider>,
  );
  return { ...rendered, api, guards };
}

const goodCard = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('li')!);

describe('PointMallPage for a visitor', () => {
  it('shows the rules and the goods read-only, with a prompt to sign in', async () => {
    const { user, api, guards } = renderMall();
    const rules = await screen.findByTestId('points-rules');
    expect(rules).toHaveTextContent('Live casino: 1 points for every $100.00 of valid bet');
    expect(rules).toHaveTextContent('Slots: 1.25 points for every $100.00 of valid bet');
    expect(rules).toHaveTextContent('Sports: no points');
    expect(rules).toHaveTextContent('Deposit: 3 points for every $100.00 deposited');
    expect(rules).toHaveTextContent('100 points convert into $1.00; convert at least 500 points at a time');
    expect(rules).toHaveTextContent('Points never expire.');
    const card = await goodCard('Gift card');
    expect(card.getByText('500 points')).toBeInTheDocument();
    expect(card.getByText('4 left')).toBeInTheDocument();
    expect((await goodCard('T-shirt')).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    expect(screen.queryByText('My points')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to redeem' }));
    expect(guards.requireRealAccount).toHaveBeenCalled();
    expect(api.to('GET /api/points')).toHaveLength(0);
    expect(api.to('GET /api/points/redemptions')).toHaveLength(0);
  });
});

describe('PointMallPage for a member', () => {
  it('shows the points figures and each good with Redeem or the reason it is disabled', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    renderMall();
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('1,200');
    expect(screen.getByTestId('points-earned')).toHaveTextContent('5,400');
    expect(screen.getByTestId('points-spent')).toHaveTextContent('3,000');
    expect(screen.getByTestId('points-in-process')).toHaveTextContent('1,200');
    expect(screen.queryByRole('button', { name: 'Sign in to redeem' })).not.toBeInTheDocument();
    const giftCard = await goodCard('Gift card');
    await waitFor(() => expect(giftCard.getByRole('button', { name: 'Redeem' })).toBeEnabled());
    const headphones = (await goodCard('Headphones')).getByRole('button', { name: 'Redeem' });
    expect(headphones).toBeDisabled();
    expect(headphones).toHaveAccessibleDescription('You need 400 more points.');
    const shirt = (await goodCard('T-shirt')).getByRole('button', { name: 'Redeem' });
    expect(shirt).toBeDisabled();
    expect(shirt).toHaveAccessibleDescription('This good is out of stock.');
  });

  it('converts points into money, encrypted, and refreshes the balances', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user, api, queryClient } = renderMall({
      'POST /api/points/convert': { points: 750, amount: '7.50', balance: '1007.50', pointsBalance: 450 },
    });
    queryClient.setQueryData([...balanceQueryKey, 'token-1'], { balance: '1000.00' });
    await user.click(await screen.findByRole('button', { name: 'Convert to money' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Convert points to money' }));
    expect(dialog.getByText('100 points make $1.00.')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Points to convert/ }), '750');
    expect(dialog.getByTestId('convert-amount')).toHaveTextContent('You receive: $7.50');
    await user.type(dialog.getByLabelText(/Payment password/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Convert' }));
    expect(
      await screen.findByText('You converted 750 points into $7.50. Your balance is now $1,007.50.'),
    ).toBeInTheDocument();
    const sent = api.last('POST /api/points/convert')!.body;
    expect(Object.keys(sent as object)).toEqual(['jwe']);
    expect(decrypted(sent)).toEqual({
      points: 750,
      paymentPassword: '123456',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(queryClient.getQueryState([...balanceQueryKey, 'token-1'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(api.to('GET /api/points').length).toBeGreaterThanOrEqual(2));
  });

  it('refuses to convert below the minimum or above the balance before sending', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user, api } = renderMall();
    await user.click(await screen.findByRole('button', { name: 'Convert to money' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Convert points to money' }));
    const points = dialog.getByRole('textbox', { name: /Points to convert/ });
    await user.type(points, '100');
    await user.type(dialog.getByLabelText(/Payment password/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Convert' }));
    expect(await dialog.findAllByText('Convert at least 500 points')).not.toHaveLength(0);
    await user.clear(points);
    await user.type(points, '5000');
    await user.click(dialog.getByRole('button', { name: 'Convert' }));
    expect(await dialog.findAllByText('You have 1,200 points')).not.toHaveLength(0);
    expect(api.to('POST /api/points/convert')).toHaveLength(0);
  });

  it('lists the redemptions with their status and remark, paged', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user, api } = renderMall({
      'GET /api/points/redemptions': (request) => ({
        body: {
          success: true,
          value:
            request.query.get('pageNo') === '2'
              ? page([redemption({ id: 9, good: { id: 3, name: 'T-shirt', imageUrl: '' } })], 2, 2)
              : page(
                  [
                    redemption({ id: 12, status: 'REJECTED', remark: 'Address missing', quantity: 1 }),
                    redemption({ id: 11, status: 'APPROVED' }),
                  ],
                  1,
                  2,
                ),
        },
      }),
    });
    const table = await screen.findByTestId('points-redemptions');
    const [rejected, approved] = within(table).getAllByRole('row').slice(1);
    expect(rejected).toHaveTextContent('Gift card × 1');
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Address missing');
    expect(approved).toHaveTextContent('Approved');
    expect(approved).toHaveTextContent('1,000');
    // 16:30 UTC on 1 March is 00:30 on 2 March at the site (GMT+8).
    expect(approved).toHaveTextContent(/3\/2\/26, 12:30:00/);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('points-redemptions')).getByText('T-shirt × 2')).toBeInTheDocument(),
    );
    expect(api.last('GET /api/points/redemptions')!.query.get('pageSize')).toBe('10');
  });

  it('shows the transaction detail with signed points, filtered by type', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user, api } = renderMall({
      'GET /api/points/entries': (request) => ({
        body: {
          success: true,
          value:
            request.query.get('type') === 'REDEEM'
              ? page([
                  entry({
                    id: 3,
                    type: 'REDEEM',
                    points: -1000,
                    balanceAfter: 200,
                    reference: 'Redemption 11',
                  }),
                ])
              : page([
                  entry({ id: 2, type: 'LIVE', points: 45, balanceAfter: 1245, reference: '2026-03-01' }),
                  entry({
                    id: 1,
                    type: 'REDEEM',
                    points: -1000,
                    balanceAfter: 1200,
                    reference: 'Redemption 11',
                  }),
                ]),
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Transaction detail' }));
    const table = await screen.findByTestId('points-entries');
    const [earned, spent] = within(table).getAllByRole('row').slice(1);
    expect(earned).toHaveTextContent('Live casino');
    expect(earned).toHaveTextContent('+45');
    expect(earned).toHaveTextContent('1,245');
    expect(earned).toHaveTextContent(/3\/2\/26, 12:30:00/);
    expect(spent).toHaveTextContent('-1,000');
    expect(spent).toHaveTextContent('Redemption 11');
    expect(api.last('GET /api/points/entries')!.query.get('type')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'REDEEM');
    await waitFor(() => expect(api.last('GET /api/points/entries')!.query.get('type')).toBe('REDEEM'));
    await waitFor(() =>
      expect(within(screen.getByTestId('points-entries')).getAllByRole('row')).toHaveLength(2),
    );
  });
});
