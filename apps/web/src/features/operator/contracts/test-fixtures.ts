// What the contracts desk's component tests share: saved settings, a contract, a bill and the
// top-level agents as the API answers them, each to be varied with a spread.
import type { Bill, Contract, ContractSettings, TopAgents } from '@playdeck/contract/contracts';

const typeSettings = {
  enabled: true,
  tierCount: 5,
  minRate: '0.10',
  maxRate: '2.00',
  activeMinValidBet: '100.00',
  activeMinDeposit: '0.00',
};

export const contractSettings: ContractSettings = {
  types: {
    DIVIDEND: { ...typeSettings, minRate: '5.00', maxRate: '40.00' },
    DAILY: typeSettings,
    HOURLY: { ...typeSettings, enabled: false, activeMinValidBet: '1.00' },
    REALTIME: { ...typeSettings, maxRate: '1.00' },
  },
  carryOver: 'MONTH',
  offerExpiryDays: 7,
  dividendAutoPay: false,
};

export const contract: Contract = {
  id: 31,
  type: 'DIVIDEND',
  category: 'ALL',
  issuer: null,
  holder: { id: 12, username: 'agent_a' },
  tiers: [
    { minValidBet: '0.00', minNetLoss: '0.00', minActive: 3, rate: '20.00', fixedAmount: null },
    { minValidBet: '500000.00', minNetLoss: '0.00', minActive: 10, rate: '30.00', fixedAmount: null },
  ],
  status: 'ACTIVE',
  downlineHigherRate: false,
  offeredAt: '2026-01-02T01:00:00.000Z',
  respondedAt: '2026-01-02T03:30:00.000Z',
  expiresAt: null,
  terminatedAt: null,
  terminateReason: null,
};

export const bill: Bill = {
  id: 77,
  type: 'DIVIDEND',
  category: 'ALL',
  periodKey: 'DIV:2026-01:H1',
  periodFrom: '2025-12-31T16:00:00.000Z',
  periodTo: '2026-01-15T16:00:00.000Z',
  holder: { id: 14, username: 'agent_b' },
  issuerKind: 'PARENT',
  teamBet: '600000.00',
  teamNetLoss: '100000.00',
  carryIn: '0.00',
  base: '100000.00',
  activeMembers: 12,
  requiredActive: 10,
  tier: 2,
  rate: '25.00',
  fixedAmount: null,
  gross: '25000.00',
  childrenGross: '4000.00',
  net: '21000.00',
  received: '0.00',
  paidToChildren: '0.00',
  status: 'PENDING_REVIEW',
  computedAt: '2026-01-15T18:10:00.000Z',
  paidAt: null,
};

/** The site's top-level agents: agent_a holds the contract above. */
export const topAgents: TopAgents = {
  list: [
    { id: 12, username: 'agent_a', activeContracts: 1 },
    { id: 13, username: 'agent_c', activeContracts: 0 },
    { id: 15, username: 'agent_d', activeContracts: 3 },
  ],
};
