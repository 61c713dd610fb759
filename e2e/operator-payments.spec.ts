// Journey: the demo member deposits twice by bank transfer; the operator signs in to the console,
// opens the payments desk and approves the first deposit, so that the member's balance rises by its
// amount; then rejects the second with a reason, which the desk's failed list and the member's
// deposit history both show, and the balance does not move. The screens are in Vietnamese (the
// site's default).
import { expect, test, type Page } from './support/test';
import { headerBalanceMinor, signInAsDemo } from './support/member';
import { signInAsOperator } from './support/operator';

const APPROVED_AMOUNT = '321.00';
const REJECTED_AMOUNT = '75.50';
const REASON = 'Không nhận được chuyển khoản';

/** Opens a bank-transfer deposit on the member's deposit screen; answers its reference. */
async function depositByBankTransfer(page: Page, amount: string): Promise<string> {
  await page.goto('/member?section=deposit');
  await page.getByRole('textbox', { name: 'Số tiền' }).fill(amount);
  await page.getByRole('button', { name: 'Nạp tiền', exact: true }).click();
  await expect(page.getByTestId('deposit-result')).toBeVisible();
  const reference = /PD[A-Z2-9]{8}/.exec((await page.getByTestId('deposit-reference').textContent()) ?? '');
  if (!reference) throw new Error('the deposit shows no reference');
  return reference[0];
}

test('the operator approves a deposit and rejects another from the payments desk', async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  const start = await headerBalanceMinor(page);
  const approved = await depositByBankTransfer(page, APPROVED_AMOUNT);
  const rejected = await depositByBankTransfer(page, REJECTED_AMOUNT);

  // The operator works in a tab of their own: each tab keeps its own session.
  const desk = await context.newPage();
  await signInAsOperator(desk);
  await expect(desk.getByRole('heading', { level: 1, name: 'Thanh toán' })).toBeVisible();
  await expect(desk.getByRole('tab', { name: 'Nạp tiền' })).toHaveAttribute('aria-selected', 'true');
  await expect(desk.getByRole('combobox', { name: 'Trạng thái' })).toHaveValue('pending');
  const deposits = desk.getByTestId('operator-deposits');
  const rowOf = (reference: string) => deposits.getByRole('row').filter({ hasText: reference });

  // Approve: the desk asks first, then the row leaves the pending list.
  await expect(rowOf(approved)).toContainText('demo');
  await expect(rowOf(approved)).toContainText('$321.00');
  await expect(rowOf(approved)).toContainText('Đang chờ');
  await rowOf(approved).getByRole('button', { name: 'Duyệt', exact: true }).click();
  const confirm = desk.getByRole('dialog', { name: /^Duyệt lệnh nạp #\d+$/ });
  await expect(confirm).toContainText(`Cộng $321.00 vào ví của demo?`);
  await expect(confirm).toContainText(approved);
  await confirm.getByRole('button', { name: 'Duyệt và cộng tiền' }).click();
  await expect(confirm).toBeHidden();
  await expect(desk.getByText(/^Đã duyệt lệnh nạp #\d+: cộng \$321\.00 cho demo\.$/)).toBeVisible();
  await expect(rowOf(approved)).toHaveCount(0);

  // The member's balance rises by the amount (pushed to the header).
  await expect.poll(() => headerBalanceMinor(page)).toBe(start + 321_00);

  // Reject: the reason is required, then told to the member.
  await rowOf(rejected).getByRole('button', { name: 'Từ chối', exact: true }).click();
  const reject = desk.getByRole('dialog', { name: /^Từ chối lệnh nạp #\d+$/ });
  await expect(reject).toContainText('Khoản $75.50 của demo sẽ không được cộng.');
  await reject.getByRole('button', { name: 'Từ chối', exact: true }).click();
  await expect(reject.getByRole('textbox', { name: /Lý do/ })).toHaveAccessibleDescription(
    'Không được để trống',
  );
  await reject.getByRole('textbox', { name: /Lý do/ }).fill(REASON);
  await reject.getByRole('button', { name: 'Từ chối', exact: true }).click();
  await expect(reject).toBeHidden();
  await expect(desk.getByText(/^Đã từ chối lệnh nạp #\d+\.$/)).toBeVisible();
  await expect(rowOf(rejected)).toHaveCount(0);

  // The failed list shows it with its reason; the approved one is among the credited.
  await desk.getByRole('combobox', { name: 'Trạng thái' }).selectOption('failed');
  await expect(rowOf(rejected)).toContainText('Thất bại');
  await expect(rowOf(rejected)).toContainText(`Lý do: ${REASON}`);
  await expect(rowOf(rejected).getByRole('button')).toHaveCount(0);
  await desk.getByRole('combobox', { name: 'Trạng thái' }).selectOption('credited');
  await expect(rowOf(approved)).toContainText('Đã cộng tiền');

  // The member sees the failed deposit and its reason; the balance has not moved again.
  await page.goto('/member?section=deposit');
  await expect(page.getByTestId('deposit-history')).toContainText(REASON);
  expect(await headerBalanceMinor(page)).toBe(start + 321_00);
});
