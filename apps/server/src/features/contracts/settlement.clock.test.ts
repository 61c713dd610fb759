// The settlement's one clock (issue 14 §6): the jobs and the operator's run read it; a demo or a
// journey sets it ahead (SETTLEMENT_CLOCK_OFFSET_MINUTES) to settle today's periods without waiting.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contractsPaths } from '@playdeck/contract/contracts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders } from '../../test-support/payments';
import { settlementClock } from './settlement.service';

let ahead: TestApp;

beforeAll(async () => {
  ahead = await buildTestApp({ env: { SETTLEMENT_CLOCK_OFFSET_MINUTES: '1440' } });
}, 120_000);
afterAll(() => ahead.close());

it('settles the site’s today once the clock runs a day ahead, and refuses the day after', async () => {
  const today = new Date(Date.now() + 480 * 60_000).toISOString().slice(0, 10);
  const dayAfter = new Date(Date.now() + 480 * 60_000 + 2 * 86_400_000).toISOString().slice(0, 10);
  const headers = { ...(await operatorHeaders(ahead.app)), 'accept-language': 'en' };
  const run = (periodKey: string) =>
    ahead.app.inject({
      method: 'POST',
      url: contractsPaths.run,
      headers,
      payload: { type: 'DAILY', periodKey },
    });
  const settled = await run(`DW:${today}`);
  expect(settled.statusCode, settled.body).toBe(200);
  expect(settled.json().value).toMatchObject({ status: 'DONE', periodKey: `DW:${today}` });
  const refused = await run(`DW:${dayAfter}`);
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({
    code: 'PERIOD_NOT_ENDED',
    fields: { periodKey: 'This period has not ended yet' },
  });
});

it('runs the app’s own clock ahead by the minutes, or is that clock', () => {
  const fixed = () => new Date('2026-01-01T00:00:00Z');
  expect(settlementClock(fixed, 0)).toBe(fixed);
  expect(settlementClock(fixed, 90)()).toEqual(new Date('2026-01-01T01:30:00Z'));
});
