// Proves what a tab shows in place of its data: the loader while it loads; what went wrong, with a
// button that asks again, when it failed; and nothing when data is there, even after a failed refresh.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '../../../lib/api-client';
import { renderWithSite } from '../../../test-support/render-with-site';
import { QueryState } from './QueryState';

const refused = new ApiError(403, 'FORBIDDEN', 'Only an operator may do this');

describe('QueryState', () => {
  it('shows the loader while the data loads', () => {
    renderWithSite(
      <QueryState query={{ isPending: true, error: null, data: undefined, refetch: vi.fn() }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it("shows the API's message and asks again on Try again", async () => {
    const refetch = vi.fn();
    const { user } = renderWithSite(
      <QueryState query={{ isPending: false, error: refused, data: undefined, refetch }} />,
    );
    expect(screen.getByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Only an operator may do this')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows nothing once there is data, even when a refresh failed', () => {
    const { container } = renderWithSite(
      <QueryState query={{ isPending: false, error: refused, data: [], refetch: vi.fn() }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
