// Proves the VIP ladder tab: a changed name saves the whole ladder and says so; rows are added and
// removed; the contract's ladder rule refuses a lower threshold above before asking the server; and
// the API's refusals keyed like "levels.2.minDeposit" land on the matching cell.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { VipLevel } from '@playdeck/contract/vip';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi, type Route } from '../test-support';
import { VipLadderTab } from './VipLadderTab';

const LADDER: VipLevel[] = [
  { level: 0, name: 'VIP 0', minValidBet: '0.00', minDeposit: '0.00', upgradeBonus: '0.00' },
  { level: 1, name: 'VIP 1', minValidBet: '100.00', minDeposit: '0.00', upgradeBonus: '8.00' },
  { level: 2, name: 'VIP 2', minValidBet: '1000.00', minDeposit: '200.00', upgradeBonus: '28.00' },
];

let ladder: VipLevel[];

function renderTab(
  put: Route = ({ body }) => {
    ladder = (body as { levels: VipLevel[] }).levels;
    return ladder;
  },
) {
  const api = stubApi({
    'GET /api/operator/vip/levels': () => ladder,
    'PUT /api/operator/vip/levels': put,
  });
  return { ...renderWithSite(<VipLadderTab />), api };
}

setUpOperatorTests();
beforeEach(() => {
  ladder = LADDER;
});

const cell = (column: string, row: number) => screen.getByRole('textbox', { name: `${column}, row ${row}` });

describe('VipLadderTab', () => {
  it('saves a changed name with the whole ladder and says it is saved', async () => {
    const { user, api } = renderTab();
    await screen.findByTestId('vip-ladder');
    expect(cell('Min valid bet', 2)).toHaveValue('100.00');
    await user.clear(cell('Name', 2));
    await user.type(cell('Name', 2), 'Silver');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.changes().map((call) => call.body)).toEqual([
      { levels: [LADDER[0], { ...LADDER[1], name: 'Silver' }, LADDER[2]] },
    ]);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('adds a level above the highest and removes a row', async () => {
    const { user, api } = renderTab();
    await screen.findByTestId('vip-ladder');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(cell('Level', 4)).toHaveValue('3');
    expect(cell('Name', 4)).toHaveValue('VIP 3');
    expect(cell('Min deposit', 4)).toHaveValue('200.00');
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect((api.changes()[0]?.body as { levels: VipLevel[] }).levels.map((level) => level.level)).toEqual([
      1, 2, 3,
    ]);
  });

  it('refuses a level that needs less than the one below it without asking the server', async () => {
    const { user, api } = renderTab();
    await screen.findByTestId('vip-ladder');
    await user.clear(cell('Min valid bet', 3));
    await user.type(cell('Min valid bet', 3), '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('A higher level must not need less than the level below it');
    expect(cell('Min valid bet', 3)).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Min valid bet', 3)).toHaveAccessibleDescription(message.textContent!);
    expect(api.changes()).toEqual([]);
  });

  it("puts the API's per-cell refusals on the matching cells", async () => {
    const { user } = renderTab(() =>
      refusal(400, 'VALIDATION_FAILED', 'Invalid input', {
        'levels.2.minDeposit': 'Please enter an amount with at most two decimals',
        'levels.0.name': 'Input cannot be empty',
      }),
    );
    await screen.findByTestId('vip-ladder');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Please enter an amount with at most two decimals');
    expect(cell('Min deposit', 3)).toHaveAccessibleDescription(
      'Please enter an amount with at most two decimals',
    );
    expect(cell('Name', 1)).toHaveAccessibleDescription('Input cannot be empty');
    expect(cell('Min deposit', 2)).not.toHaveAttribute('aria-invalid');
  });

  it('asks before saving an empty ladder, which turns VIP off', async () => {
    const { user, api } = renderTab();
    await screen.findByTestId('vip-ladder');
    for (const row of [3, 2, 1]) await user.click(screen.getByRole('button', { name: `Delete row ${row}` }));
    expect(screen.getByText('No levels: VIP is off for the whole site.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm' });
    await user.click(within(confirm).getByRole('button', { name: /Cancel/ }));
    expect(api.changes()).toEqual([]);
  });
});
