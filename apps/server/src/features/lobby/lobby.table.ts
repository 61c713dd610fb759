// The game catalogue: vendors (one row per vendor code, each of one game type and one wallet mode)
// and their games.
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

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
