// The load scenarios that `npm run bench` runs, in order: one line each. A scenario passes when its
// 99th-percentile latency is within targetP99Ms and every answer was 2xx. A read has 100 ms, which
// leaves room for the noise of a small shared machine (the slowest read measured about half of it on
// PGlite with 20 connections); the vendor wallet calls have DESIGN.md's 300 ms.
import type { DatabaseHandle } from '../apps/server/src/plugins/database';
import { prepareLobbyCatalogue } from './lobby-catalogue';
import { prepareVendorPlayer, vendorCredit, vendorDebit } from './vendor-wallet';

/** What run.ts hands a scenario's prepare step. */
export type BenchContext = { database: DatabaseHandle; houseVendorSecret: string };

/** One request of a connection's cycle, built just before it is sent (fresh ids, a signature). */
export type BuiltRequest = { body: string; headers?: Record<string, string> };
export type RequestBuilder = (connection: Record<string, unknown>) => BuiltRequest & { path?: string };

export type Scenario = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query on the server, e.g. `/api/lobby/games?pageNo=1&pageSize=20`. */
  path: string;
  headers?: Record<string, string>;
  /** Raw JSON text, sent as is (with `content-type: application/json` unless headers say otherwise). */
  body?: string;
  targetP99Ms: number;
  /** Runs once before the scenario (unmeasured), e.g. to create and fund a player. */
  prepare?: (context: BenchContext) => Promise<void>;
  /**
   * 'bare' aims at a bare Fastify route started beside the app in the same process: the floor that
   * the app's figures are read against. 'app' (the default) is Playdeck.
   */
  target?: 'app' | 'bare';
  /**
   * Instead of one fixed body: each connection sends these in turn, built per request (a vendor call
   * needs a new transactionId and its signature every time). `connection` is that connection's state.
   */
  sequence?: RequestBuilder[];
};

export const scenarios: Scenario[] = [
  { name: 'permission', method: 'GET', path: '/api/permission', targetP99Ms: 100 },
  { name: 'lobby vendors', method: 'GET', path: '/api/lobby/vendors', targetP99Ms: 100 },
  { name: 'content notices', method: 'GET', path: '/api/content/notices', targetP99Ms: 100 },
  { name: 'healthz', method: 'GET', path: '/healthz', targetP99Ms: 100 },
  // GET /api/lobby/games on a 10,000-game catalogue, beside a bare Fastify route (issue 4 item 11).
  { name: 'bare fastify', method: 'GET', path: '/bare', targetP99Ms: 100, target: 'bare' },
  {
    name: 'lobby games 10k page 1',
    method: 'GET',
    path: '/api/lobby/games?gameType=RNG&vassalage=BENCHRNG&pageNo=1&pageSize=18',
    targetP99Ms: 100,
    prepare: prepareLobbyCatalogue,
  },
  {
    name: 'lobby games 10k page 500',
    method: 'GET',
    path: '/api/lobby/games?gameType=RNG&pageNo=500&pageSize=18',
    targetP99Ms: 100,
    prepare: prepareLobbyCatalogue,
  },
  {
    name: 'lobby games 10k search',
    method: 'GET',
    path: '/api/lobby/games?gameType=RNG&gameName=golden%20dragon&pageNo=2&pageSize=18',
    targetP99Ms: 100,
    prepare: prepareLobbyCatalogue,
  },
  {
    name: 'vendor debit',
    method: 'POST',
    path: '/api/vendor/PDSLOT/debit',
    targetP99Ms: 300,
    prepare: prepareVendorPlayer,
    sequence: [vendorDebit],
  },
  {
    name: 'vendor debit+credit',
    method: 'POST',
    path: '/api/vendor/PDSLOT/debit',
    targetP99Ms: 300,
    prepare: prepareVendorPlayer,
    sequence: [vendorDebit, vendorCredit],
  },
];
