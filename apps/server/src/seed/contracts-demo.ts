// Demo contracts (issue 14), so that the agent centre's income screens and the operator's bills desk
// have something on first start: platform contracts for agent1 (dividend and daily wage) and agent2
// (daily wage), agent1's contracts with its sub-agent agent1a, and an offer from agent2 to agent2a
// that waits for an answer (agent2a's consent pop-up). The contracts were signed before the tree's
// three weeks of play; settleDemoPeriods() then settles those weeks through the settlement service,
// as the schedule would have.
import { sql } from 'drizzle-orm';
import { tierSchema, type ContractType, type TierInput } from '@playdeck/contract/contracts';
import type { DatabaseOrTransaction } from '../plugins/database';
import { findAccountByUsername } from '../features/account/account.service';
import { contractsTable } from '../features/contracts/contracts.table';
import type { SettlementService } from '../features/contracts/settlement.service';
import { storedTiersOf } from '../features/contracts/tiers';
import { SCRIPT_DAYS } from './agent-demo-activity';

const DAY_MS = 86_400_000;

type DemoContract = {
  holder: string;
  /** null: the platform. */
  issuer: string | null;
  type: ContractType;
  tiers: TierInput[];
  status: 'ACTIVE' | 'PENDING';
};

const DEMO_CONTRACTS: DemoContract[] = [
  {
    holder: 'agent1',
    issuer: null,
    type: 'DIVIDEND',
    status: 'ACTIVE',
    tiers: [{ rate: '20' }, { minValidBet: '50000', minActive: 5, rate: '30' }],
  },
  {
    holder: 'agent1',
    issuer: null,
    type: 'DAILY',
    status: 'ACTIVE',
    tiers: [
      { minValidBet: '500', rate: '0.8' },
      { minValidBet: '5000', minActive: 3, rate: '1.2' },
    ],
  },
  { holder: 'agent1a', issuer: 'agent1', type: 'DIVIDEND', status: 'ACTIVE', tiers: [{ rate: '15' }] },
  {
    holder: 'agent1a',
    issuer: 'agent1',
    type: 'DAILY',
    status: 'ACTIVE',
    tiers: [{ minValidBet: '500', rate: '0.5' }],
  },
  {
    holder: 'agent2',
    issuer: null,
    type: 'DAILY',
    status: 'ACTIVE',
    tiers: [{ minValidBet: '500', rate: '0.6' }],
  },
  {
    holder: 'agent2a',
    issuer: 'agent2',
    type: 'DAILY',
    status: 'PENDING',
    tiers: [{ minValidBet: '500', rate: '0.4' }],
  },
];

/** Writes the demo contracts (after the agent tree), signed SCRIPT_DAYS + 1 days before `now`. */
export async function seedContractsDemo(db: DatabaseOrTransaction, now: Date): Promise<void> {
  const signedAt = new Date(now.getTime() - (SCRIPT_DAYS + 1) * DAY_MS);
  for (const contract of DEMO_CONTRACTS) {
    const holder = await findAccountByUsername(db, contract.holder);
    const issuer = contract.issuer === null ? null : await findAccountByUsername(db, contract.issuer);
    if (!holder || (contract.issuer !== null && !issuer))
      throw new Error(`the contracts demo needs ${contract.holder}`);
    const pending = contract.status === 'PENDING';
    await db.insert(contractsTable).values({
      type: contract.type,
      category: 'ALL',
      issuerAccountId: issuer?.id ?? null,
      holderAccountId: holder.id,
      tiers: storedTiersOf(contract.tiers.map((tier) => tierSchema.parse(tier))),
      status: contract.status,
      offeredAt: pending ? new Date(now.getTime() - DAY_MS) : signedAt,
      expiresAt: pending ? new Date(now.getTime() + 6 * DAY_MS) : signedAt,
      respondedAt: pending ? null : signedAt,
    });
  }
}

/**
 * Settles the demo's past periods through the settlement service (the same code as the schedule):
 * the daily wage of each day of the tree's play and the dividend halves that ended in it. Answers how
 * many periods it ran.
 */
export async function settleDemoPeriods(
  db: DatabaseOrTransaction,
  settlement: Pick<SettlementService, 'run'>,
  now: Date,
  timeZoneOffsetMinutes: number,
): Promise<number> {
  const [row] = (
    (await db.execute(sql`select count(*)::int as n from settlement_runs`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  if ((row?.n ?? 0) > 0) return 0;
  const siteDay = (ms: number) => new Date(ms + timeZoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
  const keys: { type: ContractType; periodKey: string }[] = [];
  const halves = new Set<string>();
  for (let daysAgo = SCRIPT_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = siteDay(now.getTime() - daysAgo * DAY_MS);
    keys.push({ type: 'DAILY', periodKey: `DW:${day}` });
    // A half-month that ended before today: the day after its last day is inside the script.
    const next = siteDay(now.getTime() - (daysAgo - 1) * DAY_MS);
    if (next.endsWith('-16') || next.endsWith('-01')) {
      const half = next.endsWith('-16') ? `DIV:${day.slice(0, 7)}:H1` : `DIV:${day.slice(0, 7)}:H2`;
      halves.add(half);
    }
  }
  for (const half of halves) keys.push({ type: 'DIVIDEND', periodKey: half });
  for (const { type, periodKey } of keys) await settlement.run(type, periodKey);
  return keys.length;
}
