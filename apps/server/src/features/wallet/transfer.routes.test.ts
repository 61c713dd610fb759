// Proves the transfer wallet and the transfer to upline over HTTP (issue 6 §4): the merchant wallet
// with isSingle and per-vendor balances, transfers to a transfer-mode vendor and back, all back to
// main in one click, refusals that move nothing (a seamless vendor, too much, bad amounts, a disabled
// vendor), and money to the member's own agent only, after the payment password.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { MerchantWallet } from '@playdeck/contract/wallet';
import { createAccount } from '../account/account.service';
import { vendorsTable } from '../lobby/lobby.table';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  TEST_PAYMENT_PASSWORD,
  balanceOf,
  ledgerBalanced,
  setPaymentPassword,
  signedInMember,
  type SignedInMember,
} from '../../test-support/payments';
import { authHeader, encryptFor } from '../../test-support/session';
import { DEMO_TRANSFER_VENDOR } from '../../seed/payments-demo';
import { createWalletService, transfer } from './wallet.service';

let testApp: TestApp;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.database.db.insert(vendorsTable).values({
    code: 'XFER2',
    displayName: 'Second transfer vendor',
    gameType: 'FISH',
    iconUrl: '/vendors/XFER2.svg',
    walletMode: 'transfer',
  });
});
afterAll(() => testApp.close());

const move = (member: SignedInMember, payload: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/wallet/transfer',
    headers: { ...member.headers, ...en },
    payload,
  });

async function merchant(member: SignedInMember): Promise<MerchantWallet> {
  return (
    await testApp.app.inject({ method: 'GET', url: '/api/wallet/merchant', headers: member.headers })
  ).json().value;
}

const vendorBalance = (wallet: MerchantWallet, code: string) =>
  wallet.wallets.find((item) => item.vendorCode === code)?.balance;

describe('transfer fund', () => {
  it('reports the transfer vendors and isSingle', async () => {
    const member = await signedInMember(testApp, 100_00n);
    const wallet = await merchant(member);
    expect(wallet).toMatchObject({ isSingle: false, balance: '100.00', currencySymbol: '$' });
    expect(wallet.wallets.map((item) => item.vendorCode).sort()).toEqual([DEMO_TRANSFER_VENDOR, 'XFER2']);
    expect(vendorBalance(wallet, DEMO_TRANSFER_VENDOR)).toBe('0.00');
  });

  it('moves money to a vendor wallet and back, and all back to main in one click', async () => {
    const member = await signedInMember(testApp, 100_00n);
    const out = await move(member, { from: 'main', to: DEMO_TRANSFER_VENDOR, amount: '40.00' });
    expect(out.statusCode).toBe(200);
    expect(out.json().value).toMatchObject({ balance: '60.00' });
    expect(vendorBalance(out.json().value, DEMO_TRANSFER_VENDOR)).toBe('40.00');
    await move(member, { from: 'main', to: 'XFER2', amount: '15.50' });
    const back = await move(member, { from: DEMO_TRANSFER_VENDOR, to: 'main', amount: '10.00' });
    expect(back.json().value.balance).toBe('54.50');

    const allBack = await testApp.app.inject({
      method: 'POST',
      url: '/api/wallet/transfer/all-back',
      headers: member.headers,
    });
    expect(allBack.json().value.balance).toBe('100.00');
    expect(allBack.json().value.wallets.every((item: { balance: string }) => item.balance === '0.00')).toBe(
      true,
    );
    const emptyAgain = await testApp.app.inject({
      method: 'POST',
      url: '/api/wallet/transfer/all-back',
      headers: member.headers,
    });
    expect(emptyAgain.json().value.balance).toBe('100.00');
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('moves once for a repeated request key', async () => {
    const member = await signedInMember(testApp, 100_00n);
    const body = { from: 'main', to: DEMO_TRANSFER_VENDOR, amount: '30.00', requestId: 'transfer-key-0001' };
    await Promise.all([move(member, body), move(member, body)]);
    expect(await balanceOf(testApp.app, member)).toBe('70.00');
    const reused = await move(member, { ...body, amount: '31.00' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('DUPLICATE_CONFLICT');
  });

  it.each([
    [{ from: 'main', to: DEMO_TRANSFER_VENDOR, amount: '-1' }, 400, 'amount'],
    [{ from: 'main', to: DEMO_TRANSFER_VENDOR, amount: '0.00' }, 400, 'amount'],
    [{ from: 'main', to: DEMO_TRANSFER_VENDOR, amount: '1.001' }, 400, 'amount'],
    [{ from: 'main', to: 'main', amount: '1.00' }, 400, 'to'],
    [{ from: DEMO_TRANSFER_VENDOR, to: 'XFER2', amount: '1.00' }, 400, 'to'],
    [{ from: 'main', to: DEMO_TRANSFER_VENDOR, amount: '100.01' }, 409, 'amount'],
    [{ from: DEMO_TRANSFER_VENDOR, to: 'main', amount: '0.01' }, 409, 'amount'],
    [{ from: 'main', to: 'PDSLOT', amount: '1.00' }, 409, 'to'],
    [{ from: 'main', to: 'NOPE', amount: '1.00' }, 404, 'to'],
  ])('refuses %o and moves nothing', async (body, status, field) => {
    const member = await signedInMember(testApp, 100_00n);
    const response = await move(member, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().fields).toHaveProperty(field);
    const wallet = await merchant(member);
    expect(wallet.balance).toBe('100.00');
    expect(wallet.wallets.every((item) => item.balance === '0.00')).toBe(true);
  });

  it('lets money come back from a disabled vendor but not go to it', async () => {
    const member = await signedInMember(testApp, 100_00n);
    await move(member, { from: 'main', to: 'XFER2', amount: '20.00' });
    await testApp.database.db
      .update(vendorsTable)
      .set({ enabled: false })
      .where(eq(vendorsTable.code, 'XFER2'));
    try {
      expect((await move(member, { from: 'main', to: 'XFER2', amount: '1.00' })).statusCode).toBe(503);
      expect(vendorBalance(await merchant(member), 'XFER2')).toBe('20.00');
      expect((await move(member, { from: 'XFER2', to: 'main', amount: '20.00' })).statusCode).toBe(200);
      expect(vendorBalance(await merchant(member), 'XFER2')).toBeUndefined();
    } finally {
      await testApp.database.db
        .update(vendorsTable)
        .set({ enabled: true })
        .where(eq(vendorsTable.code, 'XFER2'));
    }
  });

  it('is for real members only', async () => {
    const trial = await signedInMember(testApp, 100_00n, { type: ACCOUNT_TYPES.trial });
    expect((await move(trial, { from: 'main', to: DEMO_TRANSFER_VENDOR, amount: '1.00' })).statusCode).toBe(
      403,
    );
    expect((await testApp.app.inject({ method: 'GET', url: '/api/wallet/merchant' })).statusCode).toBe(401);
  });
});

describe('transfer to upline', () => {
  async function memberUnder(parentType: number) {
    const db = testApp.database.db;
    const suffix = Math.random().toString(36).slice(2, 8);
    const agent = await createAccount(db, {
      username: `up${suffix}`,
      password: 'Agent2026',
      type: parentType,
    });
    const password = 'Player2026';
    const account = await createAccount(db, {
      username: `dn${suffix}`,
      password,
      type: 0,
      parentId: agent.id,
    });
    const wallet = createWalletService({ db });
    await wallet.post({
      idempotencyKey: `fund-${account.id}`,
      kind: 'test_fund',
      postings: transfer(
        await wallet.ledgerAccountId('house', null),
        await wallet.ledgerAccountId('member_wallet', account.id),
        100_00n,
      ),
    });
    const member = {
      id: account.id,
      username: account.username,
      password,
      headers: await authHeader(testApp.app, { username: account.username, password }),
    };
    return { member, agent };
  }

  const send = async (member: SignedInMember, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/wallet/upline-transfer',
      headers: { ...member.headers, ...en },
      payload: { jwe: await encryptFor(testApp.app, payload) },
    });

  it("moves money to the member's own agent after the payment password", async () => {
    const { member, agent } = await memberUnder(ACCOUNT_TYPES.agent);
    const upline = await testApp.app.inject({
      method: 'GET',
      url: '/api/wallet/upline',
      headers: member.headers,
    });
    expect(upline.json().value).toEqual({
      agent: { account: agent.username, nickname: agent.username },
      balance: '100.00',
    });
    expect(
      (await send(member, { amount: '10.00', paymentPassword: TEST_PAYMENT_PASSWORD })).json().code,
    ).toBe('PAYMENT_PASSWORD_REQUIRED');
    await setPaymentPassword(testApp.app, member);
    const wrong = await send(member, { amount: '10.00', paymentPassword: '000000' });
    expect(wrong.statusCode).toBe(400);
    const tooMuch = await send(member, { amount: '100.01', paymentPassword: TEST_PAYMENT_PASSWORD });
    expect(tooMuch.statusCode).toBe(409);
    const badAmount = await send(member, { amount: '-3', paymentPassword: TEST_PAYMENT_PASSWORD });
    expect(badAmount.json().fields).toHaveProperty('amount');
    const sent = await send(member, { amount: '35.00', paymentPassword: TEST_PAYMENT_PASSWORD });
    expect(sent.json().value.balance).toBe('65.00');
    const agentBalance = await createWalletService({ db: testApp.database.db }).balanceOf(agent.id);
    expect(agentBalance).toBe(3500n);
  });

  it('refuses when the parent is not an agent', async () => {
    const { member } = await memberUnder(ACCOUNT_TYPES.operator);
    await setPaymentPassword(testApp.app, member);
    const refused = await send(member, { amount: '10.00', paymentPassword: TEST_PAYMENT_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NO_UPLINE',
      message: 'Your account has no agent to transfer to',
    });
    expect(await balanceOf(testApp.app, member)).toBe('100.00');
  });
});
