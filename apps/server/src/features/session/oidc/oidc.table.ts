// Third-party sign-in through OpenID Connect: the operator's provider settings, the identities
// linked to accounts, the sign-ins under way (state, nonce and PKCE verifier, single use) and the
// one-time hand-off codes that carry a finished sign-in back to the page. Codes and states are kept
// only as SHA-256 hashes, as session tokens are.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountsTable } from '../../account/account.table';

/** One row per provider the operator has set up (google, facebook); the secret is never shown back. */
export const oidcProvidersTable = pgTable('oidc_providers', {
  provider: text('provider').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  clientId: text('client_id').notNull().default(''),
  clientSecret: text('client_secret').notNull().default(''),
  issuer: text('issuer').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A provider's subject linked to an account: one account per subject, one subject per provider per account. */
export const oidcIdentitiesTable = pgTable(
  'oidc_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    /** The sign-in created the account: its password is random and unknown to the member. */
    createdAccount: boolean('created_account').notNull().default(false),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('oidc_identities_provider_subject').on(table.provider, table.subject),
    uniqueIndex('oidc_identities_account_provider').on(table.accountId, table.provider),
  ],
);

/** A sign-in sent to the provider and not yet back: consumed by the first callback that names it. */
export const oidcFlowsTable = pgTable(
  'oidc_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    /** The hash of the httpOnly cookie that ties the flow to the browser that started it. */
    browserHash: text('browser_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    invitationCode: text('invitation_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('oidc_flows_expires').on(table.expiresAt)],
);

/**
 * A finished sign-in waiting for the page: `signIn` opens a session for the account (once it has a
 * date of birth: else the page asks for it first); `link` waits for the password of the account whose
 * e-mail the provider gave, then links the identity; `register` waits for the new member's date of
 * birth and 18+ declaration, then creates the account (none exists until then: `accountId` is null).
 */
export const oidcHandoffsTable = pgTable(
  'oidc_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    kind: text('kind', { enum: ['signIn', 'link', 'register'] }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accountsTable.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    /** The provider vouched for the e-mail: only then does a new account keep it. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** The flow's invitation code, for a new account's placement. */
    invitationCode: text('invitation_code'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    check('oidc_handoffs_account_of_kind', sql`(${table.kind} = 'register') = (${table.accountId} is null)`),
    index('oidc_handoffs_expires')
      .on(table.expiresAt)
      .where(sql`consumed_at is null`),
  ],
);
