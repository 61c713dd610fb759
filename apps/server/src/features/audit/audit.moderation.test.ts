// Proves the trail's specific entries of the promotions, VIP and chat desks (issue 19 item 4): a
// promotion created and replaced, an application reviewed, an unmet bonus cancelled, the VIP ladder
// replaced, a chat message deleted, a member muted and unmuted, the chat settings, the rebate,
// referral and points settings, a points good, a mission and a raffle draw created and replaced, each recorded with the state
// before and after by the operator, in place of the net's entry. Each is written in
// the change's transaction: a refused change records nothing, and when the trail cannot take the entry
// (a test trigger refuses it at the database) the change is rolled back with it.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionsPaths, type PromotionInput } from '@playdeck/contract/promotions';
import { deposit, HOUSE_SECRET } from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders, signedInMember, withdrawingMember } from '../../test-support/payments';
import { chatMessagesTable, chatMutesTable } from '../chat/chat.table';
import { promotionsTable } from '../promotions/promotions.table';
import { auditEntriesTable } from './audit.table';

let testApp: TestApp;
let operator: Record<string, string>;
const en = { 'accept-language': 'en' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
  operator = { ...(await operatorHeaders(testApp.app)), ...en };
}, 120_000);
afterAll(() => testApp.close());

const change = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: operator, ...(payload ? { payload } : {}) });

const at = (template: string, id: number) => template.replace(':id', String(id));

async function entriesOf(action: string, targetId?: string | number) {
  return testApp.database.db
    .select()
    .from(auditEntriesTable)
    .where(
      and(
        eq(auditEntriesTable.action, action),
        targetId === undefined ? undefined : eq(auditEntriesTable.targetId, String(targetId)),
      ),
    )
    .orderBy(desc(auditEntriesTable.id));
}

/** The net's entries of a route (none where the route wrote its own). */
const netEntriesOf = (route: string) => entriesOf(route);

/**
 * Runs `work` while the trail refuses entries of `action` (a trigger raises at the insert, inside the
 * change's transaction), so that whatever the change did must be rolled back with it.
 */
async function whileTrailRefuses(action: string, work: () => Promise<void>) {
  const db = testApp.database.db;
  await db.execute(
    sql.raw(`create or replace function audit_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'the trail refuses %', new.action; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger audit_test_refuse before insert on audit_entries for each row
      when (new.action = '${action.replace(/'/g, "''")}') execute function audit_test_refuse()`),
  );
  try {
    await work();
  } finally {
    await db.execute(sql.raw('drop trigger audit_test_refuse on audit_entries'));
  }
}

const promotion = (overrides: Partial<PromotionInput>): PromotionInput => ({
  title: { vi: 'Khuyến mãi', en: 'Promotion' },
  content: { vi: '<p>Nội dung</p>', en: '<p>Content</p>' },
  period: 'DAILY',
  startsAt: new Date(Date.now() - 86_400_000).toISOString(),
  endsAt: null,
  audience: 'ALL',
  trigger: 'DEPOSIT',
  reward: 'BONUS',
  rewardAmount: '10.00',
  ...overrides,
});

describe("the promotions desk's entries", () => {
  it('records a promotion created and replaced, with the promotion before and after', async () => {
    const created = await change('POST', promotionsPaths.operatorList, promotion({ rewardAmount: '7.00' }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const url = at(promotionsPaths.operatorOne, id);
    const replaced = await change('PUT', url, promotion({ rewardAmount: '9.00', sortOrder: 4 }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [second, first] = await entriesOf('promotions.promotion', id);
    expect(first).toMatchObject({
      actorUsername: 'operator',
      targetType: 'promotion',
      before: null,
      after: { id, rewardAmount: '7.00' },
    });
    expect(second).toMatchObject({
      before: { rewardAmount: '7.00', sortOrder: 0 },
      after: { rewardAmount: '9.00', sortOrder: 4 },
    });
    expect(await netEntriesOf('PUT /api/operator/promotions/:id')).toHaveLength(0);
    expect(await netEntriesOf('POST /api/operator/promotions')).toHaveLength(0);

    // Refused: nothing recorded.
    expect((await change('PUT', url, promotion({ rewardAmount: '-1' }))).statusCode).toBe(400);
    expect((await change('PUT', at(promotionsPaths.operatorOne, 987_654), promotion({}))).statusCode).toBe(
      404,
    );
    expect(await entriesOf('promotions.promotion', id)).toHaveLength(2);

    // The trail refuses the entry: the replacement is rolled back with it.
    await whileTrailRefuses('promotions.promotion', async () => {
      expect((await change('PUT', url, promotion({ rewardAmount: '11.00' }))).statusCode).toBe(500);
    });
    const [row] = await testApp.database.db.select().from(promotionsTable).where(eq(promotionsTable.id, id));
    expect(row!.rewardAmountMinor).toBe(900n);
    expect(await entriesOf('promotions.promotion', id)).toHaveLength(2);
  });

  it("records an application's review and an unmet bonus cancelled, with the state before and after", async () => {
    const created = await change(
      'POST',
      promotionsPaths.operatorList,
      promotion({
        trigger: 'APPLICATION',
        period: 'RANGE',
        endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      }),
    );
    const id = created.json().value.id as number;
    const member = await withdrawingMember(testApp, 0n);
    const applied = await testApp.app.inject({
      method: 'POST',
      url: at(promotionsPaths.apply, id),
      headers: { ...member.headers, ...en },
      payload: { note: 'Proof', images: [PNG] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const entries = await testApp.app.inject({
      method: 'GET',
      url: `${promotionsPaths.operatorEntries}?status=applying&promotionId=${id}`,
      headers: operator,
    });
    const entryId = entries.json().value.list[0].id as number;
    const reviewUrl = at(promotionsPaths.operatorReview, entryId);
    await whileTrailRefuses('promotions.review', async () => {
      expect((await change('POST', reviewUrl, { approve: false, note: 'Blurry' })).statusCode).toBe(500);
    });
    const rejected = await change('POST', reviewUrl, { approve: false, note: 'Blurry' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected' });
    const [review] = await entriesOf('promotions.review', entryId);
    expect(review).toMatchObject({
      targetType: 'promotion_entry',
      before: { state: 'APPLYING', accountId: member.id, reviewNote: null },
      after: { state: 'REJECTED', reviewNote: 'Blurry' },
      reason: 'Blurry',
    });
    expect(await entriesOf('promotions.review', entryId)).toHaveLength(1);
    expect((await change('POST', reviewUrl, { approve: true, note: '' })).statusCode).toBe(409);
    expect(await entriesOf('promotions.review', entryId)).toHaveLength(1);

    // A deposit bonus with turnover, cancelled by the operator.
    const bonus = await change(
      'POST',
      promotionsPaths.operatorList,
      promotion({ minAmount: '20.00', rewardAmount: '5.00', turnoverMultiplier: 10 }),
    );
    const bonusId = bonus.json().value.id as number;
    await deposit(testApp, member, '50.00', 'now');
    const claimed = await testApp.app.inject({
      method: 'POST',
      url: at(promotionsPaths.claim, bonusId),
      headers: { ...member.headers, ...en },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const locks = await testApp.app.inject({
      method: 'GET',
      url: `${promotionsPaths.operatorLocks}?accountId=${member.id}`,
      headers: operator,
    });
    const lockId = locks.json().value.list[0].id as number;
    const cancelUrl = at(promotionsPaths.operatorCancelLock, lockId);
    await whileTrailRefuses('promotions.cancel_lock', async () => {
      expect((await change('POST', cancelUrl, { reason: 'Bonus abuse' })).statusCode).toBe(500);
    });
    const turnover = async () =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: promotionsPaths.turnover,
          headers: { ...member.headers, ...en },
        })
      ).json().value;
    // Rolled back: the bonus is still locked in the wallet.
    expect(await turnover()).toMatchObject({ balance: '55.00', locked: '5.00' });
    expect((await change('POST', cancelUrl, { reason: 'Bonus abuse' })).statusCode).toBe(200);
    const [cancelled] = await entriesOf('promotions.cancel_lock', lockId);
    expect(cancelled).toMatchObject({
      targetType: 'turnover_lock',
      before: { status: 'ACTIVE', bonus: '5.00', accountId: member.id },
      after: { status: 'CANCELLED', movedBack: '5.00' },
      reason: 'Bonus abuse',
    });
    expect(await turnover()).toMatchObject({ balance: '50.00', locked: '0.00' });
    expect((await change('POST', cancelUrl, { reason: 'Again' })).statusCode).toBe(409);
    expect(await entriesOf('promotions.cancel_lock', lockId)).toHaveLength(1);
  });
});

describe("the VIP desk's entries", () => {
  const level = (number: number, minValidBet: string) => ({
    level: number,
    name: `Level ${number}`,
    minValidBet,
    minDeposit: '0.00',
    upgradeBonus: '0.00',
  });
  const ladder = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/operator/vip/levels', headers: operator })).json()
      .value;

  it('records the ladder before and after, nothing for a refused ladder, and rolls back with the trail', async () => {
    const before = await ladder();
    const url = '/api/operator/vip/levels';
    expect((await change('PUT', url, { levels: [level(0, '0'), level(0, '0')] })).statusCode).toBe(400);
    expect(await entriesOf('vip.levels')).toHaveLength(0);

    await whileTrailRefuses('vip.levels', async () => {
      expect((await change('PUT', url, { levels: [level(0, '0')] })).statusCode).toBe(500);
    });
    expect(await ladder()).toEqual(before);
    expect(await entriesOf('vip.levels')).toHaveLength(0);

    const saved = await change('PUT', url, { levels: [level(0, '0'), level(1, '150.00')] });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = await entriesOf('vip.levels', 'vip-ladder');
    expect(entry).toMatchObject({
      actorUsername: 'operator',
      targetType: 'vip_ladder',
      before: { levels: before },
      after: { levels: saved.json().value },
    });
    expect(await netEntriesOf('PUT /api/operator/vip/levels')).toHaveLength(0);
  });
});

describe("the chat desk's entries", () => {
  it('records a message deleted, with the message before and after', async () => {
    const author = await signedInMember(testApp, 0n, { prefix: 'chataudit' });
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat/rooms/en/messages',
      headers: { ...author.headers, ...en },
      payload: { text: 'hello there' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().value.id as number;
    const url = `/api/operator/chat/messages/${id}`;
    await whileTrailRefuses('chat.delete_message', async () => {
      expect((await change('DELETE', url)).statusCode).toBe(500);
    });
    const [kept] = await testApp.database.db
      .select()
      .from(chatMessagesTable)
      .where(eq(chatMessagesTable.id, id));
    expect(kept!.deletedAt).toBeNull();

    expect((await change('DELETE', url)).statusCode).toBe(200);
    const [entry] = await entriesOf('chat.delete_message', id);
    expect(entry).toMatchObject({
      targetType: 'chat_message',
      before: { id, text: 'hello there', accountId: author.id, deletedAt: null },
      after: { id, text: 'hello there' },
    });
    expect((entry!.after as { deletedAt: string | null }).deletedAt).not.toBeNull();
    // Already deleted: refused, and nothing more recorded.
    expect((await change('DELETE', url)).statusCode).toBe(404);
    expect(await entriesOf('chat.delete_message', id)).toHaveLength(1);
    expect(await netEntriesOf('DELETE /api/operator/chat/messages/:id')).toHaveLength(0);
  });

  it('records a mute (the one in force before, the new one after) and its lifting', async () => {
    const member = await signedInMember(testApp, 0n, { prefix: 'chatmute' });
    const mute = (minutes: number, reason: string) =>
      change('POST', '/api/operator/chat/mutes', { accountId: member.id, minutes, reason });
    await whileTrailRefuses('chat.mute', async () => {
      expect((await mute(10, 'Spam')).statusCode).toBe(500);
    });
    const mutesOf = () =>
      testApp.database.db.select().from(chatMutesTable).where(eq(chatMutesTable.accountId, member.id));
    expect(await mutesOf()).toHaveLength(0);

    expect((await mute(10, 'Spam')).statusCode).toBe(200);
    expect((await mute(60, 'Spam again')).statusCode).toBe(200);
    const [longer, first] = await entriesOf('chat.mute', member.id);
    expect(first).toMatchObject({ targetType: 'account', before: null, after: { reason: 'Spam' } });
    expect(longer).toMatchObject({
      before: { reason: 'Spam', until: (first!.after as { until: string }).until },
      after: { reason: 'Spam again' },
      reason: 'Spam again',
    });
    expect((await mute(0, 'x')).statusCode).toBe(400);
    expect(await entriesOf('chat.mute', member.id)).toHaveLength(2);

    const lift = () => change('DELETE', `/api/operator/chat/mutes/${member.id}`);
    await whileTrailRefuses('chat.unmute', async () => {
      expect((await lift()).statusCode).toBe(500);
    });
    expect(await mutesOf()).toHaveLength(1);
    expect((await lift()).statusCode).toBe(200);
    const [lifted] = await entriesOf('chat.unmute', member.id);
    expect(lifted).toMatchObject({ before: { reason: 'Spam again' }, after: null });
    expect((await lift()).statusCode).toBe(404);
    expect(await entriesOf('chat.unmute', member.id)).toHaveLength(1);
  });

  it('records the chat settings before and after', async () => {
    const url = '/api/operator/chat/settings';
    const before = (await testApp.app.inject({ method: 'GET', url, headers: operator })).json().value;
    await whileTrailRefuses('chat.settings', async () => {
      expect((await change('PUT', url, { vipMinLevel: 3, filterWords: ['scam'] })).statusCode).toBe(500);
    });
    expect((await testApp.app.inject({ method: 'GET', url, headers: operator })).json().value).toEqual(
      before,
    );
    expect((await change('PUT', url, { vipMinLevel: 3, filterWords: ['scam', 'SCAM'] })).statusCode).toBe(
      200,
    );
    const [entry] = await entriesOf('chat.settings', 'chat-settings');
    expect(entry).toMatchObject({ before, after: { vipMinLevel: 3, filterWords: ['scam'] } });
    expect(await netEntriesOf('PUT /api/operator/chat/settings')).toHaveLength(0);
  });
});

describe("the rebate, referral and points settings' entries", () => {
  const cases = [
    {
      url: '/api/operator/rebate/settings',
      action: 'rebate.settings',
      change: { manualCooldownMinutes: 45 },
      bad: { manualCooldownMinutes: -1 },
    },
    {
      url: '/api/operator/referral/settings',
      action: 'referral.settings',
      change: { friendDays: 12 },
      bad: { friendDays: -3 },
    },
    {
      url: '/api/operator/points/settings',
      action: 'points.settings',
      change: { depositRate: '3.5' },
      bad: { depositRate: '-1' },
    },
  ];

  it.each(cases)(
    '$action: before and after, nothing when refused, rolled back with the trail',
    async (one) => {
      const read = async () =>
        (await testApp.app.inject({ method: 'GET', url: one.url, headers: operator })).json().value;
      const before = await read();
      expect((await change('PUT', one.url, { ...before, ...one.bad })).statusCode).toBe(400);
      await whileTrailRefuses(one.action, async () => {
        expect((await change('PUT', one.url, { ...before, ...one.change })).statusCode).toBe(500);
      });
      expect(await read()).toEqual(before);
      expect(await entriesOf(one.action)).toHaveLength(0);

      const saved = await change('PUT', one.url, { ...before, ...one.change });
      expect(saved.statusCode, saved.body).toBe(200);
      const [entry] = await entriesOf(one.action);
      expect(entry).toMatchObject({ actorUsername: 'operator', before, after: saved.json().value });
      expect(entry!.after).toMatchObject(one.change);
      expect(await netEntriesOf(`PUT ${one.url}`)).toHaveLength(0);
    },
  );
});

describe("the missions desk's entries", () => {
  const mission = (rewardAmount: string) => ({
    title: { vi: 'Nhiệm vụ', en: 'Mission' },
    period: 'DAILY',
    kind: 'ROUNDS',
    targetCount: 3,
    rewardAmount,
    enabled: false,
  });

  it('records a mission created and replaced, nothing when refused, rolled back with the trail', async () => {
    const created = await change('POST', '/api/operator/missions', mission('5.00'));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const url = `/api/operator/missions/${id}`;
    expect((await change('PUT', url, mission('-2'))).statusCode).toBe(400);
    await whileTrailRefuses('missions.mission', async () => {
      expect((await change('PUT', url, mission('6.00'))).statusCode).toBe(500);
    });
    expect((await change('PUT', url, mission('7.00'))).statusCode).toBe(200);
    const [replaced, first] = await entriesOf('missions.mission', id);
    expect(first).toMatchObject({ before: null, after: { id, rewardAmount: '5.00' } });
    expect(replaced).toMatchObject({ before: { rewardAmount: '5.00' }, after: { rewardAmount: '7.00' } });
    expect(await entriesOf('missions.mission', id)).toHaveLength(2);
    expect(await netEntriesOf('PUT /api/operator/missions/:id')).toHaveLength(0);
  });
});

describe("the points goods' entries", () => {
  it('records a good created and replaced, nothing when refused, rolled back with the trail', async () => {
    const good = (points: number) => ({ name: { vi: 'Mũ', en: 'Cap' }, points, stock: 5 });
    const created = await change('POST', '/api/operator/points/goods', good(100));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const url = `/api/operator/points/goods/${id}`;
    expect((await change('PUT', url, good(0))).statusCode).toBe(400);
    await whileTrailRefuses('points.good', async () => {
      expect((await change('PUT', url, good(150))).statusCode).toBe(500);
    });
    expect((await change('PUT', url, good(200))).statusCode).toBe(200);
    const [replaced, first] = await entriesOf('points.good', id);
    expect(first).toMatchObject({ before: null, after: { id, points: 100 } });
    expect(replaced).toMatchObject({ before: { points: 100 }, after: { points: 200 } });
    expect(await entriesOf('points.good', id)).toHaveLength(2);
  });
});

describe("the raffle desk's entries", () => {
  it('records a draw created and replaced, never its seed; rolled back with the trail', async () => {
    const draw = (prize: string) => ({
      title: { vi: 'Xổ số', en: 'Raffle' },
      drawsAt: new Date(Date.now() + 86_400_000).toISOString(),
      prizes: [prize],
    });
    const created = await change('POST', '/api/operator/raffle/draws', draw('100.00'));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const url = `/api/operator/raffle/draws/${id}`;
    expect((await change('PUT', url, draw('0.00'))).statusCode).toBe(400);
    await whileTrailRefuses('raffle.draw', async () => {
      expect((await change('PUT', url, draw('150.00'))).statusCode).toBe(500);
    });
    expect((await change('PUT', url, draw('200.00'))).statusCode).toBe(200);
    const [replaced, first] = await entriesOf('raffle.draw', id);
    expect(first).toMatchObject({ before: null, after: { titleEn: 'Raffle', prizesMinor: ['10000'] } });
    expect(replaced).toMatchObject({
      before: { prizesMinor: ['10000'] },
      after: { prizesMinor: ['20000'] },
    });
    expect(JSON.stringify([first, replaced])).not.toMatch(/seed/i);
  });
});
