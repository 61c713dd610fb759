// The house game server's own records (DESIGN.md "Game vendors"). The house vendor keeps its state
// apart from the platform's, as a third-party vendor would: it knows a player only by the platform's
// playerId and moves money only through the signed seamless-wallet calls.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One-time tokens the launch hands to the game page; exchanged once for a game session. */
export const houseLaunchTokensTable = pgTable('house_launch_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).notNull(),
  vendorCode: text('vendor_code').notNull(),
  gameCode: text('game_code').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A game page's session: the bearer token its calls carry (stored hashed). */
export const houseSessionsTable = pgTable(
  'house_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('house_sessions_expires').on(table.expiresAt)],
);

/**
 * A player's provably fair seed pair per studio: the server seed's hash is shown before play, the
 * seed itself only once it is rotated out (revealed_at), and every round takes the next nonce.
 */
export const houseSeedsTable = pgTable(
  'house_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    vendorCode: text('vendor_code').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('house_seeds_one_active')
      .on(table.playerId, table.vendorCode)
      .where(sql`${table.active}`),
  ],
);

export const HOUSE_ROUND_STATUSES = ['pending', 'open', 'settled', 'refused', 'cancelled'] as const;
export type HouseRoundStatus = (typeof HOUSE_ROUND_STATUSES)[number];

/**
 * One player's round as the platform sees it (its roundId): a spin, a lottery ticket, one bet on a
 * live table's hand or on a cockfight. pending: made, debit not confirmed; open: debited, awaiting its result or
 * its credit; settled: credited; refused: the debit was refused (nothing moved); cancelled: rolled
 * back. The detail holds the game's own data (a spin's grid, a ticket's selection, a hand's spots).
 */
export const houseRoundsTable = pgTable(
  'house_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull().unique(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** Known when the result is: at once for a spin, at the draw or the deal for the others. */
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    status: text('status').$type<HouseRoundStatus>().notNull().default('pending'),
    /** The seed pair and nonce of a spin (null for draws, hands and fights, which have their own seeds). */
    seedId: bigint('seed_id', { mode: 'number' }).references(() => houseSeedsTable.id),
    nonce: integer('nonce'),
    drawId: bigint('draw_id', { mode: 'number' }).references(() => houseLotteryDrawsTable.id),
    handId: bigint('hand_id', { mode: 'number' }).references(() => houseBaccaratHandsTable.id),
    fightId: bigint('fight_id', { mode: 'number' }).references(() => houseCockfightFightsTable.id),
    /** A bingo card's round (the card itself comes from the player's seed pair and nonce). */
    bingoRoundId: bigint('bingo_round_id', { mode: 'number' }).references(() => houseBingoRoundsTable.id),
    /** A member's part in a hold'em hand: every chip put in is a debit of this round, winnings its credit. */
    pokerHandId: bigint('poker_hand_id', { mode: 'number' }).references(() => housePokerHandsTable.id),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('house_rounds_player_created').on(table.playerId, table.createdAt),
    index('house_rounds_status_created').on(table.status, table.createdAt),
    index('house_rounds_draw').on(table.drawId),
    index('house_rounds_hand_player').on(table.handId, table.playerId),
    index('house_rounds_fight_player').on(table.fightId, table.playerId),
    index('house_rounds_bingo_player').on(table.bingoRoundId, table.playerId),
    index('house_rounds_poker_player').on(table.pokerHandId, table.playerId),
    check(
      'house_rounds_status_known',
      sql`${table.status} in ('pending', 'open', 'settled', 'refused', 'cancelled')`,
    ),
    check('house_rounds_amounts_not_negative', sql`${table.stakeMinor} >= 0 and ${table.payoutMinor} >= 0`),
  ],
);

/** A lottery game's draw: its seed hash is published when betting opens, the seed at the draw. */
export const houseLotteryDrawsTable = pgTable(
  'house_lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    drawNumber: bigint('draw_number', { mode: 'number' }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Null until drawn. */
    result: jsonb('result'),
    /** open → drawn (result known, tickets being settled) → settled (every ticket credited). */
    status: text('status').notNull().default('open'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (table) => [
    unique('house_lottery_draws_game_number').on(table.gameCode, table.drawNumber),
    index('house_lottery_draws_status_draw_at').on(table.status, table.drawAt),
    check('house_lottery_draws_status_known', sql`${table.status} in ('open', 'drawn', 'settled')`),
  ],
);

/** A live baccarat table's hand: one shared round every 30 s that every watching player sees. */
export const houseBaccaratHandsTable = pgTable(
  'house_baccarat_hands',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableCode: text('table_code').notNull(),
    roundNumber: bigint('round_number', { mode: 'number' }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    result: jsonb('result'),
    status: text('status').notNull().default('open'),
    dealtAt: timestamp('dealt_at', { withTimezone: true }),
  },
  (table) => [
    unique('house_baccarat_hands_table_round').on(table.tableCode, table.roundNumber),
    index('house_baccarat_hands_status_settles').on(table.status, table.settlesAt),
    check('house_baccarat_hands_status_known', sql`${table.status} in ('open', 'dealt', 'settled')`),
  ],
);

/**
 * A cockfight arena's fight: one shared fight every 3 minutes. The card (the two roosters and the
 * prices of their corners) is fixed when the fight is created ahead; the seed's hash is shown while
 * betting is open, the seed and the result when the fight is decided.
 */
export const houseCockfightFightsTable = pgTable(
  'house_cockfight_fights',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    arenaCode: text('arena_code').notNull(),
    fightNumber: bigint('fight_number', { mode: 'number' }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    decidesAt: timestamp('decides_at', { withTimezone: true }).notNull(),
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    meronCode: text('meron_code').notNull(),
    walaCode: text('wala_code').notNull(),
    /** What a winning meron or wala bet returns per 1 staked, in hundredths (181 returns 1.81). */
    meronPriceHundredths: integer('meron_price_hundredths').notNull(),
    walaPriceHundredths: integer('wala_price_hundredths').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Null until decided: meron, wala or draw (also in the result, kept apart for the records). */
    outcome: text('outcome'),
    result: jsonb('result'),
    /** open → decided (result known, bets being paid) → settled (every bet credited). */
    status: text('status').notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    unique('house_cockfight_fights_arena_number').on(table.arenaCode, table.fightNumber),
    index('house_cockfight_fights_status_decides').on(table.status, table.decidesAt),
    check('house_cockfight_fights_status_known', sql`${table.status} in ('open', 'decided', 'settled')`),
    check(
      'house_cockfight_fights_outcome_known',
      sql`${table.outcome} is null or ${table.outcome} in ('meron', 'wala', 'draw')`,
    ),
  ],
);

/**
 * A bingo room's round (bingo/README.md): created ahead with a fresh random server seed whose SHA-256
 * is shown while cards are sold; its balls are announced on the stream one by one as the schedule
 * calls them (balls_announced, moved forward by the dealer's conditional update, so each ball is
 * announced once), and the seed is revealed when the round is drawn.
 */
export const houseBingoRoundsTable = pgTable(
  'house_bingo_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomCode: text('room_code').notNull(),
    roundNumber: bigint('round_number', { mode: 'number' }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    ballsAnnounced: integer('balls_announced').notNull().default(0),
    /** open → drawn (every ball called, seed revealed, cards being paid) → settled (every card credited). */
    status: text('status').notNull().default('open'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('house_bingo_rounds_room_number').on(table.roomCode, table.roundNumber),
    index('house_bingo_rounds_status_drawn').on(table.status, table.drawnAt),
    check('house_bingo_rounds_status_known', sql`${table.status} in ('open', 'drawn', 'settled')`),
    check('house_bingo_rounds_balls_announced', sql`${table.ballsAnnounced} between 0 and 75`),
  ],
);

/**
 * Who sits at a hold'em table (poker/README.md): a member (player_id, from a game session) or a house
 * bot, shown as a bot. A member plays each hand with the stack they chose (capped by what their
 * wallet holds when the hand starts, within the table's buy-in range); last_seen_at tells the dealer
 * who has gone (their turns time out: check or fold) and when to free the seat.
 */
export const housePokerSeatsTable = pgTable(
  'house_poker_seats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableCode: text('table_code').notNull(),
    seat: integer('seat').notNull(),
    /** Null for a house bot. */
    playerId: bigint('player_id', { mode: 'number' }),
    botName: text('bot_name'),
    /** The stack the member brings to each hand, in cents (a bot's is the table's). */
    stackTargetMinor: bigint('stack_target_minor', { mode: 'bigint' }).notNull(),
    sittingOut: boolean('sitting_out').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('house_poker_seats_table_seat').on(table.tableCode, table.seat),
    uniqueIndex('house_poker_seats_table_player')
      .on(table.tableCode, table.playerId)
      .where(sql`${table.playerId} is not null`),
    check('house_poker_seats_seat_range', sql`${table.seat} between 1 and 9`),
    check('house_poker_seats_member_or_bot', sql`(${table.playerId} is null) <> (${table.botName} is null)`),
  ],
);

/**
 * A hold'em hand: the engine's state (poker/hand-state.ts, secrets included, never sent as is) with a
 * version that every change moves forward by a conditional update, so two processes never both apply
 * an action; its server seed (SHA-256 shown during the hand, seed revealed at its end).
 */
export const housePokerHandsTable = pgTable(
  'house_poker_hands',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableCode: text('table_code').notNull(),
    handNumber: bigint('hand_number', { mode: 'number' }).notNull(),
    buttonSeat: integer('button_seat').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    state: jsonb('state').notNull(),
    version: integer('version').notNull().default(0),
    /** open → ended (the engine's result known, members being paid) → settled (every member credited). */
    status: text('status').notNull().default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When the seat to act began its turn: the action clock counts from here. */
    turnStartedAt: timestamp('turn_started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('house_poker_hands_table_number').on(table.tableCode, table.handNumber),
    index('house_poker_hands_status_table').on(table.status, table.tableCode),
    check('house_poker_hands_status_known', sql`${table.status} in ('open', 'ended', 'settled')`),
  ],
);

/**
 * A sportsbook fixture as the house plays it (the fixture itself, its teams and kick-off, is public
 * data: sportsbook/fixtures.ts). Created for each site day ahead with a fresh random server seed whose
 * SHA-256 is shown while the fixture takes bets; the seed is revealed when the fixture is settled.
 * ends_at is the simulated timeline's end, known from the seed at creation.
 */
export const houseSportsbookFixturesTable = pgTable(
  'house_sportsbook_fixtures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fixtureId: text('fixture_id').notNull().unique(),
    /** The site day (`YYYY-MM-DD`) the fixture belongs to. */
    day: text('day').notNull(),
    sportCode: text('sport_code').notNull(),
    kickOffAt: timestamp('kick_off_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Null until settled: the FixtureResult (COMPLETED with the score, or CANCELLED). */
    result: jsonb('result'),
    /** open → settled (result known, seed revealed) or cancelled (every selection void). */
    status: text('status').notNull().default('open'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('house_sportsbook_fixtures_day').on(table.day),
    index('house_sportsbook_fixtures_status_ends').on(table.status, table.endsAt),
    check('house_sportsbook_fixtures_status_known', sql`${table.status} in ('open', 'settled', 'cancelled')`),
  ],
);

/**
 * A sportsbook bet (a single is a parlay of one leg): one house round (round_id) debited once. The
 * legs keep what was taken (fixture, market, selection, line, odds). decides_at is the latest end of
 * its fixtures, so the settlement job looks only at bets that can be settled. OPEN becomes a final
 * status (WON, PARTIAL, PUSH, VOID, LOST) or CASHED_OUT by one conditional update, then the round is
 * credited; REFUSED is a bet whose debit was refused.
 */
export const houseSportsbookBetsTable = pgTable(
  'house_sportsbook_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull().unique(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    legs: jsonb('legs').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** The product of the legs' odds in hundredths, floored (the payout cap keeps it small). */
    totalOddsHundredths: bigint('total_odds_hundredths', { mode: 'number' }).notNull(),
    potentialPayoutMinor: bigint('potential_payout_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('OPEN'),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    cashedOutMinor: bigint('cashed_out_minor', { mode: 'bigint' }),
    decidesAt: timestamp('decides_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('house_sportsbook_bets_player_created').on(table.playerId, table.createdAt),
    index('house_sportsbook_bets_status_decides').on(table.status, table.decidesAt),
    check(
      'house_sportsbook_bets_status_known',
      sql`${table.status} in ('OPEN', 'WON', 'PARTIAL', 'PUSH', 'VOID', 'LOST', 'CASHED_OUT', 'REFUSED')`,
    ),
    check(
      'house_sportsbook_bets_amounts_not_negative',
      sql`${table.stakeMinor} > 0 and ${table.payoutMinor} >= 0 and ${table.cashedOutMinor} >= 0`,
    ),
  ],
);

/** The house studio's operator options (for example the least time between a slot's rounds). */
export const houseSettingsTable = pgTable('house_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Free play's money (issue 17 item 6): a demo player is the house's own, never the platform's. Its
 * player id is the negative of its wallet's id (the platform issues only positive ids), and its play
 * money moves here, never through the platform's wallet or ledger. Kept two days, then purged.
 */
export const houseDemoWalletsTable = pgTable(
  'house_demo_wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('house_demo_wallets_created').on(table.createdAt),
    check('house_demo_wallets_balance_not_negative', sql`${table.balanceMinor} >= 0`),
  ],
);

/**
 * Each move of play money, keyed by the house's transaction id as the platform's wallet keys them, so
 * a repeated call answers its first result; a rollback names the debit it undoes.
 */
export const houseDemoMovesTable = pgTable(
  'house_demo_moves',
  {
    transactionId: text('transaction_id').primaryKey(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => houseDemoWalletsTable.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    roundId: text('round_id').notNull(),
    /** What the move took (debit) or gave back (credit, rollback). */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    referenceTransactionId: text('reference_transaction_id'),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('house_demo_moves_reference').on(table.referenceTransactionId),
    check('house_demo_moves_kind_known', sql`${table.kind} in ('debit', 'credit', 'rollback')`),
  ],
);
