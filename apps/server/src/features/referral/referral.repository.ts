// SQL of referral: the settings row, members' codes, the friends registered through them, the
// earnings paid, and what the earnings are measured on (friends' first credited deposits and the
// valid bet of their settled rounds, from the payments' and rounds' indexes).
import type { ReferralSettings } from '@playdeck/contract/referral';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { referralCodesTable, referralEarningsTable, referralSettingsTable } from './referral.table';

async function rowsOf<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** An instant as the ISO string the API carries, read the same way on node-postgres and PGlite. */
const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The rounds of a friend that count for the referrer: settled since the friend registered through
 * the code and, when friendDays > 0, within that many days of it (outer alias r: referrals).
 */
const countedRound = (friendDays: number) =>
  sql`g.member_account_id = r.friend_id and g.status = 'settled' and g.settled_at >= r.created_at
      and (${friendDays}::int = 0 or g.settled_at < r.created_at + ${friendDays}::int * interval '1 day')`;

export type NewEarning = typeof referralEarningsTable.$inferInsert;
export type FirstDepositDue = { friendId: number; referrerId: number; amountMinor: bigint };
export type FriendBet = { referrerId: number; friendId: number; validBetMinor: bigint };
export type FriendRow = {
  username: string;
  registeredAt: string;
  firstDepositAt: string | null;
  validBetMinor: bigint;
  earnedMinor: bigint;
};
export type EarningRow = {
  kind: 'BET_SHARE' | 'FIRST_DEPOSIT';
  day: string | null;
  friendUsername: string | null;
  amountMinor: bigint;
  createdAt: string;
};

export function createReferralRepository(db: DatabaseOrTransaction) {
  return {
    async storedSettings(): Promise<ReferralSettings | undefined> {
      const [row] = await rowsOf<{ value: ReferralSettings }>(
        db,
        sql`select value from referral_settings where id = 1`,
      );
      return row?.value;
    },

    async saveSettings(value: ReferralSettings): Promise<void> {
      await db
        .insert(referralSettingsTable)
        .values({ id: 1, value })
        .onConflictDoUpdate({ target: referralSettingsTable.id, set: { value, updatedAt: sql`now()` } });
    },

    async codeOf(accountId: number): Promise<string | undefined> {
      const [row] = await rowsOf<{ code: string }>(
        db,
        sql`select code from referral_codes where account_id = ${accountId}`,
      );
      return row?.code;
    },

    /** Inserts the code unless the member already has one or the code is taken (both unique). */
    async insertCode(accountId: number, code: string): Promise<void> {
      await db.insert(referralCodesTable).values({ accountId, code }).onConflictDoNothing();
    },

    /** The owner of a code, if the owner's account is active. */
    async ownerOfCode(code: string): Promise<number | undefined> {
      const [row] = await rowsOf<{ account_id: string }>(
        db,
        sql`select c.account_id::text from referral_codes c join accounts a on a.id = c.account_id
            where c.code = ${code} and a.status = 'active'`,
      );
      return row ? Number(row.account_id) : undefined;
    },

    async insertReferral(friendId: number, referrerId: number): Promise<void> {
      await db.execute(
        sql`insert into referrals (friend_id, referrer_id) values (${friendId}, ${referrerId})
            on conflict (friend_id) do nothing`,
      );
    },

    /**
     * Friends whose first credited deposit is at least `minMinor` (made within friendDays of the
     * registration when > 0) and not rewarded yet; at most `limit`, oldest deposit first.
     */
    async firstDepositsDue(minMinor: bigint, friendDays: number, limit: number): Promise<FirstDepositDue[]> {
      const rows = await rowsOf<{ friend_id: string; referrer_id: string; amount_minor: string }>(
        db,
        sql`select r.friend_id::text, r.referrer_id::text, d.amount_minor::text
            from referrals r
            join lateral (select amount_minor, decided_at from deposits
                          where account_id = r.friend_id and status = 'credited'
                          order by decided_at asc, id asc limit 1) d on true
            where d.amount_minor >= ${minMinor.toString()}::bigint
              and (${friendDays}::int = 0 or d.decided_at < r.created_at + ${friendDays}::int * interval '1 day')
              and not exists (select 1 from referral_earnings e
                              where e.kind = 'FIRST_DEPOSIT' and e.friend_id = r.friend_id)
            order by d.decided_at asc, r.friend_id asc
            limit ${limit}`,
      );
      return rows.map((row) => ({
        friendId: Number(row.friend_id),
        referrerId: Number(row.referrer_id),
        amountMinor: BigInt(row.amount_minor),
      }));
    },

    /**
     * Each friend's counted valid bet of rounds settled in [from, to), by referrer (one referrer's
     * rows together); `referrerId` narrows to one referrer, `unpaidDay` leaves out referrers already
     * paid that day's share.
     */
    async friendBets(window: {
      from: Date;
      to: Date;
      friendDays: number;
      referrerId?: number;
      unpaidDay?: string;
    }): Promise<FriendBet[]> {
      const rows = await rowsOf<{ referrer_id: string; friend_id: string; valid_bet: string }>(
        db,
        sql`select r.referrer_id::text, r.friend_id::text, sum(g.valid_bet_minor)::text as valid_bet
            from referrals r join game_rounds g on ${countedRound(window.friendDays)}
            where g.settled_at >= ${instant(window.from)} and g.settled_at < ${instant(window.to)}
              ${window.referrerId === undefined ? sql`` : sql`and r.referrer_id = ${window.referrerId}`}
              ${
                window.unpaidDay === undefined
                  ? sql``
                  : sql`and not exists (select 1 from referral_earnings e where e.kind = 'BET_SHARE'
                          and e.referrer_id = r.referrer_id and e.day = ${window.unpaidDay}::date)`
              }
            group by r.referrer_id, r.friend_id having sum(g.valid_bet_minor) > 0
            order by r.referrer_id, r.friend_id`,
      );
      return rows.map((row) => ({
        referrerId: Number(row.referrer_id),
        friendId: Number(row.friend_id),
        validBetMinor: BigInt(row.valid_bet),
      }));
    },

    /** Records an earning; undefined when the unique key (friend, or referrer and day) already holds one. */
    async insertEarning(values: NewEarning): Promise<number | undefined> {
      const [row] = await db
        .insert(referralEarningsTable)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: referralEarningsTable.id });
      return row?.id;
    },

    async totals(referrerId: number) {
      const [row] = await rowsOf<{ friends: number; deposited: number; earned: string }>(
        db,
        sql`select
              (select count(*)::int from referrals where referrer_id = ${referrerId}) as friends,
              (select count(*)::int from referrals r where r.referrer_id = ${referrerId} and exists (
                 select 1 from deposits d where d.account_id = r.friend_id and d.status = 'credited')) as deposited,
              (select coalesce(sum(amount_minor), 0)::text from referral_earnings
                 where referrer_id = ${referrerId}) as earned`,
      );
      return { friends: row!.friends, depositedFriends: row!.deposited, earnedMinor: BigInt(row!.earned) };
    },

    async friendsPage(referrerId: number, friendDays: number, page: { limit: number; offset: number }) {
      const rows = await rowsOf<{
        username: string;
        registered_at: string;
        first_deposit_at: string | null;
        valid_bet: string;
        earned: string;
      }>(
        db,
        sql`select a.username, ${isoOf(sql`r.created_at`)} as registered_at,
              ${isoOf(sql`(select min(d.decided_at) from deposits d
                           where d.account_id = r.friend_id and d.status = 'credited')`)} as first_deposit_at,
              (select coalesce(sum(g.valid_bet_minor), 0)::text from game_rounds g
                 where ${countedRound(friendDays)}) as valid_bet,
              ((select coalesce(sum(e.amount_minor), 0) from referral_earnings e
                 where e.kind = 'FIRST_DEPOSIT' and e.friend_id = r.friend_id and e.referrer_id = r.referrer_id)
               + (select coalesce(sum((detail->>'amountMinor')::bigint), 0) from referral_earnings e
                    cross join jsonb_array_elements(e.details) as detail
                  where e.kind = 'BET_SHARE' and e.referrer_id = r.referrer_id
                    and (detail->>'friendId')::bigint = r.friend_id))::text as earned
            from referrals r join accounts a on a.id = r.friend_id
            where r.referrer_id = ${referrerId}
            order by r.created_at desc, r.friend_id desc
            limit ${page.limit} offset ${page.offset}`,
      );
      const [count] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from referrals where referrer_id = ${referrerId}`,
      );
      const list: FriendRow[] = rows.map((row) => ({
        username: row.username,
        registeredAt: row.registered_at,
        firstDepositAt: row.first_deposit_at,
        validBetMinor: BigInt(row.valid_bet),
        earnedMinor: BigInt(row.earned),
      }));
      return { list, total: count?.n ?? 0 };
    },

    async earningsPage(referrerId: number, page: { limit: number; offset: number }) {
      const rows = await rowsOf<{
        kind: 'BET_SHARE' | 'FIRST_DEPOSIT';
        day: string | null;
        friend_username: string | null;
        amount: string;
        created_at: string;
      }>(
        db,
        sql`select e.kind, e.day::text as day, a.username as friend_username, e.amount_minor::text as amount,
              ${isoOf(sql`e.created_at`)} as created_at
            from referral_earnings e left join accounts a on a.id = e.friend_id
            where e.referrer_id = ${referrerId}
            order by e.created_at desc, e.id desc
            limit ${page.limit} offset ${page.offset}`,
      );
      const [count] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from referral_earnings where referrer_id = ${referrerId}`,
      );
      const list: EarningRow[] = rows.map((row) => ({
        kind: row.kind,
        day: row.day,
        friendUsername: row.friend_username,
        amountMinor: BigInt(row.amount),
        createdAt: row.created_at,
      }));
      return { list, total: count?.n ?? 0 };
    },
  };
}
