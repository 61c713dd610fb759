// autocannon ships no type declarations; this covers the part of its API that load-worker.ts uses
// (options and result fields as documented in autocannon's README, version 9).
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    p2_5: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  };

  /** One request of a connection's cycle; setupRequest may rewrite it before each send. */
  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  };

  export type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Each connection sends these in turn, over and over (instead of method, headers and body). */
    requests?: Request[];
    connections?: number;
    duration?: number;
    timeout?: number;
    workers?: number;
    warmup?: { connections?: number; duration?: number };
  };

  export type Result = {
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export type Instance = PromiseLike<Result> & { stop(): void };

  export default function autocannon(options: Options): Instance;
}
