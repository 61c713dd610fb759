// The scale part's mixed load, in a process of its own (`node --import tsx scale-worker.ts <job.json>`)
// so that neither nginx nor the API processes share its event loop, and so that killing an API
// process never kills it. Everything goes through nginx:
//   lobby reads    — keep-alive connections asking the lobby's lists and searches in turn, as browsers;
//   sign-ins       — at a steady rate, each from a loopback address of its own (127.x.y.z, a visitor
//                    of its own for the per-IP limits), over a new connection, with the encrypted body
//                    the browser sends (the site's public key from /api/permission);
//   wallet rounds  — signed seamless-wallet calls as crash-worker.ts plays them (debit, then credit or
//                    one round in ten a rollback); a call nginx could not get answered (its process died
//                    under it) is sent again with the same transactionId and body until an answer comes,
//                    and every call's final answer goes to the journal for the money accounting;
//   balance pushes — one WebSocket per watched player (signed in, authenticated by its first message)
//                    counting the balances pushed after each of that player's calls, whichever process
//                    made the call (Redis carries them); a socket that drops connects again, and the
//                    balance it is given on authenticating is its catch-up.
// Bounded by the job's duration; prints `{"event":"started"}` when the load begins and its result as
// the last line of JSON on stdout.
import { readFileSync, writeFileSync } from 'node:fs';
import { request, type Agent } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import WebSocket from 'ws';
import { journalMinor, type JournalLine } from './crash-worker';
import { keepAliveAgent, postSigned, PROXY_UNAVAILABLE_CODE, type Answer } from './http-client';
import { latencyOf, type Latency } from './latency';

export type ScaleJob = {
  /** nginx's address: every request of the load goes through it. */
  baseUrl: string;
  vendorCode: string;
  secret: string;
  /** The password of every bench player. */
  password: string;
  /** Players each played by one wallet loop and watched by one WebSocket (their pushes come in order). */
  watched: { id: number; username: string }[];
  /** Players each played by two wallet loops at once. */
  shared: number[];
  signInUsers: string[];
  signInsPerSecond: number;
  /** Sign-ins under way at once at most: past it a due sign-in is skipped (and counted), not queued. */
  signInsInFlightMax: number;
  lobbyPaths: string[];
  lobbyConnections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** How long a lost money call keeps being sent again. */
  retrySeconds: number;
  /** Makes this run's transaction and round ids unique across the runs on one database. */
  runId: string;
  /** Where the journal of the wallet calls is written (JSON lines, crash-worker.ts's JournalLine). */
  journalFile: string;
  /** The index of this run's first sign-in address: runs use addresses of their own. */
  addressBase: number;
};

export const KINDS = ['lobby', 'signIn', 'debit', 'credit', 'rollback', 'push'] as const;
export type Kind = (typeof KINDS)[number];
type MoneyKind = JournalLine['kind'];

export type KindFigures = Latency & { perSecond: number };

export type SocketFinal = {
  playerId: number;
  /** The balance the socket shows last (a push, or the catch-up after a reconnect). */
  shown: string | undefined;
  /** The balance GET /api/wallet/balance answers with that member's session, after the load. */
  read: string | undefined;
  connected: boolean;
};

export type ScaleResult = {
  measuredSeconds: number;
  /** HTTP answers 2xx per second of the measured time, all kinds together (pushes not included). */
  requestsPerSecond: number;
  /** Per kind: 2xx answers per second and latency (a push: from its call being sent to its arrival). */
  kinds: Record<Kind, KindFigures>;
  /** HTTP answers 2xx in each second since the load began (warm-up included). */
  timeline: number[];
  /** Final answers other than 2xx and connection errors, by "kind status". */
  failures: Record<string, number>;
  firstFailure?: string;
  /** Requests nginx answered UPSTREAM_UNAVAILABLE (or that lost their connection), by kind: sent again. */
  lost: Record<string, number>;
  /** Requests unanswered after REQUEST_TIMEOUT_MS, by kind: given up and sent again. */
  timedOut: Record<string, number>;
  /** Sign-ins that were due while signInsInFlightMax were under way (measured time): not sent. */
  signInsSkipped: number;
  sockets: {
    clients: number;
    /** Authenticated sockets that were closed under the load (their process died). */
    drops: number;
    /** Connection attempts after a drop, successful or not. */
    attempts: number;
    /** Authentications after a drop: the balance given then is the catch-up. */
    catchUps: number;
    pushes: number;
    /** Calls acknowledged while the socket was open whose push never came (the socket dropped first, or none came). */
    missedPushes: number;
    /** Pushes that matched no call of the player sent while the socket was open. */
    unexpectedPushes: number;
    finals: SocketFinal[];
  };
};

/**
 * A request unanswered this long is given up (a visitor would have left) and sent again: counted as
 * timed out. Longer than the other parts' 10 s, as these runs share a machine with everything else.
 */
const REQUEST_TIMEOUT_MS = 30_000;
const RETRY_PAUSE_MS = 100;
const ROLLBACK_EVERY = 10;
const RECONNECT_PAUSE_MS = 200;
/** After the load: time for the last pushes to arrive, then for a dropped socket to be back. */
const SETTLE_MS = 1_000;
const RECONNECT_WAIT_MS = 10_000;
const FINAL_READ_TRIES = 10;
/** The lobby is read as browsers read it, accepting compressed answers; the bench's own reads take plain JSON. */
const COMPRESSED = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const job = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as ScaleJob;
const url = new URL(job.baseUrl);
const walletLoops = job.watched.length + job.shared.length * 2;
const walletAgent = keepAliveAgent(walletLoops);
const lobbyAgent = keepAliveAgent(job.lobbyConnections);
const readAgent = keepAliveAgent(4);

const samples = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
const failures: Record<string, number> = {};
const lost: Record<string, number> = {};
const timedOut: Record<string, number> = {};

/** A request that got no usable answer: lost (nginx or the connection said so) or timed out. */
function notAnswered(kind: string, error: unknown): void {
  const tally = error instanceof Error && error.message === 'timeout' ? timedOut : lost;
  tally[kind] = (tally[kind] ?? 0) + 1;
}
const journal: JournalLine[] = [];
const timeline: number[] = [];
let firstFailure: string | undefined;
let measuring = false;
let startedAt = 0;
let stopAt = Infinity;
let counter = 0;

/** A final answer other than 2xx (or none), warm-up included: a clean run has none. */
function failed(kind: string, outcome: string, detail: string): void {
  failures[`${kind} ${outcome}`] = (failures[`${kind} ${outcome}`] ?? 0) + 1;
  firstFailure ??= `${kind} ${outcome}: ${detail.slice(0, 300)}`;
}

/** A 2xx answer: counted in its second of the timeline, and its latency once the warm-up is over. */
function answered(kind: Kind, latencyMs: number): void {
  if (kind !== 'push') {
    const second = Math.floor((performance.now() - startedAt) / 1_000);
    timeline[second] = (timeline[second] ?? 0) + 1;
  }
  if (measuring) samples[kind].push(latencyMs);
}

const proxyLost = (answer: Answer) =>
  answer.status === 502 && answer.body.includes(`"${PROXY_UNAVAILABLE_CODE}"`);

type Options = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

/** One request through nginx; rejects on a connection error or no answer in time. */
function send(options: Options, agent: Agent | false, localAddress?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: options.path,
        method: options.method,
        timeout: REQUEST_TIMEOUT_MS,
        ...(localAddress ? { localAddress } : {}),
        headers: {
          'user-agent': 'playdeck-bench',
          ...(options.body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/**
 * Sends until an answer other than nginx's UPSTREAM_UNAVAILABLE comes (the same request every time,
 * rebuilt by `make` for a sign-in whose body is encrypted anew) or `giveUpAt` passes: undefined then.
 */
async function untilAnswered(
  kind: Kind,
  make: () => Promise<Options> | Options,
  agent: Agent | false,
  giveUpAt: number,
  localAddress?: () => string,
): Promise<{ answer: Answer | undefined; attempts: number }> {
  for (let attempts = 1; ; attempts += 1) {
    let error: unknown;
    try {
      const answer = await send(await make(), agent, localAddress?.());
      if (!proxyLost(answer)) return { answer, attempts };
    } catch (caught) {
      // The connection to nginx failed, or no answer came in time: sent again as well.
      error = caught;
    }
    notAnswered(kind, error);
    if (performance.now() > giveUpAt) return { answer: undefined, attempts };
    await delay(RETRY_PAUSE_MS);
  }
}

// ---- lobby reads ----

async function lobbyLoop(index: number): Promise<void> {
  let next = index;
  while (performance.now() < stopAt) {
    const path = job.lobbyPaths[next % job.lobbyPaths.length]!;
    next += job.lobbyConnections;
    const sentAt = performance.now();
    const { answer } = await untilAnswered(
      'lobby',
      () => ({ method: 'GET', path, headers: COMPRESSED }),
      lobbyAgent,
      stopAt,
    );
    if (answer && answer.status >= 200 && answer.status < 300) answered('lobby', performance.now() - sentAt);
    else failed('lobby', String(answer?.status ?? 'no answer'), answer?.body ?? path);
  }
}

// ---- sign-ins ----

let encryptionKey: { key: Awaited<ReturnType<typeof importJWK>>; kid: string } | undefined;
let nextAddress = job.addressBase;

/** 127.a.b.c, a visitor's address of its own for each index (about 16 million of them). */
function loopbackAddress(index: number): string {
  const a = 1 + (Math.floor(index / (256 * 254)) % 254);
  const b = Math.floor(index / 254) % 256;
  const c = 1 + (index % 254);
  return `127.${a}.${b}.${c}`;
}

async function loadEncryptionKey(): Promise<void> {
  const answer = await send({ method: 'GET', path: '/api/permission' }, readAgent);
  if (answer.status !== 200) throw new Error(`GET /api/permission answered ${answer.status}: ${answer.body}`);
  const jwk = (JSON.parse(answer.body) as { value: { encryption: { jwk: JWK & { kid: string } } } }).value
    .encryption.jwk;
  encryptionKey = { key: await importJWK(jwk, 'RSA-OAEP-256'), kid: jwk.kid };
}

/** Signs in as the browser does; answers the session token, or undefined (the failure is counted). */
async function signIn(username: string, giveUpAt: number): Promise<string | undefined> {
  const sentAt = performance.now();
  const make = async (): Promise<Options> => {
    const { key, kid } = encryptionKey!;
    const jwe = await new CompactEncrypt(
      new TextEncoder().encode(JSON.stringify({ username, password: job.password, site: 'member' })),
    )
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
      .encrypt(key);
    return { method: 'POST', path: '/api/session', body: JSON.stringify({ jwe }) };
  };
  // A new visitor: a new connection from an address of its own.
  const { answer } = await untilAnswered('signIn', make, false, giveUpAt, () =>
    loopbackAddress(nextAddress++),
  );
  if (answer?.status === 200) {
    answered('signIn', performance.now() - sentAt);
    return (JSON.parse(answer.body) as { value: { token: string } }).value.token;
  }
  failed('signIn', String(answer?.status ?? 'no answer'), answer?.body ?? username);
  return undefined;
}

let signInsSkipped = 0;

/**
 * Sign-ins at a steady rate, whatever their latency (visitors arrive whether or not the site is
 * slow): each starts when it is due, up to the job's signInsInFlightMax at once.
 */
async function signInArrivals(): Promise<void> {
  const intervalMs = 1_000 / job.signInsPerSecond;
  const inFlight = new Set<Promise<unknown>>();
  let due = performance.now();
  let next = 0;
  while (performance.now() < stopAt) {
    const wait = due - performance.now();
    if (wait > 0) await delay(wait);
    if (performance.now() >= stopAt) break;
    due += intervalMs;
    if (inFlight.size >= job.signInsInFlightMax) {
      if (measuring) signInsSkipped += 1;
      continue;
    }
    const signing = signIn(job.signInUsers[next % job.signInUsers.length]!, stopAt);
    next += 1;
    inFlight.add(signing);
    void signing.finally(() => inFlight.delete(signing));
  }
  await Promise.all(inFlight);
}

// ---- balance pushes ----

class Watcher {
  socket: WebSocket | undefined;
  authenticated = false;
  shown: string | undefined;
  connections = 0;
  drops = 0;
  attempts = 0;
  catchUps = 0;
  pushes = 0;
  missed = 0;
  unexpected = 0;
  stopping = false;
  /** Calls of this player sent while the socket was open, oldest first, whose push has not come. */
  pending: { id: number; sentAt: number }[] = [];
  private readyWaiters: (() => void)[] = [];

  constructor(
    readonly playerId: number,
    readonly token: string,
  ) {}

  connect(): void {
    this.connections += 1;
    const socket = new WebSocket(`${job.baseUrl.replace(/^http/, 'ws')}/api/wallet/stream`);
    this.socket = socket;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: this.token })));
    socket.on('message', (data: Buffer) => this.onMessage(data.toString('utf8')));
    socket.on('error', () => undefined); // 'close' follows
    socket.on('close', () => this.onClose());
  }

  private onMessage(text: string): void {
    const message = JSON.parse(text) as { type: string; balance?: string; code?: string };
    if (message.type !== 'balance') {
      failed('push', message.code ?? message.type, text);
      return;
    }
    if (!this.authenticated) {
      // The balance given on authenticating: the first one, or the catch-up after a drop.
      this.authenticated = true;
      this.shown = message.balance;
      if (this.connections > 1) this.catchUps += 1;
      for (const resolve of this.readyWaiters.splice(0)) resolve();
      return;
    }
    this.pushes += 1;
    this.shown = message.balance;
    const call = this.pending.shift();
    if (call) answered('push', performance.now() - call.sentAt);
    else this.unexpected += 1;
  }

  private onClose(): void {
    const wasAuthenticated = this.authenticated;
    this.authenticated = false;
    this.missed += this.pending.length;
    this.pending = [];
    if (this.stopping) return;
    if (wasAuthenticated) this.drops += 1;
    if (performance.now() > stopAt + RECONNECT_WAIT_MS) return;
    this.attempts += 1;
    setTimeout(() => this.connect(), RECONNECT_PAUSE_MS);
  }

  /** Resolves once the socket is authenticated (at once when it is), or after `timeoutMs`. */
  ready(timeoutMs: number): Promise<boolean> {
    if (this.authenticated) return Promise.resolve(true);
    return Promise.race([
      new Promise<boolean>((resolve) => this.readyWaiters.push(() => resolve(true))),
      delay(timeoutMs).then(() => false),
    ]);
  }

  /** A call of this player is sent: its push is expected while the socket stays open. */
  expect(id: number): void {
    if (this.authenticated) this.pending.push({ id, sentAt: performance.now() });
  }

  /** The call was refused or lost: whether a push comes for it is not known. */
  forget(id: number): void {
    this.pending = this.pending.filter((call) => call.id !== id);
  }

  close(): void {
    this.stopping = true;
    this.missed += this.pending.length;
    this.pending = [];
    this.socket?.close();
  }
}

// ---- wallet rounds ----

let callId = 0;

/** One money call, sent again with the same body while it is lost; its final answer is journalled. */
async function money(
  kind: MoneyKind,
  fields: Record<string, string | number>,
  watcher: Watcher | undefined,
): Promise<boolean> {
  const body = JSON.stringify(fields);
  const path = `/api/vendor/${job.vendorCode}/${kind}`;
  const giveUpAt = performance.now() + job.retrySeconds * 1_000;
  const sentAt = performance.now();
  const id = (callId += 1);
  watcher?.expect(id);
  let answer: Answer | undefined;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    let error: unknown;
    try {
      answer = await postSigned(walletAgent, url, path, body, job.secret, REQUEST_TIMEOUT_MS);
      if (!proxyLost(answer)) break;
    } catch (caught) {
      answer = undefined;
      error = caught;
    }
    // Lost (the process died under it, or none answered) or timed out: whether it was applied is
    // not known, so its push is not expected; the same call goes again.
    watcher?.forget(id);
    notAnswered(kind, error);
    if (performance.now() > giveUpAt) {
      answer = undefined;
      break;
    }
    await delay(RETRY_PAUSE_MS);
  }
  let code: string | undefined;
  if (answer && answer.status >= 300) {
    try {
      code = (JSON.parse(answer.body) as { code?: string }).code;
    } catch {
      code = answer.body.slice(0, 100);
    }
  }
  journal.push({
    transactionId: String(fields.transactionId),
    kind,
    playerId: Number(fields.playerId),
    roundId: String(fields.roundId),
    amountMinor: journalMinor(fields.amount),
    status: answer?.status ?? 0,
    ...(code ? { code } : {}),
    attempts,
  });
  const ok = answer !== undefined && answer.status >= 200 && answer.status < 300;
  if (ok) answered(kind, performance.now() - sentAt);
  else {
    watcher?.forget(id);
    // A replay refused with a 4xx is an accepted outcome (the journal's accounting tells them apart).
    const acceptedRefusal = attempts > 1 && answer !== undefined && answer.status < 500;
    if (!acceptedRefusal) {
      failed(kind, String(answer?.status ?? 'no answer'), answer?.body ?? String(fields.transactionId));
    }
  }
  return ok;
}

async function walletLoop(playerId: number, watcher: Watcher | undefined): Promise<void> {
  while (performance.now() < stopAt) {
    counter += 1;
    const roundId = `${job.runId}-r${counter}`;
    const round = { playerId, roundId, gameCode: 'scale-slot' };
    const debitId = `${roundId}-d`;
    if (!(await money('debit', { ...round, transactionId: debitId, amount: '1.00' }, watcher))) continue;
    if (counter % ROLLBACK_EVERY === 0) {
      await money(
        'rollback',
        { playerId, roundId, transactionId: `${roundId}-x`, referenceTransactionId: debitId },
        watcher,
      );
    } else {
      await money(
        'credit',
        { ...round, transactionId: `${roundId}-c`, amount: counter % 3 === 0 ? '2.50' : '0.00' },
        watcher,
      );
    }
  }
}

// ---- the run ----

async function readBalance(token: string): Promise<string | undefined> {
  try {
    const answer = await send(
      { method: 'GET', path: '/api/wallet/balance', headers: { authorization: `Bearer ${token}` } },
      readAgent,
    );
    if (answer.status !== 200) return undefined;
    return (JSON.parse(answer.body) as { value: { balance: string } }).value.balance;
  } catch {
    return undefined;
  }
}

/** After the load: every socket back, and the balance it shows beside the one the API reads. */
async function finalOf(watcher: Watcher): Promise<SocketFinal> {
  const connected = await watcher.ready(RECONNECT_WAIT_MS);
  let read: string | undefined;
  for (let attempt = 0; attempt < FINAL_READ_TRIES; attempt += 1) {
    read = await readBalance(watcher.token);
    if (read !== undefined && read === watcher.shown) break;
    await delay(300);
  }
  return { playerId: watcher.playerId, shown: watcher.shown, read, connected };
}

async function main(): Promise<ScaleResult> {
  await loadEncryptionKey();
  // Setup (not measured): the watched players sign in, then their sockets connect one after the
  // other, so that nginx's round robin spreads them over the processes in turn.
  const setupUntil = performance.now() + 60_000;
  const watchers: Watcher[] = [];
  for (const player of job.watched) {
    const token = await signIn(player.username, setupUntil);
    if (!token) throw new Error(`the watched player ${player.username} could not sign in: ${firstFailure}`);
    watchers.push(new Watcher(player.id, token));
  }
  for (const watcher of watchers) {
    watcher.connect();
    if (!(await watcher.ready(10_000)))
      throw new Error(`the balance socket of player ${watcher.playerId} did not open`);
  }
  for (const key of Object.keys(failures)) delete failures[key];
  firstFailure = undefined;
  timeline.length = 0;
  for (const kind of KINDS) samples[kind].length = 0;

  startedAt = performance.now();
  const measureFrom = startedAt + job.warmupSeconds * 1_000;
  stopAt = measureFrom + job.durationSeconds * 1_000;
  const warmup = setTimeout(() => (measuring = true), job.warmupSeconds * 1_000);
  process.stdout.write(`${JSON.stringify({ event: 'started' })}\n`);
  await Promise.all([
    ...Array.from({ length: job.lobbyConnections }, (_, index) => lobbyLoop(index)),
    signInArrivals(),
    ...watchers.map((watcher) => walletLoop(watcher.playerId, watcher)),
    ...job.shared.flatMap((playerId) => [walletLoop(playerId, undefined), walletLoop(playerId, undefined)]),
  ]);
  clearTimeout(warmup);
  const measuredSeconds = (Math.max(performance.now(), stopAt) - measureFrom) / 1_000;
  measuring = false;
  await delay(SETTLE_MS);
  const finals = await Promise.all(watchers.map(finalOf));
  for (const watcher of watchers) watcher.close();
  writeFileSync(job.journalFile, journal.map((line) => `${JSON.stringify(line)}\n`).join(''));

  const kinds = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      { ...latencyOf(samples[kind]), perSecond: samples[kind].length / measuredSeconds },
    ]),
  ) as Record<Kind, KindFigures>;
  const requests = KINDS.filter((kind) => kind !== 'push').reduce(
    (sum, kind) => sum + samples[kind].length,
    0,
  );
  const total = (pick: (watcher: Watcher) => number) =>
    watchers.reduce((sum, watcher) => sum + pick(watcher), 0);
  return {
    measuredSeconds,
    requestsPerSecond: requests / measuredSeconds,
    kinds,
    timeline: Array.from(timeline, (count) => count ?? 0),
    failures,
    ...(firstFailure ? { firstFailure } : {}),
    lost,
    timedOut,
    signInsSkipped,
    sockets: {
      clients: watchers.length,
      drops: total((watcher) => watcher.drops),
      attempts: total((watcher) => watcher.attempts),
      catchUps: total((watcher) => watcher.catchUps),
      pushes: total((watcher) => watcher.pushes),
      missedPushes: total((watcher) => watcher.missed),
      unexpectedPushes: total((watcher) => watcher.unexpected),
      finals,
    },
  };
}

const result = await main();
walletAgent.destroy();
lobbyAgent.destroy();
readAgent.destroy();
process.stdout.write(`${JSON.stringify(result)}\n`);
// Nothing should keep the process alive now; if a socket does, the result is out already.
setTimeout(() => process.exit(0), 2_000).unref();
