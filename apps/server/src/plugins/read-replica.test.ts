// DATABASE_REPLICA_URL (issue 20 item 4): a throw-away PostgreSQL primary and a streaming replica
// of it made by pg_basebackup, each in its own data folder on its own port, with the machine's
// PostgreSQL programs. The member's records and the operator's reports are read on the replica
// (with its replay paused they miss a round the primary already has, and show it once replay
// resumes); every write goes to the primary. Skipped, with the reason, where PostgreSQL's programs are not installed.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { recordsPaths } from '@playdeck/contract/records';
import { reportsPaths } from '@playdeck/contract/reports';
import { findRootAccount } from '../features/account/account.service';
import {
  account,
  fund,
  HOUSE_SECRET,
  playRound,
  signIn,
  type FixtureAccount,
} from '../test-support/agent-team';
import { startApp, type TestApp } from '../test-support/build-test-app';
import { freePort } from '../test-support/outages';
import { operatorHeaders } from '../test-support/payments';
import { firstRow, openDatabase, type Database, type DatabaseHandle } from './database';

/** The newest installed PostgreSQL's programs folder that has initdb and pg_basebackup. */
function postgresPrograms(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => join(root, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_basebackup')));
}

const programs = postgresPrograms();
/** initdb refuses root: as root the clusters run as the postgres system user. */
const asRoot = process.getuid?.() === 0;
const postgresUser = asRoot ? postgresUid() : undefined;
const skipReason = !programs
  ? 'PostgreSQL programs (initdb, pg_basebackup) are not installed'
  : asRoot && !postgresUser
    ? 'running as root without a postgres system user to run the clusters'
    : undefined;
if (skipReason) console.warn(`read-replica test skipped: ${skipReason}`);

function postgresUid(): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

function run(program: string, args: string[]) {
  const command = join(programs!, program);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

let folder: string;
const started: string[] = [];
let database: DatabaseHandle;
let app: FastifyInstance;
let member: FixtureAccount;

async function startCluster(dataDir: string, port: number) {
  appendFileSync(
    join(dataDir, 'postgresql.conf'),
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${folder}'\nfsync = off\n`,
  );
  run('pg_ctl', ['-D', dataDir, '-l', `${dataDir}.log`, '-w', 'start']);
  started.push(dataDir);
}

const inRecovery = async (db: Database) =>
  (await firstRow<{ recovery: boolean }>(db, sql`select pg_is_in_recovery() as recovery`)).recovery;

/** Waits until the replica has replayed everything the primary has written so far. */
async function caughtUp() {
  const { lsn } = await firstRow<{ lsn: string }>(database.db, sql`select pg_current_wal_lsn()::text as lsn`);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { behind } = await firstRow<{ behind: boolean }>(
      database.reads,
      sql`select pg_last_wal_replay_lsn() < ${lsn}::pg_lsn as behind`,
    );
    if (!behind) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the replica did not catch up within 10 s');
}

async function betCount(headers: Record<string, string>): Promise<number> {
  const answer = await app.inject({ method: 'GET', url: recordsPaths.bets, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value.total as number;
}

/** The rounds in the operator's overview report of the last 30 site days. */
async function reportedRounds(headers: Record<string, string>): Promise<number> {
  const answer = await app.inject({ method: 'GET', url: reportsPaths.overview, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value.totals.rounds as number;
}

describe.skipIf(skipReason !== undefined)('a read replica', () => {
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'playdeck-replica-'));
    chmodSync(folder, 0o755);
    if (postgresUser) chownSync(folder, postgresUser.uid, postgresUser.gid);
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const primaryDir = join(folder, 'primary');
    const replicaDir = join(folder, 'replica');
    run('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres']);
    appendFileSync(join(primaryDir, 'postgresql.conf'), '\nwal_level = replica\n');
    await startCluster(primaryDir, primaryPort);
    // -R writes the replica's primary_conninfo and standby.signal: it streams from the primary.
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
    ]);
    await startCluster(replicaDir, replicaPort);
    database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
      replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
      poolSize: 3,
    });
    await database.migrate();
    const { seedDemoData } = await import('../seed/demo-data');
    await seedDemoData(database.db);
    app = await startApp(database, { env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
    const root = (await findRootAccount(database.db))!;
    member = await account(database.db, 'replicaread', ACCOUNT_TYPES.member, root.id, '2026-03-01 10:00');
    await fund({ app, database } as TestApp, member.id, 1_000_00n);
    await caughtUp();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    for (const dataDir of started.reverse()) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('reads through the replica and writes through the primary', async () => {
    expect(await inRecovery(database.reads)).toBe(true);
    expect(await inRecovery(database.db)).toBe(false);
  });

  it("serves the member's records and the operator's reports from the replica, which shows a round once it has replayed it", async () => {
    const headers = await signIn(app, member);
    const operator = await operatorHeaders(app);
    expect(await betCount(headers)).toBe(0);
    const roundsBefore = await reportedRounds(operator);
    await database.reads.execute(sql`select pg_wal_replay_pause()`);
    try {
      // The round's debit and credit are writes: they reach the primary while the replica stands still.
      await playRound({ app, database } as TestApp, member, {
        stake: '10.00',
        payout: '4.00',
        placedAt: 'now',
      });
      const onPrimary = await firstRow<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from game_rounds where member_account_id = ${member.id}`,
      );
      expect(onPrimary.n).toBe(1);
      expect(await betCount(headers)).toBe(0);
      expect(await reportedRounds(operator)).toBe(roundsBefore);
    } finally {
      await database.reads.execute(sql`select pg_wal_replay_resume()`);
    }
    await caughtUp();
    expect(await betCount(headers)).toBe(1);
    expect(await reportedRounds(operator)).toBe(roundsBefore + 1);
  });

  it('refuses a write on the replica, so nothing the app writes can have gone there', async () => {
    const refused = await database.reads.execute(sql`create table replica_write_probe (x int)`).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/read-only transaction/);
  });
});
