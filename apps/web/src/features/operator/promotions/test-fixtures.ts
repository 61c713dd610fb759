// What the promotions desk's component tests share: a promotion, an application and a turnover lock
// as the API answers them, each to be varied with a spread.
import type { Promotion, PromotionEntry } from '@playdeck/contract/promotions';
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
