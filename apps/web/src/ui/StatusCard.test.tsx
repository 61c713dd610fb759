// Proves that a StatusCard is a list item named by its level-5 title, with its status beside the
// title, its test id and its body, and that StatusCardList lays the cards out at the width it is given.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StatusCard, StatusCardList } from './StatusCard';

describe('StatusCard', () => {
  it('is a list item named by its title, with its status, test id and body', () => {
    render(
      <StatusCardList cardWidthMin={280}>
        <StatusCard title="Play 5 slot rounds" status={<span>Claim</span>} testId="mission">
          <p>2 / 5</p>
        </StatusCard>
      </StatusCardList>,
    );
    const card = screen.getByRole('listitem', { name: 'Play 5 slot rounds' });
    expect(card).toHaveAttribute('data-testid', 'mission');
    expect(screen.getByRole('heading', { level: 5, name: 'Play 5 slot rounds' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Claim');
    expect(card).toHaveTextContent('2 / 5');
    expect(screen.getByRole('list').style.getPropertyValue('--card-width-min')).toBe('280px');
  });
});
