// The game catalogue: vendors (one row per vendor code, each of one game type and one wallet mode)
// and their games; and per member the games they launched lately and the games they marked as
// favourites.
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accountsTable } from '../account/account.table';

export const vendorsTable = pgTable('vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  gameType: text('game_type').notNull(),
  iconUrl: text('icon_url').notNull(),
  /** 'seamless' or 'transfer' (DESIGN.md "Game vendors"). */
  walletMode: text('wallet_mode').notNull().default('seamless'),
  /** HMAC secret of the seamless-wallet protocol; null for the house vendor (from the environment). */
  secret: text('secret'),
  isHouse: boolean('is_house').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gamesTable = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendorsTable.code),
    gameCode: text('game_code').notNull(),
    name: text('name').notNull(),
    /** The Vietnamese name; the English one stands in when null. */
    nameVi: text('name_vi'),
    gameType: text('game_type').notNull(),
    gameClassify: text('game_classify'),
    iconUrl: text('icon_url').notNull(),
    isHot: smallint('is_hot').notNull().default(0),
    supportPlay: smallint('support_play').notNull().default(1),
    isVassalage: boolean('is_vassalage').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique('games_vendor_game_code').on(table.vendorCode, table.gameCode),
    index('games_type_vendor').on(table.gameType, table.vendorCode),
  ],
);

/** One row per member and game: the last time the member launched it (SPEC.md "recent games"). */
export const recentGamesTable = pgTable(
  'recent_games',
  {
    memberAccountId: bigint('member_account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => gamesTable.id),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberAccountId, table.gameId] }),
    index('recent_games_member_launched').on(table.memberAccountId, table.launchedAt),
  ],
);

/** A member's favourite games; adding twice or removing what is not there changes nothing. */
export const favouriteGamesTable = pgTable(
  'favourite_games',
  {
    memberAccountId: bigint('member_account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => gamesTable.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberAccountId, table.gameId] }),
    index('favourite_games_member_created').on(table.memberAccountId, table.createdAt),
  ],
);
