// Proves the redeem dialog: the points a quantity takes, the redemption sent encrypted with one
// request id for the dialog (a second press repeats it), the server's refusal of the payment password
// shown on that field, a quantity above what the points pay for refused before sending, and a
// refusal about stock shown in the dialog and reloading the goods.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { decrypted, refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { PointMallPage } from '../pages/PointMallPage';
import { good, page, pointsBalance, pointsConfig, redemption } from '../test-data';

vi.mock('../../../lib/encryption', () => ({
  encryptPayload: async (payload: unknown) => ({ jwe: JSON.stringify(payload) }),
}));

const guards: ActionGuards = {
  requireLogin: () => true,
  requireRealAccount: () => true,
  startFreePlay: async () => undefined,
};

beforeEach(() => startSession('token-1', { account: 'player01', type: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

async function openDialog(redeem: Handler) {
  const api = stubAgentApi({
    'GET /api/points/config': pointsConfig(),
    'GET /api/points/goods': { list: [good({ id: 1, name: 'Gift card', points: 500, stock: 4 })] },
    'GET /api/points': pointsBalance({ balance: 1200 }),
    'GET /api/points/redemptions': page([]),
    'POST /api/points/redeem': redeem,
  });
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <PointMallPage />
    </ActionGuardsProvider>,
  );
  const card = within((await screen.findByRole('heading', { name: 'Gift card' })).closest('li')!);
  const open = card.getByRole('button', { name: 'Redeem' });
  await waitFor(() => expect(open).toBeEnabled());
  await rendered.user.click(open);
  const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Gift card' }));
  return { ...rendered, api, dialog };
}

const quantityInput = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('spinbutton', { name: /Quantity/ });

describe('RedeemDialog', () => {
  it('sends the redemption encrypted and says it waits for approval', async () => {
    const { user, api, dialog } = await openDialog(redemption({ quantity: 2, points: 1000 }));
    await user.clear(quantityInput(dialog));
    await user.type(quantityInput(dialog), '2');
    expect(dialog.getByTestId('redeem-total')).toHaveTextContent('Points to spend: 1,000');
    await user.type(dialog.getByLabelText(/Payment password/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(
      await screen.findByText(
        "Your redemption of 2 × Gift card (1,000 points) is waiting for the site's approval.",
      ),
    ).toBeInTheDocument();
    const sent = api.last('POST /api/points/redeem')!.body;
    expect(Object.keys(sent as object)).toEqual(['jwe']);
    expect(decrypted(sent)).toEqual({
      goodId: 1,
      quantity: 2,
      paymentPassword: '123456',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The balance, the goods and the lists are asked for again.
    await waitFor(() => expect(api.to('GET /api/points').length).toBeGreaterThanOrEqual(2));
    expect(api.to('GET /api/points/goods').length).toBeGreaterThanOrEqual(2);
  });

  it('puts the payment password refusal on its field and repeats the request id on a second press', async () => {
    const { user, api, dialog } = await openDialog(() =>
      refusal(400, 'PAYMENT_PASSWORD_INCORRECT', 'The payment password is not correct (4 attempts left)', {
        paymentPassword: 'The payment password is not correct (4 attempts left)',
      }),
    );
    const password = dialog.getByLabelText(/Payment password/);
    await user.type(password, '111111');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('The payment password is not correct (4 attempts left)'),
    );
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(password);
    await user.type(password, '222222');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(api.to('POST /api/points/redeem')).toHaveLength(2));
    const [first, second] = api.to('POST /api/points/redeem').map((request) => decrypted(request.body));
    expect(second!.requestId).toBe(first!.requestId);
    expect(second!.paymentPassword).toBe('222222');
  });

  it('refuses a quantity the points do not pay for before sending', async () => {
    const { user, api, dialog } = await openDialog(redemption());
    // 1,200 points pay for two units of 500.
    expect(dialog.getByText('From 1 to 2')).toBeInTheDocument();
    await user.clear(quantityInput(dialog));
    await user.type(quantityInput(dialog), '3');
    await user.type(dialog.getByLabelText(/Payment password/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(quantityInput(dialog)).toHaveAttribute('aria-invalid', 'true'));
    expect(quantityInput(dialog)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a whole number from 1 to 2'),
    );
    expect(api.to('POST /api/points/redeem')).toHaveLength(0);
  });

  it('shows a stock refusal in the dialog and reloads the goods', async () => {
    const { user, api, dialog } = await openDialog(() =>
      refusal(409, 'GOOD_OUT_OF_STOCK', 'Only 0 left of this good'),
    );
    await user.type(dialog.getByLabelText(/Payment password/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Only 0 left of this good');
    await waitFor(() => expect(api.to('GET /api/points/goods')).toHaveLength(2));
  });
});
