// The operator's reports (issue 19 §2): the period of site days a query names, read as UTC instants in
// the site's time zone, and the repository's sums turned into the contract's figures (GGR = stake −
// payout, NGR = GGR − bonus cost, observed RTP = payout ÷ stake beside the theoretical figure).
import { fromMinor } from '@playdeck/contract/money';
import { calendarDayMs } from '@playdeck/contract/records';
import {
  REPORTS_DEFAULT_RANGE_DAYS,
  reportsRangeProblem,
  type BonusesReport,
  type GameRow,
  type GamesReport,
  type MembersReport,
  type OverviewReport,
  type PaymentsReport,
  type ReportsPeriod,
  type ReportsQuery,
} from '@playdeck/contract/reports';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import type { ScalarSettings } from '../site/site.service';
import {
  createReportsRepository,
  type CostSumsRow,
  type GameSumsRow,
  type PlaySums,
  type ReportPeriod,
} from './reports.repository';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export type ReportsService = ReturnType<typeof createReportsService>;

export type ReportsDependencies = {
  /** Only read: the read replica when there is one (DATABASE_REPLICA_URL). */
  db: Database;
  /** The site's settings; the reports read its time zone. */
  site: { scalarSettings(): Promise<Pick<ScalarSettings, 'timeZoneOffsetMinutes'>> };
  /** A game's theoretical return in percent with 2 decimals, or null when unknown. */
  theoreticalRtpPercent: (vendorCode: string, gameCode: string) => string | null;
  now?: () => Date;
};

const isoDay = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10);

/** payout ÷ stake in percent with 2 decimals (rounded down), or null without stake. */
export function percentOf(part: bigint, whole: bigint): string | null {
  if (whole <= 0n) return null;
  return fromMinor((part * 10_000n) / whole);
}

/**
 * The period as UTC instants [from, to) from site-time-zone days (`to` included), with the defaults:
 * `to` today at the site, `from` REPORTS_DEFAULT_RANGE_DAYS - 1 days before `to`.
 * Errors: VALIDATION_FAILED 400 on the field at fault (out of order, or too long).
 */
export function resolveReportPeriod(query: ReportsQuery, offsetMinutes: number, now: Date): ReportPeriod {
  const today = Math.floor((now.getTime() + offsetMinutes * MINUTE_MS) / DAY_MS) * DAY_MS;
  const toDay = query.to ?? isoDay(today);
  const fromDay = query.from ?? isoDay(calendarDayMs(toDay)! - (REPORTS_DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  const problem = reportsRangeProblem(fromDay, toDay);
  if (problem) {
    throw new AppError('VALIDATION_FAILED', 400, {
      fields: { [problem.field]: { key: problem.key, params: problem.params } },
    });
  }
  const offsetMs = offsetMinutes * MINUTE_MS;
  return {
    from: new Date(calendarDayMs(fromDay)! - offsetMs),
    to: new Date(calendarDayMs(toDay)! + DAY_MS - offsetMs),
    fromDay,
    toDay,
    offsetMinutes,
  };
}

function playFigures(row: PlaySums) {
  const stake = BigInt(row.stake);
  const payout = BigInt(row.payout);
  return {
    rounds: Number(row.rounds),
    stake: fromMinor(stake),
    validBet: fromMinor(BigInt(row.valid_bet)),
    payout: fromMinor(payout),
    ggr: fromMinor(stake - payout),
  };
}

function costRows(rows: CostSumsRow[]) {
  return rows.map((row) => ({
    kind: row.kind,
    count: Number(row.count),
    amount: fromMinor(BigInt(row.amount)),
  }));
}

const sumOf = (values: string[]) => values.reduce((sum, value) => sum + BigInt(value), 0n);

export function createReportsService(deps: ReportsDependencies) {
  const now = deps.now ?? (() => new Date());
  const repository = () => createReportsRepository(deps.db);

  async function periodOf(query: ReportsQuery): Promise<{ period: ReportPeriod; value: ReportsPeriod }> {
    const { timeZoneOffsetMinutes } = await deps.site.scalarSettings();
    const period = resolveReportPeriod(query, timeZoneOffsetMinutes, now());
    return { period, value: { from: period.fromDay, to: period.toDay, timeZoneOffsetMinutes } };
  }

  function gameRow(row: GameSumsRow): GameRow {
    const vendorCode = row.vendor_code ?? '';
    const gameCode = row.game_code ?? '';
    return {
      vendorCode,
      gameCode,
      gameName: row.game_name ?? gameCode,
      category: row.category ?? '',
      ...playFigures(row),
      observedRtpPercent: percentOf(BigInt(row.payout), BigInt(row.stake)),
      theoreticalRtpPercent: deps.theoreticalRtpPercent(vendorCode, gameCode),
    };
  }

  return {
    /** GGR, bonus cost and NGR per site day (every day present) and over the period. Errors: as periodOf. */
    async overview(query: ReportsQuery): Promise<OverviewReport> {
      const { period, value } = await periodOf(query);
      const rows = await repository().revenueDays(period);
      const days = rows.map((row) => {
        const figures = playFigures(row);
        const bonusCost = BigInt(row.bonus_cost);
        const ggr = BigInt(row.stake) - BigInt(row.payout);
        return { day: row.day, ...figures, bonusCost: fromMinor(bonusCost), ngr: fromMinor(ggr - bonusCost) };
      });
      const total = (pick: (row: (typeof rows)[number]) => string) => sumOf(rows.map(pick));
      const [stake, payout, bonusCost] = [
        total((r) => r.stake),
        total((r) => r.payout),
        total((r) => r.bonus_cost),
      ];
      return {
        period: value,
        days,
        totals: {
          rounds: rows.reduce((sum, row) => sum + Number(row.rounds), 0),
          stake: fromMinor(stake),
          validBet: fromMinor(total((r) => r.valid_bet)),
          payout: fromMinor(payout),
          ggr: fromMinor(stake - payout),
          bonusCost: fromMinor(bonusCost),
          ngr: fromMinor(stake - payout - bonusCost),
        },
      };
    },

    /** Play by category, vendor and game (with observed and theoretical RTP). Errors: as periodOf. */
    async games(query: ReportsQuery): Promise<GamesReport> {
      const { period, value } = await periodOf(query);
      const rows = await repository().gameSums(period);
      return {
        period: value,
        categories: rows
          .filter((row) => row.level === 2)
          .map((row) => ({ category: row.category ?? '', ...playFigures(row) })),
        vendors: rows
          .filter((row) => row.level === 1)
          .map((row) => ({
            vendorCode: row.vendor_code ?? '',
            vendorName: row.vendor_name ?? row.vendor_code ?? '',
            ...playFigures(row),
          })),
        games: rows.filter((row) => row.level === 0).map(gameRow),
      };
    },

    /** Credited deposits per channel and paid withdrawals per bank. Errors: as periodOf. */
    async payments(query: ReportsQuery): Promise<PaymentsReport> {
      const { period, value } = await periodOf(query);
      const [deposits, withdrawals] = [
        await repository().depositsByChannel(period),
        await repository().withdrawalsByChannel(period),
      ];
      const deposit = sumOf(deposits.map((row) => row.amount));
      const withdrawal = sumOf(withdrawals.map((row) => row.amount));
      return {
        period: value,
        deposits: deposits.map((row) => ({
          channelId: Number(row.channel_id),
          channelName: row.channel_name,
          channelType: row.channel_type,
          count: Number(row.count),
          amount: fromMinor(BigInt(row.amount)),
        })),
        withdrawals: withdrawals.map((row) => ({
          bankName: row.bank_name,
          count: Number(row.count),
          amount: fromMinor(BigInt(row.amount)),
        })),
        totals: {
          depositCount: deposits.reduce((sum, row) => sum + Number(row.count), 0),
          deposit: fromMinor(deposit),
          withdrawalCount: withdrawals.reduce((sum, row) => sum + Number(row.count), 0),
          withdrawal: fromMinor(withdrawal),
          net: fromMinor(deposit - withdrawal),
        },
      };
    },

    /** New, active and depositing members per day and over the period. Errors: as periodOf. */
    async members(query: ReportsQuery): Promise<MembersReport> {
      const { period, value } = await periodOf(query);
      const rows = await repository().membersDays(period);
      const figures = (row: (typeof rows)[number]) => ({
        newMembers: Number(row.new_members),
        activeMembers: Number(row.active_members),
        depositingMembers: Number(row.depositing_members),
      });
      const whole = rows.find((row) => row.day === null);
      return {
        period: value,
        days: rows.filter((row) => row.day !== null).map((row) => ({ day: row.day!, ...figures(row) })),
        totals: whole ? figures(whole) : { newMembers: 0, activeMembers: 0, depositingMembers: 0 },
      };
    },

    /** Bonus cost and agent commissions paid, per ledger kind. Errors: as periodOf. */
    async bonuses(query: ReportsQuery): Promise<BonusesReport> {
      const { period, value } = await periodOf(query);
      const [bonuses, commissions] = [
        await repository().bonusCosts(period),
        await repository().commissionsPaid(period),
      ];
      return {
        period: value,
        bonuses: costRows(bonuses),
        commissions: costRows(commissions),
        totals: {
          bonusCost: fromMinor(sumOf(bonuses.map((row) => row.amount))),
          commissionsPaid: fromMinor(sumOf(commissions.map((row) => row.amount))),
        },
      };
    },
  };
}
