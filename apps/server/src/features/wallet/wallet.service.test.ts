// Proves the ledger's invariants (DESIGN.md "Money and the ledger"): entries sum to zero, parallel
// debits on one account never overdraw it, replays move nothing, a reused key with another body is
// refused, the CHECK constraint holds even against direct SQL, and the verify call agrees.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../account/account.service';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { createWalletService, transfer, type WalletService } from './wallet.service';

let testApp: TestApp;
let wallet: WalletService;
let memberWallet: number;
let house: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  wallet = createWalletService({ db: testApp.database.db });
  const member = await createAccount(testApp.database.db, {
    username: 'ledgeruser',
    password: 'Ledger2026',
    type: 0,
  });
  memberWallet = await wallet.ledgerAccountId('member_wallet', member.id);
  house = await wallet.ledgerAccountId('house', null);
});
afterAll(() => testApp.close());

describe('post', () => {
  it('moves money with entries that sum to zero and keeps running balances', async () => {
    const result = await wallet.post({
      idempotencyKey: 'fund-1',
      kind: 'test_fund',
      postings: transfer(house, memberWallet, 10_000n),
    });
    expect(result.replayed).toBe(false);
    expect(result.balances.get(memberWallet)).toBe(10_000n);
    expect(result.balances.get(house)).toBe(-10_000n);
  });

  it('replays an idempotency key without moving money, and refuses it for another movement', async () => {
    const again = await wallet.post({
      idempotencyKey: 'fund-1',
      kind: 'test_fund',
      postings: transfer(house, memberWallet, 10_000n),
    });
    expect(again.replayed).toBe(true);
    expect(again.balances.get(memberWallet)).toBe(10_000n);
    await expect(
      wallet.post({
        idempotencyKey: 'fund-1',
        kind: 'test_fund',
        postings: transfer(house, memberWallet, 1n),
      }),
    ).rejects.toMatchObject({ code: 'DUPLICATE_CONFLICT', statusCode: 409 });
  });

  it('never lets parallel debits overdraw a member (100.00 balance, 30 debits of 7.00)', async () => {
    const attempts = Array.from({ length: 30 }, (_, index) =>
      wallet
        .post({
          idempotencyKey: `debit-${index}`,
          kind: 'test_debit',
          postings: transfer(memberWallet, house, 700n),
        })
        .then(() => 'ok' as const)
        .catch((error: { code?: string }) => error.code),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(14);
    expect(outcomes.filter((outcome) => outcome === 'INSUFFICIENT_FUNDS')).toHaveLength(16);
    const member = (await wallet.balanceOf((await ownerOf(memberWallet))!)) as bigint;
    expect(member).toBe(10_000n - 14n * 700n);
  });

  it('answers INSUFFICIENT_FUNDS with the actual balance', async () => {
    await expect(
      wallet.post({
        idempotencyKey: 'too-much',
        kind: 'test_debit',
        postings: transfer(memberWallet, house, 1_000_000n),
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', options: { value: { balance: '2.00' } } });
  });

  it('keeps the same result for the same key posted at the same moment', async () => {
    const request = {
      idempotencyKey: 'race-1',
      kind: 'test_fund',
      postings: transfer(house, memberWallet, 100n),
    };
    const results = await Promise.all([wallet.post(request), wallet.post(request), wallet.post(request)]);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
  });

  it('has a CHECK constraint that refuses a negative member balance even from direct SQL', async () => {
    await expect(
      testApp.database.db.execute(
        sql`update ledger_accounts set balance_minor = -1 where id = ${memberWallet}`,
      ),
    ).rejects.toThrow();
  });
});

describe('verify and balance over HTTP', () => {
  it('reports a balanced ledger to the operator only', async () => {
    const operator = await authHeader(testApp.app, { ...DEMO_ACCOUNTS.operator, site: 'operator' });
    const verify = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/ledger/verify',
      headers: operator,
    });
    expect(verify.json().value).toMatchObject({
      balanced: true,
      differences: [],
      unbalancedTransactions: [],
      orphanEntries: [],
    });
    expect(verify.json().value.transactionsChecked).toBeGreaterThanOrEqual(15);
    const member = await authHeader(testApp.app, DEMO_ACCOUNTS.member);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/operator/ledger/verify', headers: member }))
        .statusCode,
    ).toBe(403);
  });

  it('finds a tampered balance', async () => {
    await testApp.database.db.execute(
      sql`update ledger_accounts set balance_minor = balance_minor + 1 where id = ${house}`,
    );
    const report = await wallet.verify();
    expect(report.balanced).toBe(false);
    expect(report.differences).toEqual([expect.objectContaining({ ledgerAccountId: house })]);
    await testApp.database.db.execute(
      sql`update ledger_accounts set balance_minor = balance_minor - 1 where id = ${house}`,
    );
    expect((await wallet.verify()).balanced).toBe(true);
  });

  it('finds an entry whose transaction or account does not exist (the entries have no foreign keys)', async () => {
    const { db } = testApp.database;
    const inserted = await db.execute<{ id: string }>(
      sql`insert into ledger_entries (transaction_id, ledger_account_id, amount_minor, balance_after_minor)
          values (999999999, ${house}, 0, 0), ((select max(id) from ledger_transactions), 999999999, 0, 0)
          returning id`,
    );
    const ids = (inserted as unknown as { rows: { id: string }[] }).rows.map((row) => Number(row.id));
    const report = await wallet.verify();
    expect(report.balanced).toBe(false);
    expect(report.differences).toEqual([]);
    expect(report.orphanEntries).toEqual(ids);
    await db.execute(sql`delete from ledger_entries where id in (${ids[0]}, ${ids[1]})`);
    expect(await wallet.verify()).toMatchObject({ balanced: true, orphanEntries: [] });
  });

  it('shows the balance as a decimal string, and a trial member starts with play money', async () => {
    const headers = await authHeader(testApp.app, { username: 'ledgeruser', password: 'Ledger2026' });
    const balance = await testApp.app.inject({ method: 'GET', url: '/api/wallet/balance', headers });
    expect(balance.json().value).toEqual({ balance: '3.00', currencySymbol: '$' });
    const trial = (await testApp.app.inject({ method: 'POST', url: '/api/session/trial' })).json().value;
    const trialBalance = await testApp.app.inject({
      method: 'GET',
      url: '/api/wallet/balance',
      headers: { authorization: `Bearer ${trial.token}` },
    });
    expect(trialBalance.json().value.balance).toBe('2000.00');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/wallet/balance' })).statusCode).toBe(401);
  });
});

async function ownerOf(ledgerAccountId: number): Promise<number | undefined> {
  const result = await testApp.database.db.execute<{ owner_account_id: string }>(
    sql`select owner_account_id from ledger_accounts where id = ${ledgerAccountId}`,
  );
  const rows = (result as unknown as { rows: { owner_account_id: string }[] }).rows;
  return rows[0] ? Number(rows[0].owner_account_id) : undefined;
}
