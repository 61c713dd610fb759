// The house vendor's studios: one vendor code per game type it serves (DESIGN.md "Game vendors"),
// each bound to the kind of game its pages play. The demo catalogue seeds them as the platform's
// vendors; the house refuses to launch a game of a vendor code it does not serve.
import type { HouseGameKind } from '@playdeck/contract/house';

export type HouseStudio = {
  code: string;
  displayName: string;
  gameType: 'LIVE' | 'RNG' | 'LOTT' | 'ELOTT' | 'COCKFIGHT' | 'SPORTS' | 'ESPORTS' | 'FISH' | 'BINGO' | 'PVP';
  kind: HouseGameKind;
};

export const HOUSE_STUDIOS: readonly HouseStudio[] = [
  { code: 'PDLIVE', displayName: 'Playdeck Live', gameType: 'LIVE', kind: 'baccarat' },
  { code: 'PDSLOT', displayName: 'Playdeck Slots', gameType: 'RNG', kind: 'slots' },
  { code: 'TCG_SEA', displayName: 'Playdeck SEA Lottery', gameType: 'LOTT', kind: 'lottery' },
  { code: 'TCG_LOTTO_VN', displayName: 'Playdeck Lô Tô VN', gameType: 'ELOTT', kind: 'lottery' },
  { code: 'PDCOCK', displayName: 'Playdeck Cockfight', gameType: 'COCKFIGHT', kind: 'cockfight' },
  { code: 'PDSPORT', displayName: 'Playdeck Sports', gameType: 'SPORTS', kind: 'sportsbook' },
  { code: 'PDESPORT', displayName: 'Playdeck E-sports', gameType: 'ESPORTS', kind: 'sportsbook' },
  { code: 'PDBINGO', displayName: 'Playdeck Bingo', gameType: 'BINGO', kind: 'bingo' },
  { code: 'PDFISH', displayName: 'Playdeck Fish', gameType: 'FISH', kind: 'fish' },
  // The RNG sub-types (SPEC.md §3): scratch cards (SC), video poker (VP), a table game (TG).
  { code: 'PDSCRATCH', displayName: 'Playdeck Scratch', gameType: 'RNG', kind: 'scratch' },
  { code: 'PDVPOKER', displayName: 'Playdeck Video Poker', gameType: 'RNG', kind: 'video-poker' },
  { code: 'PDTABLE', displayName: 'Playdeck Table Games', gameType: 'RNG', kind: 'blackjack' },
  // Card rooms where members play each other for real; the practice table alone is in play money.
  { code: 'PDPVP', displayName: 'Playdeck Card Rooms', gameType: 'PVP', kind: 'poker' },
];

export function findStudio(vendorCode: string): HouseStudio | undefined {
  return HOUSE_STUDIOS.find((studio) => studio.code === vendorCode);
}
