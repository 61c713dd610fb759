// For the agent centre's tests: a downline as the server sends it (a direct child member who has never
// signed in), built from the few fields a test cares about.
import type { Downline } from '@playdeck/contract/agent';

export const downline = (overrides: Partial<Downline> = {}): Downline => ({
  id: 1,
  username: 'member',
  nickname: 'member',
  accountType: 0,
  isAgent: false,
  depth: 1,
  directChildren: 0,
  teamSize: 1,
  balance: '0.00',
  teamBalance: '0.00',
  lastLoginAt: null,
  online: false,
  registeredAt: '2026-11-01T02:00:00.000Z',
  directChild: true,
  ...overrides,
});
