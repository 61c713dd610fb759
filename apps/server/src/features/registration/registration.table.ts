// Registration: the operator's per-field rules (SPEC.md §3 "Registration field configuration"), the
// agents' affiliate codes that place a new member under them, and what a member gave at sign-up
// beyond the account itself (payee name, contacts, where and how the account was registered).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountsTable } from '../account/account.table';

export const registrationFieldRulesTable = pgTable('registration_field_rules', {
  /** One of REGISTRATION_FIELDS in the contract. */
  field: text('field').primaryKey(),
  enabled: boolean('enabled').notNull(),
  required: boolean('required').notNull(),
  /** A regular expression source (checked with the 'u' flag), or '*' for anything. */
  acceptedPattern: text('accepted_pattern').notNull(),
  /** The catalogue entry whose message explains a failure (message key `pattern.<id>`). */
  patternId: integer('pattern_id').notNull(),
  minLength: integer('min_length').notNull(),
  maxLength: integer('max_length').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a newcomer registering with an affiliate code becomes (the agent's invite links). */
export const AFFILIATE_CODE_KINDS = ['member', 'agent'] as const;
export type AffiliateCodeKind = (typeof AFFILIATE_CODE_KINDS)[number];

export const affiliateCodesTable = pgTable(
  'affiliate_codes',
  {
    code: text('code').primaryKey(),
    /** The agent a member registering with this code is placed under. */
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    /** 'member' or 'agent': the account type a newcomer registering with this code gets. */
    kind: text('kind').$type<AffiliateCodeKind>().notNull().default('member'),
    /** A disabled code is refused at registration as if it did not exist. */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Codes are typed by people: 'agent1' and 'AGENT1' are one code.
    uniqueIndex('affiliate_codes_code_lower').on(sql`lower(${table.code})`),
    index('affiliate_codes_account_id').on(table.accountId),
    check('affiliate_codes_kind_known', sql`${table.kind} in ('member', 'agent')`),
  ],
);

export const accountProfilesTable = pgTable('account_profiles', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accountsTable.id),
  /** The real name that withdrawals are paid to. */
  payeeName: text('payee_name'),
  /** argon2id hash of the separate password that guards withdrawals and redemptions. */
  paymentPasswordHash: text('payment_password_hash'),
  qqNum: text('qq_num'),
  line: text('line'),
  whatsapp: text('whatsapp'),
  facebook: text('facebook'),
  wechat: text('wechat'),
  idNumber: text('id_number'),
  recommenderId: text('recommender_id'),
  /** The affiliate or referral code the member registered with, as typed. */
  affiliateCode: text('affiliate_code'),
  referralCode: text('referral_code'),
  /**
   * 'username', 'mobile', or 'thirdParty' (made by a provider's sign-in); 'none' for an account no
   * form made (an agent's or staff's) whose profile only keeps a date of birth given later, at a
   * third-party sign-in (register_ip is then the address it was given from).
   */
  registerMethod: text('register_method').notNull(),
  registerDomain: text('register_domain'),
  registerUrl: text('register_url'),
  registerIp: text('register_ip').notNull(),
  /** Date of birth as given at registration (YYYY-MM-DD); null for accounts made before it was asked. */
  birthDate: date('birth_date', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
