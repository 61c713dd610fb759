// The raffle's query key. The member's token and the language (the draws' titles come translated)
// follow the key in the hook: another sign-in never sees these answers.
export const raffleKeys = {
  all: ['raffle'] as const,
  overview: () => [...raffleKeys.all, 'overview'] as const,
};
