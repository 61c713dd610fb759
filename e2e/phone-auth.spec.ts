// Journey: the operator switches SMS codes to the third-party provider in the console (Site desk,
// "SMS codes" tab), here the local stand-in that speaks the Firebase Identity Toolkit protocol; a
// visitor registers by mobile with the code the provider sent (after its human check in a popup, a
// 60-second countdown), signs out and signs in by SMS; then every phone-auth error of SPEC.md §8,
// injected at the stand-in or made by closing the popup, shows its message (SPEC.md §4, §8, §9).
import type { Locator, Page } from '@playwright/test';
import { CAPTCHA_ANSWER, phoneOf, uniqueMobile } from './support/accounts';
import { operatorToken, signInAsOperator } from './support/operator';
import { expect, test, type APIRequestContext } from './support/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const STANDIN = `http://127.0.0.1:${Number(process.env.PHONE_AUTH_STANDIN_PORT ?? port + 2000)}`;
const PROJECT_ID = 'playdeck-standin';
const API_KEY = 'standin-browser-key';
const OK = 'Đồng ý';

async function standinCode(request: APIRequestContext, phoneNumber: string): Promise<string> {
  const response = await request.get(`${STANDIN}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`no code sent to ${phoneNumber}`);
  return code;
}

async function injectError(request: APIRequestContext, call: string, error: string) {
  const response = await request.post(`${STANDIN}/emulator/v1/projects/${PROJECT_ID}/errors`, {
    data: { call, error },
  });
  expect(response.ok()).toBe(true);
}

/** Presses "send code" and answers the provider's human check in its popup. */
async function sendCodeThroughProvider(page: Page, scope: Locator) {
  await scope.getByTestId('send-code').click();
  // The popup is found by its address once it has one: the page object of its first, blank document
  // can be closed and replaced as it loads the provider's page.
  let popup: Page | undefined;
  await expect
    .poll(() => {
      popup = page
        .context()
        .pages()
        .find((candidate) => !candidate.isClosed() && candidate.url().includes('/recaptcha'));
      return popup !== undefined;
    })
    .toBe(true);
  const closed = popup!.waitForEvent('close');
  await popup!.getByRole('button', { name: "I'm not a robot" }).click();
  // The popup closes itself; the next check's popup (of the same window name) must not meet it.
  await closed;
}

async function expectWarning(page: Page, message: string) {
  const warning = page.getByRole('dialog', { name: 'Cảnh báo' });
  await expect(warning).toContainText(message);
  await warning.getByRole('button', { name: OK }).click();
  await expect(warning).toBeHidden();
}

async function signOut(page: Page) {
  await page.getByTestId('member-menu').click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await page.getByRole('dialog', { name: 'Đăng xuất' }).getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.locator('header').first().getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
}

// The second journey signs in with the member the first one registered.
test.describe.configure({ mode: 'serial' });
let mobileNum = '';

test.afterAll(async ({ request }) => {
  // Back to the built-in outbox for the other journeys.
  const token = await operatorToken(request);
  await request.put('/api/operator/sms/phone-auth', {
    data: { provider: 'builtin' },
    headers: { authorization: `Bearer ${token}` },
  });
});

test('with the third-party provider, a visitor registers by mobile and signs in by SMS', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await request.delete(`${STANDIN}/emulator/v1/projects/${PROJECT_ID}/accounts`);

  // The operator chooses the third-party provider in the console.
  await signInAsOperator(page);
  await page.goto('/operator/site?tab=sms-codes');
  const form = page.getByTestId('sms-codes-form');
  await form.getByRole('combobox', { name: 'Nhà cung cấp' }).selectOption('firebase');
  await form.getByRole('textbox', { name: 'Mã dự án' }).fill('X');
  await form.getByRole('textbox', { name: 'Khóa API' }).fill(API_KEY);
  await form.getByRole('textbox', { name: 'URL gốc' }).fill(`${STANDIN}/v1`);
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(form.getByText('Giá trị không hợp lệ').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Mã dự án' }).fill(PROJECT_ID);
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByTestId('saved-notice')).toHaveText('Đã lưu cài đặt mã SMS');
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  // A visitor registers by mobile: the provider sends the code, the countdown is 60 seconds.
  mobileNum = uniqueMobile();
  await page.goto('/register');
  const register = page.getByRole('dialog', { name: 'Đăng ký tài khoản' });
  await register.getByRole('tab', { name: 'Số điện thoại' }).click();
  await register.getByRole('textbox', { name: 'Số điện thoại' }).fill(mobileNum);
  await sendCodeThroughProvider(page, register);
  await expect(register.getByTestId('send-code')).toHaveText(/^Gửi lại sau (60|59|58) giây$/);
  await expect(register.getByTestId('send-code')).toBeDisabled();
  await register
    .getByRole('textbox', { name: 'Mã SMS' })
    .fill(await standinCode(request, phoneOf(mobileNum)));
  await register.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Secret123');
  await register.getByRole('textbox', { name: 'Xác nhận mật khẩu' }).fill('Secret123');
  await register.getByLabel('Ngày sinh').fill('1990-05-01');
  await register.getByRole('textbox', { name: 'Mã xác minh' }).fill(CAPTCHA_ANSWER);
  await register.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(register).toBeHidden();
  await expect(page.getByTestId('member-menu')).toContainText(mobileNum);
  await signOut(page);

  // The member signs in by SMS through the provider.
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('tab', { name: 'SMS' }).click();
  await login.getByRole('textbox', { name: 'Số điện thoại' }).fill(mobileNum);
  await sendCodeThroughProvider(page, login);
  await expect(login.getByTestId('send-code')).toHaveText(/^Gửi lại sau (60|59|58) giây$/);
  await login.getByRole('textbox', { name: 'Mã SMS' }).fill(await standinCode(request, phoneOf(mobileNum)));
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('member-menu')).toContainText(mobileNum);
});

test('every phone-auth error of the provider, and a closed popup, shows its message', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // Every refusal of the provider's send, and a closed popup, shows its message in a warning.
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('tab', { name: 'SMS' }).click();
  const otherMobile = uniqueMobile();
  await login.getByRole('textbox', { name: 'Số điện thoại' }).fill(otherMobile);
  const popupOpened = page.waitForEvent('popup');
  await login.getByTestId('send-code').click();
  await (await popupOpened).close();
  await expectWarning(page, 'Đăng nhập thất bại, vui lòng thử lại nếu cửa sổ bật lên đã bị đóng');
  const sendErrors: [string, string][] = [
    ['INVALID_PHONE_NUMBER', 'Định dạng số điện thoại không hợp lệ'],
    ['MISSING_PHONE_NUMBER', 'Vui lòng nhập số điện thoại hợp lệ'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút'],
    ['CAPTCHA_CHECK_FAILED', 'Kiểm tra captcha thất bại'],
    ['QUOTA_EXCEEDED', 'Hạn mức không đủ, vui lòng liên hệ chăm sóc khách hàng'],
    ['OPERATION_NOT_ALLOWED', 'Chức năng chưa được bật, vui lòng liên hệ chăm sóc khách hàng'],
    ['INTERNAL_ERROR', 'Lỗi không xác định'],
  ];
  for (const [error, message] of sendErrors) {
    await injectError(request, 'sendVerificationCode', error);
    // The send button takes one press a second (SPEC.md §5).
    await page.waitForTimeout(1_000);
    await sendCodeThroughProvider(page, login);
    await expectWarning(page, message);
    await expect(login.getByTestId('send-code')).toBeEnabled();
  }

  // A code typed before any was sent cannot be checked; then, with a code sent, every refusal of
  // the provider's check lands on the code field, a wrong code too.
  const codeField = login.getByRole('textbox', { name: 'Mã SMS' });
  // The field's message (the label repeats it, hidden from assistive technology).
  const fieldError = (message: string) => login.locator('p', { hasText: message });
  const submit = login.getByRole('button', { name: 'Đăng nhập', exact: true });
  await codeField.fill('123456');
  await submit.click();
  await expect(fieldError('Mã xác minh không hợp lệ hoặc bị thiếu')).toBeVisible();
  await login.getByRole('textbox', { name: 'Số điện thoại' }).fill(mobileNum);
  await page.waitForTimeout(1_000);
  await sendCodeThroughProvider(page, login);
  await expect(login.getByTestId('send-code')).toBeDisabled();
  const code = await standinCode(request, phoneOf(mobileNum));
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await submit.click();
  await expect(fieldError('Mã xác minh không hợp lệ hoặc bị thiếu')).toBeVisible();
  const checkErrors: [string, string][] = [
    ['INVALID_CODE', 'Mã xác minh không hợp lệ hoặc bị thiếu'],
    ['MISSING_CODE', 'Mã xác minh không hợp lệ hoặc bị thiếu'],
    ['SESSION_EXPIRED', 'Mã đã hết hạn, vui lòng gửi lại'],
    ['CODE_EXPIRED', 'Mã đã hết hạn, vui lòng gửi lại'],
  ];
  for (const [error, message] of checkErrors) {
    // Typed again (emptied first: the same code as the last attempt is a change too), the field's
    // last refusal is cleared: each message below is new.
    await codeField.fill('');
    await codeField.fill(code);
    await expect(fieldError(message)).toHaveCount(0);
    await injectError(request, 'signInWithPhoneNumber', error);
    await submit.click();
    await expect(fieldError(message)).toBeVisible();
  }
  // The provider's session is still good: the right code signs in.
  await codeField.fill(code);
  await submit.click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('member-menu')).toContainText(mobileNum);
});
