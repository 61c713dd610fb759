// What the live house-game journeys share: the demo member's launch of a house game (the address the
// lobby's launch answers, opened as the game popup's frame would), and the wait for a betting phase
// with enough time left that a bet is not late.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, sessionToken } from './operator';

/** Signs the demo member in through the API; answers the session token. */
export function demoToken(request: APIRequestContext): Promise<string> {
  return sessionToken(request, DEMO.member, 'member');
}

/** Signs the demo member in through the API and launches a house game; answers its address. */
export async function launchAsDemo(request: APIRequestContext, vendorCode: string, gameCode: string) {
  const token = await demoToken(request);
  const launched = await request.post('/api/lobby/launch', {
    data: { vendorCode, gameCode },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(launched.ok()).toBe(true);
  return ((await launched.json()).value as { url: string }).url;
}

/**
 * Waits for a betting phase (the current one, or the next) with at least `secondsNeeded` left on the
 * page's countdown, read by `secondsLeft`.
 */
export async function waitForBetting(
  page: Page,
  options: {
    phaseTestId: string;
    secondsNeeded: number;
    /** How long a whole round may take to come back to betting. */
    roundTimeoutMs: number;
    secondsLeft: (countdown: string | null) => number;
  },
) {
  const phase = page.getByTestId(options.phaseTestId);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(phase).toHaveAttribute('data-phase', 'betting', { timeout: options.roundTimeoutMs });
    const left = options.secondsLeft(await page.getByTestId('countdown').textContent());
    if (left >= options.secondsNeeded) return;
    await expect(phase).not.toHaveAttribute('data-phase', 'betting', { timeout: 10_000 });
  }
  throw new Error('no betting phase with time left');
}
