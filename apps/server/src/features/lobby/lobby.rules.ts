// Pure rules of the lobby's lists: paging arithmetic, the catalogue filter with its name search, the
// name in the reader's language and the masked name of a winner. No I/O, so each is tested with plain
// inputs.

/** How many pages `total` rows make at `pageSize` a page (0 rows make 0 pages). */
export function totalPagesOf(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** The first row of a 1-based page. */
export function offsetOf(pageNo: number, pageSize: number): number {
  return (Math.max(1, pageNo) - 1) * pageSize;
}

/** Which catalogue games a list shows; `search` is matched case-insensitively in either name. */
export type CatalogueFilter = {
  gameType?: string;
  vendorCode?: string;
  gameClassify?: string | null;
  search?: string;
  hotOnly?: boolean;
};

export type CatalogueEntry = {
  /** Both names lower-cased once, when the snapshot loads (searchNamesOf). */
  searchNames: readonly string[];
  vendorCode: string;
  gameType: string;
  gameClassify: string | null;
  isHot: number;
};

/** The games of the snapshot that the filter keeps, in the snapshot's order. */
export function filterCatalogue<T extends CatalogueEntry>(games: readonly T[], filter: CatalogueFilter): T[] {
  const search = filter.search?.trim().toLocaleLowerCase();
  return games.filter(
    (game) =>
      (filter.gameType === undefined || game.gameType === filter.gameType) &&
      (filter.vendorCode === undefined || game.vendorCode === filter.vendorCode) &&
      (filter.gameClassify === undefined || game.gameClassify === filter.gameClassify) &&
      (!filter.hotOnly || game.isHot === 1) &&
      (!search || game.searchNames.some((name) => name.includes(search))),
  );
}

/** Length of the pieces the search index files names under (trigrams). */
const GRAM = 3;

/**
 * Where each three-character piece of the lower-cased names occurs: the positions (in catalogue
 * order) of the games whose names contain it. Built once per catalogue snapshot, so that a name
 * search reads the games that contain the search's rarest piece instead of the whole catalogue.
 */
export type SearchIndex = ReadonlyMap<string, Int32Array>;

export function buildSearchIndex(games: readonly Pick<CatalogueEntry, 'searchNames'>[]): SearchIndex {
  const lists = new Map<string, number[]>();
  games.forEach((game, position) => {
    for (const name of game.searchNames) {
      for (let start = 0; start + GRAM <= name.length; start += 1) {
        const gram = name.slice(start, start + GRAM);
        const list = lists.get(gram);
        if (list === undefined) lists.set(gram, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    }
  });
  return new Map([...lists].map(([gram, list]) => [gram, Int32Array.from(list)]));
}

/**
 * The games a filter keeps, as filterCatalogue answers them, read through the index: a search of
 * three characters or more looks only at the games holding its rarest piece (every name containing
 * the search contains each of its pieces), then checks them in full. Shorter searches, and lists
 * without a search, read the whole catalogue.
 */
export function searchCatalogue<T extends CatalogueEntry>(
  games: readonly T[],
  index: SearchIndex,
  filter: CatalogueFilter,
): T[] {
  const search = filter.search?.trim().toLocaleLowerCase() ?? '';
  if (search.length < GRAM) return filterCatalogue(games, filter);
  let rarest: Int32Array | undefined;
  for (let start = 0; start + GRAM <= search.length; start += 1) {
    const list = index.get(search.slice(start, start + GRAM));
    if (list === undefined) return [];
    if (rarest === undefined || list.length < rarest.length) rarest = list;
  }
  const candidates = Array.from(rarest!, (position) => games[position]!);
  return filterCatalogue(candidates, filter);
}

/** What a name search looks in: both names, lower-cased. */
export function searchNamesOf(name: string, nameVi: string | null): string[] {
  return [name, ...(nameVi === null ? [] : [nameVi])].map((text) => text.toLocaleLowerCase());
}

/** A game's name in the reader's language: the Vietnamese one when there is one, else the English. */
export function nameIn(game: { name: string; nameVi: string | null }, language: string): string {
  return language === 'vi' ? (game.nameVi ?? game.name) : game.name;
}

/**
 * A member's name as the winner board shows it: the first two characters, two stars and the last
 * character ("demo" → "de**o"); a name of three characters or fewer keeps only its first.
 */
export function maskName(name: string): string {
  const characters = [...name];
  if (characters.length <= 3) return `${characters[0] ?? ''}**`;
  return `${characters.slice(0, 2).join('')}**${characters[characters.length - 1]}`;
}
