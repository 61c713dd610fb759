// The missions' query keys in one place, so that a claim refreshes exactly what it changes (the
// summary with its red count, the leaderboard). The member's token and the language (the titles come
// translated) follow the key in each hook.
export const missionsKeys = {
  all: ['missions'] as const,
  summary: () => [...missionsKeys.all, 'summary'] as const,
  leaderboard: () => [...missionsKeys.all, 'leaderboard'] as const,
};
