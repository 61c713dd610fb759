// Proves the game tile: the hot badge, the free-trial button only when the game offers one
// (supportPlay 0), the favourite toggle's pressed state and its one action per 1000 ms.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameItem } from '@playdeck/contract/lobby';
import { GameTile } from './GameTile';

const game: GameItem = {
  nodeId: 7,
  gameName: 'Lucky Dragon',
  gameCode: 'lucky-dragon',
  iconUrl: '/house/art/slots/lucky-dragon.svg',
  vassalage: 'PDSLOT',
  vendorName: 'Playdeck Slots',
  vendorIcon: '/vendors/PDSLOT.svg',
  gameType: 'RNG',
  gameClassify: 'SC',
  isHot: 1,
  supportPlay: 1,
  isGame: 'GAME',
};

function renderTile(overrides: Partial<GameItem> = {}, favourite = false) {
  const handlers = { onPlay: vi.fn(), onTry: vi.fn(), onToggleFavourite: vi.fn() };
  render(<GameTile game={{ ...game, ...overrides }} favourite={favourite} {...handlers} />);
  return handlers;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GameTile', () => {
  it('shows the hot badge, the vendor icon and a start button', async () => {
    const { onPlay } = renderTile();
    expect(screen.getByText('Hot')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Playdeck Slots' })).toHaveAttribute('src', '/vendors/PDSLOT.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Play Lucky Dragon' }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 7 }));
    expect(screen.queryByRole('button', { name: 'Free trial' })).not.toBeInTheDocument();
  });

  it('offers the free trial only when supportPlay is 0, and no badge for a game that is not hot', async () => {
    const { onTry } = renderTile({ supportPlay: 0, isHot: 0 });
    expect(screen.queryByText('Hot')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Free trial' }));
    expect(onTry).toHaveBeenCalledTimes(1);
  });

  it('marks a favourite as pressed', () => {
    renderTile({}, true);
    expect(screen.getByRole('button', { name: 'Remove Lucky Dragon from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lets one favourite toggle through per 1000 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const { onToggleFavourite } = renderTile();
    const toggle = screen.getByRole('button', { name: 'Add Lucky Dragon to favourites' });
    const user = userEvent.setup();
    await user.click(toggle);
    await user.click(toggle);
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-01-01T00:00:01Z'));
    await user.click(toggle);
    expect(onToggleFavourite).toHaveBeenCalledTimes(2);
  });
});
