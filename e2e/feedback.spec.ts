// Journey (issue 18 item 2, SPEC.md §5 and §9): the demo member sends feedback from the member centre
// with a PNG image (a text file named .png is refused by its bytes before anything is sent); the
// operator, in the console's support desk in another browser, opens it, sees the text and the image,
// and answers; the feedback then shows as answered, and the member finds the answer in the internal
// messages and beside the feedback. The screens are in Vietnamese (the site's default).
import { closeAnnouncementPopups, expect, test } from './support/test';
import { signInAsDemo } from './support/member';
import { DEMO, signInAsOperator } from './support/operator';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a member sends feedback with an image, the operator answers, the answer reaches the inbox', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers on a machine under load: the journey's steps are many.
  test.setTimeout(150_000);
  await signInAsDemo(page);
  await page.goto('/member?section=feedback');
  const content = `Nạp tiền qua ngân hàng mất hơn một giờ ${Date.now()}`;
  await page.getByRole('combobox', { name: 'Về' }).selectOption({ label: 'Nạp hoặc rút tiền' });
  await page.getByRole('textbox', { name: 'Góp ý của bạn' }).fill(content);
  await expect(page.getByTestId('feedback-counter')).toHaveText(`${content.length} / 140`);
  await page.getByLabel('Hình ảnh').setInputFiles([
    { name: 'note.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') },
    { name: 'proof.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByTestId('image-refusals')).toHaveText('note.png: Ảnh phải là PNG hoặc JPG');
  await expect(page.getByRole('img', { name: 'Ảnh 1' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ảnh 2' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Gửi góp ý' }).click();
  await expect(page.getByRole('dialog')).toContainText('góp ý đã được gửi');
  await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý' }).click();
  const mine = page.getByTestId('feedback-item').filter({ hasText: content });
  await expect(mine).toContainText('Đang chờ trả lời');

  // The operator, in a browser of their own.
  const operatorContext = await browser.newContext();
  await closeAnnouncementPopups(operatorContext, request);
  const desk = await operatorContext.newPage();
  await signInAsOperator(desk);
  await desk.getByRole('link', { name: 'Chăm sóc khách hàng' }).click();
  await desk.getByRole('tab', { name: 'Góp ý' }).click();
  const item = desk.getByTestId('support-feedback').filter({ hasText: content });
  await expect(item).toContainText(DEMO.member.username);
  await expect(item).toContainText('Chưa trả lời');
  await item.click();
  await expect(desk.getByTestId('feedback-member')).toHaveText(DEMO.member.username);
  await expect(desk.getByTestId('feedback-content')).toHaveText(content);
  const image = desk.getByRole('img', { name: 'Ảnh 1' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
  const answer = 'Cảm ơn bạn: khoản nạp đã được cộng vào ví lúc 10:02.';
  await desk.getByRole('textbox', { name: 'Trả lời' }).fill(answer);
  await desk.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(desk.getByTestId('feedback-given-answer')).toHaveText(answer);
  await expect(desk.getByRole('textbox', { name: 'Trả lời' })).toHaveCount(0);
  await desk.getByRole('button', { name: 'Đã trả lời', exact: true }).click();
  await expect(desk.getByTestId('support-feedback').filter({ hasText: content })).toContainText('Đã trả lời');
  await operatorContext.close();

  // The member reads the answer in the internal messages and beside the feedback.
  await page.goto('/member?section=messages');
  const message = page
    .getByTestId('inbox')
    .getByRole('listitem')
    .filter({ hasText: 'Trả lời góp ý của bạn' });
  await expect(message).toContainText(answer);
  await page.goto('/member?section=feedback');
  await expect(mine).toContainText('Đã trả lời');
  await expect(mine.getByTestId('feedback-answer')).toHaveText(answer);
});
