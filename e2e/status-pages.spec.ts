// Journey: when the operator turns maintenance on, or blocks the visitor's IP, the site shows the
// maintenance page or the blocked page instead of the lobby, and returns when the setting is undone;
// the blocked page's customer-service button opens live chat, which works for a blocked visitor.
import { expect, test } from './support/test';
import { operatorToken, updateSiteSettings } from './support/operator';

test.afterEach(async ({ request }) => {
  const token = await operatorToken(request);
  await updateSiteSettings(request, token, { maintenance: false, maintenanceMessage: '', blockedIps: [] });
});

test('maintenance shows the game-maintenance page', async ({ page, request }) => {
  const token = await operatorToken(request);
  await updateSiteSettings(request, token, { maintenance: true });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Trò chơi đang bảo trì' })).toBeVisible();
  await expect(page.getByText('Chúng tôi đang nâng cấp hệ thống')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  await updateSiteSettings(request, token, { maintenance: true, maintenanceMessage: 'Back at 10:00 GMT+8' });
  await page.reload();
  await expect(page.getByText('Back at 10:00 GMT+8')).toBeVisible();

  await updateSiteSettings(request, token, { maintenance: false });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh trò chơi' })).toBeVisible();
});

test('a blocked IP shows the blocked page with the visitor IP and a customer-service button', async ({
  page,
  request,
}) => {
  const token = await operatorToken(request);
  await updateSiteSettings(request, token, { blockedIps: ['127.0.0.0/8'] });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'IP của bạn bị hạn chế truy cập' })).toBeVisible();
  await expect(page.getByTestId('blocked-ip')).toHaveText('127.0.0.1');
  await expect(page.getByText('liên hệ hỗ trợ trực tuyến để mở khóa')).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Liên hệ chăm sóc khách hàng' }).click();
  const popup = await popupPromise;
  expect(popup.viewportSize()).toEqual({ width: 440, height: 750 });
  // The button opens live chat with the support desk, which stays open to a blocked visitor.
  await expect(popup).toHaveURL(/\/livechat\/\d+\.\d+\.[\w-]+$/);
  await expect(popup.getByTestId('chat-state')).toHaveText(/Đang chờ nhân viên hỗ trợ/);
  await popup.close();
});
