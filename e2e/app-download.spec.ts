// Journey: the demo member opens the side menu's iOS link and lands on the app download page in a
// new tab, signed in by the link's token and in the link's language (SPEC.md §2); the site is an
// installable app (docs/decisions/018-app-download.md): a valid manifest whose icons load, a service
// worker that controls the page and keeps no API answer, and pages that open without a network,
// from the kept shell or, failing that, the offline page.
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsDemo } from './support/member';
import { expect, test } from './support/test';

// The other journeys block the service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** A PNG's width and height, from its header (the IHDR chunk comes first). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function checkManifest(page: Page, request: APIRequestContext) {
  // Linked once the page has loaded (public/pwa.js).
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });
  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe(icon.type);
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(touchIcon!)).body())).toBe('180x180');
}

/** The URLs the service worker keeps, across its caches. */
function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('the side menu’s iOS link opens the app download page, signed in and in the link’s language', async ({
  page,
  context,
  request,
}) => {
  await signInAsDemo(page);
  const sideMenu = page.getByTestId('side-menu');
  const ios = sideMenu.getByRole('link', { name: /iOS$/ });
  await ios.scrollIntoViewIfNeeded();
  // The demo has no iOS link of its own: the code opens the site's own page with language and token.
  await expect(ios).toHaveAttribute('href', /^\/app-download\?lang=vi&token=[^&]+$/);
  const [appPage] = await Promise.all([context.waitForEvent('page'), ios.click()]);

  // The token has signed the new tab in (and left its address); the language is the link's.
  await expect(appPage).toHaveURL(/\/app-download\?lang=vi$/);
  await expect(appPage.getByRole('heading', { level: 1, name: 'Tải ứng dụng' })).toBeVisible();
  await expect(appPage.getByTestId('member-menu')).toBeVisible();
  await expect(appPage).toHaveTitle('Tải ứng dụng · Playdeck');
  // Chromium without an install offer (a test browser never makes one) gets the words.
  await expect(appPage.getByText(/Mở trang này bằng Chrome trên điện thoại Android/)).toBeVisible();
  await expect(appPage.getByRole('link', { name: 'Tải cho Android' })).toHaveAttribute(
    'href',
    'https://download.playdeck.example/android/playdeck.apk',
  );
  await expect(appPage.getByRole('img', { name: 'Mã QR của trang này' })).toBeVisible();
  await expect(appPage.getByRole('img', { name: 'Mã QR tải ứng dụng Android' })).toBeVisible();
  await checkManifest(appPage, request);
});

test('a link in another language switches the interface to it', async ({ page }) => {
  await page.goto('/app-download?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Get the app' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Install the app' })).toBeVisible();
});

test('the service worker controls the site, keeps no API answer, and pages open without a network', async ({
  page,
  context,
}) => {
  await page.goto('/app-download');
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptUrl).toMatch(/\/sw\.js$/);
  // It takes the page that registered it over at once.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // A page navigated to with the worker in control, then reloaded without a network: the kept
  // shell starts the app, which says it cannot reach the server.
  await page.goto('/promotions');
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  const kept = await keptUrls(page);
  expect(kept).toEqual(expect.arrayContaining(['/index.html', '/offline.html', '/manifest.webmanifest']));
  expect(kept.filter((url) => url.startsWith('/api/') || url.startsWith('/house/api/'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Kết nối mạng bất thường, vui lòng thử lại')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();

  // Without the shell (a cache the browser has partly dropped), the offline page stands in.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) await (await caches.open(name)).delete('/index.html');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bạn đang ngoại tuyến' })).toBeVisible();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();

  // Back online, the page the member wanted comes back by itself (or with the retry button).
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Khuyến mãi' })).toBeVisible();
});
