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
