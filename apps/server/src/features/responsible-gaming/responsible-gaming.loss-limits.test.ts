// Proves the loss limits over HTTP and the wallet protocol (issue 19 items 5 and 6): each limit at
// its edge (a stake it would not cover refused by the wallet with the room left and nothing moved, a
// replay of a debit already taken still answered), winnings set against losses without ever
// widening a limit, a raise waiting its 24 hours, two stakes at once never both fitting into the room
// of one, bad limits refused with nothing stored, and the refusal reaching a house game's player.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponsibleGaming } from '@playdeck/contract/responsible-gaming';
import { HOUSE_SECRET, playRound, vendorCall } from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { responsibleGamingOf } from '../../test-support/responsible-gaming';
import { balanceOf, ledgerBalanced, signedInMember, type SignedInMember } from '../../test-support/payments';
import { walletError } from '../../vendors/house/house.service';
import { WalletRefusedError } from '../../vendors/house/wallet-client';
import { auditEntriesTable } from '../audit/audit.table';
import { gameRoundsTable } from '../vendors/vendors.table';

let testApp: TestApp;
let clock = new Date();
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp({ now: () => clock, env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
});
afterAll(() => testApp.close());

const summary = (member: SignedInMember) => responsibleGamingOf(testApp.app, member);

const setLossLimits = (member: SignedInMember, payload: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/responsible-gaming/loss-limits',
    payload: payload as Record<string, unknown>,
    headers: { ...member.headers, ...en },
  });

let stakes = 0;
/** A house-vendor debit of the member's, as a game sends it; the same `id` sends the same call. */
function stake(member: SignedInMember, amount: string, id = `loss-stake-${(stakes += 1)}`) {
  return vendorCall(testApp.app, 'PDSLOT', 'debit', {
    playerId: member.id,
    roundId: id,
    transactionId: `${id}-debit`,
    gameCode: 'fixture-game',
    amount,
  });
}

async function roundCount(member: SignedInMember): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: gameRoundsTable.id })
    .from(gameRoundsTable)
    .where(eq(gameRoundsTable.memberAccountId, member.id));
  return rows.length;
}

describe('loss limits', () => {
  it('refuses a stake the loss limit would not cover, moving nothing, and answers a replay', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 100_00n);
    expect((await setLossLimits(member, { day: '20.00', week: null, month: null })).statusCode).toBe(200);
    await playRound(testApp, member, { stake: '15.00', payout: '0.00', placedAt: 'now' });
    const rounds = await roundCount(member);

    const over = await stake(member, '5.01');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'LOSS_LIMIT_EXCEEDED', value: { remaining: '5.00' } });
    expect(over.json().message).toContain('giới hạn thua');
    expect(await balanceOf(testApp.app, member)).toBe('85.00');
    expect(await roundCount(member)).toBe(rounds);

    const edge = await stake(member, '5.00', 'loss-edge');
    expect(edge.statusCode).toBe(200);
    expect(edge.json().value.balance).toBe('80.00');
    // The vendor sends the debit again (its answer was lost): the same answer, not a refusal.
    const replay = await stake(member, '5.00', 'loss-edge');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value.balance).toBe('80.00');
    expect((await stake(member, '0.01')).json().code).toBe('LOSS_LIMIT_EXCEEDED');

    // The change is in the audit trail, with the member as its author.
    const [entry] = await testApp.database.db
      .select()
      .from(auditEntriesTable)
      .where(
        and(
          eq(auditEntriesTable.targetId, String(member.id)),
          eq(auditEntriesTable.action, 'responsible-gaming.loss-limits'),
        ),
      );
    expect(entry).toMatchObject({ actorUsername: member.username, targetType: 'account' });
    expect(entry!.after).toMatchObject({ day: { amountMinor: '2000' }, week: { amountMinor: null } });

    const [day] = (await summary(member)).lossLimits;
    expect(day).toMatchObject({ period: 'day', amount: '20.00', used: '20.00', remaining: '0.00' });
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('counts winnings against losses, but a net win never widens the limit', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 100_00n);
    await playRound(testApp, member, { stake: '10.00', payout: '30.00', placedAt: 'now' });
    await setLossLimits(member, { day: '10.00', week: '8.00', month: null });
    await playRound(testApp, member, { stake: '4.00', payout: '1.00', placedAt: 'now' });
    const limits = (await summary(member)).lossLimits;
    // Staked 14.00, won 31.00: no loss; the lowest limit (7 days) leaves 8.00, not 25.00.
    expect(limits.map((limit) => [limit.period, limit.used, limit.remaining])).toEqual([
      ['day', '0.00', '10.00'],
      ['week', '0.00', '8.00'],
      ['month', '0.00', null],
    ]);
    expect((await stake(member, '8.01')).json().code).toBe('LOSS_LIMIT_EXCEEDED');
    expect((await stake(member, '8.00')).statusCode).toBe(200);
  });

  it('lowers at once and raises after 24 hours', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 100_00n);
    await setLossLimits(member, { day: '5.00', week: null, month: null });
    const raised = await setLossLimits(member, { day: '50.00', week: null, month: null });
    const [waiting] = (raised.json().value as ResponsibleGaming).lossLimits;
    expect(waiting).toMatchObject({ amount: '5.00', remaining: '5.00', pending: { amount: '50.00' } });
    expect((await stake(member, '6.00')).json().code).toBe('LOSS_LIMIT_EXCEEDED');
    clock = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    expect((await stake(member, '6.00')).statusCode).toBe(200);
    clock = new Date();
  });

  it('lets only one of two stakes at the same moment into the room of one', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 100_00n);
    await setLossLimits(member, { day: '10.00', week: null, month: null });
    const answers = await Promise.all([stake(member, '6.00'), stake(member, '6.00')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(testApp.app, member)).toBe('94.00');
  });

  it('refuses a negative or too high limit with its field, storing nothing', async () => {
    clock = new Date();
    const member = await signedInMember(testApp, 100_00n);
    const negative = await setLossLimits(member, { day: '-1.00', week: null, month: null });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toHaveProperty('day');
    const tooHigh = await setLossLimits(member, { day: null, week: '100000000.01', month: null });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().fields).toHaveProperty('week');
    expect((await summary(member)).lossLimits.every((limit) => limit.amount === null)).toBe(true);
    expect((await stake(member, '99.00')).statusCode).toBe(200);
  });

  it("shows the refusal in a house game as the member's own error", () => {
    const error = walletError(new WalletRefusedError('LOSS_LIMIT_EXCEEDED', 409, undefined));
    expect(error.code).toBe('LOSS_LIMIT_EXCEEDED');
    expect(error.statusCode).toBe(409);
  });
});
