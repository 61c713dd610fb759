// Journey: a visitor's first screens come rendered by the server (decision record 006): the lobby and
// a game list are in the HTML itself, the browser takes them over without redoing any part (no
// hydration mismatch), a press made before the app is ready is not lost, and a member's page or a
// page in another language is rendered in the browser as before.
import { expect, test, type Page } from './support/test';
import { signInAsDemo } from './support/member';

/** Mismatches React recovered from while hydrating (apps/web/src/ssr/hydration.ts keeps them). */
const hydrationErrors = (page: Page) =>
  page.evaluate(() => (window as { __playdeckHydrationErrors?: string[] }).__playdeckHydrationErrors ?? []);

test('the lobby and a game list arrive rendered, with the answers they were made from', async ({
  request,
}) => {
  const home = await request.get('/', { headers: { accept: 'text/html' } });
  expect(home.status()).toBe(200);
  const html = await home.text();
  // The banner, the vendors' lanes and the games are in the markup, before any script has run.
  expect(html).toContain('data-testid="banner-carousel"');
  expect(html).toContain('Rồng May Mắn');
  expect(html).toContain('id="playdeck-page-state"');
  // The app's entry comes after the first paint (boot.js), and no inline script is sent.
  expect(html).toContain('<script type="module" src="/boot.js"></script>');
  expect(html).not.toMatch(/<script>|<script type="module">/);

  const slots = await (await request.get('/rng')).text();
  expect(slots).toContain('data-game-code="lucky-dragon"');
  // The game list's own styles come inline in the head, so the page is styled before its code loads.
  // (A style sheet may hold "<", as in a media query's width<=600px: only "</style>" ends it.)
  expect(slots).toMatch(/<style>(?:(?!<\/style>)[\s\S])+<\/style><\/head>/);

  // A member's page is not rendered on the server: index.html, which the browser renders.
  const member = await (await request.get('/member')).text();
  expect(member).toContain('<div id="root"></div>');
});

test('the browser takes the rendered lobby and game list over as they are', async ({ page }) => {
  for (const path of ['/', '/rng']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    expect(await hydrationErrors(page)).toEqual([]);
  }
  await page.getByRole('link', { name: 'Trang chủ' }).first().click();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);
});

/** Holds the app's entry back until `release` is called, so that the page stays the server's. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a press made before the app is ready is made once it is', async ({ page }) => {
  let release = await holdTheApp(page);
  await page.goto('/');
  const before = await page.locator('html').getAttribute('data-theme');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? 'light');

  // A tab acts on the press itself (mouse down): the press is made again as a hand makes it.
  await page.unrouteAll();
  release = await holdTheApp(page);
  await page.goto('/rng');
  await page.getByRole('tab', { name: 'Gần đây' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
});

test('a member, or a visitor in another language, gets the page rendered in the browser', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/');
  await expect(page.getByTestId('member-menu')).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);

  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.setItem('playdeck.language', 'en');
  });
  await page.goto('/rng');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await hydrationErrors(page)).toEqual([]);
});
