// Promotions through the API on a real database (issue 15 items 1–3, 9): the operator's promotion
// with its bad inputs; a first-deposit bonus claimed once, its turnover lock blocking a withdrawal and
// released at the exact valid bet; a sign-in promotion issued by the site; an application with its
// image checks and the operator's review; a promotion that needs joining; a visitor's read-only view;
// the issue job run twice paying once; an unmet bonus cancelled with a reason; the ledger balanced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  promotionsPaths,
  type MemberPromotion,
  type MemberPromotions,
  type PromotionInput,
} from '@playdeck/contract/promotions';
import { deposit, HOUSE_SECRET, playRound } from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  ledgerBalanced,
  operatorHeaders,
  requestWithdrawal,
  withdrawingMember,
  type SignedInMember,
} from '../../test-support/payments';

let testApp: TestApp;
let operator: Record<string, string>;
const en = { 'accept-language': 'en' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');
const GIF = Buffer.from('GIF89a....').toString('base64');

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
  operator = { ...(await operatorHeaders(testApp.app)), ...en };
}, 120_000);
afterAll(() => testApp.close());

const base = (overrides: Partial<PromotionInput>): PromotionInput => ({
  title: { vi: 'Khuyến mãi', en: 'Promotion' },
  content: { vi: '<p>Nội dung</p>', en: '<p>Content</p><script>alert(1)</script>' },
  period: 'MONTHLY',
  startsAt: new Date(Date.now() - 86_400_000).toISOString(),
  endsAt: null,
  audience: 'ALL',
  trigger: 'DEPOSIT',
  reward: 'BONUS',
  rewardAmount: '10.00',
  ...overrides,
});

async function createPromotion(input: PromotionInput): Promise<number> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: promotionsPaths.operatorList,
    headers: operator,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.id as number;
}

async function call(member: SignedInMember | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: { ...(member ? member.headers : {}), ...en },
    ...(payload ? { payload } : {}),
  });
}

async function stateOf(member: SignedInMember | null, id: number): Promise<MemberPromotion> {
  const response = await call(member, 'GET', promotionsPaths.list);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().value as MemberPromotions).list.find((row) => row.id === id)!;
}

const at = (template: string, id: number) => template.replace(':id', String(id));

describe('the operator’s promotions', () => {
  it('refuses periods that end before they start, a range without an end, and rewards of nothing', async () => {
    const refused = async (input: PromotionInput, field: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: promotionsPaths.operatorList,
        headers: operator,
        payload: input,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    };
    const start = new Date().toISOString();
    await refused(
      base({ startsAt: start, endsAt: new Date(Date.now() - 3_600_000).toISOString() }),
      'endsAt',
    );
    await refused(base({ period: 'RANGE', endsAt: null }), 'endsAt');
    await refused(base({ audience: 'VIP_LEVELS', vipLevels: [] }), 'vipLevels');
    await refused(base({ rewardAmount: '0.00' }), 'rewardAmount');
    await refused(base({ reward: 'POINTS', rewardUnits: 0 }), 'rewardUnits');
    await refused(base({ turnoverMultiplier: 101 }), 'turnoverMultiplier');
    const id = await createPromotion(base({}));
    const list = await testApp.app.inject({
      method: 'GET',
      url: promotionsPaths.operatorList,
      headers: operator,
    });
    const saved = list.json().value.list.find((row: { id: number }) => row.id === id);
    // The HTML is sanitised when stored.
    expect(saved.content.en).toBe('<p>Content</p>');
  });
});

describe('a first-deposit bonus with turnover', () => {
  it('is claimed once, locks the bonus from withdrawal and releases it at the exact valid bet', async () => {
    const id = await createPromotion(
      base({
        title: { vi: 'Nạp đầu', en: 'First deposit' },
        trigger: 'FIRST_DEPOSIT',
        minAmount: '100.00',
        rewardAmount: '100.00',
        rewardPercent: '50',
        turnoverMultiplier: 3,
      }),
    );
    const member = await withdrawingMember(testApp, 0n);
    expect(await stateOf(member, id)).toMatchObject({ status: 'process', progress: '0.00' });
    expect((await call(member, 'POST', at(promotionsPaths.claim, id))).json().code).toBe(
      'PROMOTION_NOT_CLAIMABLE',
    );
    await deposit(testApp, member, '100.00', 'now');
    expect(await stateOf(member, id)).toMatchObject({ status: 'claim', progress: '100.00' });
    const listed = (await call(member, 'GET', promotionsPaths.rewards)).json().value as MemberPromotions;
    expect(listed.list.map((row) => row.id)).toContain(id);
    expect(listed.availablePromoCount).toBeGreaterThanOrEqual(1);
    // Two claims at once: one pays.
    const claims = await Promise.all([
      call(member, 'POST', at(promotionsPaths.claim, id)),
      call(member, 'POST', at(promotionsPaths.claim, id)),
    ]);
    expect(claims.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await stateOf(member, id)).toMatchObject({ status: 'claimed', award: '50.00' });
    const turnover = (await call(member, 'GET', promotionsPaths.turnover)).json().value;
    expect(turnover).toMatchObject({ balance: '150.00', locked: '50.00', withdrawable: '100.00' });
    const limits = await call(member, 'GET', '/api/payments/withdrawal-limits');
    expect(limits.json().value).toMatchObject({ available: '100.00' });
    expect(turnover.locks[0]).toMatchObject({
      source: expect.stringMatching(/^First deposit \(\d{4}-\d{2}\)$/),
      bonus: '50.00',
      required: '150.00',
      progress: '0.00',
      status: 'ACTIVE',
    });
    // 120 reaches into the bonus: refused with the withdrawable amount, nothing moves.
    const blocked = await requestWithdrawal(testApp.app, member, {
      bankAccountId: member.bankAccountId,
      amount: '120.00',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'TURNOVER_NOT_MET',
      fields: { amount: expect.stringContaining('100.00') },
    });
    // 149.99 of valid bet: still locked; one cent more: released (the money does not move).
    await playRound(testApp, member, { stake: '100.00', payout: '100.00', placedAt: 'now' });
    await playRound(testApp, member, { stake: '49.99', payout: '49.99', placedAt: 'now' });
    expect((await call(member, 'GET', promotionsPaths.turnover)).json().value).toMatchObject({
      locked: '50.00',
    });
    await playRound(testApp, member, { stake: '0.01', payout: '0.01', placedAt: 'now' });
    expect((await call(member, 'GET', promotionsPaths.turnover)).json().value).toMatchObject({
      balance: '150.00',
      locked: '0.00',
      locks: [{ status: 'MET', progress: '150.00' }],
    });
    const allowed = await requestWithdrawal(testApp.app, member, {
      bankAccountId: member.bankAccountId,
      amount: '120.00',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('lets the operator cancel an unmet bonus, moving it back with the reason', async () => {
    const id = await createPromotion(
      base({
        trigger: 'DEPOSIT',
        minAmount: '20.00',
        rewardAmount: '5.00',
        turnoverMultiplier: 10,
        period: 'DAILY',
      }),
    );
    const member = await withdrawingMember(testApp, 0n);
    await deposit(testApp, member, '50.00', 'now');
    expect((await call(member, 'POST', at(promotionsPaths.claim, id))).statusCode).toBe(200);
    const locks = await testApp.app.inject({
      method: 'GET',
      url: `${promotionsPaths.operatorLocks}?accountId=${member.id}`,
      headers: operator,
    });
    const lock = locks.json().value.list[0];
    expect(lock).toMatchObject({
      bonus: '5.00',
      required: '50.00',
      status: 'ACTIVE',
      member: { id: member.id },
    });
    const noReason = await testApp.app.inject({
      method: 'POST',
      url: at(promotionsPaths.operatorCancelLock, lock.id),
      headers: operator,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: at(promotionsPaths.operatorCancelLock, lock.id),
      headers: operator,
      payload: { reason: 'Bonus abuse' },
    });
    expect(cancelled.json().value).toMatchObject({ status: 'CANCELLED', cancelReason: 'Bonus abuse' });
    expect((await call(member, 'GET', promotionsPaths.turnover)).json().value).toMatchObject({
      balance: '50.00',
      locked: '0.00',
    });
    const again = await testApp.app.inject({
      method: 'POST',
      url: at(promotionsPaths.operatorCancelLock, lock.id),
      headers: operator,
      payload: { reason: 'x' },
    });
    expect(again.json().code).toBe('LOCK_NOT_ACTIVE');
  });
});

describe('other triggers and statuses', () => {
  it('signs a day and issues the reward without a claim; the job run twice pays once', async () => {
    const id = await createPromotion(
      base({
        trigger: 'SIGN_IN_DAYS',
        signInDays: 1,
        requiresClaim: false,
        rewardAmount: '2.00',
        period: 'DAILY',
      }),
    );
    const member = await withdrawingMember(testApp, 0n);
    expect(await stateOf(member, id)).toMatchObject({ status: 'process' });
    const signed = await call(member, 'POST', at(promotionsPaths.sign, id));
    expect(signed.json().value).toMatchObject({ status: 'issued', award: '2.00' });
    await testApp.app.scheduler.runOnce(testApp.app.jobs.promotionIssue!);
    await testApp.app.scheduler.runOnce(testApp.app.jobs.promotionIssue!);
    expect((await call(member, 'GET', promotionsPaths.turnover)).json().value.balance).toBe('2.00');
    expect((await call(member, 'POST', at(promotionsPaths.sign, id))).json().code).toBe('PROMOTION_CLOSED');
  });

  it('shows signed for a member who signed today but needs more days', async () => {
    const id = await createPromotion(base({ trigger: 'SIGN_IN_DAYS', signInDays: 3, period: 'WEEKLY' }));
    const member = await withdrawingMember(testApp, 0n);
    expect((await call(member, 'POST', at(promotionsPaths.sign, id))).json().value).toMatchObject({
      status: 'signed',
      progress: '1',
    });
  });

  it('issues a deposit bonus by the job, once, however often it runs', async () => {
    const id = await createPromotion(
      base({
        trigger: 'DEPOSIT',
        minAmount: '60.00',
        requiresClaim: false,
        rewardAmount: '3.00',
        period: 'DAILY',
      }),
    );
    const member = await withdrawingMember(testApp, 0n);
    await deposit(testApp, member, '60.00', 'now');
    await Promise.all([testApp.app.jobs.promotionIssue!.run(), testApp.app.jobs.promotionIssue!.run()]);
    await testApp.app.scheduler.runOnce(testApp.app.jobs.promotionIssue!);
    expect(await stateOf(member, id)).toMatchObject({ status: 'issued', award: '3.00' });
    expect((await call(member, 'GET', promotionsPaths.turnover)).json().value.balance).toBe('63.00');
  });

  it('grants points and raffle tickets as rewards, once each, without moving money', async () => {
    const pointsId = await createPromotion(
      base({ trigger: 'DEPOSIT', minAmount: '50.00', reward: 'POINTS', rewardUnits: 120, period: 'DAILY' }),
    );
    const ticketsId = await createPromotion(
      base({
        trigger: 'DEPOSIT',
        minAmount: '50.00',
        reward: 'RAFFLE_TICKETS',
        rewardUnits: 3,
        requiresClaim: false,
        period: 'DAILY',
      }),
    );
    const member = await withdrawingMember(testApp, 0n);
    await deposit(testApp, member, '50.00', 'now');
    const claims = await Promise.all([
      call(member, 'POST', at(promotionsPaths.claim, pointsId)),
      call(member, 'POST', at(promotionsPaths.claim, pointsId)),
    ]);
    expect(claims.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    await testApp.app.jobs.promotionIssue!.run();
    await testApp.app.jobs.promotionIssue!.run();
    expect(await stateOf(member, pointsId)).toMatchObject({ status: 'claimed', award: '120' });
    expect(await stateOf(member, ticketsId)).toMatchObject({ status: 'issued', award: '3' });
    const rows = async (statement: string) =>
      ((await testApp.database.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(
      await rows(`select balance::int as balance from points_balances where account_id = ${member.id}`),
    ).toEqual([{ balance: 120 }]);
    expect(
      await rows(`select count(*)::int as count from raffle_tickets where account_id = ${member.id}`),
    ).toEqual([{ count: 3 }]);
    // The deposit is all the money the member has: the rewards moved none.
    expect((await call(member, 'GET', promotionsPaths.turnover)).json().value.balance).toBe('50.00');
  });

  it('takes an application with checked images, and the operator approves or rejects it', async () => {
    const id = await createPromotion(
      base({
        trigger: 'APPLICATION',
        rewardAmount: '8.00',
        period: 'RANGE',
        endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      }),
    );
    const member = await withdrawingMember(testApp, 0n);
    expect(await stateOf(member, id)).toMatchObject({ status: 'process' });
    const apply = (images: string[]) =>
      call(member, 'POST', at(promotionsPaths.apply, id), { note: 'My screenshot', images });
    expect((await apply([GIF])).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'images.0': 'Images must be PNG or JPG' },
    });
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from(PNG, 'base64').copy(big);
    expect((await apply([PNG, big.toString('base64')])).json().fields).toEqual({
      'images.1': 'Each image must be at most 5 MB',
    });
    expect((await apply([PNG, PNG, PNG, PNG])).json().fields).toHaveProperty('images');
    expect(await stateOf(member, id)).toMatchObject({ status: 'process' });
    expect((await apply([PNG])).json().value).toMatchObject({ status: 'applying' });
    const entries = await testApp.app.inject({
      method: 'GET',
      url: `${promotionsPaths.operatorEntries}?status=applying&promotionId=${id}`,
      headers: operator,
    });
    const entry = entries.json().value.list[0];
    expect(entry).toMatchObject({ member: { id: member.id }, note: 'My screenshot', status: 'applying' });
    expect(entry.images[0]).toMatch(/^data:image\/png;base64,/);
    const review = (approve: boolean) =>
      testApp.app.inject({
        method: 'POST',
        url: at(promotionsPaths.operatorReview, entry.id),
        headers: operator,
        payload: { approve, note: approve ? '' : 'Unreadable' },
      });
    expect((await review(false)).json().value).toMatchObject({
      status: 'rejected',
      reviewNote: 'Unreadable',
    });
    expect((await review(false)).json().code).toBe('ENTRY_NOT_REVIEWABLE');
    expect(await stateOf(member, id)).toMatchObject({ status: 'rejected', reviewNote: 'Unreadable' });
    expect((await apply([PNG])).json().value).toMatchObject({ status: 'applying' });
    await review(true);
    expect(await stateOf(member, id)).toMatchObject({ status: 'claim' });
    expect((await call(member, 'POST', at(promotionsPaths.claim, id))).json().value).toMatchObject({
      status: 'claimed',
      award: '8.00',
    });
    expect((await apply([PNG])).json().code).toBe('PROMOTION_CLOSED');
  });

  it('needs a join before the period’s bets count; a visitor sees join and coming only', async () => {
    const id = await createPromotion(
      base({
        trigger: 'VALID_BET',
        minAmount: '10.00',
        requiresJoin: true,
        rewardAmount: '1.00',
        period: 'DAILY',
      }),
    );
    const later = await createPromotion(base({ startsAt: new Date(Date.now() + 86_400_000).toISOString() }));
    const member = await withdrawingMember(testApp, 0n);
    await deposit(testApp, member, '50.00', 'now');
    await playRound(testApp, member, { stake: '20.00', payout: '0.00', placedAt: 'now' });
    expect(await stateOf(member, id)).toMatchObject({ status: 'join' });
    expect((await call(member, 'POST', at(promotionsPaths.join, id))).json().value).toMatchObject({
      status: 'process',
      progress: '0.00',
    });
    await playRound(testApp, member, { stake: '10.00', payout: '0.00', placedAt: 'now' });
    expect(await stateOf(member, id)).toMatchObject({ status: 'claim', progress: '10.00' });
    expect(await stateOf(member, later)).toMatchObject({ status: 'coming' });
    expect(await stateOf(null, id)).toMatchObject({ status: 'join', entryId: null });
    expect((await call(null, 'POST', at(promotionsPaths.join, id))).statusCode).toBe(401);
    const visitorList = (await call(null, 'GET', promotionsPaths.list)).json().value as MemberPromotions;
    expect(visitorList.availablePromoCount).toBe(0);
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });
});
