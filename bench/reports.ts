// `npm run bench -- reports`: the operator's reports (issue 19 §2) over 1,000,000 game rounds, with
// the deposits, withdrawals, bonuses and rebates of the agent bench's generated site (agent-tree.ts,
// made inside PostgreSQL by INSERT … SELECT generate_series). Each report's statements run through the
// reports service itself, in this process, on the bench database (no HTTP: the routes add only
// validation and serialization, which the agent bench measures for its reports), for the last 7, 30
// and 366 site days: once cold, then REPEATS times, the median kept. The reference, measured in the
// same run, is one sequential pass over all the rounds (count and sums of every row of game_rounds):
// a report's ratio to it says how its cost compares with reading every round once, whatever the
// machine. Target: every report's median under a second for 30 days, and within 5 × the reference
// for the whole year (the reports read raw rows; the agent reports' kept day sums would be the next
// step if a site needs them faster).
import { sql } from 'drizzle-orm';
import { createReportsService } from '../apps/server/src/features/reports/reports.service';
import type { Database } from '../apps/server/src/plugins/database';
import { insertAgentTree, type AgentTree } from './agent-tree';
import { createBenchDatabase, type BenchTarget } from './bench-database';
import { figure, type PartReport } from './report';

const REPEATS = 5;
const PERIODS = [7, 30, 366] as const;
const MONTH_TARGET_MS = 1_000;
const YEAR_TARGET_RATIO = 5;
const DAY_MS = 86_400_000;
const REPORTS = ['overview', 'games', 'payments', 'members', 'bonuses'] as const;

type Timing = { firstMs: number; medianMs: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timed(run: () => Promise<unknown>): Promise<Timing> {
  const started = performance.now();
  await run();
  const firstMs = performance.now() - started;
  const times: number[] = [];
  for (let repeat = 0; repeat < REPEATS; repeat += 1) {
    const at = performance.now();
    await run();
    times.push(performance.now() - at);
  }
  return { firstMs, medianMs: median(times) };
}

/** The site's day `daysBack` days before today (YYYY-MM-DD). */
function siteDay(offsetMinutes: number, daysBack: number): string {
  return new Date(Date.now() + offsetMinutes * 60_000 - daysBack * DAY_MS).toISOString().slice(0, 10);
}

export async function runReports(target: BenchTarget): Promise<PartReport> {
  if (target.kind === 'pglite') return skipped(target.reason);
  let tree: AgentTree | undefined;
  const database = await createBenchDatabase(target, async (db) => {
    tree = await insertAgentTree(db);
  });
  try {
    if (!tree) throw new Error('the rounds were not generated');
    const { db, close } = await database.open();
    try {
      return await measure(db, tree);
    } finally {
      await close();
    }
  } finally {
    await database.dispose();
  }
}

async function measure(db: Database, tree: AgentTree): Promise<PartReport> {
  const offsetMinutes = tree.timeZoneOffsetMinutes;
  const reports = createReportsService({
    db,
    site: { scalarSettings: async () => ({ timeZoneOffsetMinutes: offsetMinutes }) },
    theoreticalRtpPercent: () => null,
  });
  const [counted] = (
    (await db.execute(sql`select count(*)::int as n from game_rounds`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const reference = await timed(() =>
    db.execute(
      sql`select count(*), sum(stake_minor), sum(payout_minor), sum(valid_bet_minor) from game_rounds`,
    ),
  );
  const rows: string[][] = [
    [
      `reference: one pass over all ${Number(counted!.n).toLocaleString('en')} rounds`,
      'all',
      figure(reference.firstMs, 1),
      figure(reference.medianMs, 1),
      '1.00',
    ],
  ];
  const measured: Record<string, Record<number, Timing>> = {};
  let passed = true;
  const missed: string[] = [];
  for (const name of REPORTS) {
    measured[name] = {};
    for (const days of PERIODS) {
      const query = { from: siteDay(offsetMinutes, days - 1), to: siteDay(offsetMinutes, 0) };
      const timing = await timed(() => reports[name](query));
      measured[name][days] = timing;
      const ratio = timing.medianMs / reference.medianMs;
      rows.push([
        name,
        `${days} days`,
        figure(timing.firstMs, 1),
        figure(timing.medianMs, 1),
        figure(ratio, 2),
      ]);
      const over =
        (days === 30 && timing.medianMs > MONTH_TARGET_MS) || (days === 366 && ratio > YEAR_TARGET_RATIO);
      if (over) {
        passed = false;
        missed.push(`${name}, ${days} days`);
      }
    }
  }
  const year = await reports.overview({ from: siteDay(offsetMinutes, 365), to: siteDay(offsetMinutes, 0) });
  return {
    part: 'reports',
    title: 'Operator reports (GGR/NGR, games, payments, members, bonuses) over 1,000,000 rounds',
    header: ['report', 'period', 'first ms', 'median ms', '× reference'],
    rows,
    notes: [
      `${tree.rounds.toLocaleString('en')} rounds over 30 days, ${tree.deposits.toLocaleString('en')} deposits and ${tree.withdrawals.toLocaleString('en')} withdrawals over 45 days, ${tree.bonuses.toLocaleString('en')} bonuses, ${tree.teamSize.toLocaleString('en')} accounts; generated in ${figure(tree.generatedMs / 1_000, 1)} s`,
      `each report through the reports service in this process (its SQL and the figures' conversion); "first": cold, then the median of ${REPEATS}`,
      `the year's overview as computed: ${year.totals.rounds.toLocaleString('en')} settled rounds, stake ${year.totals.stake}, GGR ${year.totals.ggr}, bonus cost ${year.totals.bonusCost}, NGR ${year.totals.ngr}`,
      `target: each report's median < ${MONTH_TARGET_MS} ms for 30 days and ≤ ${YEAR_TARGET_RATIO} × the reference for 366 days${missed.length > 0 ? `; missed: ${missed.join('; ')}` : ''}`,
    ],
    passed,
    data: { reference, measured, rounds: tree.rounds },
  };
}

function skipped(reason: string): PartReport {
  return {
    part: 'reports',
    title: 'Operator reports over 1,000,000 rounds',
    header: ['report', 'result'],
    rows: [['operator reports', 'skipped']],
    notes: [`skipped: this part runs on PostgreSQL only, and the bench runs on PGlite because ${reason}`],
    passed: true,
    data: { skipped: reason },
  };
}
