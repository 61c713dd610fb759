// Proves the points mall's desk: the settings, goods and waiting redemptions as the server answers
// them; the settings saved whole and the server's per-field refusals put on their fields; a good
// created after a per-field refusal (the list refreshing behind the editor) and edited with the whole
// input; a redemption approved, a rejection refused until it has a remark, and the status filter.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PointsGoodInput } from '@playdeck/contract/points';
import { renderWithSite } from '../../../test-support/render-with-site';
import { page, refusal, setUpOperatorTests, stubApi, type Routes } from '../test-support';
import { PointsTab } from './PointsTab';
import { good, pointsSettings, redemption } from './test-fixtures';

setUpOperatorTests();

const routes: Routes = {
  'GET /api/operator/points/settings': () => pointsSettings,
  'GET /api/operator/points/goods': () => ({ list: [good] }),
  'GET /api/operator/points/redemptions': () => page([redemption]),
};

function renderTab(extra: Routes) {
  const { callsTo } = stubApi({ ...routes, ...extra });
  return { ...renderWithSite(<PointsTab />), callsTo };
}

const redemptionsNotice = () =>
  within(screen.getByRole('region', { name: 'Redemptions' })).getByTestId('saved-notice');
const settingsForm = async () => screen.findByRole('form', { name: 'Points settings' });
const goodRow = async (id: number) =>
  within(await screen.findByTestId('operator-points-goods')).getByRole('row', {
    name: new RegExp(`#${id}\\b`),
  });
const redemptionRow = async (id: number) =>
  within(await screen.findByTestId('operator-points-redemptions')).getByRole('row', {
    name: new RegExp(`#${id}\\b`),
  });

describe('promotions PointsTab', () => {
  it('shows the settings, the goods and the redemptions waiting for a decision', async () => {
    const { callsTo } = stubApi(routes);
    renderWithSite(<PointsTab />);
    const form = await settingsForm();
    expect(within(form).getByRole('textbox', { name: /^Slots valid bet/ })).toHaveValue('2');
    expect(within(form).getByRole('textbox', { name: /^Slots valid bet/ })).toHaveAccessibleDescription(
      'Slots, Fishing, Bingo',
    );
    expect(within(form).getByRole('textbox', { name: /^Sports valid bet/ })).toHaveValue('1.25');
    expect(within(form).getByRole('textbox', { name: /^Deposits/ })).toHaveValue('10');
    expect(
      within(form).getByRole('switch', { name: 'Members may convert points to money' }),
    ).not.toBeChecked();
    expect(within(form).getByRole('textbox', { name: /^Points per 1.00/ })).toHaveValue('100');
    expect(within(form).getByRole('textbox', { name: /^Least points per conversion/ })).toHaveValue('500');

    const line = await goodRow(3);
    expect(within(line).getByRole('img', { name: 'Picture of Wireless earbuds' })).toHaveAttribute(
      'src',
      good.imageUrl,
    );
    expect(line).toHaveTextContent('Wireless earbuds');
    expect(line).toHaveTextContent('Tai nghe không dây');
    expect(line).toHaveTextContent('2500 points');
    expect(line).toHaveTextContent('Enabled');
    const cells = within(line)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(4, 8)).toEqual(['12', '8', 'Enabled', '2']);

    const waiting = await redemptionRow(71);
    expect(callsTo('GET', '/api/operator/points/redemptions')[0]!.query.get('status')).toBe('IN_PROCESS');
    expect(waiting).toHaveTextContent('lucky_lan');
    expect(waiting).toHaveTextContent('Wireless earbuds');
    expect(waiting).toHaveTextContent('5000 points');
    expect(waiting).toHaveTextContent('Waiting');
    // Requested 04:00 UTC on 3 February: noon at the site (GMT+8).
    expect(waiting).toHaveTextContent('2/3/26, 12:00');
  });

  it('saves the settings whole and says they are saved', async () => {
    const { user, callsTo } = renderTab({
      'PUT /api/operator/points/settings': ({ body }) => body,
    });
    const form = await settingsForm();
    await user.clear(within(form).getByRole('textbox', { name: /^Live casino valid bet/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Live casino valid bet/ }), '1.5');
    await user.click(within(form).getByRole('switch', { name: 'Members may convert points to money' }));
    await user.clear(within(form).getByRole('textbox', { name: /^Points per 1.00/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Points per 1.00/ }), '50');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved')).toBeInTheDocument();
    expect(callsTo('PUT')[0]!.body).toEqual({
      ...pointsSettings,
      betRates: { ...pointsSettings.betRates, LIVE: '1.5' },
      convertEnabled: true,
      pointsPerUnit: 50,
    });
  });

  it("puts the server's per-field refusals on the settings' fields and the rest in a warning", async () => {
    const { user } = renderTab({
      'PUT /api/operator/points/settings': () =>
        refusal(400, 'VALIDATION_FAILED', 'Invalid input', {
          'betRates.SLOTS': 'Please enter points per 100.00 from 0 to 1000 with at most 2 decimals',
          convertMinPoints: 'The value must be at most 100000000',
          betRates: 'Unknown points type',
        }),
    });
    const form = await settingsForm();
    await user.clear(within(form).getByRole('textbox', { name: /^Least points per conversion/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Least points per conversion/ }), 'many');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(warning).toHaveTextContent('Unknown points type');
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(within(form).getByRole('textbox', { name: /^Slots valid bet/ })).toHaveAccessibleDescription(
      /from 0 to 1000 with at most 2 decimals/,
    );
    expect(
      within(form).getByRole('textbox', { name: /^Least points per conversion/ }),
    ).toHaveAccessibleDescription(/The value must be at most 100000000/);
    expect(within(form).getByRole('textbox', { name: /^Live casino valid bet/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('creates a good after the server refuses a field, the list refreshing behind the editor', async () => {
    const saved = { ...good, id: 4, name: { vi: 'Áo thun', en: 'T-shirt' }, imageUrl: '', redeemed: 0 };
    const { user, callsTo } = renderTab({
      'POST /api/operator/points/goods': () =>
        refusal(400, 'VALIDATION_FAILED', 'Invalid input', { points: 'The value must be at least 1' }),
    });
    await user.click(await screen.findByRole('button', { name: 'New good' }));
    const dialog = screen.getByRole('dialog', { name: 'New good' });
    await user.type(within(dialog).getByLabelText(/^Name \(Vietnamese\)/), 'Áo thun');
    await user.type(within(dialog).getByLabelText(/^Name \(English\)/), 'T-shirt');
    await user.type(within(dialog).getByLabelText(/^Price in points/), '0');
    await user.clear(within(dialog).getByLabelText(/^Stock/));
    await user.type(within(dialog).getByLabelText(/^Stock/), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const price = within(dialog).getByLabelText(/^Price in points/);
    await waitFor(() => expect(price).toHaveAccessibleDescription(/The value must be at least 1/));
    const input: PointsGoodInput = {
      name: { vi: 'Áo thun', en: 'T-shirt' },
      imageUrl: '',
      points: 0,
      stock: 40,
      enabled: true,
      sortOrder: 0,
    };
    expect(callsTo('POST')[0]!.body).toEqual(input);

    const saving = stubApi({
      ...routes,
      'GET /api/operator/points/goods': () => ({ list: [good, saved] }),
      'POST /api/operator/points/goods': () => saved,
    });
    await user.clear(price);
    await user.type(price, '800');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit good #4' })).toBeInTheDocument();
    await waitFor(() => expect(saving.callsTo('GET', '/api/operator/points/goods')).not.toHaveLength(0));
    // The list behind the open editor (hidden from screen readers while the dialog is up) shows it.
    expect(
      await within(screen.getByTestId('operator-points-goods')).findByText('T-shirt'),
    ).toBeInTheDocument();
  });

  it('edits a good and sends the whole input with PUT', async () => {
    const { user, callsTo } = renderTab({
      'PUT /api/operator/points/goods/3': ({ body }) => ({ ...good, ...(body as object) }),
    });
    await user.click(within(await goodRow(3)).getByRole('button', { name: 'Edit good #3' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit good #3' });
    expect(within(dialog).getByRole('img', { name: 'The picture as members will see it' })).toHaveAttribute(
      'src',
      good.imageUrl,
    );
    await user.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT')).toHaveLength(1));
    const { id: _id, redeemed: _redeemed, ...input } = good;
    expect(callsTo('PUT')[0]!.body).toEqual({ ...input, enabled: false });
  });

  it('approves a redemption after a confirmation, the remark optional', async () => {
    const { user, callsTo } = renderTab({
      'POST /api/operator/points/redemptions/71': () => ({ ...redemption, status: 'APPROVED' }),
    });
    await user.click(within(await redemptionRow(71)).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve redemption #71' });
    expect(dialog).toHaveTextContent(
      "Approve lucky_lan's redemption of 2 × Wireless earbuds for 5000 points?",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(redemptionsNotice()).toHaveTextContent('Redemption #71 of lucky_lan approved.'),
    );
    expect(callsTo('POST')[0]!.body).toEqual({ decision: 'APPROVED', remark: '' });
  });

  it('rejects a redemption only with a remark, and refreshes the queue', async () => {
    const { user, callsTo } = renderTab({
      'POST /api/operator/points/redemptions/71': () => ({
        ...redemption,
        status: 'REJECTED',
        remark: 'Out of stock',
      }),
    });
    await user.click(within(await redemptionRow(71)).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject redemption #71' });
    expect(dialog).toHaveTextContent('The 5000 points go back to the member.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('textbox', { name: 'Remark' })).toHaveAccessibleDescription(
      /Input cannot be empty/,
    );
    expect(callsTo('POST')).toHaveLength(0);

    const queueReads = callsTo('GET', '/api/operator/points/redemptions').length;
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(redemptionsNotice()).toHaveTextContent('Redemption #71 of lucky_lan rejected.'),
    );
    expect(callsTo('POST')[0]!.body).toEqual({ decision: 'REJECTED', remark: 'Out of stock' });
    await waitFor(() =>
      expect(callsTo('GET', '/api/operator/points/redemptions').length).toBeGreaterThan(queueReads),
    );
  });

  it("keeps the server's refusal of a remark in the dialog, and warns of a decided redemption", async () => {
    const { user } = renderTab({
      'POST /api/operator/points/redemptions/71': () =>
        refusal(400, 'VALIDATION_FAILED', 'Invalid input', { remark: 'The text is too long' }),
    });
    await user.click(within(await redemptionRow(71)).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject redemption #71' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Remark' })).toHaveAccessibleDescription(
        /The text is too long/,
      ),
    );

    stubApi({
      ...routes,
      'POST /api/operator/points/redemptions/71': () =>
        refusal(409, 'REDEMPTION_NOT_PENDING', 'This redemption has already been decided'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent(
      'This redemption has already been decided',
    );
  });

  it('asks for another status, or any', async () => {
    const { user, callsTo } = renderTab({});
    await redemptionRow(71);
    const status = screen.getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'APPROVED');
    await waitFor(() =>
      expect(callsTo('GET', '/api/operator/points/redemptions').at(-1)!.query.get('status')).toBe('APPROVED'),
    );
    await user.selectOptions(status, '');
    await waitFor(() =>
      expect(callsTo('GET', '/api/operator/points/redemptions').at(-1)!.query.has('status')).toBe(false),
    );
  });
});
