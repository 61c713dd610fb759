// The house vendor's scratch cards (RNG sub-type SC) as data: each card has a theme, a ticket price
// and a published prize table (prize tiers as whole multiples of the price, each with a whole-number
// weight, and a weight for "no prize"), so its return is an exact fraction (rtp.ts) and a ticket is a
// pure function of the seeds (ticket.ts). Adding a card is adding a row here. Changing a card's table
// or symbols changes how its past tickets verify: do it under a new card code.

/** A name in each language the site speaks. */
export type LocalName = { en: string; vi: string };

/** A picture that can appear in a cell of the grid. */
export type ScratchSymbol = { code: string; name: LocalName; colour: string };

/** A prize: three of `symbolCode` on the grid pay `multiple` × the ticket price. */
export type PrizeTier = { multiple: number; weight: number; symbolCode: string };

export type ScratchCard = {
  cardCode: string;
  name: LocalName;
  priceCents: bigint;
  /**
   * Five to eight symbols: a losing grid of 9 cells shows each at most twice, so it needs five; a grid
   * is one draw below 16 × 15 × … × 8 (ticket.ts), which fits a 32-bit word up to eight.
   */
  symbols: readonly ScratchSymbol[];
  /** From the smallest multiple to the largest; each tier has its own symbol. */
  tiers: readonly PrizeTier[];
  /** The weight of a ticket without a prize; the tiers' weights and this one make the total. */
  noPrizeWeight: number;
  /** The card's colour (CSS hex), for the page's art. */
  colour: string;
};

const symbol = (code: string, english: string, vietnamese: string, colour: string): ScratchSymbol => ({
  code,
  name: { en: english, vi: vietnamese },
  colour,
});

export const SCRATCH_CARDS: readonly ScratchCard[] = [
  {
    cardCode: 'SC01',
    name: { en: 'Lucky Coins', vi: 'Xu May Mắn' },
    priceCents: 1_00n,
    symbols: [
      symbol('COIN', 'Coin', 'Đồng xu', '#c9a227'),
      symbol('RED-ENVELOPE', 'Red envelope', 'Bao lì xì', '#c0392b'),
      symbol('LANTERN', 'Lantern', 'Đèn lồng', '#e67e22'),
      symbol('LUCKY-CAT', 'Lucky cat', 'Mèo thần tài', '#f5f0e6'),
      symbol('GOLD-INGOT', 'Gold ingot', 'Thỏi vàng', '#e0b03a'),
      symbol('JADE-DRAGON', 'Jade dragon', 'Rồng ngọc', '#2e8b57'),
    ],
    tiers: [
      { multiple: 1, weight: 380_000, symbolCode: 'COIN' },
      { multiple: 2, weight: 200_000, symbolCode: 'RED-ENVELOPE' },
      { multiple: 5, weight: 25_000, symbolCode: 'LANTERN' },
      { multiple: 10, weight: 4_000, symbolCode: 'LUCKY-CAT' },
      { multiple: 50, weight: 100, symbolCode: 'GOLD-INGOT' },
      { multiple: 500, weight: 2, symbolCode: 'JADE-DRAGON' },
    ],
    noPrizeWeight: 390_898,
    colour: '#b22222',
  },
  {
    cardCode: 'SC02',
    name: { en: 'Lotus Pond', vi: 'Ao Sen' },
    priceCents: 2_00n,
    symbols: [
      symbol('LOTUS-LEAF', 'Lotus leaf', 'Lá sen', '#3f8f5a'),
      symbol('DRAGONFLY', 'Dragonfly', 'Chuồn chuồn', '#5aa9e6'),
      symbol('FROG', 'Frog', 'Con ếch', '#7cb342'),
      symbol('KOI', 'Koi', 'Cá chép', '#f47b20'),
      symbol('LOTUS', 'Lotus flower', 'Hoa sen', '#e91e63'),
      symbol('PEARL', 'Pearl', 'Ngọc trai', '#ece6d8'),
    ],
    tiers: [
      { multiple: 1, weight: 330_000, symbolCode: 'LOTUS-LEAF' },
      { multiple: 2, weight: 190_000, symbolCode: 'DRAGONFLY' },
      { multiple: 4, weight: 50_000, symbolCode: 'FROG' },
      { multiple: 20, weight: 1_500, symbolCode: 'KOI' },
      { multiple: 100, weight: 50, symbolCode: 'LOTUS' },
      { multiple: 300, weight: 2, symbolCode: 'PEARL' },
    ],
    noPrizeWeight: 428_448,
    colour: '#0f6e5c',
  },
  {
    cardCode: 'SC03',
    name: { en: 'Dragon Treasure', vi: 'Kho Báu Rồng' },
    priceCents: 5_00n,
    symbols: [
      symbol('COPPER-COIN', 'Copper coin', 'Xu đồng', '#b87333'),
      symbol('SILVER-BAR', 'Silver bar', 'Thỏi bạc', '#c0c0c0'),
      symbol('JADE', 'Jade', 'Ngọc bích', '#00a86b'),
      symbol('CROWN', 'Crown', 'Vương miện', '#d4a017'),
      symbol('DRAGON-PEARL', 'Dragon pearl', 'Ngọc rồng', '#ff8c00'),
      symbol('GOLDEN-DRAGON', 'Golden dragon', 'Rồng vàng', '#e0b03a'),
    ],
    tiers: [
      { multiple: 1, weight: 300_000, symbolCode: 'COPPER-COIN' },
      { multiple: 2, weight: 210_000, symbolCode: 'SILVER-BAR' },
      { multiple: 5, weight: 36_000, symbolCode: 'JADE' },
      { multiple: 15, weight: 2_000, symbolCode: 'CROWN' },
      { multiple: 100, weight: 40, symbolCode: 'DRAGON-PEARL' },
      { multiple: 500, weight: 2, symbolCode: 'GOLDEN-DRAGON' },
    ],
    noPrizeWeight: 451_958,
    colour: '#5b1a1a',
  },
];

/** A losing grid needs five symbols; a grid of eight symbols' pairs is the most one word can order. */
export const SYMBOLS_MIN = 5;
export const SYMBOLS_MAX = 8;

/** The card with this code, or undefined when there is none. */
export function findScratchCard(cardCode: string): ScratchCard | undefined {
  return SCRATCH_CARDS.find((card) => card.cardCode === cardCode);
}

/** The tiers' weights and the no-prize weight: a ticket draws a whole number below it. */
export function totalWeight(card: ScratchCard): number {
  return card.tiers.reduce((sum, tier) => sum + tier.weight, card.noPrizeWeight);
}

/**
 * Refuses (RangeError) a card that could not draw or lay out every ticket: a price that is not
 * positive, other than five to eight symbols or repeated symbol codes, a tier without a symbol of the card or
 * sharing another tier's symbol, multiples that are not increasing whole numbers, weights that are
 * not whole numbers (positive for tiers), or a total above 2^32 (one 32-bit word draws the tier).
 */
export function assertCard(card: ScratchCard): void {
  const fail = (reason: string) => {
    throw new RangeError(`card ${card.cardCode}: ${reason}`);
  };
  const codes = card.symbols.map((entry) => entry.code);
  if (card.priceCents <= 0n) fail('the price must be positive');
  if (codes.length < SYMBOLS_MIN || codes.length > SYMBOLS_MAX || new Set(codes).size !== codes.length)
    fail(`it needs ${SYMBOLS_MIN} to ${SYMBOLS_MAX} distinct symbols`);
  const tierSymbols = card.tiers.map((tier) => tier.symbolCode);
  if (card.tiers.length === 0) fail('it needs at least one prize tier');
  if (new Set(tierSymbols).size !== tierSymbols.length) fail('two tiers share a symbol');
  if (tierSymbols.some((code) => !codes.includes(code))) fail('a tier names a symbol the card does not have');
  card.tiers.forEach((tier, index) => {
    const previous = index === 0 ? 0 : (card.tiers[index - 1] as PrizeTier).multiple;
    if (!Number.isSafeInteger(tier.multiple) || tier.multiple <= previous) fail('multiples must increase');
    if (!Number.isSafeInteger(tier.weight) || tier.weight < 1) fail('tier weights must be positive');
  });
  if (!Number.isSafeInteger(card.noPrizeWeight) || card.noPrizeWeight < 0) fail('bad no-prize weight');
  if (totalWeight(card) > 2 ** 32) fail('the total weight must be at most 2^32');
}
