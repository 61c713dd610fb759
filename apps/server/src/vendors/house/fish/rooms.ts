// The fish rooms (ponds) the house serves, as data: each is a catalogue game of studio PDFISH with its
// own bets, its public scene seed and the clock its scenes run on. Every room swims the same species
// (species.ts) and returns the same RTP on every valid shot, so a room differs by what a shot may cost.
// Changing a room's scene seed, epoch or RTP changes its scenes or outcomes: do it under a new game
// code, so that past batches still verify.
import { DEFAULT_RTP_PPM, FISH_BETS_CENTS, type LocalName } from './species';

/** The fish studio's vendor code (studios.ts serves it as game type FISH, kind 'fish'). */
export const FISH_VENDOR_CODE = 'PDFISH';

export type FishRoom = {
  gameCode: string;
  name: LocalName;
  /** The bets a shot may carry here, in cents, smallest first: a subset of FISH_BETS_CENTS. */
  betsCents: readonly bigint[];
  /** The return to player of a valid shot, in parts per million. */
  rtpPpm: number;
  /**
   * The HMAC key of the room's scenes. Public: every valid shot returns the RTP whatever fish it aims
   * at, so knowing the coming fish gives no edge (README "Scenes").
   */
  sceneSeed: string;
  /** When scene 0 began (ms since 1970); scene n begins n × SCENE_MS later. */
  epochMs: number;
};

/** 2026-01-01 00:00 UTC: the rooms' scene clocks count from here. */
const ROOMS_EPOCH_MS = Date.UTC(2026, 0, 1);

export const FISH_ROOMS: readonly FishRoom[] = [
  {
    gameCode: 'coral-reef',
    name: { en: 'Coral Reef', vi: 'Rạn San Hô' },
    betsCents: [10n, 20n, 50n, 100n],
    rtpPpm: DEFAULT_RTP_PPM,
    sceneSeed: 'playdeck-fish:coral-reef:2026',
    epochMs: ROOMS_EPOCH_MS,
  },
  {
    gameCode: 'dragon-deep',
    name: { en: 'Dragon Deep', vi: 'Vực Rồng Vàng' },
    betsCents: [100n, 200n, 500n],
    rtpPpm: DEFAULT_RTP_PPM,
    sceneSeed: 'playdeck-fish:dragon-deep:2026',
    epochMs: ROOMS_EPOCH_MS,
  },
];

/** The room with this game code, or undefined. */
export function findFishRoom(gameCode: string): FishRoom | undefined {
  return FISH_ROOMS.find((room) => room.gameCode === gameCode);
}

/** Whether every bet of every room is one the engine accepts (rooms.test.ts holds it). */
export function roomBetsAreEngineBets(rooms: readonly FishRoom[] = FISH_ROOMS): boolean {
  return rooms.every((room) => room.betsCents.every((bet) => FISH_BETS_CENTS.includes(bet)));
}
