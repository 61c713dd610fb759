// Proves the vendor lanes come from the vendor table, and the content calls answer per language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorsTable } from './lobby.table';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/lobby/vendors', () => {
  it('answers the house studios as lanes with the prize mode', async () => {
    const value = (await testApp.app.inject({ method: 'GET', url: '/api/lobby/vendors' })).json().value;
    // The house studios' lanes in lane order. The demo's transfer-wallet sports exchange (PDXFER)
    // has no games to play, so it has no lane.
    const titles = value.lanes.map((lane: { title: string }) => lane.title);
    expect(titles).toEqual([
      'LOTT',
      'ELOTT',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'FISH',
      'RNG',
      'PVP',
      'BINGO',
    ]);
    const rng = value.lanes.find((lane: { title: string }) => lane.title === 'RNG');
    expect(rng.cards[0]).toMatchObject({
      vassalage: 'PDSLOT',
      gameType: 'RNG',
      lagerIcon: '/vendors/PDSLOT.svg',
    });
    expect(value.prizeMode).toBe('ELOTT');
  });

  it('sees a vendor change after a flush', async () => {
    await testApp.database.db
      .update(vendorsTable)
      .set({ enabled: false })
      .where(eq(vendorsTable.code, 'PDLIVE'));
    const cached = (await testApp.app.inject({ method: 'GET', url: '/api/lobby/vendors' })).json().value;
    expect(cached.lanes.map((lane: { title: string }) => lane.title)).toContain('LIVE');
    const flushed = (await testApp.app.inject({ method: 'GET', url: '/api/lobby/vendors?flush=true' })).json()
      .value;
    expect(flushed.lanes.map((lane: { title: string }) => lane.title)).not.toContain('LIVE');
  });

  it('refuses a malformed flush flag', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/lobby/vendors?flush=maybe' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['flush']);
  });
});

describe('content', () => {
  it('answers notices and help topics in the asked language', async () => {
    const vi = (await testApp.app.inject({ method: 'GET', url: '/api/content/notices?lang=vi' })).json()
      .value;
    expect(vi[0].title).toBe('Chào mừng đến với Playdeck');
    const en = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/content/help',
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      })
    ).json().value;
    expect(en.map((topic: { code: string }) => topic.code)).toEqual([
      'about',
      'term',
      'privacy',
      'responsible',
      'faq',
      'contact',
    ]);
    expect(en[0].title).toBe('About us');
  });
});
