// Pure rules that turn the vendor catalogue into lobby lanes (SPEC.md §2 "Navigation game types",
// §4 "Sports category has esports and cockfight cards split…", "Prize mode…").
import {
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  type GameType,
  type Lane,
  type VendorItem,
} from '@playdeck/contract/lobby';

/** Lane order: lottery first, e-sports and cockfight right after sports, bingo right after PVP. */
export const LANE_ORDER: readonly GameType[] = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'FISH',
  'RNG',
  'PVP',
  'BINGO',
];

/** The lane a vendor belongs to: sports vendors known as e-sports or cockfight move to their own lane. */
export function laneOf(vendor: Pick<VendorItem, 'vassalage' | 'gameType'>): GameType {
  if (vendor.gameType === 'SPORTS') {
    if ((ESPORTS_VENDOR_CODES as readonly string[]).includes(vendor.vassalage)) return 'ESPORTS';
    if ((COCKFIGHT_VENDOR_CODES as readonly string[]).includes(vendor.vassalage)) return 'COCKFIGHT';
  }
  return vendor.gameType;
}

export type ClassifiedVendor = { vassalage: string; gameClassify: string };

/** Lanes in LANE_ORDER, only those with vendors; vendors keep their given order. */
export function buildLanes(
  vendors: readonly VendorItem[],
  classified: readonly ClassifiedVendor[] = [],
): Lane[] {
  const byLane = new Map<GameType, VendorItem[]>();
  for (const vendor of vendors) {
    const lane = laneOf(vendor);
    byLane.set(lane, [...(byLane.get(lane) ?? []), vendor]);
  }
  return LANE_ORDER.filter((type) => byLane.has(type)).map((type) => {
    const cards = byLane.get(type)!;
    return { title: type, cards, gameClassify: classifyGroups(cards, classified) };
  });
}

function classifyGroups(cards: readonly VendorItem[], classified: readonly ClassifiedVendor[]) {
  const groups = new Map<string, VendorItem[]>();
  for (const { vassalage, gameClassify } of classified) {
    const vendor = cards.find((card) => card.vassalage === vassalage);
    if (!vendor) continue;
    const members = groups.get(gameClassify) ?? [];
    if (!members.includes(vendor)) groups.set(gameClassify, [...members, vendor]);
  }
  return [...groups.entries()].map(([gameClassify, groupVendors]) => ({
    gameClassify,
    vendors: groupVendors,
  }));
}

/** ELOTT when the ELOTT lane carries TCG_LOTTO_VN or LOTT, else LOTT. */
export function prizeModeOf(lanes: readonly Lane[]): 'LOTT' | 'ELOTT' {
  const elott = lanes.find((lane) => lane.title === 'ELOTT');
  const codes = elott?.cards.map((card) => card.vassalage) ?? [];
  return codes.includes('TCG_LOTTO_VN') || codes.includes('LOTT') ? 'ELOTT' : 'LOTT';
}
