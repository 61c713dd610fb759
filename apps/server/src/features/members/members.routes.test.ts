// Proves the operator's members and agents desk over HTTP (issue 19 items 1 and 4): the search by
// each key, a member's page, and every action with its reason and its audit entry (before and
// after, in the action's transaction); bad input refused with nothing changed (an adjustment
// without a reason, a debit below zero, a move under the account's own team); every route closed to
// visitors (401) and members (403); a change and its entry rolled back together.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { AuditEntry, AuditPage } from '@playdeck/contract/audit';
import type { MarketingAudience, MemberDetail, MemberSearchPage } from '@playdeck/contract/members';
import { account } from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders, signedInMember, type SignedInMember } from '../../test-support/payments';
import { encryptFor, ledgerVerify, login } from '../../test-support/session';
import { accountsTable } from '../account/account.table';
import { findRootAccount } from '../account/account.service';
import { auditEntriesTable } from '../audit/audit.table';
import { ipLocksTable } from '../session/session.table';
import { ledgerEntriesTable } from '../wallet/wallet.table';
import { createWalletService } from '../wallet/wallet.service';
import { record, type AuditWriter } from '../audit/audit.service';
import { createMembersService } from './members.service';

let testApp: TestApp;
let operator: { authorization: string };
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = operator) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...headers, ...en } });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = operator) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...en } });

async function search(by: string, q: string): Promise<MemberSearchPage> {
  const response = await get(`/api/operator/members?by=${by}&q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

async function detail(id: number): Promise<MemberDetail> {
  const response = await get(`/api/operator/members/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

async function trail(query: string): Promise<AuditPage> {
  const response = await get(`/api/operator/audit?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

async function auditCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ value: count() }).from(auditEntriesTable);
  return row!.value;
}

async function ledgerEntryCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ value: count() }).from(ledgerEntriesTable);
  return row!.value;
}

async function latestEntryFor(id: number): Promise<AuditEntry> {
  const page = await trail(`targetType=account&targetId=${id}&pageSize=1`);
  return page.list[0]!;
}

async function memberSession(member: SignedInMember) {
  return get('/api/member', member.headers);
}

let requestCounter = 0;
const requestId = () => `test-adjust-${Date.now()}-${(requestCounter += 1)}`;

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', '/api/operator/members?q=demo'],
    ['GET', '/api/operator/members/1'],
    ['POST', '/api/operator/members/1/lock'],
    ['POST', '/api/operator/members/1/unlock'],
    ['POST', '/api/operator/members/1/reset-password'],
    ['POST', '/api/operator/members/1/move'],
    ['POST', '/api/operator/members/1/adjust-balance'],
    ['POST', '/api/operator/members/1/unlock-ip'],
    ['POST', '/api/operator/members/1/end-sessions'],
    ['GET', '/api/operator/audit'],
  ];

  it('refuses visitors with 401 and members with 403 on every route', async () => {
    const member = await signedInMember(testApp, 0n);
    for (const [method, url] of routes) {
      const visitor = await testApp.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await testApp.app.inject({
        method: method as 'GET',
        url,
        headers: member.headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('search and the member page', () => {
  it('finds a member by username, id, mobile, e-mail and sign-in IP', async () => {
    const member = await signedInMember(testApp, 1_234n, { prefix: 'findme' });
    const jwe = await encryptFor(testApp.app, {
      username: member.username,
      password: member.password,
      site: 'member',
    });
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { jwe },
      remoteAddress: '198.51.100.23',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    // Set after the sign-in: an account with a mobile or e-mail asks a second factor from a new IP.
    await testApp.database.db
      .update(accountsTable)
      .set({ email: `${member.username}@example.test`, mobileCountryCode: '84', mobileNumber: '912345678' })
      .where(eq(accountsTable.id, member.id));

    const ids = async (by: string, q: string) => (await search(by, q)).list.map((row) => row.id);
    expect(await ids('username', member.username.toUpperCase())).toEqual([member.id]);
    expect(await ids('id', String(member.id))).toEqual([member.id]);
    expect(await ids('mobile', '0912345678'.slice(1))).toEqual([member.id]);
    expect(await ids('email', `${member.username}@EXAMPLE`)).toEqual([member.id]);
    expect(await ids('ip', '198.51.100.23')).toEqual([member.id]);
    expect(await ids('id', 'abc')).toEqual([]);
    const [row] = (await search('id', String(member.id))).list;
    expect(row).toMatchObject({ username: member.username, balance: '12.34', status: 'active' });
  });

  it('never lists operators, and answers 404 for an operator or an unknown id', async () => {
    expect((await search('username', 'operator')).list).toEqual([]);
    const root = await findRootAccount(testApp.database.db);
    expect((await get(`/api/operator/members/${root!.id}`)).statusCode).toBe(404);
    const unknown = await get('/api/operator/members/99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'MEMBER_NOT_FOUND', message: 'No such member or agent' });
  });

  it('refuses a search without text with a message on the field', async () => {
    const response = await get('/api/operator/members?by=username&q=');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.q).toBeTruthy();
  });

  it("shows the demo member's profile, tree, balances and sign-ins", async () => {
    const [demo] = (await search('username', 'demo')).list.filter((row) => row.username === 'demo');
    const page = await detail(demo!.id);
    expect(page.profile.username).toBe('demo');
    expect(page.balances.find((row) => row.kind === 'member_wallet')?.balance).toBe('1000.00');
    expect(page.tree.chain.length).toBe(page.tree.parent ? page.tree.chain.length : 0);
    expect(page.ledgerMoves.length).toBeGreaterThan(0);
    expect(page.signIns).toEqual(expect.any(Array));
  });

  it('shows the device of each sign-in, in words and as the browser described it', async () => {
    const member = await signedInMember(testApp, 0n, { prefix: 'device' });
    const agent =
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect((await login(testApp.app, member, { 'user-agent': agent })).statusCode).toBe(200);
    const [latest] = (await detail(member.id)).signIns;
    expect(latest).toMatchObject({ device: 'Chrome 131 on Android 14', userAgent: agent });
  });
});

describe('balance adjustment', () => {
  it('credits and debits through the adjustment account, once per request id, with its audit entry', async () => {
    const member = await signedInMember(testApp, 5_000n);
    const body = {
      direction: 'credit',
      amount: '25.50',
      reason: 'Goodwill for a lost round',
      requestId: requestId(),
    };
    const credit = await post(`/api/operator/members/${member.id}/adjust-balance`, body);
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().value.balance).toBe('75.50');

    const entries = await auditCount();
    const replay = await post(`/api/operator/members/${member.id}/adjust-balance`, body);
    expect(replay.json().value).toEqual(credit.json().value);
    expect((await detail(member.id)).balances.find((row) => row.kind === 'member_wallet')?.balance).toBe(
      '75.50',
    );

    const entry = (await trail(`action=member.adjust_balance&targetId=${member.id}`)).list;
    expect(entry).toHaveLength(1);
    expect(entry[0]).toMatchObject({
      actorUsername: 'operator',
      targetType: 'account',
      targetId: String(member.id),
      reason: 'Goodwill for a lost round',
      before: { balance: '50.00' },
      after: { balance: '75.50', direction: 'credit', amount: '25.50' },
    });
    expect(entry[0]!.ip).toBeTruthy();
    // The replay moved nothing: the net recorded the call itself, no second adjustment.
    expect(await auditCount()).toBe(entries + 1);
    expect((await latestEntryFor(member.id)).action).toBe('member.adjust_balance');

    const debit = await post(`/api/operator/members/${member.id}/adjust-balance`, {
      direction: 'debit',
      amount: '75.50',
      reason: 'Reverse the goodwill and the rest',
      requestId: requestId(),
    });
    expect(debit.json().value.balance).toBe('0.00');
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });

  it('refuses an adjustment without a reason, or with a short one, and changes nothing', async () => {
    const member = await signedInMember(testApp, 1_000n);
    const before = { audit: await auditCount(), entries: await ledgerEntryCount() };
    for (const reason of [undefined, '', '  ', 'ab']) {
      const response = await post(`/api/operator/members/${member.id}/adjust-balance`, {
        direction: 'credit',
        amount: '5.00',
        requestId: requestId(),
        ...(reason === undefined ? {} : { reason }),
      });
      expect(response.statusCode, String(reason)).toBe(400);
      expect(response.json().fields.reason).toBe(
        reason === 'ab' ? 'Please give a reason of at least 3 characters' : 'Input cannot be empty',
      );
    }
    expect(await auditCount()).toBe(before.audit);
    expect(await ledgerEntryCount()).toBe(before.entries);
    expect((await detail(member.id)).balances.find((row) => row.kind === 'member_wallet')?.balance).toBe(
      '10.00',
    );
  });

  it("refuses to adjust a free-play account's play money", async () => {
    const trial = await signedInMember(testApp, 0n, { type: ACCOUNT_TYPES.trial });
    const response = await post(`/api/operator/members/${trial.id}/adjust-balance`, {
      direction: 'credit',
      amount: '5.00',
      reason: 'Not for play money',
      requestId: requestId(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ADJUSTMENT_TRIAL_ACCOUNT' });
  });

  it('refuses bad amounts and directions on their fields', async () => {
    const member = await signedInMember(testApp, 0n);
    for (const [field, change] of [
      ['amount', { amount: '0' }],
      ['amount', { amount: '-5' }],
      ['amount', { amount: '1.234' }],
      ['direction', { direction: 'steal' }],
      ['requestId', { requestId: 'x' }],
    ] as [string, Record<string, string>][]) {
      const response = await post(`/api/operator/members/${member.id}/adjust-balance`, {
        direction: 'credit',
        amount: '1.00',
        reason: 'A valid reason',
        requestId: requestId(),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field], JSON.stringify(change)).toBeTruthy();
    }
  });

  it('refuses a debit that would make the balance negative: clear message, nothing changes', async () => {
    const member = await signedInMember(testApp, 1_000n);
    const before = { audit: await auditCount(), entries: await ledgerEntryCount() };
    const response = await post(`/api/operator/members/${member.id}/adjust-balance`, {
      direction: 'debit',
      amount: '10.01',
      reason: 'Too much taken back',
      requestId: requestId(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ADJUSTMENT_BELOW_ZERO',
      message: 'This adjustment would take the balance below zero (balance: 10.00)',
      fields: { amount: 'This adjustment would take the balance below zero (balance: 10.00)' },
    });
    expect(await auditCount()).toBe(before.audit);
    expect(await ledgerEntryCount()).toBe(before.entries);
    expect((await detail(member.id)).balances.find((row) => row.kind === 'member_wallet')?.balance).toBe(
      '10.00',
    );
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });
});

describe('lock, unlock, password, sessions', () => {
  it('locks a member: sessions end, sign-in refused; unlock lets them in again', async () => {
    const member = await signedInMember(testApp, 0n);
    const locked = await post(`/api/operator/members/${member.id}/lock`, {
      reason: 'Chargeback under review',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await memberSession(member)).statusCode).toBe(401);
    const signIn = await login(testApp.app, member);
    expect(signIn.json().code).toBe('ACCOUNT_DISABLED');
    expect(await latestEntryFor(member.id)).toMatchObject({
      action: 'member.lock',
      before: { status: 'active' },
      after: { status: 'disabled' },
      reason: 'Chargeback under review',
    });
    const again = await post(`/api/operator/members/${member.id}/lock`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MEMBER_STATE_CONFLICT');

    expect(
      (await post(`/api/operator/members/${member.id}/unlock`, { reason: 'Review done' })).statusCode,
    ).toBe(200);
    expect((await login(testApp.app, member)).statusCode).toBe(200);
    expect(await latestEntryFor(member.id)).toMatchObject({
      action: 'member.unlock',
      before: { status: 'disabled' },
      after: { status: 'active' },
    });
  });

  it('resets the password to the site default, which must be changed at the next sign-in', async () => {
    const member = await signedInMember(testApp, 0n);
    const response = await post(`/api/operator/members/${member.id}/reset-password`, {
      reason: 'Member asked by phone',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await memberSession(member)).statusCode).toBe(401);
    expect((await login(testApp.app, member)).statusCode).toBe(401);
    const signIn = await login(testApp.app, { username: member.username, password: 'a123456' });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().value).toMatchObject({ passwordIsDefault: true });
    const entry = await latestEntryFor(member.id);
    expect(entry).toMatchObject({ action: 'member.reset_password', after: { mustChangePassword: true } });
    expect(JSON.stringify(entry)).not.toMatch(/argon|a123456/);
  });

  it('ends every session of a member', async () => {
    const member = await signedInMember(testApp, 0n);
    const response = await post(`/api/operator/members/${member.id}/end-sessions`, {
      reason: 'Shared device',
    });
    expect(response.statusCode).toBe(200);
    expect((await memberSession(member)).statusCode).toBe(401);
    expect(await latestEntryFor(member.id)).toMatchObject({
      action: 'member.end_sessions',
      before: { liveSessions: 1 },
      after: { liveSessions: 0 },
    });
  });

  it('unlocks a locked IP, and refuses an IP that is not locked', async () => {
    const member = await signedInMember(testApp, 0n);
    await testApp.database.db.insert(ipLocksTable).values({ ip: '192.0.2.44', reason: 'too many failures' });
    const response = await post(`/api/operator/members/${member.id}/unlock-ip`, {
      ip: '192.0.2.44',
      reason: 'Office IP of the member',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(ipLocksTable)
      .where(eq(ipLocksTable.ip, '192.0.2.44'));
    expect(row!.unlockedAt).not.toBeNull();
    expect(await latestEntryFor(member.id)).toMatchObject({
      action: 'member.unlock_ip',
      before: { ip: '192.0.2.44', locked: true },
      after: { locked: false },
    });
    const again = await post(`/api/operator/members/${member.id}/unlock-ip`, {
      ip: '192.0.2.44',
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IP_NOT_LOCKED');
    const bad = await post(`/api/operator/members/${member.id}/unlock-ip`, {
      ip: 'not-an-ip',
      reason: 'Bad',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.ip).toBeTruthy();
  });
});

describe('moving an account with its team', () => {
  it('moves an agent and its team under another agent, and refuses a move under its own team', async () => {
    const db = testApp.database.db;
    const root = (await findRootAccount(db))!;
    const a = await account(db, 'mvagenta', ACCOUNT_TYPES.agent, root.id, '2026-01-01 10:00');
    const b = await account(db, 'mvagentb', ACCOUNT_TYPES.agent, a.id, '2026-01-01 10:00');
    const m = await account(db, 'mvmember', ACCOUNT_TYPES.member, b.id, '2026-01-01 10:00');
    const c = await account(db, 'mvagentc', ACCOUNT_TYPES.agent, root.id, '2026-01-01 10:00');

    const own = await post(`/api/operator/members/${a.id}/move`, {
      agentUsername: 'mvagentb',
      reason: 'Into its own team',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'MOVE_INTO_OWN_TEAM' });
    expect(own.json().fields.agentUsername).toBeTruthy();
    const notAgent = await post(`/api/operator/members/${b.id}/move`, {
      agentUsername: 'mvmember',
      reason: 'Under a member',
    });
    expect(notAgent.json().code).toBe('MOVE_TARGET_INVALID');
    expect((await detail(b.id)).tree.parent?.id).toBe(a.id);

    const moved = await post(`/api/operator/members/${b.id}/move`, {
      agentUsername: 'mvagentc',
      reason: 'Team changes agent',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const memberPage = await detail(m.id);
    expect(memberPage.tree.chain.map((row) => row.id)).toEqual([root.id, c.id, b.id]);
    expect((await detail(b.id)).tree).toMatchObject({ parent: { id: c.id }, teamSize: 1 });
    expect(await latestEntryFor(b.id)).toMatchObject({
      action: 'member.move',
      before: { parentId: a.id, ancestorPath: [root.id, a.id] },
      after: { parentId: c.id, parentUsername: 'mvagentc', ancestorPath: [root.id, c.id], teamMoved: 1 },
    });
  });
});

describe('one transaction', () => {
  it('rolls the change back with its audit entry when the transaction fails after the entry', async () => {
    const db = testApp.database.db;
    const member = await signedInMember(testApp, 1_000n);
    // The service on the test's database; sign-in and site settings play no part in these actions.
    const members = createMembersService({
      db,
      wallet: createWalletService({ db }),
      site: { scalarSettings: () => Promise.reject(new Error('not used')) },
      sessions: { endAll: async () => {}, unlockIp: async () => {} },
    });
    const failing: AuditWriter = async (transaction, change) => {
      await record(transaction, { accountId: null, username: 'test', ip: '127.0.0.1', ...change });
      throw new Error('failed after the entry');
    };
    const before = { audit: await auditCount(), entries: await ledgerEntryCount() };
    await expect(members.lock(member.id, 'Rolled back', failing)).rejects.toThrow('failed after the entry');
    await expect(
      members.adjustBalance(
        member.id,
        { direction: 'credit', amount: '5.00', reason: 'Rolled back', requestId: requestId() },
        failing,
      ),
    ).rejects.toThrow('failed after the entry');
    expect(await auditCount()).toBe(before.audit);
    expect(await ledgerEntryCount()).toBe(before.entries);
    const page = await detail(member.id);
    expect(page.profile.status).toBe('active');
    expect(page.balances.find((row) => row.kind === 'member_wallet')?.balance).toBe('10.00');
  });
});

describe('the marketing audience', () => {
  it('lists active members with a contact, never one on a break, a locked account or an agent', async () => {
    const db = testApp.database.db;
    const reachable = await signedInMember(testApp, 0n, { prefix: 'mkt-ok' });
    const excluded = await signedInMember(testApp, 0n, { prefix: 'mkt-break' });
    const locked = await signedInMember(testApp, 0n, { prefix: 'mkt-locked' });
    const silent = await signedInMember(testApp, 0n, { prefix: 'mkt-silent' });
    const root = (await findRootAccount(db))!;
    const agent = await account(db, 'mktagent', ACCOUNT_TYPES.agent, root.id, '2026-01-01 10:00');
    for (const { id } of [reachable, excluded, locked, agent]) {
      await db
        .update(accountsTable)
        .set({ email: `u${id}@example.test` })
        .where(eq(accountsTable.id, id));
    }
    await db.update(accountsTable).set({ status: 'locked' }).where(eq(accountsTable.id, locked.id));
    const breakStart = await testApp.app.inject({
      method: 'POST',
      url: '/api/responsible-gaming/exclusion',
      payload: { kind: 'selfExclusion', months: 6 },
      headers: excluded.headers,
    });
    expect(breakStart.statusCode).toBe(200);

    const response = await get('/api/operator/members/marketing-audience');
    expect(response.statusCode).toBe(200);
    const { list, onBreak } = response.json().value as MarketingAudience;
    const ids = list.map((row) => row.id);
    expect(list.find((row) => row.id === reachable.id)).toMatchObject({
      username: reachable.username,
      email: `u${reachable.id}@example.test`,
    });
    for (const left of [excluded, locked, silent, agent]) expect(ids).not.toContain(left.id);
    expect(onBreak).toBeGreaterThanOrEqual(1);
  });
});
