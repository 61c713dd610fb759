// Journey (issue 18 item 3, SPEC.md §7 "Live chat"): the demo member opens the live-chat service from
// the member menu, a 440×750 window with Playdeck's own chat page, and writes; the operator, in the
// console's support desk in another browser, sees the member's account name, assigns the conversation
// to themself and replies; the member sees the reply arrive without reloading; the operator closes it,
// the member's window says so, and the desk's closed queue keeps the transcript.
import { closeAnnouncementPopups, expect, test } from './support/test';
import { signInAsDemo } from './support/member';
import { DEMO, signInAsOperator } from './support/operator';

test('a member chats with the support desk in real time, and the operator closes the conversation', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers on a machine under load: the journey's steps are many.
  test.setTimeout(150_000);
  await signInAsDemo(page);
  await page.getByTestId('member-menu').click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'Chat trực tuyến' }).click();
  const chat = await popupPromise;
  expect(chat.viewportSize()).toEqual({ width: 440, height: 750 });
  await expect(chat).toHaveURL(/\/livechat\/\d+\.\d+\.[\w-]+$/);
  await expect(chat.getByTestId('chat-state')).toHaveText(/Đang chờ nhân viên hỗ trợ/);
  const question = `Tôi chưa nhận được tiền nạp ${Date.now()}`;
  await chat.getByRole('textbox', { name: 'Nhập tin nhắn' }).fill(question);
  await chat.getByRole('button', { name: 'Gửi' }).click();
  const chatLines = chat.getByRole('list', { name: 'Cuộc trò chuyện' });
  await expect(chatLines.getByText(question)).toBeVisible();
  await expect(chat.getByRole('textbox', { name: 'Nhập tin nhắn' })).toHaveValue('');

  // The operator, in a browser of their own.
  const operatorContext = await browser.newContext();
  await closeAnnouncementPopups(operatorContext, request);
  const desk = await operatorContext.newPage();
  await signInAsOperator(desk);
  await desk.getByRole('link', { name: 'Chăm sóc khách hàng' }).click();
  await expect(desk).toHaveURL(/\/operator\/support$/);
  const item = desk.getByTestId('support-conversation').filter({ hasText: question });
  await expect(item).toContainText(DEMO.member.username);
  await item.click();
  await expect(desk.getByTestId('support-account')).toHaveText(DEMO.member.username);
  await desk.getByRole('button', { name: 'Nhận xử lý' }).click();

  // The member sees the agent join, then the reply, pushed over the socket.
  await expect(chat.getByTestId('chat-state')).toHaveText(/Bạn đang trò chuyện với/);
  const answer = 'Chúng tôi đang kiểm tra giao dịch của bạn.';
  await desk.getByRole('textbox', { name: 'Nhập câu trả lời' }).fill(answer);
  await desk.getByRole('button', { name: 'Gửi' }).click();
  await expect(chatLines.getByText(answer)).toBeVisible();

  // The member answers back; the desk sees it without reloading.
  await chat.getByRole('textbox', { name: 'Nhập tin nhắn' }).fill('Cảm ơn!');
  await chat.getByRole('button', { name: 'Gửi' }).click();
  await expect(desk.getByRole('list', { name: 'Nội dung trò chuyện' }).getByText('Cảm ơn!')).toBeVisible();

  await desk.getByRole('button', { name: 'Kết thúc', exact: true }).click();
  await expect(chat.getByTestId('chat-state')).toHaveText('Cuộc trò chuyện này đã kết thúc');
  await expect(chat.getByRole('textbox', { name: 'Nhập tin nhắn' })).toHaveCount(0);
  await expect(chat.getByRole('link', { name: 'Bắt đầu cuộc trò chuyện mới' })).toBeVisible();

  // The closed queue keeps the transcript.
  await desk.getByRole('button', { name: 'Đã kết thúc', exact: true }).click();
  await desk.getByTestId('support-conversation').filter({ hasText: DEMO.member.username }).first().click();
  const transcript = desk.getByRole('list', { name: 'Nội dung trò chuyện' });
  await expect(transcript).toContainText(question);
  await expect(transcript).toContainText(answer);
  await expect(transcript).toContainText('đã kết thúc cuộc trò chuyện');
  await operatorContext.close();
});
