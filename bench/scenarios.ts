// The load scenarios that `npm run bench` runs, in order: one line each. A scenario passes when its
// 99th-percentile latency is within targetP99Ms and every answer was 2xx. A read has 100 ms, which
// leaves room for the noise of a small shared machine (the slowest read measured about half of it on
// PGlite with 20 connections); the vendor wallet calls have DESIGN.md's 300 ms.

export type Scenario = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query on the server, e.g. `/api/lobby/games?pageNo=1&pageSize=20`. */
  path: string;
  headers?: Record<string, string>;
  /** Raw JSON text, sent as is (with `content-type: application/json` unless headers say otherwise). */
  body?: string;
  targetP99Ms: number;
};

export const scenarios: Scenario[] = [
  { name: 'permission', method: 'GET', path: '/api/permission', targetP99Ms: 100 },
  { name: 'lobby vendors', method: 'GET', path: '/api/lobby/vendors', targetP99Ms: 100 },
  { name: 'content notices', method: 'GET', path: '/api/content/notices', targetP99Ms: 100 },
  { name: 'healthz', method: 'GET', path: '/healthz', targetP99Ms: 100 },
];
