// The demo agent tree (issue 13 §9): operator → agent1 and agent2 → sub-agents → forty members and two
// trial accounts, with three weeks of rounds, deposits, withdrawals and VIP upgrades, so that every
// agent-centre screen (and the operator's desks, the member records, the winners board) shows real
// figures on first start. Every movement is a ledger transaction the real features would have
// posted (same kinds, idempotency keys, request hashes, postings and vendor records), written in bulk:
// entries sum to zero per transaction, each entry carries its account's running balance, the cached
// balances equal the sums of entries and no member wallet goes below zero (the replay below refuses
// to write a plan that would, and the CHECK constraint stays the last guard).
//
// Fast on purpose (first start stays under a few seconds on PGlite): ids are reserved from the
// sequences in one statement per table and rows go in as one JSON parameter per statement
// (jsonb_to_recordset), a few dozen statements in all.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { Database, DatabaseOrTransaction } from '../plugins/database';
import { hashPassword } from '../plugins/passwords';
import { findAccountByUsername } from '../features/account/account.service';
import { createWalletService } from '../features/wallet/wallet.service';
import {
  AGENT_DEMO_AGENTS,
  AGENT_DEMO_MEMBERS,
  AGENT_DEMO_PASSWORDS,
  AGENT_DEMO_TRIALS,
  DEMO_AGENT_TYPE,
  type DemoMember,
} from './agent-demo-people';
import {
  DAY_SECONDS,
  SCRIPT_DAYS,
  createRandom,
  createSiteClock,
  planActivity,
  refKey,
  scriptTime,
  seedOf,
  withdrawalStatusAt,
  type LedgerRef,
  type Market,
  type PlannedAccount,
  type PlannedMovement,
  type SiteClock,
} from './agent-demo-activity';

export type AgentDemoSummary = {
  agents: number;
  members: number;
  trials: number;
  rounds: { settled: number; cancelled: number; open: number };
  deposits: { credited: number; pending: number; failed: number };
  withdrawals: { pending: number; paid: number; received: number; rejected: number };
  ledgerTransactions: number;
  vipUpgrades: number;
};

const HOUR = 3_600;
/** How many rows go into one INSERT (one JSON parameter). */
const CHUNK_ROWS = 5_000;
/** The markets of the tree's top agents and sub-agents (bank names of their members). */
const MARKETS: Record<string, Market> = {
  agent1: 'VN',
  agent1a: 'VN',
  agent1b: 'VN',
  agent2: 'TH',
  agent2a: 'MY',
  agent2b: 'PH',
  agent2c: 'ID',
};
const REGISTER_IPS = ['113.161', '14.169', '171.224', '27.72', '42.112', '115.79', '1.53', '103.7'];

type Column = readonly [name: string, type: string];

/** Inserts rows (objects keyed by column name) through one JSON parameter per chunk. */
async function insertRows(
  db: DatabaseOrTransaction,
  table: string,
  columns: readonly Column[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const names = columns.map(([name]) => name).join(', ');
  const types = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = JSON.stringify(rows.slice(start, start + CHUNK_ROWS));
    await db.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(names)})
        select ${sql.raw(names)} from jsonb_to_recordset(${chunk}::jsonb) as row(${sql.raw(types)})`,
    );
  }
}

/** `count` new ids of a table's serial column, ascending. */
async function reserveIds(db: DatabaseOrTransaction, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${count})`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => Number(row.id)).sort((left, right) => left - right);
}

async function rowsOf<Row>(db: DatabaseOrTransaction, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Seeds the tree under the base seed's operator and agent1 (they must exist). Runs inside the base
 * seed's transaction, once, on a database that has no tree yet.
 */
export async function seedAgentDemo(
  db: DatabaseOrTransaction,
  options: { now: Date; timeZoneOffsetMinutes: number },
): Promise<AgentDemoSummary> {
  const clock = createSiteClock(options.now, options.timeZoneOffsetMinutes);
  const operator = await findAccountByUsername(db, 'operator');
  const agent1 = await findAccountByUsername(db, 'agent1');
  if (!operator || !agent1) throw new Error('the agent demo needs the base seed (operator, agent1)');

  // The base accounts were made a moment ago; the tree's history starts before them, so they are
  // dated back to where a site that has run for weeks would have them.
  const random = createRandom(seedOf('agent-demo'));
  await db.execute(
    sql`update accounts set created_at = ${iso(clock.at(scriptTime(SCRIPT_DAYS - 1, 10 * HOUR)))}::timestamptz
      where id = ${operator.id}`,
  );
  await db.execute(
    sql`update accounts set created_at = ${iso(clock.at(scriptTime(SCRIPT_DAYS - 2, 11 * HOUR)))}::timestamptz
      where id = ${agent1.id}`,
  );

  // Accounts: ids first, so that the plan (house shards by player id) and the paths are known.
  const ids = await reserveIds(
    db,
    'accounts',
    AGENT_DEMO_AGENTS.length + AGENT_DEMO_MEMBERS.length + AGENT_DEMO_TRIALS.length,
  );
  type TreeAccount = PlannedAccount & {
    type: number;
    nickname: string;
    parentId: number;
    ancestorPath: number[];
    password: 'agent' | 'member' | 'trial';
  };
  const byUsername = new Map<string, { id: number; ancestorPath: number[]; registeredAt: number }>([
    ['operator', { id: operator.id, ancestorPath: [], registeredAt: 0 }],
    ['agent1', { id: agent1.id, ancestorPath: [operator.id], registeredAt: scriptTime(SCRIPT_DAYS - 2, 0) }],
  ]);
  const tree: TreeAccount[] = [];
  const place = (account: Omit<TreeAccount, 'id' | 'parentId' | 'ancestorPath'>, parent: string) => {
    const up = byUsername.get(parent)!;
    const row: TreeAccount = {
      ...account,
      id: ids[tree.length]!,
      parentId: up.id,
      ancestorPath: [...up.ancestorPath, up.id],
    };
    tree.push(row);
    byUsername.set(row.username, row);
    return row;
  };
  const registration = (daysAgo: number) => scriptTime(daysAgo, random.int(8 * HOUR, 20 * HOUR));
  const agentAccounts = new Map<string, PlannedAccount>([
    [
      'agent1',
      { id: agent1.id, username: 'agent1', registeredAt: 0, market: 'VN', holderName: 'TRAN MINH DUC' },
    ],
  ]);
  for (const agent of AGENT_DEMO_AGENTS) {
    const row = place(
      {
        username: agent.username,
        nickname: agent.nickname,
        type: DEMO_AGENT_TYPE,
        registeredAt: registration(agent.registeredDaysAgo),
        market: MARKETS[agent.username]!,
        holderName: agent.holderName,
        password: 'agent',
      },
      agent.parent,
    );
    agentAccounts.set(agent.username, row);
  }
  const members: (TreeAccount & { member: DemoMember })[] = [];
  for (const member of AGENT_DEMO_MEMBERS) {
    const parentDay = SCRIPT_DAYS - Math.floor(byUsername.get(member.parent)!.registeredAt / DAY_SECONDS);
    const daysAgo = member.registeredDaysAgo ?? random.int(0, Math.max(0, parentDay - 1));
    const row = place(
      {
        username: member.username,
        nickname: member.nickname,
        type: ACCOUNT_TYPES.member,
        registeredAt: registration(daysAgo),
        market: MARKETS[member.parent]!,
        password: 'member',
      },
      member.parent,
    );
    members.push({ ...row, member });
  }
  const trials: TreeAccount[] = AGENT_DEMO_TRIALS.map((trial) =>
    place(
      {
        username: `trial_${random.hex(10)}`,
        nickname: 'Guest',
        type: ACCOUNT_TYPES.trial,
        registeredAt: registration(trial.registeredDaysAgo),
        market: MARKETS[trial.parent]!,
        password: 'trial',
      },
      trial.parent,
    ),
  );

  const plan = planActivity({ members, trials, agents: agentAccounts });

  // A handful of members signed in a few minutes before the seed: "online now" is not zero.
  const online = members
    .filter((account) => account.member.profile === 'regular' || account.member.profile === 'whale')
    .filter(() => random.chance(0.3))
    .slice(0, 5);
  const onlineAt = new Map(online.map((account) => [account.id, clock.nowMs - random.int(1, 9) * 60_000]));

  // One argon2id hash per published password (README), not one per account: the tree shares them,
  // and ~45 hashes at OWASP's cost would be most of the seed's time. A trial's password is random and
  // given to no one (free play signs in by session), as in session.service's startTrial; like the
  // session tokens below it comes from the system's generator, never from the seeded one, whose
  // values anyone can recompute from this file.
  const [agentHash, memberHash, trialHash] = await Promise.all([
    hashPassword(AGENT_DEMO_PASSWORDS.agent),
    hashPassword(AGENT_DEMO_PASSWORDS.member),
    hashPassword(randomBytes(32).toString('base64url')),
  ]);
  const hashes = { agent: agentHash, member: memberHash, trial: trialHash };
  await insertRows(
    db,
    'accounts',
    [
      ['id', 'bigint'],
      ['username', 'text'],
      ['nickname', 'text'],
      ['type', 'smallint'],
      ['parent_id', 'bigint'],
      ['ancestor_path', 'bigint[]'],
      ['password_hash', 'text'],
      ['login_count', 'integer'],
      ['last_login_at', 'timestamptz'],
      ['created_at', 'timestamptz'],
    ],
    tree.map((account) => {
      const login = plan.logins.get(account.id);
      const onlineSince = onlineAt.get(account.id);
      return {
        id: account.id,
        username: account.username,
        nickname: account.nickname,
        type: account.type,
        parent_id: account.parentId,
        ancestor_path: account.ancestorPath,
        password_hash: hashes[account.password],
        login_count: (login?.count ?? 1) + (onlineSince ? 1 : 0),
        last_login_at: iso(onlineSince ?? clock.at(login?.at ?? account.registeredAt)),
        created_at: iso(clock.at(account.registeredAt)),
      };
    }),
  );
  const agent1Login = plan.logins.get(agent1.id);
  if (agent1Login) {
    await db.execute(
      sql`update accounts set last_login_at = ${iso(clock.at(agent1Login.at))}::timestamptz,
        login_count = ${agent1Login.count} where id = ${agent1.id}`,
    );
  }

  // Invite codes (the base seed made AGENT1), and the registration profile of every member who
  // signed up through one (the rest were created by their agent in the register centre).
  // The top agents also have an agent-type code each, that makes a newcomer a sub-agent (the
  // register centre's invite links), one of them switched off.
  const agent2 = byUsername.get('agent2')!;
  await insertRows(
    db,
    'affiliate_codes',
    [
      ['code', 'text'],
      ['account_id', 'bigint'],
      ['kind', 'text'],
      ['enabled', 'boolean'],
      ['created_at', 'timestamptz'],
    ],
    [
      ...AGENT_DEMO_AGENTS.map((agent) => {
        const account = byUsername.get(agent.username)!;
        return {
          code: agent.affiliateCode,
          account_id: account.id,
          kind: 'member',
          enabled: true,
          created_at: iso(clock.at(account.registeredAt + 600)),
        };
      }),
      {
        code: 'AGENT1SUB',
        account_id: agent1.id,
        kind: 'agent',
        enabled: true,
        created_at: iso(clock.at(agent2.registeredAt + 900)),
      },
      {
        code: 'AGENT2SUB',
        account_id: agent2.id,
        kind: 'agent',
        enabled: false,
        created_at: iso(clock.at(agent2.registeredAt + 900)),
      },
    ],
  );
  const codeOf = new Map<string, string>([
    ['agent1', 'AGENT1'],
    ...AGENT_DEMO_AGENTS.map((agent) => [agent.username, agent.affiliateCode] as const),
  ]);
  await insertRows(
    db,
    'account_profiles',
    [
      ['account_id', 'bigint'],
      ['referral_code', 'text'],
      ['register_method', 'text'],
      ['register_domain', 'text'],
      ['register_url', 'text'],
      ['register_ip', 'text'],
      ['created_at', 'timestamptz'],
    ],
    members
      .filter(() => random.chance(0.75))
      .map((account) => {
        const code = codeOf.get(account.member.parent)!;
        return {
          account_id: account.id,
          referral_code: code,
          register_method: 'username',
          register_domain: 'localhost',
          register_url: `http://localhost:3000/register?referralCode=${code}`,
          register_ip: `${random.pick(REGISTER_IPS)}.${random.int(1, 254)}.${random.int(1, 254)}`,
          created_at: iso(clock.at(account.registeredAt)),
        };
      }),
  );
  await insertRows(
    db,
    'sessions',
    [
      ['token_hash', 'text'],
      ['account_id', 'bigint'],
      ['site', 'text'],
      ['ip', 'text'],
      ['created_at', 'timestamptz'],
      ['expires_at', 'timestamptz'],
    ],
    // Hashes of random tokens that were never handed out: these sessions only make the members count
    // as online (a token from the seeded generator could be recomputed, and used, by anyone).
    online.map((account) => ({
      token_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      account_id: account.id,
      site: 'member',
      ip: `${random.pick(REGISTER_IPS)}.${random.int(1, 254)}.${random.int(1, 254)}`,
      created_at: iso(onlineAt.get(account.id)!),
      expires_at: iso(onlineAt.get(account.id)! + 12 * HOUR * 1_000),
    })),
  );

  // Ids of the rows that keys and metadata name, in time order (as the app would have made them).
  const byTime = <Row extends { createdAt: number }>(rows: Row[]) =>
    [...rows].sort((left, right) => left.createdAt - right.createdAt);
  const deposits = byTime(plan.deposits);
  const withdrawals = byTime(plan.withdrawals);
  const banks = byTime(plan.bankAccounts);
  const rounds = [...plan.rounds].sort(
    (left, right) => left.placed.time - right.placed.time || left.placed.seq - right.placed.seq,
  );
  for (const [rows, table] of [
    [deposits, 'deposits'],
    [withdrawals, 'withdrawals'],
    [banks, 'bank_accounts'],
    [rounds, 'game_rounds'],
  ] as const) {
    const reserved = await reserveIds(db, table, rows.length);
    rows.forEach((row, index) => (row.id = reserved[index]!));
  }

  // Ledger accounts: every one the plan posts to, created if missing, with its current balance.
  const refs = new Map<string, LedgerRef>();
  for (const movement of plan.movements) {
    for (const posting of movement.postings) refs.set(refKey(posting.ref), posting.ref);
    refs.set(refKey(movement.observe), movement.observe);
  }
  const registeredAt = new Map(tree.map((account) => [account.id, clock.at(account.registeredAt)]));
  await db.execute(
    sql`insert into ledger_accounts (kind, owner_account_id, vendor_code, created_at)
      select kind, owner_account_id, vendor_code, created_at
        from jsonb_to_recordset(${JSON.stringify(
          [...refs.values()].map((ref) => ({
            kind: ref.kind,
            owner_account_id: ref.ownerAccountId,
            vendor_code: ref.vendorCode,
            created_at: iso(
              ref.ownerAccountId === null
                ? clock.at(scriptTime(SCRIPT_DAYS - 1, 10 * HOUR))
                : (registeredAt.get(ref.ownerAccountId) ?? clock.at(scriptTime(SCRIPT_DAYS - 2, 11 * HOUR))),
            ),
          })),
        )}::jsonb) as row(kind text, owner_account_id bigint, vendor_code text, created_at timestamptz)
      on conflict do nothing`,
  );
  const ledgerAccounts = await rowsOf<{
    id: string;
    kind: string;
    owner_account_id: string | null;
    vendor_code: string;
    balance_minor: string;
  }>(
    db,
    sql`select id::text, kind, owner_account_id::text, vendor_code, balance_minor::text from ledger_accounts`,
  );
  const ledgerIdOf = new Map<string, number>();
  const balances = new Map<number, number>();
  const memberKinds = new Set<number>();
  for (const row of ledgerAccounts) {
    const id = Number(row.id);
    ledgerIdOf.set(`${row.kind}|${row.owner_account_id ?? 0}|${row.vendor_code}`, id);
    // Minor units as integers; the replay adds whole cents, exact while they stay safe integers.
    const balance = Number(row.balance_minor);
    if (!Number.isSafeInteger(balance)) throw new Error(`ledger account ${id}: balance out of range`);
    balances.set(id, balance);
    if (row.kind === 'member_wallet' || row.kind === 'member_vendor_wallet') memberKinds.add(id);
  }
  const idOf = (ref: LedgerRef) => ledgerIdOf.get(refKey(ref))!;

  // Replay every movement in time order: transaction ids, entries with running balances, the floor.
  const ordered = [...plan.movements].sort(
    (left, right) =>
      clock.at(left.time) - clock.at(right.time) || left.time - right.time || left.seq - right.seq,
  );
  const posted = ordered.filter((movement) => movement.postings.length > 0);
  const transactionIds = await reserveIds(db, 'ledger_transactions', posted.length);
  posted.forEach((movement, index) => (movement.id = transactionIds[index]!));
  const wallet = createWalletService({ db: db as Database });
  const transactionRows: Record<string, unknown>[] = [];
  const entryRows: Record<string, unknown>[] = [];
  const startBalances = new Map(balances);
  for (const movement of ordered) {
    const at = iso(clock.at(movement.time));
    if (movement.postings.length > 0) {
      const { idempotencyKey, metadata } = movement.describe();
      const accountIds = movement.postings.map((posting) => idOf(posting.ref));
      const amounts = movement.postings.map((posting) => posting.amountMinor);
      const requestHash = movement.rollbackHashOf
        ? createHash('sha256').update(movement.rollbackHashOf(accountIds, amounts)).digest('hex')
        : wallet.prepare({
            idempotencyKey,
            kind: movement.kind,
            postings: accountIds.map((id, index) => ({
              ledgerAccountId: id,
              amountMinor: BigInt(amounts[index]!),
            })),
            metadata,
          }).requestHash;
      transactionRows.push({
        id: movement.id,
        kind: movement.kind,
        idempotency_key: idempotencyKey,
        request_hash: requestHash,
        metadata,
        created_at: at,
      });
      accountIds.forEach((accountId, index) => {
        const after = balances.get(accountId)! + amounts[index]!;
        if (after < 0 && memberKinds.has(accountId)) {
          throw new Error(`agent demo: ledger account ${accountId} would go below zero (${movement.kind})`);
        }
        balances.set(accountId, after);
        entryRows.push({
          transaction_id: movement.id,
          ledger_account_id: accountId,
          amount_minor: amounts[index],
          balance_after_minor: after,
          created_at: at,
        });
      });
    }
    movement.observedBalance = balances.get(idOf(movement.observe));
  }
  await insertRows(
    db,
    'ledger_transactions',
    [
      ['id', 'bigint'],
      ['kind', 'text'],
      ['idempotency_key', 'text'],
      ['request_hash', 'text'],
      ['metadata', 'jsonb'],
      ['created_at', 'timestamptz'],
    ],
    transactionRows,
  );
  await insertRows(
    db,
    'ledger_entries',
    [
      ['transaction_id', 'bigint'],
      ['ledger_account_id', 'bigint'],
      ['amount_minor', 'bigint'],
      ['balance_after_minor', 'bigint'],
      ['created_at', 'timestamptz'],
    ],
    entryRows,
  );
  // The cached balances move by exactly what the entries moved.
  const deltas = [...balances]
    .map(([id, balance]) => ({ id, delta: balance - startBalances.get(id)! }))
    .filter((row) => row.delta !== 0);
  await db.execute(
    sql`update ledger_accounts set balance_minor = ledger_accounts.balance_minor + moved.delta
      from jsonb_to_recordset(${JSON.stringify(deltas)}::jsonb) as moved(id bigint, delta bigint)
      where ledger_accounts.id = moved.id`,
  );

  await writeRounds(db, rounds, clock);
  await writePayments(db, { deposits, withdrawals, banks, operatorId: operator.id, clock });
  await insertRows(
    db,
    'vip_upgrades',
    [
      ['account_id', 'bigint'],
      ['level', 'integer'],
      ['bonus_minor', 'bigint'],
      ['ledger_transaction_id', 'bigint'],
      ['reached_at', 'timestamptz'],
    ],
    plan.vipUpgrades.map((upgrade) => ({
      account_id: upgrade.accountId,
      level: upgrade.level,
      bonus_minor: upgrade.bonusMinor,
      ledger_transaction_id: upgrade.payment.id,
      reached_at: iso(clock.at(upgrade.reachedAt)),
    })),
  );

  const count = <Row>(rows: readonly Row[], test: (row: Row) => boolean) => rows.filter(test).length;
  const withdrawalStatuses = withdrawals.map((row) => withdrawalStatusAt(row, clock));
  return {
    agents: AGENT_DEMO_AGENTS.length,
    members: members.length,
    trials: trials.length,
    rounds: {
      settled: count(rounds, (round) => round.status === 'settled'),
      cancelled: count(rounds, (round) => round.status === 'cancelled'),
      open: count(rounds, (round) => round.status === 'open'),
    },
    deposits: {
      credited: count(deposits, (row) => row.status === 'credited'),
      pending: count(deposits, (row) => row.status === 'pending'),
      failed: count(deposits, (row) => row.status === 'failed'),
    },
    withdrawals: {
      pending: count(withdrawalStatuses, (status) => status === 'pending'),
      paid: count(withdrawalStatuses, (status) => status === 'paid'),
      received: count(withdrawalStatuses, (status) => status === 'received'),
      rejected: count(withdrawalStatuses, (status) => status === 'rejected'),
    },
    ledgerTransactions: posted.length,
    vipUpgrades: plan.vipUpgrades.length,
  };
}

/** vendors.service's request hash of a vendor call: SHA-256 of its fields as JSON. */
function vendorHashOf(fields: Record<string, string | number>): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * The rounds and the records the seamless-wallet functions (migration 0013) keep beside them: one
 * vendor transaction per debit, credit (0.00 too) and rollback, and the rollback's own row.
 */
async function writeRounds(
  db: DatabaseOrTransaction,
  rounds: ReturnType<typeof planActivity>['rounds'],
  clock: SiteClock,
): Promise<void> {
  const at = (movement: PlannedMovement) => iso(clock.at(movement.time));
  await insertRows(
    db,
    'game_rounds',
    [
      ['id', 'bigint'],
      ['vendor_code', 'text'],
      ['round_id', 'text'],
      ['member_account_id', 'bigint'],
      ['game_code', 'text'],
      ['game_category', 'text'],
      ['stake_minor', 'bigint'],
      ['valid_bet_minor', 'bigint'],
      ['payout_minor', 'bigint'],
      ['status', 'text'],
      ['placed_at', 'timestamptz'],
      ['settled_at', 'timestamptz'],
    ],
    rounds.map((round) => ({
      id: round.id,
      vendor_code: round.vendorCode,
      round_id: round.roundId,
      member_account_id: round.memberAccountId,
      game_code: round.gameCode,
      game_category: round.category,
      stake_minor: round.stakeMinor,
      valid_bet_minor: round.validBetMinor,
      payout_minor: round.payoutMinor,
      status: round.status,
      placed_at: at(round.placed),
      settled_at: round.closed ? at(round.closed) : null,
    })),
  );
  const records: Record<string, unknown>[] = [];
  const rollbacks: Record<string, unknown>[] = [];
  for (const round of rounds) {
    const common = {
      vendor_code: round.vendorCode,
      member_account_id: round.memberAccountId,
      game_round_id: round.id,
    };
    const playerId = round.memberAccountId;
    records.push({
      ...common,
      transaction_id: `${round.roundId}:debit`,
      kind: 'debit',
      request_hash: vendorHashOf({
        kind: 'debit',
        playerId,
        roundId: round.roundId,
        gameCode: round.gameCode,
        amountMinor: String(round.debitedMinor),
      }),
      amount_minor: round.debitedMinor,
      ledger_transaction_id: round.placed.id,
      balance_after_minor: round.placed.observedBalance,
      created_at: at(round.placed),
      order: round.placed.time,
    });
    const closed = round.closed;
    if (!closed) continue;
    if (round.status === 'cancelled') {
      records.push({
        ...common,
        transaction_id: `${round.roundId}:rollback`,
        kind: 'rollback',
        request_hash: vendorHashOf({
          kind: 'rollback',
          playerId,
          referenceTransactionId: `${round.roundId}:debit`,
          roundId: round.roundId,
        }),
        amount_minor: round.debitedMinor,
        ledger_transaction_id: closed.id,
        balance_after_minor: closed.observedBalance,
        created_at: at(closed),
        order: closed.time,
      });
      rollbacks.push({
        vendor_code: round.vendorCode,
        reference_transaction_id: `${round.roundId}:debit`,
        transaction_id: `${round.roundId}:rollback`,
        round_id: round.roundId,
        member_account_id: round.memberAccountId,
        created_at: at(closed),
      });
      continue;
    }
    records.push({
      ...common,
      transaction_id: `${round.roundId}:credit`,
      kind: 'credit',
      request_hash: vendorHashOf({
        kind: 'credit',
        playerId,
        roundId: round.roundId,
        gameCode: round.gameCode,
        amountMinor: String(round.payoutMinor),
      }),
      amount_minor: round.payoutMinor,
      ledger_transaction_id: round.payoutMinor > 0 ? closed.id : null,
      balance_after_minor: closed.observedBalance,
      created_at: at(closed),
      order: closed.time,
    });
  }
  records.sort((left, right) => (left.order as number) - (right.order as number));
  await insertRows(
    db,
    'vendor_transactions',
    [
      ['vendor_code', 'text'],
      ['transaction_id', 'text'],
      ['kind', 'text'],
      ['request_hash', 'text'],
      ['member_account_id', 'bigint'],
      ['game_round_id', 'bigint'],
      ['amount_minor', 'bigint'],
      ['ledger_transaction_id', 'bigint'],
      ['balance_after_minor', 'bigint'],
      ['created_at', 'timestamptz'],
    ],
    records,
  );
  await insertRows(
    db,
    'vendor_rollbacks',
    [
      ['vendor_code', 'text'],
      ['reference_transaction_id', 'text'],
      ['transaction_id', 'text'],
      ['round_id', 'text'],
      ['member_account_id', 'bigint'],
      ['created_at', 'timestamptz'],
    ],
    rollbacks,
  );
}

/** Deposits, bound bank accounts and withdrawals, as the payments feature keeps them. */
async function writePayments(
  db: DatabaseOrTransaction,
  input: {
    deposits: ReturnType<typeof planActivity>['deposits'];
    withdrawals: ReturnType<typeof planActivity>['withdrawals'];
    banks: ReturnType<typeof planActivity>['bankAccounts'];
    operatorId: number;
    clock: SiteClock;
  },
): Promise<void> {
  const { clock } = input;
  const channels = await rowsOf<{ id: number; type: string }>(
    db,
    sql`select id, type from payment_channels order by sort_order, id`,
  );
  const channelOf = (type: string) => channels.find((channel) => channel.type === type)!.id;
  const time = (script: number | undefined) => (script === undefined ? null : iso(clock.at(script)));
  await insertRows(
    db,
    'deposits',
    [
      ['id', 'bigint'],
      ['account_id', 'bigint'],
      ['channel_id', 'integer'],
      ['amount_minor', 'bigint'],
      ['status', 'text'],
      ['reference', 'text'],
      ['gateway_transaction_id', 'text'],
      ['reason', 'text'],
      ['ledger_transaction_id', 'bigint'],
      ['decided_by', 'bigint'],
      ['decided_at', 'timestamptz'],
      ['created_at', 'timestamptz'],
    ],
    input.deposits.map((row) => ({
      id: row.id,
      account_id: row.accountId,
      channel_id: channelOf(row.channel),
      amount_minor: row.amountMinor,
      status: row.status,
      reference: row.reference,
      gateway_transaction_id: row.gatewayTransactionId ?? null,
      reason: row.reason ?? null,
      ledger_transaction_id: row.credit?.id ?? null,
      decided_by: row.decidedByOperator ? input.operatorId : null,
      decided_at: time(row.decidedAt),
      created_at: time(row.createdAt),
    })),
  );
  await insertRows(
    db,
    'bank_accounts',
    [
      ['id', 'bigint'],
      ['account_id', 'bigint'],
      ['bank_name', 'text'],
      ['account_number', 'text'],
      ['holder_name', 'text'],
      ['created_at', 'timestamptz'],
    ],
    input.banks.map((row) => ({
      id: row.id,
      account_id: row.accountId,
      bank_name: row.bankName,
      account_number: row.accountNumber,
      holder_name: row.holderName,
      created_at: time(row.createdAt),
    })),
  );
  await insertRows(
    db,
    'withdrawals',
    [
      ['id', 'bigint'],
      ['account_id', 'bigint'],
      ['bank_account_id', 'bigint'],
      ['amount_minor', 'bigint'],
      ['status', 'text'],
      ['bank_name', 'text'],
      ['account_number', 'text'],
      ['holder_name', 'text'],
      ['reason', 'text'],
      ['decided_by', 'bigint'],
      ['decided_at', 'timestamptz'],
      ['paid_at', 'timestamptz'],
      ['received_at', 'timestamptz'],
      ['confirmed_by_member', 'boolean'],
      ['created_at', 'timestamptz'],
    ],
    input.withdrawals.map((row) => {
      const status = withdrawalStatusAt(row, clock);
      const received = status === 'received';
      return {
        id: row.id,
        account_id: row.accountId,
        bank_account_id: row.bank.id,
        amount_minor: row.amountMinor,
        status,
        bank_name: row.bank.bankName,
        account_number: row.bank.accountNumber,
        holder_name: row.bank.holderName,
        reason: row.reason ?? null,
        decided_by: row.decidedAt === undefined ? null : input.operatorId,
        decided_at: time(row.decidedAt),
        paid_at: time(row.paidAt),
        received_at: received ? time(row.receivedAt) : null,
        confirmed_by_member: received ? (row.confirmedByMember ?? null) : null,
        created_at: time(row.createdAt),
      };
    }),
  );
}
