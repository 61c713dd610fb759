// Proves the run form: the quick fills give the latest ended period at the site's clock (GMT+8 here,
// not the browser's), a key not written as its type's is refused before asking, a run asks first and
// shows its outcome and refreshes the runs, and a period that has not ended shows the API's message on
// the period key.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SettlementRun } from '@playdeck/contract/contracts';
import { renderWithSite } from '../../../test-support/render-with-site';
import { page, refusal, setUpOperatorTests, stubApi } from '../test-support';
import { SettlementTab } from './SettlementTab';

setUpOperatorTests();

// 18:30 UTC on 5 January is 02:30 on 6 January at the test site (GMT+8).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-05T18:30:00Z'));
});
afterEach(() => vi.useRealTimers());

const run: SettlementRun = {
  type: 'DAILY',
  periodKey: 'DW:2026-01-05',
  status: 'DONE',
  startedAt: '2026-01-05T18:30:01.000Z',
  finishedAt: '2026-01-05T18:30:03.000Z',
  stats: { bills: 14, reached: 9, paid: 8, insufficient: 1, pendingReview: 0, gross: '5100.00' },
};

const periodKey = () => screen.getByRole('textbox', { name: /Period key/ });

describe('contracts SettlementTab', () => {
  it('fills in the latest ended period of each type at the site clock', async () => {
    stubApi({ 'GET /api/operator/settlement/runs': () => page([]) });
    const { user } = renderWithSite(<SettlementTab />);
    const fills = screen.getByRole('group', { name: /Fill in the latest ended period/ });
    const expected = {
      Dividend: ['DIVIDEND', 'DIV:2025-12:H2'],
      'Daily wage': ['DAILY', 'DW:2026-01-05'],
      'Hourly wage': ['HOURLY', 'HW:2026-01-06T01'],
      'Real-time salary': ['REALTIME', 'RT:2026-01-06T02:20'],
    };
    for (const [label, [type, key]] of Object.entries(expected)) {
      await user.click(within(fills).getByRole('button', { name: label }));
      expect(screen.getByRole('combobox', { name: /Type/ })).toHaveValue(type);
      expect(periodKey()).toHaveValue(key);
    }
    expect(periodKey()).toHaveAccessibleDescription('RT:2026-01-05T10:05 — the 5-minute window 10:05–10:10.');
    expect(await screen.findByText('No settlement has run yet.')).toBeInTheDocument();
  });

  it('refuses a key of another type before asking, then runs the period and shows its outcome', async () => {
    const { callsTo } = stubApi({
      'GET /api/operator/settlement/runs': () => page(callsTo('POST').length > 0 ? [run] : []),
      'POST /api/operator/settlement/run': () => run,
    });
    const { user } = renderWithSite(<SettlementTab />);
    await user.type(periodKey(), 'HW:2026-01-05T14');
    await user.click(screen.getByRole('button', { name: 'Run settlement' }));
    await waitFor(() => expect(periodKey()).toHaveAccessibleDescription(/Write the period as DW:2026-01-05/));
    expect(callsTo('POST')).toEqual([]);

    await user.click(
      within(screen.getByRole('group', { name: /Fill in/ })).getByRole('button', { name: 'Daily wage' }),
    );
    await user.click(screen.getByRole('button', { name: 'Run settlement' }));
    const confirm = await screen.findByRole('dialog', { name: 'Run settlement' });
    expect(confirm).toHaveTextContent('Settle Daily wage for DW:2026-01-05 now?');
    await user.click(within(confirm).getByRole('button', { name: 'Run settlement' }));

    const result = await screen.findByTestId('run-result');
    expect(callsTo('POST')[0]!.body).toEqual({ type: 'DAILY', periodKey: 'DW:2026-01-05' });
    expect(result).toHaveTextContent('Done');
    expect(result).toHaveTextContent('Daily wage DW:2026-01-05');
    expect(within(result).getByText('Bills').nextSibling).toHaveTextContent('14');
    expect(within(result).getByText('Insufficient').nextSibling).toHaveTextContent('1');
    expect(within(result).getByText('Gross total').nextSibling).toHaveTextContent('$5,100.00');
    const runs = await screen.findByTestId('settlement-runs');
    expect(within(runs).getByRole('row', { name: /DW:2026-01-05/ })).toHaveTextContent('Done');
  });

  it('shows that the period has not ended on the period key', async () => {
    stubApi({
      'GET /api/operator/settlement/runs': () => page([]),
      'POST /api/operator/settlement/run': () =>
        refusal(409, 'PERIOD_NOT_ENDED', 'This period has not ended yet'),
    });
    const { user } = renderWithSite(<SettlementTab />);
    await user.type(periodKey(), 'DW:2026-01-06');
    await user.click(screen.getByRole('button', { name: 'Run settlement' }));
    const confirm = await screen.findByRole('dialog', { name: 'Run settlement' });
    await user.click(within(confirm).getByRole('button', { name: 'Run settlement' }));
    await waitFor(() => expect(periodKey()).toHaveAccessibleDescription(/This period has not ended yet/));
    expect(screen.queryByTestId('run-result')).not.toBeInTheDocument();
  });
});
