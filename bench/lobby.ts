// `npm run bench -- lobby`: the lobby's reads beside a bare Fastify route answering a fixed 2 KB JSON,
// both served by processes of their own and loaded from a third, in one run. The catalogue has
// 10,000 games of one vendor; the target (issue 12) is the name search at ≥ 50 % of the bare route.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase, type BenchTarget } from './bench-database';
import { runLoad } from './load';
import type { HttpResult } from './load-worker';
import { BENCH_GAMES, BENCH_VENDOR, insertLobbyCatalogue, searchTerms } from './lobby-catalogue';
import { figure, type PartReport } from './report';
import { BenchSetupError, killOnExit, startServer } from './server-process';

const CONNECTIONS = 20;
const SEARCH_RATIO_TARGET = 0.5;
const BARE_SERVER = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
const BARE_START_TIMEOUT_MS = 15_000;

type Read = { name: string; path: string; paths?: string[]; target?: number };
type MeasuredRead = { read: Read; result: HttpResult; ratio: number };

const searchPath = (term: string, pageNo: number) =>
  `/api/lobby/games?gameType=RNG&gameName=${encodeURIComponent(term)}&pageNo=${pageNo}&pageSize=18`;
/** Every term a new one: more terms than the server keeps lists or pages for, asked in turn. */
const VARIED_SEARCHES = searchTerms().map((term, index) => searchPath(term, 1 + (index % 2)));

const READS: Read[] = [
  {
    name: `lobby search over ${BENCH_GAMES.toLocaleString('en')} games`,
    path: searchPath('golden dragon', 2),
    target: SEARCH_RATIO_TARGET,
  },
  {
    name: `lobby search, ${VARIED_SEARCHES.length.toLocaleString('en')} different searches in turn`,
    path: VARIED_SEARCHES[0]!,
    paths: VARIED_SEARCHES,
  },
  {
    name: 'lobby games, one vendor, page 1',
    path: `/api/lobby/games?gameType=RNG&vassalage=${BENCH_VENDOR}&pageNo=1&pageSize=18`,
  },
  { name: 'lobby games, page 500', path: '/api/lobby/games?gameType=RNG&pageNo=500&pageSize=18' },
  { name: 'lobby vendors (lanes)', path: '/api/lobby/vendors' },
  { name: 'permission (start-up call)', path: '/api/permission' },
];

export type LobbyOptions = { durationSeconds: number; warmupSeconds: number };

export async function runLobby(target: BenchTarget, options: LobbyOptions): Promise<PartReport> {
  const database = await createBenchDatabase(target, insertLobbyCatalogue);
  const bare = await startBare();
  try {
    const server = await startServer({
      ...database,
      houseVendorSecret: randomBytes(24).toString('hex'),
      env: { RUN_JOBS: 'false' },
    });
    try {
      const load = (url: string, paths?: string[]) =>
        runLoad({ type: 'http', url, connections: CONNECTIONS, ...options, ...(paths ? { paths } : {}) });
      // The bare route runs before and after each read, and each read is set beside the mean of its
      // two neighbours: a virtual machine's speed drifts within one run.
      const bareRuns = [await load(`${bare.baseUrl}/bare`)];
      const results: MeasuredRead[] = [];
      for (const read of READS) {
        const result = await load(`${server.baseUrl}${read.path}`, read.paths);
        bareRuns.push(await load(`${bare.baseUrl}/bare`));
        const [before, after] = bareRuns.slice(-2) as [HttpResult, HttpResult];
        const bareRate = (before.requestsPerSecond + after.requestsPerSecond) / 2;
        results.push({ read, result, ratio: result.requestsPerSecond / bareRate });
      }
      return report(target, bare.bodyBytes, bareRuns, results);
    } finally {
      await server.stop();
    }
  } finally {
    bare.child.kill('SIGTERM');
    await database.dispose();
  }
}

async function startBare(): Promise<{ child: ChildProcess; baseUrl: string; bodyBytes: number }> {
  const child = killOnExit(
    spawn(process.execPath, [BARE_SERVER, '0'], { stdio: ['ignore', 'pipe', 'inherit'] }),
  );
  const timer = setTimeout(() => child.kill('SIGKILL'), BARE_START_TIMEOUT_MS);
  try {
    const [line] = (await Promise.race([
      once(child.stdout!.setEncoding('utf8'), 'data'),
      once(child, 'exit').then(() => {
        throw new BenchSetupError('the bare reference server exited while starting');
      }),
    ])) as [string];
    const [, port, bytes] = line.trim().split(' ');
    return { child, baseUrl: `http://127.0.0.1:${port}`, bodyBytes: Number(bytes) };
  } finally {
    clearTimeout(timer);
  }
}

function report(
  target: BenchTarget,
  bareBytes: number,
  bareRuns: HttpResult[],
  results: MeasuredRead[],
): PartReport {
  const row = (name: string, result: HttpResult, ratio: number, ratioTarget?: number) => [
    name,
    figure(result.requestsPerSecond),
    figure(result.latency.p50Ms, 1),
    figure(result.latency.p99Ms, 1),
    String(result.errors + result.non2xx),
    figure(ratio, 2),
    ratioTarget === undefined ? '' : `≥ ${ratioTarget.toFixed(2)}`,
  ];
  const bareRates = bareRuns.map((run) => run.requestsPerSecond);
  const bareMean: HttpResult = {
    ...bareRuns[0]!,
    requestsPerSecond: bareRates.reduce((sum, rate) => sum + rate, 0) / bareRates.length,
  };
  const failures = [...bareRuns, ...results.map(({ result }) => result)].some(
    (result) => result.errors + result.non2xx > 0 || result.requestsTotal === 0,
  );
  const targetsMet = results.every(({ read, ratio }) => read.target === undefined || ratio >= read.target);
  return {
    part: 'lobby',
    title: 'Lobby reads beside a bare Fastify route',
    header: ['read', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio to bare', 'target'],
    rows: [
      row(`bare Fastify route, fixed ${bareBytes} B JSON (mean of ${bareRuns.length})`, bareMean, 1),
      ...results.map(({ read, result, ratio }) => row(read.name, result, ratio, read.target)),
    ],
    notes: [
      `${CONNECTIONS} connections from a separate process; servers in processes of their own (production build)`,
      `the bare route ran before and after each read: ${bareRates.map((rate) => figure(rate)).join(', ')} req/s; a read's ratio is to the mean of its two neighbours`,
      `database: ${target.kind === 'postgres' ? 'local PostgreSQL' : `PGlite (${target.reason})`}`,
    ],
    passed: !failures && targetsMet,
    data: {
      bare: bareRuns,
      reads: results.map(({ read, result, ratio }) => ({
        ...read,
        paths: read.paths?.length,
        ...result,
        ratio,
      })),
    },
  };
}
