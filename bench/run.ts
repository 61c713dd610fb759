// `npm run bench [-- part …]`: measures the production build of Playdeck (apps/server/dist/server.js
// in a process of its own) with the load generated from another process, against the local
// PostgreSQL when it answers (else PGlite, and says why), and prints one table per part with the
// reference measured in the same run beside each figure: only ratios carry over between machines.
// Parts: lobby, wallet, crash and agent (the default set), lighthouse, fish (the fish page's frame rate),
// reports (the operator's reports over a million rounds) and scale (1, 2 and 4 API processes behind
// nginx, then one killed under load); results go to
// results/latest.json. Exit code: 0 when every part met its targets, 1 when one missed or lost
// something, 2 on a hard stop (the run overran its time limit), 3 when the bench could not set up
// (no build, the server did not start).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { runAgent } from './agent';
import { chooseTarget, type BenchTarget } from './bench-database';
import { runCrash } from './crash';
import { runFish } from './fish-fps';
import { runLighthouse } from './lighthouse';
import { runLobby } from './lobby';
import { printReport, type PartReport } from './report';
import { runReports } from './reports';
import { runScale, scaleBudgetSeconds } from './scale';
import { BenchSetupError } from './server-process';
import { runWallet } from './wallet';

type Part = {
  run(target: BenchTarget): Promise<PartReport>;
  /** Upper bound of the part's time, for the hard stop. */
  budgetSeconds: number;
};

const durationSeconds = readPositiveInteger('BENCH_DURATION_SECONDS', 10);
const warmupSeconds = 2;
const timing = { durationSeconds, warmupSeconds };
// Each measured load plus its warm-up and start-ups, with room for a slow machine.
const PARTS: Record<string, Part> = {
  lobby: { run: (target) => runLobby(target, timing), budgetSeconds: 6 * (durationSeconds + 20) + 120 },
  wallet: { run: (target) => runWallet(target, timing), budgetSeconds: 2 * durationSeconds + 180 },
  crash: { run: runCrash, budgetSeconds: 240 },
  // Eight reads from 8 connections and from one, after the generation of the 10,000 accounts and
  // 1,000,000 rounds.
  agent: { run: (target) => runAgent(target, timing), budgetSeconds: 8 * (2 * durationSeconds + 30) + 300 },
  lighthouse: { run: runLighthouse, budgetSeconds: 420 },
  // Two viewports: an empty page's reference, then the pond idle and firing.
  fish: { run: runFish, budgetSeconds: 240 },
  // The generation of the 1,000,000 rounds, then 15 reports read six times each.
  reports: { run: runReports, budgetSeconds: 600 },
  // 1, 2 and 4 API processes behind nginx under one mixed load, then one of four killed under it.
  scale: { run: (target) => runScale(target, timing), budgetSeconds: scaleBudgetSeconds(durationSeconds) },
};
const DEFAULT_PARTS = ['lobby', 'wallet', 'crash', 'agent'];
const resultsFile = new URL('./results/latest.json', import.meta.url);

function readPositiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function partsAsked(): string[] {
  const asked = process.argv.slice(2).filter((argument) => argument !== '--');
  const unknown = asked.filter((name) => !(name in PARTS));
  if (unknown.length > 0) {
    console.error(`bench: unknown part ${unknown.join(', ')}; parts: ${Object.keys(PARTS).join(', ')}`);
    process.exit(3);
  }
  return asked.length > 0 ? asked : DEFAULT_PARTS;
}

function machine(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

async function main(): Promise<number> {
  const names = partsAsked();
  const hardStopSeconds = names.reduce((sum, name) => sum + PARTS[name]!.budgetSeconds, 60);
  setTimeout(() => {
    console.error(`bench: hard stop after ${hardStopSeconds} s`);
    process.exit(2);
  }, hardStopSeconds * 1_000).unref();

  const target = await chooseTarget();
  console.log(`bench: ${names.join(', ')} on ${machine()}`);
  console.log(
    target.kind === 'postgres'
      ? `bench: database: PostgreSQL at ${new URL(target.serverUrl).host} (a throw-away database per part)`
      : `bench: database: PGlite, because ${target.reason}; pgbench is skipped`,
  );
  const reports: PartReport[] = [];
  for (const name of names) {
    const report = await PARTS[name]!.run(target);
    printReport(report);
    reports.push(report);
  }
  writeResults(target, reports);
  return reports.every((report) => report.passed) ? 0 : 1;
}

function writeResults(target: BenchTarget, reports: PartReport[]): void {
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const results = {
    finishedAt: new Date().toISOString(),
    machine: machine(),
    database: target.kind,
    durationSeconds,
    reports,
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nbench: results written to ${resultsFile.pathname}`);
}

try {
  process.exit(await main());
} catch (error) {
  if (error instanceof BenchSetupError) {
    console.error(`bench: cannot run: ${error.message}`);
    process.exit(3);
  }
  throw error;
}
