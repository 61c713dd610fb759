// Proves the seamless-wallet protocol end to end over HTTP (DESIGN.md "Game vendors"): signed calls
// only, rounds opened and settled with their figures, replays answering the first answer, reused ids
// refused, rollbacks (also early ones) refunding or refusing, parallel debits never overdrawing, and
// every refusal moving nothing while the ledger stays balanced.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorsTable } from '../lobby/lobby.table';
import { createAccount } from '../account/account.service';
import { createWalletService, transfer, type WalletService } from '../wallet/wallet.service';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { signBody } from './vendors.signature';
import { gameRoundsTable, vendorSecretsTable, vendorTransactionsTable } from './vendors.table';

const HOUSE_SECRET = 'house-vendor-secret-for-tests';
const EXTERNAL_SECRET = 'external-vendor-secret-0001';
const HOUSE_VENDOR = 'PDSLOT';

let testApp: TestApp;
let wallet: WalletService;
let fundings = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
  wallet = createWalletService({ db: testApp.database.db });
  await testApp.database.db.insert(vendorsTable).values([
    { code: 'EXTSEAM', displayName: 'External', gameType: 'RNG', iconUrl: '/e.svg', secret: EXTERNAL_SECRET },
    {
      code: 'EXTXFER',
      displayName: 'Transfer',
      gameType: 'RNG',
      iconUrl: '/t.svg',
      secret: EXTERNAL_SECRET,
      walletMode: 'transfer',
    },
    {
      code: 'EXTOFF',
      displayName: 'Off',
      gameType: 'RNG',
      iconUrl: '/o.svg',
      secret: EXTERNAL_SECRET,
      enabled: false,
    },
  ]);
});
afterAll(() => testApp.close());

type CallOptions = { vendor?: string; secret?: string; signature?: string | null };

function call(action: string, body: unknown, options: CallOptions = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    options.signature === undefined ? signBody(options.secret ?? HOUSE_SECRET, payload) : options.signature;
  return testApp.app.inject({
    method: 'POST',
    url: `/api/vendor/${options.vendor ?? HOUSE_VENDOR}/${action}`,
    payload,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(signature === null ? {} : { 'x-signature': signature }),
    },
  });
}

/** A new member with `amount` minor units in the main wallet (funded from the house). */
async function fundedMember(amountMinor: bigint, type = 0): Promise<number> {
  fundings += 1;
  const member = await createAccount(testApp.database.db, {
    username: `vendorplayer${fundings}`,
    password: 'Player2026',
    type,
  });
  if (amountMinor > 0n) {
    await wallet.post({
      idempotencyKey: `test-fund-${member.id}`,
      kind: 'test_fund',
      postings: transfer(
        await wallet.ledgerAccountId('house', null),
        await wallet.ledgerAccountId('member_wallet', member.id),
        amountMinor,
      ),
    });
  }
  return member.id;
}

async function balanceOf(playerId: number) {
  return (await call('balance', { playerId })).json().value.balance as string;
}

async function roundOf(roundId: string) {
  const rows = await testApp.database.db
    .select()
    .from(gameRoundsTable)
    .where(eq(gameRoundsTable.roundId, roundId));
  return rows[0];
}

const bet = (playerId: number, transactionId: string, roundId: string, amount: string) => ({
  playerId,
  transactionId,
  roundId,
  gameCode: 'slot-fruits',
  amount,
});

describe('signature and vendor', () => {
  it('refuses a missing, wrong or tampered signature with 401 and moves nothing', async () => {
    const playerId = await fundedMember(10_000n);
    const body = JSON.stringify(bet(playerId, 'sig-1', 'sig-round', '10.00'));
    const missing = await call('debit', body, { signature: null });
    const wrong = await call('debit', body, { secret: 'not-the-house-secret' });
    const tampered = await call('debit', body.replace('10.00', '1.00'), {
      signature: signBody(HOUSE_SECRET, body),
    });
    for (const response of [missing, wrong, tampered]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_SIGNATURE' });
    }
    expect(await balanceOf(playerId)).toBe('100.00');
    expect(await roundOf('sig-round')).toBeUndefined();
    expect((await call('balance', { playerId }, { signature: null })).statusCode).toBe(401);
  });

  it('checks the signature before the body: unsigned junk is 401, signed junk is 400', async () => {
    expect((await call('debit', '{not json', { signature: null })).statusCode).toBe(401);
    const signedJunk = await call('debit', '{not json');
    expect(signedJunk.statusCode).toBe(400);
    expect(signedJunk.json().code).toBe('INVALID_JSON');
  });

  it('uses the vendor table secret for other vendors, and refuses unknown, disabled and transfer vendors', async () => {
    const playerId = await fundedMember(500n);
    const external = await call('balance', { playerId }, { vendor: 'EXTSEAM', secret: EXTERNAL_SECRET });
    expect(external.json()).toEqual({ success: true, value: { balance: '5.00' } });
    expect((await call('balance', { playerId }, { vendor: 'EXTSEAM' })).statusCode).toBe(401);
    expect((await call('balance', { playerId }, { vendor: 'NOPE' })).statusCode).toBe(404);
    expect(
      (await call('balance', { playerId }, { vendor: 'EXTOFF', secret: EXTERNAL_SECRET })).statusCode,
    ).toBe(404);
    const transferVendor = await call(
      'balance',
      { playerId },
      { vendor: 'EXTXFER', secret: EXTERNAL_SECRET },
    );
    expect(transferVendor.statusCode).toBe(403);
    expect(transferVendor.json().code).toBe('FORBIDDEN');
  });
});

describe('balance', () => {
  it('answers the member balance for a numeric or string playerId, 404 for an unknown one', async () => {
    const playerId = await fundedMember(12_345n);
    expect((await call('balance', { playerId })).json()).toEqual({
      success: true,
      value: { balance: '123.45' },
    });
    expect((await call('balance', { playerId: String(playerId) })).json().value.balance).toBe('123.45');
    const unknown = await call('balance', { playerId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PLAYER_NOT_FOUND');
  });
});

describe('debit and credit', () => {
  it('opens a round with a debit and settles it with a credit, keeping stake, payout and times', async () => {
    const playerId = await fundedMember(10_000n);
    const debit = await call('debit', bet(playerId, 'dc-debit-1', 'dc-round-1', '10.00'));
    expect(debit.json()).toEqual({ success: true, value: { balance: '90.00', transactionId: 'dc-debit-1' } });
    const second = await call('debit', bet(playerId, 'dc-debit-2', 'dc-round-1', '5.50'));
    expect(second.json().value.balance).toBe('84.50');
    const open = await roundOf('dc-round-1');
    expect(open).toMatchObject({
      vendorCode: HOUSE_VENDOR,
      memberAccountId: playerId,
      gameCode: 'slot-fruits',
      gameCategory: 'RNG',
      stakeMinor: 1_550n,
      validBetMinor: 1_550n,
      payoutMinor: 0n,
      status: 'open',
      settledAt: null,
    });
    expect(open!.placedAt).toBeInstanceOf(Date);

    const credit = await call('credit', bet(playerId, 'dc-credit-1', 'dc-round-1', '40.00'));
    expect(credit.json().value).toEqual({ balance: '124.50', transactionId: 'dc-credit-1' });
    const settled = await roundOf('dc-round-1');
    expect(settled).toMatchObject({ stakeMinor: 1_550n, payoutMinor: 4_000n, status: 'settled' });
    expect(settled!.settledAt!.getTime()).toBeGreaterThanOrEqual(settled!.placedAt.getTime());
  });

  it('closes a losing round with a 0.00 credit without a ledger posting', async () => {
    const playerId = await fundedMember(1_000n);
    await call('debit', bet(playerId, 'lose-debit', 'lose-round', '2.00'));
    const credit = await call('credit', bet(playerId, 'lose-credit', 'lose-round', '0.00'));
    expect(credit.json().value.balance).toBe('8.00');
    expect(await roundOf('lose-round')).toMatchObject({ payoutMinor: 0n, status: 'settled' });
    const [record] = await testApp.database.db
      .select()
      .from(vendorTransactionsTable)
      .where(eq(vendorTransactionsTable.transactionId, 'lose-credit'));
    expect(record).toMatchObject({ kind: 'credit', ledgerTransactionId: null, balanceAfterMinor: 800n });
  });

  it('answers a replay with the first answer and moves nothing', async () => {
    const playerId = await fundedMember(10_000n);
    const debitBody = bet(playerId, 'replay-debit', 'replay-round', '30.00');
    const first = await call('debit', debitBody);
    await call('debit', bet(playerId, 'replay-debit-2', 'replay-round', '10.00'));
    const again = await call('debit', debitBody);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().value.balance).toBe('70.00');
    const creditBody = bet(playerId, 'replay-credit', 'replay-round', '25.00');
    const credited = await call('credit', creditBody);
    expect((await call('credit', creditBody)).json()).toEqual(credited.json());
    expect(await balanceOf(playerId)).toBe('85.00');
    expect(await roundOf('replay-round')).toMatchObject({ stakeMinor: 4_000n, payoutMinor: 2_500n });
  });

  it('refuses a reused transactionId with another body (409 DUPLICATE_CONFLICT) and moves nothing', async () => {
    const playerId = await fundedMember(10_000n);
    await call('debit', bet(playerId, 'dup-debit', 'dup-round', '10.00'));
    const otherAmount = await call('debit', bet(playerId, 'dup-debit', 'dup-round', '11.00'));
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().code).toBe('DUPLICATE_CONFLICT');
    const asCredit = await call('credit', bet(playerId, 'dup-debit', 'dup-round', '10.00'));
    expect(asCredit.json().code).toBe('DUPLICATE_CONFLICT');
    expect(await balanceOf(playerId)).toBe('90.00');
    expect(await roundOf('dup-round')).toMatchObject({ stakeMinor: 1_000n, status: 'open' });
  });

  it('answers INSUFFICIENT_FUNDS with the actual balance and opens no round', async () => {
    const playerId = await fundedMember(1_234n);
    const response = await call('debit', bet(playerId, 'poor-debit', 'poor-round', '12.35'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '12.34' } });
    expect(await roundOf('poor-round')).toBeUndefined();
    expect(await balanceOf(playerId)).toBe('12.34');
  });

  it('refuses a debit or a second credit on a settled round, and a credit on a round without a bet', async () => {
    const playerId = await fundedMember(10_000n);
    await call('debit', bet(playerId, 'closed-debit', 'closed-round', '10.00'));
    await call('credit', bet(playerId, 'closed-credit', 'closed-round', '0.00'));
    const lateDebit = await call('debit', bet(playerId, 'closed-debit-2', 'closed-round', '1.00'));
    expect(lateDebit.statusCode).toBe(409);
    expect(lateDebit.json().code).toBe('ROUND_CLOSED');
    const secondCredit = await call('credit', bet(playerId, 'closed-credit-2', 'closed-round', '5.00'));
    expect(secondCredit.json().code).toBe('ROUND_CLOSED');
    const noBet = await call('credit', bet(playerId, 'orphan-credit', 'orphan-round', '5.00'));
    expect(noBet.statusCode).toBe(404);
    expect(noBet.json().code).toBe('ROUND_NOT_FOUND');
    expect(await balanceOf(playerId)).toBe('90.00');
  });

  it('lets a trial member bet with play money', async () => {
    const trial = (await testApp.app.inject({ method: 'POST', url: '/api/session/trial' })).json().value;
    const member = await testApp.app.inject({
      method: 'GET',
      url: '/api/member',
      headers: { authorization: `Bearer ${trial.token}` },
    });
    const playerId = member.json().value.id as number;
    const debit = await call('debit', bet(playerId, 'trial-debit', 'trial-round', '100.00'));
    expect(debit.json().value.balance).toBe('1900.00');
  });
});

describe('rollback', () => {
  it('refunds a debit with a new ledger transaction and cancels the round; a replay moves nothing', async () => {
    const playerId = await fundedMember(10_000n);
    await call('debit', bet(playerId, 'rb-debit', 'rb-round', '25.00'));
    const body = { playerId, transactionId: 'rb-1', referenceTransactionId: 'rb-debit', roundId: 'rb-round' };
    const rollback = await call('rollback', body);
    expect(rollback.json()).toEqual({ success: true, value: { balance: '100.00', transactionId: 'rb-1' } });
    expect(await roundOf('rb-round')).toMatchObject({
      stakeMinor: 0n,
      validBetMinor: 0n,
      status: 'cancelled',
    });
    expect((await call('rollback', body)).json()).toEqual(rollback.json());
    const another = await call('rollback', { ...body, transactionId: 'rb-2' });
    expect(another.json().value.balance).toBe('100.00');
    expect(await balanceOf(playerId)).toBe('100.00');
    expect((await call('rollback', { ...body, roundId: 'other' })).json().code).toBe('DUPLICATE_CONFLICT');
  });

  it('takes one debit off a round that has others, leaving it open', async () => {
    const playerId = await fundedMember(10_000n);
    await call('debit', bet(playerId, 'part-debit-1', 'part-round', '10.00'));
    await call('debit', bet(playerId, 'part-debit-2', 'part-round', '4.00'));
    await call('rollback', {
      playerId,
      transactionId: 'part-rb',
      referenceTransactionId: 'part-debit-1',
      roundId: 'part-round',
    });
    expect(await roundOf('part-round')).toMatchObject({ stakeMinor: 400n, status: 'open' });
    expect(await balanceOf(playerId)).toBe('96.00');
  });

  it('remembers a rollback that comes before its debit and refuses the late debit', async () => {
    const playerId = await fundedMember(10_000n);
    const early = await call('rollback', {
      playerId,
      transactionId: 'early-rb',
      referenceTransactionId: 'late-debit',
      roundId: 'late-round',
    });
    expect(early.json().value.balance).toBe('100.00');
    const late = await call('debit', bet(playerId, 'late-debit', 'late-round', '10.00'));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ROUND_CLOSED');
    expect(await balanceOf(playerId)).toBe('100.00');
    expect(await roundOf('late-round')).toBeUndefined();
  });

  it('refuses to roll back a debit of a settled round', async () => {
    const playerId = await fundedMember(10_000n);
    await call('debit', bet(playerId, 'settled-debit', 'settled-round', '10.00'));
    await call('credit', bet(playerId, 'settled-credit', 'settled-round', '0.00'));
    const response = await call('rollback', {
      playerId,
      transactionId: 'settled-rb',
      referenceTransactionId: 'settled-debit',
      roundId: 'settled-round',
    });
    expect(response.json().code).toBe('ROUND_CLOSED');
    expect(await balanceOf(playerId)).toBe('90.00');
  });
});

describe('concurrency and the ledger', () => {
  it('never overdraws under parallel debits, and the ledger stays balanced', async () => {
    const playerId = await fundedMember(10_000n);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        call('debit', bet(playerId, `par-${index}`, `par-round-${index % 5}`, '7.00')),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(14);
    expect(responses.filter((response) => response.json().code === 'INSUFFICIENT_FUNDS')).toHaveLength(16);
    expect(await balanceOf(playerId)).toBe('2.00');
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
    });
  });

  it('answers the same replay sent many times at once with one movement', async () => {
    const playerId = await fundedMember(10_000n);
    const body = bet(playerId, 'burst-debit', 'burst-round', '10.00');
    const responses = await Promise.all(Array.from({ length: 8 }, () => call('debit', body)));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await balanceOf(playerId)).toBe('90.00');
  });
});

describe('bad input', () => {
  it('answers 400 with a message for each bad field', async () => {
    const playerId = await fundedMember(10_000n);
    const cases: [unknown, string[]][] = [
      [{ ...bet(playerId, 'bad-1', 'bad-round', '-1.00') }, ['amount']],
      [{ ...bet(playerId, 'bad-2', 'bad-round', '1.005') }, ['amount']],
      [{ ...bet(playerId, 'bad-3', 'bad-round', '0.00') }, ['amount']],
      [{ ...bet(playerId, 'bad-4', 'bad-round', '1.00'), amount: 1 }, ['amount']],
      [{ playerId }, ['transactionId', 'roundId', 'gameCode', 'amount']],
      [{ ...bet(playerId, 'bad-5', 'bad-round', '1.00'), playerId: 'abc' }, ['playerId']],
      [{ ...bet(playerId, '', 'bad-round', '1.00') }, ['transactionId']],
    ];
    for (const [body, fields] of cases) {
      const response = await call('debit', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().fields).sort()).toEqual([...fields].sort());
    }
    const missingPlayer = await call('balance', {});
    expect(missingPlayer.json().fields).toEqual({ playerId: 'Input cannot be empty' });
    const threeDecimals = await call('credit', bet(playerId, 'bad-6', 'bad-round', '1.234'));
    expect(threeDecimals.json().fields).toEqual({
      amount: 'Please enter an amount with at most two decimals',
    });
    const zeroDebit = await call('debit', bet(playerId, 'bad-7', 'bad-round', '0'));
    expect(zeroDebit.json().fields).toEqual({ amount: 'The amount must be above zero' });
    expect(await balanceOf(playerId)).toBe('100.00');
  });
});

describe('generated house secret', () => {
  it('creates one and keeps it in the database when HOUSE_VENDOR_SECRET is unset', async () => {
    const other = await buildTestApp();
    try {
      const [row] = await other.database.db.select().from(vendorSecretsTable);
      expect(row!.secret).toMatch(/^[0-9a-f]{64}$/);
      const payload = JSON.stringify({ playerId: 1 });
      const response = await other.app.inject({
        method: 'POST',
        url: `/api/vendor/${HOUSE_VENDOR}/balance`,
        payload,
        headers: { 'content-type': 'application/json', 'x-signature': signBody(row!.secret, payload) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PLAYER_NOT_FOUND');
    } finally {
      await other.close();
    }
  });
});
