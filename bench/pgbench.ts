// The database's own reference figure, measured in the same run as the wallet: pgbench's TPC-B-like
// script (five statements over four tables in one transaction) on a throw-away database of the same
// PostgreSQL server, with as many clients as the wallet load has players at once.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const PGBENCH_TIMEOUT_SLACK_MS = 60_000;

export type PgbenchResult =
  | { ran: true; tps: number; latencyAverageMs: number; clients: number; seconds: number }
  | { ran: false; reason: string };

/** `pgbench -i` on a new database, then `pgbench -c clients -j 2 -T seconds`; the database is dropped after. */
export async function runPgbench(
  serverUrl: string,
  clients: number,
  seconds: number,
): Promise<PgbenchResult> {
  if (!(await pgbenchInstalled())) {
    return { ran: false, reason: 'pgbench is not installed (Debian: apt-get install postgresql-client)' };
  }
  // Hex digits only: safe inside the statements.
  const name = `playdeck_pgbench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const target = url.toString();
    await run('pgbench', ['-i', '-q', target], { timeout: PGBENCH_TIMEOUT_SLACK_MS });
    const { stdout } = await run(
      'pgbench',
      ['-c', String(clients), '-j', '2', '-T', String(seconds), target],
      {
        timeout: seconds * 1_000 + PGBENCH_TIMEOUT_SLACK_MS,
      },
    );
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
    if (!tps) return { ran: false, reason: `pgbench printed no tps:\n${stdout}` };
    return { ran: true, tps: Number(tps), latencyAverageMs: Number(latency), clients, seconds };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function pgbenchInstalled(): Promise<boolean> {
  try {
    await run('pgbench', ['--version']);
    return true;
  } catch {
    return false;
  }
}
