// Journey: the operator signs in to the console and opens the site and security desk. They turn
// maintenance on with a message, which a visitor (a browser of their own) sees instead of the lobby,
// and off again; they read, in the outbox, the SMS code a visitor asked for while registering by
// mobile number, and the visitor finishes the registration with it; and they verify that the ledger
// balances. Every setting changed here is put back afterwards: other journeys share the server. The
// screens are in Vietnamese (the site's default).
import { closeAnnouncementPopups, expect, test, type Page } from './support/test';
import { CAPTCHA_ANSWER, operatorSession, phoneOf, uniqueMobile } from './support/accounts';
import { signInAsOperator, updateSiteSettings } from './support/operator';
import type { Browser, APIRequestContext } from '@playwright/test';

test.afterEach(async ({ request }) => {
  const token = await operatorSession(request);
  await updateSiteSettings(request, token, { maintenance: false, maintenanceMessage: '' });
});

async function openSiteDesk(page: Page) {
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: 'Menu điều hành' })
    .getByRole('link', { name: 'Trang và bảo mật' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trang và bảo mật' })).toBeVisible();
}

/** A visitor in a browser of their own: no operator session, the announcement popups closed. */
async function visitorPage(browser: Browser, request: APIRequestContext, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'vi-VN' });
  await closeAnnouncementPopups(context, request);
  return { page: await context.newPage(), close: () => context.close() };
}

const savedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Đã lưu' });

test('the operator turns maintenance on with a message, a visitor sees it, and turns it off', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const message = `Bảo trì đến 10:00 GMT+8 (${Date.now()})`;
  // The visitor's browser is opened while the site is still open: closing its popups reads the
  // announcements, which maintenance refuses.
  const visitor = await visitorPage(browser, request, baseURL);
  try {
    await openSiteDesk(page);
    await expect(page.getByRole('tab', { name: 'Cài đặt' })).toHaveAttribute('aria-selected', 'true');
    const maintenance = page.getByRole('switch', { name: 'Chế độ bảo trì' });
    await expect(maintenance).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Lưu', exact: true })).toBeDisabled();

    await maintenance.check();
    await page.getByRole('textbox', { name: 'Thông báo bảo trì' }).fill(message);
    await expect(page.getByTestId('settings-changes')).toHaveText('Thay đổi chưa lưu: 2');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(savedNotice(page)).toBeVisible();
    await expect(page.getByText('Đang bảo trì', { exact: true })).toBeVisible();

    await visitor.page.goto('/');
    await expect(
      visitor.page.getByRole('heading', { level: 1, name: 'Trò chơi đang bảo trì' }),
    ).toBeVisible();
    await expect(visitor.page.getByText(message)).toBeVisible();

    // The console itself stays open under maintenance: it is where the operator switches it off.
    await page.reload();
    await expect(maintenance).toBeChecked();

    await maintenance.uncheck();
    await page.getByRole('textbox', { name: 'Thông báo bảo trì' }).fill('');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(savedNotice(page)).toBeVisible();
    await expect(page.getByText('Trang đang mở', { exact: true })).toBeVisible();

    await visitor.page.reload();
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'Sảnh trò chơi' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('the operator reads a visitor’s SMS code in the outbox, and the visitor registers with it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const mobileNum = uniqueMobile();
  const phone = phoneOf(mobileNum);
  const visitor = await visitorPage(browser, request, baseURL);
  try {
    await visitor.page.goto('/register');
    const dialog = visitor.page.getByRole('dialog', { name: 'Đăng ký tài khoản' });
    await dialog.getByRole('tab', { name: 'Số điện thoại' }).click();
    await dialog.getByRole('textbox', { name: 'Số điện thoại' }).fill(mobileNum);
    // The send button takes one press a second (SPEC.md §5): wait out the first second of the form.
    await visitor.page.waitForTimeout(1_000);
    await dialog.getByRole('button', { name: 'Gửi mã' }).click();
    await expect(dialog.getByTestId('send-code')).toHaveText(/^Gửi lại sau \d+ giây$/);

    await openSiteDesk(page);
    await page.getByRole('tab', { name: 'Hộp thư đi' }).click();
    await page.getByRole('combobox', { name: 'Kênh' }).selectOption('sms');
    await page.getByRole('searchbox', { name: 'Người nhận' }).fill(phone);
    await page.getByRole('button', { name: 'Tìm', exact: true }).click();
    const card = page.getByTestId('outbox-message').filter({ hasText: phone });
    // The send is the page's doing and may lag: Refresh until it is there.
    await expect(async () => {
      await page.getByRole('button', { name: 'Làm mới' }).click();
      await expect(card).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    await expect(card).toContainText('SMS');
    const code = /\b(\d{6})\b/.exec((await card.textContent()) ?? '')?.[1];
    expect(code, 'a six-digit code in the SMS').toBeDefined();

    await dialog.getByRole('textbox', { name: 'Mã SMS' }).fill(code!);
    await dialog.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Secret123');
    await dialog.getByRole('textbox', { name: 'Xác nhận mật khẩu' }).fill('Secret123');
    await dialog.getByLabel('Ngày sinh').fill('1990-05-01');
    await dialog.getByRole('textbox', { name: 'Mã xác minh' }).fill(CAPTCHA_ANSWER);
    await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(visitor.page.getByTestId('member-menu')).toContainText(mobileNum);
  } finally {
    await visitor.close();
  }
});

test('the operator verifies that the ledger balances', async ({ page }) => {
  await openSiteDesk(page);
  await page.getByRole('tab', { name: 'Sổ cái' }).click();
  await expect(page.getByText('Chưa kiểm tra.')).toBeVisible();
  await page.getByRole('button', { name: 'Kiểm tra sổ cái' }).click();
  await expect(page.getByTestId('ledger-verdict')).toContainText('Cân đối');
  await expect(page.getByTestId('ledger-verdict')).toContainText('Sổ cái cân đối');
});
