// Proves that ProgressBar is a named progress bar whose value is the percentage and whose value text is
// the figures shown, filled that far and marked done at 100.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named bar with its percentage, its figures and its fill', () => {
    render(<ProgressBar label="Progress" text="2 / 5" percent={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '2 / 5');
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });
    expect(bar.firstElementChild).not.toHaveClass('done');
  });

  it('is marked done at 100', () => {
    render(<ProgressBar label="Progress" text="5 / 5" percent={100} />);
    expect(screen.getByRole('progressbar').firstElementChild).toHaveClass('done');
  });
});
