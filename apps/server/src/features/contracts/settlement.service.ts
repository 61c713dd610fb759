// Settlement (../shared/AGENTS.md §3, §5): a period of one contract type is settled by computing a
// bill per contract holder bottom-up from the team's settled rounds (children first, for their gross)
// and paying top-down, every payment a ledger move keyed by the bill (decision record 008). Runs are
// unique per (type, period key) and bills per (holder, type, category, period key); a run again
// recomputes only bills not yet payable. A payer short of money leaves the bill PARTIAL or
// INSUFFICIENT, and the retry completes it once the payer has funds.
import {
  BILL_STATUSES,
  billsQuerySchema,
  ppmToRate,
  settlementRunPayloadSchema,
  type Bill,
  type BillsPage,
  type BillsQuery,
  type ContractType,
  type PayDownlineResult,
  type SettlementRun,
} from '@playdeck/contract/contracts';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { pageQuerySchema } from '@playdeck/contract/envelope';
import type { Database, DatabaseHandle } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { lockKeyOf } from '../../jobs/scheduler';
import type { AccountRow } from '../account/account.service';
import type { MessagesService } from '../messages/messages.service';
import { transfer, type WalletService } from '../wallet/wallet.service';
import {
  createContractsRepository,
  type BillRow,
  type NewBill,
  type SettlingContract,
} from './contracts.repository';
import type { ContractsService } from './contracts.service';
import { duePeriods, hasEnded, parsePeriodKey, previousPeriod, type Period } from './periods';
import { applyRate, pickTier, termsOf, tierAmount } from './tiers';

/** How many past periods a scheduled tick looks back at for ones not settled yet. */
const CATCH_UP: Record<ContractType, number> = { DIVIDEND: 2, DAILY: 3, HOURLY: 6, REALTIME: 6 };

export type SettlementDependencies = {
  db: Database;
  database: Pick<DatabaseHandle, 'withLock'>;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'postWithin' | 'lockLedgerAccounts'>;
  messages: Pick<MessagesService, 'send'>;
  contracts: Pick<ContractsService, 'settings'>;
  site: { scalarSettings(): Promise<{ siteName: string; timeZoneOffsetMinutes: number }> };
  onBalance(accountId: number, balance: string): void;
  now?: () => Date;
};

export type SettlementService = ReturnType<typeof createSettlementService>;

/**
 * The settlement's one clock: the app's, ahead by the configured minutes (a demo or a journey
 * settles today's periods without waiting; 0 in production).
 */
export function settlementClock(now: (() => Date) | undefined, offsetMinutes: number): () => Date {
  const base = now ?? (() => new Date());
  return offsetMinutes === 0 ? base : () => new Date(base().getTime() + offsetMinutes * 60_000);
}

/** PAID when the whole gross moved (either way), PARTIAL when some of it, else INSUFFICIENT. */
const statusAfterPayment = (bill: Pick<BillRow, 'grossMinor' | 'receivedMinor'>) =>
  bill.receivedMinor === bill.grossMinor ? 'PAID' : bill.receivedMinor !== 0n ? 'PARTIAL' : 'INSUFFICIENT';

export function createSettlementService(deps: SettlementDependencies) {
  const now = deps.now ?? (() => new Date());
  const repository = (db: Parameters<typeof createContractsRepository>[0] = deps.db) =>
    createContractsRepository(db);

  async function offset(): Promise<number> {
    return (await deps.site.scalarSettings()).timeZoneOffsetMinutes;
  }

  /** Each settling contract's team figures over the window, by contract id. */
  async function figuresOf(
    type: ContractType,
    contracts: SettlingContract[],
    window: { from: Date; to: Date },
    options: { adjustments?: boolean } = {},
  ) {
    const settings = (await deps.contracts.settings()).types[type];
    const rows = await repository().teamFigures(
      contracts.map((contract) => contract.contractId),
      window,
      {
        activeMinValidBetMinor: toMinor(settings.activeMinValidBet),
        activeMinDepositMinor: toMinor(settings.activeMinDeposit),
      },
      options,
    );
    return new Map(
      rows.map((row) => [
        Number(row.contract_id),
        { validBet: BigInt(row.valid_bet), netLoss: BigInt(row.net_loss), active: Number(row.active) },
      ]),
    );
  }

  /** The dividend's carry into `period` for a holder (AGENTS.md §1 carry-over; 0 or negative). */
  async function carryIn(contract: SettlingContract, period: Period, offsetMinutes: number): Promise<bigint> {
    const { carryOver } = await deps.contracts.settings();
    if (carryOver === 'NONE') return 0n;
    const previous = previousPeriod(period, offsetMinutes);
    if (carryOver === 'MONTH' && previous.month !== period.month) return 0n;
    const bill = await repository().previousBill(
      contract.holderId,
      'DIVIDEND',
      contract.category,
      previous.key,
    );
    return bill && bill.baseMinor < 0n ? bill.baseMinor : 0n;
  }

  /** Computes and writes the period's bills bottom-up (children's gross first). */
  async function computeBills(period: Period, offsetMinutes: number): Promise<void> {
    const { type } = period;
    const contracts = await repository().settlingContracts(type, period.to);
    if (contracts.length === 0) return;
    const window = await figuresOf(type, contracts, period, { adjustments: type === 'REALTIME' });
    // Real-time salary picks its tier from the day so far at the window's end.
    const tierFigures =
      type === 'REALTIME'
        ? await figuresOf(type, contracts, { from: period.dayFrom, to: period.to })
        : window;
    const settings = await deps.contracts.settings();
    const existing = new Map(
      (await repository().periodBills(type, period.key)).map((bill) => [
        `${bill.holderAccountId}:${bill.category}`,
        bill,
      ]),
    );
    const grossOf = new Map<string, bigint>();
    const ordered = [...contracts].sort((left, right) => right.depth - left.depth);
    for (const contract of ordered) {
      const key = `${contract.holderId}:${contract.category}`;
      const kept = existing.get(key);
      if (kept && !['CALCULATED', 'NOT_REACHED', 'PENDING_REVIEW'].includes(kept.status)) {
        grossOf.set(key, kept.status === 'DENIED' ? 0n : kept.grossMinor);
        continue;
      }
      const zero = { validBet: 0n, netLoss: 0n, active: 0 };
      const figures = window.get(contract.contractId) ?? zero;
      const picked = tierFigures.get(contract.contractId) ?? zero;
      const carry = type === 'DIVIDEND' ? await carryIn(contract, period, offsetMinutes) : 0n;
      const base = type === 'DIVIDEND' ? figures.netLoss + carry : figures.validBet;
      const tiers = termsOf(contract.tiers);
      const index = pickTier(tiers, type === 'DIVIDEND' ? { ...picked, netLoss: base } : picked);
      const tier = index >= 0 ? tiers[index]! : undefined;
      // A real-time window's volume is negative when rounds counted before were voided in it: the
      // rate applies to it as it is (a negative adjustment, paid back the other way).
      const gross = !tier
        ? 0n
        : type === 'REALTIME' && tier.ratePpm !== null
          ? applyRate(base, tier.ratePpm)
          : tierAmount(tier, base);
      const childrenGross = contracts
        .filter((child) => child.issuerId === contract.holderId && child.category === contract.category)
        .reduce((sum, child) => sum + (grossOf.get(`${child.holderId}:${child.category}`) ?? 0n), 0n);
      grossOf.set(key, gross);
      const net = gross < 0n || gross - childrenGross > 0n ? gross - childrenGross : 0n;
      const reachedStatus = type === 'DIVIDEND' && !settings.dividendAutoPay ? 'PENDING_REVIEW' : 'PAYABLE';
      const bill: NewBill = {
        type,
        category: contract.category,
        periodKey: period.key,
        periodFrom: period.from,
        periodTo: period.to,
        holderAccountId: contract.holderId,
        contractId: contract.contractId,
        payerAccountId: contract.issuerId,
        depth: contract.depth,
        teamBetMinor: figures.validBet,
        teamNetLossMinor: figures.netLoss,
        carryInMinor: carry,
        baseMinor: base,
        activeMembers: picked.active,
        requiredActive: tier?.minActive ?? tiers[0]?.minActive ?? 0,
        tier: tier ? index + 1 : null,
        ratePpm: tier?.ratePpm ?? null,
        fixedMinor: tier?.fixed ?? null,
        grossMinor: gross,
        childrenGrossMinor: childrenGross,
        netMinor: net,
        status: gross > 0n ? reachedStatus : gross < 0n ? 'PAYABLE' : 'NOT_REACHED',
      };
      await repository().upsertBill(bill);
    }
  }

  /**
   * Pays what a bill is still owed, in one transaction with the bill's row locked: from the platform's
   * commission account (never short) or from the payer's main wallet (at most its balance). The leg's
   * ledger key is {type}:{period}:{bill}:IN, then :IN:2, :IN:3… for later legs. Answers the amount paid.
   */
  async function payBill(billId: number): Promise<bigint> {
    const { siteName } = await deps.site.scalarSettings();
    let paid = 0n;
    const balances: [number, bigint][] = [];
    await deps.db.transaction(async (transaction) => {
      const bill = await repository(transaction).findBill(billId, { lock: true });
      if (!bill || !['PAYABLE', 'PARTIAL', 'INSUFFICIENT'].includes(bill.status)) return;
      const due = bill.grossMinor - bill.receivedMinor;
      if (due === 0n) return;
      const holderWallet = await deps.wallet.ledgerAccountId(
        'member_wallet',
        bill.holderAccountId,
        '',
        transaction,
      );
      const payerWallet =
        bill.payerAccountId === null
          ? await deps.wallet.ledgerAccountId('commission', null, '', transaction)
          : await deps.wallet.ledgerAccountId('member_wallet', bill.payerAccountId, '', transaction);
      // A negative bill (a real-time adjustment) is paid back by the holder to its payer.
      const [from, to] = due > 0n ? [payerWallet, holderWallet] : [holderWallet, payerWallet];
      const owed = due > 0n ? due : -due;
      let amount = owed;
      // Only the platform's commission account never runs short.
      if (from === holderWallet || bill.payerAccountId !== null) {
        const locked = await deps.wallet.lockLedgerAccounts(transaction, [from]);
        const available = locked.get(from) ?? 0n;
        amount = available < owed ? available : owed;
      }
      const legs = bill.legs + (amount > 0n ? 1 : 0);
      if (amount > 0n) {
        const posted = await deps.wallet.postWithin(transaction, {
          idempotencyKey: `${bill.type}:${bill.periodKey}:${bill.id}:IN${legs > 1 ? `:${legs}` : ''}`,
          kind: `contract_${bill.type.toLowerCase()}`,
          postings: transfer(from, to, amount),
          metadata: {
            billId: bill.id,
            periodKey: bill.periodKey,
            reference: bill.periodKey,
            payerAccountId: bill.payerAccountId,
          },
        });
        balances.push([bill.holderAccountId, posted.balances.get(holderWallet) ?? 0n]);
        if (bill.payerAccountId !== null)
          balances.push([bill.payerAccountId, posted.balances.get(payerWallet) ?? 0n]);
      }
      const received = bill.receivedMinor + (due > 0n ? amount : -amount);
      const status = statusAfterPayment({ grossMinor: bill.grossMinor, receivedMinor: received });
      await repository(transaction).updateBill(bill.id, {
        receivedMinor: received,
        legs,
        status,
        ...(status === 'PAID' ? { paidAt: now() } : {}),
      });
      const reason = `${bill.type} ${bill.periodKey}`;
      if (status === 'PAID') {
        await deps.messages.send(
          {
            accountId: bill.holderAccountId,
            kind: 'billPaid',
            params: { site: siteName, amountMinor: bill.grossMinor, reason },
            eventKey: `billPaid:${bill.id}`,
          },
          transaction,
        );
      } else {
        const outstanding = bill.grossMinor - received;
        const short = { site: siteName, amountMinor: outstanding < 0n ? -outstanding : outstanding, reason };
        for (const accountId of [bill.holderAccountId, bill.payerAccountId]) {
          if (accountId === null) continue;
          await deps.messages.send(
            {
              accountId,
              kind: 'billInsufficient',
              params: short,
              eventKey: `billInsufficient:${bill.id}:${legs}:${accountId}`,
            },
            transaction,
          );
        }
        // The payer's own bill of the period shows that it still owes its downline.
        if (bill.payerAccountId !== null && due > 0n) {
          const [payerBill] = (await repository(transaction).periodBills(bill.type, bill.periodKey)).filter(
            (row) => row.holderAccountId === bill.payerAccountId && row.category === bill.category,
          );
          if (payerBill && payerBill.status === 'PAID')
            await repository(transaction).updateBill(payerBill.id, { status: 'INSUFFICIENT' });
        }
      }
      paid = amount;
    });
    for (const [accountId, balance] of balances) deps.onBalance(accountId, fromMinor(balance));
    return paid;
  }

  /** Pays the bills owed, top-down (a parent is paid before it pays its children). */
  async function payOwed(filter: Parameters<ReturnType<typeof repository>['owedBills']>[0]) {
    let amount = 0n;
    let paid = 0;
    for (const bill of await repository().owedBills(filter)) {
      const moved = await payBill(bill.id);
      amount += moved;
      if (moved > 0n) paid += 1;
    }
    await repository().settleOwers();
    return { amount, paid };
  }

  /**
   * Settles one period now, under the period's advisory lock (whichever process or call runs it):
   * computes the bills, then pays the payable ones. Errors: PERIOD_KEY_INVALID 400, PERIOD_NOT_ENDED
   * 400, SETTLEMENT_RUNNING 409 (another run of the period holds the lock).
   */
  async function run(type: ContractType, periodKey: string): Promise<SettlementRun> {
    const offsetMinutes = await offset();
    const period = parsePeriodKey(type, periodKey, offsetMinutes);
    if (!period)
      throw new AppError('PERIOD_KEY_INVALID', 400, { fields: { periodKey: 'error.PERIOD_KEY_INVALID' } });
    if (!hasEnded(period, now()))
      throw new AppError('PERIOD_NOT_ENDED', 400, { fields: { periodKey: 'error.PERIOD_NOT_ENDED' } });
    const ran = await deps.database.withLock(lockKeyOf(`settle:${type}:${periodKey}`), async () => {
      await repository().startRun(type, periodKey);
      try {
        await computeBills(period, offsetMinutes);
        await payOwed({ type, periodKey });
        await repository().finishRun(type, periodKey, 'DONE', await statsOf(type, periodKey));
      } catch (error) {
        await repository().finishRun(type, periodKey, 'FAILED', { error: String(error).slice(0, 200) });
        throw error;
      }
    });
    if (!ran) throw new AppError('SETTLEMENT_RUNNING', 409);
    return runOf((await repository().findRun(type, periodKey))!);
  }

  async function statsOf(type: ContractType, periodKey: string) {
    const bills = await repository().periodBills(type, periodKey);
    return {
      bills: bills.length,
      reached: bills.filter((bill) => bill.status !== 'NOT_REACHED').length,
      paid: bills.filter((bill) => bill.status === 'PAID').length,
      insufficient: bills.filter((bill) => bill.status === 'PARTIAL' || bill.status === 'INSUFFICIENT')
        .length,
      pendingReview: bills.filter((bill) => bill.status === 'PENDING_REVIEW').length,
      gross: fromMinor(bills.reduce((sum, bill) => sum + bill.grossMinor, 0n)),
    };
  }

  function runOf(
    row: NonNullable<Awaited<ReturnType<ReturnType<typeof repository>['findRun']>>>,
  ): SettlementRun {
    const stats = row.stats as Record<string, number | string>;
    return {
      type: row.type,
      periodKey: row.periodKey,
      status: row.status,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      stats: {
        bills: Number(stats.bills ?? 0),
        reached: Number(stats.reached ?? 0),
        paid: Number(stats.paid ?? 0),
        insufficient: Number(stats.insufficient ?? 0),
        pendingReview: Number(stats.pendingReview ?? 0),
        gross: String(stats.gross ?? '0.00'),
      },
    };
  }

  /** The operator's call: the body checked, then run(). */
  async function runRequested(input: unknown): Promise<SettlementRun> {
    const parsed = settlementRunPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    return run(parsed.data.type, parsed.data.periodKey);
  }

  /** The scheduled tick of a type: settles each due period not settled yet (a few back at most). */
  async function runDue(type: ContractType): Promise<string[]> {
    if (!(await deps.contracts.settings()).types[type].enabled) return [];
    const offsetMinutes = await offset();
    const settled: string[] = [];
    for (const period of duePeriods(type, now(), offsetMinutes, CATCH_UP[type]).reverse()) {
      const existing = await repository().findRun(type, period.key);
      if (existing?.status === 'DONE') continue;
      try {
        await run(type, period.key);
        settled.push(period.key);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'SETTLEMENT_RUNNING')) throw error;
      }
    }
    return settled;
  }

  /** The retry job (every 20 minutes): completes PARTIAL and INSUFFICIENT bills where money is there. */
  async function retryOwed(): Promise<string> {
    return fromMinor((await payOwed({})).amount);
  }

  /** An agent pays what it still owes its direct children (all types, or one). */
  async function payDownline(agent: AccountRow, type?: ContractType): Promise<PayDownlineResult> {
    const filter = { payerId: agent.id, ...(type ? { type } : {}) };
    const { amount, paid } = await payOwed(filter);
    const stillOwed = (await repository().owedBills(filter)).length;
    return { paid, stillOwed, amount: fromMinor(amount) };
  }

  async function billsPage(query: BillsQuery, holderId?: number): Promise<BillsPage> {
    const parsed = billsQuerySchema.safeParse(query);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { pageNo, pageSize, type, status, periodKey } = parsed.data;
    const { rows, total } = await repository().listBills(
      {
        type,
        ...(holderId !== undefined ? { holderId } : {}),
        ...(status ? { status } : {}),
        ...(periodKey ? { periodKey } : {}),
      },
      pageSize,
      (pageNo - 1) * pageSize,
    );
    const names = await repository().usernames(rows.map((row) => row.holderAccountId));
    const list: Bill[] = rows.map((row) => ({
      id: row.id,
      type: row.type,
      category: row.category as Bill['category'],
      periodKey: row.periodKey,
      periodFrom: row.periodFrom.toISOString(),
      periodTo: row.periodTo.toISOString(),
      holder: { id: row.holderAccountId, username: names.get(row.holderAccountId) ?? '' },
      issuerKind: row.payerAccountId === null ? 'PLATFORM' : 'PARENT',
      teamBet: fromMinor(row.teamBetMinor),
      teamNetLoss: fromMinor(row.teamNetLossMinor),
      carryIn: fromMinor(row.carryInMinor),
      base: fromMinor(row.baseMinor),
      activeMembers: row.activeMembers,
      requiredActive: row.requiredActive,
      tier: row.tier,
      rate: row.ratePpm === null ? null : ppmToRate(row.ratePpm),
      fixedAmount: row.fixedMinor === null ? null : fromMinor(row.fixedMinor),
      gross: fromMinor(row.grossMinor),
      childrenGross: fromMinor(row.childrenGrossMinor),
      net: fromMinor(row.netMinor),
      received: fromMinor(row.receivedMinor),
      paidToChildren: fromMinor(row.paidToChildrenMinor),
      status: BILL_STATUSES.includes(row.status) ? row.status : 'CALCULATED',
      computedAt: row.computedAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    }));
    return { list, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  }

  /**
   * The operator approves a dividend bill waiting for review (its parent's first: the payer's bill of
   * the period must be PAYABLE or later) and it is paid at once; or denies it. Errors: BILL_NOT_FOUND
   * 404, BILL_NOT_REVIEWABLE 409, BILL_PARENT_NOT_APPROVED 409.
   */
  async function review(id: number, decision: 'approve' | 'deny'): Promise<void> {
    const bill = Number.isSafeInteger(id) ? await repository().findBill(id) : undefined;
    if (!bill) throw new AppError('BILL_NOT_FOUND', 404);
    if (bill.status !== 'PENDING_REVIEW') throw new AppError('BILL_NOT_REVIEWABLE', 409);
    if (decision === 'deny') {
      await repository().updateBill(id, { status: 'DENIED', reviewedAt: now() });
      return;
    }
    if (bill.payerAccountId !== null) {
      const parent = (await repository().periodBills(bill.type, bill.periodKey)).find(
        (row) => row.holderAccountId === bill.payerAccountId && row.category === bill.category,
      );
      if (parent && (parent.status === 'PENDING_REVIEW' || parent.status === 'CALCULATED')) {
        throw new AppError('BILL_PARENT_NOT_APPROVED', 409);
      }
    }
    await repository().updateBill(id, { status: 'PAYABLE', reviewedAt: now() });
    await payBill(id);
    await repository().settleOwers();
  }

  async function runs(query: unknown) {
    const parsed = pageQuerySchema.safeParse(query);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { pageNo, pageSize } = parsed.data;
    const { rows, total } = await repository().listRuns(pageSize, (pageNo - 1) * pageSize);
    return { list: rows.map(runOf), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  }

  return { run, runRequested, runDue, retryOwed, payDownline, billsPage, review, runs };
}
