// Proves the hand store's guards on a real database: a write made from an older version of the hand
// (a lost race) changes nothing and says so, a write that ends the hand marks it ended, a settled hand
// takes no write, the table's lock turns a second holder away (the dealer) or makes it wait, and the
// bus carries only "changed, version n", never a card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../plugins/database';
import { createBus } from '../../../plugins/bus';
import { recordToJson } from './hand-record';
import { createHandStore } from './poker.hands';
import { createPokerRepository } from './poker.repository';
import { act } from './hand';
import { fold, handWithCards } from './poker.test-helpers';

let database: DatabaseHandle;
const bus = createBus();
const published: unknown[] = [];

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  bus.subscribe('poker:NLH01', (payload) => published.push(payload));
});
afterAll(() => database.close());

const at = new Date('2026-11-28T04:00:00Z');
const state = handWithCards({
  tableCode: 'NLH01',
  stacks: { 1: 1_000n, 2: 1_000n },
  buttonSeat: 1,
  holeBySeat: { 1: 'As Ks', 2: 'Qh Qd' },
  board: '2c 7d 9s Jh 3c',
});

describe('the hand store', () => {
  it('refuses a write from an older version and marks a finished hand ended', async () => {
    const repository = createPokerRepository(database.db);
    const store = createHandStore({ repository, database, bus, now: () => at });
    const row = await repository.insertHand({
      tableCode: 'NLH01',
      handNumber: 1,
      buttonSeat: 1,
      serverSeed: 'seed',
      serverSeedHash: 'hash',
      clientSeed: state.clientSeed,
      state: recordToJson({ state, uncertainDebits: [], voided: false }),
      startedAt: at,
      turnStartedAt: at,
    });
    const first = store.load(row!);
    const stale = store.load(row!);
    const folded = act(state, state.toActSeat!, fold);
    const written = await store.write(first, { ...first.record, state: folded });
    expect(written?.row).toMatchObject({ version: 1, status: 'ended' });
    expect(await store.write(stale, { ...stale.record, state: folded })).toBeUndefined();
    expect((await repository.findHandById(row!.id))!.version).toBe(1);
    const settled = await store.markSettled(written!);
    expect(settled?.row.status).toBe('settled');
    expect(await store.write(settled!, settled!.record)).toBeUndefined();
    store.publish('NLH01', 2);
    expect(published).toEqual([{ type: 'changed', tableCode: 'NLH01', version: 2 }]);
  });

  it('turns the dealer away from a busy table and makes a member’s call wait for it', async () => {
    const store = createHandStore({
      repository: createPokerRepository(database.db),
      database,
      bus,
      now: () => at,
    });
    let release!: () => void;
    const held = store.underTableLock(
      'NLH02',
      () => new Promise<string>((resolve) => (release = () => resolve('first'))),
      true,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await store.underTableLock('NLH02', async () => 'dealer', false)).toBeUndefined();
    const waiting = store.underTableLock('NLH02', async () => 'member', true);
    release();
    expect(await held).toBe('first');
    expect(await waiting).toBe('member');
  });
});
