// Proves the account record on the shared record table: each movement with its signed amount and
// running balance, money in and out in the totals row, the server's date refusal on the date field,
// and a search by type that asks again from page 1.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AccountRecordsValue } from '@playdeck/contract/records';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { AccountRecord } from './MoneyRecords';

const page: AccountRecordsValue = {
  list: [
    {
      id: 3,
      type: 'bet',
      amount: '-1.00',
      balanceAfter: '1024.35',
      detail: 'PDSLOT · lucky-dragon',
      createdAt: '2026-03-02T04:39:11.000Z',
    },
    {
      id: 2,
      type: 'bonus',
      amount: '1000.00',
      balanceAfter: '1025.35',
      detail: null,
      createdAt: '2026-03-01T04:38:52.000Z',
    },
  ],
  pageNo: 1,
  pageSize: 20,
  total: 42,
  totalPages: 3,
  totals: { moneyIn: '1025.35', moneyOut: '25.00' },
};

let fetchMock: ReturnType<typeof vi.fn>;
const requested = () => new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://site').searchParams;

beforeEach(() => {
  startSession('token-1', { account: 'player01', type: 0 });
  fetchMock = vi.fn(async (url: string) =>
    new URL(url, 'http://site').searchParams.get('from') === '2020-01-01'
      ? Response.json(
          {
            success: false,
            code: 'VALIDATION',
            message: 'Invalid',
            fields: { from: 'The period is too long' },
          },
          { status: 400 },
        )
      : Response.json({ success: true, value: page }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('AccountRecord', () => {
  it('lists the movements with their running balance and the money in and out', async () => {
    renderWithSite(<AccountRecord />);
    const table = await screen.findByTestId('account-record');
    const [, newest, , totals] = within(table).getAllByRole('row');
    expect(
      within(newest!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.any(String), 'Bet', '-$1.00', '$1,024.35', 'PDSLOT · lucky-dragon']);
    expect(totals).toHaveTextContent('Money in / Money out+$1,025.35 / -$25.00');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('searches by type from page 1', async () => {
    const { user } = renderWithSite(<AccountRecord />);
    await screen.findByTestId('account-record');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(requested().get('pageNo')).toBe('2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'bonus');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(requested().get('type')).toBe('bonus'));
    expect(requested().get('pageNo')).toBe('1');
  });

  it('shows a refusal of the period on the date field', async () => {
    const { user } = renderWithSite(<AccountRecord />);
    await screen.findByTestId('account-record');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The period is too long', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
