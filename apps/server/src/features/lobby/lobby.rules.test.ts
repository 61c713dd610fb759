// Proves the lobby's pure rules: paging, the catalogue filter and its name search, the name in the
// reader's language and the winner's masked name.
import { describe, expect, it } from 'vitest';
import { filterCatalogue, maskName, nameIn, offsetOf, searchNamesOf, totalPagesOf } from './lobby.rules';

describe('paging', () => {
  it('counts pages, with none for no rows', () => {
    expect(totalPagesOf(0, 18)).toBe(0);
    expect(totalPagesOf(1, 18)).toBe(1);
    expect(totalPagesOf(18, 18)).toBe(1);
    expect(totalPagesOf(19, 18)).toBe(2);
    expect(totalPagesOf(10_000, 18)).toBe(556);
    expect(totalPagesOf(5, 0)).toBe(0);
  });

  it('finds the first row of a page', () => {
    expect(offsetOf(1, 18)).toBe(0);
    expect(offsetOf(3, 18)).toBe(36);
    expect(offsetOf(0, 18)).toBe(0);
  });
});

const game = (
  name: string,
  nameVi: string | null,
  extra: Partial<{ vendorCode: string; gameType: string; gameClassify: string | null; isHot: number }> = {},
) => ({
  name,
  searchNames: searchNamesOf(name, nameVi),
  vendorCode: 'PDSLOT',
  gameType: 'RNG',
  gameClassify: 'SC',
  isHot: 0,
  ...extra,
});

describe('filterCatalogue', () => {
  const games = [
    game('Lucky Dragon', 'Rồng May Mắn', { isHot: 1 }),
    game('Golden Lotus', 'Sen Vàng', { gameClassify: 'JP' }),
    game('Baccarat A', null, { vendorCode: 'PDLIVE', gameType: 'LIVE', gameClassify: 'BACCARAT' }),
    game('50% Off_Club', null),
  ];
  const names = (filter: Parameters<typeof filterCatalogue>[1]) =>
    filterCatalogue(games, filter).map((item) => item.name);

  it('keeps everything without a filter, in order', () => {
    expect(names({})).toEqual(['Lucky Dragon', 'Golden Lotus', 'Baccarat A', '50% Off_Club']);
  });

  it('filters by type, vendor, sub-type and hot', () => {
    expect(names({ gameType: 'LIVE' })).toEqual(['Baccarat A']);
    expect(names({ vendorCode: 'PDSLOT', gameClassify: 'JP' })).toEqual(['Golden Lotus']);
    expect(names({ hotOnly: true })).toEqual(['Lucky Dragon']);
  });

  it('searches either name, trimmed and case-insensitively, with no wildcards', () => {
    expect(names({ search: '  DRAGON ' })).toEqual(['Lucky Dragon']);
    expect(names({ search: 'RỒNG' })).toEqual(['Lucky Dragon']);
    expect(names({ search: '%' })).toEqual(['50% Off_Club']);
    expect(names({ search: 'o%f' })).toEqual([]);
    expect(names({ search: '   ' })).toHaveLength(4);
    expect(names({ search: 'dragon\nrồng' })).toEqual([]);
  });
});

describe('nameIn', () => {
  it('answers the Vietnamese name in Vietnamese, else the English one', () => {
    expect(nameIn({ name: 'Golden Lotus', nameVi: 'Sen Vàng' }, 'vi')).toBe('Sen Vàng');
    expect(nameIn({ name: 'Golden Lotus', nameVi: 'Sen Vàng' }, 'en')).toBe('Golden Lotus');
    expect(nameIn({ name: 'Baccarat A', nameVi: null }, 'vi')).toBe('Baccarat A');
  });
});

describe('maskName', () => {
  it('keeps two first characters and the last one', () => {
    expect(maskName('demo')).toBe('de**o');
    expect(maskName('player12')).toBe('pl**2');
  });

  it('keeps only the first character of a short name', () => {
    expect(maskName('abc')).toBe('a**');
    expect(maskName('ab')).toBe('a**');
    expect(maskName('')).toBe('**');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskName('Nguyễn')).toBe('Ng**n');
    expect(maskName('😀😀😀😀')).toBe('😀😀**😀');
  });
});
