// The load generator, run as a process of its own (`node --import tsx load-worker.ts <job.json>`) so
// that the client's work never shares the measured server's event loop or the bench's. It runs one
// job, bounded by its duration, and prints its result as one line of JSON on stdout.
//   http:   autocannon against one URL (a read, or the bare reference route), or against a list of
//           paths on one origin taken in turn (many different queries).
//   wallet: seamless-wallet rounds: loops that each play one player's rounds, a signed debit and then
//           the credit that settles it, one after the other as a game does; several loops may share a
//           player (two tabs of one member), which is what the row lock on a wallet is for.
import { readFileSync } from 'node:fs';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import { keepAliveAgent, postSigned, REQUEST_TIMEOUT_MS } from './http-client';
import { latencyOf, type Latency } from './latency';

export type HttpJob = {
  type: 'http';
  url: string;
  /** Paths (with their query) asked in turn on url's origin instead of url's own path. */
  paths?: string[];
  /** Headers sent with every request besides the browser's (e.g. a signed-in agent's Bearer token). */
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
};

export type WalletJob = {
  type: 'wallet';
  baseUrl: string;
  vendorCode: string;
  secret: string;
  playerIds: number[];
  loops: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Makes this run's transaction and round ids unique across runs on one database. */
  runId: string;
};

export type Job = HttpJob | WalletJob;

export type { Latency };

export type HttpResult = {
  requestsPerSecond: number;
  requestsTotal: number;
  latency: Latency;
  errors: number;
  non2xx: number;
};

export type WalletResult = {
  roundsPerSecond: number;
  rounds: number;
  debit: Latency;
  credit: Latency;
  /** Answers other than 2xx, by status, and connection errors: a clean run has none. */
  failures: Record<string, number>;
  /** A failure's first answer body, to say what went wrong. */
  firstFailure?: string;
};

/**
 * Every read is asked as a browser asks it: accepting compressed answers. (The bare reference route
 * ignores the header; the lobby sends its kept answers compressed, as every visitor receives them.)
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function runHttp(job: HttpJob): Promise<HttpResult> {
  let next = 0;
  const paths = job.paths;
  const result = await autocannon({
    url: job.url,
    headers: { ...BROWSER_HEADERS, ...job.headers },
    ...(paths?.length
      ? {
          requests: [
            {
              setupRequest: (request: AutocannonRequest) => {
                next = (next + 1) % paths.length;
                return { ...request, path: paths[next]! };
              },
            },
          ],
        }
      : {}),
    connections: job.connections,
    duration: job.durationSeconds,
    timeout: REQUEST_TIMEOUT_MS / 1_000,
    warmup: { connections: job.connections, duration: job.warmupSeconds },
  });
  const requestsTotal = Object.values(result.statusCodeStats).reduce(
    (sum, { count }) => sum + Number(count),
    0,
  );
  return {
    requestsPerSecond: result.requests.average,
    requestsTotal,
    latency: {
      count: requestsTotal,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
    },
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function runWallet(job: WalletJob): Promise<WalletResult> {
  const url = new URL(job.baseUrl);
  const agent = keepAliveAgent(job.loops);
  const samples = { debit: [] as number[], credit: [] as number[] };
  const failures: Record<string, number> = {};
  let firstFailure: string | undefined;
  let rounds = 0;
  let counter = 0;
  let measuring = false;
  const startedAt = performance.now();
  const measureFrom = startedAt + job.warmupSeconds * 1_000;
  const stopAt = measureFrom + job.durationSeconds * 1_000;

  /** One signed call; its latency counts once the warm-up is over. Answers whether it was a 2xx. */
  async function call(kind: 'debit' | 'credit', fields: Record<string, unknown>): Promise<boolean> {
    const body = JSON.stringify(fields);
    const sentAt = performance.now();
    let outcome: string;
    try {
      const answer = await postSigned(agent, url, `/api/vendor/${job.vendorCode}/${kind}`, body, job.secret);
      if (measuring) samples[kind].push(performance.now() - sentAt);
      if (answer.status >= 200 && answer.status < 300) return true;
      outcome = String(answer.status);
      firstFailure ??= `${kind} ${answer.status}: ${answer.body.slice(0, 300)}`;
    } catch (error) {
      outcome = 'connection error';
      firstFailure ??= `${kind}: ${(error as Error).message}`;
    }
    if (measuring) failures[outcome] = (failures[outcome] ?? 0) + 1;
    return false;
  }

  async function loop(index: number): Promise<void> {
    const playerId = job.playerIds[index % job.playerIds.length]!;
    while (performance.now() < stopAt) {
      counter += 1;
      const roundId = `${job.runId}-r${counter}`;
      const round = { playerId, roundId, gameCode: 'bench-slot' };
      const debited = await call('debit', { ...round, transactionId: `${roundId}-d`, amount: '1.00' });
      if (!debited) continue;
      const credited = await call('credit', { ...round, transactionId: `${roundId}-c`, amount: '0.95' });
      if (credited && measuring) rounds += 1;
    }
  }

  const warmup = setTimeout(() => (measuring = true), job.warmupSeconds * 1_000);
  await Promise.all(Array.from({ length: job.loops }, (_, index) => loop(index)));
  clearTimeout(warmup);
  agent.destroy();
  const measuredSeconds = (performance.now() - measureFrom) / 1_000;
  return {
    roundsPerSecond: rounds / measuredSeconds,
    rounds,
    debit: latencyOf(samples.debit),
    credit: latencyOf(samples.credit),
    failures,
    ...(firstFailure ? { firstFailure } : {}),
  };
}

const jobFile = process.argv[2];
if (!jobFile) throw new Error('usage: load-worker.ts <job.json>');
const job = JSON.parse(readFileSync(jobFile, 'utf8')) as Job;
const result = job.type === 'http' ? await runHttp(job) : await runWallet(job);
process.stdout.write(`${JSON.stringify(result)}\n`);
