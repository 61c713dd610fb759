// Proves the login guard of SPEC.md §2 and §4: a visitor is sent to /login, a trial member stays on
// the lobby with the "real account needed" prompt (shown once), and a member gets the page; the
// operator console waits for member info when a token arrived from the address without its type.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { SESSION_KEYS, endSession, sessionStore, startSession } from '../lib/session';
import { renderWithSite } from '../test-support/render-with-site';
import { RequireLogin, RequireOperator } from './guards';

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

describe('RequireOperator', () => {
  const visitConsole = () =>
    renderWithSite(
      <Routes>
        <Route path="/operator/login" element={<p>operator sign-in</p>} />
        <Route
          path="/operator"
          element={
            <RequireOperator>
              <p>console</p>
            </RequireOperator>
          }
        />
      </Routes>,
      { path: '/operator' },
    );

  afterEach(() => vi.unstubAllGlobals());

  it('sends members to the operator sign-in and lets operators in', () => {
    startSession('token', { account: 'player01', type: 0 });
    const { unmount } = visitConsole();
    expect(screen.getByText('operator sign-in')).toBeInTheDocument();
    unmount();
    startSession('token-2', { account: 'operator', type: 9 });
    visitConsole();
    expect(screen.getByText('console')).toBeInTheDocument();
  });

  it('waits for member info when the token came from the address', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'from-url');
    sessionStore.set({ ...sessionStore.get(), token: 'from-url', isLogin: true, accountType: null });
    const member = {
      id: 1,
      account: 'operator',
      nickname: 'Operator',
      type: 9,
      isAgent: false,
      isTrial: false,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, value: { ...member, totpEnabled: false } })),
    );
    visitConsole();
    expect(screen.queryByText('operator sign-in')).toBeNull();
    expect(await screen.findByText('console')).toBeInTheDocument();
  });
});
