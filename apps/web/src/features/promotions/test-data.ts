// For the promotions' tests: a promotion as GET /api/promotions sends it, built from the few fields a
// test cares about.
import type { MemberPromotion } from '@playdeck/contract/promotions';

export const promotion = (overrides: Partial<MemberPromotion> = {}): MemberPromotion => ({
  id: 1,
  title: 'Daily deposit bonus',
  content: '<p>Deposit <strong>every day</strong>.</p>',
  imageUrl: '',
  period: 'DAILY',
  periodKey: '2026-03-01',
  periodFrom: '2026-02-28T16:00:00.000Z',
  periodTo: '2026-03-01T16:00:00.000Z',
  trigger: 'DEPOSIT',
  minAmount: '100.00',
  category: 'ALL',
  signInDays: 1,
  reward: 'BONUS',
  rewardAmount: '20.00',
  rewardPercent: null,
  rewardUnits: 0,
  turnoverMultiplier: 0,
  status: 'join',
  progress: '0.00',
  award: null,
  entryId: null,
  reviewNote: null,
  ...overrides,
});
