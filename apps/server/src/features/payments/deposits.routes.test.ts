// Proves deposits over HTTP (issue 6 §1, §3, §8): channels with limits, every state change of a bank
// transfer (pending → credited by the operator, pending → failed with a reason), a double approval and
// a replayed gateway callback crediting once, bad input refused with nothing stored or moved, the
// operator role required, and members seeing only their own deposits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { Deposit, PaymentChannel } from '@playdeck/contract/payments';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  balanceOf,
  ledgerBalanced,
  operatorHeaders,
  sandboxCallback,
  sandboxSecret,
  signedInMember,
  type SignedInMember,
} from '../../test-support/payments';
import { ledgerTransactionsTable } from '../wallet/wallet.table';

let testApp: TestApp;
let operator: { authorization: string };
let bank: PaymentChannel;
let gateway: PaymentChannel;
let sandboxSigningSecret: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
  sandboxSigningSecret = await sandboxSecret(testApp);
  const member = await signedInMember(testApp, 0n);
  const channels = (
    await testApp.app.inject({ method: 'GET', url: '/api/payments/channels', headers: member.headers })
  ).json().value as PaymentChannel[];
  bank = channels.find((channel) => channel.type === 'bank_transfer')!;
  gateway = channels.find((channel) => channel.type === 'gateway')!;
});
afterAll(() => testApp.close());

const en = { 'accept-language': 'en' };

function deposit(member: SignedInMember, payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/deposits',
    payload,
    headers: { ...member.headers, ...en },
  });
}

async function pendingDeposit(member: SignedInMember, amount: string, channelId = bank.id): Promise<Deposit> {
  const response = await deposit(member, { channelId, amount });
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

const decide = (id: number, action: 'approve' | 'reject', body?: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/operator/deposits/${id}/${action}`,
    headers: { ...operator, ...en },
    ...(body ? { payload: body } : {}),
  });

async function messagesOf(member: SignedInMember) {
  return (
    await testApp.app.inject({ method: 'GET', url: '/api/messages', headers: { ...member.headers, ...en } })
  ).json().value;
}

async function depositCount(member: SignedInMember): Promise<number> {
  return (
    await testApp.app.inject({ method: 'GET', url: '/api/payments/deposits', headers: member.headers })
  ).json().value.total;
}

describe('channels', () => {
  it('lists the bank transfer with the operator account and the gateway, each with limits', async () => {
    expect(bank).toMatchObject({
      name: 'Bank transfer',
      minAmount: '50.00',
      maxAmount: '100000.00',
      bank: { bankName: 'Vietcombank', accountNumber: '0071000888666' },
    });
    expect(gateway).toMatchObject({ type: 'gateway', minAmount: '10.00', maxAmount: '20000.00', bank: null });
  });

  it('is for signed-in real members only', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/payments/channels' })).statusCode).toBe(401);
    const trial = await signedInMember(testApp, 0n, { type: ACCOUNT_TYPES.trial });
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/payments/channels',
      headers: trial.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REAL_ACCOUNT_REQUIRED');
  });
});

describe('bank transfer deposits', () => {
  it('opens a pending deposit with a reference and moves nothing until the operator credits it', async () => {
    const member = await signedInMember(testApp, 0n);
    const pending = await pendingDeposit(member, '150.50');
    expect(pending).toMatchObject({
      status: 'pending',
      amount: '150.50',
      channelType: 'bank_transfer',
      bank: { accountName: 'PLAYDECK ENTERTAINMENT LTD' },
      paymentUrl: null,
    });
    expect(pending.reference).toMatch(/^PD[A-Z2-9]{8}$/);
    expect(await balanceOf(testApp.app, member)).toBe('0.00');

    const approved = await decide(pending.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'credited', decidedAt: expect.any(String) });
    expect(await balanceOf(testApp.app, member)).toBe('150.50');

    const inbox = await messagesOf(member);
    expect(inbox.unread).toBe(1);
    expect(inbox.list[0]).toMatchObject({
      kind: 'depositCredited',
      siteName: 'Playdeck',
      amount: '150.50',
      title: 'Deposit credited',
      content: 'Your deposit of 150.50 on Playdeck has been credited to your wallet.',
      read: false,
    });
  });

  it('credits once when the operator approves twice, one after the other and at the same moment', async () => {
    const member = await signedInMember(testApp, 0n);
    const first = await pendingDeposit(member, '100.00');
    const [one, two] = await Promise.all([decide(first.id, 'approve'), decide(first.id, 'approve')]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const again = await decide(first.id, 'approve');
    expect(again.json().value.status).toBe('credited');
    expect(await balanceOf(testApp.app, member)).toBe('100.00');
    const credits = await testApp.database.db
      .select()
      .from(ledgerTransactionsTable)
      .where(eq(ledgerTransactionsTable.idempotencyKey, `deposit:${first.id}:credit`));
    expect(credits).toHaveLength(1);
    expect((await messagesOf(member)).total).toBe(1);
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('fails a pending deposit with the reason, and then refuses to credit it', async () => {
    const member = await signedInMember(testApp, 0n);
    const pending = await pendingDeposit(member, '80.00');
    const missing = await decide(pending.id, 'reject', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('reason');

    const rejected = await decide(pending.id, 'reject', { reason: 'No transfer received' });
    expect(rejected.json().value).toMatchObject({ status: 'failed', reason: 'No transfer received' });
    expect((await decide(pending.id, 'reject', { reason: 'again' })).json().value.reason).toBe(
      'No transfer received',
    );
    const late = await decide(pending.id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PAYMENT_STATE_CONFLICT');
    expect(await balanceOf(testApp.app, member)).toBe('0.00');
    expect((await messagesOf(member)).list[0]).toMatchObject({
      kind: 'depositFailed',
      content: 'Your deposit of 80.00 on Playdeck failed: No transfer received.',
    });
  });

  it('refuses to fail a credited deposit', async () => {
    const member = await signedInMember(testApp, 0n);
    const pending = await pendingDeposit(member, '60.00');
    await decide(pending.id, 'approve');
    const late = await decide(pending.id, 'reject', { reason: 'too late' });
    expect(late.statusCode).toBe(409);
    expect(await balanceOf(testApp.app, member)).toBe('60.00');
  });

  it('answers the same deposit for a repeated request key', async () => {
    const member = await signedInMember(testApp, 0n);
    const body = { channelId: bank.id, amount: '70.00', requestId: 'deposit-key-0001' };
    const [first, second] = await Promise.all([deposit(member, body), deposit(member, body)]);
    expect(first.json().value.id).toBe(second.json().value.id);
    expect(await depositCount(member)).toBe(1);
  });

  it.each([
    ['-5', 'Please enter an amount with at most two decimals'],
    ['0', 'The amount must be above zero'],
    ['0.00', 'The amount must be above zero'],
    ['abc', 'Please enter an amount with at most two decimals'],
    ['1.234', 'Please enter an amount with at most two decimals'],
    ['1e5', 'Please enter an amount with at most two decimals'],
    [12, 'Expected string'],
    [undefined, 'Input cannot be empty'],
    ['49.99', 'The amount must be between 50.00 and 100000.00'],
    ['100000.01', 'The amount must be between 50.00 and 100000.00'],
  ])('refuses the amount %s with a clear message and stores nothing', async (amount, message) => {
    const member = await signedInMember(testApp, 0n);
    const response = await deposit(member, { channelId: bank.id, amount });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.amount).toBe(message);
    expect(await depositCount(member)).toBe(0);
  });

  it('refuses an unknown or disabled channel', async () => {
    const member = await signedInMember(testApp, 0n);
    const unknown = await deposit(member, { channelId: 9999, amount: '100.00' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'CHANNEL_NOT_FOUND',
      message: 'This payment channel is not available',
    });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/operator/payment-channels',
      headers: operator,
      payload: {
        type: 'bank_transfer',
        name: 'Closed bank',
        minAmount: '10.00',
        maxAmount: '20.00',
        enabled: false,
        bank: { bankName: 'ACB', accountName: 'PLAYDECK', accountNumber: '123456789' },
      },
    });
    expect(created.statusCode).toBe(200);
    const closed = await deposit(member, { channelId: created.json().value.id, amount: '15.00' });
    expect(closed.statusCode).toBe(404);
    expect(await depositCount(member)).toBe(0);
  });

  it('lets a member keep only so many deposits waiting', async () => {
    const member = await signedInMember(testApp, 0n);
    for (let index = 0; index < 5; index += 1) await pendingDeposit(member, '50.00');
    const sixth = await deposit(member, { channelId: bank.id, amount: '50.00' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'TOO_MANY_PENDING', message: expect.stringContaining('5') });
  });

  it('shows members their own deposits only, and lets only the operator decide', async () => {
    const alice = await signedInMember(testApp, 0n);
    const bob = await signedInMember(testApp, 0n);
    const aliceDeposit = await pendingDeposit(alice, '90.00');
    expect(await depositCount(bob)).toBe(0);
    const byMember = await testApp.app.inject({
      method: 'POST',
      url: `/api/operator/deposits/${aliceDeposit.id}/approve`,
      headers: bob.headers,
    });
    expect(byMember.statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/operator/deposits' })).statusCode).toBe(401);
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
    expect(await balanceOf(testApp.app, alice)).toBe('0.00');

    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/deposits?status=pending&pageSize=50',
      headers: operator,
    });
    expect(
      list
        .json()
        .value.list.some(
          (row: { id: number; username: string }) =>
            row.id === aliceDeposit.id && row.username === alice.username,
        ),
    ).toBe(true);
    const badStatus = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/deposits?status=lost',
      headers: operator,
    });
    expect(badStatus.statusCode).toBe(400);
    const tooBig = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/deposits?pageSize=500',
      headers: operator,
    });
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('gateway deposits', () => {
  it('sends the member to the gateway and credits once however often the signed callback arrives', async () => {
    const member = await signedInMember(testApp, 0n);
    const pending = await pendingDeposit(member, '25.00', gateway.id);
    expect(pending.paymentUrl).toBe(`/api/payments/sandbox/${pending.reference}`);
    const callback = {
      reference: pending.reference,
      amount: '25.00',
      status: 'paid' as const,
      gatewayTransactionId: 'GW1',
    };

    const unsigned = await sandboxCallback(testApp.app, gateway.id, callback, 'not-the-secret');
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('INVALID_SIGNATURE');
    const otherAmount = await sandboxCallback(
      testApp.app,
      gateway.id,
      { ...callback, amount: '2500.00' },
      sandboxSigningSecret,
    );
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().code).toBe('CALLBACK_MISMATCH');
    expect(await balanceOf(testApp.app, member)).toBe('0.00');

    const replies = await Promise.all(
      [1, 2, 3].map(() => sandboxCallback(testApp.app, gateway.id, callback, sandboxSigningSecret)),
    );
    for (const reply of replies)
      expect(reply.json()).toEqual({
        success: true,
        value: { reference: pending.reference, status: 'credited' },
      });
    const late = await sandboxCallback(testApp.app, gateway.id, callback, sandboxSigningSecret);
    expect(late.statusCode).toBe(200);
    expect(await balanceOf(testApp.app, member)).toBe('25.00');
    expect((await messagesOf(member)).total).toBe(1);
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('fails the deposit on a declined payment and tells the member', async () => {
    const member = await signedInMember(testApp, 0n);
    const pending = await pendingDeposit(member, '30.00', gateway.id);
    const declined = await sandboxCallback(
      testApp.app,
      gateway.id,
      { reference: pending.reference, amount: '30.00', status: 'failed' },
      sandboxSigningSecret,
    );
    expect(declined.json().value.status).toBe('failed');
    const paidAfter = await sandboxCallback(
      testApp.app,
      gateway.id,
      { reference: pending.reference, amount: '30.00', status: 'paid' },
      sandboxSigningSecret,
    );
    expect(paidAfter.statusCode).toBe(409);
    expect(await balanceOf(testApp.app, member)).toBe('0.00');
    expect((await messagesOf(member)).list[0].kind).toBe('depositFailed');
  });

  it('refuses a callback for another channel, an unknown reference or a malformed body', async () => {
    const member = await signedInMember(testApp, 0n);
    const pending = await pendingDeposit(member, '40.00', gateway.id);
    const onBank = await sandboxCallback(
      testApp.app,
      bank.id,
      { reference: pending.reference, amount: '40.00', status: 'paid' },
      sandboxSigningSecret,
    );
    expect(onBank.statusCode).toBe(404);
    const unknown = await sandboxCallback(
      testApp.app,
      gateway.id,
      { reference: 'PDZZZZZZZZ', amount: '40.00', status: 'paid' },
      sandboxSigningSecret,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await sandboxCallback(
      testApp.app,
      gateway.id,
      { reference: pending.reference, amount: '-40', status: 'paid' },
      sandboxSigningSecret,
    );
    expect(malformed.statusCode).toBe(400);
    expect(await balanceOf(testApp.app, member)).toBe('0.00');
  });

  it('pays through the sandbox page, which signs its callback like any gateway', async () => {
    const member = await signedInMember(testApp, 0n);
    const pending = await pendingDeposit(member, '45.00', gateway.id);
    const page = await testApp.app.inject({ method: 'GET', url: pending.paymentUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('45.00');
    const paid = await testApp.app.inject({
      method: 'POST',
      url: `${pending.paymentUrl}/complete`,
      payload: 'status=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/member?section=deposit');
    expect(await balanceOf(testApp.app, member)).toBe('45.00');
  });
});

describe('gateway callbacks under maintenance', () => {
  it('still credits a paid deposit while members are kept out', async () => {
    const member = await signedInMember(testApp, 0n);
    const pending = await pendingDeposit(member, '35.00', gateway.id);
    const maintenance = (on: boolean) =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/operator/site-settings',
        headers: operator,
        payload: { maintenance: on },
      });
    expect((await maintenance(true)).statusCode).toBe(200);
    try {
      expect((await deposit(member, { channelId: gateway.id, amount: '35.00' })).statusCode).toBe(503);
      const paid = await sandboxCallback(
        testApp.app,
        gateway.id,
        { reference: pending.reference, amount: '35.00', status: 'paid' },
        sandboxSigningSecret,
      );
      expect(paid.statusCode).toBe(200);
    } finally {
      await maintenance(false);
    }
    expect(await balanceOf(testApp.app, member)).toBe('35.00');
  });
});

describe('operator channels', () => {
  it('refuses a channel whose maximum is below its minimum or that lacks its bank details', async () => {
    const outOfOrder = await testApp.app.inject({
      method: 'POST',
      url: '/api/operator/payment-channels',
      headers: { ...operator, ...en },
      payload: {
        type: 'gateway',
        name: 'Bad',
        minAmount: '20.00',
        maxAmount: '10.00',
        gatewayCode: 'sandbox',
        secret: 'a-long-enough-secret',
      },
    });
    expect(outOfOrder.statusCode).toBe(400);
    expect(outOfOrder.json().fields.maxAmount).toBe('The maximum amount must not be below the minimum');
    const noBank = await testApp.app.inject({
      method: 'POST',
      url: '/api/operator/payment-channels',
      headers: operator,
      payload: { type: 'bank_transfer', name: 'Bad', minAmount: '1.00', maxAmount: '10.00' },
    });
    expect(noBank.statusCode).toBe(400);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/payment-channels',
      headers: operator,
    });
    expect(list.json().value.find((channel: { type: string }) => channel.type === 'gateway')).toMatchObject({
      hasSecret: true,
      gatewayCode: 'sandbox',
    });
    expect(JSON.stringify(list.json())).not.toContain(sandboxSigningSecret);
  });
});
