// The member's records (DESIGN.md "API conventions", owned by the wallet domain): the betting record,
// one row per game round, with totals over the whole filtered period.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { gameTypeSchema } from './lobby';
import type { MessageKey } from './messages';

export const recordsPaths = {
  bets: '/api/records/bets',
  account: '/api/records/account',
  profitLoss: '/api/records/profit-loss',
  bonus: '/api/records/bonus',
} as const;

export const BET_RECORD_STATUSES = ['open', 'settled', 'cancelled'] as const;
export const betRecordStatusSchema = z.enum(BET_RECORD_STATUSES);
export type BetRecordStatus = z.infer<typeof betRecordStatusSchema>;

/** The longest period one query may cover, in days (both ends included). */
export const RECORDS_MAX_RANGE_DAYS = 93;
/** The period when the member names none: today and the 6 days before (site time zone). */
export const RECORDS_DEFAULT_RANGE_DAYS = 7;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-03-05" → the UTC midnight of that calendar day in ms, or undefined for anything else. */
export function calendarDayMs(value: string): number | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return ms;
}

/** A calendar date (YYYY-MM-DD) that exists, read in the site time zone. */
export const isoDateSchema = z
  .string()
  .trim()
  .refine((value) => calendarDayMs(value) !== undefined, 'validation.dateInvalid');

/**
 * The per-field message for a period, or undefined when it is acceptable: `to` before `from`, or more
 * than RECORDS_MAX_RANGE_DAYS days with both ends included.
 */
export function dateRangeProblem(
  from: string,
  to: string,
): { field: 'from' | 'to'; key: MessageKey; params?: Record<string, number> } | undefined {
  const start = calendarDayMs(from);
  const end = calendarDayMs(to);
  if (start === undefined || end === undefined) return undefined;
  if (end < start) return { field: 'to', key: 'validation.dateRangeOrder' };
  if ((end - start) / DAY_MS + 1 > RECORDS_MAX_RANGE_DAYS) {
    return { field: 'from', key: 'validation.dateRangeTooLong', params: { max: RECORDS_MAX_RANGE_DAYS } };
  }
  return undefined;
}

export const betRecordsQuerySchema = pageQuerySchema.extend({
  /** First day, site time zone; default: RECORDS_DEFAULT_RANGE_DAYS - 1 days before `to`. */
  from: isoDateSchema.optional(),
  /** Last day (included), site time zone; default: today. */
  to: isoDateSchema.optional(),
  gameType: gameTypeSchema.optional(),
  status: betRecordStatusSchema.optional(),
});
export type BetRecordsQuery = z.infer<typeof betRecordsQuerySchema>;

export const betRecordSchema = z.object({
  /** The vendor's round id. */
  roundId: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  /** The catalogue name, or the game code when the catalogue does not know the game. */
  gameName: z.string(),
  gameType: z.string(),
  /** Decimal strings with 2 places. */
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** payout − stake once settled, "0.00" when cancelled, null while open. */
  winLoss: z.string().nullable(),
  status: betRecordStatusSchema,
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** The round's provably fair record (the house vendor's verify page); null for other vendors. */
  detailsUrl: z.string().nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordsTotalsSchema = z.object({
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** Over settled rounds only (open rounds have no result yet, cancelled ones count 0). */
  winLoss: z.string(),
});
export type BetRecordsTotals = z.infer<typeof betRecordsTotalsSchema>;

export const betRecordsValueSchema = pageSchema(betRecordSchema).extend({
  /** Over the whole filtered set, not only this page. */
  totals: betRecordsTotalsSchema,
});
export type BetRecordsValue = z.infer<typeof betRecordsValueSchema>;

// ——— Account record: every movement of the member's main wallet ———

/** What a main-wallet movement was, as the member reads it (a ledger transaction kind maps to one). */
export const ACCOUNT_RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawalRefund',
  'transfer',
  'upline',
  'bet',
  'payout',
  'betRefund',
  'bonus',
  'other',
] as const;
export const accountRecordTypeSchema = z.enum(ACCOUNT_RECORD_TYPES);
export type AccountRecordType = z.infer<typeof accountRecordTypeSchema>;

/** Record pages are capped at this size. */
export const RECORDS_PAGE_SIZE_MAX = 50;

const recordsPageQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(RECORDS_PAGE_SIZE_MAX).default(20),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

export const accountRecordsQuerySchema = recordsPageQuerySchema.extend({
  type: accountRecordTypeSchema.optional(),
});
export type AccountRecordsQuery = z.infer<typeof accountRecordsQuerySchema>;

export const accountRecordSchema = z.object({
  /** The ledger entry's id. */
  id: z.number().int(),
  type: accountRecordTypeSchema,
  /** Signed: positive into the main wallet, negative out of it. */
  amount: z.string(),
  /** The main-wallet balance right after this movement. */
  balanceAfter: z.string(),
  /** A vendor code, a deposit reference or the like, when the movement has one. */
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

export const accountRecordsValueSchema = pageSchema(accountRecordSchema).extend({
  /** Over the whole filtered set. */
  totals: z.object({ moneyIn: z.string(), moneyOut: z.string() }),
});
export type AccountRecordsValue = z.infer<typeof accountRecordsValueSchema>;

// ——— Personal profit and loss: by site-time-zone day and game type ———

export const profitLossQuerySchema = recordsPageQuerySchema.extend({
  gameType: gameTypeSchema.optional(),
});
export type ProfitLossQuery = z.infer<typeof profitLossQuerySchema>;

export const profitLossRowSchema = z.object({
  /** YYYY-MM-DD in the site time zone. */
  day: z.string(),
  gameType: z.string(),
  rounds: z.number().int(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** payout − stake over settled rounds. */
  winLoss: z.string(),
});
export type ProfitLossRow = z.infer<typeof profitLossRowSchema>;

export const profitLossValueSchema = pageSchema(profitLossRowSchema).extend({
  totals: z.object({
    rounds: z.number().int(),
    stake: z.string(),
    validBet: z.string(),
    payout: z.string(),
    winLoss: z.string(),
    /** Main-wallet money of the period: deposits credited, withdrawals held or paid, bonuses. */
    deposits: z.string(),
    withdrawals: z.string(),
    bonus: z.string(),
  }),
});
export type ProfitLossValue = z.infer<typeof profitLossValueSchema>;

// ——— Bonus details ———

export const bonusRecordsQuerySchema = recordsPageQuerySchema;
export type BonusRecordsQuery = z.infer<typeof bonusRecordsQuerySchema>;

export const bonusRecordSchema = z.object({
  id: z.number().int(),
  /** The ledger transaction kind (demo_bonus, bonus_…): the web names it. */
  kind: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  createdAt: z.string(),
});
export type BonusRecord = z.infer<typeof bonusRecordSchema>;

export const bonusRecordsValueSchema = pageSchema(bonusRecordSchema).extend({
  totals: z.object({ amount: z.string() }),
});
export type BonusRecordsValue = z.infer<typeof bonusRecordsValueSchema>;
