// Proves the banners call: a group's enabled banners in order and in the asked language, with what a
// click does, and a refused unknown group.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { bannersTable } from './content.table';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('GET /api/content/banners', () => {
  it('answers the home carousel by default, in order, with its links', async () => {
    const value = (await get('/api/content/banners', { 'accept-language': 'en' })).json().value;
    expect(value).toHaveLength(3);
    expect(value[0]).toEqual({
      id: expect.any(Number),
      groupName: 'w_home',
      title: '26 house slots, provably fair',
      url: '/banners/slots.webp',
      linkageType: 'ROUTE',
      linkUrl: '/rng',
    });
  });

  it('answers another group and language', async () => {
    const value = (await get('/api/content/banners?groupName=w_reg&lang=vi')).json().value;
    expect(value).toEqual([
      expect.objectContaining({ title: 'Tham gia và chơi ngay hôm nay', linkUrl: null }),
    ]);
  });

  it('leaves out disabled banners', async () => {
    const { db } = testApp.database;
    await db.update(bannersTable).set({ enabled: false }).where(eq(bannersTable.groupName, 'w_leftmenu'));
    expect((await get('/api/content/banners?groupName=w_leftmenu')).json().value).toEqual([]);
  });

  it('refuses an unknown group or language', async () => {
    const response = await get('/api/content/banners?groupName=w_nowhere');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['groupName']);
    expect((await get('/api/content/banners?lang=fr')).statusCode).toBe(400);
  });
});
