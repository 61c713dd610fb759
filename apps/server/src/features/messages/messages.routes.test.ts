// Proves the inbox over HTTP (issue 6 §6): messages written by payments in the reader's language, the
// unread count (not for trial members), marking one or all read, and no member reading another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { signedInMember, type SignedInMember } from '../../test-support/payments';
import { createMessagesService } from './messages.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function sendMessages(member: SignedInMember, count: number) {
  const messages = createMessagesService({ db: testApp.database.db });
  for (let index = 1; index <= count; index += 1) {
    await messages.send({
      accountId: member.id,
      kind: index % 2 ? 'depositCredited' : 'withdrawalRejected',
      params: { site: 'Playdeck', amountMinor: BigInt(index * 1000), reason: 'Name does not match' },
      eventKey: `test:${member.id}:${index}`,
    });
  }
}

const get = (member: SignedInMember, url: string, language = 'en') =>
  testApp.app.inject({ method: 'GET', url, headers: { ...member.headers, 'accept-language': language } });

describe('inbox', () => {
  it('lists the newest first, in the reader language, with the unread count', async () => {
    const member = await signedInMember(testApp, 0n);
    await sendMessages(member, 3);
    const english = (await get(member, '/api/messages?pageSize=2')).json().value;
    expect(english).toMatchObject({ total: 3, totalPages: 2, unread: 3, pageSize: 2 });
    expect(english.list[0]).toMatchObject({
      kind: 'depositCredited',
      amount: '30.00',
      title: 'Deposit credited',
    });
    expect(english.list[1]).toMatchObject({
      kind: 'withdrawalRejected',
      content:
        'Your withdrawal of 20.00 on Playdeck was rejected: Name does not match. The amount is back in your wallet.',
    });
    const vietnamese = (await get(member, '/api/messages', 'vi')).json().value;
    expect(vietnamese.list[0].title).toBe('Nạp tiền thành công');
    expect((await get(member, '/api/messages/unread-count')).json().value).toEqual({ count: 3 });
  });

  it('sends one message per event however often it is asked to', async () => {
    const member = await signedInMember(testApp, 0n);
    await sendMessages(member, 1);
    await sendMessages(member, 1);
    expect((await get(member, '/api/messages/unread-count')).json().value.count).toBe(1);
  });

  it('marks one and then all read, and keeps other members out', async () => {
    const alice = await signedInMember(testApp, 0n);
    const bob = await signedInMember(testApp, 0n);
    await sendMessages(alice, 3);
    const [first] = (await get(alice, '/api/messages')).json().value.list;
    const byBob = await testApp.app.inject({
      method: 'POST',
      url: `/api/messages/${first.id}/read`,
      headers: bob.headers,
    });
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json().code).toBe('MESSAGE_NOT_FOUND');
    expect((await get(bob, '/api/messages')).json().value.total).toBe(0);

    const read = await testApp.app.inject({
      method: 'POST',
      url: `/api/messages/${first.id}/read`,
      headers: alice.headers,
    });
    expect(read.json().value).toMatchObject({ id: first.id, read: true });
    expect((await get(alice, '/api/messages/unread-count')).json().value.count).toBe(2);
    expect((await get(alice, '/api/messages?unreadOnly=true')).json().value.total).toBe(2);
    const all = await testApp.app.inject({
      method: 'POST',
      url: '/api/messages/read-all',
      headers: alice.headers,
    });
    expect(all.json().value).toEqual({ count: 2 });
    expect((await get(alice, '/api/messages/unread-count')).json().value.count).toBe(0);
  });

  it('refuses trial members, visitors and oversized pages', async () => {
    const trial = await signedInMember(testApp, 0n, { type: ACCOUNT_TYPES.trial });
    const refused = await get(trial, '/api/messages/unread-count');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REAL_ACCOUNT_REQUIRED');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
    const member = await signedInMember(testApp, 0n);
    expect((await get(member, '/api/messages?pageSize=51')).statusCode).toBe(400);
    expect((await get(member, '/api/messages?pageNo=0')).statusCode).toBe(400);
  });
});
