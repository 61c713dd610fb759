// Proves the operator's banner calls: a banner added, changed, disabled or taken down shows in (or
// leaves) the public carousel of its group and language, pictures and links are only site paths or
// https addresses as the linkage type says, every bad input is refused field by field with nothing
// stored, an unknown id is 404, and only an operator may call them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';
import { operatorHeaders } from '../../test-support/payments';

let testApp: TestApp;
let operator: { authorization: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const write = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = operator,
) => testApp.app.inject({ method, url, payload: payload as object, headers });

const banner = (overrides: Record<string, unknown> = {}) => ({
  groupName: 'w_home',
  language: 'en',
  title: 'Lottery draws every hour',
  imageUrl: '/banners/lottery.svg',
  linkageType: 'ROUTE',
  linkUrl: '/lottery',
  sortOrder: 1,
  ...overrides,
});
type PublicBanner = { id: number; title: string; url: string; linkageType: string; linkUrl: string | null };
const publicBanners = async (query: string): Promise<PublicBanner[]> =>
  (await get(`/api/content/banners?${query}`)).json().value;
const operatorBanners = async () => (await get('/api/operator/banners', operator)).json().value;

describe('operator banners', () => {
  it('lists every banner of every group and language', async () => {
    const banners = await operatorBanners();
    expect(banners).toHaveLength(10);
    expect(banners[0]).toEqual({
      id: expect.any(Number),
      groupName: 'w_home',
      language: 'en',
      title: '26 house slots, provably fair',
      imageUrl: '/banners/slots.webp',
      linkageType: 'ROUTE',
      linkUrl: '/rng',
      enabled: true,
      sortOrder: 0,
    });
  });

  it('adds a banner that the carousel shows in its place', async () => {
    const response = await write('POST', '/api/operator/banners', banner());
    expect(response.statusCode).toBe(200);
    const created = response.json().value;
    expect(created).toEqual({ id: expect.any(Number), ...banner(), enabled: true });
    // Equal orders keep the older banner first: the seeded one at 1, then this one.
    const carousel = await publicBanners('lang=en');
    expect(carousel.map((item) => item.title)).toEqual([
      '26 house slots, provably fair',
      'Live baccarat around the clock',
      'Lottery draws every hour',
      'Every spin grows the jackpot',
    ]);
    expect(carousel[2]).toEqual({
      id: created.id,
      groupName: 'w_home',
      title: 'Lottery draws every hour',
      url: '/banners/lottery.svg',
      linkageType: 'ROUTE',
      linkUrl: '/lottery',
    });
    expect(await publicBanners('lang=vi')).toHaveLength(3);
    await write('DELETE', `/api/operator/banners/${created.id}`);
  });

  it('takes an https picture and link, and an empty link as none', async () => {
    const external = await write(
      'POST',
      '/api/operator/banners',
      banner({
        imageUrl: 'https://cdn.example.com/a.png',
        linkageType: 'URL',
        linkUrl: 'https://example.com/promo',
      }),
    );
    expect(external.statusCode).toBe(200);
    expect(external.json().value).toMatchObject({ linkageType: 'URL', linkUrl: 'https://example.com/promo' });
    const plain = await write('POST', '/api/operator/banners', banner({ linkageType: 'NONE', linkUrl: '' }));
    expect(plain.statusCode).toBe(200);
    expect(plain.json().value).toMatchObject({
      linkageType: 'NONE',
      linkUrl: null,
      enabled: true,
      sortOrder: 1,
    });
    const defaults = await write(
      'POST',
      '/api/operator/banners',
      banner({ linkageType: 'NONE', linkUrl: undefined, sortOrder: undefined }),
    );
    expect(defaults.json().value).toMatchObject({ linkUrl: null, enabled: true, sortOrder: 0 });
    for (const response of [external, plain, defaults])
      await write('DELETE', `/api/operator/banners/${response.json().value.id}`);
  });

  it('hides a disabled banner from the site but keeps it for the operator', async () => {
    const { id } = (await write('POST', '/api/operator/banners', banner({ groupName: 'w_reg' }))).json()
      .value;
    expect((await publicBanners('groupName=w_reg&lang=en')).map((item) => item.id)).toContain(id);
    const disabled = await write(
      'PUT',
      `/api/operator/banners/${id}`,
      banner({ groupName: 'w_reg', enabled: false }),
    );
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().value).toMatchObject({ id, enabled: false });
    expect((await publicBanners('groupName=w_reg&lang=en')).map((item) => item.id)).not.toContain(id);
    expect((await operatorBanners()).find((item: { id: number }) => item.id === id)).toMatchObject({
      enabled: false,
    });
    await write('DELETE', `/api/operator/banners/${id}`);
  });

  it('moves a changed banner to its new group and language, then takes it down', async () => {
    const { id } = (await write('POST', '/api/operator/banners', banner())).json().value;
    const moved = await write(
      'PUT',
      `/api/operator/banners/${id}`,
      banner({
        groupName: 'w_leftmenu',
        language: 'vi',
        title: 'Xổ số mỗi giờ',
        linkageType: 'NONE',
        linkUrl: null,
      }),
    );
    expect(moved.json().value).toMatchObject({ id, groupName: 'w_leftmenu', language: 'vi', linkUrl: null });
    expect((await publicBanners('lang=en')).map((item) => item.id)).not.toContain(id);
    expect(await publicBanners('groupName=w_leftmenu&lang=vi')).toContainEqual(
      expect.objectContaining({ id, title: 'Xổ số mỗi giờ', linkageType: 'NONE', linkUrl: null }),
    );

    expect((await write('DELETE', `/api/operator/banners/${id}`)).json()).toEqual({
      success: true,
      value: null,
    });
    expect((await publicBanners('groupName=w_leftmenu&lang=vi')).map((item) => item.id)).not.toContain(id);
  });

  it('answers 404 for an unknown banner, in the reader language', async () => {
    for (const [method, language, message] of [
      ['PUT', 'en', 'This banner does not exist'],
      ['DELETE', 'vi', 'Banner này không tồn tại'],
    ] as const) {
      const missing = await write(
        method,
        '/api/operator/banners/999999',
        method === 'PUT' ? banner() : undefined,
        {
          ...operator,
          'accept-language': language,
        },
      );
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'BANNER_NOT_FOUND', message });
    }
    const badId = await write('PUT', '/api/operator/banners/0', banner());
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().fields)).toEqual(['id']);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = await operatorBanners();
    for (const [body, field] of [
      [banner({ groupName: 'w_nowhere' }), 'groupName'],
      [banner({ language: 'fr' }), 'language'],
      [banner({ title: undefined }), 'title'],
      [banner({ title: ' ' }), 'title'],
      [banner({ title: 'x'.repeat(121) }), 'title'],
      [banner({ imageUrl: '' }), 'imageUrl'],
      [banner({ imageUrl: 'javascript:alert(1)' }), 'imageUrl'],
      [banner({ imageUrl: 'data:image/svg+xml;base64,PHN2Zz4=' }), 'imageUrl'],
      [banner({ imageUrl: 'http://cdn.example.com/a.png' }), 'imageUrl'],
      [banner({ imageUrl: '//evil.example.com/a.png' }), 'imageUrl'],
      [banner({ imageUrl: '/\\evil.example.com/a.png' }), 'imageUrl'],
      [banner({ imageUrl: 'banners/a.png' }), 'imageUrl'],
      [banner({ imageUrl: 'https://' }), 'imageUrl'],
      [banner({ imageUrl: `/${'x'.repeat(500)}` }), 'imageUrl'],
      [banner({ linkageType: 'POPUP' }), 'linkageType'],
      [banner({ linkUrl: undefined }), 'linkUrl'],
      [banner({ linkUrl: '  ' }), 'linkUrl'],
      [banner({ linkUrl: 'lottery' }), 'linkUrl'],
      [banner({ linkUrl: 'https://example.com' }), 'linkUrl'],
      [banner({ linkUrl: '//evil.example.com' }), 'linkUrl'],
      [banner({ linkageType: 'URL', linkUrl: null }), 'linkUrl'],
      [banner({ linkageType: 'URL', linkUrl: 'http://example.com' }), 'linkUrl'],
      [banner({ linkageType: 'URL', linkUrl: 'javascript:alert(1)' }), 'linkUrl'],
      [banner({ linkageType: 'URL', linkUrl: '/lottery' }), 'linkUrl'],
      [banner({ linkageType: 'NONE', linkUrl: '/lottery' }), 'linkUrl'],
      [banner({ enabled: 'yes' }), 'enabled'],
      [banner({ sortOrder: -1 }), 'sortOrder'],
      [banner({ sortOrder: 10_001 }), 'sortOrder'],
    ] as const) {
      const response = await write('POST', '/api/operator/banners', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields), JSON.stringify(body)).toEqual([field]);
    }
    expect(await operatorBanners()).toEqual(before);
  });

  it('names every broken field at once, in the reader language', async () => {
    const english = await write(
      'POST',
      '/api/operator/banners',
      banner({
        title: '',
        imageUrl: 'http://cdn.example.com/a.png',
        linkageType: 'URL',
        linkUrl: 'http://x.example',
      }),
      { ...operator, 'accept-language': 'en' },
    );
    expect(english.json().fields).toEqual({
      title: 'Input cannot be empty',
      imageUrl: 'Please enter a site path starting with / or an address starting with https://',
      linkUrl: 'Please enter an address starting with https://',
    });
    const vietnamese = await write('POST', '/api/operator/banners', banner({ linkageType: 'NONE' }), {
      ...operator,
      'accept-language': 'vi',
    });
    expect(vietnamese.json().fields).toEqual({
      linkUrl: 'Banner không mở gì thì không có liên kết: vui lòng để trống',
    });
    const route = await write('POST', '/api/operator/banners', banner({ linkUrl: 'lottery' }), {
      ...operator,
      'accept-language': 'en',
    });
    expect(route.json().fields).toEqual({ linkUrl: 'Please enter a site path starting with /' });
  });

  it('leaves a banner unchanged when a change is refused', async () => {
    const { id } = (await write('POST', '/api/operator/banners', banner({ title: 'Keep me' }))).json().value;
    const refused = await write(
      'PUT',
      `/api/operator/banners/${id}`,
      banner({ imageUrl: 'javascript:alert(1)' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['imageUrl']);
    expect(await publicBanners('lang=en')).toContainEqual(
      expect.objectContaining({ id, title: 'Keep me', url: '/banners/lottery.svg' }),
    );
    await write('DELETE', `/api/operator/banners/${id}`);
  });

  it('is for operators only', async () => {
    const member = await authHeader(testApp.app, { username: 'demo', password: 'Demo2026' });
    const [first] = await operatorBanners();
    expect((await get('/api/operator/banners')).statusCode).toBe(401);
    expect((await write('DELETE', `/api/operator/banners/${first.id}`, undefined, {})).statusCode).toBe(401);
    expect((await get('/api/operator/banners', member)).statusCode).toBe(403);
    expect((await write('POST', '/api/operator/banners', banner(), member)).statusCode).toBe(403);
    expect((await write('PUT', `/api/operator/banners/${first.id}`, banner(), member)).statusCode).toBe(403);
    expect((await write('DELETE', `/api/operator/banners/${first.id}`, undefined, member)).statusCode).toBe(
      403,
    );
    expect(await operatorBanners()).toHaveLength(10);
  });
});
