// `npm run bench -- scale`: several production API processes behind nginx (issue 20 items 1 and 3).
// Four compiled servers (`node apps/server/dist/server.js`, what `npm start` runs) share one
// throw-away PostgreSQL database and the local Redis (REDIS_URL: pub/sub for the balance pushes, the
// rate-limit counters), each started in turn on its own 127.0.0.1 port with TRUST_PROXY=true (nginx
// passes the visitor's address in X-Forwarded-For). Debian's nginx is started by the bench with a
// generated configuration (bench/nginx.ts) in front of 1, then 2, then all 4 of them, and the same
// mixed load (scale-worker.ts, a process of its own: lobby reads, sign-ins, signed wallet rounds,
// balance pushes over WebSocket) runs through it each time: throughput, p99 of each kind, the factor
// against one process and the figure per core (the factor cannot pass the cores the machine has, and
// nginx, PostgreSQL, Redis and the load generator share them).
// Then the failover run: the same load through nginx in front of the four, one of them killed with
// SIGKILL while it runs. nginx routes around it; a money call lost with it is sent again with the
// same transactionId; the sockets it held connect again and catch up; afterwards every acknowledged
// call must be in the database once, every balance must equal its funding plus its calls and its
// ledger entries, the ledger must verify balanced (crash.ts's accounting, over the calls of every run
// of the part), and each socket's last balance must equal the one the API reads. Anything lost or
// doubled fails the part (exit code 1). Skipped, saying why, without nginx, Redis or PostgreSQL.
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { fromMinor } from '@playdeck/contract/money';
import { chooseTarget, createBenchDatabase, type BenchDatabase, type BenchTarget } from './bench-database';
import { accountFor, checkDatabase, readJournal } from './crash';
import type { JournalLine } from './crash-worker';
import { insertLobbyCatalogue, BENCH_VENDOR, searchTerms } from './lobby-catalogue';
import { findNginx, startNginx, FAIL_TIMEOUT_SECONDS, type RunningProxy } from './nginx';
import { createFundedPlayers, PLAYER_PASSWORD } from './players';
import { figure, printReport, type PartReport } from './report';
import type { Kind, ScaleJob, ScaleResult, SocketFinal } from './scale-worker';
import { killOnExit, startServer, type RunningServer } from './server-process';

/**
 * One process, two, four, then one again: the machine's speed drifts within a run (and other work on
 * it comes and goes), so the factors are against the mean of the two one-process runs.
 */
const PROCESS_COUNTS = [1, 2, 4, 1] as const;
const LOBBY_CONNECTIONS = 16;
/** Players each played by one wallet loop and watched by one WebSocket. */
const WATCHED_PLAYERS = 6;
/** Players each played by two wallet loops at once (12 wallet loops in all). */
const SHARED_PLAYERS = 3;
const SIGN_IN_USERS = 20;
/** Each sign-in checks an argon2id hash (19 MiB, 2 passes): a steady rate, not as many as fit. */
const SIGN_INS_PER_SECOND = 5;
/**
 * At most this many sign-ins under way: a hash check holds a thread of the API process's pool, and
 * with four processes an unbounded pile of them would starve every event loop of a small machine.
 */
const SIGN_INS_IN_FLIGHT_MAX = 4;
const FAILOVER_PROCESSES = 4;
/** The process killed in the failover run (its index among the four). */
const VICTIM = 1;
/** The kill falls this long into the failover run's measured time. */
const KILL_AFTER_MS = 3_000;
/** The failover run goes on this much longer than a measured run, on the processes left. */
const FAILOVER_EXTRA_SECONDS = 6;
const RETRY_SECONDS = 30;
/** Redis database 15: the tests and a default deployment use 0 (the rate-limit keys stay apart). */
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/15';
const WORKER = fileURLToPath(new URL('./scale-worker.ts', import.meta.url));
/** Past its own time, a worker gets this long to settle, read the final balances and answer. */
const WORKER_SLACK_SECONDS = 90;

export type ScaleOptions = { durationSeconds: number; warmupSeconds: number };

type Measured = {
  processes: number;
  result: ScaleResult;
  answeredBy: Record<string, number>;
  /** CPU seconds each API process used during the run (the idle ones too; undefined off Linux). */
  apiCpuSeconds: number[] | undefined;
};

type Failover = Measured & {
  killedPort: number;
  /** Milliseconds from the start of the load to the kill. */
  killedAtMs: number;
};

/** Upper bound of the part's time (run.ts's hard stop): start-ups, the measured runs, the failover. */
export function scaleBudgetSeconds(durationSeconds: number): number {
  const run = durationSeconds + 2 + 30;
  return 120 + PROCESS_COUNTS.length * run + (run + FAILOVER_EXTRA_SECONDS + RETRY_SECONDS) + 60;
}

export async function runScale(target: BenchTarget, options: ScaleOptions): Promise<PartReport> {
  if (target.kind === 'pglite') {
    return skipped(
      `this part runs on PostgreSQL only (several API processes share one database), and the bench runs on PGlite because ${target.reason}`,
    );
  }
  const nginx = findNginx();
  if (!nginx) {
    return skipped(
      'nginx is not installed (Debian: `apt-get install nginx`; or set BENCH_NGINX to its binary)',
    );
  }
  const redisUrl = process.env.BENCH_REDIS_URL ?? DEFAULT_REDIS_URL;
  if (!(await redisAnswers(redisUrl))) {
    return skipped(
      `no Redis answers at ${redisUrl} (the API processes share balance pushes and rate limits through it; set BENCH_REDIS_URL)`,
    );
  }

  let watched: { id: number; username: string }[] = [];
  let shared: number[] = [];
  let signInIds: number[] = [];
  const database = await createBenchDatabase(target, async (db) => {
    await insertLobbyCatalogue(db);
    // Balance pushes travel on Redis channels named after the account id (balance:<id>), and Redis's
    // pub/sub is server-wide, whatever the database number: the bench's accounts take ids far from
    // those of any other database's on the same Redis, so that no one else's pushes reach its sockets.
    const firstId = 1_000_000_000 + randomInt(0, 1_000_000) * 1_000;
    await db.execute(sql`select setval(pg_get_serial_sequence('accounts', 'id'), ${firstId})`);
    const players = await createFundedPlayers(db, WATCHED_PLAYERS + SHARED_PLAYERS, 'benchscale');
    watched = players.slice(0, WATCHED_PLAYERS).map((id, index) => ({ id, username: `benchscale${index}` }));
    shared = players.slice(WATCHED_PLAYERS);
    signInIds = await createFundedPlayers(db, SIGN_IN_USERS, 'benchsignin');
  });
  const folder = mkdtempSync(join(tmpdir(), 'playdeck-scale-'));
  const secret = randomBytes(24).toString('hex');
  const servers: RunningServer[] = [];
  const proxies: RunningProxy[] = [];
  const journalFiles: string[] = [];
  try {
    // One after the other: each takes its place on the database (migrations ran already) and in Redis.
    for (let index = 0; index < FAILOVER_PROCESSES; index += 1) {
      servers.push(
        await startServer({
          ...database,
          houseVendorSecret: secret,
          env: { RUN_JOBS: 'false', REDIS_URL: redisUrl, TRUST_PROXY: 'true' },
        }),
      );
    }
    const jobOf = (proxy: RunningProxy, run: number, extraSeconds: number): ScaleJob => {
      const journalFile = join(folder, `journal-${run}.jsonl`);
      journalFiles.push(journalFile);
      return {
        baseUrl: proxy.baseUrl,
        vendorCode: 'PDSLOT',
        secret,
        password: PLAYER_PASSWORD,
        watched,
        shared,
        signInUsers: signInIds.map((_, index) => `benchsignin${index}`),
        signInsPerSecond: SIGN_INS_PER_SECOND,
        signInsInFlightMax: SIGN_INS_IN_FLIGHT_MAX,
        lobbyPaths: lobbyPaths(),
        lobbyConnections: LOBBY_CONNECTIONS,
        durationSeconds: options.durationSeconds + extraSeconds,
        warmupSeconds: options.warmupSeconds,
        retrySeconds: RETRY_SECONDS,
        runId: `scale-${run}-${randomBytes(4).toString('hex')}`,
        journalFile,
        addressBase: run * 1_000_000,
      };
    };

    const measured: Measured[] = [];
    for (const [run, processes] of PROCESS_COUNTS.entries()) {
      const proxy = await startNginx(
        nginx,
        servers.slice(0, processes).map((server) => server.port),
      );
      proxies.push(proxy);
      const cpuBefore = cpuSecondsOf(servers);
      const { result } = startWorker(jobOf(proxy, run, 0), folder);
      const measuredResult = await result;
      const cpuAfter = cpuSecondsOf(servers);
      await proxy.stop();
      measured.push({
        processes,
        result: measuredResult,
        answeredBy: proxy.answeredBy(),
        apiCpuSeconds:
          cpuBefore === undefined || cpuAfter === undefined
            ? undefined
            : cpuAfter.map((seconds, index) => seconds - cpuBefore[index]!),
      });
    }

    const proxy = await startNginx(
      nginx,
      servers.map((server) => server.port),
    );
    proxies.push(proxy);
    const failoverJob = jobOf(proxy, PROCESS_COUNTS.length, FAILOVER_EXTRA_SECONDS);
    const worker = startWorker(failoverJob, folder);
    const loadStartedAt = await worker.started;
    await delay(options.warmupSeconds * 1_000 + KILL_AFTER_MS);
    const victim = servers[VICTIM]!;
    await victim.kill();
    const killedAtMs = Math.round(performance.now() - loadStartedAt);
    const failoverResult = await worker.result;
    await proxy.stop();
    const failover: Failover = {
      processes: FAILOVER_PROCESSES,
      result: failoverResult,
      answeredBy: proxy.answeredBy(),
      apiCpuSeconds: undefined,
      killedPort: victim.port,
      killedAtMs,
    };
    for (const server of servers) await server.stop();

    const journal = journalFiles.flatMap(readJournal);
    const playerIds = [...watched.map((player) => player.id), ...shared, ...signInIds];
    const check = await checkDatabase(database, journal, playerIds);
    const stored = await storedBalances(
      database,
      watched.map((player) => player.id),
    );
    return report(measured, failover, journal, check, stored, servers);
  } finally {
    for (const proxy of proxies) {
      await proxy.stop();
      proxy.dispose();
    }
    for (const server of servers) await server.stop();
    rmSync(folder, { recursive: true, force: true });
    await database.dispose();
  }
}

/**
 * The lobby's reads in turn, as visitors ask them: a different name search each time (the 10,000-game
 * catalogue's ~2,300 terms, pages 1 and 2), and between them the lanes, the start-up call, a vendor's
 * first page and a page deep in the list.
 */
function lobbyPaths(): string[] {
  const fixed = [
    '/api/lobby/vendors',
    '/api/permission',
    `/api/lobby/games?gameType=RNG&vassalage=${BENCH_VENDOR}&pageNo=1&pageSize=18`,
    '/api/lobby/games?gameType=RNG&pageNo=500&pageSize=18',
  ];
  return searchTerms().flatMap((term, index) => {
    const search = `/api/lobby/games?gameType=RNG&gameName=${encodeURIComponent(term)}&pageNo=${1 + (index % 2)}&pageSize=18`;
    return index % 2 === 0 ? [search, fixed[(index / 2) % fixed.length]!] : [search];
  });
}

type Worker = { started: Promise<number>; result: Promise<ScaleResult> };

/** Runs scale-worker.ts on `job`: `started` resolves when its load begins (performance.now()). */
function startWorker(job: ScaleJob, folder: string): Worker {
  const jobFile = join(folder, `job-${job.runId}.json`);
  writeFileSync(jobFile, JSON.stringify(job));
  const child = killOnExit(
    spawn(process.execPath, ['--import', 'tsx', WORKER, jobFile], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const timer = setTimeout(
    () => child.kill('SIGKILL'),
    (job.warmupSeconds + job.durationSeconds + WORKER_SLACK_SECONDS) * 1_000,
  );
  let resolveStarted: (at: number) => void = () => undefined;
  const started = new Promise<number>((resolve) => (resolveStarted = resolve));
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (stdout.includes('{"event":"started"}')) resolveStarted(performance.now());
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4_000)));
  const result = new Promise<ScaleResult>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const lastLine = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && lastLine.startsWith('{"measuredSeconds"'))
        resolve(JSON.parse(lastLine) as ScaleResult);
      else reject(new Error(`the scale worker stopped (${code ?? signal}):\n${stderr}`));
    });
  });
  // A worker that fails before its load begins must not leave `started` waiting.
  result.catch(() => resolveStarted(performance.now()));
  return { started, result };
}

/**
 * CPU seconds (user + system) the processes have used so far, from /proc/<pid>/stat (Linux; clock
 * ticks of 1/100 s); undefined where it cannot be read.
 */
function cpuSecondsOf(servers: RunningServer[]): number[] | undefined {
  try {
    return servers.map((server) => {
      const stat = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8');
      // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    });
  } catch {
    return undefined;
  }
}

/** Redis answers PING with +PONG (a plain TCP exchange: the bench needs no client library for it). */
async function redisAnswers(redisUrl: string): Promise<boolean> {
  const parsed = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: parsed.hostname, port: Number(parsed.port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data: Buffer) => done(data.toString('utf8').startsWith('+PONG')));
  });
}

/** The watched players' main-wallet balances as the database holds them, as the API writes them. */
async function storedBalances(database: BenchDatabase, playerIds: number[]): Promise<Map<number, string>> {
  const { db, close } = await database.open();
  try {
    const result = (await db.execute(
      sql`select owner_account_id::int as owner, balance_minor::text as balance from ledger_accounts
          where kind = 'member_wallet' and owner_account_id = any(${`{${playerIds.join(',')}}`}::bigint[])`,
    )) as unknown as { rows: { owner: number; balance: string }[] };
    return new Map(result.rows.map((row) => [Number(row.owner), fromMinor(BigInt(row.balance))]));
  } finally {
    await close();
  }
}

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

const KIND_NAMES: [Kind, string][] = [
  ['lobby', 'lobby reads'],
  ['signIn', 'sign-ins'],
  ['debit', 'wallet debits'],
  ['credit', 'wallet credits'],
  ['rollback', 'wallet rollbacks'],
  ['push', 'balance pushes (call sent → push)'],
];

function failuresOf(result: ScaleResult): number {
  return Object.values(result.failures).reduce((sum, count) => sum + count, 0);
}

/** Sockets whose last balance differs from the API's (or that were not back after the load). */
function socketMismatches(finals: SocketFinal[], stored: Map<number, string>): string[] {
  return finals
    .filter(
      (final) =>
        !final.connected ||
        final.shown === undefined ||
        final.shown !== final.read ||
        final.read !== stored.get(final.playerId),
    )
    .map(
      (final) =>
        `player ${final.playerId}: socket ${final.connected ? 'shows' : 'not back, last showed'} ${final.shown}, API reads ${final.read}, database ${stored.get(final.playerId)}`,
    );
}

function report(
  measured: Measured[],
  failover: Failover,
  journal: JournalLine[],
  check: Awaited<ReturnType<typeof checkDatabase>>,
  stored: Map<number, string>,
  servers: RunningServer[],
): PartReport {
  const cores = cpus().length;
  const ones = measured.filter((run) => run.processes === 1);
  const base = ones.reduce((sum, run) => sum + run.result.requestsPerSecond, 0) / Math.max(1, ones.length);
  const rows: string[][] = [];
  const notes: string[] = [];
  let measuredPassed = true;
  for (const [index, { processes, result, answeredBy, apiCpuSeconds }] of measured.entries()) {
    const usable = Math.min(processes, cores);
    const again = index > 0 && processes === 1 ? ' again' : '';
    rows.push([
      `${processes} process${processes === 1 ? '' : 'es'}${again}: all requests`,
      figure(result.requestsPerSecond),
      '',
      '',
      figure(result.requestsPerSecond / base, 2),
      `≤ ${usable.toFixed(2)}`,
      figure(result.requestsPerSecond / usable),
    ]);
    const cpuPerRequestMs =
      apiCpuSeconds === undefined
        ? undefined
        : (1_000 * sumOf(apiCpuSeconds)) /
          Math.max(
            1,
            result.timeline.reduce((sum, count) => sum + count, 0),
          );
    rows.push([
      "  API processes' CPU per request, ms (→ req/s one core could serve)",
      '',
      figure(cpuPerRequestMs, 2),
      '',
      '',
      '',
      cpuPerRequestMs === undefined ? '' : figure(1_000 / cpuPerRequestMs),
    ]);
    for (const [kind, name] of KIND_NAMES) {
      const figures = result.kinds[kind];
      rows.push([
        `  ${name}`,
        figure(figures.perSecond),
        figure(figures.p50Ms, 1),
        figure(figures.p99Ms, 1),
        '',
        '',
        '',
      ]);
    }
    const failures = failuresOf(result);
    const lostRequests = [result.lost, result.timedOut]
      .flatMap((tally) => Object.values(tally))
      .reduce((sum, count) => sum + count, 0);
    const socketsBehind = result.sockets.finals.filter(
      (final) => !final.connected || final.shown === undefined || final.shown !== final.read,
    ).length;
    // The runs without a kill: nothing refused, nothing lost, every push delivered, every socket
    // ending on the balance the API reads.
    const clean =
      failures === 0 &&
      lostRequests === 0 &&
      result.sockets.missedPushes === 0 &&
      result.sockets.unexpectedPushes === 0 &&
      result.sockets.drops === 0 &&
      socketsBehind === 0;
    measuredPassed &&= clean;
    const share = Object.values(answeredBy);
    const total = share.reduce((sum, count) => sum + count, 0);
    notes.push(
      `${processes} process${processes === 1 ? '' : 'es'}${again}: nginx spread the requests ${share.map((count) => `${Math.round((100 * count) / Math.max(1, total))} %`).join(' / ')}; ` +
        (apiCpuSeconds
          ? `CPU s by API process ${apiCpuSeconds.map((seconds) => figure(seconds, 1)).join(' / ')}; `
          : '') +
        `${result.sockets.pushes} pushes to ${result.sockets.clients} sockets, ${result.sockets.missedPushes} missed, ${result.sockets.unexpectedPushes} unexpected` +
        (result.signInsSkipped > 0
          ? `; ${result.signInsSkipped} sign-ins not sent (${SIGN_INS_IN_FLIGHT_MAX} under way)`
          : '') +
        (clean
          ? ''
          : `; NOT CLEAN: failures ${JSON.stringify(result.failures)}, lost ${JSON.stringify(result.lost)}, timed out ${JSON.stringify(result.timedOut)}, sockets behind the API ${socketsBehind}, first: ${result.firstFailure ?? '-'}`),
    );
  }

  const four = measured.find((run) => run.processes === 4) ?? measured.at(-1)!;
  const two = measured.find((run) => run.processes === 2);
  const perCoreBest = Math.max(
    ...measured.map((run) => run.result.requestsPerSecond / Math.min(run.processes, cores)),
  );
  notes.unshift(
    `this machine has ${cores} core${cores === 1 ? '' : 's'} (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), shared by the API processes, nginx, PostgreSQL, Redis and the load generator: ` +
      `N processes can at most be min(N, ${cores}) times one, and "per core" is the throughput divided by min(N, ${cores})`,
    `the same mix each time, from a separate process through nginx: ${LOBBY_CONNECTIONS} keep-alive connections reading the lobby (~2,300 different name searches over 10,000 games, the lanes, the start-up call), ` +
      `${SIGN_INS_PER_SECOND} sign-ins/s each from its own address, ${WATCHED_PLAYERS + 2 * SHARED_PLAYERS} wallet loops (debit, then credit or a rollback), ` +
      `${WATCHED_PLAYERS} WebSockets counting their player's balance pushes; measured ${figure(measured[0]!.result.measuredSeconds, 1)} s after a warm-up; ` +
      `factors are against the mean of the two one-process runs (${ones.map((run) => figure(run.result.requestsPerSecond)).join(' and ')} req/s)`,
    `API processes started in turn: ${servers.map((server) => `${server.startupMs} ms`).join(', ')} to healthy`,
  );

  // ---- failover ----
  const result = failover.result;
  const { counts, passed: moneyPassed, serverErrors } = accountFor(journal, check);
  const finals = result.sockets.finals;
  const mismatches = socketMismatches(finals, stored);
  const lostMoney = (['debit', 'credit', 'rollback'] as const).reduce(
    (sum, kind) => sum + (result.lost[kind] ?? 0),
    0,
  );
  const secondOf = (ms: number) => Math.floor(ms / 1_000);
  const warmupSecond = secondOf(failover.killedAtMs - KILL_AFTER_MS);
  const killSecond = secondOf(failover.killedAtMs);
  const mean = (values: number[]) =>
    values.length === 0 ? NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
  const before = mean(result.timeline.slice(warmupSecond, killSecond));
  const after = mean(result.timeline.slice(killSecond + 1, -1));
  const dip = Math.min(...result.timeline.slice(killSecond, killSecond + 3));
  const failoverFailures = failuresOf(result);
  const failoverRows: string[][] = [
    ['API processes behind nginx / killed with SIGKILL', `${failover.processes} / 1`, ''],
    ['killed at, s into the load', figure(failover.killedAtMs / 1_000, 1), ''],
    [
      'requests per second before the kill / lowest second / after',
      `${figure(before)} / ${figure(dip)} / ${figure(after)}`,
      '',
    ],
    [
      'lobby reads and sign-ins nginx could not get answered (sent again)',
      String((result.lost.lobby ?? 0) + (result.lost.signIn ?? 0)),
      '',
    ],
    ['money calls nginx could not get answered (sent again, same transactionId)', String(lostMoney), ''],
    [
      'requests unanswered after 30 s (given up, sent again)',
      String(Object.values(result.timedOut).reduce((sum, count) => sum + count, 0)),
      '',
    ],
    ['other failures under the kill (non-2xx, by kind)', String(failoverFailures), '0'],
    ...counts.map(([name, value, mustBe]) => [
      `money, every run of the part: ${name}`,
      String(value),
      mustBe === undefined ? '' : String(mustBe),
    ]),
    ['ledger verification', check.ledgerBalanced ? 'balanced' : 'NOT balanced', 'balanced'],
    [
      'WebSockets dropped by the kill / reconnect attempts',
      `${result.sockets.drops} / ${result.sockets.attempts}`,
      '',
    ],
    [
      'WebSockets caught up (balance given on reconnecting)',
      String(result.sockets.catchUps),
      String(result.sockets.drops),
    ],
    [
      'pushes received / missed while dropped',
      `${result.sockets.pushes} / ${result.sockets.missedPushes}`,
      '',
    ],
    ["sockets whose last balance ≠ the API's and the database's", String(mismatches.length), '0'],
    [
      'p99 ms over the run: lobby read / debit / credit (a replayed call: first send to final answer)',
      [result.kinds.lobby, result.kinds.debit, result.kinds.credit]
        .map((kind) => figure(kind.p99Ms, 0))
        .join(' / '),
      '',
    ],
    [
      'slowest money call, ms',
      figure(Math.max(result.kinds.debit.maxMs, result.kinds.credit.maxMs, result.kinds.rollback.maxMs), 0),
      '',
    ],
  ];
  const failoverPassed =
    moneyPassed &&
    failoverFailures === 0 &&
    mismatches.length === 0 &&
    result.sockets.catchUps >= result.sockets.drops;
  const failoverNotes = [
    `nginx: max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s, proxy_next_upstream error timeout (a GET, or a POST that never reached the dead process, goes to the next one; a POST lost in the dead process is answered 502 ${'UPSTREAM_UNAVAILABLE'} and the caller sends it again)`,
    `answered by each process (nginx's access log, the killed one on port ${failover.killedPort}): ${Object.entries(
      failover.answeredBy,
    )
      .map(([address, count]) => `${address.split(':').at(-1)} ${count}`)
      .join(', ')}`,
    ...(result.sockets.drops === 0
      ? [
          'the kill dropped no WebSocket (none was held by the killed process): reconnection was not exercised this time',
        ]
      : []),
    ...mismatches.slice(0, 5),
    ...check.missing.slice(0, 5).map((id) => `acknowledged but missing: ${id}`),
    ...check.balanceMismatches.slice(0, 5),
    ...serverErrors.slice(0, 5).map((line) => `5xx: ${line.kind} ${line.transactionId} ${line.code ?? ''}`),
    ...(failoverFailures > 0
      ? [`failures: ${JSON.stringify(result.failures)}; first: ${result.firstFailure}`]
      : []),
  ];

  const factor = (run: Measured | undefined) =>
    run ? `${run.processes} processes ${figure(run.result.requestsPerSecond / base, 2)}×` : '';
  const p99 = (kind: Kind) => figure(Math.max(...ones.map((run) => run.result.kinds[kind].p99Ms)), 0);
  const cpuPerRequest = measured.flatMap((run) =>
    run.apiCpuSeconds === undefined
      ? []
      : [
          (1_000 * sumOf(run.apiCpuSeconds)) /
            Math.max(
              1,
              run.result.timeline.reduce((sum, count) => sum + count, 0),
            ),
        ],
  );
  const cpuMs = cpuPerRequest.length === 0 ? undefined : Math.min(...cpuPerRequest);
  const sizing =
    `sizing: on ${cores} cores shared with PostgreSQL, Redis, nginx and the load, one API process served ${figure(base)} req/s of the mix ` +
    `(p99, the worse of its two runs: lobby ${p99('lobby')} ms, debit ${p99('debit')} ms, sign-in ${p99('signIn')} ms); ` +
    `${[factor(two), factor(four)].filter(Boolean).join(', ')} (bounded by the ${cores} cores); best ${figure(perCoreBest)} req/s per core; ` +
    (cpuMs === undefined
      ? ''
      : `the API processes spent ${figure(cpuMs, 2)} ms of CPU per request of the mix at best (one core's worth: ~${figure(1_000 / cpuMs)} req/s, PostgreSQL, Redis and nginx besides); `) +
    `one process SIGKILLed under load: ${lostMoney} money calls replayed, ${check.missing.length} lost, ${check.doubledKeys} doubled, ` +
    `${result.sockets.catchUps}/${result.sockets.drops} sockets caught up`;
  notes.push(sizing);

  return {
    part: 'scale',
    title: 'Scale: 1, 2 and 4 API processes behind nginx, then one killed under load',
    header: ['measure', 'per second', 'p50 ms', 'p99 ms', 'factor vs 1', 'bound', 'per core'],
    rows,
    notes,
    tables: [
      {
        title: 'Failover: one of four API processes killed with SIGKILL under the same load',
        header: ['count', 'value', 'must be'],
        rows: failoverRows,
        notes: failoverNotes,
      },
    ],
    passed: measuredPassed && failoverPassed,
    data: {
      cores,
      measured,
      failover,
      check,
      sizing,
      startupsMs: servers.map((server) => server.startupMs),
    },
  };
}

function skipped(reason: string): PartReport {
  return {
    part: 'scale',
    title: 'Scale: 1, 2 and 4 API processes behind nginx, then one killed under load',
    header: ['measure', 'result'],
    rows: [['throughput and failover behind nginx', 'skipped']],
    notes: [`skipped: ${reason}`],
    passed: true,
    data: { skipped: reason },
  };
}

// Run on its own: `npx tsx bench/scale.ts` (uses the last build).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const seconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
  const result = await runScale(await chooseTarget(), { durationSeconds: seconds, warmupSeconds: 2 });
  printReport(result);
  process.exit(result.passed ? 0 : 1);
}
