// Configuration from the environment, checked once at start-up. Every variable is listed in the
// README; the test switches are refused in production.
import { z } from 'zod';

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    /**
     * Connections to PostgreSQL per API process. A wallet call holds one for a single statement, so
     * more connections let more calls share each commit's disk flush (PostgreSQL commits concurrent
     * transactions together); past the server's cores plus its disk waits they only queue there.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * A streaming replica of DATABASE_URL's PostgreSQL: the reads that may lag by the replication's
     * delay (the operator's reports, the member's records, the lobby's recent games and wins) go
     * there; every write, and every read that must see a write just made, goes to DATABASE_URL.
     */
    DATABASE_REPLICA_URL: z.string().url().optional(),
    REDIS_URL: z.string().url().optional(),
    /**
     * Put before every Redis key and pub/sub channel of this site, so that two sites (or a staging
     * and a production) can share one Redis without seeing each other's messages or counters; every
     * process of one site has the same.
     */
    REDIS_PREFIX: z
      .string()
      .max(64, 'at most 64 characters')
      .regex(/^[A-Za-z0-9_.:-]*$/, 'letters, digits and _ . : - only')
      .default(''),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    WEB_DIST: z.string().optional(),
    /**
     * Visitors' first screens (the lobby, the game lists) rendered on the server (decision record
     * 006); off, every page is index.html and the browser renders it.
     */
    SERVER_RENDERING: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(1_048_576),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    /** Sign-ups per IP per minute: enough for a family behind one router, too few for a script that makes accounts. */
    REGISTRATION_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    CAPTCHA_TEST_ANSWER: z.string().min(1).optional(),
    /**
     * The house vendor's HMAC secret, or a comma-separated list of them: the first signs the house
     * game server's wallet calls, every one is accepted on the platform's side, so that it can be
     * rotated without refusing a call in flight (docs/deploy.md "Rotating secrets").
     */
    HOUSE_VENDOR_SECRET: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(16, 'each secret has at least 16 characters')).min(1))
      .optional(),
    /**
     * Where the house game server reaches the platform's seamless-wallet endpoints (its own process by
     * default, over loopback HTTP like any vendor); set it when the API sits behind another address.
     */
    HOUSE_PLATFORM_URL: z.string().url().optional(),
    /** Scheduled jobs (lottery draws, live tables, settlement retries); off for a read-only replica. */
    RUN_JOBS: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
    /**
     * Minutes the settlement clock runs ahead of the real one (issue 14's one time source for the
     * jobs and the operator's runs): a demo or a journey settles today's periods without waiting for
     * them to end. Refused in production.
     */
    SETTLEMENT_CLOCK_OFFSET_MINUTES: z.coerce.number().int().min(0).max(525_600).default(0),
    /**
     * Graceful shutdown (SIGTERM, SIGINT): readiness turns false at once, then after
     * SHUTDOWN_DELAY_MS (time for a load balancer polling /readyz to stop routing here) the process
     * stops accepting, drains its requests, closes its WebSockets as "going away" and waits for its
     * running scheduled jobs; past SHUTDOWN_TIMEOUT_MS in all it exits with status 1.
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    /** smtp://user:pass@host:587 or smtps://…: e-mail goes through this server (else only the outbox). */
    SMTP_URL: z.string().url().optional(),
    SMTP_FROM: z.string().min(3).max(200).optional(),
    SEED_DEMO_DATA: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
    /**
     * Third-party sign-in (decision record 015): a provider whose three are set is switched on at
     * start-up unless the operator has already saved it in the console, which is where it lives.
     */
    OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_GOOGLE_ISSUER: z.string().url().optional(),
    OIDC_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    OIDC_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_FACEBOOK_ISSUER: z.string().url().optional(),
  })
  .refine((config) => !config.DATABASE_REPLICA_URL || config.DATABASE_URL, {
    message: 'DATABASE_REPLICA_URL is a replica of DATABASE_URL: set DATABASE_URL too',
    path: ['DATABASE_REPLICA_URL'],
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.SETTLEMENT_CLOCK_OFFSET_MINUTES === 0, {
    message:
      'SETTLEMENT_CLOCK_OFFSET_MINUTES is a demo and test switch and is refused when NODE_ENV=production',
    path: ['SETTLEMENT_CLOCK_OFFSET_MINUTES'],
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.CAPTCHA_TEST_ANSWER === undefined, {
    message: 'CAPTCHA_TEST_ANSWER is a test switch and is refused when NODE_ENV=production',
    path: ['CAPTCHA_TEST_ANSWER'],
  });

export type Config = z.infer<typeof configSchema>;

/** The providers whose client id, secret and issuer the environment gives in full. */
export function oidcSeedsOf(config: Config) {
  const seeds = [
    {
      provider: 'google' as const,
      clientId: config.OIDC_GOOGLE_CLIENT_ID,
      clientSecret: config.OIDC_GOOGLE_CLIENT_SECRET,
      issuer: config.OIDC_GOOGLE_ISSUER,
    },
    {
      provider: 'facebook' as const,
      clientId: config.OIDC_FACEBOOK_CLIENT_ID,
      clientSecret: config.OIDC_FACEBOOK_CLIENT_SECRET,
      issuer: config.OIDC_FACEBOOK_ISSUER,
    },
  ];
  return seeds.flatMap(({ provider, clientId, clientSecret, issuer }) =>
    clientId && clientSecret && issuer ? [{ provider, clientId, clientSecret, issuer }] : [],
  );
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // A variable set to nothing (`SMTP_URL=` in an env file, `${SMTP_URL:-}` in compose) is unset: its
  // default applies, and an optional one stays off instead of failing its format.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  return parsed.data;
}
