// Journey (issue 18, chat room): the demo member opens the chat room from the side menu, writes in the
// Vietnamese room and sees the message; the operator, in a browser of their own, finds it on the
// console's chat desk and deletes it, and it leaves the member's open chat at once (pushed over the
// room's WebSocket); the operator then mutes the member, whose next message is refused with the mute's
// end. The mute is lifted afterwards: other journeys share the server. The screens are in Vietnamese
// (the site's default).
import { closeAnnouncementPopups, expect, test, type APIRequestContext, type Page } from './support/test';
import { signInAsDemo } from './support/member';
import { operatorToken, signInAsOperator } from './support/operator';

async function liftEveryMute(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await operatorToken(request)}` };
  const mutes = (await (await request.get('/api/operator/chat/mutes', { headers })).json()).value as {
    accountId: number;
  }[];
  for (const mute of mutes) await request.delete(`/api/operator/chat/mutes/${mute.accountId}`, { headers });
}

test.afterEach(async ({ request }) => liftEveryMute(request));

async function openChatRoom(page: Page) {
  await page.getByTestId('side-menu-chat').click();
  const dialog = page.getByRole('dialog', { name: 'Phòng chat' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Tiếng Việt' })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

test('a member chats, the operator deletes the message from every screen and mutes the member', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const text = `Xin chào mọi người ${Date.now()}`;
  await signInAsDemo(page);
  const chat = await openChatRoom(page);
  const log = chat.getByRole('log', { name: 'Tin nhắn' }).or(chat.getByText('Chưa có tin nhắn'));
  await expect(log.first()).toBeVisible();

  const composer = chat.getByRole('textbox', { name: 'Tin nhắn của bạn' });
  await composer.fill(text);
  await expect(chat.getByText(`${text.length}/200`)).toBeVisible();
  await chat.getByRole('button', { name: 'Gửi', exact: true }).click();
  await expect(chat.getByRole('log').getByText(text)).toBeVisible();
  await expect(composer).toHaveValue('');

  const context = await browser.newContext({ baseURL, locale: 'vi-VN' });
  await closeAnnouncementPopups(context, request);
  try {
    const console = await context.newPage();
    await signInAsOperator(console);
    await console
      .getByRole('navigation', { name: 'Menu điều hành' })
      .getByRole('link', { name: 'Phòng chat' })
      .click();
    await expect(console.getByRole('heading', { level: 1, name: 'Phòng chat' })).toBeVisible();
    const row = console.getByRole('row').filter({ hasText: text });
    await expect(row).toContainText('demo');
    await row.getByRole('button', { name: /^Xóa tin nhắn \d+$/ }).click();
    const confirm = console.getByRole('dialog', { name: 'Xóa tin nhắn này?' });
    await confirm.getByRole('button', { name: 'Xóa', exact: true }).click();
    await expect(console.getByRole('status').filter({ hasText: 'Đã xóa tin nhắn' })).toBeVisible();
    await expect(row).toContainText('(đã xóa)');

    // The member's open chat loses the message without a reload.
    await expect(chat.getByText(text)).toHaveCount(0);

    await row.getByRole('button', { name: 'Cấm chat demo' }).click();
    const mute = console.getByRole('dialog', { name: 'Cấm chat demo' });
    await mute.getByRole('spinbutton', { name: /Số phút/ }).fill('5');
    await mute.getByRole('textbox', { name: 'Lý do' }).fill('Thử kiểm duyệt');
    await mute.getByRole('button', { name: 'Cấm chat', exact: true }).click();
    await expect(console.getByRole('status').filter({ hasText: 'Đã cấm chat demo' })).toBeVisible();

    await composer.fill('Còn ai nghe không?');
    await chat.getByRole('button', { name: 'Gửi', exact: true }).click();
    await expect(chat.getByRole('alert')).toHaveText(
      /^Bạn không thể viết trong phòng chat cho đến \d{4}-\d\d-\d\d \d\d:\d\d \(GMT\+8\)$/,
    );
    await expect(chat.getByRole('listitem').filter({ hasText: 'Còn ai nghe không?' })).toHaveCount(0);

    await console.getByRole('tab', { name: 'Nhật ký' }).click();
    await expect(console.getByRole('row').filter({ hasText: 'Xóa tin nhắn' }).first()).toContainText(text);
    await expect(console.getByRole('row').filter({ hasText: 'Thử kiểm duyệt' }).first()).toBeVisible();
  } finally {
    await context.close();
  }
});
