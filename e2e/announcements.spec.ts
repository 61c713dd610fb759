// Journey: the announcement popups of SPEC.md §2 — a visitor's popup on the home page once per
// session, the signed-in members' popup after signing in, the full list paged by 9 with Go to
// promotion, the licence popup (also at /licence) and the help popup from the footer.
import { expect, test } from '@playwright/test';
import { signInAsDemo } from './support/member';
import { closeAnnouncementPopups } from './support/test';

test('a visitor sees the popup once per session, then a member sees the members one', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Bảng tin' });
  await expect(popup.getByRole('heading', { name: 'Chào mừng đến với Playdeck' })).toBeVisible();
  await popup.getByRole('button', { name: 'Đóng' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh trò chơi' })).toBeVisible();
  // The jackpot counter and the lists load after the popups would have been asked for.
  await expect(page.getByTestId('jackpot')).toBeVisible();
  await expect(popup).toBeHidden();

  await signInAsDemo(page);
  await expect(popup.getByRole('heading', { name: 'Leo thang VIP' })).toBeVisible();
  await expect(popup.getByText('Chào mừng đến với Playdeck')).toBeHidden();
  await popup.getByRole('button', { name: 'Đến khuyến mãi' }).click();
  await expect(page).toHaveURL(/\/promotions\?type=VIP$/);
  await expect(popup).toBeHidden();
});

test('the announcement list pages by 9 and leads to a promotion', async ({ page }) => {
  await page.goto('/help');
  await page.getByTestId('site-footer').getByRole('button', { name: 'Bảng tin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bảng tin' });
  const titles = dialog.getByRole('navigation', { name: 'Danh sách bảng tin' });
  await expect(titles.getByRole('button')).toHaveCount(9);
  await dialog.getByRole('button', { name: 'Trang 2' }).click();
  await expect(titles.getByRole('button', { name: /Bảo vệ đăng nhập/ })).toBeVisible();
  await expect(titles.getByRole('button', { name: /Chơi có trách nhiệm/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Trang 1' }).click();
  await titles.getByRole('button', { name: /Mỗi vòng quay làm jackpot lớn thêm/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Mỗi vòng quay làm jackpot lớn thêm' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Đến khuyến mãi' }).click();
  await expect(page).toHaveURL(/\/promotions\?type=JACKPOT$/);
});

test('the licence popup opens from the footer and at /licence; help opens as a popup', async ({
  page,
  context,
  request,
}) => {
  await closeAnnouncementPopups(context, request);
  await page.goto('/licence');
  await expect(page).toHaveURL(/\/$/);
  const licence = page.getByRole('dialog', { name: 'Giấy phép' });
  await expect(licence.getByText('Không có (trang trình diễn)')).toBeVisible();
  await expect(licence.getByText('Chưa cấp phép')).toBeVisible();
  await licence.getByRole('button', { name: 'Đóng' }).click();

  const footer = page.getByTestId('site-footer');
  await footer.getByRole('link', { name: 'Giấy phép' }).click();
  await expect(licence).toBeVisible();
  await licence.getByRole('button', { name: 'Đóng' }).click();

  const firstTopic = footer.getByRole('list', { name: 'Trợ giúp' }).getByRole('link').first();
  const topicTitle = (await firstTopic.textContent())!;
  await firstTopic.click();
  const help = page.getByRole('dialog', { name: 'Trung tâm trợ giúp' });
  await expect(help.getByRole('heading', { name: topicTitle })).toBeVisible();
  await help.getByRole('link', { name: 'Mở trung tâm trợ giúp' }).click();
  await expect(page).toHaveURL(/\/help#\w+/);
  await expect(page.getByRole('heading', { level: 2, name: topicTitle })).toBeVisible();
});
