// Journey (issue 19 item 3): the demo operator (an admin) creates a support account and a read-only
// account on the staff desk. The support account signs in: the payments desk is not in its menu, and
// opening the desk's address shows the refusal (403, its role and the desk) instead of the desk. The
// read-only account signs in: it sees the members desk and a member's page, but none of the changes
// (no balance adjustment, no lock), and a note saying it may only read. Three sign-ins in all, well
// under the sign-in limit. The screens are in Vietnamese (the site's default).
import type { Browser, Page } from '@playwright/test';
import { closeAnnouncementPopups, expect, test, type APIRequestContext } from './support/test';
import { signInAsOperator } from './support/operator';

const PASSWORD = 'Staff2026';
// Unique per run: a run on a kept database (or a retry) creates its accounts again.
const suffix = String(Date.now() % 1_000_000).padStart(6, '0');
const SUPPORT = `sup${suffix}`;
const READONLY = `ro${suffix}`;

// Three sign-ins and two accounts created: longer than one desk's journey.
test.setTimeout(120_000);

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu điều hành' });

async function createStaff(page: Page, username: string, role: string) {
  await page.getByRole('button', { name: 'Tài khoản nhân viên mới' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tài khoản nhân viên mới' });
  await dialog.getByRole('textbox', { name: /Tên đăng nhập/ }).fill(username);
  await dialog.getByLabel(/Mật khẩu/).fill(PASSWORD);
  await dialog.getByRole('combobox', { name: /Vai trò/ }).selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Tạo mới', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${username} đã có thể đăng nhập trang điều hành`)).toBeVisible();
}

/** A browser of the staff member's own, signed in on the console's sign-in page. */
async function signInAsStaff(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string | undefined,
  username: string,
) {
  const context = await browser.newContext({ baseURL, locale: 'vi-VN', serviceWorkers: 'block' });
  await closeAnnouncementPopups(context, request);
  const page = await context.newPage();
  await page.goto('/operator/login');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await form.getByRole('textbox', { name: 'Mật khẩu' }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(username);
  return { page, close: () => context.close() };
}

test('an admin creates support and read-only staff, who see only the desks and changes of their role', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // The admin creates both accounts on the staff desk.
  await signInAsOperator(page);
  await menu(page).getByRole('link', { name: 'Nhân viên' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nhân viên' })).toBeVisible();
  await createStaff(page, SUPPORT, 'Hỗ trợ: chăm sóc, chat và thành viên');
  await createStaff(page, READONLY, 'Chỉ xem: xem mọi mục, không thay đổi gì');
  const accounts = page.getByRole('table', { name: 'Tài khoản nhân viên' });
  await expect(accounts.getByRole('combobox', { name: `Vai trò của ${SUPPORT}` })).toHaveValue('support');
  await expect(accounts.getByRole('combobox', { name: `Vai trò của ${READONLY}` })).toHaveValue('readonly');

  // Support: the console opens at its first desk; no payments desk in the menu, and its address
  // shows the refusal, not the deposits.
  const support = await signInAsStaff(browser, request, baseURL, SUPPORT);
  await expect(support.page).toHaveURL(/\/operator\/support$/);
  await expect(menu(support.page).getByRole('link', { name: 'Chăm sóc khách hàng' })).toBeVisible();
  await expect(menu(support.page).getByRole('link', { name: 'Hội viên và đại lý' })).toBeVisible();
  await expect(menu(support.page).getByRole('link', { name: 'Thanh toán' })).toHaveCount(0);
  await expect(menu(support.page).getByRole('link', { name: 'Nhân viên' })).toHaveCount(0);
  await support.page.goto('/operator/payments');
  await expect(
    support.page.getByText('403 · Vai trò nhân viên của bạn (Hỗ trợ) không được mở mục Thanh toán.'),
  ).toBeVisible();
  await expect(support.page).toHaveURL(/\/operator\/payments$/);
  await expect(support.page.getByRole('heading', { level: 1, name: 'Thanh toán' })).toHaveCount(0);
  await expect(support.page.getByRole('table')).toHaveCount(0);
  await support.close();

  // Read-only: the members desk and a member's page, without a single change.
  const readOnly = await signInAsStaff(browser, request, baseURL, READONLY);
  await expect(menu(readOnly.page).getByRole('link', { name: 'Thanh toán' })).toBeVisible();
  await expect(menu(readOnly.page).getByRole('link', { name: 'Nhân viên' })).toHaveCount(0);
  await menu(readOnly.page).getByRole('link', { name: 'Hội viên và đại lý' }).click();
  await expect(readOnly.page.getByRole('heading', { level: 1, name: 'Hội viên và đại lý' })).toBeVisible();
  await expect(readOnly.page.getByRole('note')).toHaveText(
    'Vai trò của bạn (Chỉ xem) chỉ được xem mục này: bạn không được thay đổi ở đây.',
  );
  await readOnly.page.getByRole('textbox', { name: 'Nội dung tìm' }).fill('demo');
  await readOnly.page.getByRole('button', { name: 'Tìm', exact: true }).click();
  await readOnly.page
    .getByTestId('member-results')
    .getByRole('button', { name: 'demo', exact: true })
    .click();
  const profile = readOnly.page.getByTestId('member-profile');
  await expect(profile.getByRole('heading', { name: /^demo · ID \d+$/ })).toBeVisible();
  await expect(readOnly.page.getByTestId('balance-member_wallet')).toHaveText(/\d\.\d{2}/);
  for (const name of ['Điều chỉnh số dư', 'Khóa', 'Đặt lại mật khẩu', 'Chuyển sang đại lý khác']) {
    await expect(profile.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(profile.getByRole('link', { name: 'Nhật ký kiểm tra của tài khoản này' })).toBeVisible();
  await readOnly.close();
});
