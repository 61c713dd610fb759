// The fish rooms as a game server: a room's pond (species, bets, the public scene clock), its scenes,
// and batches of shots. A batch is one house round: its shots are checked (the room's bets, the
// server's clock, then the engine's rules), the valid ones resolved with the player's provably fair
// seed pair and one nonce, and the round placed with the valid shots' bets as its stake and the wins
// as its payout, then settled: one debit and one credit per batch however many shots it holds.
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type {
  FishBatchRequest,
  FishBatchValue,
  FishRoomValue,
  FishRoundDetail,
  FishSceneValue,
  FishVerifyRequest,
  FishVerifyValue,
} from '@playdeck/contract/fish';
import type { Database } from '../../../plugins/database';
import { AppError } from '../../../plugins/errors';
import type { HouseGameModule, HouseRoundRow, HouseService, HouseSessionRow } from '../house.service';
import { randomBytesFor, serverSeedHash } from '../slots/provably-fair';
import {
  answeredShotOf,
  inShotOrder,
  recordedShotOf,
  requestHashOf,
  sceneIndexAt,
  sceneStartMs,
  screenShots,
  SHOT_EARLY_MS_MAX,
} from './batch';
import { createFishRepository } from './fish.repository';
import { FISH_ROOMS, FISH_VENDOR_CODE, findFishRoom, type FishRoom } from './rooms';
import { POND_HEIGHT, POND_WIDTH, SCENE_MS, sceneOf, type FishScene } from './scene';
import { MAX_SHOTS_PER_BATCH, resolveBatch, type BatchResult } from './shots';
import { FISH_SPECIES, PPM } from './species';

/** Scenes kept computed (a room's current and neighbouring scenes are asked for by every batch). */
const SCENES_CACHED_MAX = 16;
/** How far ahead of the server's current scene a scene is served. */
const SCENES_AHEAD_MAX = 2;
/** How many 32-bit words of a batch's stream the generic verifier shows (six HMAC blocks). */
const CAPTURE_WORDS = 48;
const WORDS_PER_BLOCK = 8;
/** The captured-fish query looks this far before a scene could first be shot at (clock skew). */
const CAPTURE_LOOKBACK_MS = 60_000;

/** Percent with two decimals of a parts-per-million figure divided by `divisor` (rounded down). */
const percentOf = (ppm: number, divisor = 1) => fromMinor(BigInt(ppm) / BigInt(divisor * (PPM / 10_000)));

/**
 * The first CAPTURE_WORDS words of a batch's stream: a valid shot at a fish of multiplier m takes the
 * next word w, skips it when w ≥ 2³² − 2³² mod (m × 1,000,000), and else rolls w mod (m × 1,000,000);
 * it captures when the roll is below the RTP in parts per million (README "Shots, in batches").
 */
export function captureWordsOf(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const words: number[] = [];
  for (let block = 0; words.length < CAPTURE_WORDS; block += 1) {
    const bytes = randomBytesFor(serverSeed, clientSeed, nonce, block);
    for (let word = 0; word < WORDS_PER_BLOCK; word += 1) words.push(bytes.readUInt32BE(word * 4));
  }
  return words;
}

/**
 * The house core's view of the fish rooms. The core's verifier knows only seeds and a nonce, while a
 * batch's outcome also depends on its shots: it answers the stream's words the rolls are read from;
 * POST /house/api/fish/verify recomputes a whole batch from its record.
 */
export const fishModule: HouseGameModule = {
  kind: 'fish',
  hasGame: (vendorCode, gameCode) => vendorCode === FISH_VENDOR_CODE && findFishRoom(gameCode) !== undefined,
  verify(gameCode, serverSeed, clientSeed, nonce) {
    if (!findFishRoom(gameCode)) return undefined;
    return { captureWords: captureWordsOf(serverSeed, clientSeed, nonce) };
  },
};

export type FishService = ReturnType<typeof createFishService>;

export function createFishService(deps: {
  db: Database;
  house: HouseService;
  /** The scenes' clock; tests hold it still on a pond with fish in it. */
  now?: () => Date;
}) {
  const { house } = deps;
  const nowMsOf = () => (deps.now ?? (() => new Date()))().getTime();
  const repository = createFishRepository(deps.db);
  const scenes = new Map<string, FishScene>();
  /** Each player's batches run one after another in this process (see oneAtATime). */
  const turns = new Map<number, Promise<unknown>>();

  function roomOf(session: Pick<HouseSessionRow, 'vendorCode' | 'gameCode'>): FishRoom {
    const room = session.vendorCode === FISH_VENDOR_CODE ? findFishRoom(session.gameCode) : undefined;
    if (!room) throw new AppError('GAME_NOT_FOUND', 404);
    return room;
  }

  function sceneOfRoom(room: FishRoom, sceneIndex: number): FishScene {
    const key = `${room.gameCode}:${sceneIndex}`;
    let scene = scenes.get(key);
    if (!scene) {
      scene = sceneOf(room.sceneSeed, sceneIndex);
      scenes.set(key, scene);
      if (scenes.size > SCENES_CACHED_MAX) scenes.delete(scenes.keys().next().value!);
    }
    return scene;
  }

  /**
   * Runs a player's batches one at a time, so that two batches of one scene never both capture a
   * fish. Across API processes two batches could still overlap; a double capture would then cost the
   * house nothing unfair (each valid shot returns exactly the RTP), and the page sends one at a time.
   */
  function oneAtATime<T>(playerId: number, task: () => Promise<T>): Promise<T> {
    const previous = turns.get(playerId) ?? Promise.resolve();
    const run = previous.then(task, task);
    const done = run.then(
      () => undefined,
      () => undefined,
    );
    turns.set(playerId, done);
    void done.then(() => turns.get(playerId) === done && turns.delete(playerId));
    return run;
  }

  /** The session's room. Errors: GAME_NOT_FOUND 404. */
  function room(session: HouseSessionRow): FishRoomValue {
    const fishRoom = roomOf(session);
    const nowMs = nowMsOf();
    return {
      gameCode: fishRoom.gameCode,
      name: fishRoom.name,
      bets: fishRoom.betsCents.map(fromMinor),
      rtpPercent: percentOf(fishRoom.rtpPpm),
      rtpPpm: fishRoom.rtpPpm,
      sceneSeed: fishRoom.sceneSeed,
      epoch: new Date(fishRoom.epochMs).toISOString(),
      sceneMs: SCENE_MS,
      pond: { width: POND_WIDTH, height: POND_HEIGHT },
      batchShotsMax: MAX_SHOTS_PER_BATCH,
      serverTime: new Date(nowMs).toISOString(),
      sceneIndex: sceneIndexAt(fishRoom, nowMs),
      species: FISH_SPECIES.map((species) => ({
        code: species.code,
        name: species.name,
        multiplier: species.multiplier,
        boss: species.boss,
        hitBox: species.hitBox,
        colour: species.colour,
        captureChancePercent: percentOf(fishRoom.rtpPpm, species.multiplier),
      })),
    };
  }

  /**
   * A scene of the session's room, with the fish its player captured in it. Scenes up to two ahead are
   * served (the next one, and one more for a page whose clock runs a little ahead of the server's).
   * Errors: GAME_NOT_FOUND 404, NOT_FOUND 404 (a scene further ahead).
   */
  async function scene(session: HouseSessionRow, sceneIndex: number): Promise<FishSceneValue> {
    const fishRoom = roomOf(session);
    const nowMs = nowMsOf();
    if (sceneIndex > sceneIndexAt(fishRoom, nowMs) + SCENES_AHEAD_MAX) throw new AppError('NOT_FOUND', 404);
    const drawn = sceneOfRoom(fishRoom, sceneIndex);
    return {
      sceneIndex,
      startsAt: new Date(sceneStartMs(fishRoom, sceneIndex)).toISOString(),
      serverTime: new Date(nowMs).toISOString(),
      fish: drawn.fish.map((fish) => ({ ...fish })),
      capturedFishIds: await capturedIn(session, fishRoom, sceneIndex),
    };
  }

  function capturedIn(session: HouseSessionRow, fishRoom: FishRoom, sceneIndex: number) {
    return repository.capturedFishIds({
      playerId: session.playerId,
      gameCode: fishRoom.gameCode,
      sceneIndex,
      since: new Date(sceneStartMs(fishRoom, sceneIndex) - SHOT_EARLY_MS_MAX - CAPTURE_LOOKBACK_MS),
    });
  }

  /**
   * Resolves a batch of shots as one round. The same requestId again answers the first result and
   * moves nothing more. Errors: GAME_NOT_FOUND 404; INSUFFICIENT_FUNDS 409 with value.balance (the
   * valid shots' bets exceed the balance: the whole batch is refused and nothing moves); DUPLICATE_CONFLICT
   * 409 (a requestId already used for other shots or by another player); ROUND_CLOSED 409 (its round
   * was rolled back); WALLET_UNAVAILABLE 503 (the wallet did not answer; sending the batch again
   * finishes it).
   */
  function fire(session: HouseSessionRow, request: FishBatchRequest): Promise<FishBatchValue> {
    const fishRoom = roomOf(session);
    return oneAtATime(session.playerId, () => fireInTurn(session, fishRoom, request));
  }

  async function fireInTurn(
    session: HouseSessionRow,
    fishRoom: FishRoom,
    request: FishBatchRequest,
  ): Promise<FishBatchValue> {
    const roundId = `${FISH_VENDOR_CODE}-${request.requestId}`;
    const requestHash = requestHashOf(fishRoom.gameCode, request);
    const earlier = await house.findRound(roundId);
    if (earlier) return replay(session, earlier, request.requestId, requestHash);
    const screened = screenShots(fishRoom, request, nowMsOf());
    if (screened.engineShots.length === 0) return nothingMoved(session, request, screened.refused);
    const targets = new Set(screened.engineShots.map((shot) => shot.fishId));
    const alreadyCaptured = (await capturedIn(session, fishRoom, request.sceneIndex)).filter((fishId) =>
      targets.has(fishId),
    );
    const batch = {
      scene: sceneOfRoom(fishRoom, request.sceneIndex),
      shots: screened.engineShots,
      rtpPpm: fishRoom.rtpPpm,
      alreadyCaptured,
    };
    // A refused shot reads nothing from the stream, so a pass with any seed finds the valid shots: a
    // batch without one takes no nonce and makes no round.
    const dryRun = resolveBatch({ ...batch, serverSeed: 'dry-run', clientSeed: 'dry-run', nonce: 0 });
    if (dryRun.stakeCents === 0n)
      return nothingMoved(
        session,
        request,
        inShotOrder(dryRun.shots.map(recordedShotOf).map(answeredShotOf), screened.refused),
      );
    const { seed, nonce } = await house.takeNonce(session.playerId, session.vendorCode);
    const result = resolveBatch({
      ...batch,
      serverSeed: seed.serverSeed,
      clientSeed: seed.clientSeed,
      nonce,
    });
    const detail = detailOf(fishRoom, request, requestHash, screened, alreadyCaptured, result);
    const placed = await house.placeOnce({
      session,
      gameCode: fishRoom.gameCode,
      stakeMinor: result.stakeCents,
      payoutMinor: result.payoutCents,
      seedId: seed.id,
      nonce,
      roundId,
      detail,
    });
    // The same request sent twice at once to two processes: the first one is the answer.
    if (!placed.placedNow) return replay(session, placed.round, request.requestId, requestHash);
    const balance = await house.settle(placed.round, result.payoutCents);
    if (balance === undefined) throw new AppError('WALLET_UNAVAILABLE', 503);
    return answerOf(request.requestId, placed.round, detail, balance);
  }

  /** The answer to a batch without a valid shot: no nonce taken, no round made, nothing moved. */
  async function nothingMoved(
    session: HouseSessionRow,
    request: FishBatchRequest,
    shots: FishBatchValue['shots'],
  ): Promise<FishBatchValue> {
    return {
      requestId: request.requestId,
      roundId: null,
      sceneIndex: request.sceneIndex,
      shots,
      stake: '0.00',
      payout: '0.00',
      balance: await house.balanceOf(session),
      nonce: null,
    };
  }

  /** The first answer of a batch sent again (finishing its credit if that had failed). */
  async function replay(
    session: HouseSessionRow,
    round: HouseRoundRow,
    requestId: string,
    requestHash: string,
  ): Promise<FishBatchValue> {
    const detail = round.detail as FishRoundDetail;
    if (
      round.playerId !== session.playerId ||
      round.vendorCode !== FISH_VENDOR_CODE ||
      detail.requestHash !== requestHash
    )
      throw new AppError('DUPLICATE_CONFLICT', 409);
    if (round.status === 'refused')
      throw new AppError('INSUFFICIENT_FUNDS', 409, { value: { balance: await house.balanceOf(session) } });
    if (round.status === 'pending') throw new AppError('WALLET_UNAVAILABLE', 503);
    if (round.status === 'cancelled') throw new AppError('ROUND_CLOSED', 409);
    const balance =
      round.status === 'open'
        ? await house.settle(round, round.payoutMinor!)
        : await house.balanceOf(session);
    if (balance === undefined) throw new AppError('WALLET_UNAVAILABLE', 503);
    return answerOf(requestId, round, detail, balance);
  }

  /** Recomputes a batch from its seeds, scene and shots alone. Errors: GAME_NOT_FOUND 404. */
  function verify(request: FishVerifyRequest): FishVerifyValue {
    const fishRoom = findFishRoom(request.gameCode);
    if (!fishRoom) throw new AppError('GAME_NOT_FOUND', 404);
    const result = resolveBatch({
      serverSeed: request.serverSeed,
      clientSeed: request.clientSeed,
      nonce: request.nonce,
      scene: sceneOfRoom(fishRoom, request.sceneIndex),
      shots: request.shots.map((shot) => ({
        shotIndex: shot.shotIndex,
        fishId: shot.fishId,
        timeMs: shot.timeMs,
        betCents: toMinor(shot.bet),
      })),
      rtpPpm: fishRoom.rtpPpm,
      alreadyCaptured: request.alreadyCaptured,
    });
    return {
      serverSeedHash: serverSeedHash(request.serverSeed),
      shots: result.shots.map(recordedShotOf),
      stake: fromMinor(result.stakeCents),
      payout: fromMinor(result.payoutCents),
      capturedFishIds: result.capturedFishIds,
    };
  }

  return { room, scene, fire, verify, rooms: FISH_ROOMS };
}

function detailOf(
  fishRoom: FishRoom,
  request: FishBatchRequest,
  requestHash: string,
  screened: ReturnType<typeof screenShots>,
  alreadyCaptured: string[],
  result: BatchResult,
): FishRoundDetail {
  return {
    room: fishRoom.gameCode,
    sceneSeed: fishRoom.sceneSeed,
    sceneIndex: request.sceneIndex,
    rtpPpm: fishRoom.rtpPpm,
    requestHash,
    shots: screened.sentShots,
    alreadyCaptured,
    results: result.shots.map(recordedShotOf),
    serverRefused: screened.refused,
    capturedFishIds: result.capturedFishIds,
    stake: fromMinor(result.stakeCents),
    win: fromMinor(result.payoutCents),
  };
}

function answerOf(
  requestId: string,
  round: HouseRoundRow,
  detail: FishRoundDetail,
  balance: string,
): FishBatchValue {
  return {
    requestId,
    roundId: round.roundId,
    sceneIndex: detail.sceneIndex,
    shots: inShotOrder(detail.results.map(answeredShotOf), detail.serverRefused),
    stake: detail.stake,
    payout: detail.win,
    balance,
    nonce: round.nonce,
  };
}
