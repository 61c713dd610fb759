// Proves the lane rules of SPEC.md: only categories with vendors, e-sports and cockfight split out of
// sports and placed after it, bingo after PVP, and the lottery prize mode.
import { describe, expect, it } from 'vitest';
import type { GameType, VendorItem } from '@playdeck/contract/lobby';
import { buildLanes, laneOf, prizeModeOf } from './lanes';

const vendor = (vassalage: string, gameType: GameType): VendorItem => ({
  vassalage,
  gameType,
  displayName: vassalage,
  lagerIcon: `/vendors/${vassalage}.svg`,
  walletMode: 'seamless',
});

describe('laneOf', () => {
  it('moves known e-sports and cockfight vendors out of sports', () => {
    expect(laneOf(vendor('IMES', 'SPORTS'))).toBe('ESPORTS');
    expect(laneOf(vendor('WS168', 'SPORTS'))).toBe('COCKFIGHT');
    expect(laneOf(vendor('SBT', 'SPORTS'))).toBe('SPORTS');
    expect(laneOf(vendor('IMES', 'RNG'))).toBe('RNG');
  });
});

describe('buildLanes', () => {
  it('keeps only categories with vendors, in the lobby order', () => {
    const lanes = buildLanes([
      vendor('BG', 'BINGO'),
      vendor('KY', 'PVP'),
      vendor('DS88', 'SPORTS'),
      vendor('SBT', 'SPORTS'),
      vendor('AV', 'SPORTS'),
      vendor('AG', 'LIVE'),
      vendor('TCG_SEA', 'LOTT'),
    ]);
    expect(lanes.map((lane) => lane.title)).toEqual([
      'LOTT',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'PVP',
      'BINGO',
    ]);
    expect(lanes.find((lane) => lane.title === 'SPORTS')!.cards.map((card) => card.vassalage)).toEqual([
      'SBT',
    ]);
  });

  it('groups a lane’s vendors by the game classifications of their games', () => {
    const [lane] = buildLanes(
      [vendor('PG', 'RNG'), vendor('JDB', 'RNG')],
      [
        { vassalage: 'PG', gameClassify: 'SC' },
        { vassalage: 'JDB', gameClassify: 'SC' },
        { vassalage: 'JDB', gameClassify: 'VP' },
        { vassalage: 'UNKNOWN', gameClassify: 'VP' },
      ],
    );
    expect(
      lane!.gameClassify.map((group) => [group.gameClassify, group.vendors.map((item) => item.vassalage)]),
    ).toEqual([
      ['SC', ['PG', 'JDB']],
      ['VP', ['JDB']],
    ]);
  });

  it('returns no lanes without vendors', () => {
    expect(buildLanes([])).toEqual([]);
  });
});

describe('prizeModeOf', () => {
  it('is ELOTT when the ELOTT lane has TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(prizeModeOf(buildLanes([vendor('TCG_LOTTO_VN', 'ELOTT')]))).toBe('ELOTT');
    expect(prizeModeOf(buildLanes([vendor('LOTT', 'ELOTT')]))).toBe('ELOTT');
    expect(prizeModeOf(buildLanes([vendor('OTHER', 'ELOTT')]))).toBe('LOTT');
    expect(prizeModeOf(buildLanes([vendor('TCG_SEA', 'LOTT')]))).toBe('LOTT');
  });
});
