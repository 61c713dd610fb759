// Journey (issue 15 item 9): a new member deposits and claims the demo first-deposit bonus (50 % up to
// 500.00, 5 × turnover); the withdraw screen shows the locked bonus and refuses to pay it out; the
// member plays a house slot until the turnover is met and withdraws; claims the deposit promotion's
// points, redeems a good in the points mall with the payment password; claims a mission and finds
// itself on the leaderboard; and claims the manual rebate of the slot play. Screens in Vietnamese.
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from './support/test';
import { operatorSession, registerMember } from './support/accounts';
import { minorOf, signInThroughPopup } from './support/member';

const SLOT = 'lucky-dragon';
const PAYMENT_PASSWORD = '135790';
const DEPOSIT = '2000.00';
/** 50 % of 2,000.00 is capped at 500.00; 5 × 500.00 of valid bet unlocks it. */
const BONUS = '$500.00';
const BET = '50.00';
const TURNOVER_CENTS = 2_500_00;

async function operatorCall(request: APIRequestContext, method: 'get' | 'post', url: string) {
  const token = await operatorSession(request);
  const response = await request[method](url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()).value;
}

async function agree(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý' }).click();
}

/** A bank account and a payment password in the security centre (a first one needs the login password). */
async function prepareWithdrawals(page: Page, loginPassword: string) {
  await page.goto('/member?section=security');
  const bank = page.getByRole('region', { name: 'Tài khoản ngân hàng' });
  await bank.getByRole('textbox', { name: 'Tên ngân hàng' }).fill('Vietcombank');
  await bank.getByRole('textbox', { name: 'Số tài khoản' }).fill(`27${String(Date.now()).slice(-10)}`);
  await bank.getByRole('textbox', { name: 'Tên chủ tài khoản' }).fill('Reward Player');
  await bank.getByRole('button', { name: 'Liên kết tài khoản' }).click();
  await agree(page);
  const password = page.getByRole('region', { name: 'Mật khẩu thanh toán' });
  await password.getByLabel('Mật khẩu đăng nhập').fill(loginPassword);
  await password.getByLabel('Mật khẩu thanh toán mới').fill(PAYMENT_PASSWORD);
  await password.getByLabel('Xác nhận mật khẩu thanh toán').fill(PAYMENT_PASSWORD);
  await password.getByRole('button', { name: /mật khẩu thanh toán/ }).click();
  await agree(page);
}

/** Deposits by bank transfer and has the operator approve it by its reference. */
async function depositApproved(page: Page, request: APIRequestContext, username: string) {
  await page.goto('/member?section=deposit');
  await page.getByRole('textbox', { name: 'Số tiền' }).fill(DEPOSIT);
  await page.getByRole('button', { name: 'Nạp tiền', exact: true }).click();
  const reference = /PD[A-Z2-9]{8}/.exec(
    (await page.getByTestId('deposit-reference').textContent()) ?? '',
  )![0];
  const pending = await operatorCall(request, 'get', '/api/operator/deposits?status=pending&pageSize=50');
  const deposit = pending.list.find((row: { reference: string }) => row.reference === reference);
  expect(deposit).toMatchObject({ username, amount: DEPOSIT });
  await operatorCall(request, 'post', `/api/operator/deposits/${deposit.id}/approve`);
}

async function claimPromotion(page: Page, title: string) {
  await page.goto('/promotions');
  const card = page.getByTestId('promotion-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Nhận thưởng' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Đã nhận thưởng: ${title}.`);
  await agree(page);
  await expect(card.getByRole('button', { name: 'Nhận thưởng' })).toBeHidden();
}

async function withdraw(page: Page, amount: string) {
  await page.goto('/member?section=withdraw');
  await expect(page.getByTestId('withdraw-available')).toHaveText(/\$/);
  await page.getByRole('textbox', { name: 'Số tiền' }).fill(amount);
  await page.getByLabel('Mật khẩu thanh toán').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
}

/** Spins the slot at BET until the stakes add up to `cents` of valid bet. */
async function spinFor(page: Page, cents: number) {
  await page.goto('/rng');
  await page
    .locator(`[data-testid="game-tile"][data-game-code="${SLOT}"]`)
    .getByRole('button', { name: /^Chơi/ })
    .first()
    .click();
  const popup = page.getByRole('dialog', { name: 'Rồng May Mắn' });
  const game: FrameLocator = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('slot-reels')).toBeVisible();
  const more = game.getByRole('button', { name: 'Tăng cược' });
  const bet = game.getByTestId('slot-bet');
  for (let step = 0; step < 10 && (await bet.textContent()) !== BET; step += 1) await more.click();
  await expect(bet).toHaveText(BET);
  const spin = game.getByRole('button', { name: 'Quay' });
  const outcome = game.getByTestId('slot-win');
  for (let staked = 0; staked < cents; staked += minorOf(BET)) {
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(outcome).toHaveText(/Bạn thắng|Lần này chưa trúng/);
    await expect(spin).toBeEnabled();
  }
  await popup.getByRole('button', { name: 'Đóng' }).click();
  await expect(popup).toBeHidden();
}

test('a member’s bonus with turnover, points, a mission and a manual rebate, end to end', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const member = await registerMember(request);
  await signInThroughPopup(page, member.username, member.password);
  await expect(page.getByTestId('member-menu')).toBeVisible();
  await prepareWithdrawals(page, member.password);

  // The first deposit meets the first-deposit bonus: 50 % of 2,000.00, capped at 500.00.
  await depositApproved(page, request, member.username);
  await claimPromotion(page, 'Thưởng nạp đầu 50%');

  // The bonus is locked by its turnover: shown on the withdraw screen, and not paid out.
  await page.goto('/member?section=withdraw');
  await expect(page.getByTestId('turnover-locked')).toHaveText(BONUS);
  await expect(page.getByTestId('turnover-withdrawable')).toHaveText('$2,000.00');
  await withdraw(page, '2100.00');
  // Refused on the amount, with what can be withdrawn now; nothing is held.
  await expect(page.getByRole('textbox', { name: 'Số tiền' })).toHaveAccessibleDescription(
    /bạn chỉ rút được tối đa 2000.00/,
  );
  await expect(page.getByTestId('withdrawal-history')).toHaveCount(0);

  // 2,500.00 of valid bet on the slot meets the turnover: nothing is locked any more.
  await spinFor(page, TURNOVER_CENTS);
  await page.goto('/member?section=withdraw');
  await expect(page.getByTestId('withdraw-available')).toHaveText(/\$/);
  await expect(page.getByTestId('turnover-summary')).toHaveCount(0);
  await withdraw(page, '100.00');
  await expect(page.getByRole('dialog')).toContainText('đang chờ duyệt');
  await agree(page);
  await expect(page.getByTestId('withdrawal-history')).toContainText('Đang chờ');

  // The deposit of the day also earns the points promotion's 100 points; the mall spends them.
  await claimPromotion(page, 'Nạp 200 nhận 100 điểm');
  await page.goto('/pointMall');
  const good = page.getByTestId('points-good').filter({ hasText: 'Móc khóa may mắn' });
  await good.getByRole('button', { name: 'Đổi quà' }).click();
  const redeem = page.getByRole('dialog', { name: 'Đổi Móc khóa may mắn' });
  await redeem.getByLabel('Mật khẩu thanh toán').fill('000000');
  await redeem.getByRole('button', { name: 'Đổi quà' }).click();
  await expect(redeem).toContainText('Mật khẩu thanh toán không đúng');
  await redeem.getByLabel('Mật khẩu thanh toán').fill(PAYMENT_PASSWORD);
  await redeem.getByRole('button', { name: 'Đổi quà' }).click();
  await expect(page.getByRole('dialog')).toContainText('Đơn đổi 1 × Móc khóa may mắn (100 điểm)');
  await agree(page);
  await page.getByRole('tab', { name: 'Đơn đổi quà' }).click();
  await expect(page.getByText('Móc khóa may mắn × 1')).toBeVisible();

  // The slot rounds meet the daily mission; its claim puts the member on the week's leaderboard.
  await page.goto('/member?section=missions');
  const mission = page.getByTestId('mission').filter({ hasText: 'Chơi 5 ván slot' });
  await mission.getByRole('button', { name: 'Nhận' }).click();
  await expect(page.getByRole('dialog')).toContainText('Bạn đã nhận');
  await agree(page);
  await expect(mission).toContainText('Đã nhận');
  const masked = `${member.username.slice(0, 2)}***${member.username.slice(-1)}`;
  await expect(page.getByTestId('leaderboard')).toContainText(masked);

  // The manual rebate of the slot play: claimable once its rounds are a minute old.
  await page.goto('/member?section=rebate');
  const claim = page.getByRole('button', { name: 'Nhận', exact: true });
  await expect
    .poll(
      async () => {
        await page.reload();
        return claim.isEnabled();
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBe(true);
  await claim.click();
  await expect(page.getByTestId('rebate-claim-result')).toContainText('Bạn đã nhận');
});
