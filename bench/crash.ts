// `npm run bench -- crash`: the fault run. Players play rounds through the signed seamless-wallet
// endpoints from a separate process (crash-worker.ts) while the production server is killed with
// SIGKILL at random moments and started again on the same database. Then, from the database itself:
// every call that was answered 2xx is there exactly once, every call that was lost was replayed
// with the same transactionId and either applied once or was refused cleanly (a 4xx, never a 5xx),
// no money moved twice (each player's balance equals its funding plus what its recorded calls
// moved, and equals its ledger entries), no member balance is below zero, and the ledger verifies
// balanced. Exits non-zero (passed: false) if anything was lost or doubled. Runs on PostgreSQL and
// on PGlite (BENCH_DATABASE=pglite). The seed of the kill times is printed: BENCH_CRASH_SEED
// repeats a run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/plugins/database';
import { createWalletService } from '../apps/server/src/features/wallet/wallet.service';
import { chooseTarget, createBenchDatabase, type BenchDatabase, type BenchTarget } from './bench-database';
import type { CrashJob, JournalLine } from './crash-worker';
import { createFundedPlayers, PLAYER_FUNDING_MINOR } from './players';
import { figure, printReport, type PartReport } from './report';
import { killOnExit, startServer } from './server-process';

const PLAYERS = 12;
const LOOPS = 16;
const KILLS = 4;
/** A kill falls at a random moment of this window after the server answered again. */
const KILL_WINDOW_MS: [number, number] = [1_500, 4_000];
const RETRY_SECONDS = 60;
const WORKER = fileURLToPath(new URL('./crash-worker.ts', import.meta.url));

/** mulberry32: a small seeded generator, so that a run's kill times can be repeated. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32;
  };
}

export async function runCrash(target: BenchTarget): Promise<PartReport> {
  const seed = Number(process.env.BENCH_CRASH_SEED ?? randomBytes(4).readUInt32BE());
  const random = seededRandom(seed);
  let playerIds: number[] = [];
  const database = await createBenchDatabase(target, async (db) => {
    playerIds = await createFundedPlayers(db, PLAYERS, 'benchcrash');
  });
  const folder = mkdtempSync(join(tmpdir(), 'playdeck-crash-'));
  const secret = randomBytes(24).toString('hex');
  const restartsMs: number[] = [];
  try {
    let server = await startServer({ ...database, houseVendorSecret: secret, env: { RUN_JOBS: 'false' } });
    const job: CrashJob = {
      baseUrl: server.baseUrl,
      vendorCode: 'PDSLOT',
      secret,
      playerIds,
      loops: LOOPS,
      // Long enough for every kill and restart, and a calm stretch at the end.
      durationSeconds: Math.ceil((KILLS * (KILL_WINDOW_MS[1] + 3_000)) / 1_000) + 4,
      retrySeconds: RETRY_SECONDS,
      runId: `crash-${randomBytes(4).toString('hex')}`,
      journalFile: join(folder, 'journal.jsonl'),
    };
    writeFileSync(job.journalFile, '');
    const worker = startWorker(job, folder);
    for (let kill = 0; kill < KILLS; kill += 1) {
      await delay(KILL_WINDOW_MS[0] + random() * (KILL_WINDOW_MS[1] - KILL_WINDOW_MS[0]));
      await server.kill();
      const startedAt = performance.now();
      server = await startServer({
        ...database,
        houseVendorSecret: secret,
        port: server.port,
        env: { RUN_JOBS: 'false' },
      });
      restartsMs.push(Math.round(performance.now() - startedAt));
    }
    await worker;
    await server.stop();
    const journal = readJournal(job.journalFile);
    const check = await checkDatabase(database, journal, playerIds);
    return report(target, seed, journal, check, restartsMs);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await database.dispose();
  }
}

function startWorker(job: CrashJob, folder: string): Promise<void> {
  const jobFile = join(folder, 'job.json');
  writeFileSync(jobFile, JSON.stringify(job));
  const child = killOnExit(
    spawn(process.execPath, ['--import', 'tsx', WORKER, jobFile], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  const timer = setTimeout(
    () => child.kill('SIGKILL'),
    (job.durationSeconds + job.retrySeconds + 30) * 1_000,
  );
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`the crash worker stopped with ${code}`));
    }),
  );
}

export function readJournal(file: string): JournalLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as JournalLine);
}

export type DatabaseCheck = {
  /** Answered 2xx but not recorded by the server. */
  missing: string[];
  /** Ledger keys posted more than once (the unique index forbids it; counted all the same). */
  doubledKeys: number;
  /** Players whose balance differs from funding plus their recorded calls, or from their entries. */
  balanceMismatches: string[];
  negativeBalances: number;
  ledgerBalanced: boolean;
  recordedCalls: number;
};

export async function checkDatabase(
  database: BenchDatabase,
  journal: JournalLine[],
  playerIds: number[],
): Promise<DatabaseCheck> {
  const { db, close } = await database.open();
  try {
    const recorded = await rows<{ transaction_id: string }>(
      db,
      sql`select transaction_id from vendor_transactions where vendor_code = 'PDSLOT'`,
    );
    const recordedIds = new Set(recorded.map((row) => row.transaction_id));
    const missing = journal
      .filter((line) => line.status >= 200 && line.status < 300 && !recordedIds.has(line.transactionId))
      .map((line) => line.transactionId);
    const [doubled] = await rows<{ count: string }>(
      db,
      sql`select count(*)::text as count from (select idempotency_key from ledger_transactions
          group by idempotency_key having count(*) > 1) keys`,
    );
    const balances = await rows<{ owner: string; cached: string; entries: string; moved: string }>(
      db,
      sql`select account.owner_account_id::text as owner, account.balance_minor::text as cached,
            (select coalesce(sum(amount_minor), 0) from ledger_entries where ledger_account_id = account.id)::text as entries,
            (select coalesce(sum(case kind when 'debit' then -amount_minor else amount_minor end), 0)
               from vendor_transactions call where call.member_account_id = account.owner_account_id)::text as moved
          from ledger_accounts account
          where account.kind = 'member_wallet' and account.owner_account_id = any(${`{${playerIds.join(',')}}`}::bigint[])`,
    );
    const balanceMismatches = balances
      .filter(
        (row) =>
          BigInt(row.cached) !== BigInt(row.entries) ||
          BigInt(row.cached) !== PLAYER_FUNDING_MINOR + BigInt(row.moved),
      )
      .map(
        (row) =>
          `player ${row.owner}: balance ${row.cached}, entries ${row.entries}, funding+calls ${PLAYER_FUNDING_MINOR + BigInt(row.moved)}`,
      );
    const [negative] = await rows<{ count: string }>(
      db,
      sql`select count(*)::text as count from ledger_accounts
          where kind in ('member_wallet', 'member_vendor_wallet') and balance_minor < 0`,
    );
    const verification = await createWalletService({ db }).verify();
    return {
      missing,
      doubledKeys: Number(doubled?.count ?? 0),
      balanceMismatches,
      negativeBalances: Number(negative?.count ?? 0),
      ledgerBalanced: verification.balanced,
      recordedCalls: recorded.length,
    };
  } finally {
    await close();
  }
}

async function rows<Row>(db: Database, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** One count of the money accounting: its value and what it must be (undefined: only told). */
export type MoneyCount = [name: string, value: number, mustBe: number | undefined];

/**
 * The money accounting of a run whose calls were journalled: what was acknowledged, refused, lost and
 * replayed, beside what the database holds. Passed when every count meets what it must be and the
 * ledger verifies balanced. Shared by the crash and scale parts.
 */
export function accountFor(
  journal: JournalLine[],
  check: DatabaseCheck,
): { counts: MoneyCount[]; passed: boolean; serverErrors: JournalLine[] } {
  const answered = (line: JournalLine) => line.status > 0;
  const ok = (line: JournalLine) => line.status >= 200 && line.status < 300;
  const replayed = journal.filter((line) => line.attempts > 1 && answered(line));
  const serverErrors = journal.filter((line) => line.status >= 500);
  const lostForGood = journal.filter((line) => !answered(line));
  const counts: MoneyCount[] = [
    ['calls sent', journal.length, undefined],
    [
      'acknowledged at once (2xx)',
      journal.filter((line) => ok(line) && line.attempts === 1).length,
      undefined,
    ],
    [
      'refused cleanly at once (4xx)',
      journal.filter((line) => line.status >= 400 && line.status < 500 && line.attempts === 1).length,
      undefined,
    ],
    ['lost, replayed, applied once (2xx)', replayed.filter(ok).length, undefined],
    [
      'lost, replayed, refused cleanly (4xx)',
      replayed.filter((line) => line.status >= 400 && line.status < 500).length,
      undefined,
    ],
    ['answered 5xx', serverErrors.length, 0],
    ['lost for good (no answer after retries)', lostForGood.length, 0],
    ['acknowledged but missing', check.missing.length, 0],
    ['ledger keys posted twice', check.doubledKeys, 0],
    ['player balances not matching their calls', check.balanceMismatches.length, 0],
    ['member balances below zero', check.negativeBalances, 0],
  ];
  const passed =
    counts.every(([, value, expected]) => expected === undefined || value === expected) &&
    check.ledgerBalanced;
  return { counts, passed, serverErrors };
}

function report(
  target: BenchTarget,
  seed: number,
  journal: JournalLine[],
  check: DatabaseCheck,
  restartsMs: number[],
): PartReport {
  const { counts, passed, serverErrors } = accountFor(journal, check);
  return {
    part: 'crash',
    title: 'Fault run: SIGKILL under load, then every call accounted for',
    header: ['count', 'value', 'must be'],
    rows: [
      ...counts.map(([name, value, expected]) => [
        name,
        String(value),
        expected === undefined ? '' : String(expected),
      ]),
      ['ledger verification', check.ledgerBalanced ? 'balanced' : 'NOT balanced', 'balanced'],
      ['server kills (SIGKILL) / restarts', `${restartsMs.length} / ${restartsMs.length}`, ''],
      ['restart to healthy, ms (each)', restartsMs.join(', '), ''],
    ],
    notes: [
      `seed ${seed} (BENCH_CRASH_SEED=${seed} repeats the kill times); ${LOOPS} loops over ${PLAYERS} players`,
      `database: ${target.kind === 'postgres' ? 'local PostgreSQL' : `PGlite (${target.reason})`}; calls recorded by the server: ${check.recordedCalls}`,
      `median restart ${figure(restartsMs.toSorted((a, b) => a - b)[Math.floor(restartsMs.length / 2)])} ms`,
      ...check.missing.slice(0, 5).map((id) => `missing: ${id}`),
      ...check.balanceMismatches.slice(0, 5),
      ...serverErrors.slice(0, 5).map((line) => `5xx: ${line.kind} ${line.transactionId} ${line.code ?? ''}`),
    ],
    passed,
    data: { seed, restartsMs, check, calls: journal.length },
  };
}

// Run on its own: `npx tsx bench/crash.ts` (BENCH_DATABASE=pglite for the embedded database).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await runCrash(await chooseTarget());
  printReport(result);
  process.exit(result.passed ? 0 : 1);
}
