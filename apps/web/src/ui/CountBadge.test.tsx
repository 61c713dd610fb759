// Proves the count badge hides at zero and caps its text at 99+.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from './CountBadge';

describe('CountBadge', () => {
  it('shows nothing for zero and caps large counts', () => {
    const { container, rerender } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={7} label="7 unread" />);
    expect(screen.getByRole('status', { name: '7 unread' })).toHaveTextContent('7');
    rerender(<CountBadge count={250} />);
    expect(container).toHaveTextContent('99+');
  });
});
