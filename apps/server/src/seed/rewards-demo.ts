// Demo rewards (issue 15 items 5–8), so that the points mall, missions and the raffle have something on
// first start: five goods in the mall, daily and weekly missions, a raffle draw a week ahead, and two
// promotions that reward points and raffle tickets. Referral and points rates use their defaults
// (on, 0.2 % of friends' valid bet, 1 point per 100.00).
import { createHash, randomBytes } from 'node:crypto';
import type { PromotionInput } from '@playdeck/contract/promotions';
import { toMinor } from '@playdeck/contract/money';
import type { DatabaseOrTransaction } from '../plugins/database';
import { missionsTable } from '../features/missions/missions.table';
import { pointsGoodsTable } from '../features/points/points.table';
import { promotionsTable } from '../features/promotions/promotions.table';
import { promotionColumns } from '../features/promotions/promotions.service';
import { raffleDrawsTable } from '../features/raffle/raffle.table';

const DAY_MS = 86_400_000;

const GOODS = [
  {
    nameVi: 'Móc khóa may mắn',
    nameEn: 'Lucky keychain',
    imageUrl: '/rewards/keychain.svg',
    points: 100,
    stock: 500,
  },
  {
    nameVi: 'Phiếu nạp 50K',
    nameEn: '50K top-up voucher',
    imageUrl: '/rewards/voucher.svg',
    points: 500,
    stock: 200,
  },
  {
    nameVi: 'Áo thun Playdeck',
    nameEn: 'Playdeck T-shirt',
    imageUrl: '/rewards/tshirt.svg',
    points: 1_200,
    stock: 50,
  },
  {
    nameVi: 'Tai nghe không dây',
    nameEn: 'Wireless headphones',
    imageUrl: '/rewards/headphones.svg',
    points: 8_000,
    stock: 10,
  },
  {
    nameVi: 'Điện thoại thông minh',
    nameEn: 'Smartphone',
    imageUrl: '/rewards/phone.svg',
    points: 60_000,
    stock: 2,
  },
];

const MISSIONS = [
  {
    titleVi: 'Điểm danh hôm nay',
    titleEn: 'Sign in today',
    period: 'DAILY',
    kind: 'SIGN_IN',
    targetCount: 1,
    rewardPoints: 10,
    missionPoints: 5,
  },
  {
    titleVi: 'Chơi 5 ván slot',
    titleEn: 'Play 5 slot rounds',
    period: 'DAILY',
    kind: 'ROUNDS',
    category: 'RNG',
    targetCount: 5,
    rewardAmount: '2.00',
    missionPoints: 10,
  },
  {
    titleVi: 'Cược hợp lệ 500 trong ngày',
    titleEn: 'Bet 500 in a day',
    period: 'DAILY',
    kind: 'VALID_BET',
    targetAmount: '500.00',
    rewardAmount: '5.00',
    rewardPoints: 20,
    missionPoints: 20,
  },
  {
    titleVi: 'Nạp 300 trong tuần',
    titleEn: 'Deposit 300 this week',
    period: 'WEEKLY',
    kind: 'DEPOSIT',
    targetAmount: '300.00',
    rewardAmount: '10.00',
    missionPoints: 30,
  },
  {
    titleVi: 'Đăng nhập 5 ngày trong tuần',
    titleEn: 'Sign in on 5 days this week',
    period: 'WEEKLY',
    kind: 'SIGN_IN',
    targetCount: 5,
    rewardPoints: 100,
    missionPoints: 40,
  },
] as const;

function rewardPromotions(now: Date): PromotionInput[] {
  const startsAt = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  return [
    {
      title: { vi: 'Nạp 200 nhận 100 điểm', en: 'Deposit 200, get 100 points' },
      content: {
        vi: '<p>Mỗi ngày, nạp từ 200.00 để nhận 100 điểm đổi quà trong cửa hàng điểm.</p>',
        en: '<p>Every day, deposit 200.00 or more to receive 100 points to spend in the points mall.</p>',
      },
      period: 'DAILY',
      startsAt,
      audience: 'ALL',
      trigger: 'DEPOSIT',
      minAmount: '200.00',
      reward: 'POINTS',
      rewardUnits: 100,
      sortOrder: 5,
    },
    {
      title: { vi: 'Vé quay may mắn mỗi ngày', en: 'A lucky draw ticket a day' },
      content: {
        vi: '<p>Cược hợp lệ 300.00 trong ngày để nhận 1 vé quay số may mắn, trao tự động.</p>',
        en: '<p>Bet 300.00 (valid bet) in a day to receive 1 lucky draw ticket, issued automatically.</p>',
      },
      period: 'DAILY',
      startsAt,
      audience: 'ALL',
      trigger: 'VALID_BET',
      minAmount: '300.00',
      requiresClaim: false,
      reward: 'RAFFLE_TICKETS',
      rewardUnits: 1,
      sortOrder: 6,
    },
  ];
}

/** The next Sunday 20:00 at the site's offset, at least a day ahead. */
function nextDrawTime(now: Date, offsetMinutes: number): Date {
  const local = new Date(now.getTime() + offsetMinutes * 60_000 + DAY_MS);
  const daysToSunday = (7 - local.getUTCDay()) % 7;
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + daysToSunday, 20);
  return new Date(day - offsetMinutes * 60_000);
}

export async function seedRewardsDemo(
  db: DatabaseOrTransaction,
  options: { now: Date; timeZoneOffsetMinutes: number },
): Promise<void> {
  await db.insert(pointsGoodsTable).values(GOODS.map((good, index) => ({ ...good, sortOrder: index + 1 })));
  await db.insert(missionsTable).values(
    MISSIONS.map((mission, index) => ({
      titleVi: mission.titleVi,
      titleEn: mission.titleEn,
      period: mission.period,
      kind: mission.kind,
      category: 'category' in mission ? mission.category : 'ALL',
      targetCount: 'targetCount' in mission ? mission.targetCount : 0,
      targetAmountMinor: 'targetAmount' in mission ? toMinor(mission.targetAmount) : 0n,
      rewardAmountMinor: 'rewardAmount' in mission ? toMinor(mission.rewardAmount) : 0n,
      rewardPoints: 'rewardPoints' in mission ? mission.rewardPoints : 0,
      missionPoints: mission.missionPoints,
      sortOrder: index + 1,
    })),
  );
  const seed = randomBytes(32);
  await db.insert(raffleDrawsTable).values({
    titleVi: 'Quay số cuối tuần',
    titleEn: 'Weekend lucky draw',
    drawsAt: nextDrawTime(options.now, options.timeZoneOffsetMinutes),
    prizesMinor: ['50000', '20000', '10000', '5000', '5000'],
    seed: seed.toString('hex'),
    seedHash: createHash('sha256').update(seed).digest('hex'),
  });
  await db
    .insert(promotionsTable)
    .values(rewardPromotions(options.now).map((input) => promotionColumns(input)));
}
