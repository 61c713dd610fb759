// A playing card as the house's card games show it (video poker, blackjack): a rank and a suit. The
// names are the ones the house engines use, so a card passes from the server to the page unchanged.
import { z } from 'zod';

export const CARD_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const CARD_SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

export const playingCardSchema = z.object({ rank: z.enum(CARD_RANKS), suit: z.enum(CARD_SUITS) });
export type PlayingCard = z.infer<typeof playingCardSchema>;
