// What the promotions desk's component tests share: a promotion, an application, a turnover lock,
// the points settings, a good, a redemption, a mission, the referral settings and two raffle draws
// as the API answers them, each to be varied with a spread.
import type { OperatorMission } from '@playdeck/contract/missions';
import type { OperatorPointsGood, OperatorRedemption, PointsSettings } from '@playdeck/contract/points';
import type { Promotion, PromotionEntry } from '@playdeck/contract/promotions';
import type { OperatorRaffleDraw } from '@playdeck/contract/raffle';
import type { ReferralSettings } from '@playdeck/contract/referral';
import type { OperatorTurnoverLock } from './api/turnover-locks';

export const promotion: Promotion = {
  id: 5,
  title: { vi: 'Thưởng nạp đầu', en: 'First deposit bonus' },
  content: { vi: '<p>Nạp lần đầu</p>', en: '<p>Deposit for the <strong>first</strong> time</p>' },
  imageUrl: '',
  period: 'MONTHLY',
  startsAt: '2026-01-31T16:00:00.000Z',
  endsAt: null,
  audience: 'VIP_LEVELS',
  vipLevels: [1, 2],
  newMemberDays: 7,
  trigger: 'FIRST_DEPOSIT',
  minAmount: '100.00',
  category: 'ALL',
  signInDays: 1,
  requiresJoin: false,
  requiresClaim: true,
  reward: 'BONUS',
  rewardAmount: '500.00',
  rewardPercent: '50',
  rewardUnits: 0,
  turnoverMultiplier: 10,
  enabled: true,
  sortOrder: 1,
  createdAt: '2026-01-20T02:00:00.000Z',
};

export const application: PromotionEntry = {
  id: 41,
  promotionId: 9,
  promotionTitle: 'Share your big win',
  member: { id: 77, username: 'lucky_lan' },
  periodKey: '9',
  status: 'applying',
  progress: '0.00',
  award: null,
  note: 'My big win on Baccarat',
  images: ['data:image/png;base64,iVBORw0KGgo=', 'data:image/jpeg;base64,/9j/4AAQ'],
  reviewNote: null,
  appliedAt: '2026-02-03T04:00:00.000Z',
  updatedAt: '2026-02-03T04:00:00.000Z',
};

export const lock: OperatorTurnoverLock = {
  id: 12,
  member: { id: 77, username: 'lucky_lan' },
  source: 'First deposit bonus',
  bonus: '500.00',
  required: '5000.00',
  progress: '1250.00',
  status: 'ACTIVE',
  awardedAt: '2026-02-01T02:00:00.000Z',
  metAt: null,
  cancelledAt: null,
  cancelReason: null,
};

export const pointsSettings: PointsSettings = {
  betRates: { LIVE: '1', LOTTERY: '0.5', PVP: '1', SLOTS: '2', SPORTS: '1.25' },
  depositRate: '10',
  convertEnabled: false,
  pointsPerUnit: 100,
  convertMinPoints: 500,
};

export const good: OperatorPointsGood = {
  id: 3,
  name: { vi: 'Tai nghe không dây', en: 'Wireless earbuds' },
  imageUrl: 'https://cdn.example/goods/earbuds.png',
  points: 2500,
  stock: 12,
  enabled: true,
  sortOrder: 2,
  redeemed: 8,
};

export const redemption: OperatorRedemption = {
  id: 71,
  good: { id: 3, name: 'Wireless earbuds', imageUrl: 'https://cdn.example/goods/earbuds.png' },
  quantity: 2,
  points: 5000,
  status: 'IN_PROCESS',
  remark: '',
  createdAt: '2026-02-03T04:00:00.000Z',
  decidedAt: null,
  member: { id: 77, username: 'lucky_lan' },
};

export const mission: OperatorMission = {
  id: 8,
  title: { vi: 'Chơi 20 ván slots', en: 'Play 20 slot rounds' },
  period: 'DAILY',
  kind: 'ROUNDS',
  category: 'RNG',
  targetCount: 20,
  targetAmount: '0.00',
  rewardAmount: '5.00',
  rewardPoints: 50,
  missionPoints: 10,
  enabled: true,
  sortOrder: 1,
  claims: 14,
};

export const referralSettings: ReferralSettings = {
  enabled: true,
  betSharePercent: '0.5',
  firstDepositReward: '20.00',
  firstDepositMin: '100.00',
  friendDays: 30,
};

export const openDraw: OperatorRaffleDraw = {
  id: 4,
  title: 'Weekly raffle',
  titles: { vi: 'Bốc thăm hằng tuần', en: 'Weekly raffle' },
  drawsAt: '2026-02-08T12:00:00.000Z',
  status: 'OPEN',
  prizes: ['100.00', '50.00'],
  seedHash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  seed: null,
  tickets: 37,
  winners: [],
  claimed: 0,
};

export const drawnDraw: OperatorRaffleDraw = {
  id: 3,
  title: 'New year raffle',
  titles: { vi: 'Bốc thăm năm mới', en: 'New year raffle' },
  drawsAt: '2026-02-01T12:00:00.000Z',
  status: 'DRAWN',
  prizes: ['200.00', '80.00'],
  seedHash: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
  seed: '666f6f626172',
  tickets: 120,
  winners: [
    { rank: 1, ticketNo: 57, name: 'lu***n', amount: '200.00' },
    { rank: 2, ticketNo: 12, name: 'tu***2', amount: '80.00' },
  ],
  claimed: 1,
};
