// The members report's kept play days (issue 19 §2): which quarter hours of each UTC day a member had a
// settled round in, one row per (UTC day, member) and one bit per quarter hour. Triggers of migration
// 0040 on game_rounds keep it whatever path settles, cancels or moves a round (a vendor's credit, a
// rollback, a seed, an operator's correction): a new settled round sets its quarter's bit (a write
// only when the bit was not set yet, so a busy member's day is written at most 96 times, not once per
// round), and a round that stops being settled, or moves, recomputes its old day from the rounds.
//
// Every site offset the operator can choose that is a whole number of quarter hours (every time zone
// in use) cuts a UTC day into two parts at a quarter boundary, so the site days' active members are
// read from these rows (a few per member and day) instead of from every round
// (docs/decisions/022-member-play-days.md).
import { bigint, bit, date, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/** Quarter hours in a day: the bits of a row, the first bit 00:00–00:15 UTC. */
export const PLAY_DAY_QUARTERS = 96;

export const memberPlayDaysTable = pgTable(
  'member_play_days',
  {
    /** The UTC calendar day of the rounds' settled_at. */
    day: date('day', { mode: 'string' }).notNull(),
    memberAccountId: bigint('member_account_id', { mode: 'number' }).notNull(),
    /** Bit q (from the left) set: a settled round of the member in [day + 15q min, day + 15(q+1) min). */
    quarters: bit('quarters', { dimensions: PLAY_DAY_QUARTERS }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.memberAccountId] })],
);
