// The lobby's load: a catalogue of 10,000 games of one bench vendor (names made from word lists, so
// that a name search matches a realistic share of them), inserted once before the lobby scenarios.
import { gamesTable, vendorsTable } from '../apps/server/src/features/lobby/lobby.table';
import type { Database } from '../apps/server/src/plugins/database';

export const BENCH_VENDOR = 'BENCHRNG';
export const BENCH_GAMES = 10_000;
const INSERT_BATCH = 1_000;

const FIRST = ['Lucky', 'Golden', 'Wild', 'Mega', 'Royal', 'Mystic', 'Super', 'Fire', 'Ocean', 'Jade'];
const SECOND = [
  'Dragon',
  'Tiger',
  'Fortune',
  'Pearl',
  'Phoenix',
  'Lotus',
  'Treasure',
  'Gems',
  'Koi',
  'Empire',
];
const SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC'];

/** Inserts the bench vendor and its BENCH_GAMES games. */
export async function insertLobbyCatalogue(db: Database): Promise<void> {
  await db.insert(vendorsTable).values({
    code: BENCH_VENDOR,
    displayName: 'Bench Slots',
    gameType: 'RNG',
    iconUrl: '/vendors/PDSLOT.svg',
    isHouse: false,
    sortOrder: 100,
  });
  for (let start = 0; start < BENCH_GAMES; start += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, BENCH_GAMES - start) }, (_, offset) => {
      const index = start + offset;
      const name = `${FIRST[index % FIRST.length]} ${SECOND[Math.floor(index / FIRST.length) % SECOND.length]} ${index}`;
      return {
        vendorCode: BENCH_VENDOR,
        gameCode: `bench-${index}`,
        name,
        nameVi: `${name} VN`,
        gameType: 'RNG',
        gameClassify: SUB_TYPES[index % SUB_TYPES.length],
        iconUrl: '/house/art/slots/lucky-dragon.svg',
        isHot: index % 50 === 0 ? 1 : 0,
        sortOrder: index,
      };
    });
    await db.insert(gamesTable).values(rows);
  }
}

/**
 * Searches a player might type, all different: each word of the names whole and cut short, and
 * each word with a game number's first digits ("dragon 12"), about 2,300 terms.
 */
export function searchTerms(): string[] {
  const words = [...FIRST, ...SECOND].map((word) => word.toLowerCase());
  const cut = words.flatMap((word) =>
    Array.from({ length: word.length - 2 }, (_, index) => word.slice(0, index + 3)),
  );
  const numbered = words.flatMap((word) =>
    Array.from({ length: 110 }, (_, number) => `${word} ${number + 1}`),
  );
  return [...new Set([...cut, ...numbered])];
}
