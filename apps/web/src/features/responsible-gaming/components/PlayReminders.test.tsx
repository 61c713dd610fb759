// Proves the reminders of a signed-in member: the previous sign-in shown once at sign-in, and the
// reality check on the whole interval from the sign-in by the server's clock, showing the time and
// money since with a way to keep playing, to see the record, or to stop (sign out).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { PlaySession } from '@playdeck/contract/responsible-gaming';
import { endSession, rememberPreviousSignIn, sessionStore, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { stubAgentApi } from '../../../test-support/test-fetch';
import { nextCheckAt, PlayReminders } from './PlayReminders';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endSession();
});

const session = (overrides: Partial<PlaySession> = {}): PlaySession => ({
  signedInAt: '2026-11-28T10:00:00.000Z',
  endsAt: '2026-11-28T22:00:00.000Z',
  now: '2026-11-28T10:20:00.000Z',
  realityCheckMinutes: 15,
  rounds: 12,
  staked: '120.00',
  won: '87.50',
  net: '-32.50',
  ...overrides,
});

describe('nextCheckAt', () => {
  const at = (iso: string) => Date.parse(iso);

  it('falls on the next whole interval from the sign-in', () => {
    const now = at('2026-11-28T10:20:00.000Z');
    expect(nextCheckAt(session(), now, now)).toBe(at('2026-11-28T10:30:00.000Z'));
    expect(nextCheckAt(session(), now, at('2026-11-28T10:30:00.000Z'))).toBe(at('2026-11-28T10:45:00.000Z'));
  });

  it('follows the server clock when the device clock is wrong', () => {
    // The device runs 7 minutes ahead: the check falls 7 minutes later by its clock.
    const deviceNow = at('2026-11-28T10:27:00.000Z');
    expect(nextCheckAt(session(), deviceNow, deviceNow)).toBe(at('2026-11-28T10:37:00.000Z'));
  });

  it('has no check when the member chose none', () => {
    expect(nextCheckAt(session({ realityCheckMinutes: null }), 0, 0)).toBeNull();
  });
});

describe('PlayReminders', () => {
  it('shows the previous sign-in once, at sign-in', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    rememberPreviousSignIn('2026-11-27T02:00:00.000Z');
    stubAgentApi({ 'GET /api/responsible-gaming/session': session({ realityCheckMinutes: null }) });
    const first = renderWithSite(<PlayReminders onStop={async () => {}} />);
    expect(await screen.findByTestId('previous-sign-in-notice')).toHaveTextContent(
      /Your previous sign-in: Nov 27, 2026, 10:00\sAM/,
    );
    await first.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('previous-sign-in-notice')).toBeNull();
    first.unmount();
    renderWithSite(<PlayReminders onStop={async () => {}} />);
    expect(screen.queryByTestId('previous-sign-in-notice')).toBeNull();
  });

  it('opens the reality check at the interval with the time and money since sign-in, and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:29:59.000Z'));
    startSession('token-1', { account: 'player01', type: 0 });
    const api = stubAgentApi({
      // The server's clock answers as the (faked) clock reads.
      'GET /api/responsible-gaming/session': () => ({
        body: { success: true, value: session({ now: new Date().toISOString() }) },
      }),
    });
    const onStop = vi.fn(async () => endSession());
    const { user } = renderWithSite(<PlayReminders onStop={onStop} />);
    await waitFor(() => expect(api.to('GET /api/responsible-gaming/session')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been signed in for 30 minutes.');
    const figures = within(dialog).getByTestId('reality-check');
    expect(figures).toHaveTextContent('Rounds played12');
    expect(figures).toHaveTextContent('Staked$120.00');
    expect(figures).toHaveTextContent('Won$87.50');
    expect(figures).toHaveTextContent(/Net result-\$32\.50/);
    // The figures are asked for again at the check.
    expect(api.to('GET /api/responsible-gaming/session')).toHaveLength(2);
    vi.useRealTimers();
    await user.click(within(dialog).getByRole('button', { name: 'Stop and sign out' }));
    await waitFor(() => expect(sessionStore.get().isLogin).toBe(false));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('shows nothing to the operator looking at the site', () => {
    startSession('token-1', { account: 'operator', type: 9 });
    rememberPreviousSignIn('');
    const api = stubAgentApi({});
    renderWithSite(<PlayReminders onStop={async () => {}} />);
    expect(screen.queryByTestId('previous-sign-in-notice')).toBeNull();
    expect(api.to('GET /api/responsible-gaming/session')).toHaveLength(0);
  });

  it('shows nothing to a trial member', () => {
    startSession('token-1', { account: 'trial01', type: 4 });
    const api = stubAgentApi({});
    renderWithSite(<PlayReminders onStop={async () => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('GET /api/responsible-gaming/session')).toHaveLength(0);
  });
});
