// Proves the payout of a member on a break (issue 19 item 5: "a self-excluded member's balance can be
// withdrawn"): the operator withdraws the member's whole balance to their bank account once they are
// on a time-out or a self-exclusion, as a withdrawal that then waits for its decision like any other;
// never for a member who can sign in and withdraw themself, never twice, and never without a reason
// or by anyone but the operator; nothing moves on a refusal.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { walletSum } from '../../test-support/agent-team';
import {
  ledgerBalanced,
  operatorHeaders,
  signedInMember,
  type SignedInMember,
} from '../../test-support/payments';
import { bankAccountsTable, withdrawalsTable } from '../payments/payments.table';

let testApp: TestApp;
let operator: Record<string, string>;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
});
afterAll(() => testApp.close());

const payOut = (payload: unknown, headers: Record<string, string> = operator) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/operator/responsible-gaming/payout',
    payload: payload as Record<string, unknown>,
    headers: { ...headers, ...en },
  });

async function withBank(member: SignedInMember) {
  await testApp.database.db.insert(bankAccountsTable).values({
    accountId: member.id,
    bankName: 'Vietcombank',
    accountNumber: '0123456789',
    holderName: 'NGUYEN VAN A',
  });
}

const selfExclude = (member: SignedInMember) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/responsible-gaming/exclusion',
    payload: { kind: 'selfExclusion', months: 6 },
    headers: member.headers,
  });

const withdrawalsOf = (member: SignedInMember) =>
  testApp.database.db.select().from(withdrawalsTable).where(eq(withdrawalsTable.accountId, member.id));

describe("the payout of a member's balance during a break", () => {
  it('pays out the whole balance of a self-excluded member once, as a withdrawal awaiting its decision', async () => {
    const member = await signedInMember(testApp, 123_45n);
    await withBank(member);
    const reason = 'Self-excluded: balance returned';

    const early = await payOut({ username: member.username, reason });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_ON_BREAK' });
    expect(await withdrawalsOf(member)).toHaveLength(0);

    expect((await selfExclude(member)).statusCode).toBe(200);
    const paid = await payOut({ username: member.username, reason });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().value).toMatchObject({ amount: '123.45', bankName: 'Vietcombank' });
    expect(paid.json().value.accountNumber).not.toContain('0123456789');
    const [withdrawal] = await withdrawalsOf(member);
    expect(withdrawal).toMatchObject({ amountMinor: 123_45n, status: 'pending' });
    expect(withdrawal!.id).toBe(paid.json().value.withdrawalId);
    expect(await walletSum(testApp, [member.id])).toBe(0n);

    const again = await payOut({ username: member.username, reason });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOTHING_TO_PAY_OUT' });
    expect(await withdrawalsOf(member)).toHaveLength(1);

    // The finance desk decides it like any withdrawal.
    const approved = await testApp.app.inject({
      method: 'POST',
      url: `/api/operator/withdrawals/${withdrawal!.id}/approve`,
      headers: operator,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value.status).toBe('paid');
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('refuses a member with no bank account, a missing reason and an unknown name, moving nothing', async () => {
    const member = await signedInMember(testApp, 50_00n);
    expect((await selfExclude(member)).statusCode).toBe(200);
    const noBank = await payOut({ username: member.username, reason: 'Balance returned' });
    expect(noBank.statusCode).toBe(404);
    expect(noBank.json()).toMatchObject({ code: 'BANK_ACCOUNT_NOT_FOUND' });

    await withBank(member);
    const noReason = await payOut({ username: member.username, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    const unknown = await payOut({ username: 'nobody-here', reason: 'Balance returned' });
    expect(unknown.statusCode).toBe(404);
    expect(await withdrawalsOf(member)).toHaveLength(0);
  });

  it("is the operator's alone: a visitor hears 401 and a member 403, whatever the body", async () => {
    const member = await signedInMember(testApp, 10_00n);
    expect((await payOut({ bad: true }, {})).statusCode).toBe(401);
    expect((await payOut({ bad: true }, member.headers)).statusCode).toBe(403);
  });
});
