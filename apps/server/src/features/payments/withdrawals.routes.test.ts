// Proves withdrawals over HTTP (issue 6 §2, §3, §8): a bank account and a payment password are both
// needed; limits, the available balance and a wrong password (locked after five) are refused with
// nothing moved; the money is held while pending, leaves on approval and returns on rejection, once
// however often the operator clicks; parallel requests never overdraw; a paid withdrawal counts as
// received when the member confirms it or when the operator's minutes run out; and a member cannot
// act on another member's request or bank account.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Withdrawal } from '@playdeck/contract/payments';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  TEST_PAYMENT_PASSWORD,
  balanceOf,
  bindBankAccount,
  ledgerBalanced,
  operatorHeaders,
  requestWithdrawal,
  signedInMember,
  withdrawingMember,
  type SignedInMember,
} from '../../test-support/payments';
import { encryptFor } from '../../test-support/session';
import { ledgerTransactionsTable } from '../wallet/wallet.table';

let testApp: TestApp;
let operator: { authorization: string };
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
  const settings = await testApp.app.inject({
    method: 'PATCH',
    url: '/api/operator/payment-settings',
    headers: operator,
    payload: { withdrawalMinAmount: '10.00', withdrawalMaxAmount: '5000.00', withdrawalConfirmMinutes: 30 },
  });
  expect(settings.statusCode).toBe(200);
});
afterAll(() => testApp.close());

const withdraw = (member: SignedInMember, payload: Record<string, unknown>) =>
  requestWithdrawal(testApp.app, member, payload);

async function pendingWithdrawal(
  member: SignedInMember & { bankAccountId: number },
  amount: string,
): Promise<Withdrawal> {
  const response = await withdraw(member, { bankAccountId: member.bankAccountId, amount });
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

const decide = (id: number, action: 'approve' | 'reject', body?: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/operator/withdrawals/${id}/${action}`,
    headers: { ...operator, ...en },
    ...(body ? { payload: body } : {}),
  });

async function withdrawalsOf(member: SignedInMember) {
  return (
    await testApp.app.inject({ method: 'GET', url: '/api/payments/withdrawals', headers: member.headers })
  ).json().value;
}

async function firstMessage(member: SignedInMember) {
  return (
    await testApp.app.inject({ method: 'GET', url: '/api/messages', headers: { ...member.headers, ...en } })
  ).json().value.list[0];
}

describe('what a withdrawal needs', () => {
  it('refuses without a payment password', async () => {
    const member = await signedInMember(testApp, 100_00n);
    const bankAccountId = await bindBankAccount(testApp.app, member);
    const response = await withdraw(member, { bankAccountId, amount: '20.00' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PAYMENT_PASSWORD_REQUIRED');
    expect(await balanceOf(testApp.app, member)).toBe('100.00');
  });

  it("refuses another member's bank account and an unknown one", async () => {
    const alice = await withdrawingMember(testApp, 100_00n);
    const bob = await withdrawingMember(testApp, 100_00n);
    for (const bankAccountId of [bob.bankAccountId, 987_654]) {
      const response = await withdraw(alice, { bankAccountId, amount: '20.00' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'BANK_ACCOUNT_NOT_FOUND',
        fields: { bankAccountId: expect.any(String) },
      });
    }
    expect(await balanceOf(testApp.app, alice)).toBe('100.00');
    expect((await withdrawalsOf(alice)).total).toBe(0);
  });

  it('refuses a plain (unencrypted) body', async () => {
    const member = await withdrawingMember(testApp, 100_00n);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/withdrawals',
      headers: member.headers,
      payload: {
        bankAccountId: member.bankAccountId,
        amount: '20.00',
        paymentPassword: TEST_PAYMENT_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('ENCRYPTION_REQUIRED');
  });

  it.each([
    ['-5', 'validation'],
    ['0', 'validation'],
    ['12.345', 'validation'],
    ['ten', 'validation'],
    ['9.99', 'The amount must be between 10.00 and 5000.00'],
    ['5000.01', 'The amount must be between 10.00 and 5000.00'],
  ])('refuses the amount %s and holds nothing', async (amount, expected) => {
    const member = await withdrawingMember(testApp, 10_000_00n);
    const jwe = await encryptFor(testApp.app, {
      bankAccountId: member.bankAccountId,
      amount,
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/withdrawals',
      headers: { ...member.headers, ...en },
      payload: { jwe },
    });
    expect(response.statusCode).toBe(400);
    if (expected !== 'validation') expect(response.json().fields.amount).toBe(expected);
    else expect(response.json().fields).toHaveProperty('amount');
    expect(await balanceOf(testApp.app, member)).toBe('10000.00');
  });

  it('refuses more than the balance and holds nothing', async () => {
    const member = await withdrawingMember(testApp, 50_00n);
    const response = await withdraw(member, { bankAccountId: member.bankAccountId, amount: '50.01' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '50.00' } });
    expect(await balanceOf(testApp.app, member)).toBe('50.00');
    expect((await withdrawalsOf(member)).total).toBe(0);
  });

  it('counts wrong payment passwords and locks after five', async () => {
    const member = await withdrawingMember(testApp, 100_00n);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await testApp.app.inject({
        method: 'POST',
        url: '/api/payments/withdrawals',
        headers: { ...member.headers, ...en },
        payload: {
          jwe: await encryptFor(testApp.app, {
            bankAccountId: member.bankAccountId,
            amount: '20.00',
            paymentPassword: '000000',
          }),
        },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'PAYMENT_PASSWORD_INCORRECT',
        message: `The payment password is not correct (${5 - attempt} attempts left)`,
        fields: { paymentPassword: expect.any(String) },
      });
    }
    const fifth = await withdraw(member, {
      bankAccountId: member.bankAccountId,
      amount: '20.00',
      paymentPassword: '111111',
    });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    const right = await withdraw(member, { bankAccountId: member.bankAccountId, amount: '20.00' });
    expect(right.statusCode).toBe(423);
    const status = await testApp.app.inject({
      method: 'GET',
      url: '/api/payments/payment-password',
      headers: member.headers,
    });
    expect(status.json().value).toMatchObject({ isSet: true, lockedUntil: expect.any(String) });
    expect(await balanceOf(testApp.app, member)).toBe('100.00');
  });

  it('answers the limits and what is missing', async () => {
    const member = await signedInMember(testApp, 75_00n);
    const limits = await testApp.app.inject({
      method: 'GET',
      url: '/api/payments/withdrawal-limits',
      headers: member.headers,
    });
    expect(limits.json().value).toEqual({
      minAmount: '10.00',
      maxAmount: '5000.00',
      available: '75.00',
      hasBankAccount: false,
      hasPaymentPassword: false,
    });
  });
});

describe('bank accounts and the payment password', () => {
  it('binds up to three accounts, masks their numbers and refuses duplicates and bad fields', async () => {
    const member = await signedInMember(testApp, 0n);
    const bind = (payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/payments/bank-accounts',
        headers: { ...member.headers, ...en },
        payload,
      });
    const bad = await bind({ bankName: '', accountNumber: '12ab', holderName: '1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      bankName: 'Input cannot be empty',
      accountNumber: 'Please enter a bank account number of 6 to 30 digits',
      holderName: 'Please enter the account holder name in letters and spaces',
    });
    const first = await bind({
      bankName: 'ACB',
      accountNumber: '111122223333',
      holderName: 'Nguyễn Văn  An',
    });
    expect(first.json().value).toMatchObject({
      accountNumberMasked: '****3333',
      holderName: 'Nguyễn Văn An',
    });
    const again = await bind({ bankName: 'ACB', accountNumber: '111122223333', holderName: 'Nguyen Van An' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BANK_ACCOUNT_DUPLICATE');
    await bind({ bankName: 'ACB', accountNumber: '111122224444', holderName: 'Nguyen Van An' });
    await bind({ bankName: 'ACB', accountNumber: '111122225555', holderName: 'Nguyen Van An' });
    const fourth = await bind({
      bankName: 'ACB',
      accountNumber: '111122226666',
      holderName: 'Nguyen Van An',
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'BANK_ACCOUNT_LIMIT',
      message: 'You can bind at most 3 bank accounts',
    });
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/payments/bank-accounts',
      headers: member.headers,
    });
    expect(list.json().value).toHaveLength(3);
    expect(list.body).not.toContain('111122223333');
  });

  it('sets the payment password after the login password and changes it after the old one', async () => {
    const member = await signedInMember(testApp, 0n);
    const send = async (payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/payments/payment-password',
        headers: { ...member.headers, ...en },
        payload: { jwe: await encryptFor(testApp.app, payload) },
      });
    const notDigits = await send({
      loginPassword: member.password,
      paymentPassword: '12ab56',
      confirmPaymentPassword: '12ab56',
    });
    expect(notDigits.json().fields.paymentPassword).toBe('The payment password is 6 digits');
    const mismatch = await send({
      loginPassword: member.password,
      paymentPassword: '123456',
      confirmPaymentPassword: '123457',
    });
    expect(mismatch.json().fields.confirmPaymentPassword).toBe('Incorrect confirmation input');
    const noLogin = await send({ paymentPassword: '123456', confirmPaymentPassword: '123456' });
    expect(noLogin.json().fields.loginPassword).toBe('Input cannot be empty');
    const wrongLogin = await send({
      loginPassword: 'nope',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(wrongLogin.json()).toMatchObject({
      code: 'OLD_PASSWORD_INCORRECT',
      fields: { loginPassword: expect.any(String) },
    });

    const set = await send({
      loginPassword: member.password,
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(set.json().value).toEqual({ isSet: true, lockedUntil: null });
    const withoutOld = await send({
      loginPassword: member.password,
      paymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(withoutOld.json().fields.oldPaymentPassword).toBe('Input cannot be empty');
    const changed = await send({
      oldPaymentPassword: '123456',
      paymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(changed.statusCode).toBe(200);
    const plain = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/payment-password',
      headers: member.headers,
      payload: { paymentPassword: '111111' },
    });
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
  });
});

describe('the life of a withdrawal', () => {
  it('holds the money while pending and pays it once on a double approval', async () => {
    const member = await withdrawingMember(testApp, 200_00n);
    const pending = await pendingWithdrawal(member, '120.00');
    expect(pending).toMatchObject({
      status: 'pending',
      amount: '120.00',
      accountNumberMasked: expect.stringMatching(/^\*{4}\d{4}$/),
    });
    expect(await balanceOf(testApp.app, member)).toBe('80.00');

    const [one, two] = await Promise.all([decide(pending.id, 'approve'), decide(pending.id, 'approve')]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().value).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
      confirmBy: expect.any(String),
    });
    expect((await decide(pending.id, 'approve')).json().value.status).toBe('paid');
    const payouts = await testApp.database.db
      .select()
      .from(ledgerTransactionsTable)
      .where(like(ledgerTransactionsTable.idempotencyKey, `withdrawal:${pending.id}:%`));
    expect(payouts.map((row) => row.kind).sort()).toEqual(['withdrawal_hold', 'withdrawal_payout']);
    expect(await balanceOf(testApp.app, member)).toBe('80.00');
    expect(await firstMessage(member)).toMatchObject({
      kind: 'withdrawalApproved',
      amount: '120.00',
      content: 'Your withdrawal of 120.00 on Playdeck was approved and paid to your bank account.',
    });
    const late = await decide(pending.id, 'reject', { reason: 'too late' });
    expect(late.statusCode).toBe(409);
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('returns the money once when rejected, with the reason in the message', async () => {
    const member = await withdrawingMember(testApp, 100_00n);
    const pending = await pendingWithdrawal(member, '60.00');
    expect(await balanceOf(testApp.app, member)).toBe('40.00');
    const [one, two] = await Promise.all([
      decide(pending.id, 'reject', { reason: 'Name does not match' }),
      decide(pending.id, 'reject', { reason: 'Name does not match' }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().value).toMatchObject({ status: 'rejected', reason: 'Name does not match' });
    expect(await balanceOf(testApp.app, member)).toBe('100.00');
    expect((await decide(pending.id, 'approve')).statusCode).toBe(409);
    expect(await balanceOf(testApp.app, member)).toBe('100.00');
    expect(await firstMessage(member)).toMatchObject({
      kind: 'withdrawalRejected',
      content:
        'Your withdrawal of 60.00 on Playdeck was rejected: Name does not match. The amount is back in your wallet.',
    });
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('never overdraws with parallel requests', async () => {
    const member = await withdrawingMember(testApp, 100_00n);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        withdraw(member, { bankAccountId: member.bankAccountId, amount: '30.00' }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409]);
    expect(await balanceOf(testApp.app, member)).toBe('10.00');
    expect((await withdrawalsOf(member)).total).toBe(3);
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('answers the same withdrawal for a repeated request key and holds once', async () => {
    const member = await withdrawingMember(testApp, 100_00n);
    const body = { bankAccountId: member.bankAccountId, amount: '25.00', requestId: 'withdraw-key-0001' };
    const [first, second] = await Promise.all([withdraw(member, body), withdraw(member, body)]);
    expect(first.json().value.id).toBe(second.json().value.id);
    expect(await balanceOf(testApp.app, member)).toBe('75.00');
  });

  it('is received when the member confirms, and only by its own member', async () => {
    const alice = await withdrawingMember(testApp, 100_00n);
    const bob = await withdrawingMember(testApp, 100_00n);
    const pending = await pendingWithdrawal(alice, '20.00');
    const confirm = (member: SignedInMember) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/payments/withdrawals/${pending.id}/confirm`,
        headers: member.headers,
      });
    expect((await confirm(alice)).statusCode).toBe(409);
    await decide(pending.id, 'approve');
    const byBob = await confirm(bob);
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json().code).toBe('PAYMENT_NOT_FOUND');
    const received = await confirm(alice);
    expect(received.json().value).toMatchObject({
      status: 'received',
      receivedAt: expect.any(String),
      confirmBy: null,
    });
    expect((await withdrawalsOf(bob)).total).toBe(0);
    const byMember = await testApp.app.inject({
      method: 'POST',
      url: `/api/operator/withdrawals/${pending.id}/approve`,
      headers: bob.headers,
    });
    expect(byMember.statusCode).toBe(403);
  });

  it("counts as received once the operator's minutes run out", async () => {
    const member = await withdrawingMember(testApp, 100_00n);
    const pending = await pendingWithdrawal(member, '15.00');
    await decide(pending.id, 'approve');
    await testApp.app.scheduler.runOnce(testApp.app.jobs.withdrawalReceipts!);
    expect((await withdrawalsOf(member)).list[0].status).toBe('paid');
    await testApp.app.inject({
      method: 'PATCH',
      url: '/api/operator/payment-settings',
      headers: operator,
      payload: { withdrawalConfirmMinutes: 0 },
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await testApp.app.scheduler.runOnce(testApp.app.jobs.withdrawalReceipts!);
      expect((await withdrawalsOf(member)).list[0]).toMatchObject({
        status: 'received',
        receivedAt: expect.any(String),
      });
    } finally {
      await testApp.app.inject({
        method: 'PATCH',
        url: '/api/operator/payment-settings',
        headers: operator,
        payload: { withdrawalConfirmMinutes: 30 },
      });
    }
  });

  it('refuses settings with the maximum below the minimum, and only for the operator', async () => {
    const refused = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/operator/payment-settings',
      headers: operator,
      payload: { withdrawalMinAmount: '6000.00' },
    });
    expect(refused.statusCode).toBe(400);
    const member = await signedInMember(testApp, 0n);
    const byMember = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/payment-settings',
      headers: member.headers,
    });
    expect(byMember.statusCode).toBe(403);
  });

  it('keeps the member-side list free of the full account number, which the operator sees', async () => {
    const member = await withdrawingMember(testApp, 100_00n);
    const pending = await pendingWithdrawal(member, '11.00');
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/withdrawals?status=pending&pageSize=50',
      headers: operator,
    });
    const row = list.json().value.list.find((item: { id: number }) => item.id === pending.id);
    expect(row).toMatchObject({ username: member.username, accountNumber: expect.stringMatching(/^\d+$/) });
    expect(JSON.stringify(await withdrawalsOf(member))).not.toContain(row.accountNumber);
    const held = await testApp.database.db
      .select()
      .from(ledgerTransactionsTable)
      .where(eq(ledgerTransactionsTable.idempotencyKey, `withdrawal:${pending.id}:hold`));
    expect(held).toHaveLength(1);
  });
});
