// Proves the game page's frame says free play plainly: a session the server opened in play money
// (demo) shows the notice above the game and beside the balance; a member's real session shows
// neither.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { HouseSessionValue } from '@playdeck/contract/house';
import { renderWithSite } from '../../../test-support/render-with-site';
import { houseApi } from '../api/house-api';
import { GameShell } from './GameShell';

const session = (demo: boolean): HouseSessionValue => ({
  sessionToken: 'game-token',
  playerId: demo ? -12 : 12,
  vendorCode: 'PDSLOT',
  gameCode: 'lucky-dragon',
  kind: 'slots',
  language: 'en',
  balance: '2000.00',
  demo,
});

function renderShell(demo: boolean) {
  sessionStorage.setItem('playdeck.house.slots.lucky-dragon', JSON.stringify(session(demo)));
  renderWithSite(
    <Routes>
      <Route
        path="/house/:kind/:gameCode"
        element={
          <GameShell title="Lucky Dragon" balance="2000.00" api={houseApi('game-token')} playerSeeds={false}>
            <p>reels</p>
          </GameShell>
        }
      />
    </Routes>,
    { path: '/house/slots/lucky-dragon' },
  );
}

afterEach(() => sessionStorage.clear());

describe('GameShell', () => {
  it('says that a free-play session plays with play money', () => {
    renderShell(true);
    expect(screen.getByTestId('demo-money')).toHaveTextContent(
      'Free play. You are playing with play money: nothing you stake is real and nothing you win is paid.',
    );
    expect(screen.getByText('play money')).toBeInTheDocument();
  });

  it('says nothing of the kind for a member’s real session', () => {
    renderShell(false);
    expect(screen.queryByTestId('demo-money')).not.toBeInTheDocument();
    expect(screen.getByTestId('house-balance')).toHaveTextContent('2000.00');
  });
});
