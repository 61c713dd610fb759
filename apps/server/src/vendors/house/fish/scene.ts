// The pond's fish, scene by scene. The browser never chooses which fish swim: a scene (the fish that
// enter the pond in one SCENE_MS window) is a pure function of a scene seed and the scene's index,
// read from the house's provably fair stream (../slots/provably-fair.ts). Each fish has an entry time
// and a small parametric path (a quadratic Bézier curve from one edge to the opposite one, and how
// long it takes), which the browser draws at 60 fps and the server checks a shot's time against.
import { createRandomStream, type RandomStream } from '../slots/provably-fair';
import { FISH_SPECIES, totalSpawnWeight, type FishSpecies } from './species';

/** The pond's coordinates ("pond units"): x to the right, y downwards; the page scales them. */
export const POND_WIDTH = 1600;
export const POND_HEIGHT = 900;

/**
 * One scene is the fish that enter in a window of this length. A fish swims for less than SCENE_MS
 * (scene.test.ts checks the longest path the draw can make at the slowest speed), so the fish on
 * screen during scene n are those of scenes n − 1 and n.
 */
export const SCENE_MS = 30_000;

/** How many fish enter the pond in one scene (about 15 are on screen at a time). */
export const FISH_PER_SCENE = 48;

/** Edge points keep a tenth of the edge away from the corners; a curve's control point 15 %. */
const EDGE_MARGIN = { x: POND_WIDTH / 10, y: POND_HEIGHT / 10 };
const CONTROL_MARGIN = { x: (POND_WIDTH * 15) / 100, y: (POND_HEIGHT * 15) / 100 };

export type Point = { x: number; y: number };

/** A fish's way across the pond: B(t) = (1 − t)² start + 2 (1 − t) t control + t² end, t = elapsed / duration. */
export type FishPath = { start: Point; control: Point; end: Point; durationMs: number };

export type SceneFish = {
  /** `<sceneIndex>-<ordinal>`, the ordinal counting the scene's fish by entry time from 0. */
  fishId: string;
  speciesCode: string;
  /** When it enters the pond, in ms from the scene's start; it is on screen for its path's duration. */
  entryMs: number;
  path: FishPath;
};

export type FishScene = { sceneIndex: number; fish: readonly SceneFish[] };

export type FishPosition = Point & { headingRadians: number };

/** The public client seed of a scene's stream (the scene seed is the HMAC key; the nonce is 0). */
export function sceneClientSeed(sceneIndex: number): string {
  return `fish-scene:${sceneIndex}`;
}

/**
 * The fish of scene `sceneIndex`: FISH_PER_SCENE fish, each drawn from the stream of (sceneSeed,
 * `fish-scene:<sceneIndex>`, 0) in this order: entry time in [0, SCENE_MS), species by spawn weight,
 * path (drawPath). They are then sorted by entry time (ties keep draw order) and numbered.
 */
export function sceneOf(sceneSeed: string, sceneIndex: number): FishScene {
  if (sceneSeed.length === 0) throw new RangeError('sceneSeed must not be empty');
  if (!Number.isSafeInteger(sceneIndex) || sceneIndex < 0)
    throw new RangeError(`sceneIndex must be a natural number, got ${sceneIndex}`);
  const stream = createRandomStream(sceneSeed, sceneClientSeed(sceneIndex), 0);
  const drawn = Array.from({ length: FISH_PER_SCENE }, () => {
    const entryMs = stream.nextInt(SCENE_MS);
    const species = drawSpecies(stream);
    return { speciesCode: species.code, entryMs, path: drawPath(stream, species) };
  });
  // Array.prototype.sort is stable, so fish entering at the same millisecond keep their draw order.
  const fish = drawn
    .sort((a, b) => a.entryMs - b.entryMs)
    .map((entry, ordinal) => ({ fishId: `${sceneIndex}-${ordinal}`, ...entry }));
  return { sceneIndex, fish };
}

/** A species by spawn weight: a whole number below the total, walked through the table in order. */
export function drawSpecies(stream: RandomStream): FishSpecies {
  let roll = stream.nextInt(totalSpawnWeight());
  for (const species of FISH_SPECIES) {
    if (roll < species.spawnWeight) return species;
    roll -= species.spawnWeight;
  }
  throw new RangeError('the spawn weights must be positive whole numbers');
}

/**
 * A path across the pond, from five whole numbers: the side (of 8: three left to right, three right to
 * left, one top to bottom, one bottom to top), where it enters and leaves along its two edges (a
 * tenth away from the corners), and the control point's x and y (15 % away from the edges). The
 * duration is the curve's length (estimated as the mean of its chord and its control polygon) over
 * the species' speed. Every point of the curve lies in the triangle of its three points, all inside
 * the pond, so the whole path does too.
 */
export function drawPath(stream: RandomStream, species: FishSpecies): FishPath {
  const side = stream.nextInt(8);
  const horizontal = side < 6;
  const span = horizontal ? POND_HEIGHT - 2 * EDGE_MARGIN.y : POND_WIDTH - 2 * EDGE_MARGIN.x;
  const enter = stream.nextInt(span) + (horizontal ? EDGE_MARGIN.y : EDGE_MARGIN.x);
  const leave = stream.nextInt(span) + (horizontal ? EDGE_MARGIN.y : EDGE_MARGIN.x);
  const control = {
    x: stream.nextInt(POND_WIDTH - 2 * CONTROL_MARGIN.x) + CONTROL_MARGIN.x,
    y: stream.nextInt(POND_HEIGHT - 2 * CONTROL_MARGIN.y) + CONTROL_MARGIN.y,
  };
  const [start, end] = edgePoints(side, enter, leave);
  const length = (distance(start, control) + distance(control, end) + distance(start, end)) / 2;
  const durationMs = Math.max(1, Math.round((length * 1000) / species.speedUnitsPerSecond));
  return { start, control, end, durationMs };
}

function edgePoints(side: number, enter: number, leave: number): [Point, Point] {
  if (side < 3)
    return [
      { x: 0, y: enter },
      { x: POND_WIDTH, y: leave },
    ];
  if (side < 6)
    return [
      { x: POND_WIDTH, y: enter },
      { x: 0, y: leave },
    ];
  if (side === 6)
    return [
      { x: enter, y: 0 },
      { x: leave, y: POND_HEIGHT },
    ];
  return [
    { x: enter, y: POND_HEIGHT },
    { x: leave, y: 0 },
  ];
}

/** Whole-number coordinates, so the square is exact and Math.sqrt (correctly rounded) agrees everywhere. */
function distance(a: Point, b: Point): number {
  return Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2);
}

/** The fish with this id in the scene, or undefined. */
export function findSceneFish(scene: FishScene, fishId: string): SceneFish | undefined {
  return scene.fish.find((fish) => fish.fishId === fishId);
}

/** On screen from its entry (inclusive) for its path's duration (the exit is exclusive); whole ms. */
export function isOnScreen(fish: SceneFish, timeMs: number): boolean {
  return Number.isFinite(timeMs) && timeMs >= fish.entryMs && timeMs < fish.entryMs + fish.path.durationMs;
}

/** Whether a shot at `timeMs` (ms from the scene's start) may target this fish: it is on screen. */
export function isTargetable(scene: FishScene, fishId: string, timeMs: number): boolean {
  const fish = findSceneFish(scene, fishId);
  return fish !== undefined && isOnScreen(fish, timeMs);
}

/** The fish's position and heading at `timeMs`, or null when it is unknown or not on screen. */
export function fishAt(scene: FishScene, fishId: string, timeMs: number): FishPosition | null {
  const fish = findSceneFish(scene, fishId);
  if (fish === undefined || !isOnScreen(fish, timeMs)) return null;
  return positionOnPath(fish.path, (timeMs - fish.entryMs) / fish.path.durationMs);
}

/** The point of the curve at progress t in [0, 1], and the direction it swims there (atan2 of B′(t)). */
export function positionOnPath(path: FishPath, progress: number): FishPosition {
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

/** The fish on screen at `timeMs`, in entry order (what the browser draws in that frame). */
export function fishOnScreen(scene: FishScene, timeMs: number): SceneFish[] {
  return scene.fish.filter((fish) => isOnScreen(fish, timeMs));
}

/** When the scene's last fish leaves the pond, in ms from the scene's start. */
export function sceneEndMs(scene: FishScene): number {
  return Math.max(0, ...scene.fish.map((fish) => fish.entryMs + fish.path.durationMs));
}
