// Payment steps the tests take through the real API, as the member's browser and the operator do:
// a member signed in with money, the operator's session, a bound bank account, a payment password
// (sent encrypted), a withdrawal, and a sandbox gateway callback signed with the channel's secret.
import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentChannelsTable } from '../features/payments/payments.table';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { fundedMember } from './factories';
import { authHeader, encryptFor } from './session';
import type { TestApp } from './build-test-app';

export type SignedInMember = {
  id: number;
  username: string;
  password: string;
  headers: { authorization: string };
};

export const TEST_PAYMENT_PASSWORD = '246810';

/** A new member holding `amountMinor`, signed in. */
export async function signedInMember(
  testApp: TestApp,
  amountMinor: bigint,
  options: { type?: number; prefix?: string } = {},
): Promise<SignedInMember> {
  const member = await fundedMember(testApp.database.db, amountMinor, options);
  return { ...member, headers: await authHeader(testApp.app, member) };
}

export function operatorHeaders(app: FastifyInstance) {
  return authHeader(app, { ...DEMO_ACCOUNTS.operator, site: 'operator' });
}

export async function setPaymentPassword(
  app: FastifyInstance,
  member: SignedInMember,
  paymentPassword = TEST_PAYMENT_PASSWORD,
) {
  const jwe = await encryptFor(app, {
    loginPassword: member.password,
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/payment-password',
    payload: { jwe },
    headers: member.headers,
  });
  if (response.statusCode !== 200) throw new Error(`payment password failed: ${response.body}`);
}

export async function bindBankAccount(
  app: FastifyInstance,
  member: SignedInMember,
  body: { bankName?: string; accountNumber?: string; holderName?: string } = {},
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/bank-accounts',
    payload: {
      bankName: body.bankName ?? 'Techcombank',
      accountNumber: body.accountNumber ?? String(1_000_000_000 + Math.floor(Math.random() * 1e9)),
      holderName: body.holderName ?? 'Nguyen Van Test',
    },
    headers: member.headers,
  });
  if (response.statusCode !== 200) throw new Error(`bank account failed: ${response.body}`);
  return response.json().value.id;
}

/** A member with a bank account and a payment password, ready to withdraw. */
export async function withdrawingMember(testApp: TestApp, amountMinor: bigint) {
  const member = await signedInMember(testApp, amountMinor);
  const bankAccountId = await bindBankAccount(testApp.app, member);
  await setPaymentPassword(testApp.app, member);
  return { ...member, bankAccountId };
}

export async function requestWithdrawal(
  app: FastifyInstance,
  member: SignedInMember,
  payload: Record<string, unknown>,
) {
  const jwe = await encryptFor(app, { paymentPassword: TEST_PAYMENT_PASSWORD, ...payload });
  return app.inject({
    method: 'POST',
    url: '/api/payments/withdrawals',
    payload: { jwe },
    headers: member.headers,
  });
}

/** The sandbox gateway's callback for a deposit, signed with `secret`. */
export function sandboxCallback(
  app: FastifyInstance,
  channelId: number,
  body: { reference: string; amount: string; status: 'paid' | 'failed'; gatewayTransactionId?: string },
  secret: string,
) {
  const payload = JSON.stringify({ gatewayTransactionId: `T${randomUUID().slice(0, 8)}`, ...body });
  return app.inject({
    method: 'POST',
    url: `/api/payments/callbacks/${channelId}`,
    payload,
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', secret).update(payload).digest('hex'),
    },
  });
}

export async function balanceOf(app: FastifyInstance, member: SignedInMember): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/wallet/balance', headers: member.headers })).json()
    .value.balance;
}

export async function ledgerBalanced(app: FastifyInstance): Promise<boolean> {
  const headers = await operatorHeaders(app);
  return (await app.inject({ method: 'GET', url: '/api/operator/ledger/verify', headers })).json().value
    .balanced;
}

/** The signing secret of the demo's sandbox gateway channel (random per database). */
export async function sandboxSecret(testApp: TestApp): Promise<string> {
  const [channel] = await testApp.database.db
    .select({ secret: paymentChannelsTable.gatewaySecret })
    .from(paymentChannelsTable)
    .where(eq(paymentChannelsTable.gatewayCode, 'sandbox'));
  return channel!.secret!;
}
