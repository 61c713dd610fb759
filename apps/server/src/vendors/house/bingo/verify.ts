// The verifier of a bingo round: from revealed seeds alone it recomputes the balls a round called
// and, for a card, its numbers, the patterns it completed and its prize. The game server's verify
// page and the house core call it; a player can run the same steps with any HMAC-SHA256.
import { serverSeedHash } from '../slots/provably-fair';
import { cardOf } from './cards';
import { drawOf, parseRoundClientSeed } from './draw';
import { patternsOf, type PatternCompletion } from './patterns';
import { prizeOf, type CardPrize } from './prizes';
import { findBingoRoom } from './rooms';

/** The seeds of a round: its own server seed (revealed once drawn) and its public client seed. */
export type RoundSeeds = { serverSeed: string; clientSeed: string };

/** The seeds of a bought card: the player's seed pair and the nonce the card was given. */
export type CardSeeds = { serverSeed: string; clientSeed: string; nonce: number };

export type CardVerification = {
  cells: readonly number[];
  /** The card's server seed's SHA-256, to compare with the hash shown before the card was bought. */
  serverSeedHash: string;
  patterns: PatternCompletion[];
  prize: CardPrize;
};

export type RoundVerification = {
  roomCode: string;
  roundNumber: number;
  /** The round's server seed's SHA-256, to compare with the hash shown while cards were sold. */
  serverSeedHash: string;
  calledBalls: number[];
  /** Present when card seeds were given. */
  card?: CardVerification;
};

/**
 * Recomputes a room's round from its seeds, and a card's result when its seeds are given.
 * Undefined when the room is unknown or the client seed does not name a round of that room
 * (`bingo:<room>:<round>`). The same inputs always give the same verification.
 */
export function verifyRound(
  roomCode: string,
  roundSeeds: RoundSeeds,
  cardSeeds?: CardSeeds,
): RoundVerification | undefined {
  const room = findBingoRoom(roomCode);
  const named = parseRoundClientSeed(roundSeeds.clientSeed);
  if (!room || !named || named.roomCode !== room.roomCode) return undefined;
  const calledBalls = drawOf(roundSeeds.serverSeed, room, named.roundNumber);
  const verification: RoundVerification = {
    roomCode: room.roomCode,
    roundNumber: named.roundNumber,
    serverSeedHash: serverSeedHash(roundSeeds.serverSeed),
    calledBalls,
  };
  if (cardSeeds === undefined) return verification;
  const card = cardOf(cardSeeds.serverSeed, cardSeeds.clientSeed, cardSeeds.nonce);
  verification.card = {
    cells: card.cells,
    serverSeedHash: serverSeedHash(cardSeeds.serverSeed),
    patterns: patternsOf(card, calledBalls),
    prize: prizeOf(room, card, calledBalls),
  };
  return verification;
}
