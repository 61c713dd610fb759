// Proves responsible gaming over HTTP (issue 19 items 5 and 6): each deposit limit at its edge (a
// deposit that would cross it refused with the room left, nothing stored), the lowest limit winning,
// a raise waiting its 24 hours of cooling-off, two deposits at once never both fitting, a time-out
// and a self-exclusion ending every session and refusing sign-in until their end, bad input refused
// with nothing changed, a break that no SQL can change or remove, a session-time limit that ends
// the sessions at their limit (lowered at once, raised after 24 hours), and the reality check's
// figures for this sign-in.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { PaymentChannel } from '@playdeck/contract/payments';
import type { PlaySession, ResponsibleGaming } from '@playdeck/contract/responsible-gaming';
import { HOUSE_SECRET, playRound } from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { responsibleGamingOf } from '../../test-support/responsible-gaming';
import { operatorHeaders, signedInMember, type SignedInMember } from '../../test-support/payments';
import { login } from '../../test-support/session';
import { depositsTable } from '../payments/payments.table';
import { sessionsTable } from '../session/session.table';
import { createResponsibleGamingService } from './responsible-gaming.service';

let testApp: TestApp;
let bank: PaymentChannel;
let clock = new Date();
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => clock, env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
  const member = await signedInMember(testApp, 0n);
  const channels = (
    await testApp.app.inject({ method: 'GET', url: '/api/payments/channels', headers: member.headers })
  ).json().value as PaymentChannel[];
  bank = channels.find((channel) => channel.type === 'bank_transfer')!;
});
afterAll(() => testApp.close());

const deposit = (member: SignedInMember, amount: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/payments/deposits',
    payload: { channelId: bank.id, amount },
    headers: { ...member.headers, ...en },
  });

const setLimits = (member: SignedInMember, payload: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/responsible-gaming/deposit-limits',
    payload: payload as Record<string, unknown>,
    headers: { ...member.headers, ...en },
  });

const startBreak = (member: SignedInMember, payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/responsible-gaming/exclusion',
    payload: payload as Record<string, unknown>,
    headers: { ...member.headers, ...en },
  });

const summary = (member: SignedInMember) => responsibleGamingOf(testApp.app, member);

async function depositCount(member: SignedInMember): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: depositsTable.id })
    .from(depositsTable)
    .where(eq(depositsTable.accountId, member.id));
  return rows.length;
}

describe('deposit limits', () => {
  it('refuses a deposit that would cross the lowest limit with the room left, and stores nothing', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    // The bank channel takes 50.00 and more: every amount here passes the channel's own limits.
    expect((await setLimits(member, { day: '200.00', week: '600.00', month: null })).statusCode).toBe(200);
    expect((await deposit(member, '120.00')).statusCode).toBe(200);

    const refused = await deposit(member, '100.00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      message: 'This deposit is above your deposit limit: you may deposit at most 80.00 now',
      fields: { amount: 'This deposit is above your deposit limit: you may deposit at most 80.00 now' },
      value: { remaining: '80.00' },
    });
    expect(await depositCount(member)).toBe(1);

    // Exactly at the limit is allowed; anything more is not.
    expect((await deposit(member, '80.00')).statusCode).toBe(200);
    expect((await deposit(member, '50.00')).json().value).toEqual({ remaining: '0.00' });
    const day = (await summary(member)).depositLimits.find((limit) => limit.period === 'day');
    expect(day).toEqual({
      period: 'day',
      amount: '200.00',
      used: '200.00',
      remaining: '0.00',
      pending: null,
    });
  });

  it('makes a raise wait 24 hours of cooling-off, then lets the next-lowest limit decide', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    await setLimits(member, { day: '100.00', week: '150.00', month: null });
    expect((await deposit(member, '100.00')).statusCode).toBe(200);
    const raised = await setLimits(member, { day: '1000.00', week: '150.00', month: null });
    const pendingDay = (raised.json().value as ResponsibleGaming).depositLimits[0]!;
    expect(pendingDay.amount).toBe('100.00');
    expect(pendingDay.pending?.amount).toBe('1000.00');
    expect(new Date(pendingDay.pending!.effectiveAt).getTime()).toBe(clock.getTime() + 24 * 3_600_000);
    expect((await deposit(member, '50.00')).json().value).toEqual({ remaining: '0.00' });

    clock = new Date(clock.getTime() + 24 * 3_600_000 - 1_000);
    expect((await deposit(member, '50.00')).json().value).toEqual({ remaining: '0.00' });
    clock = new Date(clock.getTime() + 1_000);
    const refused = await deposit(member, '60.00');
    expect(refused.json().value).toEqual({ remaining: '50.00' });
    expect((await deposit(member, '50.00')).statusCode).toBe(200);
  });

  it('applies a decrease at once', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    await setLimits(member, { day: null, week: null, month: '500.00' });
    await setLimits(member, { day: null, week: null, month: '60.00' });
    expect((await deposit(member, '60.01')).json().value).toEqual({ remaining: '60.00' });
  });

  it('lets only one of two deposits at once into room for one', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    await setLimits(member, { day: '100.00', week: null, month: null });
    const answers = await Promise.all([deposit(member, '60.00'), deposit(member, '60.00')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await depositCount(member)).toBe(1);
  });

  it('refuses negative, malformed and too-large limits with a message per field, changing nothing', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    await setLimits(member, { day: '100.00', week: null, month: null });
    const refused = await setLimits(member, { day: '-1', week: '100000000.01', month: 'lots' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(['day', 'month', 'week']);
    expect(refused.json().fields.week).toBe('The value must be at most 100000000.00');
    expect((await setLimits(member, { day: '1.00' })).statusCode).toBe(400);
    expect((await setLimits(member, { day: '1.00', week: null, month: null, extra: 1 })).statusCode).toBe(
      400,
    );
    expect((await summary(member)).depositLimits[0]!.amount).toBe('100.00');
  });
});

describe('breaks from play', () => {
  it('ends every session of a time-out at once and refuses sign-in until it ends', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    const second = await login(testApp.app, member);
    const secondHeaders = { authorization: `Bearer ${second.json().value.token as string}` };
    const started = await startBreak(member, { kind: 'timeOut', days: 1 });
    expect(started.statusCode).toBe(200);
    expect(started.json().value.kind).toBe('timeOut');

    for (const headers of [member.headers, secondHeaders]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/responsible-gaming', headers });
      expect(response.statusCode).toBe(401);
    }
    const refused = await login(testApp.app, member, en);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TIME_OUT_ACTIVE');
    expect(refused.json().message).toMatch(
      /^You are taking a break from play until \d{4}-\d\d-\d\d \d\d:\d\d \(GMT\+8\)$/,
    );

    clock = new Date(clock.getTime() + 24 * 3_600_000);
    const back = await login(testApp.app, member);
    expect(back.statusCode).toBe(200);
    // The previous sign-in is the one before the break.
    expect(back.json().value.previousLoginAt).toEqual(expect.any(String));
  });

  it('refuses sign-in during a self-exclusion, in every session to come', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    expect((await startBreak(member, { kind: 'selfExclusion', months: 6 })).statusCode).toBe(200);
    for (const months of [1, 5]) {
      clock = new Date(clock.getTime() + months * 30 * 24 * 3_600_000);
      const refused = await login(testApp.app, member, en);
      expect(refused.json().code).toBe('SELF_EXCLUDED');
    }
    expect(await depositCount(member)).toBe(0);
  });

  it('refuses periods outside the allowed range, and never shortens a break', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    for (const payload of [
      { kind: 'timeOut', days: 0 },
      { kind: 'timeOut', days: 43 },
      { kind: 'selfExclusion', months: 5 },
      { kind: 'selfExclusion', months: 61 },
      { kind: 'selfExclusion', days: 7 },
      { kind: 'forever' },
    ]) {
      expect((await startBreak(member, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await summary(member)).exclusion).toBeNull();

    // A session cannot outlive a break, so the service itself is asked for a shorter one.
    const service = createResponsibleGamingService({
      db: testApp.database.db,
      site: { scalarSettings: async () => ({ timeZoneOffsetMinutes: 480 }) },
      endSessions: async () => {},
      capSessions: async () => {},
      findMember: async () => undefined,
      sessionOf: async () => undefined,
      now: () => clock,
    });
    await service.startBreak(member.id, { kind: 'timeOut', days: 7 }, '127.0.0.1');
    await expect(
      service.startBreak(member.id, { kind: 'timeOut', days: 2 }, '127.0.0.1'),
    ).rejects.toMatchObject({
      code: 'BREAK_WOULD_SHORTEN',
    });
    const longer = await service.startBreak(member.id, { kind: 'selfExclusion', months: 6 }, '127.0.0.1');
    expect(longer.kind).toBe('selfExclusion');
  });

  it('keeps every break as written: no update or delete gets through', async () => {
    await expect(
      testApp.database.db.execute(sql`update play_breaks set ends_at = starts_at + interval '1 second'`),
    ).rejects.toThrow();
    await expect(testApp.database.db.execute(sql`delete from play_breaks`)).rejects.toThrow();
  });
});

describe('who may ask', () => {
  it('answers a visitor 401 and a trial member 403', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/responsible-gaming' })).statusCode).toBe(
      401,
    );
    const trial = await signedInMember(testApp, 0n, { type: ACCOUNT_TYPES.trial });
    const refused = await setLimits(trial, { day: '-5' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REAL_ACCOUNT_REQUIRED');
  });
});

const setPlay = (member: SignedInMember, payload: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/responsible-gaming/play-settings',
    payload: payload as Record<string, unknown>,
    headers: { ...member.headers, ...en },
  });

async function sessionEnds(member: SignedInMember): Promise<number[]> {
  const rows = await testApp.database.db
    .select({ createdAt: sessionsTable.createdAt, expiresAt: sessionsTable.expiresAt })
    .from(sessionsTable)
    .where(eq(sessionsTable.accountId, member.id));
  return rows.map((row) => Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000));
}

const balanceCall = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/api/wallet/balance', headers });

describe('session-time limit', () => {
  it('ends the open sessions at a new or lower limit at once, and a sign-in lasts no longer', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    expect(await sessionEnds(member)).toEqual([12 * 60]);
    const response = await setPlay(member, { realityCheckMinutes: 30, sessionLimitMinutes: 60 });
    expect(response.statusCode).toBe(200);
    expect((response.json().value as ResponsibleGaming).play).toEqual({
      realityCheckMinutes: 30,
      sessionLimitMinutes: 60,
      pendingSessionLimit: null,
    });
    expect(await sessionEnds(member)).toEqual([60]);
    const signedIn = await login(testApp.app, member);
    expect(signedIn.statusCode).toBe(200);
    expect((await sessionEnds(member)).sort()).toEqual([60, 60]);

    // A session that has lasted longer than a new lower limit ends at once.
    await testApp.database.db
      .update(sessionsTable)
      .set({ createdAt: sql`created_at - interval '50 minutes'` })
      .where(eq(sessionsTable.accountId, member.id));
    expect((await balanceCall(member.headers)).statusCode).toBe(200);
    expect((await setPlay(member, { realityCheckMinutes: 30, sessionLimitMinutes: 45 })).statusCode).toBe(
      200,
    );
    expect((await balanceCall(member.headers)).statusCode).toBe(401);
  });

  it('lets a raise or a removal wait 24 hours, leaving the sessions as they are', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    await setPlay(member, { realityCheckMinutes: null, sessionLimitMinutes: 120 });
    const raised = (await setPlay(member, { realityCheckMinutes: null, sessionLimitMinutes: 240 })).json()
      .value as ResponsibleGaming;
    expect(raised.play.sessionLimitMinutes).toBe(120);
    expect(raised.play.pendingSessionLimit).toEqual({
      minutes: 240,
      effectiveAt: new Date(clock.getTime() + 24 * 3_600_000).toISOString(),
    });
    expect(await sessionEnds(member)).toEqual([120]);
    const removal = (await setPlay(member, { realityCheckMinutes: null, sessionLimitMinutes: null })).json()
      .value as ResponsibleGaming;
    expect(removal.play).toMatchObject({ sessionLimitMinutes: 120, pendingSessionLimit: { minutes: null } });

    clock = new Date(clock.getTime() + 24 * 3_600_000 + 1_000);
    expect((await summary(member)).play).toEqual({
      realityCheckMinutes: null,
      sessionLimitMinutes: null,
      pendingSessionLimit: null,
    });
    clock = new Date();
  });

  it('refuses a limit or an interval outside the choices, and changes nothing', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    for (const payload of [
      { realityCheckMinutes: 20, sessionLimitMinutes: null },
      { realityCheckMinutes: null, sessionLimitMinutes: 14 },
      { realityCheckMinutes: null, sessionLimitMinutes: 1441 },
      { realityCheckMinutes: null, sessionLimitMinutes: 30.5 },
      { realityCheckMinutes: null, sessionLimitMinutes: -60 },
      { realityCheckMinutes: '30', sessionLimitMinutes: null },
      { realityCheckMinutes: 30 },
      { realityCheckMinutes: 30, sessionLimitMinutes: 60, extra: 1 },
    ]) {
      const refused = await setPlay(member, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const tooShort = await setPlay(member, { realityCheckMinutes: null, sessionLimitMinutes: 14 });
    expect(tooShort.json().fields).toHaveProperty('sessionLimitMinutes');
    expect((await summary(member)).play).toEqual({
      realityCheckMinutes: null,
      sessionLimitMinutes: null,
      pendingSessionLimit: null,
    });
    expect(await sessionEnds(member)).toEqual([12 * 60]);
  });
});

describe('reality check', () => {
  it('shows this sign-in: its start and end, and the money staked and won in the rounds since', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 100_000n);
    await setPlay(member, { realityCheckMinutes: 15, sessionLimitMinutes: null });
    await playRound(testApp, member, { stake: '10.00', payout: '4.00', placedAt: 'now' });
    await playRound(testApp, member, { stake: '5.00', payout: '12.50', placedAt: 'now' });
    await playRound(testApp, member, { stake: '7.00', cancel: true, placedAt: 'now' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/responsible-gaming/session',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value as PlaySession;
    expect(value).toMatchObject({
      realityCheckMinutes: 15,
      rounds: 2,
      staked: '15.00',
      won: '16.50',
      net: '1.50',
    });
    const [session] = await testApp.database.db
      .select()
      .from(sessionsTable)
      .where(eq(sessionsTable.accountId, member.id));
    expect(value.signedInAt).toBe(session!.createdAt.toISOString());
    expect(value.endsAt).toBe(session!.expiresAt.toISOString());
    expect(value.now).toBe(clock.toISOString());

    // A later sign-in starts from nothing: the reality check counts this session only.
    const again = await login(testApp.app, member);
    const fresh = await testApp.app.inject({
      method: 'GET',
      url: '/api/responsible-gaming/session',
      headers: { authorization: `Bearer ${again.json().value.token}` },
    });
    expect(fresh.json().value).toMatchObject({ rounds: 0, staked: '0.00', net: '0.00' });
  });

  it('answers a visitor 401 and a trial member 403', async () => {
    const visitor = await testApp.app.inject({ method: 'GET', url: '/api/responsible-gaming/session' });
    expect(visitor.statusCode).toBe(401);
    const trial = await signedInMember(testApp, 0n, { type: ACCOUNT_TYPES.trial });
    expect((await setPlay(trial, { realityCheckMinutes: 1 })).statusCode).toBe(403);
  });
});

describe("the operator's look at a member", () => {
  const look = (headers: Record<string, string>, username: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/operator/responsible-gaming?username=${encodeURIComponent(username)}`,
      headers: { ...headers, ...en },
    });

  it('shows every limit, the break in force and every break before, and changes nothing', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 0n);
    await setLimits(member, { day: '100.00', week: null, month: null });
    await setPlay(member, { realityCheckMinutes: 45, sessionLimitMinutes: 90 });
    await startBreak(member, { kind: 'timeOut', days: 1 });
    const operator = await operatorHeaders(testApp.app);
    const response = await look(operator, member.username.toUpperCase());
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.member).toEqual({ id: member.id, username: member.username, status: 'active' });
    expect(value.depositLimits[0]).toMatchObject({ period: 'day', amount: '100.00', remaining: '100.00' });
    expect(value.play).toEqual({
      realityCheckMinutes: 45,
      sessionLimitMinutes: 90,
      pendingSessionLimit: null,
    });
    expect(value.exclusion).toMatchObject({ kind: 'timeOut' });
    expect(value.breaks).toHaveLength(1);
    expect(value.breaks[0]).toMatchObject({ kind: 'timeOut', ip: expect.any(String) });
  });

  it('finds no member of an unknown name, an operator or a trial account', async () => {
    const operator = await operatorHeaders(testApp.app);
    const trial = await signedInMember(testApp, 0n, { type: ACCOUNT_TYPES.trial });
    for (const username of ['nobody-here', 'operator', trial.username]) {
      const response = await look(operator, username);
      expect(response.statusCode, username).toBe(404);
      expect(response.json().code).toBe('ACCOUNT_NOT_FOUND');
    }
    expect((await look(operator, '')).statusCode).toBe(400);
  });

  it("is the operator's alone: a member hears 403", async () => {
    const member = await signedInMember(testApp, 0n);
    expect((await look(member.headers, member.username)).statusCode).toBe(403);
  });
});
