// Proves that Figures is a description list of labelled values, each value carrying its test id and
// each figure the class it is given.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Figure, Figures } from './Figures';

describe('Figures', () => {
  it('lists each label over its value, with the value’s test id and the figure’s class', () => {
    const { container } = render(
      <Figures>
        <Figure label="Balance" testId="points-balance" className="main">
          1,200
        </Figure>
        <Figure label="Spent">300</Figure>
      </Figures>,
    );
    expect(container.querySelectorAll('dl > div')).toHaveLength(2);
    expect(screen.getByText('Balance').tagName).toBe('DT');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1,200');
    expect(screen.getByTestId('points-balance').tagName).toBe('DD');
    expect(screen.getByTestId('points-balance').parentElement).toHaveClass('main');
    expect(screen.getByText('300').tagName).toBe('DD');
  });
});
