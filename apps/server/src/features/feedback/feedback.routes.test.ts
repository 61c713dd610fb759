// Proves member feedback over HTTP (issue 18 item 2, SPEC.md §5 and §9): content of 140 characters
// stored and 141 refused, 3 images stored and a fourth refused, a GIF and a text file refused by their
// bytes, 5 MB stored and 5 MB + 1 byte refused, each refusal per field with nothing written; visitors,
// trial members and other roles refused before validation; the hourly limit; the operator's list,
// image bytes and answer, which sends exactly one inbox message in the answer's own transaction.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import {
  FEEDBACK_PER_HOUR_MAX,
  type Feedback,
  type FeedbackPage,
  type OperatorFeedback,
  type OperatorFeedbackPage,
} from '@playdeck/contract/feedback';
import type { InboxValue } from '@playdeck/contract/inbox';
import { UPLOAD_IMAGE_MAX_BYTES } from '@playdeck/contract/images';
import { accountsTable } from '../account/account.table';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders, signedInMember, type SignedInMember } from '../../test-support/payments';
import { createMessagesService } from '../messages/messages.service';
import { inboxMessagesTable } from '../messages/messages.table';
import { createFeedbackService } from './feedback.service';
import { feedbackImagesTable, feedbackTable } from './feedback.table';

let testApp: TestApp;
let operator: { authorization: string };
let clock = new Date('2026-11-29T04:00:00Z');
const en = { 'accept-language': 'en' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bytes that begin like a PNG, `size` long in all. */
const pngOf = (size = 64) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(PNG_SIGNATURE).copy(bytes);
  return bytes;
};
const png = (size?: number) => pngOf(size).toString('base64');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
/** What a text file renamed photo.png carries: the name is never sent, and the bytes are text. */
const textFile = Buffer.from('not an image, whatever its name says\n').toString('base64');

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => clock });
  operator = await operatorHeaders(testApp.app);
});
afterAll(() => testApp.close());
// Each test starts an hour later, so that one test's feedback never counts toward another's limit.
beforeEach(() => {
  clock = new Date(clock.getTime() + 61 * 60 * 1000);
});

const send = (headers: Record<string, string>, payload: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/feedback',
    payload: payload as Record<string, unknown>,
    headers: { ...headers, ...en },
  });

async function stored(member: SignedInMember) {
  const { db } = testApp.database;
  const [feedback] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(feedbackTable)
    .where(eq(feedbackTable.accountId, member.id));
  const [images] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(feedbackImagesTable)
    .innerJoin(feedbackTable, eq(feedbackTable.id, feedbackImagesTable.feedbackId))
    .where(eq(feedbackTable.accountId, member.id));
  return { feedback: feedback!.total, images: images!.total };
}

async function inboxOf(member: SignedInMember) {
  return testApp.database.db
    .select()
    .from(inboxMessagesTable)
    .where(eq(inboxMessagesTable.accountId, member.id));
}

/** Sends what must be refused and checks the refusal's status, code and per-field messages, and that nothing was stored. */
async function expectRefused(
  member: SignedInMember,
  payload: unknown,
  fields: Record<string, string>,
  status = 400,
) {
  const before = await stored(member);
  const response = await send(member.headers, payload);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.fields).toEqual(fields);
  expect(await stored(member)).toEqual(before);
}

describe('PUT /api/feedback: the limits of SPEC.md §5 and §9', () => {
  it('stores 140 characters with 3 images (png and jpeg) and lists it as open', async () => {
    const member = await signedInMember(testApp, 0n);
    const content = 'x'.repeat(140);
    const response = await send(member.headers, { type: 'BUG', content, images: [png(), jpeg, png(200)] });
    expect(response.statusCode, response.body).toBe(200);
    const feedback = response.json().value as Feedback;
    expect(feedback).toMatchObject({ type: 'BUG', content, imageCount: 3, status: 'OPEN', answer: null });
    expect(await stored(member)).toEqual({ feedback: 1, images: 3 });
    const list = (
      await testApp.app.inject({ method: 'GET', url: '/api/feedback', headers: member.headers })
    ).json().value as FeedbackPage;
    expect(list).toMatchObject({ total: 1, pageNo: 1 });
    expect(list.list[0]).toMatchObject({ id: feedback.id, status: 'OPEN' });
  });

  it('trims the content and takes feedback without images', async () => {
    const member = await signedInMember(testApp, 0n);
    const response = await send(member.headers, { type: 'SUGGESTION', content: `  ${'y'.repeat(140)}  ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ content: 'y'.repeat(140), imageCount: 0 });
  });

  it('refuses 141 characters, empty content, an unknown type and an unknown field', async () => {
    const member = await signedInMember(testApp, 0n);
    await expectRefused(
      member,
      { type: 'BUG', content: 'x'.repeat(141) },
      { content: 'Please enter at most 140 characters' },
    );
    await expectRefused(member, { type: 'BUG', content: '   ' }, { content: 'Input cannot be empty' });
    await expectRefused(member, { type: 'BUG' }, { content: 'Input cannot be empty' });
    await expectRefused(
      member,
      { type: 'PRAISE', content: 'hello' },
      { type: 'Please choose one of the offered options' },
    );
    const extra = await send(member.headers, { type: 'BUG', content: 'hello', accountId: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await stored(member)).toEqual({ feedback: 0, images: 0 });
  });

  it('refuses a fourth image', async () => {
    const member = await signedInMember(testApp, 0n);
    await expectRefused(
      member,
      { type: 'GAME', content: 'four', images: [png(), png(), jpeg, png()] },
      { images: 'At most 3 images' },
    );
  });

  it('refuses a GIF and a text file by their bytes, naming each image', async () => {
    const member = await signedInMember(testApp, 0n);
    await expectRefused(
      member,
      { type: 'OTHER', content: 'gif', images: [png(), gif, textFile] },
      { 'images.1': 'Images must be PNG or JPG', 'images.2': 'Images must be PNG or JPG' },
    );
    await expectRefused(
      member,
      { type: 'OTHER', content: 'not base64', images: ['%%%'] },
      { 'images.0': 'Images must be PNG or JPG' },
    );
  });

  it('stores an image of exactly 5 MB and refuses one of 5 MB and 1 byte', async () => {
    const member = await signedInMember(testApp, 0n);
    await expectRefused(
      member,
      { type: 'BUG', content: 'too large', images: [png(UPLOAD_IMAGE_MAX_BYTES + 1)] },
      { 'images.0': 'Each image must be at most 5 MB' },
    );
    const response = await send(member.headers, {
      type: 'BUG',
      content: 'just fits',
      images: [png(UPLOAD_IMAGE_MAX_BYTES)],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(member)).toEqual({ feedback: 1, images: 1 });
  });

  it('allows FEEDBACK_PER_HOUR_MAX an hour, answers the next 429 with nothing stored, and again an hour later', async () => {
    const member = await signedInMember(testApp, 0n);
    for (let index = 0; index < FEEDBACK_PER_HOUR_MAX; index += 1) {
      expect((await send(member.headers, { type: 'OTHER', content: `note ${index}` })).statusCode).toBe(200);
    }
    const refused = await send(member.headers, { type: 'OTHER', content: 'one more', images: [png()] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'FEEDBACK_TOO_MANY',
      message: `You can send at most ${FEEDBACK_PER_HOUR_MAX} feedbacks an hour: please try again later`,
    });
    expect(await stored(member)).toEqual({ feedback: FEEDBACK_PER_HOUR_MAX, images: 0 });
    clock = new Date(clock.getTime() + 60 * 60 * 1000 + 1000);
    expect((await send(member.headers, { type: 'OTHER', content: 'later' })).statusCode).toBe(200);
  });

  it('refuses a visitor 401 and a trial member 403 before reading the body, storing nothing', async () => {
    const visitor = await send({}, { type: 'BUG', content: 'x'.repeat(500) });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('NOT_LOGGED_IN');
    const trial = await signedInMember(testApp, 0n, { type: ACCOUNT_TYPES.trial });
    const refused = await send(trial.headers, { type: 'BUG', content: 'x'.repeat(500) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REAL_ACCOUNT_REQUIRED');
    expect(await stored(trial)).toEqual({ feedback: 0, images: 0 });
    const list = await testApp.app.inject({ method: 'GET', url: '/api/feedback', headers: trial.headers });
    expect(list.statusCode).toBe(403);
  });
});

describe('the operator: list, images and the answer', () => {
  async function sentFeedback(member: SignedInMember, images: string[] = [png(90), jpeg]) {
    const response = await send(member.headers, { type: 'PAYMENT', content: 'My deposit is late', images });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as Feedback;
  }
  const answer = (headers: Record<string, string>, id: number, payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/operator/feedback/${id}/answer`,
      payload: payload as Record<string, unknown>,
      headers: { ...headers, ...en },
    });

  it('lists feedback by status and shows one with its member and images', async () => {
    const member = await signedInMember(testApp, 0n);
    const feedback = await sentFeedback(member);
    const open = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/operator/feedback?status=OPEN&pageSize=100',
        headers: operator,
      })
    ).json().value as OperatorFeedbackPage;
    expect(open.list.every((item) => item.status === 'OPEN')).toBe(true);
    const listed = open.list.find((item) => item.id === feedback.id)!;
    expect(listed.member).toEqual({ id: member.id, username: member.username });
    expect(listed.images).toEqual([
      { position: 0, mimeType: 'image/png', url: `/api/operator/feedback/${feedback.id}/images/0` },
      { position: 1, mimeType: 'image/jpeg', url: `/api/operator/feedback/${feedback.id}/images/1` },
    ]);
    const one = await testApp.app.inject({
      method: 'GET',
      url: `/api/operator/feedback/${feedback.id}`,
      headers: operator,
    });
    expect(one.json().value).toEqual(listed);
    const badStatus = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/feedback?status=CLOSED',
      headers: { ...operator, ...en },
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields).toEqual({ status: 'Please choose one of the offered options' });
  });

  it('serves an image by its stored type with nosniff, to the operator only', async () => {
    const member = await signedInMember(testApp, 0n);
    const feedback = await sentFeedback(member);
    const image = await testApp.app.inject({
      method: 'GET',
      url: `/api/operator/feedback/${feedback.id}/images/0`,
      headers: operator,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(pngOf(90))).toBe(true);
    const jpegImage = await testApp.app.inject({
      method: 'GET',
      url: `/api/operator/feedback/${feedback.id}/images/1`,
      headers: operator,
    });
    expect(jpegImage.headers['content-type']).toBe('image/jpeg');
    const missing = await testApp.app.inject({
      method: 'GET',
      url: `/api/operator/feedback/${feedback.id}/images/2`,
      headers: operator,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('FEEDBACK_NOT_FOUND');
    const byMember = await testApp.app.inject({
      method: 'GET',
      url: `/api/operator/feedback/${feedback.id}/images/0`,
      headers: member.headers,
    });
    expect(byMember.statusCode).toBe(403);
  });

  it('answers once: one inbox message for the member, the answer in their list, a second answer refused 409', async () => {
    const member = await signedInMember(testApp, 0n);
    const feedback = await sentFeedback(member);
    const response = await answer(operator, feedback.id, {
      answer: '  Your deposit was credited at 10:02.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json().value as OperatorFeedback;
    expect(answered).toMatchObject({
      status: 'ANSWERED',
      answer: 'Your deposit was credited at 10:02.',
      answeredBy: 'operator',
    });
    const messages = await inboxOf(member);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'feedbackAnswered',
      eventKey: `feedback:${feedback.id}:answered`,
    });
    const inbox = (
      await testApp.app.inject({ method: 'GET', url: '/api/messages', headers: { ...member.headers, ...en } })
    ).json().value as InboxValue;
    expect(inbox.list[0]).toMatchObject({ kind: 'feedbackAnswered', title: 'Answer to your feedback' });
    expect(inbox.list[0]!.content).toContain('answered your feedback: Your deposit was credited at 10:02.');
    const mine = (
      await testApp.app.inject({ method: 'GET', url: '/api/feedback', headers: member.headers })
    ).json().value as FeedbackPage;
    expect(mine.list[0]).toMatchObject({ status: 'ANSWERED', answer: 'Your deposit was credited at 10:02.' });

    const again = await answer(operator, feedback.id, { answer: 'Another answer' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'FEEDBACK_ANSWERED',
      message: 'This feedback has already been answered',
    });
    expect(await inboxOf(member)).toHaveLength(1);
    const [row] = await testApp.database.db
      .select()
      .from(feedbackTable)
      .where(eq(feedbackTable.id, feedback.id));
    expect(row!.answer).toBe('Your deposit was credited at 10:02.');
  });

  it('refuses an empty or too long answer, an unknown feedback, and a member calling the answer route', async () => {
    const member = await signedInMember(testApp, 0n);
    const feedback = await sentFeedback(member);
    const empty = await answer(operator, feedback.id, { answer: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ answer: 'Input cannot be empty' });
    const long = await answer(operator, feedback.id, { answer: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ answer: 'Please enter at most 1000 characters' });
    const unknown = await answer(operator, 999_999, { answer: 'hello' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('FEEDBACK_NOT_FOUND');
    const byMember = await answer(member.headers, feedback.id, { answer: 'I answer myself' });
    expect(byMember.statusCode).toBe(403);
    const [row] = await testApp.database.db
      .select()
      .from(feedbackTable)
      .where(eq(feedbackTable.id, feedback.id));
    expect(row).toMatchObject({ status: 'OPEN', answer: null, answeredAt: null });
    expect(await inboxOf(member)).toHaveLength(0);
  });

  it('keeps the feedback open when the inbox message cannot be written (one transaction)', async () => {
    const member = await signedInMember(testApp, 0n);
    const feedback = await sentFeedback(member, []);
    const { db } = testApp.database;
    const messages = createMessagesService({ db });
    const failing = createFeedbackService({
      db,
      site: { scalarSettings: async () => ({ siteName: 'Playdeck' }) },
      messages: {
        async send(message, transaction) {
          await messages.send(message, transaction);
          throw new Error('the inbox is down');
        },
      },
    });
    const [operatorAccount] = await db
      .select({ id: accountsTable.id })
      .from(accountsTable)
      .where(eq(accountsTable.username, 'operator'));
    const operatorId = operatorAccount!.id;
    await expect(failing.answer(operatorId, feedback.id, 'Lost answer')).rejects.toThrow('the inbox is down');
    const [row] = await db.select().from(feedbackTable).where(eq(feedbackTable.id, feedback.id));
    expect(row).toMatchObject({ status: 'OPEN', answer: null });
    expect(await inboxOf(member)).toHaveLength(0);
  });
});
