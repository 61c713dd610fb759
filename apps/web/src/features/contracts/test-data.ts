// For the contracts' tests: a contract, the consolidated answer and a bill as the server sends them,
// each built from a few fields a test cares about.
import type { Bill, Consolidated, Contract, ContractTypeInfo } from '@playdeck/contract/contracts';

export const contract = (overrides: Partial<Contract> = {}): Contract => ({
  id: 1,
  type: 'DIVIDEND',
  category: 'ALL',
  issuer: { id: 1, username: 'agent1' },
  holder: { id: 7, username: 'subagent7' },
  tiers: [{ minValidBet: '0.00', minNetLoss: '0.00', minActive: 3, rate: '10.00', fixedAmount: null }],
  status: 'ACTIVE',
  downlineHigherRate: false,
  offeredAt: '2026-11-01T02:00:00.000Z',
  respondedAt: '2026-11-01T03:00:00.000Z',
  expiresAt: null,
  terminatedAt: null,
  terminateReason: null,
  ...overrides,
});

/** agent1's own platform dividend contract, in two tiers: what an agent passes down and is paid by. */
export const myDividend = contract({
  id: 5,
  issuer: null,
  holder: { id: 1, username: 'agent1' },
  tiers: [
    { minValidBet: '0.00', minNetLoss: '0.00', minActive: 3, rate: '15.00', fixedAmount: null },
    { minValidBet: '500000.00', minNetLoss: '0.00', minActive: 10, rate: '25.00', fixedAmount: null },
  ],
});

const noType: ContractTypeInfo = { enabled: false, contracts: [], offers: [] };

export const consolidated = (overrides: Partial<Consolidated> = {}): Consolidated => ({
  divtypereq: false,
  dailysalreqtype: false,
  contracthoursalreqtype: false,
  realtimesalreqtype: false,
  dividend: noType,
  dailySalary: noType,
  hourlySalary: noType,
  salary: noType,
  pendingOffers: [],
  ...overrides,
});

export const bill = (overrides: Partial<Bill> = {}): Bill => ({
  id: 1,
  type: 'DIVIDEND',
  category: 'ALL',
  periodKey: 'DIV:2026-01:H1',
  periodFrom: '2025-12-31T16:00:00.000Z',
  periodTo: '2026-01-15T16:00:00.000Z',
  holder: { id: 1, username: 'agent1' },
  issuerKind: 'PLATFORM',
  teamBet: '600000.00',
  teamNetLoss: '100000.00',
  carryIn: '-10000.00',
  base: '90000.00',
  activeMembers: 12,
  requiredActive: 10,
  tier: 2,
  rate: '25.00',
  fixedAmount: null,
  gross: '22500.00',
  childrenGross: '4000.00',
  net: '18500.00',
  received: '22500.00',
  paidToChildren: '4000.00',
  status: 'PAID',
  computedAt: '2026-01-15T18:10:00.000Z',
  paidAt: '2026-01-15T18:11:00.000Z',
  ...overrides,
});
