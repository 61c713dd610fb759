// Proves the trail's specific entries of the games, payments, content and contracts desks (issue 19
// item 4: every change to settings, content, games, contracts and money rules says what it changed):
// a vendor switched off, a game marked hot, a deposit channel's limit and gateway secret, the
// withdrawal limits, a banner created, changed and taken down, and the contract settings, each
// recorded with the named fields (or the row) before and after, by the operator and in the change's
// transaction (a refused change records nothing and changes nothing); a secret reaches the trail only
// as "changed".
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders } from '../../test-support/payments';
import { gamesTable, vendorsTable } from '../lobby/lobby.table';
import { paymentChannelsTable } from '../payments/payments.table';
import { auditEntriesTable } from './audit.table';

let testApp: TestApp;
let operator: Record<string, string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
});
afterAll(() => testApp.close());

const change = (
  method: 'PATCH' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => testApp.app.inject({ method, url, payload, headers: { ...operator, 'accept-language': 'en' } });

async function entriesOf(action: string, targetId: string) {
  return testApp.database.db
    .select()
    .from(auditEntriesTable)
    .where(and(eq(auditEntriesTable.action, action), eq(auditEntriesTable.targetId, targetId)))
    .orderBy(desc(auditEntriesTable.id));
}

describe("the games and payments desks' entries in the audit trail", () => {
  it('records a vendor switched off and a game marked hot, with the fields before and after', async () => {
    const [vendor] = await testApp.database.db.select().from(vendorsTable).limit(1);
    const switched = await change('PATCH', `/api/operator/vendors/${vendor!.code}`, { enabled: false });
    expect(switched.statusCode).toBe(200);
    const [entry] = await entriesOf('games.vendor', vendor!.code);
    expect(entry).toMatchObject({
      actorUsername: 'operator',
      targetType: 'vendor',
      before: { enabled: vendor!.enabled },
      after: { enabled: false },
    });
    // One entry for the call: the net leaves a call with its own entry alone.
    expect(
      await testApp.database.db
        .select()
        .from(auditEntriesTable)
        .where(eq(auditEntriesTable.action, 'PATCH /api/operator/vendors/:code')),
    ).toHaveLength(0);

    const [game] = await testApp.database.db.select().from(gamesTable).limit(1);
    expect((await change('PATCH', `/api/operator/games/${game!.id}`, { isHot: 1 })).statusCode).toBe(200);
    const [gameEntry] = await entriesOf('games.game', String(game!.id));
    expect(gameEntry).toMatchObject({ before: { isHot: game!.isHot }, after: { isHot: 1 } });
  });

  it("records a channel's limit and secret (only as changed), and nothing for a refused change", async () => {
    const [channel] = await testApp.database.db
      .select()
      .from(paymentChannelsTable)
      .where(eq(paymentChannelsTable.type, 'gateway'))
      .limit(1);
    const url = `/api/operator/payment-channels/${channel!.id}`;
    const refused = await change('PATCH', url, { minAmount: '999999.00', maxAmount: '1.00' });
    expect(refused.statusCode).toBe(400);
    expect(await entriesOf('payments.channel', String(channel!.id))).toHaveLength(0);

    const changed = await change('PATCH', url, { maxAmount: '4321.00', secret: 'a-new-gateway-secret-0001' });
    expect(changed.statusCode).toBe(200);
    const [entry] = await entriesOf('payments.channel', String(channel!.id));
    expect(entry!.before).toMatchObject({ maxAmountMinor: String(channel!.maxAmountMinor) });
    expect(entry!.after).toMatchObject({ maxAmountMinor: '432100', gatewaySecret: '[removed]' });
    expect(JSON.stringify(entry)).not.toContain('a-new-gateway-secret-0001');
  });

  it('records the withdrawal limits before and after', async () => {
    const before = (
      await testApp.app.inject({ method: 'GET', url: '/api/operator/payment-settings', headers: operator })
    ).json().value;
    const saved = await change('PATCH', '/api/operator/payment-settings', {
      withdrawalMaxAmount: '77777.00',
    });
    expect(saved.statusCode).toBe(200);
    const [entry] = await entriesOf('payments.settings', 'payment-settings');
    expect(entry).toMatchObject({
      before: { withdrawalMaxAmount: before.withdrawalMaxAmount },
      after: { withdrawalMaxAmount: '77777.00' },
    });
  });

  it('records a banner created, changed and taken down, with the row before and after', async () => {
    const banner = {
      groupName: 'w_home',
      language: 'en',
      title: 'Lottery draws every hour',
      imageUrl: '/banners/lottery.svg',
      linkageType: 'ROUTE',
      linkUrl: '/lottery',
      sortOrder: 1,
    };
    const created = await change('POST', '/api/operator/banners', banner);
    expect(created.statusCode).toBe(200);
    const id = String(created.json().value.id);
    const url = `/api/operator/banners/${id}`;
    expect((await change('PUT', url, { ...banner, title: 'Draws every half hour' })).statusCode).toBe(200);
    expect((await change('DELETE', url)).statusCode).toBe(200);
    const [taken, changed, first] = await entriesOf('content.banner', id);
    expect(first).toMatchObject({ before: null, after: { title: 'Lottery draws every hour' } });
    expect(changed).toMatchObject({
      before: { title: 'Lottery draws every hour' },
      after: { title: 'Draws every half hour' },
    });
    expect(taken).toMatchObject({ before: { title: 'Draws every half hour' }, after: null });
    // A banner that is not there: refused, and nothing recorded.
    expect((await change('DELETE', url)).statusCode).toBe(404);
    expect(await entriesOf('content.banner', id)).toHaveLength(3);
  });

  it('records the contract settings before and after', async () => {
    const saved = await change('PUT', '/api/operator/contracts/settings', { dividendAutoPay: true });
    expect(saved.statusCode).toBe(200);
    const [entry] = await entriesOf('contracts.settings', 'contract-settings');
    expect(entry!.after).toMatchObject({ dividendAutoPay: true });
    expect(entry!.before).toHaveProperty('dividendAutoPay');
  });
});
