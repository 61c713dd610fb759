// The house vendor's fish-shooting rooms (issue 17; DESIGN.md "Game vendors"), spoken by the fish page
// with the game session's bearer token. A room publishes its pond: the species and what they pay, its
// bets, and the public scene seed from which every scene's fish and paths are drawn (the server's
// engine draws them; the page fetches a scene and moves its fish with fishPositionAt below, the very
// formula the server checks shots against). The page fires many shots a second and posts them in
// batches: each batch is one house round, its valid shots debited and its wins credited at once.
import { z } from 'zod';
import { amountSchema } from './money';

export const fishPaths = {
  /** The session's room: bets, species, return to player, the scene clock. */
  room: '/house/api/fish/room',
  /** One scene's fish and paths, with the fish this player already captured in it. */
  scene: '/house/api/fish/scenes/:sceneIndex',
  /** A batch of shots: one round, answered shot by shot. */
  batches: '/house/api/fish/batches',
  /** Public: recomputes a batch from its seeds, scene and shots alone. */
  verify: '/house/api/fish/verify',
} as const;

export const fishScenePath = (sceneIndex: number) =>
  fishPaths.scene.replace(':sceneIndex', String(sceneIndex));

/** The most shots a batch carries (the engine's MAX_SHOTS_PER_BATCH; a test holds them equal). */
export const FISH_BATCH_SHOTS_MAX = 20;
/** A scene's fish swim for less than a scene, so a shot lands within two scenes of its fish's scene. */
export const FISH_SHOT_TIME_MS_MAX = 120_000;
const INDEX_MAX = 2_147_483_647;

const localNameSchema = z.object({ en: z.string(), vi: z.string() });
const pointSchema = z.object({ x: z.number(), y: z.number() });

/** B(t) = (1 − t)² start + 2 (1 − t) t control + t² end, with t = (time − entry) / durationMs. */
export const fishPathSchema = z.object({
  start: pointSchema,
  control: pointSchema,
  end: pointSchema,
  durationMs: z.number().int(),
});
export type FishPath = z.infer<typeof fishPathSchema>;

export const fishSpeciesSchema = z.object({
  code: z.string(),
  name: localNameSchema,
  /** A capture pays the shot's bet times this. */
  multiplier: z.number().int(),
  /** The pond's one boss (drawn glowing). */
  boss: z.boolean(),
  /** The box a shot must land in, in pond units, along the fish's heading. */
  hitBox: z.object({ width: z.number(), height: z.number() }),
  /** Body colour, CSS hex. */
  colour: z.string(),
  /** A valid shot's chance to capture it (RTP ÷ multiplier), in percent with 2 decimals. */
  captureChancePercent: z.string(),
});
export type FishSpecies = z.infer<typeof fishSpeciesSchema>;

export const fishRoomValueSchema = z.object({
  gameCode: z.string(),
  name: localNameSchema,
  /** The bets a shot may carry in this room, smallest first. */
  bets: z.array(z.string()),
  /** Every valid shot returns this on average, whatever fish it aims at (percent, 2 decimals). */
  rtpPercent: z.string(),
  rtpPpm: z.number().int(),
  /** Public: scene n is drawn from HMAC streams keyed by it (the engine's README says why it may be). */
  sceneSeed: z.string(),
  /** When scene 0 began (ISO); scene n begins n × sceneMs later. */
  epoch: z.string(),
  sceneMs: z.number().int(),
  pond: z.object({ width: z.number().int(), height: z.number().int() }),
  batchShotsMax: z.number().int(),
  /** The server's clock when it answered (ISO), for the page to set its own by. */
  serverTime: z.string(),
  sceneIndex: z.number().int(),
  species: z.array(fishSpeciesSchema),
});
export type FishRoomValue = z.infer<typeof fishRoomValueSchema>;

export const fishSceneParamsSchema = z.object({
  sceneIndex: z.coerce.number().int().min(0).max(INDEX_MAX),
});

export const sceneFishSchema = z.object({
  /** `<sceneIndex>-<ordinal>`. */
  fishId: z.string(),
  speciesCode: z.string(),
  /** Ms from the scene's start; on screen from then for its path's duration. */
  entryMs: z.number().int(),
  path: fishPathSchema,
});
export type SceneFish = z.infer<typeof sceneFishSchema>;

export const fishSceneValueSchema = z.object({
  sceneIndex: z.number().int(),
  startsAt: z.string(),
  serverTime: z.string(),
  fish: z.array(sceneFishSchema),
  /** The fish of this scene the session's player has captured (they are not drawn again). */
  capturedFishIds: z.array(z.string()),
});
export type FishSceneValue = z.infer<typeof fishSceneValueSchema>;

const fishIdSchema = z
  .string()
  .max(24, 'validation.invalid')
  .regex(/^\d{1,10}-\d{1,4}$/, 'validation.invalid');

export const fishShotSchema = z.object({
  /** The page's running shot number: strictly increasing within a batch. */
  shotIndex: z.number().int().min(0).max(INDEX_MAX),
  fishId: fishIdSchema,
  /** When the shot was fired, in ms from the start of the batch's scene (the fish's scene). */
  timeMs: z.number().int().min(0).max(FISH_SHOT_TIME_MS_MAX),
  /** One of the room's bets; any other amount is refused for that shot and costs nothing. */
  bet: amountSchema,
});
export type FishShot = z.infer<typeof fishShotSchema>;

const shotsSchema = z
  .array(fishShotSchema)
  .min(1, 'validation.required')
  .max(FISH_BATCH_SHOTS_MAX, 'validation.tooBig')
  .superRefine((shots, context) => {
    shots.forEach((shot, position) => {
      if (position > 0 && shot.shotIndex <= shots[position - 1]!.shotIndex)
        context.addIssue({ code: 'custom', path: [position, 'shotIndex'], message: 'validation.invalid' });
    });
  });

export const fishBatchRequestSchema = z.object({
  /** The page's id of this batch: sending it again answers the first result and moves nothing more. */
  requestId: z.uuid('validation.invalid'),
  /** The scene of every shot's fish (the page sends one batch per scene). */
  sceneIndex: z.number().int().min(0).max(INDEX_MAX),
  shots: shotsSchema,
});
export type FishBatchRequest = z.infer<typeof fishBatchRequestSchema>;

export const FISH_SHOT_OUTCOMES = ['CAPTURED', 'ESCAPED', 'REFUSED'] as const;
/**
 * Why a shot was refused (it then costs nothing): the bet is not one of the room's, the scene has no
 * such fish, the fish was not on screen at the shot's time, it was captured already, or the shot's time
 * is too far from the server's clock.
 */
export const FISH_SHOT_REFUSALS = [
  'BET_NOT_ALLOWED',
  'UNKNOWN_FISH',
  'FISH_OFF_SCREEN',
  'FISH_ALREADY_CAPTURED',
  'SHOT_OUT_OF_TIME',
] as const;
export type FishShotRefusal = (typeof FISH_SHOT_REFUSALS)[number];

export const fishShotResultSchema = z.object({
  shotIndex: z.number().int(),
  fishId: z.string(),
  outcome: z.enum(FISH_SHOT_OUTCOMES),
  refusal: z.enum(FISH_SHOT_REFUSALS).nullable(),
  /** What the shot cost: its bet when valid, 0.00 when refused. */
  stake: z.string(),
  multiplier: z.number().int().nullable(),
  win: z.string(),
});
export type FishShotResult = z.infer<typeof fishShotResultSchema>;

export const fishBatchValueSchema = z.object({
  requestId: z.string(),
  /** The batch's round; null when every shot was refused (nothing moved, no round). */
  roundId: z.string().nullable(),
  sceneIndex: z.number().int(),
  shots: z.array(fishShotResultSchema),
  /** The sum of the valid shots' bets, debited once. */
  stake: z.string(),
  /** The sum of the wins, credited once. */
  payout: z.string(),
  /** The balance after the batch. */
  balance: z.string(),
  nonce: z.number().int().nullable(),
});
export type FishBatchValue = z.infer<typeof fishBatchValueSchema>;

export const fishVerifyRequestSchema = z.object({
  gameCode: z.string().trim().min(1).max(60),
  serverSeed: z.string().trim().min(1).max(200),
  clientSeed: z.string().trim().min(1).max(200),
  nonce: z.number().int().min(0).max(INDEX_MAX),
  sceneIndex: z.number().int().min(0).max(INDEX_MAX),
  /** The shots the round's record lists (its detail's `shots`). */
  shots: shotsSchema,
  /** The fish captured before the batch (its detail's `alreadyCaptured`). */
  alreadyCaptured: z.array(fishIdSchema).max(200),
});
export type FishVerifyRequest = z.infer<typeof fishVerifyRequestSchema>;

/** A shot as the record and the verifier give it: with its capture roll out of multiplier × 1,000,000. */
export const fishRecordedShotSchema = fishShotResultSchema.extend({ roll: z.number().int().nullable() });
export type FishRecordedShot = z.infer<typeof fishRecordedShotSchema>;

export const fishVerifyValueSchema = z.object({
  serverSeedHash: z.string(),
  shots: z.array(fishRecordedShotSchema),
  stake: z.string(),
  payout: z.string(),
  capturedFishIds: z.array(z.string()),
});
export type FishVerifyValue = z.infer<typeof fishVerifyValueSchema>;

/** A batch round's detail (house round `detail`): everything its verification needs. */
export const fishRoundDetailSchema = z.object({
  room: z.string(),
  sceneSeed: z.string(),
  sceneIndex: z.number().int(),
  rtpPpm: z.number().int(),
  /** SHA-256 of the request (room, scene, shots): a requestId sent again with other shots is refused. */
  requestHash: z.string(),
  /** The shots the engine resolved (those the server's own checks let through), as sent. */
  shots: z.array(fishShotSchema),
  alreadyCaptured: z.array(z.string()),
  results: z.array(fishRecordedShotSchema),
  /** Shots the server refused before the engine (a bet not of the room's, a time too far off). */
  serverRefused: z.array(fishShotResultSchema),
  capturedFishIds: z.array(z.string()),
  stake: z.string(),
  win: z.string(),
});
export type FishRoundDetail = z.infer<typeof fishRoundDetailSchema>;

export type FishPosition = { x: number; y: number; headingRadians: number };

/**
 * The point of a fish's path at progress t in [0, 1] and its heading (atan2 of B′(t)). The same
 * arithmetic, in the same order, as the server engine's positionOnPath (a server test compares them on
 * thousands of fish), so the page draws a fish exactly where the server places it.
 */
export function fishPositionOnPath(path: FishPath, progress: number): FishPosition {
  const { start, control, end } = path;
  const t = Math.min(1, Math.max(0, progress));
  const [a, b, c] = [(1 - t) * (1 - t), 2 * (1 - t) * t, t * t];
  const dx = 2 * (1 - t) * (control.x - start.x) + 2 * t * (end.x - control.x);
  const dy = 2 * (1 - t) * (control.y - start.y) + 2 * t * (end.y - control.y);
  return {
    x: a * start.x + b * control.x + c * end.x,
    y: a * start.y + b * control.y + c * end.y,
    headingRadians: Math.atan2(dy, dx),
  };
}

/** Whether the fish is on screen `timeMs` after its scene's start: from its entry for its path's duration. */
export function isFishOnScreen(fish: Pick<SceneFish, 'entryMs' | 'path'>, timeMs: number): boolean {
  return Number.isFinite(timeMs) && timeMs >= fish.entryMs && timeMs < fish.entryMs + fish.path.durationMs;
}

/** Where the fish is `timeMs` after its scene's start, or null when it is not on screen then. */
export function fishPositionAt(
  fish: Pick<SceneFish, 'entryMs' | 'path'>,
  timeMs: number,
): FishPosition | null {
  if (!isFishOnScreen(fish, timeMs)) return null;
  return fishPositionOnPath(fish.path, (timeMs - fish.entryMs) / fish.path.durationMs);
}
