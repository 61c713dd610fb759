// Journey: the operator reads the reports. The console's menu opens the reports desk on the last 30
// site days; the overview's totals are the API's figures for the same period, with the GGR/NGR chart
// drawn; the day table downloads as a CSV file with its header row and one line per day; the RTP tab
// lists the demo games with a theoretical figure beside the observed one.
import { readFile } from 'node:fs/promises';
import { operatorToken, signInAsOperator } from './support/operator';
import { expect, test } from './support/test';

test('the operator reads the reports and exports a table', async ({ page, request }) => {
  const token = await operatorToken(request);
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: 'Menu điều hành' })
    .getByRole('link', { name: 'Báo cáo' })
    .click();
  await expect(page).toHaveURL(/\/operator\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Báo cáo' })).toBeVisible();
  const from = await page.getByLabel('Từ ngày').inputValue();
  const to = await page.getByLabel('Đến ngày').inputValue();

  const answer = await request.get(`/api/operator/reports/overview?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const overview = (await answer.json()).value as { days: unknown[]; totals: { ngr: string; ggr: string } };
  expect(overview.days).toHaveLength(30);
  const money = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  await expect(page.getByTestId('report-total-ngr')).toHaveText(money(overview.totals.ngr));
  await expect(page.getByTestId('report-total-ggr')).toHaveText(money(overview.totals.ggr));
  await expect(page.getByRole('img', { name: 'GGR và NGR theo ngày' })).toBeVisible();

  const table = page.getByRole('region', { name: 'Doanh thu theo ngày' });
  const downloading = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Xuất CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`revenue-by-day-${from}-${to}.csv`);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Ngày,Số ván,Tiền cược,Tiền trả thưởng,GGR,Chi phí thưởng,NGR');
  expect(lines).toHaveLength(31);
  expect(lines.at(-1)).toMatch(new RegExp(`^${to},\\d+,-?\\d+\\.\\d{2},`));

  await page.getByRole('tab', { name: 'RTP theo trò chơi' }).click();
  const rtp = page.getByRole('region', { name: 'RTP thực tế và lý thuyết' });
  await expect(rtp.getByRole('row').nth(1)).toBeVisible();
  await expect(rtp.getByRole('cell', { name: /^\d+\.\d{2} %$/ }).first()).toBeVisible();
});
