// Proves every message is recorded with the provider that carried it, that a refused message is not
// recorded, and that the listing filters, pages and finds the latest message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { createOutboxService, type OutboundMessage, type OutboxService } from './outbox.service';

let testApp: TestApp;
let outbox: OutboxService;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
  outbox = createOutboxService({ db: testApp.database.db });
});
afterAll(() => testApp.close());

describe('send', () => {
  it('records an SMS and an e-mail with the built-in provider when no SMTP server is set', async () => {
    const sms = await outbox.send({
      channel: 'sms',
      recipient: '+84900000001',
      body: 'Playdeck code: 111111',
    });
    expect(sms).toMatchObject({
      channel: 'sms',
      recipient: '+84900000001',
      subject: null,
      body: 'Playdeck code: 111111',
      provider: 'outbox',
    });
    expect(new Date(sms.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const email = await outbox.send({
      channel: 'email',
      recipient: 'player@example.com',
      subject: 'Your new password',
      body: 'Password: x',
    });
    expect(email).toMatchObject({ channel: 'email', subject: 'Your new password', provider: 'outbox' });
  });

  it('records the name of the provider that carried the message, and nothing when it refuses', async () => {
    const carried: OutboundMessage[] = [];
    const gateway = createOutboxService({
      db: testApp.database.db,
      providers: {
        sms: {
          name: 'test-gateway',
          async send(message) {
            if (message.recipient === '+84900000099') throw new Error('carrier refused');
            carried.push(message);
          },
        },
      },
    });
    await gateway.send({ channel: 'sms', recipient: '+84900000002', body: 'hello' });
    expect(carried).toEqual([{ channel: 'sms', recipient: '+84900000002', body: 'hello' }]);
    expect(await outbox.latest('+84900000002', 'sms')).toMatchObject({ provider: 'test-gateway' });
    await expect(gateway.send({ channel: 'sms', recipient: '+84900000099', body: 'x' })).rejects.toThrow(
      'carrier refused',
    );
    expect(await outbox.latest('+84900000099', 'sms')).toBeUndefined();
  });

  it('refuses a malformed message before anything is sent', async () => {
    await expect(outbox.send({ channel: 'sms', recipient: '', body: 'x' })).rejects.toThrow();
    await expect(
      outbox.send({ channel: 'sms', recipient: '+84900000003', body: 'x'.repeat(4_001) }),
    ).rejects.toThrow();
    await expect(
      outbox.send({ channel: 'fax' as 'sms', recipient: '+84900000003', body: 'x' }),
    ).rejects.toThrow();
    expect(await outbox.latest('+84900000003', 'sms')).toBeUndefined();
  });
});

describe('latest and list', () => {
  it('finds the newest message of a recipient on one channel', async () => {
    await outbox.send({ channel: 'sms', recipient: '+84900000010', body: 'first' });
    await outbox.send({ channel: 'email', recipient: '+84900000010', body: 'other channel' });
    await outbox.send({ channel: 'sms', recipient: '+84900000010', body: 'second' });
    expect((await outbox.latest('+84900000010', 'sms'))?.body).toBe('second');
    expect((await outbox.latest('+84900000010', 'email'))?.body).toBe('other channel');
    expect(await outbox.latest('+84900000011', 'sms')).toBeUndefined();
  });

  it('pages newest first and filters by recipient and channel', async () => {
    for (let index = 1; index <= 5; index += 1) {
      await outbox.send({ channel: 'sms', recipient: '+84900000020', body: `message ${index}` });
    }
    const first = await outbox.list({ recipient: '+84900000020', pageNo: 1, pageSize: 2 });
    expect(first).toMatchObject({ pageNo: 1, pageSize: 2, total: 5, totalPages: 3 });
    expect(first.list.map((entry) => entry.body)).toEqual(['message 5', 'message 4']);
    const last = await outbox.list({ recipient: '+84900000020', pageNo: 3, pageSize: 2 });
    expect(last.list.map((entry) => entry.body)).toEqual(['message 1']);
    const beyond = await outbox.list({ recipient: '+84900000020', pageNo: 4, pageSize: 2 });
    expect(beyond).toMatchObject({ list: [], total: 5, totalPages: 3 });
    const emails = await outbox.list({ channel: 'email', pageNo: 1, pageSize: 100 });
    expect(emails.list.every((entry) => entry.channel === 'email')).toBe(true);
    expect(emails.total).toBe(2);
  });
});
