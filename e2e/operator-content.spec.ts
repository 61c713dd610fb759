// Journey: the operator's content desk changes what visitors see. The operator publishes a visitors'
// popup whose HTML carries a <script> and sees the sanitised preview; a visitor in a fresh browser
// meets that popup on the home page without the script; the operator switches a home banner off and
// it leaves the carousel; the operator publishes the licence and /licence shows it; the operator
// deletes the announcement after a confirmation. The site is put back as it was for later journeys.
import { operatorToken, signInAsOperator } from './support/operator';
import { expect, test, type APIRequestContext } from './support/test';

const BANNER_TITLE = 'Baccarat trực tiếp suốt ngày đêm';

type Json = Record<string, unknown>;

/** An operator call through the API, for what the journey reads and puts back. */
async function callAsOperator(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: Json,
) {
  const response = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${method} ${path} failed: ${await response.text()}`);
  return (await response.json()).value;
}

test('the operator publishes content that a visitor sees', async ({ page, browser, request, baseURL }) => {
  const title = `Ưu đãi thử nghiệm ${Date.now()}`;
  const token = await operatorToken(request);
  const licenceBefore = (await (await request.get('/api/content/licence?lang=vi')).json())
    .value as Json | null;
  const bannerBefore = (
    (await callAsOperator(request, token, 'GET', '/api/operator/banners')) as Json[]
  ).find((banner) => banner.title === BANNER_TITLE && banner.language === 'vi')!;
  expect(bannerBefore.enabled).toBe(true);

  try {
    await signInAsOperator(page);
    await page
      .getByRole('navigation', { name: 'Menu điều hành' })
      .getByRole('link', { name: 'Nội dung' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nội dung' })).toBeVisible();

    // A visitors' popup (execution B) whose HTML carries a script: the preview is what the server stored.
    await page.getByRole('button', { name: 'Thêm bảng tin' }).click();
    const editor = page.getByRole('dialog');
    await expect(editor.getByRole('heading', { name: 'Bảng tin mới' })).toBeVisible();
    await editor.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
    await editor.getByRole('combobox', { name: 'Bật lên' }).selectOption('B');
    await editor
      .getByRole('textbox', { name: 'Nội dung (HTML)' })
      .fill('<p>Nhận <strong>thưởng 50%</strong> hôm nay</p><script>window.__pwned = true</script>');
    await editor.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(editor.getByRole('status')).toHaveText('Đã lưu');
    await expect(editor.getByRole('heading', { name: 'Sửa bảng tin' })).toBeVisible();
    const preview = editor.getByTestId('saved-preview');
    await expect(preview.locator('strong')).toHaveText('thưởng 50%');
    await expect(preview).toContainText('Nhận thưởng 50% hôm nay');
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(editor.getByRole('textbox', { name: 'Nội dung (HTML)' })).not.toHaveValue(/script/);
    await editor.getByText('Đóng', { exact: true }).click();
    const announcements = page.getByRole('table', { name: 'Bảng tin' });
    await expect(announcements.getByRole('row', { name: new RegExp(title) })).toContainText('B · Khách');

    // A visitor in a fresh browser meets the popup on the home page, without the script.
    const visitor = await browser.newContext({ baseURL, locale: 'vi-VN' });
    const home = await visitor.newPage();
    await home.goto('/');
    const popup = home.getByRole('dialog', { name: 'Bảng tin' });
    await popup
      .getByRole('navigation', { name: 'Danh sách bảng tin' })
      .getByRole('button', { name: title })
      .click();
    await expect(popup.getByRole('heading', { name: title })).toBeVisible();
    await expect(popup.getByText('Nhận thưởng 50% hôm nay')).toBeVisible();
    await expect(popup.locator('script')).toHaveCount(0);
    expect(await home.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await popup.getByRole('button', { name: 'Đóng' }).click();
    const carousel = home.getByTestId('banner-carousel');
    await expect(carousel.getByText(BANNER_TITLE).first()).toBeAttached();

    // The operator switches a home banner off: it leaves the visitor's carousel.
    await page.getByRole('tab', { name: 'Banner' }).click();
    await page.getByRole('button', { name: `Sửa: ${BANNER_TITLE}` }).click();
    const bannerEditor = page.getByRole('dialog');
    await expect(bannerEditor.getByRole('img', { name: 'Hình ảnh của banner' })).toBeVisible();
    await bannerEditor.getByRole('checkbox', { name: 'Đang bật' }).uncheck();
    await bannerEditor.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(bannerEditor.getByRole('status')).toHaveText('Đã lưu');
    await bannerEditor.getByText('Đóng', { exact: true }).click();
    await expect(
      page.getByRole('table', { name: 'Banner' }).getByRole('row', { name: new RegExp(BANNER_TITLE) }),
    ).toContainText('Đang tắt');
    await home.reload();
    await expect(carousel).toBeVisible();
    await expect(carousel.getByText('Mỗi vòng quay làm jackpot lớn thêm').first()).toBeAttached();
    await expect(carousel.getByText(BANNER_TITLE)).toHaveCount(0);

    // The operator publishes the licence: /licence shows it.
    await page.getByRole('tab', { name: 'Giấy phép' }).click();
    const licence = page.getByRole('form', { name: 'Giấy phép bằng Tiếng Việt' });
    await licence.getByRole('textbox', { name: 'Cơ quan cấp' }).fill('Cơ quan thử nghiệm E2E');
    await licence.getByRole('textbox', { name: 'Số giấy phép' }).fill('E2E-2026-001');
    await licence
      .getByRole('textbox', { name: 'Nội dung (HTML)' })
      .fill('<p>Giấy phép thử nghiệm của hành trình.</p>');
    await licence.getByRole('button', { name: 'Công bố' }).click();
    await expect(licence.getByRole('status')).toHaveText('Đã lưu');
    const published = page.getByRole('region', { name: 'Khách đang thấy' });
    await expect(published.getByText('E2E-2026-001')).toBeVisible();
    await expect(published.getByTestId('saved-preview')).toHaveText('Giấy phép thử nghiệm của hành trình.');
    await home.goto('/licence');
    const licencePopup = home.getByRole('dialog', { name: 'Giấy phép' });
    await expect(licencePopup.getByText('E2E-2026-001')).toBeVisible();
    await expect(licencePopup.getByText('Cơ quan thử nghiệm E2E')).toBeVisible();
    await expect(licencePopup.getByText('Giấy phép thử nghiệm của hành trình.')).toBeVisible();
    await visitor.close();

    // The operator takes the announcement down after a confirmation.
    await page.getByRole('tab', { name: 'Bảng tin' }).click();
    await page.getByRole('button', { name: `Xóa: ${title}` }).click();
    await page.getByRole('dialog', { name: 'Xóa' }).getByRole('button', { name: 'Xóa' }).click();
    await expect(page.getByRole('status')).toHaveText('Đã xóa');
    await expect(announcements.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  } finally {
    // Later journeys expect the demo banner, licence and popups.
    const { id, ...banner } = bannerBefore;
    await callAsOperator(request, token, 'PUT', `/api/operator/banners/${id}`, banner);
    if (licenceBefore) {
      const { updatedAt: _updatedAt, ...input } = licenceBefore;
      await callAsOperator(request, token, 'PUT', '/api/operator/licence/vi', input);
    }
    const left = (
      (await callAsOperator(request, token, 'GET', '/api/operator/announcements')) as Json[]
    ).filter((item) => item.title === title);
    for (const item of left)
      await callAsOperator(request, token, 'DELETE', `/api/operator/announcements/${item.id}`);
  }
});
