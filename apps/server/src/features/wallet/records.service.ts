// The member's records: the betting record (SPEC.md issue 5 §4), one page of the member's own game
// rounds in a period of site-time-zone days, with totals over the whole filtered set.
import type { MessageLanguage } from '@playdeck/contract/messages';
import { houseVerifyPagePath } from '@playdeck/contract/house';
import { fromMinor } from '@playdeck/contract/money';
import {
  calendarDayMs,
  dateRangeProblem,
  RECORDS_DEFAULT_RANGE_DAYS,
  type BetRecord,
  type BetRecordsQuery,
  type BetRecordsValue,
} from '@playdeck/contract/records';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import type { ScalarSettings } from '../site/site.service';
import { createRecordsRepository, type BetRoundRow } from './records.repository';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export type RecordsService = ReturnType<typeof createRecordsService>;

/** "YYYY-MM-DD" of a UTC-midnight day in ms. */
function isoDay(dayMs: number): string {
  return new Date(dayMs).toISOString().slice(0, 10);
}

/**
 * The period as UTC instants [from, to) from site-time-zone calendar days (`to` included), with the
 * defaults (today, and the days before it); 400 with a per-field message when it is not acceptable.
 */
export function resolvePeriod(
  query: Pick<BetRecordsQuery, 'from' | 'to'>,
  offsetMinutes: number,
  now: Date,
): { from: Date; to: Date } {
  const today = Math.floor((now.getTime() + offsetMinutes * MINUTE_MS) / DAY_MS) * DAY_MS;
  const toDay = query.to ?? isoDay(today);
  const fromDay = query.from ?? isoDay(calendarDayMs(toDay)! - (RECORDS_DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  const problem = dateRangeProblem(fromDay, toDay);
  if (problem) {
    throw new AppError('VALIDATION_FAILED', 400, {
      fields: { [problem.field]: { key: problem.key, params: problem.params } },
    });
  }
  const offsetMs = offsetMinutes * MINUTE_MS;
  return {
    from: new Date(calendarDayMs(fromDay)! - offsetMs),
    to: new Date(calendarDayMs(toDay)! + DAY_MS - offsetMs),
  };
}

function toRecord(row: BetRoundRow, language: MessageLanguage): BetRecord {
  const winLoss =
    row.status === 'settled'
      ? fromMinor(row.payoutMinor - row.stakeMinor)
      : row.status === 'cancelled'
        ? fromMinor(0n)
        : null;
  return {
    roundId: row.roundId,
    vendorCode: row.vendorCode,
    vendorName: row.vendorName ?? row.vendorCode,
    gameCode: row.gameCode,
    gameName: (language === 'vi' ? row.gameNameVi : null) ?? row.gameName ?? row.gameCode,
    gameType: row.gameType,
    stake: fromMinor(row.stakeMinor),
    validBet: fromMinor(row.validBetMinor),
    payout: fromMinor(row.payoutMinor),
    winLoss,
    status: row.status,
    placedAt: row.placedAt.toISOString(),
    settledAt: row.settledAt ? row.settledAt.toISOString() : null,
    detailsUrl: row.vendorIsHouse ? houseVerifyPagePath(row.roundId) : null,
  };
}

export function createRecordsService(deps: {
  /** Only read: the read replica when there is one (DATABASE_REPLICA_URL). */
  db: Database;
  site: { scalarSettings(): Promise<Pick<ScalarSettings, 'timeZoneOffsetMinutes'>> };
}) {
  /** The member's betting record: newest first, paged, with totals over every matching round. */
  async function betRecords(
    memberAccountId: number,
    query: BetRecordsQuery,
    options: { language?: MessageLanguage; now?: Date } = {},
  ): Promise<BetRecordsValue> {
    const { language = 'vi', now = new Date() } = options;
    const { timeZoneOffsetMinutes } = await deps.site.scalarSettings();
    const period = resolvePeriod(query, timeZoneOffsetMinutes, now);
    const filter = {
      memberAccountId,
      ...period,
      ...(query.gameType ? { gameType: query.gameType } : {}),
      ...(query.status ? { status: query.status } : {}),
    };
    const repository = createRecordsRepository(deps.db);
    const totals = await repository.betTotals(filter);
    const rows =
      totals.count > (query.pageNo - 1) * query.pageSize
        ? await repository.betRounds(filter, query.pageSize, (query.pageNo - 1) * query.pageSize)
        : [];
    return {
      list: rows.map((row) => toRecord(row, language)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total: totals.count,
      totalPages: Math.ceil(totals.count / query.pageSize),
      totals: {
        stake: fromMinor(totals.stakeMinor),
        validBet: fromMinor(totals.validBetMinor),
        payout: fromMinor(totals.payoutMinor),
        winLoss: fromMinor(totals.winLossMinor),
      },
    };
  }

  return { betRecords };
}
