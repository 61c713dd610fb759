// Proves a drawn number shows one ball per digit and is read out as one number.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DigitBalls } from './DigitBalls';

describe('DigitBalls', () => {
  it('draws one ball per digit, read out as the whole number', () => {
    render(<DigitBalls number="30917" />);
    const balls = screen.getByRole('img', { name: '30917' });
    expect(balls.children).toHaveLength(5);
    expect([...balls.children].map((ball) => ball.getAttribute('data-digit'))).toEqual([
      '3',
      '0',
      '9',
      '1',
      '7',
    ]);
  });

  it('takes a spoken label instead', () => {
    render(<DigitBalls number="07" label="Last two: 07" />);
    expect(screen.getByRole('img', { name: 'Last two: 07' })).toBeInTheDocument();
  });
});
