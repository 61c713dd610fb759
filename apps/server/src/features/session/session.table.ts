// Sessions are opaque random tokens; only their SHA-256 is stored, so a database leak yields no
// usable token.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accountsTable } from '../account/account.table';

export const sessionsTable = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    site: text('site').notNull(),
    ip: text('ip').notNull(),
    /** The device as the browser described it at sign-in (its User-Agent); null when it said nothing. */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Signed in with the default or an expired password: only the password change is allowed until it is done. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (table) => [index('sessions_account_id').on(table.accountId)],
);

/** Failed sign-ins, by IP and username: three recent ones ask for a captcha, many from one IP lock it. */
export const loginFailuresTable = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: text('ip').notNull(),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_ip_created').on(table.ip, table.createdAt),
    index('login_failures_username_created').on(table.username, table.createdAt),
  ],
);

/** IPs locked after repeated failures, until the operator unlocks them. */
export const ipLocksTable = pgTable('ip_locks', {
  ip: text('ip').primaryKey(),
  reason: text('reason').notNull(),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
});

/** IPs an account has signed in from; a new one asks for a second factor. */
export const accountIpsTable = pgTable(
  'account_ips',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.ip] })],
);

/** 1-day remember-me tokens behind an httpOnly cookie; stored hashed like sessions. */
export const rememberTokensTable = pgTable('remember_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accountsTable.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes sent by SMS or e-mail to confirm a sign-in from a new IP. */
export const secondFactorCodesTable = pgTable(
  'second_factor_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    method: text('method').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('second_factor_codes_account').on(table.accountId, table.createdAt)],
);
