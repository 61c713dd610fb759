// Proves the lobby's pure rules: paging, the catalogue filter and its name search, the name in the
// reader's language and the winner's masked name.
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  filterCatalogue,
  maskName,
  nameIn,
  offsetOf,
  searchCatalogue,
  searchNamesOf,
  totalPagesOf,
} from './lobby.rules';

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

describe('searchCatalogue', () => {
  // A catalogue of 3,000 games with English and Vietnamese names (some without), three types and
  // sub-types: every search must answer exactly what filterCatalogue's full scan answers.
  const first = ['Lucky', 'Golden', 'Wild', 'Mega', 'Rồng', 'Ngọc', '50%', 'Off_Club'];
  const second = ['Dragon', 'Tiger', 'Phoenix', 'Vàng', 'Bích', 'Lotus'];
  const games = Array.from({ length: 3_000 }, (_, index) =>
    game(
      `${first[index % first.length]} ${second[Math.floor(index / first.length) % second.length]} ${index}`,
      index % 4 === 0 ? null : `Trò ${second[index % second.length]} ${first[(index * 7) % first.length]}`,
      {
        gameType: ['RNG', 'LIVE', 'FH'][index % 3]!,
        gameClassify: ['SC', 'JP', null][(index % 5) % 3] ?? null,
        vendorCode: index % 2 === 0 ? 'PDSLOT' : 'OTHER',
        isHot: index % 11 === 0 ? 1 : 0,
      },
    ),
  );
  const index = buildSearchIndex(games);
  const searches = [
    ...first.flatMap((word) => [word, word.toUpperCase(), word.slice(0, 3), word.slice(1, 4), ` ${word} `]),
    ...second.flatMap((word) => [word.toLowerCase(), `${word} 1`, `${word} 12`, `${word.slice(-2)} 2`]),
    'g',
    'go',
    'n 7',
    'trò vàng',
    'rồng t',
    'ồng',
    '0% o',
    'dragon 2999',
    'dragon 3000',
    'xyz',
    'golden  dragon',
    '',
    '   ',
  ];
  const filters = [
    {},
    { gameType: 'RNG' },
    { gameType: 'LIVE', vendorCode: 'OTHER' },
    { gameClassify: 'JP' },
    { gameClassify: null },
    { hotOnly: true },
  ];

  it('answers what the full scan answers, in the same order, for every search and filter', () => {
    let compared = 0;
    for (const search of searches) {
      for (const filter of filters) {
        const expected = filterCatalogue(games, { ...filter, search });
        expect(
          searchCatalogue(games, index, { ...filter, search }),
          `${search} ${JSON.stringify(filter)}`,
        ).toEqual(expected);
        compared += expected.length;
      }
    }
    // The searches are not all empty: the comparison covers thousands of kept games.
    expect(compared).toBeGreaterThan(10_000);
  });

  it('reads only the games holding the rarest piece of the search', () => {
    const pieces = [...index.keys()];
    expect(pieces.every((piece) => piece.length === 3)).toBe(true);
    expect(index.get('pho')?.length).toBe(filterCatalogue(games, { search: 'pho' }).length);
    expect(index.has('qqq')).toBe(false);
    expect(searchCatalogue(games, index, { search: 'qqq dragon' })).toEqual([]);
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
