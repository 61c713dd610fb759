// Journey (issue 6 §8): the demo member deposits by bank transfer, the operator approves it (through
// the API), the member sees the message and the new balance; transfers to a transfer-mode vendor and
// back; binds a bank account, sets a payment password and withdraws; the operator approves; and the
// account record shows every step. The member's screens are in Vietnamese (the site's default).
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { operatorSession } from './support/accounts';
import { DEMO } from './support/operator';
import { headerBalanceMinor, minorOf, signInAsDemo } from './support/member';

const TRANSFER_VENDOR = 'PDXFER';
const PAYMENT_PASSWORD = '246810';

async function expectHeaderBalance(page: Page, expectedCents: number) {
  await expect.poll(() => headerBalanceMinor(page)).toBe(expectedCents);
}

async function closeSuccess(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý' }).click();
}

async function operatorCall(request: APIRequestContext, method: 'get' | 'post', url: string, data?: object) {
  const token = await operatorSession(request);
  const response = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()).value;
}

test('deposit, approval, message, transfer both ways, withdrawal and the account record', async ({
  page,
  request,
}) => {
  await signInAsDemo(page);
  const start = await headerBalanceMinor(page);

  // Deposit 200.00 by bank transfer: the page shows the operator's account and the reference.
  await page.goto('/member?section=deposit');
  await page.getByRole('textbox', { name: 'Số tiền' }).fill('200.00');
  await page.getByRole('button', { name: 'Nạp tiền', exact: true }).click();
  const result = page.getByTestId('deposit-result');
  await expect(result).toContainText('0071000888666');
  const reference = /PD[A-Z2-9]{8}/.exec(
    (await page.getByTestId('deposit-reference').textContent()) ?? '',
  )![0];

  // The operator finds it by its reference and approves it.
  const pending = await operatorCall(request, 'get', '/api/operator/deposits?status=pending&pageSize=50');
  const deposit = pending.list.find((row: { reference: string }) => row.reference === reference);
  expect(deposit).toMatchObject({ username: DEMO.member.username, amount: '200.00' });
  await operatorCall(request, 'post', `/api/operator/deposits/${deposit.id}/approve`);

  // The header follows by push, the unread badge appears, and the message is in the inbox.
  await expectHeaderBalance(page, start + 200_00);
  await expect(page.getByTestId('member-menu').getByRole('status')).toHaveText(/[1-9]/);
  await page.goto('/member?section=messages');
  const inbox = page.getByTestId('inbox');
  await expect(inbox).toContainText('Nạp tiền thành công');
  await inbox
    .getByRole('button', { name: /Nạp tiền thành công/ })
    .first()
    .click();
  await expect(inbox).toContainText('Khoản nạp 200.00 của bạn tại Playdeck đã được cộng vào ví.');

  // Transfer 50.00 to the transfer-mode vendor and back.
  await page.goto('/member?section=transfer');
  await expect(page.getByTestId(`wallet-${TRANSFER_VENDOR}`)).toHaveText('$0.00');
  await page.getByRole('combobox', { name: 'Đến' }).selectOption(TRANSFER_VENDOR);
  await page.getByRole('textbox', { name: 'Số tiền' }).fill('50.00');
  await page.getByRole('button', { name: 'Chuyển', exact: true }).click();
  await closeSuccess(page);
  await expect(page.getByTestId(`wallet-${TRANSFER_VENDOR}`)).toHaveText('$50.00');
  await expectHeaderBalance(page, start + 150_00);
  await page.getByRole('combobox', { name: 'Từ' }).selectOption(TRANSFER_VENDOR);
  await expect(page.getByRole('combobox', { name: 'Đến' })).toHaveValue('main');
  await page.getByRole('textbox', { name: 'Số tiền' }).fill('50.00');
  await page.getByRole('button', { name: 'Chuyển', exact: true }).click();
  await closeSuccess(page);
  await expect(page.getByTestId(`wallet-${TRANSFER_VENDOR}`)).toHaveText('$0.00');
  await expectHeaderBalance(page, start + 200_00);

  // The security centre: a bank account and a payment password.
  await page.goto('/member?section=security');
  const bank = page.getByRole('region', { name: 'Tài khoản ngân hàng' });
  await bank.getByRole('textbox', { name: 'Tên ngân hàng' }).fill('Techcombank');
  await bank.getByRole('textbox', { name: 'Số tài khoản' }).fill(`19${String(Date.now()).slice(-10)}`);
  await bank.getByRole('textbox', { name: 'Tên chủ tài khoản' }).fill('Demo Player');
  await bank.getByRole('button', { name: 'Liên kết tài khoản' }).click();
  await closeSuccess(page);
  await expect(bank.getByTestId('bank-accounts')).toContainText('Demo Player');
  const password = page.getByRole('region', { name: 'Mật khẩu thanh toán' });
  await expect(password.getByTestId('payment-password-status')).toBeVisible();
  if ((await password.getByTestId('payment-password-status').textContent())?.includes('chưa')) {
    await password.getByLabel('Mật khẩu đăng nhập').fill(DEMO.member.password);
  } else {
    await password.getByLabel('Mật khẩu thanh toán hiện tại').fill(PAYMENT_PASSWORD);
  }
  await password.getByLabel('Mật khẩu thanh toán mới').fill(PAYMENT_PASSWORD);
  await password.getByLabel('Xác nhận mật khẩu thanh toán').fill(PAYMENT_PASSWORD);
  await password.getByRole('button', { name: /mật khẩu thanh toán/ }).click();
  await closeSuccess(page);
  await expect(password.getByTestId('payment-password-status')).toHaveText('Bạn đã đặt mật khẩu thanh toán.');

  // Withdraw 120.00: the amount is held at once.
  await page.goto('/member?section=withdraw');
  await expect(page.getByTestId('withdraw-available')).toHaveText(/\$/);
  await page.getByRole('textbox', { name: 'Số tiền' }).fill('120.00');
  await page.getByLabel('Mật khẩu thanh toán').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('đang chờ duyệt');
  await closeSuccess(page);
  await expectHeaderBalance(page, start + 80_00);
  await expect(page.getByTestId('withdrawal-history')).toContainText('Đang chờ');

  // The operator pays it; the member sees it paid and the message.
  const withdrawals = await operatorCall(
    request,
    'get',
    '/api/operator/withdrawals?status=pending&pageSize=50',
  );
  const withdrawal = withdrawals.list.find(
    (row: { username: string; amount: string }) =>
      row.username === DEMO.member.username && row.amount === '120.00',
  );
  await operatorCall(request, 'post', `/api/operator/withdrawals/${withdrawal.id}/approve`);
  await page.reload();
  await expect(page.getByTestId('withdrawal-history')).toContainText('Đã chi trả');
  await page.getByRole('button', { name: 'Tôi đã nhận được' }).first().click();
  await closeSuccess(page);
  await expect(page.getByTestId('withdrawal-history')).toContainText('Đã nhận');
  await page.goto('/member?section=messages');
  await expect(page.getByTestId('inbox')).toContainText('Rút tiền đã được duyệt');

  // The account record shows every step, newest first, with the running balance.
  await page.goto('/member?section=accountRecord');
  const rows = page.getByTestId('account-record').locator('tbody tr');
  await expect(rows.nth(0)).toContainText('Rút tiền');
  await expect(rows.nth(0)).toContainText('-$120.00');
  await expect(rows.nth(1)).toContainText('Chuyển quỹ');
  await expect(rows.nth(1)).toContainText('+$50.00');
  await expect(rows.nth(2)).toContainText('Chuyển quỹ');
  await expect(rows.nth(2)).toContainText('-$50.00');
  await expect(rows.nth(3)).toContainText('Nạp tiền');
  await expect(rows.nth(3)).toContainText('+$200.00');
  await expect(rows.nth(3)).toContainText(reference);
  expect(minorOf(await rows.nth(0).locator('td').nth(3).textContent())).toBe(start + 80_00);
});
