// `npm run bench`: starts Playdeck in this process on a fresh, migrated and seeded database (in-memory
// PGlite, or a throw-away database on the PostgreSQL server named by BENCH_DATABASE_URL), fires each
// scenario in scenarios.ts at it with autocannon over 127.0.0.1, prints a table, writes
// results/latest.json, and exits non-zero when a scenario misses its p99 target or gets a non-2xx answer.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/plugins/config';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/plugins/database';
import { seedDemoData } from '../apps/server/src/seed/demo-data';
import { scenarios, type BenchContext, type Scenario } from './scenarios';

type ScenarioResult = {
  name: string;
  method: Scenario['method'];
  path: string;
  requestsPerSecond: number;
  requestsTotal: number;
  latencyP50Ms: number;
  latencyP97_5Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  targetP99Ms: number;
  passed: boolean;
};

type BenchDatabase = { database: DatabaseHandle; dispose(): Promise<void> };

const durationSeconds = readPositiveInteger('BENCH_DURATION_SECONDS', 5);
const connections = readPositiveInteger('BENCH_CONNECTIONS', 20);
const requestTimeoutSeconds = 10;
// Each scenario first runs unmeasured for a moment, so that its p99 is the steady state's and not the
// first requests' (JIT compilation, cold caches) on a short run.
const warmupSeconds = 1;
// Start-up (PGlite takes about 1.5 s to open, then migrations and seed) plus every scenario with
// slack for its last requests; a run that is still going after that is stuck, not slow.
const hardStopMs =
  60_000 + scenarios.length * (warmupSeconds + durationSeconds + requestTimeoutSeconds + 5) * 1_000;
const resultsFile = new URL('./results/latest.json', import.meta.url);
// The bench signs vendor-wallet calls itself, so it sets the house vendor's secret.
const houseVendorSecret = randomBytes(24).toString('hex');

function readPositiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

async function main(): Promise<number> {
  setTimeout(() => {
    console.error(`bench: hard stop after ${hardStopMs / 1_000} s`);
    process.exit(2);
  }, hardStopMs).unref();

  const { database, dispose } = await openBenchDatabase();
  let app: FastifyInstance | undefined;
  let bare: FastifyInstance | undefined;
  // Runs once, whether the run ends, fails or is interrupted, so the throw-away database is dropped.
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await app?.close();
      await bare?.close();
      await dispose();
    })());
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    await database.migrate();
    await seedDemoData(database.db);
    app = await startServer(database);
    bare = await startBareServer();
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
    console.log(
      `bench: ${baseUrl} on ${database.kind}, ${connections} connections, ${durationSeconds} s per scenario`,
    );
    const results: ScenarioResult[] = [];
    const context: BenchContext = { database, houseVendorSecret };
    for (const scenario of scenarios) {
      await scenario.prepare?.(context);
      results.push(await runScenario(scenario.target === 'bare' ? bareUrl : baseUrl, scenario));
    }
    printTable(results);
    writeResults(database.kind, results);
    return results.every((result) => result.passed) ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

/** The local PostgreSQL the bench measures by default: the production set-up, not the embedded demo database. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * BENCH_DATABASE_URL when set; else the local PostgreSQL when it answers; else in-memory PGlite
 * (BENCH_DATABASE=pglite forces it). PGlite runs every query one at a time, so under 20 connections
 * its latencies are a floor of queueing, not of the code: the targets are judged on PostgreSQL.
 */
async function benchDatabaseUrl(): Promise<string | undefined> {
  if (process.env.BENCH_DATABASE === 'pglite') return undefined;
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  return (await postgresAnswers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : undefined;
}

async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = await benchDatabaseUrl();
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, dispose: () => database.close() };
  }
  // The name is made here from hex digits only, so it is safe to put into the statements.
  const name = `playdeck_bench_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.execute(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    async dispose() {
      await database.close();
      await withAdmin(serverUrl, (admin) => dropDatabase(admin, name));
    },
  };
}

async function withAdmin(serverUrl: string, work: (admin: Database) => Promise<unknown>): Promise<void> {
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl, poolSize: 1 });
  try {
    await work(admin.db);
  } finally {
    await admin.close();
  }
}

async function dropDatabase(admin: Database, name: string): Promise<void> {
  // A pool's end() resolves before its sockets have closed. Forcing the drop while they linger makes
  // the closed pool raise an unhandled "terminating connection" error, so wait for them (at most 5 s).
  for (let attempt = 0; attempt < 50; attempt += 1) {
    // The shared Database type leaves execute()'s result untyped; on node-postgres it is a QueryResult.
    const result = (await admin.execute(`select 1 from pg_stat_activity where datname = '${name}'`)) as {
      rows: unknown[];
    };
    if (result.rows.length === 0) break;
    await delay(100);
  }
  await admin.execute(`drop database if exists ${name} with (force)`);
}

async function startServer(database: DatabaseHandle): Promise<FastifyInstance> {
  // Only what the bench needs, not process.env, so that a DATABASE_URL or REDIS_URL in the shell does
  // not change what is measured. The rate limit is lifted: every request comes from one address.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    HOUSE_VENDOR_SECRET: houseVendorSecret,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

/** A bare Fastify route answering a small JSON body: the same machine's floor, measured in the same run. */
async function startBareServer(): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ success: true, value: { status: 'ok' } }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return bare;
}

async function runScenario(baseUrl: string, scenario: Scenario): Promise<ScenarioResult> {
  const headers = {
    ...(scenario.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...scenario.headers,
  };
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers,
    body: scenario.body,
    ...(scenario.sequence ? { requests: requestsOf(scenario, headers) } : {}),
    connections,
    duration: durationSeconds,
    timeout: requestTimeoutSeconds,
    warmup: { connections, duration: warmupSeconds },
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
  );
  const measured = {
    requestsPerSecond: result.requests.average,
    requestsTotal: Object.values(statusCodes).reduce((sum, count) => sum + count, 0),
    latencyP50Ms: result.latency.p50,
    latencyP97_5Ms: result.latency.p97_5,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  const passed =
    measured.requestsTotal > 0 &&
    measured.errors === 0 &&
    measured.non2xx === 0 &&
    measured.latencyP99Ms <= scenario.targetP99Ms;
  const { name, method, path, targetP99Ms } = scenario;
  return { name, method, path, ...measured, statusCodes, targetP99Ms, passed };
}

/** autocannon requests that build each body (and its headers) just before it is sent. */
function requestsOf(scenario: Scenario, headers: Record<string, string>): AutocannonRequest[] {
  return (scenario.sequence ?? []).map((build) => ({
    method: scenario.method,
    path: scenario.path,
    setupRequest: (request, connection) => {
      const built = build(connection);
      return {
        ...request,
        path: built.path ?? scenario.path,
        body: built.body,
        headers: { ...headers, 'content-type': 'application/json', ...built.headers },
      };
    },
  }));
}

function printTable(results: ScenarioResult[]): void {
  const header = [
    'scenario',
    'req/s',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'errors+non-2xx',
    'target p99 ms',
    'result',
  ];
  const rows = results.map((result) => [
    result.name,
    result.requestsPerSecond.toFixed(0),
    String(result.latencyP50Ms),
    String(result.latencyP97_5Ms),
    String(result.latencyP99Ms),
    String(result.errors + result.non2xx),
    String(result.targetP99Ms),
    result.passed ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  // The first column is text and reads left-aligned; the figures line up on the right.
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(
    ['', format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(format), ''].join(
      '\n',
    ),
  );
}

function writeResults(databaseKind: DatabaseHandle['kind'], results: ScenarioResult[]): void {
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const report = {
    finishedAt: new Date().toISOString(),
    database: databaseKind,
    node: process.version,
    connections,
    durationSeconds,
    results,
  };
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`bench: results written to ${resultsFile.pathname}`);
}

process.exit(await main());
