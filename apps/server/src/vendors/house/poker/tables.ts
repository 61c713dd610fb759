// The house vendor's No-Limit Texas hold'em cash tables as data: the PVP room list. Every table plays
// the same rules (hand.ts) and takes the rake by the same rule (pots.ts); a table sets its blinds, the
// range of stacks a player may bring to a hand, its seats, the time a player has to act and its rake,
// so adding a table is adding a row here.
//
// The game server takes a player's stack for each hand from their wallet, within the buy-in range, so
// the range's top is the most a player can lose in one hand.

/** A name in each language the site speaks. */
export type LocalName = { en: string; vi: string };

export type PokerTable = {
  tableCode: string;
  name: LocalName;
  smallBlindCents: bigint;
  bigBlindCents: bigint;
  /** The least a player may bring to a hand, in big blinds. */
  buyInBigBlindsMin: number;
  /** The most a player may bring to a hand, in big blinds: the most they can lose in one hand. */
  buyInBigBlindsMax: number;
  /** Seats at the table, 2 (heads-up) to SEAT_COUNT_MAX, numbered from 1 clockwise. */
  seatCount: number;
  /** The time a player has to act before the game server calls `timeout` for them. */
  actionSeconds: number;
  /** The rake, in basis points of each pot (500 = 5 %); none when a hand ends before the flop. */
  rakeBasisPoints: number;
  /** The most rake taken from one hand, in big blinds. */
  rakeCapBigBlinds: number;
  /** The felt colour (CSS hex) the table is drawn in. */
  colour: string;
  /**
   * A practice table: played in the house's play money only (free play), by anyone who opens it,
   * against the house's bots and other practising players; it takes no rake. Every other table is
   * played for real and never in play money.
   */
  playMoney?: boolean;
};

export const SEAT_COUNT_MAX = 6;
export const BASIS_POINTS = 10_000;

export const POKER_TABLES: readonly PokerTable[] = [
  {
    tableCode: 'NLH01',
    name: { en: "Hold'em Starter", vi: "Hold'em Tập Sự" },
    smallBlindCents: 5n,
    bigBlindCents: 10n,
    buyInBigBlindsMin: 40,
    buyInBigBlindsMax: 100,
    seatCount: 6,
    actionSeconds: 15,
    rakeBasisPoints: 500,
    rakeCapBigBlinds: 4,
    colour: '#0b6b3a',
  },
  {
    tableCode: 'NLH02',
    name: { en: "Hold'em Saigon", vi: "Hold'em Sài Gòn" },
    smallBlindCents: 25n,
    bigBlindCents: 50n,
    buyInBigBlindsMin: 40,
    buyInBigBlindsMax: 100,
    seatCount: 6,
    actionSeconds: 15,
    rakeBasisPoints: 500,
    rakeCapBigBlinds: 3,
    colour: '#1d3f6e',
  },
  {
    tableCode: 'NLH03',
    name: { en: "Hold'em Ha Long VIP", vi: "Hold'em Hạ Long VIP" },
    smallBlindCents: 1_00n,
    bigBlindCents: 2_00n,
    buyInBigBlindsMin: 50,
    buyInBigBlindsMax: 100,
    seatCount: 6,
    actionSeconds: 20,
    rakeBasisPoints: 450,
    rakeCapBigBlinds: 2,
    colour: '#5b1a2e',
  },
  {
    tableCode: 'NLH04',
    name: { en: "Hold'em Heads-Up", vi: "Hold'em Đối Đầu" },
    smallBlindCents: 50n,
    bigBlindCents: 1_00n,
    buyInBigBlindsMin: 40,
    buyInBigBlindsMax: 100,
    seatCount: 2,
    actionSeconds: 15,
    rakeBasisPoints: 500,
    rakeCapBigBlinds: 1,
    colour: '#3b3b58',
  },
  {
    tableCode: 'NLHP1',
    name: { en: "Hold'em Practice", vi: "Hold'em Luyện Tập" },
    smallBlindCents: 5n,
    bigBlindCents: 10n,
    buyInBigBlindsMin: 40,
    buyInBigBlindsMax: 100,
    seatCount: 6,
    actionSeconds: 20,
    rakeBasisPoints: 0,
    rakeCapBigBlinds: 0,
    colour: '#6b4e16',
    playMoney: true,
  },
];

/** The table with this code, or undefined when there is none. */
export function findPokerTable(tableCode: string): PokerTable | undefined {
  return POKER_TABLES.find((table) => table.tableCode === tableCode);
}

/** The least and the most a player may bring to a hand at a table, in cents. */
export function buyInRangeCents(table: PokerTable): { minCents: bigint; maxCents: bigint } {
  return {
    minCents: table.bigBlindCents * BigInt(table.buyInBigBlindsMin),
    maxCents: table.bigBlindCents * BigInt(table.buyInBigBlindsMax),
  };
}

/** The most rake one hand at a table pays, in cents. */
export function rakeCapCents(table: PokerTable): bigint {
  return table.bigBlindCents * BigInt(table.rakeCapBigBlinds);
}
