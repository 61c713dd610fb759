// Proves server.ts as an operator runs it, as a child process (tsx): started with a DATABASE_URL
// nothing listens on, it logs one clear line (host:port and the error, no stack), keeps retrying,
// answers /healthz 200 and everything else 503 in the error envelope, and comes up by itself once
// PostgreSQL answers. Then SIGTERM: /readyz turns 503 at once, the WebSocket is closed as 1001
// "going away", a request in flight (its body still arriving) is answered, a scheduled job held
// mid-run by a table lock is waited for, and only then does the process exit, with status 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, expect, it } from 'vitest';
import { freePort, relayedDatabase, waitFor } from './test-support/outages';

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));
const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

/** A GET on a connection of its own (never a kept-alive one the server may be closing). */
function getOnNewConnection(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

it(
  'waits for an unreachable database, then shuts down gracefully on SIGTERM',
  { timeout: 240_000 },
  async () => {
    // Nothing listens on the relay's port until it is started.
    const { name, url: databaseUrl, relay } = await relayedDatabase(POSTGRES, 'playdeck_process', cleanups);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    let output = '';
    // node itself with tsx's loader (not the tsx command, which would stand between the signal and us).
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      cwd: REPOSITORY,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl.toString(),
        DATABASE_POOL_SIZE: '20',
        SEED_DEMO_DATA: 'false',
        SERVER_RENDERING: 'false',
        WEB_DIST: '/nonexistent',
        RUN_JOBS: 'true',
        SHUTDOWN_DELAY_MS: '1500',
        SHUTDOWN_TIMEOUT_MS: '60000',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });

    // Started without a database: one line naming where, and the error; no stack trace.
    await waitFor('the unreachable line', async () => output.includes('unreachable'), 60_000);
    expect(output).toMatch(
      new RegExp(
        `PostgreSQL at 127\\.0\\.0\\.1:${relay.port} unreachable \\(connect ECONNREFUSED[^)]*\\); attempt 1, next in 1 s`,
      ),
    );
    expect(output).not.toMatch(/\n\s+at /);
    await waitFor('the waiting port', async () => (await fetch(`${base}/healthz`)).status === 200);
    const waitingReady = await fetch(`${base}/readyz`, { headers: { 'accept-language': 'en' } });
    expect(waitingReady.status).toBe(503);
    expect(await waitingReady.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    const waitingApi = await fetch(`${base}/api/permission`);
    expect(waitingApi.status).toBe(503);
    expect(await waitingApi.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Dịch vụ tạm thời gián đoạn, vui lòng thử lại sau giây lát',
    });

    // PostgreSQL comes: the process migrates, builds the application and becomes ready by itself.
    await relay.start();
    await waitFor('readiness', async () => (await fetch(`${base}/readyz`)).status === 200, 120_000);

    // A scheduled job held mid-run: the lottery draws (every second) wait on this table lock.
    const locker = new pg.Client({ connectionString: `${POSTGRES.replace(/\/[^/]*$/, '')}/${name}` });
    await locker.connect();
    cleanups.push(() => locker.end());
    await locker.query('begin');
    await locker.query('lock table house_lottery_draws in access exclusive mode');
    // Another connection: inside the locker's transaction pg_stat_activity would stay as first read.
    const observer = new pg.Client({ connectionString: POSTGRES });
    await observer.connect();
    cleanups.push(() => observer.end());
    await waitFor('a job waiting on the lock', async () => {
      const { rows } = await observer.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [name],
      );
      return rows[0]!.waiting > 0;
    });

    // A live stream, and a request whose body is still arriving.
    const socket = new WebSocket(`ws://127.0.0.1:${port}/house/api/baccarat/stream?table=BAC01`);
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    await new Promise((done, fail) => socket.once('open', done).once('error', fail));
    const body = JSON.stringify({ playerId: 1 });
    const slow = connect(port, '127.0.0.1');
    let answer = '';
    slow.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise((done) => slow.once('connect', done));
    slow.write(
      `POST /api/vendor/PDSLOT/balance HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );

    child.kill('SIGTERM');
    // Not ready at once, while the delay lets a load balancer notice.
    const shuttingDown = await getOnNewConnection(port, '/readyz').catch((error: unknown) => {
      throw new Error(`${String(error)}\n${output.slice(-4000)}`);
    });
    expect(shuttingDown.status).toBe(503);
    expect(JSON.parse(shuttingDown.body).value).toMatchObject({ ready: false, shuttingDown: true });

    expect(await closed).toBe(1001);
    // The request in flight is answered when its body is complete.
    slow.write(body.slice(5));
    await waitFor('the slow request answer', async () => answer.includes('\r\n\r\n{'));
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer).toContain('"code":"NOT_FOUND"');
    slow.destroy();

    // The job is still held: the process waits for it.
    await waitFor('the wait for the job', async () => output.includes('waiting for 1 scheduled job(s)'));
    await new Promise((done) => setTimeout(done, 500));
    expect(child.exitCode).toBeNull();
    await locker.query('commit');

    expect(await exited).toBe(0);
    expect(output).toContain('scheduled jobs finished');
    expect(output).toContain('shut down cleanly');
  },
);
