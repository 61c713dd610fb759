// The member's money records (issue 6 §5): the account record (every main-wallet movement with its
// type, amount and running balance, filtered by date and type), personal profit and loss by day and
// game type, and bonus details; all paged with capped page sizes, periods in site-time-zone days.
import { fromMinor } from '@playdeck/contract/money';
import type {
  AccountRecordsQuery,
  AccountRecordsValue,
  BonusRecordsQuery,
  BonusRecordsValue,
  ProfitLossQuery,
  ProfitLossValue,
} from '@playdeck/contract/records';
import type { Database } from '../../plugins/database';
import type { ScalarSettings } from '../site/site.service';
import { createAccountRecordsRepository, type EntryFilter } from './account-records.repository';
import { detailOf, recordTypeOf } from './ledger-kinds';
import { resolvePeriod } from './records.service';
import type { WalletService } from './wallet.service';

type Page = { pageNo: number; pageSize: number };

const emptyPage = (query: Page) => ({
  list: [],
  pageNo: query.pageNo,
  pageSize: query.pageSize,
  total: 0,
  totalPages: 0,
});

export type AccountRecordsService = ReturnType<typeof createAccountRecordsService>;

export function createAccountRecordsService(deps: {
  db: Database;
  wallet: Pick<WalletService, 'ledgerAccountId'>;
  site: { scalarSettings(): Promise<Pick<ScalarSettings, 'timeZoneOffsetMinutes'>> };
}) {
  const repository = () => createAccountRecordsRepository(deps.db);

  async function periodOf(query: { from?: string; to?: string }, now: Date) {
    const { timeZoneOffsetMinutes } = await deps.site.scalarSettings();
    return { ...resolvePeriod(query, timeZoneOffsetMinutes, now), offsetMinutes: timeZoneOffsetMinutes };
  }

  async function entryPage(filter: EntryFilter, query: Page) {
    const totals = await repository().entryTotals(filter);
    const offset = (query.pageNo - 1) * query.pageSize;
    const rows = totals.count > offset ? await repository().entries(filter, query.pageSize, offset) : [];
    return { rows, totals };
  }

  /**
   * The account record. Errors: VALIDATION_FAILED 400 (a period out of order or too long).
   */
  async function accountRecords(
    accountId: number,
    query: AccountRecordsQuery,
    now: Date = new Date(),
  ): Promise<AccountRecordsValue> {
    const { from, to } = await periodOf(query, now);
    const ledgerAccountId = await deps.wallet.ledgerAccountId('member_wallet', accountId);
    const { rows, totals } = await entryPage({ ledgerAccountId, from, to, type: query.type }, query);
    return {
      list: rows.map((row) => ({
        id: row.id,
        type: recordTypeOf(row.kind),
        amount: fromMinor(row.amountMinor),
        balanceAfter: fromMinor(row.balanceAfterMinor),
        detail: detailOf(row.metadata),
        createdAt: row.createdAt.toISOString(),
      })),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total: totals.count,
      totalPages: Math.ceil(totals.count / query.pageSize),
      totals: { moneyIn: fromMinor(totals.inMinor), moneyOut: fromMinor(totals.outMinor) },
    };
  }

  /** Bonus details: the bonus movements of the period. Errors: as accountRecords(). */
  async function bonusRecords(
    accountId: number,
    query: BonusRecordsQuery,
    now: Date = new Date(),
  ): Promise<BonusRecordsValue> {
    const { from, to } = await periodOf(query, now);
    const ledgerAccountId = await deps.wallet.ledgerAccountId('member_wallet', accountId);
    const { rows, totals } = await entryPage({ ledgerAccountId, from, to, type: 'bonus' }, query);
    return {
      list: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        amount: fromMinor(row.amountMinor),
        balanceAfter: fromMinor(row.balanceAfterMinor),
        createdAt: row.createdAt.toISOString(),
      })),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total: totals.count,
      totalPages: Math.ceil(totals.count / query.pageSize),
      totals: { amount: fromMinor(totals.inMinor - totals.outMinor) },
    };
  }

  /**
   * Personal profit and loss: game rounds by site day and game type, with the period's totals and its
   * deposits, withdrawals (held less returned) and bonuses. Errors: as accountRecords().
   */
  async function profitLoss(
    accountId: number,
    query: ProfitLossQuery,
    now: Date = new Date(),
  ): Promise<ProfitLossValue> {
    const period = await periodOf(query, now);
    const filter = { memberAccountId: accountId, ...period, gameType: query.gameType };
    const ledgerAccountId = await deps.wallet.ledgerAccountId('member_wallet', accountId);
    const entries = { ledgerAccountId, from: period.from, to: period.to };
    const [totals, deposits, withdrawals, refunds, bonus] = await Promise.all([
      repository().profitLossTotals(filter),
      repository().sumByType(entries, 'deposit'),
      repository().sumByType(entries, 'withdrawal'),
      repository().sumByType(entries, 'withdrawalRefund'),
      repository().sumByType(entries, 'bonus'),
    ]);
    const offset = (query.pageNo - 1) * query.pageSize;
    const rows =
      totals.groups > offset ? await repository().profitLossRows(filter, query.pageSize, offset) : [];
    return {
      ...emptyPage(query),
      list: rows.map((row) => ({
        day: row.day,
        gameType: row.gameType,
        rounds: row.rounds,
        stake: fromMinor(BigInt(row.stake)),
        validBet: fromMinor(BigInt(row.validBet)),
        payout: fromMinor(BigInt(row.payout)),
        winLoss: fromMinor(BigInt(row.winLoss)),
      })),
      total: totals.groups,
      totalPages: Math.ceil(totals.groups / query.pageSize),
      totals: {
        rounds: totals.rounds,
        stake: fromMinor(totals.stakeMinor),
        validBet: fromMinor(totals.validBetMinor),
        payout: fromMinor(totals.payoutMinor),
        winLoss: fromMinor(totals.winLossMinor),
        deposits: fromMinor(deposits),
        withdrawals: fromMinor(-(withdrawals + refunds)),
        bonus: fromMinor(bonus),
      },
    };
  }

  return { accountRecords, bonusRecords, profitLoss };
}
