// Proves that with SMTP_URL set an e-mail really goes through an SMTP server (a minimal one run by
// the test on the loopback address) and is recorded as carried by 'smtp', while SMS stays built in.
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { createOutboxService } from './outbox.service';

/** Just enough of RFC 5321 for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, QUIT. */
function startSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let buffer = '';
    let data: string[] | undefined;
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push(data.join('\n'));
            data = undefined;
            socket.write('250 queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = [];
          socket.write('354 end with .\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  }).listen(0, '127.0.0.1');
}

let testApp: TestApp;
let server: Server;
const received: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
  server = startSmtpServer(received);
  await once(server, 'listening');
});
afterAll(async () => {
  server.close();
  await testApp.close();
});

describe('SmtpEmailProvider', () => {
  it('sends e-mail through the SMTP server of SMTP_URL, from SMTP_FROM, and records it', async () => {
    const { port } = server.address() as AddressInfo;
    const outbox = createOutboxService({
      db: testApp.database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      smtpFrom: 'Casino Royale <support@example.com>',
    });
    const entry = await outbox.send({
      channel: 'email',
      recipient: 'player@example.com',
      subject: 'Your new password',
      body: 'Your new password is Tmp12345',
    });
    expect(entry.provider).toBe('smtp');
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('From: Casino Royale <support@example.com>');
    expect(received[0]).toContain('To: player@example.com');
    expect(received[0]).toContain('Subject: Your new password');
    expect(received[0]).toContain('Your new password is Tmp12345');

    const sms = await outbox.send({ channel: 'sms', recipient: '+84900000030', body: 'code' });
    expect(sms.provider).toBe('outbox');
    expect(received).toHaveLength(1);
  });

  it('uses the default sender when SMTP_FROM is not set', async () => {
    const { port } = server.address() as AddressInfo;
    const outbox = createOutboxService({ db: testApp.database.db, smtpUrl: `smtp://127.0.0.1:${port}` });
    await outbox.send({ channel: 'email', recipient: 'a@example.com', subject: 's', body: 'b' });
    expect(received.at(-1)).toContain('From: Playdeck <no-reply@localhost>');
  });

  it('fails, recording nothing, when the SMTP server cannot be reached', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const outbox = createOutboxService({ db: testApp.database.db, smtpUrl: `smtp://127.0.0.1:${port}` });
    await expect(
      outbox.send({ channel: 'email', recipient: 'lost@example.com', subject: 's', body: 'b' }),
    ).rejects.toThrow();
    expect(await outbox.latest('lost@example.com', 'email')).toBeUndefined();
  });
});
