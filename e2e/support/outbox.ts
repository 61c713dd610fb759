// Reads what the platform "sent" by SMS or e-mail: the built-in provider records every message in
// the outbox, which the operator reads through GET /api/operator/outbox.
import { expect, type APIRequestContext } from '@playwright/test';
import { operatorSession } from './accounts';

type OutboxEntry = {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
};

async function latestMessage(
  request: APIRequestContext,
  recipient: string,
  channel: 'sms' | 'email',
): Promise<OutboxEntry | undefined> {
  const token = await operatorSession(request);
  const response = await request.get('/api/operator/outbox', {
    params: { recipient, channel, pageSize: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`outbox read failed: ${await response.text()}`);
  return (await response.json()).value.list[0];
}

/** Waits for the newest message to a recipient (the send is the page's doing, so it may lag a little). */
async function waitForMessage(request: APIRequestContext, recipient: string, channel: 'sms' | 'email') {
  let message: OutboxEntry | undefined;
  await expect
    .poll(async () => (message = await latestMessage(request, recipient, channel)), {
      message: `a ${channel} to ${recipient} in the outbox`,
    })
    .toBeDefined();
  return message!;
}

/** The six-digit code of the newest SMS to a phone (E.164, e.g. +84912345678). */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const { body } = await waitForMessage(request, phone, 'sms');
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in the SMS to ${phone}: ${body}`);
  return code;
}

/** The body of the newest e-mail to an address. */
export async function latestEmailBody(request: APIRequestContext, address: string): Promise<string> {
  return (await waitForMessage(request, address, 'email')).body;
}
