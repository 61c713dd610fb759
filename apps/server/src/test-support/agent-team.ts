// The agent centre tests' team, with every figure known by hand: agent A → sub-agent B → members M1
// and M2, A's own member M3 and a trial T, and a sibling agent S with its member SM. Money and rounds
// go through the real paths (the signed vendor protocol, deposits and withdrawals with the operator's
// decision, ledger postings); only their times are then set to the fixture's site days (GMT+8), so
// that the figures fall on known days, one round on each side of a site midnight.
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { createAccount, findRootAccount } from '../features/account/account.service';
import { accountsTable } from '../features/account/account.table';
import { depositsTable, withdrawalsTable } from '../features/payments/payments.table';
import { gameRoundsTable } from '../features/vendors/vendors.table';
import { createWalletService, transfer } from '../features/wallet/wallet.service';
import { ledgerEntriesTable, ledgerTransactionsTable } from '../features/wallet/wallet.table';
import type { TestApp } from './build-test-app';
import {
  bindBankAccount,
  operatorHeaders,
  requestWithdrawal,
  setPaymentPassword,
  type SignedInMember,
} from './payments';
import { authHeader } from './session';

export const HOUSE_SECRET = 'agent-centre-house-secret';
export const PASSWORD = 'Fixture2026';

export type FixtureAccount = { id: number; username: string; password: string };
export type Team = Record<'a' | 'b' | 'm1' | 'm2' | 'm3' | 'trial' | 's' | 'sm', FixtureAccount>;

/** An instant given as the site's wall clock (GMT+8): '2026-03-10 23:30'. */
export function siteTime(wallClock: string): Date {
  return new Date(`${wallClock.replace(' ', 'T')}:00+08:00`);
}

export async function account(
  db: TestApp['database']['db'],
  username: string,
  type: number,
  parentId: number,
  registered: string,
): Promise<FixtureAccount> {
  const created = await createAccount(db, { username, password: PASSWORD, type, parentId });
  await db
    .update(accountsTable)
    .set({ createdAt: siteTime(registered) })
    .where(eq(accountsTable.id, created.id));
  return { id: created.id, username, password: PASSWORD };
}

export async function fund(testApp: TestApp, accountId: number, amountMinor: bigint) {
  const wallet = createWalletService({ db: testApp.database.db });
  await wallet.post({
    idempotencyKey: `fixture-fund-${accountId}`,
    kind: 'test_fund',
    postings: transfer(
      await wallet.ledgerAccountId('house', null),
      await wallet.ledgerAccountId('member_wallet', accountId),
      amountMinor,
    ),
  });
}

/** A signed call of the seamless-wallet protocol, as any vendor makes it (DESIGN.md "Game vendors"). */
export function vendorCall(app: FastifyInstance, vendor: string, action: string, body: object) {
  const payload = JSON.stringify(body);
  const signature = createHmac('sha256', HOUSE_SECRET).update(payload).digest('hex');
  return app.inject({
    method: 'POST',
    url: `/api/vendor/${vendor}/${action}`,
    payload,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
  });
}

let rounds = 0;

/**
 * One round through the signed vendor protocol: a debit, then a credit (settled), a rollback
 * (cancelled) or nothing (open); then its times set to the site's wall clock.
 */
export async function playRound(
  testApp: TestApp,
  player: FixtureAccount,
  round: {
    stake: string;
    payout?: string;
    cancel?: boolean;
    vendor?: string;
    /** Site wall clock; 'now' keeps the times the protocol wrote. */
    placedAt: string;
    settledAt?: string;
  },
): Promise<string> {
  rounds += 1;
  const roundId = `fixture-round-${rounds}`;
  const vendor = round.vendor ?? 'PDSLOT';
  const common = { playerId: player.id, roundId, gameCode: 'fixture-game' };
  const debit = await vendorCall(testApp.app, vendor, 'debit', {
    ...common,
    transactionId: `${roundId}-debit`,
    amount: round.stake,
  });
  if (debit.statusCode !== 200) throw new Error(`debit failed: ${debit.body}`);
  if (round.payout !== undefined) {
    const credit = await vendorCall(testApp.app, vendor, 'credit', {
      ...common,
      transactionId: `${roundId}-credit`,
      amount: round.payout,
    });
    if (credit.statusCode !== 200) throw new Error(`credit failed: ${credit.body}`);
  }
  if (round.cancel) {
    const rollback = await vendorCall(testApp.app, vendor, 'rollback', {
      playerId: player.id,
      roundId,
      transactionId: `${roundId}-rollback`,
      referenceTransactionId: `${roundId}-debit`,
    });
    if (rollback.statusCode !== 200) throw new Error(`rollback failed: ${rollback.body}`);
  }
  if (round.placedAt === 'now') return roundId;
  await testApp.database.db
    .update(gameRoundsTable)
    .set({
      placedAt: siteTime(round.placedAt),
      ...(round.settledAt ? { settledAt: siteTime(round.settledAt) } : {}),
    })
    .where(eq(gameRoundsTable.roundId, roundId));
  return roundId;
}

export async function signIn(
  app: FastifyInstance,
  player: FixtureAccount,
  site: 'member' | 'agent' = 'member',
) {
  return authHeader(app, { username: player.username, password: player.password, site });
}

/**
 * A deposit through the bank-transfer channel, approved by the operator and dated `creditedAt` (as
 * approved when 'now'; left pending when null).
 */
export async function deposit(
  testApp: TestApp,
  player: FixtureAccount,
  amount: string,
  creditedAt: string | null,
): Promise<void> {
  const headers = await signIn(testApp.app, player);
  const channels = await testApp.app.inject({ method: 'GET', url: '/api/payments/channels', headers });
  const bank = (channels.json().value as { id: number; type: string }[]).find(
    (channel) => channel.type === 'bank_transfer',
  )!;
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/payments/deposits',
    headers,
    payload: { channelId: bank.id, amount },
  });
  if (created.statusCode !== 200) throw new Error(`deposit failed: ${created.body}`);
  if (creditedAt === null) return;
  const id = created.json().value.id as number;
  const approved = await testApp.app.inject({
    method: 'POST',
    url: `/api/operator/deposits/${id}/approve`,
    headers: await operatorHeaders(testApp.app),
  });
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  if (creditedAt === 'now') return;
  await testApp.database.db
    .update(depositsTable)
    .set({ decidedAt: siteTime(creditedAt) })
    .where(eq(depositsTable.id, id));
}

/** A withdrawal, paid by the operator at `paidAt` or rejected (null). */
export async function withdraw(
  testApp: TestApp,
  player: FixtureAccount,
  amount: string,
  paidAt: string | null,
): Promise<void> {
  const member: SignedInMember = { ...player, headers: await signIn(testApp.app, player) };
  const bankAccountId = await bindBankAccount(testApp.app, member);
  await setPaymentPassword(testApp.app, member).catch(() => undefined);
  const created = await requestWithdrawal(testApp.app, member, { bankAccountId, amount });
  if (created.statusCode !== 200) throw new Error(`withdrawal failed: ${created.body}`);
  const id = created.json().value.id as number;
  const decided = await testApp.app.inject({
    method: 'POST',
    url: `/api/operator/withdrawals/${id}/${paidAt === null ? 'reject' : 'approve'}`,
    headers: await operatorHeaders(testApp.app),
    ...(paidAt === null ? { payload: { reason: 'Fixture' } } : {}),
  });
  if (decided.statusCode !== 200) throw new Error(`decision failed: ${decided.body}`);
  if (paidAt !== null) {
    await testApp.database.db
      .update(withdrawalsTable)
      .set({ paidAt: siteTime(paidAt) })
      .where(eq(withdrawalsTable.id, id));
  }
}

/** A bonus or rebate (by its ledger kind) from the site's bonus account, dated `postedAt` (or 'now'). */
export async function promotion(
  testApp: TestApp,
  player: FixtureAccount,
  kind: string,
  amountMinor: bigint,
  postedAt: string,
): Promise<void> {
  const wallet = createWalletService({ db: testApp.database.db });
  const posted = await wallet.post({
    idempotencyKey: `fixture-${kind}-${player.id}-${postedAt}`,
    kind,
    postings: transfer(
      await wallet.ledgerAccountId('bonus', null),
      await wallet.ledgerAccountId('member_wallet', player.id),
      amountMinor,
    ),
  });
  if (postedAt === 'now') return;
  const at = siteTime(postedAt);
  const { db } = testApp.database;
  await db
    .update(ledgerTransactionsTable)
    .set({ createdAt: at })
    .where(eq(ledgerTransactionsTable.id, posted.transactionId));
  await db
    .update(ledgerEntriesTable)
    .set({ createdAt: at })
    .where(eq(ledgerEntriesTable.transactionId, posted.transactionId));
}

/**
 * The team and its history. Figures over site days 2026-03-10 and 2026-03-11, worked by hand in the
 * tests; 2026-03-09 holds what falls just outside.
 */
export async function buildTeam(testApp: TestApp): Promise<Team> {
  const { db } = testApp.database;
  const root = (await findRootAccount(db))!;
  const a = await account(db, 'fxalpha', ACCOUNT_TYPES.agent, root.id, '2026-03-01 10:00');
  const b = await account(db, 'fxbravo', ACCOUNT_TYPES.agent, a.id, '2026-03-05 10:00');
  const m1 = await account(db, 'fxmike1', ACCOUNT_TYPES.member, b.id, '2026-03-10 08:00');
  const m2 = await account(db, 'fxmike2', ACCOUNT_TYPES.member, b.id, '2026-03-11 08:00');
  const m3 = await account(db, 'fxmike3', ACCOUNT_TYPES.member, a.id, '2026-03-02 10:00');
  const trial = await account(db, 'fxtrial', ACCOUNT_TYPES.trial, a.id, '2026-03-10 09:00');
  const s = await account(db, 'fxsierra', ACCOUNT_TYPES.agent, root.id, '2026-03-01 11:00');
  const sm = await account(db, 'fxsierram', ACCOUNT_TYPES.member, s.id, '2026-03-10 10:00');
  for (const [player, amountMinor] of [
    [a, 1_000_00n],
    [b, 500_00n],
    [m1, 1_000_00n],
    [m2, 500_00n],
    [m3, 1_000_00n],
    [trial, 1_000_00n],
    [sm, 2_000_00n],
  ] as const) {
    await fund(testApp, player.id, amountMinor);
  }

  // Rounds (stake / payout). The first two sit on each side of the site's midnight of 10 → 11 March.
  await playRound(testApp, m1, {
    stake: '70.00',
    payout: '50.00',
    placedAt: '2026-03-10 23:29',
    settledAt: '2026-03-10 23:30',
  });
  await playRound(testApp, m1, {
    stake: '80.00',
    payout: '0.00',
    placedAt: '2026-03-11 00:29',
    settledAt: '2026-03-11 00:30',
  });
  await playRound(testApp, m2, {
    stake: '30.00',
    payout: '90.00',
    placedAt: '2026-03-11 09:59',
    settledAt: '2026-03-11 10:00',
  });
  await playRound(testApp, m3, {
    stake: '200.00',
    payout: '150.00',
    vendor: 'PDLIVE',
    placedAt: '2026-03-10 11:59',
    settledAt: '2026-03-10 12:00',
  });
  await playRound(testApp, b, {
    stake: '120.00',
    payout: '100.00',
    placedAt: '2026-03-11 11:59',
    settledAt: '2026-03-11 12:00',
  });
  // Never in the money figures: a trial's play money, the sibling's team, a cancelled and an open
  // round, and a round of the day before.
  await playRound(testApp, trial, {
    stake: '500.00',
    payout: '0.00',
    placedAt: '2026-03-10 12:59',
    settledAt: '2026-03-10 13:00',
  });
  await playRound(testApp, sm, {
    stake: '1000.00',
    payout: '0.00',
    placedAt: '2026-03-10 12:00',
    settledAt: '2026-03-10 12:01',
  });
  await playRound(testApp, m2, {
    stake: '40.00',
    cancel: true,
    placedAt: '2026-03-10 14:00',
    settledAt: '2026-03-10 14:01',
  });
  await playRound(testApp, m3, { stake: '25.00', placedAt: '2026-03-11 16:00' });
  await playRound(testApp, m1, {
    stake: '60.00',
    payout: '0.00',
    placedAt: '2026-03-09 23:29',
    settledAt: '2026-03-09 23:30',
  });

  await deposit(testApp, m1, '500.00', '2026-03-10 09:00');
  await deposit(testApp, m1, '200.00', '2026-03-11 09:00');
  await deposit(testApp, m3, '300.00', '2026-03-09 09:00');
  await deposit(testApp, m2, '100.00', '2026-03-11 20:00');
  await deposit(testApp, m2, '50.00', null);
  await deposit(testApp, sm, '900.00', '2026-03-10 09:00');
  await withdraw(testApp, m3, '120.00', '2026-03-11 15:00');
  await withdraw(testApp, m1, '60.00', null);

  await promotion(testApp, m2, 'bonus_welcome', 20_00n, '2026-03-10 10:00');
  await promotion(testApp, m1, 'rebate_daily', 5_00n, '2026-03-11 10:00');
  await promotion(testApp, sm, 'bonus_welcome', 7_00n, '2026-03-10 10:00');
  return { a, b, m1, m2, m3, trial, s, sm };
}

/** The main-wallet balance of each account, summed (minor units). */
export async function walletSum(testApp: TestApp, ids: number[]): Promise<bigint> {
  const rows = await testApp.database.db.execute(
    sql`select coalesce(sum(balance_minor), 0)::text as total from ledger_accounts
        where kind = 'member_wallet' and owner_account_id in (${sql.join(ids, sql`, `)})`,
  );
  return BigInt((rows as unknown as { rows: { total: string }[] }).rows[0]!.total);
}
