// Contracts (../shared/AGENTS.md §2, §4; SPEC.md §3 "Consolidated contract info", §4 "Dividend
// contract"): the operator's settings, offers from a parent to a direct child (or from the platform to
// a top-level agent) with their tiers checked, the holder's answer, terminations with the contracts
// below them, and the consolidated call behind the agent centre's menu and consent pop-up.
import type { AuditWriter } from '../audit/audit.service';
import { isAgentType } from '@playdeck/contract/account';
import {
  CONSOLIDATED_KEYS,
  CONTRACT_TYPES,
  contractOfferPayloadSchema,
  contractSettingsSchema,
  contractSettingsUpdateSchema,
  type Consolidated,
  type Contract,
  type ContractConflict,
  type ContractSettings,
  type ContractsPage,
  type ContractsQuery,
  type TerminateReason,
  type TopAgents,
} from '@playdeck/contract/contracts';
import { contractsQuerySchema } from '@playdeck/contract/contracts';
import type { Database, DatabaseOrTransaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import type { AccountRow } from '../account/account.service';
import type { MessagesService } from '../messages/messages.service';
import { createContractsRepository, type ContractRow } from './contracts.repository';
import { breaksAgainst, storedTiersOf, tierProblems, tierValueOf } from './tiers';

const DAY_MS = 86_400_000;

const typeSettings = (enabled: boolean, minRate: string, maxRate: string, activeMinValidBet: string) => ({
  enabled,
  tierCount: 5,
  minRate,
  maxRate,
  activeMinValidBet,
  activeMinDeposit: '0.00',
});

/** The settings before the operator changes any (every type enabled, so the demo shows them). */
export const DEFAULT_CONTRACT_SETTINGS: ContractSettings = {
  types: {
    DIVIDEND: typeSettings(true, '0', '50', '100.00'),
    DAILY: typeSettings(true, '0', '3', '100.00'),
    HOURLY: typeSettings(true, '0', '3', '1.00'),
    REALTIME: typeSettings(true, '0', '3', '100.00'),
  },
  carryOver: 'MONTH',
  offerExpiryDays: 7,
  dividendAutoPay: false,
};

export type ContractsDependencies = {
  db: Database;
  messages: Pick<MessagesService, 'send'>;
  site: { scalarSettings(): Promise<{ siteName: string }> };
  /** The root (operator) account: its direct children are the top-level agents. */
  rootAccountId(): Promise<number | null>;
  findAccount(id: number): Promise<AccountRow | undefined>;
  now?: () => Date;
};

export type ContractsService = ReturnType<typeof createContractsService>;

export function createContractsService(deps: ContractsDependencies) {
  const now = deps.now ?? (() => new Date());
  const repository = (db: DatabaseOrTransaction = deps.db) => createContractsRepository(db);

  async function settings(): Promise<ContractSettings> {
    const stored = contractSettingsSchema.safeParse(await repository().loadSettings());
    return stored.success ? stored.data : DEFAULT_CONTRACT_SETTINGS;
  }

  /** With an audit writer, the trail's entry (before and after) is in the change's transaction. Errors: VALIDATION_FAILED 400 (per field). */
  async function updateSettings(input: unknown, audit?: AuditWriter): Promise<ContractSettings> {
    const parsed = contractSettingsUpdateSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const current = await settings();
    const next = contractSettingsSchema.parse({
      ...current,
      ...parsed.data,
      types: { ...current.types, ...parsed.data.types },
    });
    await deps.db.transaction(async (transaction) => {
      await repository(transaction).saveSettings(next);
      await audit?.(transaction, {
        action: 'contracts.settings',
        targetType: 'site',
        targetId: 'contract-settings',
        before: current,
        after: next,
      });
    });
    return next;
  }

  async function contractsOf(rows: ContractRow[]): Promise<Contract[]> {
    const names = await repository().usernames(
      rows.flatMap((row) => [
        row.holderAccountId,
        ...(row.issuerAccountId === null ? [] : [row.issuerAccountId]),
      ]),
    );
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      category: row.category as Contract['category'],
      issuer:
        row.issuerAccountId === null
          ? null
          : { id: row.issuerAccountId, username: names.get(row.issuerAccountId) ?? '' },
      holder: { id: row.holderAccountId, username: names.get(row.holderAccountId) ?? '' },
      tiers: row.tiers.map(tierValueOf),
      status: row.status,
      downlineHigherRate: row.downlineHigherRate,
      offeredAt: row.offeredAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
      expiresAt: row.status === 'PENDING' ? row.expiresAt.toISOString() : null,
      terminatedAt: row.terminatedAt?.toISOString() ?? null,
      terminateReason: row.terminateReason ?? null,
    }));
  }

  /** Type and category as the messages name them ("DIVIDEND · ALL"). */
  const label = (row: Pick<ContractRow, 'type' | 'category'>) => `${row.type} · ${row.category}`;

  /**
   * Messages to the holders, in the caller's transaction. The site's name is read before the
   * transaction (`siteName`): on the one-connection embedded database, a read beside an open
   * transaction would wait for it forever.
   */
  async function notify(
    db: DatabaseOrTransaction,
    siteName: string,
    rows: ContractRow[],
    kind: 'contractOffered' | 'contractTerminated',
    reason: (row: ContractRow) => string,
  ): Promise<void> {
    for (const row of rows) {
      await deps.messages.send(
        {
          accountId: row.holderAccountId,
          kind,
          params: { site: siteName, amountMinor: 0n, reason: reason(row) },
          eventKey: `${kind}:${row.id}`,
        },
        db,
      );
    }
  }

  /**
   * Offers a contract: by an agent to a direct child agent, or by the platform (issuer null) to a
   * top-level agent. Errors: VALIDATION_FAILED 400, CONTRACT_HOLDER_INVALID 400 (not a direct child
   * agent: a member, a trial, a foreign or unknown account), CONTRACT_TYPE_DISABLED 409,
   * CONTRACT_ISSUER_UNCOVERED 409 (the issuer holds no ACTIVE contract of the type and category),
   * CONTRACT_TIERS_INVALID 400 (per tier field). A newer offer replaces an older PENDING one.
   */
  async function offer(issuer: AccountRow | null, input: unknown, audit?: AuditWriter): Promise<Contract> {
    const parsed = contractOfferPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { holderId, type, category } = parsed.data;
    const holder = await deps.findAccount(holderId);
    const root = issuer === null ? await deps.rootAccountId() : null;
    const expectedParent = issuer === null ? root : issuer.id;
    if (
      !holder ||
      !isAgentType(holder.type) ||
      holder.parentId !== expectedParent ||
      holder.id === issuer?.id
    ) {
      throw new AppError('CONTRACT_HOLDER_INVALID', 400, {
        fields: { holderId: 'error.CONTRACT_HOLDER_INVALID' },
      });
    }
    const siteSettings = await settings();
    const typeSetting = siteSettings.types[type];
    if (!typeSetting.enabled) {
      throw new AppError('CONTRACT_TYPE_DISABLED', 409, { fields: { type: 'error.CONTRACT_TYPE_DISABLED' } });
    }
    const parentContract = issuer
      ? await repository().holderContract(issuer.id, type, category, 'ACTIVE')
      : undefined;
    if (issuer && !parentContract) throw new AppError('CONTRACT_ISSUER_UNCOVERED', 409);
    const tiers = storedTiersOf(parsed.data.tiers);
    const problems = tierProblems({
      type,
      tiers,
      settings: typeSetting,
      parentTiers: parentContract?.tiers ?? null,
    });
    if (Object.keys(problems).length > 0)
      throw new AppError('CONTRACT_TIERS_INVALID', 400, { fields: problems });
    const issued = await repository().issuedOpen(holder.id, type, category);
    const downlineHigherRate = issued.some((child) => breaksAgainst(child.tiers, tiers));
    const at = now();
    const { siteName } = await deps.site.scalarSettings();
    const row = await deps.db.transaction(async (transaction) => {
      const older = await repository(transaction).holderContract(holder.id, type, category, 'PENDING');
      if (older) await repository(transaction).setStatus([older.id], 'EXPIRED', { at });
      const created = await repository(transaction).insertContract({
        type,
        category,
        issuerAccountId: issuer?.id ?? null,
        holderAccountId: holder.id,
        tiers,
        status: 'PENDING',
        downlineHigherRate,
        offeredAt: at,
        expiresAt: new Date(at.getTime() + siteSettings.offerExpiryDays * DAY_MS),
      });
      await notify(transaction, siteName, [created], 'contractOffered', label);
      await audit?.(transaction, {
        action: 'contracts.offer',
        targetType: 'contract',
        targetId: created.id,
        before: older ?? null,
        after: created,
      });
      return created;
    });
    return (await contractsOf([row]))[0]!;
  }

  /** The holder's open contracts to its children that `tiers` break, each with its subtree's. */
  async function conflictsOf(db: DatabaseOrTransaction, offerRow: ContractRow) {
    const issued = await repository(db).issuedOpen(
      offerRow.holderAccountId,
      offerRow.type,
      offerRow.category,
    );
    const conflicting = issued.filter((child) => breaksAgainst(child.tiers, offerRow.tiers));
    return Promise.all(
      conflicting.map(async (contract) => ({
        contract,
        subtree: await repository(db).subtreeOpen(contract.holderAccountId, contract.type, contract.category),
      })),
    );
  }

  /** An offer to `holder`, or CONTRACT_NOT_FOUND 404 (someone else's is not told apart from none). */
  async function ownOffer(db: DatabaseOrTransaction, holder: AccountRow, id: number): Promise<ContractRow> {
    const row = Number.isSafeInteger(id) ? await repository(db).findContract(id, { lock: true }) : undefined;
    if (!row || row.holderAccountId !== holder.id) throw new AppError('CONTRACT_NOT_FOUND', 404);
    if (row.status !== 'PENDING' || row.expiresAt.getTime() <= now().getTime()) {
      throw new AppError('CONTRACT_NOT_PENDING', 409);
    }
    return row;
  }

  /**
   * The holder accepts an offer (AGENTS.md §4): the offer becomes ACTIVE and the holder's previous
   * contract of the type and category TERMINATED (superseded); the holder's contracts to its children
   * that break against the new tiers end too, with every contract of the type and category below
   * them, in one transaction, and everyone affected gets a message. Errors: CONTRACT_NOT_FOUND 404,
   * CONTRACT_NOT_PENDING 409, CONTRACT_ISSUER_UNCOVERED 409 (the issuer's own contract ended since),
   * CONTRACT_CONFLICT 409 (conflicts to confirm: value lists them; nothing changed).
   */
  async function accept(holder: AccountRow, id: number, confirmTerminate: boolean): Promise<Contract> {
    const { siteName } = await deps.site.scalarSettings();
    const accepted = await deps.db.transaction(async (transaction) => {
      const row = await ownOffer(transaction, holder, id);
      if (row.issuerAccountId !== null) {
        const parent = await repository(transaction).holderContract(
          row.issuerAccountId,
          row.type,
          row.category,
          'ACTIVE',
        );
        if (!parent || breaksAgainst(row.tiers, parent.tiers))
          throw new AppError('CONTRACT_ISSUER_UNCOVERED', 409);
      }
      const conflicts = await conflictsOf(transaction, row);
      if (conflicts.length > 0 && !confirmTerminate) {
        const names = await repository(transaction).usernames(
          conflicts.map((item) => item.contract.holderAccountId),
        );
        const value: ContractConflict = {
          conflicts: conflicts.map(({ contract, subtree }) => ({
            contractId: contract.id,
            holder: { id: contract.holderAccountId, username: names.get(contract.holderAccountId) ?? '' },
            type: contract.type,
            category: contract.category as Contract['category'],
            subtree: subtree.length,
          })),
        };
        throw new AppError('CONTRACT_CONFLICT', 409, { value });
      }
      const at = now();
      const previous = await repository(transaction).holderContract(
        holder.id,
        row.type,
        row.category,
        'ACTIVE',
      );
      if (previous) {
        await repository(transaction).setStatus([previous.id], 'TERMINATED', { at, reason: 'SUPERSEDED' });
      }
      await repository(transaction).setStatus([row.id], 'ACTIVE', {
        at,
        ...(previous ? { supersedesId: previous.id } : {}),
      });
      await endWith(
        transaction,
        siteName,
        conflicts.map((item) => item.contract),
        'PARENT_RATE_REDUCED',
        at,
        '',
        conflicts.flatMap((item) => item.subtree),
      );
      return (await repository(transaction).findContract(row.id))!;
    });
    return (await contractsOf([accepted]))[0]!;
  }

  /**
   * Ends `contracts` with `reason` and every open contract of their type and category below their
   * holders (UPLINE_ENDED), with a message to each holder. `below`: already known subtrees.
   */
  async function endWith(
    db: DatabaseOrTransaction,
    siteName: string,
    contracts: ContractRow[],
    reason: TerminateReason,
    at: Date,
    note: string,
    below?: ContractRow[],
  ): Promise<ContractRow[]> {
    if (contracts.length === 0) return [];
    const subtree =
      below ??
      (
        await Promise.all(
          contracts.map((contract) =>
            repository(db).subtreeOpen(contract.holderAccountId, contract.type, contract.category),
          ),
        )
      ).flat();
    const direct = new Set(contracts.map((contract) => contract.id));
    const rest = [
      ...new Map(subtree.filter((row) => !direct.has(row.id)).map((row) => [row.id, row])).values(),
    ];
    await repository(db).setStatus([...direct], 'TERMINATED', { at, reason, note });
    await repository(db).setStatus(
      rest.map((row) => row.id),
      'TERMINATED',
      { at, reason: 'UPLINE_ENDED', note },
    );
    const endedRows = [
      ...contracts.map((row) => ({ ...row, terminateReason: reason })),
      ...rest.map((row) => ({ ...row, terminateReason: 'UPLINE_ENDED' as const })),
    ];
    await notify(
      db,
      siteName,
      endedRows,
      'contractTerminated',
      (row) => `${label(row)} · ${row.terminateReason}`,
    );
    return endedRows;
  }

  /** The holder rejects an offer. Errors: CONTRACT_NOT_FOUND 404, CONTRACT_NOT_PENDING 409. */
  async function reject(holder: AccountRow, id: number): Promise<Contract> {
    const row = await deps.db.transaction(async (transaction) => {
      const found = await ownOffer(transaction, holder, id);
      await repository(transaction).setStatus([found.id], 'REJECTED', { at: now() });
      return (await repository(transaction).findContract(found.id))!;
    });
    return (await contractsOf([row]))[0]!;
  }

  /**
   * Ends a contract and the contracts below it: by its issuer (an agent ending a direct child's) or
   * by the operator (issuer null: any contract). Errors: CONTRACT_NOT_FOUND 404 (not the agent's to
   * end), CONTRACT_NOT_ACTIVE 409 (already ended).
   */
  async function terminate(
    issuer: AccountRow | null,
    id: number,
    note: string,
    audit?: AuditWriter,
  ): Promise<Contract> {
    const { siteName } = await deps.site.scalarSettings();
    const row = await deps.db.transaction(async (transaction) => {
      const found = Number.isSafeInteger(id)
        ? await repository(transaction).findContract(id, { lock: true })
        : undefined;
      if (!found || (issuer !== null && found.issuerAccountId !== issuer.id))
        throw new AppError('CONTRACT_NOT_FOUND', 404);
      if (found.status !== 'ACTIVE' && found.status !== 'PENDING')
        throw new AppError('CONTRACT_NOT_ACTIVE', 409);
      const reason = issuer === null ? 'BY_OPERATOR' : 'BY_ISSUER';
      if (found.status === 'PENDING') {
        // A withdrawn offer: the holder's own contract (if any) and those below it stay.
        await repository(transaction).setStatus([found.id], 'TERMINATED', { at: now(), reason, note });
      } else {
        await endWith(transaction, siteName, [found], reason, now(), note);
      }
      const ended = (await repository(transaction).findContract(found.id))!;
      await audit?.(transaction, {
        action: 'contracts.terminate',
        targetType: 'contract',
        targetId: found.id,
        before: found,
        after: ended,
        reason: note || null,
      });
      return ended;
    });
    return (await contractsOf([row]))[0]!;
  }

  /** Marks offers past their days EXPIRED (the schedule's tick). */
  async function expireOffers(): Promise<number> {
    return (await repository().expireOffers(now())).length;
  }

  /** The consolidated call (SPEC.md §3): per type the agent's contracts and offers, and the flags. */
  async function consolidated(agent: AccountRow): Promise<Consolidated> {
    const [siteSettings, rows] = await Promise.all([settings(), repository().ownContracts(agent.id, now())]);
    const contracts = await contractsOf(rows);
    const info = Object.fromEntries(
      CONTRACT_TYPES.map((type) => {
        const ofType = contracts.filter((contract) => contract.type === type);
        const active = ofType.filter((contract) => contract.status === 'ACTIVE');
        const offers = ofType.filter((contract) => contract.status === 'PENDING');
        const enabled = siteSettings.types[type].enabled && ofType.length > 0;
        return [CONSOLIDATED_KEYS[type], { enabled, contracts: active, offers }];
      }),
    ) as Pick<Consolidated, 'dividend' | 'dailySalary' | 'hourlySalary' | 'salary'>;
    return {
      divtypereq: info.dividend.enabled,
      dailysalreqtype: info.dailySalary.enabled,
      contracthoursalreqtype: info.hourlySalary.enabled,
      realtimesalreqtype: info.salary.enabled,
      ...info,
      pendingOffers: contracts.filter((contract) => contract.status === 'PENDING'),
    };
  }

  /** Contracts as a page: the ones an agent issued (issuerId), or any (the operator). */
  async function list(query: ContractsQuery, scope: { issuerId?: number }): Promise<ContractsPage> {
    const parsed = contractsQuerySchema.safeParse(query);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { pageNo, pageSize, type, status, holderId } = parsed.data;
    const { rows, total } = await repository().listContracts(
      {
        ...scope,
        ...(holderId !== undefined ? { holderId } : {}),
        ...(type ? { type } : {}),
        ...(status ? { status } : {}),
      },
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return {
      list: await contractsOf(rows),
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }

  /** The top-level agents the platform may contract (GET /api/operator/contracts/agents). */
  async function topAgents(): Promise<TopAgents> {
    const root = await deps.rootAccountId();
    return { list: root === null ? [] : await repository().topAgents(root) };
  }

  return {
    topAgents,
    settings,
    updateSettings,
    offer,
    accept,
    reject,
    terminate,
    expireOffers,
    consolidated,
    list,
  };
}
