// Proves the launch routing by vendor (SPEC.md §2) for games and vendor tiles.
import { describe, expect, it } from 'vitest';
import { gameLaunchTarget, hasImmediatePlay, vendorLaunchTarget } from './launch-target';

const game = (
  vassalage: string,
  gameType: 'LOTT' | 'ELOTT' | 'RNG' | 'LIVE',
  isGame: 'GAME' | 'VASSALAGE' = 'GAME',
) => ({
  vassalage,
  gameType,
  gameCode: 'G 1',
  isGame,
  vendorName: 'Vendor',
});

describe('gameLaunchTarget', () => {
  it('sends the Vietnamese and South-East Asian lottery vendors to their pages with the game code', () => {
    expect(gameLaunchTarget(game('TCG_LOTTO_VN', 'ELOTT'))).toEqual({
      kind: 'route',
      to: '/vnLottery?gameCode=G%201',
      loginRequired: true,
    });
    expect(gameLaunchTarget(game('TCG_SEA', 'LOTT'))).toMatchObject({ to: '/seaLottery?gameCode=G%201' });
  });

  it('sends other lottery games to /lottery', () => {
    expect(gameLaunchTarget(game('OTHER', 'LOTT'))).toMatchObject({ to: '/lottery?gameCode=G%201' });
    expect(gameLaunchTarget(game('OTHER', 'ELOTT'))).toMatchObject({ to: '/lottery?gameCode=G%201' });
  });

  it('opens the vendor’s game list for a vassalage game', () => {
    expect(gameLaunchTarget(game('PG', 'RNG', 'VASSALAGE'))).toEqual({
      kind: 'vendorGames',
      vendorCode: 'PG',
      title: 'Vendor',
    });
  });

  it('starts anything else in the game popup', () => {
    expect(gameLaunchTarget(game('PDSLOT', 'RNG'))).toEqual({ kind: 'launch' });
    expect(gameLaunchTarget(game('PDLIVE', 'LIVE'))).toEqual({ kind: 'launch' });
  });
});

describe('vendorLaunchTarget', () => {
  it('opens /rng, /fish and /pvp filtered by the vendor', () => {
    expect(vendorLaunchTarget({ vassalage: 'PDSLOT', gameType: 'RNG' })).toEqual({
      kind: 'route',
      to: '/rng?vassalage=PDSLOT',
      loginRequired: false,
    });
    expect(vendorLaunchTarget({ vassalage: 'JL', gameType: 'FISH' })).toMatchObject({
      to: '/fish?vassalage=JL',
    });
    expect(vendorLaunchTarget({ vassalage: 'KY', gameType: 'PVP' })).toMatchObject({
      to: '/pvp?vassalage=KY',
    });
  });

  it('sends lottery vendors to their pages and starts the others', () => {
    expect(vendorLaunchTarget({ vassalage: 'TCG_SEA', gameType: 'LOTT' })).toMatchObject({
      to: '/seaLottery',
    });
    expect(vendorLaunchTarget({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT' })).toMatchObject({
      to: '/vnLottery',
    });
    expect(vendorLaunchTarget({ vassalage: 'PDLIVE', gameType: 'LIVE' })).toEqual({ kind: 'launch' });
  });

  it('offers immediate play on every vendor tile but RNG', () => {
    expect(hasImmediatePlay({ gameType: 'RNG' })).toBe(false);
    expect(hasImmediatePlay({ gameType: 'LIVE' })).toBe(true);
    expect(hasImmediatePlay({ gameType: 'SPORTS' })).toBe(true);
  });
});
