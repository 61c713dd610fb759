// Proves the login guard of SPEC.md §2 and §4: a visitor is sent to /login, a trial member stays on
// the lobby with the "real account needed" prompt (shown once), and a member gets the page.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { endSession, startSession } from '../lib/session';
import { renderWithSite } from '../test-support/render-with-site';
import { RequireLogin } from './guards';

function visitMemberCentre() {
  return renderWithSite(
    <Routes>
      <Route path="/" element={<p>lobby</p>} />
      <Route path="/login" element={<p>login route</p>} />
      <Route
        path="/member"
        element={
          <RequireLogin>
            <p>member centre</p>
          </RequireLogin>
        }
      />
    </Routes>,
    { path: '/member' },
  );
}

afterEach(() => endSession());

describe('RequireLogin', () => {
  it('sends a visitor to /login', () => {
    visitMemberCentre();
    expect(screen.getByText('login route')).toBeInTheDocument();
  });

  it('keeps a trial member on the lobby and prompts for a real account once', async () => {
    startSession('trial-token', { account: 'guest123', type: 4 });
    visitMemberCentre();
    expect(screen.getByText('lobby')).toBeInTheDocument();
    expect(await screen.findAllByRole('dialog', { name: 'Real account needed' })).toHaveLength(1);
  });

  it('lets a member in', () => {
    startSession('token', { account: 'player01', type: 0 });
    visitMemberCentre();
    expect(screen.getByText('member centre')).toBeInTheDocument();
  });
});
