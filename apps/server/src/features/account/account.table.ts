// Accounts form a tree from day one (DESIGN.md "Domain notes"): parent_id and the ancestor path,
// root first, so that an agent's whole team is one indexed query.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const accountsTable = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    nickname: text('nickname').notNull().default(''),
    type: smallint('type').notNull().default(0),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** Ancestor ids, root first, excluding the account itself. */
    ancestorPath: bigint('ancestor_path', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the password was given by someone else (a temporary one by e-mail): the next sign-in must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Base32 secret of the member's authenticator app (second factor); null until set up. */
    totpSecret: text('totp_secret'),
    /** A secret offered during set-up, kept until the member proves the app shows its codes. */
    totpPendingSecret: text('totp_pending_secret'),
    email: text('email'),
    mobileCountryCode: text('mobile_country_code'),
    mobileNumber: text('mobile_number'),
    /** 'active' or 'disabled'. */
    status: text('status').notNull().default('active'),
    loginCount: integer('login_count').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_username_unique').on(sql`lower(${table.username})`),
    // One account per mobile number; also the index of SMS sign-in and reset look-ups.
    uniqueIndex('accounts_mobile_unique')
      .on(table.mobileCountryCode, table.mobileNumber)
      .where(sql`${table.mobileNumber} is not null`),
    index('accounts_parent_id').on(table.parentId),
    // The operator's members report: the members registered in a period.
    index('accounts_created').on(table.createdAt),
    index('accounts_ancestor_path').using('gin', table.ancestorPath),
  ],
);
