// For the points mall's tests: the answers of the points calls, built from the few fields a test
// cares about.
import type {
  PointsBalance,
  PointsConfig,
  PointsEntry,
  PointsGood,
  PointsRedemption,
} from '@playdeck/contract/points';

export const pointsConfig = (overrides: Partial<PointsConfig> = {}): PointsConfig => ({
  betRates: { LIVE: '1', LOTTERY: '0.5', PVP: '2', SLOTS: '1.25', SPORTS: '0' },
  depositRate: '3',
  convertEnabled: true,
  pointsPerUnit: 100,
  convertMinPoints: 500,
  ...overrides,
});

export const pointsBalance = (overrides: Partial<PointsBalance> = {}): PointsBalance => ({
  balance: 1200,
  earnedTotal: 5400,
  spentTotal: 3000,
  inProcess: 1200,
  ...overrides,
});

export const good = (overrides: Partial<PointsGood> = {}): PointsGood => ({
  id: 1,
  name: 'Gift card',
  imageUrl: '/goods/gift-card.png',
  points: 500,
  stock: 4,
  ...overrides,
});

export const redemption = (overrides: Partial<PointsRedemption> = {}): PointsRedemption => ({
  id: 11,
  good: { id: 1, name: 'Gift card', imageUrl: '/goods/gift-card.png' },
  quantity: 2,
  points: 1000,
  status: 'IN_PROCESS',
  remark: '',
  createdAt: '2026-03-01T16:30:00.000Z',
  decidedAt: null,
  ...overrides,
});

export const entry = (overrides: Partial<PointsEntry> = {}): PointsEntry => ({
  id: 21,
  type: 'DEPOSIT',
  points: 30,
  balanceAfter: 1230,
  reference: '2026-03-01',
  createdAt: '2026-03-01T16:30:00.000Z',
  ...overrides,
});

/** A page of a list as the API sends it. */
export const page = <Item>(list: Item[], pageNo = 1, totalPages = 1) => ({
  list,
  pageNo,
  pageSize: 10,
  total: list.length,
  totalPages,
});
