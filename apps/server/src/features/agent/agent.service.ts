// The agent centre (issue 13; SPEC.md §2 "Agent centre menu"; ../shared/AGENTS.md §1 and §6): the
// team overview, the register centre and invite links, downline management with transfers to a direct
// child, team betting, user profit and loss, and the agent's own ledger moves. The caller is always a
// signed-in agent (the routes see to it); every account it names is looked up inside its team by the
// repository's SQL, and anything outside answers ACCOUNT_NOT_FOUND, as if it did not exist.
import { randomInt, randomUUID } from 'node:crypto';
import { ACCOUNT_TYPES, isAgentType } from '@playdeck/contract/account';
import {
  agentCreateAccountPayloadSchema,
  downlineTransferPayloadSchema,
  type AgentCreatedAccount,
  type AgentCreatedType,
  type AgentOverview,
  type AgentProfitLoss,
  type AgentTransactions,
  type AgentTransactionSort,
  type Downlines,
  type DownlineTransfer,
  type InviteLink,
  type TeamBets,
  type TeamFigures,
  type downlinesQuerySchema,
  type inviteLinkCreateSchema,
  type teamBetsQuerySchema,
} from '@playdeck/contract/agent';
import type { MessageLanguage } from '@playdeck/contract/messages';
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { calendarDayMs, RECORDS_MAX_RANGE_DAYS, type BetRecordStatus } from '@playdeck/contract/records';
import type { z } from 'zod';
import { isUniqueViolation, uniqueViolation, type Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import type { AccountRow } from '../account/account.service';
import type { MessagesService } from '../messages/messages.service';
import type { RegistrationService } from '../registration/registration.service';
import type { ScalarSettings } from '../site/site.service';
import {
  detailOf,
  resolvePeriod,
  transfer,
  type PostRequest,
  type PostResult,
  type WalletService,
} from '../wallet/wallet.service';
import {
  createAgentRepository,
  type OverviewDayRow,
  type PeriodBounds,
  type ProfitLossBranchRow,
  type ReportRange,
  type TeamAccountRow,
  type TeamBetRow,
} from './agent.repository';

/** The most invite links one agent keeps (each is a code that places newcomers under it). */
export const INVITE_LINKS_MAX = 50;
/** Length of a code the server makes when the agent gives none. */
const GENERATED_CODE_LENGTH = 8;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Tries at a free generated code before giving up (a collision is already very unlikely). */
const GENERATED_CODE_TRIES = 5;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/**
 * How often the scheduled close looks for site days to keep (job `agent-day-close`): a cheap check
 * of 93 marks, so that a day's sums are kept within minutes of it closing.
 */
export const AGENT_DAY_CLOSE_INTERVAL_MS = 5 * MINUTE_MS;

/** The account type of each kind of account an agent creates. */
const ACCOUNT_TYPE_OF: Record<AgentCreatedType, number> = {
  member: ACCOUNT_TYPES.member,
  agent: ACCOUNT_TYPES.agent,
};

export type AgentDependencies = {
  db: Database;
  site: {
    scalarSettings(): Promise<
      Pick<
        ScalarSettings,
        'timeZoneOffsetMinutes' | 'defaultPassword' | 'agentActiveMinValidBet' | 'mainDomain' | 'siteName'
      >
    >;
  };
  registration: Pick<RegistrationService, 'createDownline'>;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'postWithin'>;
  messages: Pick<MessagesService, 'send'>;
  /** The payments feature's check. Errors: PAYMENT_PASSWORD_REQUIRED / _INCORRECT / _LOCKED. */
  verifyPaymentPassword: (accountId: number, password: string) => Promise<void>;
  /** Publishes an account's new main-wallet balance (the header follows it). */
  onBalance: (accountId: number, balance: string) => void;
  now?: () => Date;
};

/** Where the request came from, for the invite links' address when the site has no main domain. */
export type RequestOrigin = { protocol: string; host: string; hostname: string };

export type AgentService = ReturnType<typeof createAgentService>;
type DownlinesQuery = z.output<typeof downlinesQuerySchema>;
type TeamBetsQuery = z.output<typeof teamBetsQuerySchema>;
type InviteLinkCreate = z.output<typeof inviteLinkCreateSchema>;
type Period = { from?: string; to?: string };

const minorOf = (text: string | null | undefined) => BigInt(text ?? 0);

/** The signed-in agent as a row of its own team. */
function teamRowOf(agent: AccountRow): TeamAccountRow {
  return {
    id: agent.id,
    username: agent.username,
    type: agent.type,
    parentId: agent.parentId,
    status: agent.status,
    ancestorPath: agent.ancestorPath,
  };
}

/** The INSUFFICIENT_FUNDS of a move, with its message on the amount field. */
function withAmountField(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_FUNDS') return error;
  return new AppError('INSUFFICIENT_FUNDS', 409, {
    value: error.options.value,
    fields: { amount: 'error.INSUFFICIENT_FUNDS' },
  });
}

function generatedCode(): string {
  let code = '';
  for (let index = 0; index < GENERATED_CODE_LENGTH; index += 1) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

/** The site's address for shared links: its main domain, or the address this request came to. */
function siteOrigin(mainDomain: string, origin: RequestOrigin): string {
  if (!mainDomain || mainDomain === origin.hostname) return `${origin.protocol}://${origin.host}`;
  return `https://${mainDomain}`;
}

type FigureSums = {
  newRegistrations: number;
  firstDepositors: number;
  activeMembers: number;
  depositAmount: bigint;
  depositCount: number;
  withdrawalAmount: bigint;
  withdrawalCount: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  rebates: bigint;
  bonuses: bigint;
};

function sumsOf(row: OverviewDayRow): FigureSums {
  return {
    newRegistrations: Number(row.new_registrations),
    firstDepositors: Number(row.first_depositors),
    activeMembers: Number(row.active_members),
    depositAmount: minorOf(row.deposit_amount),
    depositCount: Number(row.deposit_count),
    withdrawalAmount: minorOf(row.withdrawal_amount),
    withdrawalCount: Number(row.withdrawal_count),
    stake: minorOf(row.stake),
    validBet: minorOf(row.valid_bet),
    payout: minorOf(row.payout),
    rebates: minorOf(row.rebates),
    bonuses: minorOf(row.bonuses),
  };
}

const NO_FIGURES: FigureSums = {
  newRegistrations: 0,
  firstDepositors: 0,
  activeMembers: 0,
  depositAmount: 0n,
  depositCount: 0,
  withdrawalAmount: 0n,
  withdrawalCount: 0,
  stake: 0n,
  validBet: 0n,
  payout: 0n,
  rebates: 0n,
  bonuses: 0n,
};

function addSums(left: FigureSums, right: FigureSums): FigureSums {
  return {
    newRegistrations: left.newRegistrations + right.newRegistrations,
    firstDepositors: left.firstDepositors + right.firstDepositors,
    activeMembers: left.activeMembers + right.activeMembers,
    depositAmount: left.depositAmount + right.depositAmount,
    depositCount: left.depositCount + right.depositCount,
    withdrawalAmount: left.withdrawalAmount + right.withdrawalAmount,
    withdrawalCount: left.withdrawalCount + right.withdrawalCount,
    stake: left.stake + right.stake,
    validBet: left.validBet + right.validBet,
    payout: left.payout + right.payout,
    rebates: left.rebates + right.rebates,
    bonuses: left.bonuses + right.bonuses,
  };
}

function teamFiguresOf(sums: FigureSums): TeamFigures {
  return {
    newRegistrations: sums.newRegistrations,
    firstDepositors: sums.firstDepositors,
    activeMembers: sums.activeMembers,
    depositAmount: fromMinor(sums.depositAmount),
    depositCount: sums.depositCount,
    withdrawalAmount: fromMinor(sums.withdrawalAmount),
    withdrawalCount: sums.withdrawalCount,
    validBet: fromMinor(sums.validBet),
    payout: fromMinor(sums.payout),
    rebates: fromMinor(sums.rebates),
    bonuses: fromMinor(sums.bonuses),
    profitLoss: fromMinor(sums.stake - sums.payout - sums.rebates - sums.bonuses),
  };
}

type ProfitLossSums = {
  deposit: bigint;
  withdraw: bigint;
  bet: bigint;
  validBet: bigint;
  payout: bigint;
  rebate: bigint;
  bonus: bigint;
  fee: bigint;
};

function profitLossSumsOf(row: ProfitLossBranchRow): ProfitLossSums {
  return {
    deposit: minorOf(row.deposit),
    withdraw: minorOf(row.withdraw),
    bet: minorOf(row.bet),
    validBet: minorOf(row.valid_bet),
    payout: minorOf(row.payout),
    rebate: minorOf(row.rebate),
    bonus: minorOf(row.bonus),
    // Deposits carry no fee on this platform yet; the column is there for when a channel charges one.
    fee: 0n,
  };
}

function profitLossFiguresOf(sums: ProfitLossSums) {
  return {
    deposit: fromMinor(sums.deposit),
    withdraw: fromMinor(sums.withdraw),
    bet: fromMinor(sums.bet),
    validBet: fromMinor(sums.validBet),
    payout: fromMinor(sums.payout),
    rebate: fromMinor(sums.rebate),
    bonus: fromMinor(sums.bonus),
    fee: fromMinor(sums.fee),
    profitLoss: fromMinor(sums.bet - sums.payout - sums.rebate - sums.bonus - sums.fee),
  };
}

function teamBetOf(row: TeamBetRow, language: MessageLanguage) {
  const stake = minorOf(row.stake);
  const payout = minorOf(row.payout);
  return {
    roundId: row.round_id,
    username: row.username,
    gameType: row.game_type,
    vendorName: row.vendor_name ?? row.vendor_code,
    gameName: (language === 'vi' ? row.game_name_vi : null) ?? row.game_name ?? row.game_code,
    placedAt: row.placed_at,
    settledAt: row.settled_at,
    stake: fromMinor(stake),
    validBet: fromMinor(minorOf(row.valid_bet)),
    payout: fromMinor(payout),
    winLoss: fromMinor(row.status === 'settled' ? payout - stake : 0n),
    status: row.status as BetRecordStatus,
  };
}

/** What the agent reads as a movement's reference and remark. */
function referenceAndRemark(
  idempotencyKey: string,
  metadata: unknown,
): { reference: string; remark: string } {
  const record =
    typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>) : {};
  const reference = typeof record.reference === 'string' ? record.reference : idempotencyKey;
  if (typeof record.toUsername === 'string') return { reference, remark: record.toUsername };
  const detail = detailOf(metadata);
  return { reference, remark: detail !== null && detail !== reference ? detail : '' };
}

export function createAgentService(deps: AgentDependencies) {
  const now = deps.now ?? (() => new Date());
  const repository = () => createAgentRepository(deps.db);
  /**
   * Work in flight by key: the same report (or the same days' sums) asked again while it is being
   * computed shares that computation instead of running it a second time side by side.
   */
  const inFlight = new Map<string, Promise<unknown>>();
  function shared<T>(key: string, run: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const started = run().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  /**
   * The period split into its closed days, whose per-account sums are kept (computed here the first
   * time any report reads them), and the rest, read raw.
   */
  async function reportRange(
    bounds: PeriodBounds,
    thresholdMinor: bigint,
  ): Promise<ReportRange & { keptNow: string[] }> {
    const closed = await repository().closedDays(bounds, thresholdMinor);
    const missing = closed.filter((day) => !day.kept).map((day) => day.day);
    if (missing.length > 0) {
      const offsetMs = bounds.offsetMinutes * MINUTE_MS;
      const range = {
        from: new Date(calendarDayMs(missing[0]!)! - offsetMs),
        to: new Date(calendarDayMs(missing.at(-1)!)! + DAY_MS - offsetMs),
      };
      await shared(`close:${bounds.offsetMinutes}:${thresholdMinor}:${missing.join(',')}`, () =>
        repository().closeDays(bounds.offsetMinutes, thresholdMinor, missing, range),
      );
    }
    const closedToDay = closed.at(-1)?.day ?? null;
    const openFrom =
      closedToDay === null
        ? bounds.from
        : new Date(calendarDayMs(closedToDay)! + DAY_MS - bounds.offsetMinutes * MINUTE_MS);
    return { ...bounds, closedToDay, openFrom, keptNow: missing };
  }

  function page(query: { pageNo: number; pageSize: number }, total: number) {
    return {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }
  const offsetOf = (query: { pageNo: number; pageSize: number }) => (query.pageNo - 1) * query.pageSize;

  /**
   * The period of site days the query names (default: today at the site, or the one day given), as
   * UTC instants. Errors: VALIDATION_FAILED 400 (out of order, or longer than the records' maximum).
   */
  async function periodOf(query: Period) {
    const { timeZoneOffsetMinutes: offsetMinutes } = await deps.site.scalarSettings();
    const at = now();
    const today = new Date(at.getTime() + offsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
    const toDay = query.to ?? today;
    const fromDay = query.from ?? toDay;
    const { from, to } = resolvePeriod({ from: fromDay, to: toDay }, offsetMinutes, at);
    const bounds: PeriodBounds = { from, to, fromDay, toDay, offsetMinutes };
    return { bounds, value: { from: fromDay, to: toDay, timeZoneOffsetMinutes: offsetMinutes } };
  }

  /**
   * An account of the agent's team. Errors: ACCOUNT_NOT_FOUND 404 (no such account, or one outside
   * the team: the two are not told apart), with the message on `field`.
   */
  async function teamAccount(agent: AccountRow, id: number, field: string): Promise<TeamAccountRow> {
    const found = Number.isSafeInteger(id) ? await repository().findInTeam(agent.id, id) : undefined;
    if (!found) {
      throw new AppError('ACCOUNT_NOT_FOUND', 404, { fields: { [field]: 'validation.accountNotInTeam' } });
    }
    return found;
  }

  /** The drill-down trail: the agent, then each account down to `target`. */
  async function trailTo(agent: AccountRow, target: TeamAccountRow) {
    const ids = [...target.ancestorPath.slice(agent.ancestorPath.length), target.id];
    const names = new Map(
      (await repository().namesInTeam(agent.id, ids)).map((row) => [Number(row.id), row.username]),
    );
    return ids.filter((id) => names.has(id)).map((id) => ({ id, username: names.get(id)! }));
  }

  /** Team overview over a period, with the same figures per day. Errors: as periodOf(). */
  async function overview(agent: AccountRow, query: Period): Promise<AgentOverview> {
    const [{ bounds, value }, settings] = await Promise.all([periodOf(query), deps.site.scalarSettings()]);
    const thresholdMinor = toMinor(settings.agentActiveMinValidBet);
    const key = `overview:${agent.id}:${bounds.fromDay}:${bounds.toDay}:${thresholdMinor}`;
    return shared(key, async () => overviewOf(agent, bounds, value, thresholdMinor));
  }

  async function overviewOf(
    agent: AccountRow,
    bounds: PeriodBounds,
    value: AgentOverview['period'],
    thresholdMinor: bigint,
  ): Promise<AgentOverview> {
    const range = await reportRange(bounds, thresholdMinor);
    // Four statements side by side on the pool's connections: the team now, the days' figures, the
    // period's active members, and the bonuses and rebates of the days not yet closed.
    const [snapshot, dayRows, activeMembers, promotions] = await Promise.all([
      repository().teamSnapshot(agent.id),
      repository().overviewDays(agent.id, range, thresholdMinor, { openPromotions: false }),
      repository().periodActiveMembers(agent.id, range, thresholdMinor),
      repository().openPromotionDays(agent.id, range),
    ]);
    const promotionsOf = new Map(promotions.map((row) => [row.key, row]));
    const days = dayRows.map((row) => {
      const sums = sumsOf(row);
      const open = promotionsOf.get(row.day);
      if (open) {
        sums.rebates += minorOf(open.rebate);
        sums.bonuses += minorOf(open.bonus);
      }
      return { row, sums };
    });
    // Every figure of the period is the sum of its days except active members: a member active on two
    // days is one active member, and one under the threshold each day may reach it over the period.
    const periodTotals = {
      ...days.reduce((sum, day) => addSums(sum, day.sums), NO_FIGURES),
      activeMembers,
    };
    return {
      period: value,
      teamSize: Number(snapshot.team_size),
      directChildren: Number(snapshot.direct_children),
      onlineNow: Number(snapshot.online_now),
      teamBalance: fromMinor(minorOf(snapshot.team_balance)),
      activeMinValidBet: fromMinor(thresholdMinor),
      totals: teamFiguresOf(periodTotals),
      days: days.map((day) => ({ day: day.row.day, ...teamFiguresOf(day.sums) })),
    };
  }

  /**
   * Creates a member or a sub-agent under the agent (the decrypted body). Errors: VALIDATION_FAILED
   * 400, USERNAME_TAKEN 409.
   */
  async function createAccount(agent: AccountRow, input: unknown): Promise<AgentCreatedAccount> {
    const parsed = agentCreateAccountPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const given = parsed.data.password?.trim() ?? '';
    const password = given === '' ? (await deps.site.scalarSettings()).defaultPassword : given;
    const account = await deps.registration.createDownline({
      parentId: agent.id,
      username: parsed.data.username,
      password,
      passwordGiven: given !== '',
      type: ACCOUNT_TYPE_OF[parsed.data.type],
    });
    return {
      id: account.id,
      username: account.username,
      type: parsed.data.type,
      defaultPassword: given === '',
    };
  }

  async function inviteLinks(agent: AccountRow, origin: RequestOrigin): Promise<InviteLink[]> {
    const [rows, settings] = await Promise.all([
      repository().inviteLinks(agent.id),
      deps.site.scalarSettings(),
    ]);
    const base = siteOrigin(settings.mainDomain, origin);
    return rows.map((row) => ({
      code: row.code,
      type: row.kind,
      registrations: Number(row.registrations),
      enabled: row.enabled,
      createdAt: row.created_at,
      url: `${base}/register?referralCode=${encodeURIComponent(row.code)}`,
    }));
  }

  async function inviteLink(agent: AccountRow, code: string, origin: RequestOrigin): Promise<InviteLink> {
    const link = (await inviteLinks(agent, origin)).find(
      (candidate) => candidate.code.toLowerCase() === code.toLowerCase(),
    );
    if (!link)
      throw new AppError('INVITE_LINK_NOT_FOUND', 404, { fields: { code: 'error.INVITE_LINK_NOT_FOUND' } });
    return link;
  }

  /**
   * A new invite link with the agent's code, or one the server makes. Errors: INVITE_LINK_LIMIT 409,
   * INVITE_CODE_TAKEN 409 (the code exists in any letter case, whoever owns it).
   */
  async function createInviteLink(
    agent: AccountRow,
    body: InviteLinkCreate,
    origin: RequestOrigin,
  ): Promise<InviteLink> {
    if ((await repository().countInviteLinks(agent.id)) >= INVITE_LINKS_MAX) {
      throw new AppError('INVITE_LINK_LIMIT', 409, { params: { max: INVITE_LINKS_MAX } });
    }
    const tries = body.code === undefined ? GENERATED_CODE_TRIES : 1;
    for (let attempt = 1; ; attempt += 1) {
      const code = body.code ?? generatedCode();
      try {
        await repository().insertInviteLink(agent.id, code, body.type);
        return await inviteLink(agent, code, origin);
      } catch (error) {
        if (uniqueViolation(error) === undefined) throw error;
        if (attempt >= tries) {
          throw new AppError('INVITE_CODE_TAKEN', 409, { fields: { code: 'error.INVITE_CODE_TAKEN' } });
        }
      }
    }
  }

  /** Switches one of the agent's own links on or off. Errors: INVITE_LINK_NOT_FOUND 404. */
  async function updateInviteLink(
    agent: AccountRow,
    code: string,
    enabled: boolean,
    origin: RequestOrigin,
  ): Promise<InviteLink> {
    if (!(await repository().setInviteLinkEnabled(agent.id, code, enabled))) {
      throw new AppError('INVITE_LINK_NOT_FOUND', 404, { fields: { code: 'error.INVITE_LINK_NOT_FOUND' } });
    }
    return inviteLink(agent, code, origin);
  }

  /** A page of the direct children of the agent or of a descendant. Errors: ACCOUNT_NOT_FOUND 404. */
  async function downlines(agent: AccountRow, query: DownlinesQuery): Promise<Downlines> {
    const parent =
      query.parentId === undefined ? teamRowOf(agent) : await teamAccount(agent, query.parentId, 'parentId');
    const filter = {
      agentId: agent.id,
      parentId: parent.id,
      parentDepth: parent.ancestorPath.length,
      agentDepth: agent.ancestorPath.length,
      username: query.username || undefined,
      sort: query.sort,
      order: query.order,
    };
    const [total, trail] = await Promise.all([repository().countDownlines(filter), trailTo(agent, parent)]);
    const rows =
      total > offsetOf(query) ? await repository().downlines(filter, query.pageSize, offsetOf(query)) : [];
    return {
      ...page(query, total),
      trail,
      list: rows.map((row) => ({
        id: Number(row.id),
        username: row.username,
        nickname: row.nickname,
        accountType: Number(row.type),
        isAgent: isAgentType(Number(row.type)),
        depth: Number(row.depth),
        directChildren: Number(row.direct_children),
        teamSize: Number(row.team_size),
        balance: fromMinor(minorOf(row.balance)),
        teamBalance: fromMinor(minorOf(row.team_balance)),
        lastLoginAt: row.last_login_at,
        online: row.online,
        registeredAt: row.registered_at,
        directChild: row.direct_child,
      })),
    };
  }

  /**
   * Posts the transfer and the child's message in one database transaction; a concurrent post of the
   * same key surfaces as a unique violation, and the second try then finds its replay.
   */
  async function postTransfer(request: PostRequest, childId: number): Promise<PostResult> {
    const { siteName } = await deps.site.scalarSettings();
    const amountMinor = request.postings[1]!.amountMinor;
    const attempt = () =>
      deps.db.transaction(async (transaction) => {
        const posted = await deps.wallet.postWithin(transaction, request);
        if (!posted.replayed) {
          await deps.messages.send(
            {
              accountId: childId,
              kind: 'agentTransfer',
              params: { site: siteName, amountMinor },
              eventKey: `agent-transfer:${posted.transactionId}`,
            },
            transaction,
          );
        }
        return posted;
      });
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return attempt();
    }
  }

  /**
   * Money from the agent's main wallet to a direct child's (the decrypted body), after the agent's
   * payment password; a request id makes a repeat answer the first transfer. Errors:
   * VALIDATION_FAILED 400, ACCOUNT_NOT_FOUND 404 (outside the team), NOT_DIRECT_CHILD 400, the payment
   * password's errors, INSUFFICIENT_FUNDS 409 (nothing moves), DUPLICATE_CONFLICT 409 (a request id
   * reused for another transfer).
   */
  async function transferToChild(
    agent: AccountRow,
    childId: number,
    input: unknown,
  ): Promise<DownlineTransfer> {
    const parsed = downlineTransferPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const child = await teamAccount(agent, childId, 'accountId');
    if (child.parentId !== agent.id) {
      throw new AppError('NOT_DIRECT_CHILD', 400, { fields: { accountId: 'error.NOT_DIRECT_CHILD' } });
    }
    await deps.verifyPaymentPassword(agent.id, parsed.data.paymentPassword);
    const [agentWallet, childWallet] = await Promise.all([
      deps.wallet.ledgerAccountId('member_wallet', agent.id),
      deps.wallet.ledgerAccountId('member_wallet', child.id),
    ]);
    let posted: PostResult;
    try {
      posted = await postTransfer(
        {
          idempotencyKey: `agent-transfer:${agent.id}:${parsed.data.requestId ?? randomUUID()}`,
          kind: 'transfer_downline',
          postings: transfer(agentWallet, childWallet, toMinor(parsed.data.amount)),
          metadata: { fromAccountId: agent.id, toAccountId: child.id, toUsername: child.username },
        },
        child.id,
      );
    } catch (error) {
      throw withAmountField(error);
    }
    const balance = fromMinor(posted.balances.get(agentWallet) ?? 0n);
    const childBalance = fromMinor(posted.balances.get(childWallet) ?? 0n);
    deps.onBalance(agent.id, balance);
    deps.onBalance(child.id, childBalance);
    return { balance, childBalance };
  }

  /** The team's rounds of a period in the order asked, with totals over the whole filtered set. */
  async function teamBets(
    agent: AccountRow,
    query: TeamBetsQuery,
    language: MessageLanguage,
  ): Promise<TeamBets> {
    const { bounds, value } = await periodOf(query);
    const filter = {
      agentId: agent.id,
      period: bounds,
      username: query.username || undefined,
      gameType: query.gameType,
      status: query.status,
    };
    const totals = await repository().teamBetTotals(filter);
    const total = Number(totals.count);
    const rows =
      total > offsetOf(query)
        ? await repository().teamBets(filter, query, query.pageSize, offsetOf(query))
        : [];
    return {
      ...page(query, total),
      period: value,
      list: rows.map((row) => teamBetOf(row, language)),
      totals: {
        count: total,
        stake: fromMinor(minorOf(totals.stake)),
        validBet: fromMinor(minorOf(totals.valid_bet)),
        payout: fromMinor(minorOf(totals.payout)),
        winLoss: fromMinor(minorOf(totals.win_loss)),
      },
    };
  }

  /**
   * User profit and loss: the account alone, each direct child's whole team, and the total.
   * Errors: ACCOUNT_NOT_FOUND 404 (a drill-down outside the team), as periodOf().
   */
  async function profitLoss(
    agent: AccountRow,
    query: Period & { accountId?: number },
  ): Promise<AgentProfitLoss> {
    const target =
      query.accountId === undefined
        ? teamRowOf(agent)
        : await teamAccount(agent, query.accountId, 'accountId');
    const [{ bounds, value }, settings] = await Promise.all([periodOf(query), deps.site.scalarSettings()]);
    const thresholdMinor = toMinor(settings.agentActiveMinValidBet);
    const key = `profit-loss:${agent.id}:${target.id}:${bounds.fromDay}:${bounds.toDay}:${thresholdMinor}`;
    const [rows, trail, promotions] = await shared(key, async () => {
      const range = await reportRange(bounds, thresholdMinor);
      const depth = target.ancestorPath.length;
      // The branches and the open days' bonuses and rebates by branch, side by side.
      return Promise.all([
        repository().profitLossBranches(agent.id, target.id, depth, range, thresholdMinor, {
          openPromotions: false,
        }),
        trailTo(agent, target),
        repository().openPromotionBranches(agent.id, target.id, depth, range),
      ]);
    });
    const promotionsOf = new Map(promotions.map((row) => [Number(row.key), row]));
    const sums = rows.map((row) => {
      const figures = profitLossSumsOf(row);
      const open = promotionsOf.get(Number(row.id));
      if (open) {
        figures.rebate += minorOf(open.rebate);
        figures.bonus += minorOf(open.bonus);
      }
      return { row, sums: figures };
    });
    const total = sums.reduce<ProfitLossSums>(
      (sum, { sums: row }) => ({
        deposit: sum.deposit + row.deposit,
        withdraw: sum.withdraw + row.withdraw,
        bet: sum.bet + row.bet,
        validBet: sum.validBet + row.validBet,
        payout: sum.payout + row.payout,
        rebate: sum.rebate + row.rebate,
        bonus: sum.bonus + row.bonus,
        fee: sum.fee + row.fee,
      }),
      { deposit: 0n, withdraw: 0n, bet: 0n, validBet: 0n, payout: 0n, rebate: 0n, bonus: 0n, fee: 0n },
    );
    return {
      period: value,
      trail,
      rows: sums.map(({ row, sums: figures }) => ({
        ...profitLossFiguresOf(figures),
        accountId: Number(row.id),
        username: row.username,
        scope: Number(row.id) === target.id ? ('self' as const) : ('team' as const),
        isAgent: isAgentType(Number(row.type)),
        teamSize: Number(row.team_size),
      })),
      total: profitLossFiguresOf(total),
    };
  }

  /** The agent's own main-wallet movements of a period, in the order asked. Errors: as periodOf(). */
  async function transactions(
    agent: AccountRow,
    query: Period & {
      pageNo: number;
      pageSize: number;
      sort: AgentTransactionSort;
      order: 'asc' | 'desc';
    },
  ): Promise<AgentTransactions> {
    const { bounds, value } = await periodOf(query);
    const ledgerAccountId = await deps.wallet.ledgerAccountId('member_wallet', agent.id);
    const total = await repository().countTransactions(ledgerAccountId, bounds);
    const rows =
      total > offsetOf(query)
        ? await repository().transactions(ledgerAccountId, bounds, query, query.pageSize, offsetOf(query))
        : [];
    return {
      ...page(query, total),
      period: value,
      list: rows.map((row) => ({
        id: Number(row.id),
        createdAt: row.created_at,
        kind: row.kind,
        amount: fromMinor(minorOf(row.amount)),
        balanceAfter: fromMinor(minorOf(row.balance_after)),
        ...referenceAndRemark(row.idempotency_key, row.metadata),
      })),
    };
  }

  /**
   * The scheduled close (job `agent-day-close`): keeps the sums of every closed site day of the last
   * RECORDS_MAX_RANGE_DAYS days that are not kept yet, for the site's time zone and the operator's
   * active-member threshold, so that an agent's first report of a period reads kept sums instead of
   * computing them (a day is closed CLOSE_MARGIN_MINUTES after it ends). Answers the days it kept.
   */
  async function closeRecentDays(): Promise<string[]> {
    const settings = await deps.site.scalarSettings();
    const offsetMinutes = settings.timeZoneOffsetMinutes;
    const at = now();
    const todayMs = calendarDayMs(
      new Date(at.getTime() + offsetMinutes * MINUTE_MS).toISOString().slice(0, 10),
    )!;
    const toDay = new Date(todayMs).toISOString().slice(0, 10);
    const fromDay = new Date(todayMs - (RECORDS_MAX_RANGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const { from, to } = resolvePeriod({ from: fromDay, to: toDay }, offsetMinutes, at);
    const bounds: PeriodBounds = { from, to, fromDay, toDay, offsetMinutes };
    return (await reportRange(bounds, toMinor(settings.agentActiveMinValidBet))).keptNow;
  }

  return {
    closeRecentDays,
    overview,
    createAccount,
    inviteLinks,
    createInviteLink,
    updateInviteLink,
    downlines,
    transferToChild,
    teamBets,
    profitLoss,
    transactions,
  };
}
