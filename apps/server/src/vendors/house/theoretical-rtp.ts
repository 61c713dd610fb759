// The exact theoretical return to player of the house games that have one fixed figure: every slot
// theme (its reels and paytable), every scratch card (its prize table) and every fish room (its RTP
// on each valid shot). Other games (live tables, lottery, sportsbook, hold'em, bingo rooms whose
// return depends on the round) have none here, and the operator's RTP report shows "—" for them.
import { fromMinor } from '@playdeck/contract/money';
import { FISH_ROOMS, FISH_VENDOR_CODE } from './fish/rooms';
import { findScratchCard } from './scratch/cards';
import { exactRtp as exactScratchRtp } from './scratch/rtp';
import { percentOf, SCRATCH_VENDOR_CODE } from './scratch/scratch.service';
import { exactRtp as exactSlotRtp } from './slots/rtp';
import { SLOTS_VENDOR_CODE } from './slots/slots.service';
import { findTheme } from './slots/themes';

/** Computed once per game: a slot's exact return walks its reels. */
const known = new Map<string, string | null>();

/** The game's theoretical return in percent with 2 decimals ("96.12"), or null when it has none here. */
export function houseTheoreticalRtpPercent(vendorCode: string, gameCode: string): string | null {
  const key = `${vendorCode}\u0000${gameCode}`;
  if (!known.has(key)) known.set(key, compute(vendorCode, gameCode));
  return known.get(key) ?? null;
}

function compute(vendorCode: string, gameCode: string): string | null {
  if (vendorCode === SLOTS_VENDOR_CODE) {
    const theme = findTheme(gameCode);
    if (!theme) return null;
    const { numerator, denominator } = exactSlotRtp(theme.machine);
    return fromMinor((numerator * 10_000n) / denominator);
  }
  if (vendorCode === SCRATCH_VENDOR_CODE) {
    const card = findScratchCard(gameCode);
    return card ? percentOf(exactScratchRtp(card)) : null;
  }
  if (vendorCode === FISH_VENDOR_CODE) {
    const room = FISH_ROOMS.find((candidate) => candidate.gameCode === gameCode);
    // Parts per million to hundredths of a percent: ÷ 100.
    return room ? fromMinor(BigInt(room.rtpPpm) / 100n) : null;
  }
  return null;
}
