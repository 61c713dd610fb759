// What the bingo route and scale-out tests share: a member launched into a room over the real platform
// launch, the room's game calls made with that game session, a round planted ahead of the dealer with
// a server seed the test chooses, and a player seed pair the test knows, so that the cards a player
// buys, the balls a round calls and every prize are known in advance.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../../plugins/database';
import { authHeader } from '../../../test-support/session';
import { houseBingoRoundsTable, houseRoundsTable, houseSeedsTable } from '../house.table';
import { serverSeedHash } from '../slots/provably-fair';
import { createBingoRepository } from './bingo.repository';
import { cardOf, type BingoCard } from './cards';
import { drawOf, roundClientSeed } from './draw';
import { prizeOf, type CardPrize } from './prizes';
import { findBingoRoom, type BingoRoom } from './rooms';
import { roundTimes } from './schedule';

export type GameHeaders = { authorization: string };

export const room = (roomCode: string): BingoRoom => findBingoRoom(roomCode)!;

/** Launches `member` into the room and opens the game session, checking each step. */
export async function openRoom(
  app: FastifyInstance,
  member: { username: string; password: string },
  roomCode: string,
): Promise<GameHeaders> {
  const launched = await app.inject({
    method: 'POST',
    url: '/api/lobby/launch',
    headers: await authHeader(app, member),
    payload: { vendorCode: 'PDBINGO', gameCode: roomCode },
  });
  expect(launched.statusCode).toBe(200);
  const url = new URL(launched.json().value.url, 'http://x');
  expect(url.pathname).toBe(`/house/bingo/${roomCode}`);
  const opened = await app.inject({
    method: 'POST',
    url: '/house/api/session',
    payload: { launchToken: url.searchParams.get('launch') },
  });
  expect(opened.statusCode).toBe(200);
  expect(opened.json().value).toMatchObject({ kind: 'bingo', vendorCode: 'PDBINGO', gameCode: roomCode });
  return { authorization: `Bearer ${opened.json().value.sessionToken as string}` };
}

let requests = 0;
/** A fresh request id for a buy. */
export const newRequestId = () => `test-request-${Date.now()}-${(requests += 1)}`;

export const buyCards = (app: FastifyInstance, game: GameHeaders, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/house/api/bingo/cards',
    headers: { ...game, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });

/** The room as the page loads it. */
export async function roomStateOf(app: FastifyInstance, game: GameHeaders) {
  const response = await app.inject({ method: 'GET', url: '/house/api/bingo/room', headers: game });
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

export async function gameBalanceOf(app: FastifyInstance, game: GameHeaders): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/house/api/balance', headers: game });
  expect(response.statusCode).toBe(200);
  return response.json().value.balance as string;
}

export const cardRoundsOf = (db: Database, playerId: number) =>
  db
    .select()
    .from(houseRoundsTable)
    .where(eq(houseRoundsTable.playerId, playerId))
    .orderBy(houseRoundsTable.id);

export async function roundRow(db: Database, roomCode: string, roundNumber: number) {
  const [row] = await db
    .select()
    .from(houseBingoRoundsTable)
    .where(
      and(eq(houseBingoRoundsTable.roomCode, roomCode), eq(houseBingoRoundsTable.roundNumber, roundNumber)),
    );
  return row!;
}

/** A player seed pair the test knows, made the player's active one before any card is bought. */
export async function knownSeeds(db: Database, playerId: number, name: string) {
  const seeds = { serverSeed: `player-seed-${name}`, clientSeed: `client-${name}` };
  await db.insert(houseSeedsTable).values({
    playerId,
    vendorCode: 'PDBINGO',
    serverSeed: seeds.serverSeed,
    serverSeedHash: serverSeedHash(seeds.serverSeed),
    clientSeed: seeds.clientSeed,
  });
  return seeds;
}

/** The cards a known seed pair gives for nonces 0, 1, … */
export const cardsOfSeeds = (seeds: { serverSeed: string; clientSeed: string }, count: number): BingoCard[] =>
  Array.from({ length: count }, (_, nonce) => cardOf(seeds.serverSeed, seeds.clientSeed, nonce));

/**
 * Writes a room's round ahead of the dealer with the first server seed whose draw `wanted` accepts
 * (given the balls it calls). Answers the seed and the balls.
 */
export async function plantRound(
  db: Database,
  roomCode: string,
  roundNumber: number,
  wanted: (calledBalls: number[]) => boolean = () => true,
): Promise<{ serverSeed: string; calledBalls: number[] }> {
  const bingoRoom = room(roomCode);
  for (let attempt = 0; attempt < 20_000; attempt += 1) {
    const serverSeed = `planted-${roomCode}-${roundNumber}-${attempt}`;
    const calledBalls = drawOf(serverSeed, bingoRoom, roundNumber);
    if (!wanted(calledBalls)) continue;
    const times = roundTimes(bingoRoom, roundNumber);
    await createBingoRepository(db).insertRounds([
      {
        roomCode,
        roundNumber,
        opensAt: new Date(times.opensAt),
        closesAt: new Date(times.closesAt),
        drawnAt: new Date(times.drawnAt),
        endsAt: new Date(times.endsAt),
        serverSeed,
        serverSeedHash: serverSeedHash(serverSeed),
        clientSeed: roundClientSeed(roomCode, roundNumber),
      },
    ]);
    return { serverSeed, calledBalls };
  }
  throw new Error('no seed found for the wanted draw');
}

/** The prizes the cards win on a draw. */
export const prizesOf = (roomCode: string, cards: readonly BingoCard[], calledBalls: number[]): CardPrize[] =>
  cards.map((card) => prizeOf(room(roomCode), card, calledBalls));

/** Whether the cards' prizes on a draw include each of the tiers named. */
export const hasTiers =
  (roomCode: string, cards: readonly BingoCard[], tiers: readonly CardPrize['tier'][]) =>
  (calledBalls: number[]) => {
    const won = new Set(prizesOf(roomCode, cards, calledBalls).map((prize) => prize.tier));
    return tiers.every((tier) => won.has(tier));
  };
