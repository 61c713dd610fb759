// Demo promotions (issue 15), so that /promotions and the reward centre have something on first start:
// a first-deposit bonus with a turnover requirement, a daily sign-in gift paid without a claim, a
// weekly valid-bet bonus that needs joining, and an application promotion the operator reviews.
import type { PromotionInput } from '@playdeck/contract/promotions';
import type { DatabaseOrTransaction } from '../plugins/database';
import { promotionsTable } from '../features/promotions/promotions.table';
import { promotionColumns } from '../features/promotions/promotions.service';

const DAY_MS = 86_400_000;

function demoPromotions(now: Date): PromotionInput[] {
  const startsAt = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const html = (text: string) => `<p>${text}</p>`;
  return [
    {
      title: { vi: 'Thưởng nạp đầu 50%', en: '50% first deposit bonus' },
      content: {
        vi: html(
          'Nạp lần đầu từ 100.00 để nhận 50% tiền thưởng, tối đa 500.00. Tiền thưởng cần cược hợp lệ gấp 5 lần trước khi rút.',
        ),
        en: html(
          'Make your first deposit of 100.00 or more and get 50% of it as a bonus, up to 500.00. The bonus needs 5 times its amount in valid bets before it can be withdrawn.',
        ),
      },
      period: 'MONTHLY',
      startsAt,
      audience: 'ALL',
      trigger: 'FIRST_DEPOSIT',
      minAmount: '100.00',
      reward: 'BONUS',
      rewardAmount: '500.00',
      rewardPercent: '50',
      turnoverMultiplier: 5,
      sortOrder: 1,
    },
    {
      title: { vi: 'Điểm danh mỗi ngày', en: 'Daily check-in' },
      content: {
        vi: html('Điểm danh mỗi ngày để nhận ngay 1.00.'),
        en: html('Check in every day and get 1.00 at once.'),
      },
      period: 'DAILY',
      startsAt,
      audience: 'ALL',
      trigger: 'SIGN_IN_DAYS',
      signInDays: 1,
      requiresClaim: false,
      reward: 'BONUS',
      rewardAmount: '1.00',
      turnoverMultiplier: 1,
      sortOrder: 2,
    },
    {
      title: { vi: 'Cược slot tuần 1,000', en: 'Weekly slots 1,000' },
      content: {
        vi: html('Tham gia rồi cược hợp lệ 1,000.00 vào slot trong tuần để nhận 20.00.'),
        en: html('Join, then bet 1,000.00 (valid bet) on slots this week to receive 20.00.'),
      },
      period: 'WEEKLY',
      startsAt,
      audience: 'ALL',
      trigger: 'VALID_BET',
      minAmount: '1000.00',
      category: 'RNG',
      requiresJoin: true,
      reward: 'BONUS',
      rewardAmount: '20.00',
      turnoverMultiplier: 1,
      sortOrder: 3,
    },
    {
      title: { vi: 'Chia sẻ chiến thắng', en: 'Share your big win' },
      content: {
        vi: html('Gửi ảnh chụp một lần thắng lớn của bạn; sau khi được duyệt, bạn nhận 10.00.'),
        en: html('Send a screenshot of a big win; once approved you receive 10.00.'),
      },
      period: 'MONTHLY',
      startsAt,
      audience: 'ALL',
      trigger: 'APPLICATION',
      reward: 'BONUS',
      rewardAmount: '10.00',
      sortOrder: 4,
    },
  ];
}

export async function seedPromotionsDemo(db: DatabaseOrTransaction, now: Date): Promise<void> {
  await db.insert(promotionsTable).values(demoPromotions(now).map((input) => promotionColumns(input)));
}
