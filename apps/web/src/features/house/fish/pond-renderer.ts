// Draws one frame of the pond on a 2D canvas: the fish (their sprites turned along their heading and
// kept upright, the boss in a pulsing halo), the locked target's ring, bullets, hit markers, captures
// (the fish spinning away in a burst of coins with the win rising), rising bubbles and the cannon. The
// water itself is the canvas's CSS background, so a frame clears and copies small images only.
import { SPRITE_FRAMES, type FishSprite } from './fish-art';
import { headingOnScreen, pondRectangle, pondToScreen, type PondView } from './pond-view';
import { CAPTURE_ANIMATION_MS, HIT_MARKER_MS, type PondFrame } from './pond-game';

type Context = CanvasRenderingContext2D;

/** One swim cycle of a sprite's frames. */
const SWIM_CYCLE_MS = 640;
const BUBBLES = 18;
const COINS = 10;

/** A stable small number from a fish id, so that fish swim out of step with each other. */
function offsetOf(fishId: string): number {
  let hash = 0;
  for (let index = 0; index < fishId.length; index += 1) hash = (hash * 31 + fishId.charCodeAt(index)) | 0;
  return (hash >>> 0) % 997;
}

/** Puts the context at a point, turned to `angle`, flipped when needed so that a fish stays upright. */
function place(ctx: Context, dpr: number, x: number, y: number, angle: number, scale = 1) {
  const cos = Math.cos(angle) * scale * dpr;
  const sin = Math.sin(angle) * scale * dpr;
  const flip = Math.cos(angle) < 0 ? -1 : 1;
  ctx.setTransform(cos, sin, -sin * flip, cos * flip, x * dpr, y * dpr);
}

export function drawPondFrame(
  ctx: Context,
  frame: PondFrame,
  sprites: ReadonlyMap<string, FishSprite>,
  dpr: number,
): void {
  const { view, nowMs } = frame;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width / dpr, ctx.canvas.height / dpr);
  if (!view) return;
  drawBubbles(ctx, view, nowMs);
  for (const fish of frame.live) {
    const sprite = sprites.get(fish.speciesCode);
    if (!sprite) continue;
    const point = pondToScreen(view, fish);
    place(ctx, dpr, point.x, point.y, headingOnScreen(view, fish.headingRadians));
    if (sprite.glow) {
      ctx.globalAlpha = 0.65 + 0.35 * Math.sin(nowMs / 260);
      ctx.drawImage(
        sprite.glow,
        -sprite.width * 0.7,
        -sprite.height * 0.7,
        sprite.width * 1.4,
        sprite.height * 1.4,
      );
      ctx.globalAlpha = 1;
    }
    const cycle = (nowMs + offsetOf(fish.fishId)) / SWIM_CYCLE_MS;
    const image = sprite.frames[Math.floor(cycle * SPRITE_FRAMES) % SPRITE_FRAMES]!;
    ctx.drawImage(image, -sprite.width / 2, -sprite.height / 2, sprite.width, sprite.height);
    if (fish.fishId === frame.lockedFishId) drawLock(ctx, sprite, nowMs);
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  for (const capture of frame.captures)
    drawCapture(ctx, view, capture, sprites.get(capture.speciesCode), nowMs, dpr);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  drawBullets(ctx, frame);
  drawMarkers(ctx, frame);
  drawCannon(ctx, frame);
}

function drawBubbles(ctx: Context, view: PondView, nowMs: number) {
  const area = pondRectangle(view);
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
  ctx.lineWidth = 1.2;
  ctx.beginPath();
  for (let bubble = 0; bubble < BUBBLES; bubble += 1) {
    const speed = 0.02 + (bubble % 5) * 0.008;
    const x = area.x + ((bubble * 0.618034) % 1) * area.width + Math.sin(nowMs / 700 + bubble) * 6;
    const y = area.y + area.height - ((nowMs * speed + bubble * 97) % (area.height + 20));
    const radius = 2 + (bubble % 4);
    ctx.moveTo(x + radius, y);
    ctx.arc(x, y, radius, 0, Math.PI * 2);
  }
  ctx.stroke();
}

function drawLock(ctx: Context, sprite: FishSprite, nowMs: number) {
  const radius = Math.max(sprite.width, sprite.height) * 0.42;
  ctx.strokeStyle = 'rgba(255, 80, 80, 0.9)';
  ctx.lineWidth = 2;
  ctx.setLineDash([8, 6]);
  ctx.lineDashOffset = -nowMs / 40;
  ctx.beginPath();
  ctx.arc(0, 0, radius, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);
}

function drawCapture(
  ctx: Context,
  view: PondView,
  capture: PondFrame['captures'][number],
  sprite: FishSprite | undefined,
  nowMs: number,
  dpr: number,
) {
  const progress = Math.min(1, (nowMs - capture.startedAtMs) / CAPTURE_ANIMATION_MS);
  const point = pondToScreen(view, capture.at);
  if (sprite && progress < 0.7) {
    const spin = headingOnScreen(view, capture.headingRadians) + progress * Math.PI * 5;
    place(ctx, dpr, point.x, point.y, spin, 1 - progress);
    ctx.globalAlpha = 1 - progress / 0.7;
    ctx.drawImage(sprite.frames[0]!, -sprite.width / 2, -sprite.height / 2, sprite.width, sprite.height);
    ctx.globalAlpha = 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  }
  ctx.fillStyle = '#ffd34d';
  ctx.strokeStyle = '#8a5a00';
  ctx.lineWidth = 1.5;
  for (let coin = 0; coin < COINS; coin += 1) {
    const angle = (coin / COINS) * Math.PI * 2;
    const distance = 12 + progress * 70;
    const x = point.x + Math.cos(angle) * distance;
    const y = point.y + Math.sin(angle) * distance + progress * progress * 40;
    ctx.globalAlpha = 1 - progress;
    ctx.beginPath();
    ctx.ellipse(x, y, 6, 6 * Math.abs(Math.cos(nowMs / 90 + coin)) + 1, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  ctx.globalAlpha = progress < 0.8 ? 1 : (1 - progress) / 0.2;
  ctx.font = 'bold 22px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.lineWidth = 4;
  ctx.strokeStyle = '#3a2400';
  ctx.fillStyle = '#ffe27a';
  const textY = point.y - 20 - progress * 50;
  ctx.strokeText(`+${capture.win}`, point.x, textY);
  ctx.fillText(`+${capture.win}`, point.x, textY);
  ctx.globalAlpha = 1;
}

function drawBullets(ctx: Context, frame: PondFrame) {
  for (const bullet of frame.bullets) {
    const progress = Math.min(1, (frame.nowMs - bullet.firedAtMs) / bullet.flightMs);
    const x = bullet.from.x + (bullet.to.x - bullet.from.x) * progress;
    const y = bullet.from.y + (bullet.to.y - bullet.from.y) * progress;
    const back = Math.max(0, progress - 0.12);
    ctx.strokeStyle = 'rgba(255, 240, 160, 0.7)';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(
      bullet.from.x + (bullet.to.x - bullet.from.x) * back,
      bullet.from.y + (bullet.to.y - bullet.from.y) * back,
    );
    ctx.lineTo(x, y);
    ctx.stroke();
    ctx.fillStyle = '#fff7c2';
    ctx.beginPath();
    ctx.arc(x, y, 4, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawMarkers(ctx: Context, frame: PondFrame) {
  for (const marker of frame.markers) {
    const progress = (frame.nowMs - marker.startedAtMs) / HIT_MARKER_MS;
    ctx.globalAlpha = 1 - progress;
    ctx.strokeStyle = marker.hit ? '#ffd34d' : 'rgba(255, 255, 255, 0.8)';
    ctx.lineWidth = marker.hit ? 3 : 2;
    ctx.beginPath();
    ctx.arc(marker.at.x, marker.at.y, 6 + progress * (marker.hit ? 22 : 14), 0, Math.PI * 2);
    ctx.stroke();
    if (marker.hit) {
      ctx.beginPath();
      for (let spoke = 0; spoke < 4; spoke += 1) {
        const angle = (spoke / 4) * Math.PI * 2 + Math.PI / 4;
        ctx.moveTo(marker.at.x + Math.cos(angle) * 4, marker.at.y + Math.sin(angle) * 4);
        ctx.lineTo(marker.at.x + Math.cos(angle) * 12, marker.at.y + Math.sin(angle) * 12);
      }
      ctx.stroke();
    }
  }
  ctx.globalAlpha = 1;
}

function drawCannon(ctx: Context, frame: PondFrame) {
  const pivot = frame.cannon;
  if (!pivot) return;
  ctx.save();
  ctx.translate(pivot.x, pivot.y);
  ctx.rotate(frame.cannonAngle + Math.PI / 2);
  const barrel = ctx.createLinearGradient(-11, 0, 11, 0);
  barrel.addColorStop(0, '#8a5a00');
  barrel.addColorStop(0.5, '#ffe27a');
  barrel.addColorStop(1, '#8a5a00');
  ctx.fillStyle = barrel;
  ctx.strokeStyle = '#3a2400';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(-10, -58, 20, 52, 5);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#d39a1c';
  ctx.beginPath();
  ctx.roundRect(-13, -62, 26, 10, 3);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  ctx.fillStyle = '#1c3d6b';
  ctx.strokeStyle = '#ffd34d';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(pivot.x, pivot.y, 28, Math.PI, 0);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 12px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText(frame.bet, pivot.x, pivot.y - 8);
}
