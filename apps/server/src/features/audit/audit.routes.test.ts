// Proves the audit trail (issue 19 item 4): entries cannot be changed or removed, even by SQL; an
// entry written in a transaction rolls back with it; every successful operator call that changes
// something is recorded (the net, with secrets removed from the body), a specific entry with before
// and after replaces the net's for the site settings, a refused call records nothing; the console's
// search filters by actor, action, target, time and text, page by page.
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@playdeck/contract/audit';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders } from '../../test-support/payments';
import { redactedBody } from '../../plugins/audit-trail';
import { record } from './audit.service';
import { auditEntriesTable } from './audit.table';

let testApp: TestApp;
let operator: { authorization: string };
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
});
afterAll(() => testApp.close());

async function trail(query: string): Promise<AuditPage> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/operator/audit?${query}`,
    headers: { ...operator, ...en },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

async function entryCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ value: count() }).from(auditEntriesTable);
  return row!.value;
}

const actor = { accountId: null, username: 'system-test', ip: '127.0.0.1' };

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of an entry at the database', async () => {
    const db = testApp.database.db;
    await record(db, {
      ...actor,
      action: 'test.append_only',
      targetType: 'test',
      targetId: 'x',
      after: { a: 1 },
    });
    const [entry] = await db
      .select()
      .from(auditEntriesTable)
      .where(eq(auditEntriesTable.action, 'test.append_only'));
    await expect(
      db.update(auditEntriesTable).set({ reason: 'changed' }).where(eq(auditEntriesTable.id, entry!.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditEntriesTable).where(eq(auditEntriesTable.id, entry!.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_entries`)).rejects.toThrow();
    const [still] = await db.select().from(auditEntriesTable).where(eq(auditEntriesTable.id, entry!.id));
    expect(still).toEqual(entry);
  });

  it('rolls an entry back with the transaction it was written in', async () => {
    const before = await entryCount();
    await expect(
      testApp.database.db.transaction(async (transaction) => {
        await record(transaction, { ...actor, action: 'test.rolled_back', targetType: 'test' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entryCount()).toBe(before);
    expect((await trail('action=test.rolled_back')).total).toBe(0);
  });
});

describe('the net and specific entries', () => {
  it('records a successful operator call with its route and parameters', async () => {
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/operator/ip-locks/203.0.113.9',
      headers: operator,
    });
    expect(response.statusCode).toBe(200);
    const [entry] = (await trail(`action=${encodeURIComponent('DELETE /api/operator/ip-locks/')}`)).list;
    expect(entry).toMatchObject({
      actorUsername: 'operator',
      targetType: 'request',
      after: { params: { ip: '203.0.113.9' }, status: 200 },
    });
  });

  it('keeps secrets out of a recorded body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/operator/payment-channels',
      headers: operator,
      payload: {
        type: 'gateway',
        name: `Audit gateway ${randomUUID().slice(0, 6)}`,
        minAmount: '10.00',
        maxAmount: '100.00',
        gatewayCode: 'sandbox',
        secret: 'a-very-secret-gateway-key',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = (await trail(`action=${encodeURIComponent('POST /api/operator/payment-channels')}`)).list;
    expect(JSON.stringify(entry)).not.toContain('a-very-secret-gateway-key');
    expect(entry!.after).toMatchObject({ body: { secret: '[removed]', gatewayCode: 'sandbox' } });
    expect(redactedBody({ password: 'x', nested: { newPassword: 'y', jwe: 'z' }, name: 'kept' })).toEqual({
      password: '[removed]',
      nested: { newPassword: '[removed]', jwe: '[removed]' },
      name: 'kept',
    });
  });

  it('records a site settings change once, with each field before and after', async () => {
    const before = await entryCount();
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/operator/site-settings',
      headers: operator,
      payload: { siteName: 'Audited Deck', maintenanceMessage: 'Back soon' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await entryCount()).toBe(before + 1);
    const [entry] = (await trail('action=site.settings')).list;
    expect(entry).toMatchObject({
      targetType: 'site',
      before: { siteName: 'Playdeck', maintenanceMessage: '' },
      after: { siteName: 'Audited Deck', maintenanceMessage: 'Back soon' },
    });
  });

  it('records nothing for a refused call', async () => {
    const before = await entryCount();
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/operator/site-settings',
      headers: operator,
      payload: { siteName: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(await entryCount()).toBe(before);
  });
});

describe('search', () => {
  it('filters by actor, action, target, time and text, page by page', async () => {
    const db = testApp.database.db;
    const mark = randomUUID().slice(0, 8);
    for (let index = 0; index < 3; index += 1) {
      await record(db, {
        accountId: null,
        username: 'Searcher',
        ip: '10.0.0.1',
        action: 'test.search',
        targetType: 'thing',
        targetId: `${mark}-${index}`,
        before: { value: index },
        after: { value: index + 1, mark },
        reason: index === 1 ? `the reason ${mark}` : null,
      });
    }
    expect((await trail('actor=searcher&action=test.search')).total).toBe(3);
    expect((await trail(`targetType=thing&targetId=${mark}-2`)).list.map((row) => row.targetId)).toEqual([
      `${mark}-2`,
    ]);
    expect((await trail(`text=reason ${mark}`)).list.map((row) => row.targetId)).toEqual([`${mark}-1`]);
    expect((await trail(`text=${mark}`)).total).toBe(3);
    const paged = await trail('action=test.search&pageSize=2&pageNo=2');
    expect(paged).toMatchObject({ total: 3, totalPages: 2, pageNo: 2 });
    expect(paged.list).toHaveLength(1);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await trail(`action=test.search&from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await trail(`action=test.search&to=${encodeURIComponent(future)}`)).total).toBe(3);
  });

  it('refuses a bad date with a message on its field', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/audit?from=yesterday',
      headers: { ...operator, ...en },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.from).toBe('The value is not valid');
  });
});
