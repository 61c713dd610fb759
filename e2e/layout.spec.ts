// Journey: a visitor opens the home page and finds the header, side menu and footer, in Vietnamese
// (the default) and English, and in the light and dark themes.
import { closeAnnouncementPopups, expect, test } from './support/test';

test('home shows header, side menu and footer in Vietnamese by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const header = page.locator('header').first();
  await expect(header.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Đăng ký' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Thông báo' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Casino trực tiếp' })).toBeVisible();

  const sideMenu = page.getByTestId('side-menu');
  const gameTypes = sideMenu.getByRole('navigation', { name: 'Loại trò chơi' });
  await expect(gameTypes.getByRole('link')).toHaveText([
    'Trang chủ',
    'Nổi bật',
    'Yêu thích',
    'Xổ số',
    'Xổ số điện tử',
    'Casino trực tiếp',
    'Thể thao',
    'Thể thao điện tử',
    'Đá gà',
    'Bắn cá',
    'Slot',
    'Game bài',
    'Bingo',
  ]);
  await expect(sideMenu.getByText('Trung tâm phần thưởng')).toBeVisible();
  // The codes are drawn once they come into view, below the game types.
  await sideMenu.getByRole('link', { name: /Android$/ }).scrollIntoViewIfNeeded();
  const qrCodes = sideMenu.getByRole('link').filter({ has: page.locator('svg[height="107"][width="107"]') });
  await expect(qrCodes).toHaveText([/iOS$/, /Android$/]);
  await expect(qrCodes.first()).toHaveAttribute('href', /lang=vi/);
  await expect(sideMenu.getByRole('button', { name: 'Live chat 24/7' })).toBeVisible();

  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('link', { name: 'Điều khoản và điều kiện' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveCount(0);
  await expect(footer.getByRole('img', { name: 'PG' })).toBeVisible();
  await expect(page).toHaveTitle(/Sảnh trò chơi · Playdeck/);
});

test('the header opens a vendor menu per game type and the notice bell', async ({ page }) => {
  await page.goto('/');
  await page.locator('header').first().getByRole('button', { name: 'Casino trực tiếp' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Tất cả Casino trực tiếp' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Playdeck Live' }).click();
  await expect(page).toHaveURL(/\/live\?vassalage=PDLIVE$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Casino trực tiếp' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Playdeck Live' })).toHaveAttribute('aria-current', 'true');

  await expect(page.getByTestId('notice-dot')).toBeVisible();
  await page.getByRole('button', { name: 'Thông báo' }).click();
  await expect(page.getByRole('menu').getByText('Chào mừng đến với Playdeck')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notice-dot')).toHaveCount(0);
});

test('the language selector switches to English and the choice is remembered', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-selector').click();
  await expect(page.getByRole('menuitemradio', { name: /日本語/ })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header').first().getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(
    page.getByTestId('site-footer').getByRole('link', { name: 'Terms and conditions' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeVisible();
});

test('an unsupported stored language falls back to Vietnamese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('playdeck.language', 'xx'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh trò chơi' })).toBeVisible();
  // The server-rendered page shows before the app starts and stores the language it settled on.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('playdeck.language'))).toBe('vi');
});

test('the theme follows the system first, then the remembered choice', async ({ browser, request }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  await closeAnnouncementPopups(context, request);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBackground);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});
