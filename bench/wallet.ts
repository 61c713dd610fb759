// `npm run bench -- wallet`: seamless-wallet rounds per second against the database's own reference.
// One run measures pgbench's TPC-B-like tps on the same PostgreSQL with as many clients as there are
// loops, then the production server under signed debit+credit rounds from a separate process, then
// pgbench again (a virtual machine's speed drifts within a run: the rounds are set beside the mean of
// the two), and prints them with their ratio (issue 12 target: rounds/s ≥ 50 % of pgbench tps, each call's p99
// under 50 ms). Figures differ between machines by ten times; the ratio is what carries over.
import { randomBytes } from 'node:crypto';
import { createBenchDatabase, type BenchTarget } from './bench-database';
import { runLoad } from './load';
import type { WalletResult } from './load-worker';
import { runPgbench, type PgbenchResult } from './pgbench';
import { createFundedPlayers } from './players';
import { figure, type PartReport } from './report';
import { startServer } from './server-process';

/** Loops playing at once ("32 concurrent players"); fewer players than loops, so some share one. */
const LOOPS = 32;
const PLAYERS = 28;
const RATIO_TARGET = 0.5;
const P99_TARGET_MS = 50;

export type WalletOptions = { durationSeconds: number; warmupSeconds: number };

export async function runWallet(target: BenchTarget, options: WalletOptions): Promise<PartReport> {
  const measurePgbench = async (): Promise<PgbenchResult> =>
    target.kind === 'postgres'
      ? runPgbench(target.serverUrl, LOOPS, options.durationSeconds)
      : { ran: false, reason: `pgbench skipped: ${target.reason}` };
  const before = await measurePgbench();
  let playerIds: number[] = [];
  const database = await createBenchDatabase(target, async (db) => {
    playerIds = await createFundedPlayers(db, PLAYERS, 'benchwallet');
  });
  const secret = randomBytes(24).toString('hex');
  try {
    const server = await startServer({ ...database, houseVendorSecret: secret, env: { RUN_JOBS: 'false' } });
    try {
      const result = await runLoad({
        type: 'wallet',
        baseUrl: server.baseUrl,
        vendorCode: 'PDSLOT',
        secret,
        playerIds,
        loops: LOOPS,
        durationSeconds: options.durationSeconds,
        warmupSeconds: options.warmupSeconds,
        runId: `bench-${randomBytes(4).toString('hex')}`,
      });
      await server.stop();
      const after = before.ran ? await measurePgbench() : before;
      return report(target, [before, after], result, server.startupMs, options.durationSeconds);
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

/** The mean of the runs that ran (the first one's reason when none did). */
function meanOf(runs: PgbenchResult[]): PgbenchResult {
  const ran = runs.filter((run) => run.ran);
  if (ran.length === 0) return runs[0]!;
  const mean = (pick: (run: (typeof ran)[number]) => number) =>
    ran.reduce((sum, run) => sum + pick(run), 0) / ran.length;
  return { ...ran[0]!, tps: mean((run) => run.tps), latencyAverageMs: mean((run) => run.latencyAverageMs) };
}

function report(
  target: BenchTarget,
  pgbenchRuns: PgbenchResult[],
  result: WalletResult,
  startupMs: number,
  durationSeconds: number,
): PartReport {
  const perSecond = (count: number) => figure(count / durationSeconds);
  const pgbench = meanOf(pgbenchRuns);
  const ratio = pgbench.ran ? result.roundsPerSecond / pgbench.tps : undefined;
  const failed = Object.values(result.failures).reduce((sum, count) => sum + count, 0);
  const p99Met = result.debit.p99Ms < P99_TARGET_MS && result.credit.p99Ms < P99_TARGET_MS;
  const ratioMet = ratio === undefined || ratio >= RATIO_TARGET;
  const notes = [
    `${LOOPS} loops over ${PLAYERS} players (some played by two loops at once), a round = signed debit 1.00 then its credit 0.95`,
    `targets: rounds/s ≥ ${RATIO_TARGET * 100} % of pgbench tps; p99 of each call < ${P99_TARGET_MS} ms`,
    `database: ${target.kind === 'postgres' ? 'local PostgreSQL' : `PGlite (${target.reason})`}; server start-up ${startupMs} ms`,
  ];
  if (pgbench.ran) {
    const tps = pgbenchRuns.map((run) => (run.ran ? figure(run.tps) : 'n/a'));
    notes.push(
      `pgbench ran before and after the rounds: ${tps.join(' and ')} tps; the ratio is to their mean`,
    );
  } else notes.push(pgbench.reason);
  if (failed > 0)
    notes.push(`failed calls: ${JSON.stringify(result.failures)}; first: ${result.firstFailure}`);
  return {
    part: 'wallet',
    title: 'Seamless wallet: rounds beside pgbench',
    header: ['measure', 'per second', 'p50 ms', 'p99 ms', 'ratio', 'target'],
    rows: [
      [
        `pgbench TPC-B-like, ${LOOPS} clients (mean of 2)`,
        pgbench.ran ? figure(pgbench.tps) : 'skipped',
        pgbench.ran ? `${figure(pgbench.latencyAverageMs, 1)} avg` : '',
        '',
        '1.00',
        '',
      ],
      [
        'wallet rounds (debit+credit)',
        figure(result.roundsPerSecond),
        '',
        '',
        figure(ratio, 2),
        `≥ ${RATIO_TARGET.toFixed(2)}`,
      ],
      [
        '  debit call',
        perSecond(result.debit.count),
        figure(result.debit.p50Ms, 1),
        figure(result.debit.p99Ms, 1),
        '',
        `p99 < ${P99_TARGET_MS}`,
      ],
      [
        '  credit call',
        perSecond(result.credit.count),
        figure(result.credit.p50Ms, 1),
        figure(result.credit.p99Ms, 1),
        '',
        `p99 < ${P99_TARGET_MS}`,
      ],
    ],
    notes,
    passed: failed === 0 && result.rounds > 0 && p99Met && ratioMet,
    data: { pgbench: pgbenchRuns, wallet: result, ratio, startupMs },
  };
}
