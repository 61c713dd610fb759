// Proves the member centre's responsible gaming: each deposit and loss limit with what it leaves and a raise waiting
// for its time in site time, saving the three limits (an empty field is no limit) with the server's
// per-field refusal shown on its field, the previous sign-in, and a break that asks first and then
// signs the tab out; the reality check and the session-time limit saved, with a raise waiting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ResponsibleGaming } from '@playdeck/contract/responsible-gaming';
import { endSession, rememberPreviousSignIn, sessionStore, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { ResponsibleGamingSection } from './ResponsibleGamingSection';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endSession();
});

const summary: ResponsibleGaming = {
  depositLimits: [
    { period: 'day', amount: '100.00', used: '30.00', remaining: '70.00', pending: null },
    {
      period: 'week',
      amount: '300.00',
      used: '30.00',
      remaining: '270.00',
      // 16:30 UTC is 00:30 the next day at the site (GMT+8).
      pending: { amount: '900.00', effectiveAt: '2026-11-29T16:30:00.000Z' },
    },
    { period: 'month', amount: null, used: '30.00', remaining: null, pending: null },
  ],
  lossLimits: [
    { period: 'day', amount: '20.00', used: '7.50', remaining: '12.50', pending: null },
    { period: 'week', amount: null, used: '7.50', remaining: null, pending: null },
    { period: 'month', amount: null, used: '7.50', remaining: null, pending: null },
  ],
  exclusion: null,
  play: {
    realityCheckMinutes: 30,
    sessionLimitMinutes: 120,
    pendingSessionLimit: { minutes: 240, effectiveAt: '2026-11-29T16:30:00.000Z' },
  },
};

function renderSection(handlers: Record<string, Handler> = {}) {
  startSession('token-1', { account: 'player01', type: 0 });
  const api = stubAgentApi({ 'GET /api/responsible-gaming': summary, ...handlers });
  return { ...renderWithSite(<ResponsibleGamingSection />), api };
}

describe('ResponsibleGamingSection', () => {
  it('shows each limit, what it leaves and a raise waiting, in site time', async () => {
    renderSection();
    const day = await screen.findByTestId('limit-day');
    expect(day).toHaveTextContent('Deposited: $30.00');
    expect(day).toHaveTextContent('Left: $70.00');
    expect(screen.getByTestId('limit-week')).toHaveTextContent(/Rises to \$900\.00 on 11\/30\/26, 12:30\sAM/);
    expect(screen.getByTestId('limit-month')).not.toHaveTextContent('Left');
    expect(screen.getByLabelText('Per 24 hours')).toHaveValue('100.00');
    expect(screen.getByLabelText('Per 30 days')).toHaveValue('');
  });

  it('shows the loss limits with what is lost and left, and saves them apart from the deposit limits', async () => {
    const { user, api } = renderSection({
      'PUT /api/responsible-gaming/loss-limits': summary,
    });
    const day = await screen.findByTestId('loss-limit-day');
    expect(day).toHaveTextContent('Lost: $7.50');
    expect(day).toHaveTextContent('Left: $12.50');
    expect(screen.getByLabelText('Losses per 24 hours')).toHaveValue('20.00');
    await user.type(screen.getByLabelText('Losses per 7 days'), '100');
    await user.click(screen.getByRole('button', { name: 'Save loss limits' }));
    expect(await screen.findByText('Your loss limits are saved.')).toBeInTheDocument();
    expect(api.last('PUT /api/responsible-gaming/loss-limits')?.body).toEqual({
      day: '20.00',
      week: '100',
      month: null,
    });
    expect(api.last('PUT /api/responsible-gaming/deposit-limits')).toBeUndefined();
  });

  it('saves the three limits, an empty field as no limit, and shows a refusal on its field', async () => {
    const { user, api } = renderSection({
      'PUT /api/responsible-gaming/deposit-limits': (request) =>
        (request.body as { day: string }).day === '5000.00'
          ? refusal(400, 'VALIDATION_FAILED', 'Some fields are not valid', { day: 'Too much for today' })
          : { body: { success: true, value: summary } },
    });
    const day = await screen.findByLabelText('Per 24 hours');
    await user.clear(day);
    await user.type(day, '50');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Your deposit limits are saved.')).toBeInTheDocument();
    expect(api.last('PUT /api/responsible-gaming/deposit-limits')?.body).toEqual({
      day: '50',
      week: '300.00',
      month: null,
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.clear(day);
    await user.type(day, '5000.00');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findAllByText('Too much for today')).not.toHaveLength(0);
  });

  it('refuses a malformed amount before asking the server', async () => {
    const { user, api } = renderSection();
    const week = await screen.findByLabelText('Per 7 days');
    await user.clear(week);
    await user.type(week, '-3');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findAllByText('Please enter an amount with at most two decimals')).not.toHaveLength(
      0,
    );
    expect(api.to('PUT /api/responsible-gaming/deposit-limits')).toHaveLength(0);
  });

  it('shows the previous sign-in', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    rememberPreviousSignIn('2026-11-27T02:00:00.000Z');
    stubAgentApi({ 'GET /api/responsible-gaming': summary });
    renderWithSite(<ResponsibleGamingSection />);
    expect(await screen.findByTestId('previous-sign-in')).toHaveTextContent(
      /Your previous sign-in: Nov 27, 2026, 10:00\sAM/,
    );
  });

  it('asks before a break, then starts it and signs the tab out', async () => {
    const { user, api } = renderSection({
      'POST /api/responsible-gaming/exclusion': {
        kind: 'selfExclusion',
        startsAt: '2026-11-28T10:00:00.000Z',
        endsAt: '2027-05-28T10:00:00.000Z',
      },
    });
    await user.selectOptions(await screen.findByLabelText('Length'), '6 months');
    await user.click(screen.getByRole('button', { name: 'Start the break' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Exclude yourself for 6 months?');
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }));
    expect(await screen.findByText(/Your break has started/)).toBeInTheDocument();
    expect(api.last('POST /api/responsible-gaming/exclusion')?.body).toEqual({
      kind: 'selfExclusion',
      months: 6,
    });
    await waitFor(() => expect(sessionStore.get().isLogin).toBe(false));
  });

  it('shows the reality check and the session-time limit with a raise waiting, and saves both', async () => {
    const { user, api } = renderSection({
      'PUT /api/responsible-gaming/play-settings': summary,
    });
    const check = await screen.findByLabelText('Reality check');
    expect(check).toHaveDisplayValue('Every 30 minutes');
    const limit = screen.getByLabelText('Session-time limit');
    expect(limit).toHaveDisplayValue('2 hours');
    expect(screen.getByTestId('session-limit-pending')).toHaveTextContent(
      /Rises to 4 hours on 11\/30\/26, 12:30\sAM/,
    );
    await user.selectOptions(check, 'Every 1 hour');
    await user.selectOptions(limit, 'No limit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your reality check and session-time limit are saved.'),
    ).toBeInTheDocument();
    expect(api.last('PUT /api/responsible-gaming/play-settings')?.body).toEqual({
      realityCheckMinutes: 60,
      sessionLimitMinutes: null,
    });
  });
});
