// Where the pond sits in the canvas and what lies under a point: pure geometry, no DOM. The pond is
// POND_WIDTH × POND_HEIGHT "pond units" (16:9); it is scaled to fit the canvas, and on a portrait screen
// it is turned a quarter turn so that its long side runs down the screen (the cannon stays at the
// bottom of the screen either way). A fish's position comes from the contract's path function, the
// same arithmetic the server checks shots with.
import { fishPositionAt, type SceneFish } from '@playdeck/contract/fish';

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

/** How the pond maps onto the canvas (CSS pixels). */
export type PondView = {
  canvas: Size;
  pond: Size;
  /** CSS pixels per pond unit. */
  scale: number;
  /** Quarter-turned: pond x runs down the screen and pond y from right to left. */
  rotated: boolean;
  /** Where the pond's drawn rectangle starts on the canvas. */
  origin: Point;
  /**
   * How much larger than its hit box a fish is drawn (and hit): 1 on a large screen, up to
   * FISH_GROWTH_MAX on a phone, so that a small fish stays big enough to see and to tap. Where a shot
   * lands is the browser's business only (the server checks the fish and the time, not the point), so
   * a larger box changes nothing that is paid.
   */
  fishGrowth: number;
};

/** A fish is drawn at least this many CSS pixels per pond unit, growing up to FISH_GROWTH_MAX. */
const FISH_PIXELS_PER_UNIT_MIN = 0.75;
export const FISH_GROWTH_MAX = 1.8;

/** Fits the pond into the canvas, turned when the canvas is taller than wide. */
export function fitPond(canvas: Size, pond: Size): PondView {
  const rotated = canvas.height > canvas.width;
  const [across, down] = rotated ? [pond.height, pond.width] : [pond.width, pond.height];
  const scale = Math.max(0.0001, Math.min(canvas.width / across, canvas.height / down));
  return {
    canvas,
    pond,
    scale,
    rotated,
    origin: { x: (canvas.width - across * scale) / 2, y: (canvas.height - down * scale) / 2 },
    fishGrowth: Math.min(FISH_GROWTH_MAX, Math.max(1, FISH_PIXELS_PER_UNIT_MIN / scale)),
  };
}

/** A pond point on the canvas. */
export function pondToScreen(view: PondView, point: Point): Point {
  if (!view.rotated)
    return { x: view.origin.x + point.x * view.scale, y: view.origin.y + point.y * view.scale };
  return {
    x: view.origin.x + (view.pond.height - point.y) * view.scale,
    y: view.origin.y + point.x * view.scale,
  };
}

/** A canvas point in the pond. */
export function screenToPond(view: PondView, point: Point): Point {
  const x = (point.x - view.origin.x) / view.scale;
  const y = (point.y - view.origin.y) / view.scale;
  return view.rotated ? { x: y, y: view.pond.height - x } : { x, y };
}

/** A pond heading as drawn on the canvas (a quarter turn more when the pond is turned). */
export function headingOnScreen(view: PondView, headingRadians: number): number {
  return view.rotated ? headingRadians + Math.PI / 2 : headingRadians;
}

/** The pond's rectangle on the canvas. */
export function pondRectangle(view: PondView): { x: number; y: number; width: number; height: number } {
  const [across, down] = view.rotated
    ? [view.pond.height, view.pond.width]
    : [view.pond.width, view.pond.height];
  return { ...view.origin, width: across * view.scale, height: down * view.scale };
}

/** A fish as the page draws and aims at it in one frame. */
export type LiveFish = {
  fishId: string;
  sceneIndex: number;
  speciesCode: string;
  /** Ms since its scene's start, at this frame. */
  timeMs: number;
  x: number;
  y: number;
  headingRadians: number;
  hitBox: Size;
};

/** A loaded scene: its fish and when it started on the server's clock. */
export type LoadedScene = { sceneIndex: number; startsAtMs: number; fish: readonly SceneFish[] };

/**
 * The fish on screen at `serverMs` (the server's clock), captured ones left out, larger fish first so
 * that small fish are drawn over them (and found first under a point).
 */
export function liveFishAt(
  scenes: Iterable<LoadedScene>,
  serverMs: number,
  hitBoxOf: (speciesCode: string) => Size | undefined,
  captured: ReadonlySet<string>,
): LiveFish[] {
  const live: LiveFish[] = [];
  for (const scene of scenes) {
    // Drawn at the exact moment; a shot names the whole millisecond, which is on screen whenever the
    // exact moment is (entries and exits are whole milliseconds).
    const exactMs = serverMs - scene.startsAtMs;
    const timeMs = Math.floor(exactMs);
    for (const fish of scene.fish) {
      if (captured.has(fish.fishId)) continue;
      const position = fishPositionAt(fish, exactMs);
      const hitBox = position && hitBoxOf(fish.speciesCode);
      if (!position || !hitBox) continue;
      live.push({
        fishId: fish.fishId,
        sceneIndex: scene.sceneIndex,
        speciesCode: fish.speciesCode,
        timeMs,
        ...position,
        hitBox,
      });
    }
  }
  return live.sort((a, b) => b.hitBox.width * b.hitBox.height - a.hitBox.width * a.hitBox.height);
}

/**
 * Whether a pond point lies in the fish's hit box (turned with its heading), scaled by `growth` (the
 * size it is drawn at) and grown by `marginUnits` on every side (a finger is wider than a pointer).
 */
export function isInHitBox(fish: LiveFish, point: Point, marginUnits = 0, growth = 1): boolean {
  const dx = point.x - fish.x;
  const dy = point.y - fish.y;
  const cos = Math.cos(-fish.headingRadians);
  const sin = Math.sin(-fish.headingRadians);
  const along = dx * cos - dy * sin;
  const across = dx * sin + dy * cos;
  return (
    Math.abs(along) <= (fish.hitBox.width * growth) / 2 + marginUnits &&
    Math.abs(across) <= (fish.hitBox.height * growth) / 2 + marginUnits
  );
}

/** The fish under a pond point: the one drawn on top (the last of the drawing order) wins. */
export function fishUnderPoint(
  fish: readonly LiveFish[],
  point: Point,
  marginUnits = 0,
  growth = 1,
): LiveFish | undefined {
  for (let index = fish.length - 1; index >= 0; index -= 1)
    if (isInHitBox(fish[index]!, point, marginUnits, growth)) return fish[index];
  return undefined;
}

/** The fish whose centre is nearest a pond point. */
export function nearestFish(fish: readonly LiveFish[], point: Point): LiveFish | undefined {
  let best: LiveFish | undefined;
  let bestDistance = Infinity;
  for (const candidate of fish) {
    const distance = (candidate.x - point.x) ** 2 + (candidate.y - point.y) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** The angle from one canvas point to another (0 is to the right, y grows downwards). */
export function angleBetween(from: Point, to: Point): number {
  return Math.atan2(to.y - from.y, to.x - from.x);
}
