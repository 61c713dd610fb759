// For the missions' tests: a mission, a summary and a leaderboard as the API sends them, built from
// the few fields a test cares about.
import type { Leaderboard, MemberMission, MissionSummary } from '@playdeck/contract/missions';

export const mission = (overrides: Partial<MemberMission> = {}): MemberMission => ({
  id: 1,
  title: 'Play 20 rounds',
  period: 'DAILY',
  kind: 'ROUNDS',
  category: 'RNG',
  target: '20',
  progress: '5',
  status: 'process',
  rewardAmount: '5.00',
  rewardPoints: 0,
  missionPoints: 10,
  // Midnight at the site (GMT+8) on 2 March.
  periodEndsAt: '2026-03-01T16:00:00.000Z',
  ...overrides,
});

export const summary = (overrides: Partial<MissionSummary> = {}): MissionSummary => ({
  list: [mission()],
  claimable: 0,
  weekMissionPoints: 30,
  weekRank: 4,
  ...overrides,
});

export const leaderboard = (overrides: Partial<Leaderboard> = {}): Leaderboard => ({
  weekFrom: '2026-02-23',
  weekTo: '2026-03-01',
  list: [
    { rank: 1, name: 'tu***2', missionPoints: 120, self: false },
    { rank: 2, name: 'pl***1', missionPoints: 90, self: true },
  ],
  self: { rank: 2, missionPoints: 90 },
  ...overrides,
});
