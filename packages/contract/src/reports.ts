// The operator's reports (issue 19 §2): gross and net gaming revenue by site day, game category, vendor
// and game; deposits and withdrawals by channel; new, active and depositing members; bonus cost and
// agent commissions paid; the return to player observed per game beside its theoretical figure. Every
// report covers a period of site-time-zone days (both ends included). Money is a decimal string with
// 2 places, a percentage a decimal string with 2 places (null when it cannot be computed).
import { z } from 'zod';
import type { MessageKey } from './messages';
import { calendarDayMs, isoDateSchema } from './records';

export const reportsPaths = {
  overview: '/api/operator/reports/overview',
  games: '/api/operator/reports/games',
  payments: '/api/operator/reports/payments',
  members: '/api/operator/reports/members',
  bonuses: '/api/operator/reports/bonuses',
} as const;

/** The longest period one report may cover, in days (both ends included): a year, a leap one too. */
export const REPORTS_MAX_RANGE_DAYS = 366;
/** The period when the operator names none: today and the 29 days before (site time zone). */
export const REPORTS_DEFAULT_RANGE_DAYS = 30;
/** The most game rows a report answers (the largest stakes first): the catalogue holds far fewer. */
export const REPORTS_GAME_ROWS_MAX = 1_000;

const DAY_MS = 86_400_000;

/**
 * The per-field message for a reports period, or undefined when it is acceptable: `to` before `from`,
 * or more than REPORTS_MAX_RANGE_DAYS days with both ends included.
 */
export function reportsRangeProblem(
  from: string,
  to: string,
): { field: 'from' | 'to'; key: MessageKey; params?: Record<string, number> } | undefined {
  const start = calendarDayMs(from);
  const end = calendarDayMs(to);
  if (start === undefined || end === undefined) return undefined;
  if (end < start) return { field: 'to', key: 'validation.dateRangeOrder' };
  if ((end - start) / DAY_MS + 1 > REPORTS_MAX_RANGE_DAYS) {
    return { field: 'from', key: 'validation.dateRangeTooLong', params: { max: REPORTS_MAX_RANGE_DAYS } };
  }
  return undefined;
}

/**
 * A period of site days. Both ends optional: `to` defaults to today, `from` to
 * REPORTS_DEFAULT_RANGE_DAYS - 1 days before `to`. Out of order or too long: refused on the field at fault.
 */
export const reportsQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .superRefine((value, context) => {
    if (value.from === undefined || value.to === undefined) return;
    const problem = reportsRangeProblem(value.from, value.to);
    if (problem) {
      context.addIssue({
        code: 'custom',
        path: [problem.field],
        message: problem.key,
        params: problem.params,
      });
    }
  });
export type ReportsQuery = z.infer<typeof reportsQuerySchema>;

/** The period as the server read it. */
export const reportsPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The site's offset from UTC in minutes (GMT+8: 480) that the days are read in. */
  timeZoneOffsetMinutes: z.number().int(),
});
export type ReportsPeriod = z.infer<typeof reportsPeriodSchema>;

/** Settled rounds' figures: GGR = stake − payout. */
const playFigures = {
  rounds: z.number().int(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  ggr: z.string(),
};

// --- Overview: GGR and NGR by day ----------------------------------------------------------------

export const revenueDaySchema = z.object({
  day: z.string(),
  ...playFigures,
  /** Bonuses and rebates paid out of the site's bonus account, less those taken back. */
  bonusCost: z.string(),
  /** GGR − bonus cost. */
  ngr: z.string(),
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

export const overviewReportSchema = z.object({
  period: reportsPeriodSchema,
  /** Every day of the period, oldest first, also those without play. */
  days: z.array(revenueDaySchema),
  totals: revenueDaySchema.omit({ day: true }),
});
export type OverviewReport = z.infer<typeof overviewReportSchema>;

// --- By game: category, vendor, game and RTP -----------------------------------------------------

export const categoryRowSchema = z.object({ category: z.string(), ...playFigures });
export type CategoryRow = z.infer<typeof categoryRowSchema>;

export const vendorRowSchema = z.object({ vendorCode: z.string(), vendorName: z.string(), ...playFigures });
export type VendorRow = z.infer<typeof vendorRowSchema>;

export const gameRowSchema = z.object({
  vendorCode: z.string(),
  gameCode: z.string(),
  /** The catalogue's name, or the game code when the catalogue does not know it. */
  gameName: z.string(),
  category: z.string(),
  ...playFigures,
  /** Payout ÷ stake in percent; null without stake. */
  observedRtpPercent: z.string().nullable(),
  /** The game's exact theoretical return in percent, when known (house slots, scratch cards, fish). */
  theoreticalRtpPercent: z.string().nullable(),
});
export type GameRow = z.infer<typeof gameRowSchema>;

export const gamesReportSchema = z.object({
  period: reportsPeriodSchema,
  categories: z.array(categoryRowSchema),
  vendors: z.array(vendorRowSchema),
  /** At most REPORTS_GAME_ROWS_MAX, the largest stakes first. */
  games: z.array(gameRowSchema),
});
export type GamesReport = z.infer<typeof gamesReportSchema>;

// --- Payments by channel -------------------------------------------------------------------------

export const depositChannelRowSchema = z.object({
  channelId: z.number().int(),
  channelName: z.string(),
  /** 'bank_transfer' or 'gateway'. */
  channelType: z.string(),
  count: z.number().int(),
  amount: z.string(),
});
export type DepositChannelRow = z.infer<typeof depositChannelRowSchema>;

/** Withdrawals are paid by bank transfer: their channel is the member's bank. */
export const withdrawalChannelRowSchema = z.object({
  bankName: z.string(),
  count: z.number().int(),
  amount: z.string(),
});
export type WithdrawalChannelRow = z.infer<typeof withdrawalChannelRowSchema>;

export const paymentsReportSchema = z.object({
  period: reportsPeriodSchema,
  /** Credited deposits, by the day they were credited. */
  deposits: z.array(depositChannelRowSchema),
  /** Paid withdrawals (also those since received), by the day they were paid. */
  withdrawals: z.array(withdrawalChannelRowSchema),
  totals: z.object({
    depositCount: z.number().int(),
    deposit: z.string(),
    withdrawalCount: z.number().int(),
    withdrawal: z.string(),
    /** Deposits − withdrawals. */
    net: z.string(),
  }),
});
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;

// --- Members -------------------------------------------------------------------------------------

export const membersDaySchema = z.object({
  day: z.string(),
  /** Member accounts registered (not agents, trials or operators). */
  newMembers: z.number().int(),
  /** Members with a settled round. */
  activeMembers: z.number().int(),
  /** Members with a credited deposit. */
  depositingMembers: z.number().int(),
});
export type MembersDay = z.infer<typeof membersDaySchema>;

export const membersReportSchema = z.object({
  period: reportsPeriodSchema,
  days: z.array(membersDaySchema),
  /** Over the whole period: each member counted once. */
  totals: membersDaySchema.omit({ day: true }),
});
export type MembersReport = z.infer<typeof membersReportSchema>;

// --- Bonuses and commissions ---------------------------------------------------------------------

export const costRowSchema = z.object({
  /** The ledger transaction kind (bonus_promotion, rebate_auto, contract_dividend…). */
  kind: z.string(),
  count: z.number().int(),
  /** Paid out less taken back. */
  amount: z.string(),
});
export type CostRow = z.infer<typeof costRowSchema>;

export const bonusesReportSchema = z.object({
  period: reportsPeriodSchema,
  /** Out of the site's bonus account: promotions, missions, rebates, referrals, points, raffles, VIP. */
  bonuses: z.array(costRowSchema),
  /** Out of the site's commission account: the agent contracts' bills the platform paid. */
  commissions: z.array(costRowSchema),
  totals: z.object({ bonusCost: z.string(), commissionsPaid: z.string() }),
});
export type BonusesReport = z.infer<typeof bonusesReportSchema>;
