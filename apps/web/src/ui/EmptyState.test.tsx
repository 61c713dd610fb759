// Proves that EmptyState says "No data" by default, shows a given title, description and action,
// and keeps its picture hidden from screen readers.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the translated "No data" and a decorative icon by default', () => {
    const { container } = render(<EmptyState />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the title, description and action it is given', async () => {
    const onClick = vi.fn();
    render(
      <EmptyState
        title="No favourites yet"
        description="Tap the heart on a game to keep it here."
        action={
          <button type="button" onClick={onClick}>
            Browse games
          </button>
        }
      />,
    );
    expect(screen.getByText('No favourites yet')).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    expect(screen.getByText('Tap the heart on a game to keep it here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse games' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('uses a custom icon in place of the default one', () => {
    const { container } = render(<EmptyState icon={<span data-testid="custom-icon" aria-hidden="true" />} />);
    expect(screen.getByTestId('custom-icon')).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeInTheDocument();
  });
});
