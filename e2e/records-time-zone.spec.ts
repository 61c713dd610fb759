// Journey: the member's records read days at the site's clock, not the browser's (issue 13 item 8).
// The site is set to GMT+14 and the browser runs at UTC-12: 26 hours apart, so at any moment of the
// run the two calendars show different dates. A round played a moment ago is in the betting record and
// the profit and loss as they open, and every record screen's period ends with the site's today with
// the zone written under it.
import { expect, test } from './support/test';
import { signInAsDemo, spinSlotOnce } from './support/member';
import { operatorToken, updateSiteSettings } from './support/operator';

const SITE_OFFSET_MINUTES = 14 * 60;
const BROWSER_ZONE = 'Etc/GMT+12'; // POSIX sign: UTC-12

const siteToday = () => new Date(Date.now() + SITE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

test.use({ timezoneId: BROWSER_ZONE });

test.beforeAll(async ({ request }) => {
  await updateSiteSettings(request, await operatorToken(request), {
    timeZoneOffsetMinutes: SITE_OFFSET_MINUTES,
  });
});

test.afterAll(async ({ request }) => {
  await updateSiteSettings(request, await operatorToken(request), { timeZoneOffsetMinutes: 480 });
});

test('records opened in a browser a day behind the site show the round just played', async ({ page }) => {
  test.setTimeout(120_000);
  const browserToday = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  expect(browserToday).not.toBe(siteToday());

  await page.goto('/rng');
  await signInAsDemo(page);
  await spinSlotOnce(page);

  for (const [section, name] of [
    ['bettingRecord', 'Lịch sử cược'],
    ['accountRecord', 'Lịch sử tài khoản'],
    ['profitLoss', 'Lãi lỗ cá nhân'],
    ['bonus', 'Chi tiết tiền thưởng'],
  ] as const) {
    await page.goto(`/member?section=${section}`);
    const screen = page.getByRole('region', { name });
    await expect(screen.getByLabel('Đến ngày')).toHaveValue(siteToday());
    await expect(screen.getByText('Ngày theo giờ hệ thống (GMT+14)')).toBeVisible();
    if (section === 'bettingRecord') {
      await expect(screen.getByTestId('betting-record').locator('tbody tr').first()).toContainText(
        'Rồng May Mắn',
      );
    }
    if (section === 'profitLoss') {
      await expect(screen.getByTestId('profit-loss').locator('tbody tr').first()).toContainText(siteToday());
    }
  }
});
