// Proves that RecordFilters edits a draft and hands over the period and every select only on search,
// offers "All" first in each select, puts a refusal's date messages on the date fields, and names the
// site's zone the days are read in.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '../test-support/render-with-site';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api-client';
import { RecordFilters } from './RecordFilters';

const status = {
  name: 'status',
  label: 'Status',
  options: [
    { value: 'open', label: 'Open' },
    { value: 'settled', label: 'Settled' },
  ],
};

describe('RecordFilters', () => {
  it('searches with the edited period and selects, not before', async () => {
    const onSearch = vi.fn();
    renderWithSite(
      <RecordFilters
        search={{ from: '2026-03-01', to: '2026-03-07' }}
        selects={[status]}
        onSearch={onSearch}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Open',
      'Settled',
    ]);

    await userEvent.selectOptions(select, 'settled');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-02');
    expect(onSearch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ from: '2026-03-02', to: '2026-03-07', status: 'settled' });
  });

  it('shows a refusal of the dates on the date fields', () => {
    const error = new ApiError(400, 'VALIDATION', 'Invalid', { to: 'The period is at most 90 days' });
    renderWithSite(
      <RecordFilters search={{ from: '2026-01-01', to: '2026-06-01' }} error={error} onSearch={vi.fn()} />,
    );
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The period is at most 90 days');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("says the days are the site's, in the site's zone", () => {
    renderWithSite(<RecordFilters search={{ from: '2026-03-01', to: '2026-03-07' }} onSearch={vi.fn()} />);
    expect(screen.getByText("Days in the site's time (GMT+8)")).toBeInTheDocument();
  });
});
