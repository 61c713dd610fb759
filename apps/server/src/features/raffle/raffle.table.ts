// Raffle (issue 15 item 8): the operator's draws with their prizes and committed seed, members'
// tickets (a ticket joins the first draw held after it was issued: draw_id is set when drawn), and
// the winning tickets with their claim.
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  integer,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const raffleDrawsTable = pgTable(
  'raffle_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    /** Prize amounts in minor units by rank, as decimal strings of bigint ("50000"). */
    prizesMinor: jsonb('prizes_minor').$type<string[]>().notNull(),
    /** 32 random bytes (hex), revealed once drawn. */
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    status: text('status').$type<'OPEN' | 'DRAWN'>().notNull().default('OPEN'),
    tickets: integer('tickets').notNull().default(0),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('raffle_draws_due').on(table.status, table.drawsAt)],
);

export const raffleTicketsTable = pgTable(
  'raffle_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Set when the ticket's draw is held. */
    drawId: bigint('draw_id', { mode: 'number' }),
    /** Where it came from ("promotion:12:2026-11-25"). */
    source: text('source').notNull(),
    /** One grant per key and ticket index: a grant run twice issues nothing more. */
    grantKey: text('grant_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('raffle_tickets_grant').on(table.grantKey),
    index('raffle_tickets_waiting').on(table.drawId, table.createdAt),
    index('raffle_tickets_account').on(table.accountId, table.createdAt),
  ],
);

export const raffleWinsTable = pgTable(
  'raffle_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    rank: integer('rank').notNull(),
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'UNCLAIMED' | 'CLAIMED'>().notNull().default('UNCLAIMED'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('raffle_wins_rank').on(table.drawId, table.rank),
    index('raffle_wins_account').on(table.accountId),
  ],
);
