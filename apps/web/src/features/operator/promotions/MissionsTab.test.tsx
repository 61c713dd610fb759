// Proves the missions list and editor: a mission's period, kind, target, reward, mission points and
// claims in the list; the editor's target fields following the kind (a count for rounds and sign-in
// days, an amount for valid bet and deposits, a category for rounds and valid bet) and the fields a
// kind does not use sent as the contract's defaults; the server's per-field refusal on its field and
// the list refreshing after a save; and an edit that sends the whole input back with PUT.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MissionInput } from '@playdeck/contract/missions';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';
import { MissionsTab } from './MissionsTab';
import { mission } from './test-fixtures';

setUpOperatorTests();

const weeklyDeposit = {
  ...mission,
  id: 9,
  title: { vi: 'Nạp 1.000 trong tuần', en: 'Deposit 1,000 this week' },
  period: 'WEEKLY' as const,
  kind: 'DEPOSIT' as const,
  category: 'ALL',
  targetCount: 0,
  targetAmount: '1000.00',
  rewardAmount: '0.00',
  rewardPoints: 200,
  missionPoints: 30,
  enabled: false,
  claims: 3,
};

const row = async (id: number) =>
  within(await screen.findByTestId('operator-missions')).getByRole('row', {
    name: new RegExp(`#${id}\\b`),
  });

describe('promotions MissionsTab', () => {
  it('lists missions with their period, kind, target, reward, mission points and claims', async () => {
    stubApi({ 'GET /api/operator/missions': () => ({ list: [mission, weeklyDeposit] }) });
    renderWithSite(<MissionsTab />);
    const rounds = await row(8);
    expect(rounds).toHaveTextContent('Play 20 slot rounds');
    expect(rounds).toHaveTextContent('Daily');
    expect(rounds).toHaveTextContent('Play rounds');
    expect(rounds).toHaveTextContent('20 rounds (Slots)');
    expect(rounds).toHaveTextContent('$5.00 + 50 points');
    expect(
      within(rounds)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(6, 9),
    ).toEqual(['10', '14', 'Enabled']);
    const deposit = await row(9);
    expect(deposit).toHaveTextContent('Weekly');
    expect(deposit).toHaveTextContent('Deposit $1,000.00');
    expect(deposit).toHaveTextContent('200 points');
    expect(deposit).not.toHaveTextContent('$0.00');
    expect(deposit).toHaveTextContent('Disabled');
  });

  it('shows the target fields the kind measures, and sends the others as defaults', async () => {
    const saved = { ...mission, id: 10, kind: 'SIGN_IN' as const, category: 'ALL', targetCount: 5 };
    const { callsTo } = stubApi({
      'GET /api/operator/missions': () => ({ list: [] }),
      'POST /api/operator/missions': () => saved,
    });
    const { user } = renderWithSite(<MissionsTab />);
    await user.click(await screen.findByRole('button', { name: 'New mission' }));
    const dialog = screen.getByRole('dialog', { name: 'New mission' });
    const kind = within(dialog).getByLabelText(/^Kind/);
    const shown = () =>
      [
        'Rounds to play',
        'Days to sign in',
        'Valid bet to reach',
        'Deposits to reach',
        'Game category',
      ].filter((label) => within(dialog).queryByLabelText(new RegExp(`^${label}`)) !== null);

    expect(kind).toHaveValue('ROUNDS');
    expect(shown()).toEqual(['Rounds to play', 'Game category']);
    await user.selectOptions(kind, 'VALID_BET');
    expect(shown()).toEqual(['Valid bet to reach', 'Game category']);
    await user.selectOptions(kind, 'DEPOSIT');
    expect(shown()).toEqual(['Deposits to reach']);
    await user.selectOptions(kind, 'SIGN_IN');
    expect(shown()).toEqual(['Days to sign in']);
    expect(within(dialog).getByLabelText(/^Days to sign in/)).toHaveAccessibleDescription(
      'At most 1 day in this period',
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Period/), 'WEEKLY');
    expect(within(dialog).getByLabelText(/^Days to sign in/)).toHaveAccessibleDescription(
      'At most 7 days in this period',
    );

    await user.type(within(dialog).getByLabelText(/^Title \(Vietnamese\)/), 'Điểm danh 5 ngày');
    await user.type(within(dialog).getByLabelText(/^Title \(English\)/), 'Sign in on 5 days');
    await user.clear(within(dialog).getByLabelText(/^Days to sign in/));
    await user.type(within(dialog).getByLabelText(/^Days to sign in/), '5');
    await user.clear(within(dialog).getByLabelText(/^Points reward/));
    await user.type(within(dialog).getByLabelText(/^Points reward/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    const input: MissionInput = {
      title: { vi: 'Điểm danh 5 ngày', en: 'Sign in on 5 days' },
      period: 'WEEKLY',
      kind: 'SIGN_IN',
      category: 'ALL',
      targetCount: 5,
      targetAmount: '0.00',
      rewardAmount: '0.00',
      rewardPoints: 100,
      missionPoints: 10,
      enabled: true,
      sortOrder: 0,
    };
    expect(callsTo('POST')[0]!.body).toEqual(input);
  });

  it("puts the server's refusal on its field, and refreshes the list after the save", async () => {
    const saved = { ...mission, id: 11, kind: 'VALID_BET' as const, targetCount: 0, targetAmount: '500.00' };
    stubApi({
      'GET /api/operator/missions': () => ({ list: [] }),
      'POST /api/operator/missions': () =>
        refusal(400, 'VALIDATION_FAILED', 'Invalid input', {
          rewardAmount: 'A mission needs a money reward or points',
        }),
    });
    const { user } = renderWithSite(<MissionsTab />);
    await user.click(await screen.findByRole('button', { name: 'New mission' }));
    const dialog = screen.getByRole('dialog', { name: 'New mission' });
    await user.type(within(dialog).getByLabelText(/^Title \(Vietnamese\)/), 'Cược 500');
    await user.type(within(dialog).getByLabelText(/^Title \(English\)/), 'Bet 500');
    await user.selectOptions(within(dialog).getByLabelText(/^Kind/), 'VALID_BET');
    await user.selectOptions(within(dialog).getByLabelText(/^Game category/), 'LIVE');
    await user.clear(within(dialog).getByLabelText(/^Valid bet to reach/));
    await user.type(within(dialog).getByLabelText(/^Valid bet to reach/), '500');
    await user.clear(within(dialog).getByLabelText(/^Money reward/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const reward = within(dialog).getByLabelText(/^Money reward/);
    await waitFor(() =>
      expect(reward).toHaveAccessibleDescription(/A mission needs a money reward or points/),
    );
    expect(reward).toHaveAttribute('aria-invalid', 'true');

    const saving = stubApi({
      'GET /api/operator/missions': () => ({ list: [saved] }),
      'POST /api/operator/missions': () => saved,
    });
    await user.type(reward, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    expect(saving.callsTo('POST')[0]!.body).toMatchObject({
      kind: 'VALID_BET',
      category: 'LIVE',
      targetCount: 0,
      targetAmount: '500',
      rewardAmount: '5',
    });
    await waitFor(() => expect(saving.callsTo('GET', '/api/operator/missions')).not.toHaveLength(0));
    expect(screen.getByRole('dialog', { name: 'Edit mission #11' })).toBeInTheDocument();
  });

  it('edits a mission and sends the whole input with PUT', async () => {
    const { callsTo } = stubApi({
      'GET /api/operator/missions': () => ({ list: [mission] }),
      'PUT /api/operator/missions/8': ({ body }) => ({ ...mission, ...(body as object) }),
    });
    const { user } = renderWithSite(<MissionsTab />);
    await user.click(within(await row(8)).getByRole('button', { name: 'Edit mission #8' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit mission #8' });
    expect(within(dialog).getByLabelText(/^Game category/)).toHaveValue('RNG');
    await user.clear(within(dialog).getByLabelText(/^Rounds to play/));
    await user.type(within(dialog).getByLabelText(/^Rounds to play/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT')).toHaveLength(1));
    const { id: _id, claims: _claims, ...input } = mission;
    expect(callsTo('PUT')[0]!.body).toEqual({ ...input, targetCount: 30 });
  });
});
