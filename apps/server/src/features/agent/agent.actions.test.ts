// Proves the agent centre's lists and actions (issue 13 §3, §4, §7): downline management with team
// figures, sorting, search and drill-down; the register centre (the operator's default password forces
// a change at the first sign-in); invite links that place a newcomer under the agent with the link's
// type, counted, switched off and refused; transfers to a direct child only, after the payment
// password, never above the balance, once per request id; and the agent's own ledger moves.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentPaths,
  type Downlines,
  type InviteLink,
  type AgentTransactions,
} from '@playdeck/contract/agent';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { ledgerBalanced, setPaymentPassword, TEST_PAYMENT_PASSWORD } from '../../test-support/payments';
import { encryptFor, login } from '../../test-support/session';
import { accountsTable } from '../account/account.table';
import {
  buildTeam,
  HOUSE_SECRET,
  signIn,
  type FixtureAccount,
  type Team,
} from '../../test-support/agent-team';

const CAPTCHA_ANSWER = 'k7m2';
let testApp: TestApp;
let team: Team;
let headersOf: Record<'a' | 'b' | 's', { authorization: string }>;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET, CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER },
  });
  team = await buildTeam(testApp);
  headersOf = {
    a: await signIn(testApp.app, team.a, 'agent'),
    b: await signIn(testApp.app, team.b, 'agent'),
    s: await signIn(testApp.app, team.s, 'agent'),
  };
}, 120_000);
afterAll(() => testApp.close());

type Who = keyof typeof headersOf;

const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  testApp.app.inject({ method, url, headers: { ...headersOf[who], ...en }, ...(payload ? { payload } : {}) });

async function value<T>(who: Who, url: string): Promise<T> {
  const response = await call(who, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as T;
}

const encrypted = async (who: Who, url: string, payload: unknown) =>
  call(who, 'POST', url, { jwe: await encryptFor(testApp.app, payload) });

async function balanceOf(account: FixtureAccount): Promise<string> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/wallet/balance',
    headers: await signIn(testApp.app, account),
  });
  return response.json().value.balance;
}

describe('downline management', () => {
  it("lists A's direct children with their teams' figures, newest first", async () => {
    const page = await value<Downlines>('a', agentPaths.downlines);
    expect(page).toMatchObject({ pageNo: 1, pageSize: 20, total: 3, totalPages: 1 });
    expect(page.trail).toEqual([{ id: team.a.id, username: 'fxalpha' }]);
    expect(page.list.map((row) => row.username)).toEqual(['fxtrial', 'fxbravo', 'fxmike3']);
    const [trial, bravo, mike3] = page.list;
    expect(bravo).toMatchObject({
      id: team.b.id,
      accountType: 1,
      isAgent: true,
      depth: 1,
      directChildren: 2,
      teamSize: 3,
      balance: '480.00',
      // B 480 + M1 1545 + M2 680.
      teamBalance: '2705.00',
      online: true,
      registeredAt: '2026-03-05T02:00:00.000Z',
      directChild: true,
    });
    expect(bravo!.lastLoginAt).toEqual(expect.any(String));
    expect(mike3).toMatchObject({ isAgent: false, teamSize: 1, balance: '1105.00', teamBalance: '1105.00' });
    // A trial's play money is its balance, but no money of the team's.
    expect(trial).toMatchObject({ accountType: 4, balance: '500.00', teamBalance: '0.00', online: false });
    expect(trial!.lastLoginAt).toBeNull();
  });

  it('sorts, searches by a part of the username, and pages', async () => {
    const names = async (query: string) =>
      (await value<Downlines>('a', `${agentPaths.downlines}?${query}`)).list.map((row) => row.username);
    expect(await names('sort=teamSize&order=desc')).toEqual(['fxbravo', 'fxtrial', 'fxmike3']);
    expect(await names('sort=balance&order=asc')).toEqual(['fxbravo', 'fxtrial', 'fxmike3']);
    expect(await names('sort=username&order=asc')).toEqual(['fxbravo', 'fxmike3', 'fxtrial']);
    expect(await names('username=MIKE')).toEqual(['fxmike3']);
    expect(await names('username=%25')).toEqual([]);
    const second = await value<Downlines>(
      'a',
      `${agentPaths.downlines}?sort=username&order=asc&pageSize=1&pageNo=2`,
    );
    expect(second).toMatchObject({
      total: 3,
      totalPages: 3,
      list: [expect.objectContaining({ username: 'fxmike3' })],
    });
    expect((await value<Downlines>('a', `${agentPaths.downlines}?pageNo=99`)).list).toEqual([]);
  });

  it("drills into B's children with the trail; B sees them as its own", async () => {
    const drilled = await value<Downlines>(
      'a',
      `${agentPaths.downlines}?parentId=${team.b.id}&sort=username&order=asc`,
    );
    expect(drilled.trail).toEqual([
      { id: team.a.id, username: 'fxalpha' },
      { id: team.b.id, username: 'fxbravo' },
    ]);
    expect(drilled.list.map((row) => [row.username, row.depth, row.directChild, row.balance])).toEqual([
      ['fxmike1', 2, false, '1545.00'],
      ['fxmike2', 2, false, '680.00'],
    ]);
    const own = await value<Downlines>('b', `${agentPaths.downlines}?sort=username&order=asc`);
    expect(own.list.map((row) => [row.username, row.depth, row.directChild])).toEqual([
      ['fxmike1', 1, true],
      ['fxmike2', 1, true],
    ]);
    const leaf = await value<Downlines>('a', `${agentPaths.downlines}?parentId=${team.m1.id}`);
    expect(leaf).toMatchObject({ total: 0, list: [] });
    expect(leaf.trail.map((step) => step.username)).toEqual(['fxalpha', 'fxbravo', 'fxmike1']);
  });
});

describe('transfer to a direct child', () => {
  const transferUrl = (account: FixtureAccount | number) =>
    agentPaths.downlineTransfer.replace(
      ':accountId',
      String(typeof account === 'number' ? account : account.id),
    );
  const send = (to: FixtureAccount | number, payload: Record<string, unknown>) =>
    encrypted('a', transferUrl(to), { paymentPassword: TEST_PAYMENT_PASSWORD, ...payload });

  beforeAll(async () => {
    await setPaymentPassword(testApp.app, { ...team.a, headers: headersOf.a });
  });

  it('refuses a wrong payment password, an amount above the balance and bad amounts, and moves nothing', async () => {
    const wrong = await send(team.m3, { amount: '10.00', paymentPassword: '999999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_INCORRECT',
      fields: { paymentPassword: 'The payment password is not correct (4 attempts left)' },
    });
    const tooMuch = await send(team.m3, { amount: '1000.01' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amount: 'Insufficient balance' },
      value: { balance: '1000.00' },
    });
    for (const amount of ['0', '-5', '1.234', 'ten']) {
      const response = await send(team.m3, { amount });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().fields.amount).toEqual(expect.any(String));
    }
    const plain = await call('a', 'POST', transferUrl(team.m3), {
      amount: '10.00',
      paymentPassword: '246810',
    });
    expect(plain.json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED' });
    expect(await balanceOf(team.a)).toBe('1000.00');
    expect(await balanceOf(team.m3)).toBe('1105.00');
  });

  it('refuses any account that is not a direct child: a grandchild, itself, a foreign or unknown id', async () => {
    for (const to of [team.m1, team.a]) {
      const response = await send(to, { amount: '10.00' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'NOT_DIRECT_CHILD',
        fields: { accountId: 'Money can only be transferred to your direct downline' },
      });
    }
    for (const to of [team.sm, team.s, 987_654_321]) {
      const response = await send(to, { amount: '10.00' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ACCOUNT_NOT_FOUND');
    }
    expect(await balanceOf(team.a)).toBe('1000.00');
    expect(await balanceOf(team.m1)).toBe('1545.00');
  });

  it('moves the money once per request id, tells the child, and keeps the ledger balanced', async () => {
    const first = await send(team.m3, { amount: '100.00', requestId: 'agent-transfer-0001' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({ balance: '900.00', childBalance: '1205.00' });
    const again = await send(team.m3, { amount: '100.00', requestId: 'agent-transfer-0001' });
    expect(again.json().value).toEqual({ balance: '900.00', childBalance: '1205.00' });
    const reused = await send(team.m3, { amount: '60.00', requestId: 'agent-transfer-0001' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('DUPLICATE_CONFLICT');
    expect(await balanceOf(team.a)).toBe('900.00');
    expect(await balanceOf(team.m3)).toBe('1205.00');

    const toB = await send(team.b, { amount: '50.00' });
    expect(toB.json().value).toEqual({ balance: '850.00', childBalance: '530.00' });

    const inbox = await testApp.app.inject({
      method: 'GET',
      url: '/api/messages',
      headers: { ...(await signIn(testApp.app, team.m3)), ...en },
    });
    const messages = inbox
      .json()
      .value.list.filter((message: { kind: string }) => message.kind === 'agentTransfer');
    expect(messages).toEqual([
      expect.objectContaining({
        title: 'Transfer from your agent',
        content: 'Your agent transferred 100.00 to your wallet on Playdeck.',
        amount: '100.00',
      }),
    ]);
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it("lists the agent's own ledger moves with kind, signed amount, balance after, reference and remark", async () => {
    const moves = await value<AgentTransactions>('a', agentPaths.transactions);
    expect(moves.total).toBe(3);
    expect(
      moves.list.map((move) => [move.kind, move.amount, move.balanceAfter, move.reference, move.remark]),
    ).toEqual([
      ['transfer_downline', '-50.00', '850.00', expect.stringMatching(/^agent-transfer:/), 'fxbravo'],
      [
        'transfer_downline',
        '-100.00',
        '900.00',
        `agent-transfer:${team.a.id}:agent-transfer-0001`,
        'fxmike3',
      ],
      ['test_fund', '1000.00', '1000.00', `fixture-fund-${team.a.id}`, ''],
    ]);
    const paged = await value<AgentTransactions>('a', `${agentPaths.transactions}?pageSize=2&pageNo=2`);
    expect(paged).toMatchObject({
      total: 3,
      totalPages: 2,
      list: [expect.objectContaining({ kind: 'test_fund' })],
    });
    const past = await value<AgentTransactions>(
      'a',
      `${agentPaths.transactions}?from=2026-03-10&to=2026-03-11`,
    );
    expect(past).toMatchObject({ total: 0, list: [], period: { from: '2026-03-10', to: '2026-03-11' } });
  });
});

describe('register centre', () => {
  const create = (who: Who, payload: Record<string, unknown>) => encrypted(who, agentPaths.accounts, payload);

  it("creates a member with the operator's default password, which must be changed at the first sign-in", async () => {
    const created = await create('a', { username: 'fxnewbie1', type: 'member' });
    expect(created.statusCode, created.body).toBe(200);
    const value = created.json().value;
    expect(value).toMatchObject({ username: 'fxnewbie1', type: 'member', defaultPassword: true });
    const [row] = await testApp.database.db
      .select()
      .from(accountsTable)
      .where(eq(accountsTable.id, value.id));
    const [agentRow] = await testApp.database.db
      .select()
      .from(accountsTable)
      .where(eq(accountsTable.id, team.a.id));
    expect(row).toMatchObject({ type: 0, parentId: team.a.id, mustChangePassword: true });
    expect(row!.ancestorPath).toEqual([...agentRow!.ancestorPath, team.a.id]);

    const signedIn = await login(testApp.app, { username: 'fxnewbie1', password: 'a123456' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().value).toMatchObject({ passwordExpired: true, passwordIsDefault: true });
    const blocked = await testApp.app.inject({
      method: 'GET',
      url: '/api/wallet/balance',
      headers: { authorization: `Bearer ${signedIn.json().value.token}` },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('creates a sub-agent with a given password, and a sub-agent creates under itself', async () => {
    const created = await create('a', { username: 'fxnewagent', password: 'Agent2027x', type: 'agent' });
    expect(created.json().value).toMatchObject({ type: 'agent', defaultPassword: false });
    const signedIn = await login(testApp.app, {
      username: 'fxnewagent',
      password: 'Agent2027x',
      site: 'agent',
    });
    expect(signedIn.json().value).toMatchObject({
      passwordExpired: false,
      member: { type: 1, isAgent: true },
    });

    expect((await create('b', { username: 'fxdeep01', type: 'member' })).statusCode).toBe(200);
    const drilled = await value<Downlines>(
      'a',
      `${agentPaths.downlines}?parentId=${team.b.id}&username=deep`,
    );
    expect(drilled.list).toEqual([
      expect.objectContaining({ username: 'fxdeep01', depth: 2, accountType: 0 }),
    ]);
  });

  it('refuses usernames and passwords against the registration rules, taken usernames, other types, plain bodies', async () => {
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [
        { username: 'ab', type: 'member' },
        400,
        { username: 'Please enter 6-16 letters or digits, starting with a letter' },
      ],
      [
        { username: '1badname', type: 'member' },
        400,
        { username: 'Please enter 6-16 letters or digits, starting with a letter' },
      ],
      [{ username: 'FXMIKE1', type: 'member' }, 409, { username: 'This username is already registered' }],
      [
        { username: 'fxokname', password: 'x', type: 'member' },
        400,
        { password: 'Please enter 6-20 letters or digits only' },
      ],
      [{ username: 'fxokname', type: 'operator' }, 400, { type: 'Please choose one of the offered options' }],
      [{ type: 'member' }, 400, { username: 'Input cannot be empty' }],
    ];
    for (const [payload, status, fields] of cases) {
      const response = await create('a', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().fields).toMatchObject(fields);
    }
    const plain = await call('a', 'POST', agentPaths.accounts, { username: 'fxplain01', type: 'member' });
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    const [taken] = await testApp.database.db
      .select()
      .from(accountsTable)
      .where(eq(accountsTable.username, 'fxokname'));
    expect(taken).toBeUndefined();
  });
});

describe('invite links', () => {
  let addresses = 0;
  async function registerWith(field: 'referralCode' | 'affiliateCode', code: string, username: string) {
    addresses += 1;
    const remoteAddress = `10.77.0.${addresses}`;
    const captcha = await testApp.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress });
    const payload = {
      username,
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      terms: true,
      birthDate: '1990-05-01',
      captchaId: captcha.json().value.captchaId,
      captcha: CAPTCHA_ANSWER,
      [field]: code,
    };
    return testApp.app.inject({
      method: 'PUT',
      url: '/api/registration',
      headers: en,
      payload: { jwe: await encryptFor(testApp.app, payload) },
      remoteAddress,
    });
  }
  const typeOf = async (username: string) =>
    (await testApp.database.db.select().from(accountsTable).where(eq(accountsTable.username, username)))[0];

  it('creates links with a made or a chosen code, refusing one taken in any letter case', async () => {
    expect((await value<{ list: InviteLink[] }>('a', agentPaths.inviteLinks)).list).toEqual([]);
    const made = await call('a', 'POST', agentPaths.inviteLinks, { type: 'agent' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().value).toMatchObject({ type: 'agent', registrations: 0, enabled: true });
    expect(made.json().value.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(made.json().value.url).toBe(`http://localhost:80/register?referralCode=${made.json().value.code}`);

    const chosen = await call('a', 'POST', agentPaths.inviteLinks, { type: 'member', code: 'TeamA2026' });
    expect(chosen.json().value).toMatchObject({ code: 'TeamA2026', type: 'member' });
    for (const who of ['a', 's'] as const) {
      const taken = await call(who, 'POST', agentPaths.inviteLinks, { type: 'member', code: 'teama2026' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'INVITE_CODE_TAKEN',
        fields: { code: 'This invitation code is already in use, please choose another' },
      });
    }
    const bad = await call('a', 'POST', agentPaths.inviteLinks, { type: 'boss', code: 'a!' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['code', 'type']);
  });

  it('places a newcomer under the agent with the type of the link, and counts it', async () => {
    const links = (await value<{ list: InviteLink[] }>('a', agentPaths.inviteLinks)).list;
    const agentLink = links.find((link) => link.type === 'agent')!;
    expect((await registerWith('referralCode', agentLink.code, 'fxviaagent')).statusCode).toBe(200);
    expect((await registerWith('affiliateCode', 'teama2026', 'fxviamember')).statusCode).toBe(200);
    expect(await typeOf('fxviaagent')).toMatchObject({ type: 1, parentId: team.a.id });
    expect(await typeOf('fxviamember')).toMatchObject({ type: 0, parentId: team.a.id });
    const counted = (await value<{ list: InviteLink[] }>('a', agentPaths.inviteLinks)).list;
    expect(counted.map((link) => [link.code, link.registrations])).toEqual([
      ['TeamA2026', 1],
      [agentLink.code, 1],
    ]);
  });

  it('switches a link off (registration then refuses it as unknown) and on, for its owner only', async () => {
    const off = await call('a', 'PATCH', agentPaths.inviteLink.replace(':code', 'teamA2026'), {
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().value).toMatchObject({ code: 'TeamA2026', enabled: false, registrations: 1 });
    const refused = await registerWith('affiliateCode', 'TeamA2026', 'fxrefused1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'AFFILIATE_INVALID',
      fields: { affiliateCode: 'Invalid invitation code' },
    });
    const check = await testApp.app.inject({
      method: 'GET',
      url: '/api/registration/affiliate?code=TeamA2026',
    });
    expect(check.json().value.valid).toBe(false);

    for (const [who, code] of [
      ['s', 'TeamA2026'],
      ['a', 'NOSUCHCODE'],
    ] as const) {
      const foreign = await call(who, 'PATCH', agentPaths.inviteLink.replace(':code', code), {
        enabled: true,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('INVITE_LINK_NOT_FOUND');
    }
    const on = await call('a', 'PATCH', agentPaths.inviteLink.replace(':code', 'TeamA2026'), {
      enabled: true,
    });
    expect(on.json().value.enabled).toBe(true);
    expect((await registerWith('affiliateCode', 'TeamA2026', 'fxagain01')).statusCode).toBe(200);
  });
});
