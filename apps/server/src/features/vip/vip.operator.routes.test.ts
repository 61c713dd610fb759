// Proves the operator's VIP ladder over HTTP: GET and PUT /api/operator/vip/levels need an operator
// (401 without a session, 403 for a member whatever the body), every bad ladder is refused with 400
// and a translated per-field message while nothing is stored, a good ladder replaces the old one, and
// an empty ladder turns VIP off in the start-up call (hasVip), member info and GET /api/vip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VipLevel } from '@playdeck/contract/vip';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders, signedInMember, type SignedInMember } from '../../test-support/payments';

let testApp: TestApp;
let operator: { authorization: string };
let member: SignedInMember;
let seeded: VipLevel[];

const URL = '/api/operator/vip/levels';
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await operatorHeaders(testApp.app);
  member = await signedInMember(testApp, 0n);
  seeded = (await testApp.app.inject({ method: 'GET', url: URL, headers: operator })).json().value;
});
afterAll(() => testApp.close());

const put = (payload: unknown, headers: Record<string, string> = { ...operator, ...en }) =>
  testApp.app.inject({ method: 'PUT', url: URL, payload: payload as object, headers });

const level = (number: number, minValidBet: string, minDeposit = '0.00', upgradeBonus = '0.00') => ({
  level: number,
  name: `Level ${number}`,
  minValidBet,
  minDeposit,
  upgradeBonus,
});

async function currentLadder(): Promise<VipLevel[]> {
  return (await testApp.app.inject({ method: 'GET', url: URL, headers: operator })).json().value;
}

describe('who may read and change the ladder', () => {
  it('answers 401 without a session and 403 to a member, even with a bad body', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const memberRead = await testApp.app.inject({
      method: 'GET',
      url: URL,
      headers: { ...member.headers, ...en },
    });
    expect(memberRead.statusCode).toBe(403);
    expect(memberRead.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this',
    });
    for (const body of [{ levels: [] }, { levels: 'junk' }]) {
      const refused = await put(body, { ...member.headers, ...en });
      expect(refused.statusCode).toBe(403);
    }
    expect(await currentLadder()).toEqual(seeded);
  });

  it('reads the demo ladder, lowest level first', () => {
    expect(seeded.map((entry) => entry.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(seeded[1]).toEqual({
      level: 1,
      name: 'VIP 1',
      minValidBet: '100.00',
      minDeposit: '0.00',
      upgradeBonus: '8.00',
    });
  });
});

describe('a bad ladder is refused field by field, and nothing is stored', () => {
  const cases: { title: string; body: unknown; field: string; message: string }[] = [
    {
      title: 'no levels list',
      body: {},
      field: 'levels',
      message: 'Input cannot be empty',
    },
    {
      title: 'a level twice',
      body: { levels: [level(0, '0'), level(1, '10'), level(1, '20')] },
      field: 'levels.2.level',
      message: 'This level is already in the ladder',
    },
    {
      title: 'a valid-bet threshold going down',
      body: { levels: [level(0, '0'), level(1, '100.00'), level(2, '99.99')] },
      field: 'levels.2.minValidBet',
      message: 'A higher level must not need less than the level below it',
    },
    {
      title: 'a deposit threshold going down (levels given out of order)',
      body: { levels: [level(2, '100', '10'), level(0, '0'), level(1, '50', '20')] },
      field: 'levels.0.minDeposit',
      message: 'A higher level must not need less than the level below it',
    },
    {
      title: 'an empty name',
      body: { levels: [{ ...level(0, '0'), name: '   ' }] },
      field: 'levels.0.name',
      message: 'Input cannot be empty',
    },
    {
      title: 'a name of 31 characters',
      body: { levels: [{ ...level(0, '0'), name: 'V'.repeat(31) }] },
      field: 'levels.0.name',
      message: 'Please enter at most 30 characters',
    },
    {
      title: 'a negative amount',
      body: { levels: [level(0, '-1.00')] },
      field: 'levels.0.minValidBet',
      message: 'Please enter an amount with at most two decimals',
    },
    {
      title: 'three decimals',
      body: { levels: [level(0, '0', '0', '1.005')] },
      field: 'levels.0.upgradeBonus',
      message: 'Please enter an amount with at most two decimals',
    },
    {
      title: 'an amount that is a number, not a decimal string',
      body: { levels: [{ ...level(0, '0'), minDeposit: 5 }] },
      field: 'levels.0.minDeposit',
      message: 'Expected string',
    },
    {
      title: 'level 100',
      body: { levels: [level(100, '0')] },
      field: 'levels.0.level',
      message: 'Please enter a whole number from 0 to 99',
    },
    {
      title: 'level -1',
      body: { levels: [level(-1, '0')] },
      field: 'levels.0.level',
      message: 'Please enter a whole number from 0 to 99',
    },
    {
      title: 'level 1.5',
      body: { levels: [level(1.5, '0')] },
      field: 'levels.0.level',
      message: 'Please enter a whole number from 0 to 99',
    },
  ];

  for (const { title, body, field, message } of cases) {
    it(`refuses ${title}`, async () => {
      const response = await put(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().fields[field]).toBe(message);
      expect(await currentLadder()).toEqual(seeded);
    });
  }

  it('refuses more than 100 levels', async () => {
    const levels = Array.from({ length: 101 }, (_, index) => level(index % 100, '0'));
    const response = await put({ levels });
    expect(response.statusCode).toBe(400);
    expect(await currentLadder()).toEqual(seeded);
  });

  it('answers in Vietnamese by default', async () => {
    const response = await put({ levels: [level(0, '0'), level(0, '0')] }, operator);
    expect(response.json().fields['levels.1.level']).toBe('Cấp này đã có trong bậc thang VIP');
  });
});

describe('replacing the ladder', () => {
  it('stores a good ladder in level order and members see it at once', async () => {
    const response = await put({
      levels: [level(3, '300', '30', '3.00'), { ...level(1, '100.5'), name: ' Bronze ' }, level(0, '0')],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual([
      { level: 0, name: 'Level 0', minValidBet: '0.00', minDeposit: '0.00', upgradeBonus: '0.00' },
      { level: 1, name: 'Bronze', minValidBet: '100.50', minDeposit: '0.00', upgradeBonus: '0.00' },
      { level: 3, name: 'Level 3', minValidBet: '300.00', minDeposit: '30.00', upgradeBonus: '3.00' },
    ]);
    const status = (
      await testApp.app.inject({ method: 'GET', url: '/api/vip', headers: member.headers })
    ).json().value;
    expect(status).toMatchObject({ hasVip: true, level: 0, labelName: 'Level 0', next: { level: 1 } });
    expect(status.levels).toHaveLength(3);
  });

  it('turns VIP off with an empty ladder: hasVip false, no label, no level', async () => {
    expect((await put({ levels: [] })).json().value).toEqual([]);
    const permission = await testApp.app.inject({ method: 'GET', url: '/api/permission' });
    expect(permission.json().value.hasVip).toBe(false);
    const info = (
      await testApp.app.inject({ method: 'GET', url: '/api/member', headers: member.headers })
    ).json().value;
    expect(info).toMatchObject({ vipLabelName: null, vipRankLevel: null });
    const status = (
      await testApp.app.inject({ method: 'GET', url: '/api/vip', headers: member.headers })
    ).json().value;
    expect(status).toEqual({
      hasVip: false,
      eligible: true,
      level: null,
      labelName: null,
      validBet: '0.00',
      deposit: '0.00',
      next: null,
      levels: [],
      upgrades: [],
    });
  });
});
