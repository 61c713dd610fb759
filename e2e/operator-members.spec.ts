// Journey (issue 19 items 1 and 4): the operator signs in to the console, finds the demo member on
// the members desk and adjusts the balance with a reason; the member's page shows the new balance
// and the audit desk shows the adjustment with its reason, before and after. Bad input first: an
// adjustment without a reason, and a debit that would take the balance below zero, are refused with
// a clear message on their field, and nothing changes. The screens are in Vietnamese (the default).
import { expect, test } from './support/test';
import { minorOf } from './support/member';
import { signInAsOperator } from './support/operator';

const REASON = 'Bồi hoàn ván bị gián đoạn';

test('the operator adjusts the demo member balance with a reason and finds it in the audit trail', async ({
  page,
}) => {
  await signInAsOperator(page);
  await page.getByRole('link', { name: 'Hội viên và đại lý' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hội viên và đại lý' })).toBeVisible();

  // Find the demo member by username and open the page.
  await page.getByRole('textbox', { name: 'Nội dung tìm' }).fill('demo');
  await page.getByRole('button', { name: 'Tìm', exact: true }).click();
  const results = page.getByTestId('member-results');
  await expect(results.getByRole('row').filter({ hasText: 'agent1' })).toContainText('Hoạt động');
  await results.getByRole('button', { name: 'demo', exact: true }).click();
  const profile = page.getByTestId('member-profile');
  await expect(profile.getByRole('heading', { name: /^demo · ID \d+$/ })).toBeVisible();
  const balance = page.getByTestId('balance-member_wallet');
  await expect(balance).toHaveText(/\d\.\d{2}/);
  const start = minorOf(await balance.textContent());

  // No reason, no amount: refused on their fields before any request.
  await profile.getByRole('button', { name: 'Điều chỉnh số dư' }).click();
  const dialog = page.getByRole('dialog', { name: 'Điều chỉnh số dư' });
  await dialog.getByRole('button', { name: 'Điều chỉnh', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: /Lý do/ })).toHaveAccessibleDescription(
    /Không được để trống/,
  );
  await expect(dialog.getByRole('textbox', { name: /Số tiền/ })).toHaveAccessibleDescription(
    'Vui lòng nhập số tiền có tối đa hai chữ số thập phân',
  );

  // A debit larger than the balance: the server refuses it on the amount, and nothing moves.
  const tooMuch = ((start + 100) / 100).toFixed(2);
  await dialog.getByRole('combobox', { name: /Hướng/ }).selectOption('debit');
  await dialog.getByRole('textbox', { name: /Số tiền/ }).fill(tooMuch);
  await dialog.getByRole('textbox', { name: /Lý do/ }).fill('Trừ quá số dư');
  await dialog.getByRole('button', { name: 'Điều chỉnh', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: /Số tiền/ })).toHaveAccessibleDescription(
    `Điều chỉnh này sẽ làm số dư dưới 0 (số dư: ${(start / 100).toFixed(2)})`,
  );
  await expect(dialog).toBeVisible();

  // A credit with its reason: done, and the page shows the new balance.
  await dialog.getByRole('combobox', { name: /Hướng/ }).selectOption('credit');
  await dialog.getByRole('textbox', { name: /Số tiền/ }).fill('12.50');
  await dialog.getByRole('textbox', { name: /Lý do/ }).fill(REASON);
  await dialog.getByRole('button', { name: 'Điều chỉnh', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(profile.getByText(/^Đã điều chỉnh số dư: số dư mới là \$[\d,]+\.\d{2}$/)).toBeVisible();
  await expect.poll(async () => minorOf(await balance.textContent())).toBe(start + 12_50);
  await expect(page.getByTestId('member-ledger').getByRole('row').nth(1)).toContainText(
    'operator_adjustment',
  );

  // The audit trail of this account: one adjustment (the refused debit left nothing), with its reason.
  await profile.getByRole('link', { name: 'Nhật ký kiểm tra của tài khoản này' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nhật ký kiểm tra' })).toBeVisible();
  const trail = page.getByTestId('audit-trail');
  const entries = trail.getByRole('row').filter({ hasText: 'Điều chỉnh số dư' });
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText(REASON);
  await expect(entries).toContainText('operator');
  await expect(entries).toContainText(`balance: ${(start / 100).toFixed(2)}`);
  await expect(entries).toContainText(`balance: ${((start + 12_50) / 100).toFixed(2)}`);
  await expect(entries).toContainText('direction: credit');
});
