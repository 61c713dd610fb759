// Where playing a game or a vendor goes (SPEC.md §2 "Launch routing by vendor"), as pure functions
// so that every rule is tested with plain inputs: the Vietnamese lottery vendor → /vnLottery, the
// South-East Asia lottery vendor → /seaLottery, other lottery (LOTT, ELOTT) → /lottery, a vassalage
// game → a popup with its vendor's games, RNG vendors → /rng, anything else starts in the game popup.
import type { GameItem, GameType, VendorItem } from '@playdeck/contract/lobby';

export const VIETNAM_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

export type LaunchTarget =
  | { kind: 'route'; to: string; loginRequired: boolean }
  | { kind: 'vendorGames'; vendorCode: string; title: string }
  | { kind: 'launch' };

const withGameCode = (path: string, gameCode: string | undefined) =>
  gameCode ? `${path}?gameCode=${encodeURIComponent(gameCode)}` : path;

function lotteryRoute(vendorCode: string, gameType: GameType, gameCode?: string): string | undefined {
  if (vendorCode === VIETNAM_LOTTERY_VENDOR) return withGameCode('/vnLottery', gameCode);
  if (vendorCode === SEA_LOTTERY_VENDOR) return withGameCode('/seaLottery', gameCode);
  if (gameType === 'LOTT' || gameType === 'ELOTT') return withGameCode('/lottery', gameCode);
  return undefined;
}

/** What playing a game does. */
export function gameLaunchTarget(
  game: Pick<GameItem, 'vassalage' | 'gameType' | 'gameCode' | 'isGame' | 'vendorName'>,
): LaunchTarget {
  const lottery = lotteryRoute(game.vassalage, game.gameType, game.gameCode);
  if (lottery) return { kind: 'route', to: lottery, loginRequired: true };
  if (game.isGame === 'VASSALAGE') {
    return { kind: 'vendorGames', vendorCode: game.vassalage, title: game.vendorName };
  }
  return { kind: 'launch' };
}

/** Types whose vendors list their games on their own page instead of starting one (SPEC.md §2). */
const LISTING_TYPES: readonly GameType[] = ['RNG', 'FISH', 'PVP'];

/** What a vendor tile's click does: a listing type opens its page filtered by the vendor. */
export function vendorLaunchTarget(vendor: Pick<VendorItem, 'vassalage' | 'gameType'>): LaunchTarget {
  const lottery = lotteryRoute(vendor.vassalage, vendor.gameType);
  if (lottery) return { kind: 'route', to: lottery, loginRequired: true };
  if (LISTING_TYPES.includes(vendor.gameType)) {
    const path = vendor.gameType === 'RNG' ? '/rng' : vendor.gameType === 'FISH' ? '/fish' : '/pvp';
    return {
      kind: 'route',
      to: `${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`,
      loginRequired: false,
    };
  }
  return { kind: 'launch' };
}

/** SPEC.md §2: a vendor tile shows an immediate-play button for every type but RNG. */
export function hasImmediatePlay(vendor: Pick<VendorItem, 'gameType'>): boolean {
  return vendor.gameType !== 'RNG';
}
