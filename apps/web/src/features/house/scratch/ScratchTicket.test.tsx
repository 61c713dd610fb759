// Proves the ticket: rubbing the foil over a cell with the pointer reveals that cell (and only that
// one) once enough of it is scratched; the keyboard reveals a cell per button; a ticket not yet
// bought cannot be scratched; each cell's button names its symbol only once it is revealed; the
// winning cells light up only when the whole ticket is revealed.
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScratchTicketValue } from '@playdeck/contract/scratch';
import { renderWithSite } from '../../../test-support/render-with-site';
import { ALL_CELLS, withRevealed } from './scratch-view';
import { ScratchTicket } from './ScratchTicket';
import { rubCell, stubFoil } from './test-foil';
import { testCard, winningTicket } from './test-tickets';

beforeEach(stubFoil);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Harness({
  ticket,
  onReveal,
}: {
  ticket: ScratchTicketValue | null;
  onReveal: (cells: number[]) => void;
}) {
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  return (
    <ScratchTicket
      card={testCard()}
      ticket={ticket}
      revealed={revealed}
      onReveal={(cells) => {
        onReveal(cells);
        setRevealed((current) => withRevealed(current, cells));
      }}
    />
  );
}

describe('the scratch ticket', () => {
  it('reveals a cell once enough of its foil is rubbed away, and only that cell', () => {
    const onReveal = vi.fn();
    renderWithSite(<Harness ticket={winningTicket()} onReveal={onReveal} />);
    const foil = screen.getByTestId('scratch-foil');
    // One light stroke is not enough.
    fireEvent.pointerDown(foil, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(foil, { clientX: 10, clientY: 10, pointerId: 1 });
    expect(onReveal).not.toHaveBeenCalled();
    rubCell(foil, 4);
    expect(onReveal.mock.calls.flat(2)).toEqual([4]);
    expect(screen.getByTestId('scratch-key-4')).toHaveAccessibleName('Cell 5: Lucky cat');
    expect(screen.getByTestId('scratch-key-0')).toHaveAccessibleName('Cell 1: reveal');
    // Moving without pressing scratches nothing.
    fireEvent.pointerMove(foil, { clientX: 50, clientY: 50, pointerId: 1 });
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it('reveals a cell per button from the keyboard', async () => {
    const onReveal = vi.fn();
    const { user } = renderWithSite(<Harness ticket={winningTicket()} onReveal={onReveal} />);
    await user.tab();
    expect(screen.getByTestId('scratch-key-0')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(onReveal.mock.calls).toEqual([[[0]], [[1]]]);
    expect(screen.getByTestId('scratch-key-0')).toHaveAccessibleName('Cell 1: Coin');
    expect(screen.getByTestId('scratch-key-1')).toHaveAccessibleName('Cell 2: Lucky cat');
  });

  it('cannot be scratched before a ticket is bought', () => {
    const onReveal = vi.fn();
    renderWithSite(<Harness ticket={null} onReveal={onReveal} />);
    expect(screen.getByTestId('scratch-ticket')).toHaveAttribute('data-state', 'unsold');
    rubCell(screen.getByTestId('scratch-foil'), 0);
    expect(onReveal).not.toHaveBeenCalled();
    for (const cell of ALL_CELLS) expect(screen.getByTestId(`scratch-key-${cell}`)).toBeDisabled();
  });

  it('lights the winning cells only when the whole ticket is revealed', () => {
    renderWithSite(<Harness ticket={winningTicket()} onReveal={() => {}} />);
    const foil = screen.getByTestId('scratch-foil');
    for (const cell of [1, 4, 8]) rubCell(foil, cell);
    expect(screen.getByTestId('scratch-ticket')).toHaveAttribute('data-state', 'scratching');
    expect(screen.getByTestId('scratch-cell-1')).not.toHaveAttribute('data-winning');
    for (const cell of [0, 2, 3, 5, 6, 7]) rubCell(foil, cell);
    expect(screen.getByTestId('scratch-ticket')).toHaveAttribute('data-state', 'revealed');
    expect(
      ALL_CELLS.filter((cell) => screen.getByTestId(`scratch-cell-${cell}`).hasAttribute('data-winning')),
    ).toEqual([1, 4, 8]);
    expect(screen.getByTestId('scratch-key-8')).toHaveAccessibleName('Cell 9: Lucky cat, winning');
  });
});
