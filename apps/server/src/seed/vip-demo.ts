// Demo VIP ladder: VIP 0 (where every member starts) to VIP 5, each level needing more lifetime valid
// bets and approved deposits and paying a larger one-time upgrade bonus. The demo member (1,000.00)
// starts at VIP 0 and reaches VIP 1 after 100.00 of bets, a few spins of a house slot.
import type { DatabaseOrTransaction } from '../plugins/database';
import { vipLevelsTable } from '../features/vip/vip.table';

/** Amounts in minor units (cents). */
export const DEMO_VIP_LADDER = [
  { level: 0, name: 'VIP 0', minValidBetMinor: 0n, minDepositMinor: 0n, upgradeBonusMinor: 0n },
  { level: 1, name: 'VIP 1', minValidBetMinor: 10_000n, minDepositMinor: 0n, upgradeBonusMinor: 800n },
  {
    level: 2,
    name: 'VIP 2',
    minValidBetMinor: 100_000n,
    minDepositMinor: 20_000n,
    upgradeBonusMinor: 2_800n,
  },
  {
    level: 3,
    name: 'VIP 3',
    minValidBetMinor: 500_000n,
    minDepositMinor: 100_000n,
    upgradeBonusMinor: 8_800n,
  },
  {
    level: 4,
    name: 'VIP 4',
    minValidBetMinor: 2_000_000n,
    minDepositMinor: 500_000n,
    upgradeBonusMinor: 28_800n,
  },
  {
    level: 5,
    name: 'VIP 5',
    minValidBetMinor: 10_000_000n,
    minDepositMinor: 2_000_000n,
    upgradeBonusMinor: 88_800n,
  },
] as const;

export async function seedVipDemo(db: DatabaseOrTransaction): Promise<void> {
  await db.insert(vipLevelsTable).values([...DEMO_VIP_LADDER]);
}
