// The pond's canvas: sized to its frame (and its pixels to the screen's), drawn on every animation
// frame from the game's state without a React render, aimed with the pointer, fired at with a tap, a
// click or the space key. With `showFps` a corner shows the frames drawn per second.
import { memo, useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { makeFishSprite, type FishSprite } from './fish-art';
import { FpsMeter } from './fps-meter';
import type { PondGame } from './pond-game';
import { drawPondFrame } from './pond-renderer';
import { fitPond, type Point } from './pond-view';
import styles from './FishPage.module.css';

/** Sharper than the screen's pixels costs frames and shows nothing more. */
const DEVICE_PIXEL_RATIO_MAX = 2;

export const FishPond = memo(function FishPond({
  game,
  clock,
  showFps,
  label,
}: {
  game: PondGame;
  /** The server's clock, in ms. */
  clock: () => number;
  showFps: boolean;
  label: string;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fpsRef = useRef<HTMLOutputElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const box = frameRef.current;
    if (!canvas || !box) return;
    const ctx = canvas.getContext('2d');
    let sprites = new Map<string, FishSprite>();
    let pixelRatio = 1;
    let drawnSize = '';
    const resize = () => {
      // The canvas fills the frame's inside (its padding box): the frame's border is not drawn on.
      const [width, height] = [box.clientWidth, box.clientHeight];
      pixelRatio = Math.min(DEVICE_PIXEL_RATIO_MAX, window.devicePixelRatio || 1);
      const size = `${width}x${height}@${pixelRatio}`;
      if (size === drawnSize || width === 0 || height === 0) return;
      drawnSize = size;
      canvas.width = Math.round(width * pixelRatio);
      canvas.height = Math.round(height * pixelRatio);
      const view = fitPond({ width, height }, game.room.pond);
      game.setView(view);
      sprites = new Map();
      for (const species of game.room.species) {
        const sprite = makeFishSprite(species, view.scale * view.fishGrowth, pixelRatio);
        if (sprite) sprites.set(species.code, sprite);
      }
    };
    resize();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
    observer?.observe(box);
    const meter = new FpsMeter();
    // The script's own share of a frame (the game's step and the drawing), shown beside the rate.
    let workMs = 0;
    let workFrames = 0;
    let handle = 0;
    const loop = (time: number) => {
      const started = performance.now();
      game.tick(clock());
      if (ctx) drawPondFrame(ctx, game.frame(), sprites, pixelRatio);
      workMs += performance.now() - started;
      workFrames += 1;
      const reading = meter.frame(time);
      if (reading !== null && fpsRef.current) {
        fpsRef.current.textContent = `${reading.toFixed(1)} fps · ${(workMs / workFrames).toFixed(1)} ms`;
        fpsRef.current.dataset.fps = String(reading);
        [workMs, workFrames] = [0, 0];
      }
      handle = requestAnimationFrame(loop);
    };
    handle = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(handle);
      observer?.disconnect();
    };
  }, [game, clock]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    game.fire();
  };

  return (
    <div className={styles.pondArea}>
      <div ref={frameRef} className={styles.pond}>
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          tabIndex={0}
          aria-label={label}
          data-testid="fish-pond"
          onPointerMove={(event) => game.aimAt(pointOf(event))}
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            event.currentTarget.focus();
            game.tap(pointOf(event));
          }}
          onKeyDown={onKeyDown}
        />
        {showFps && (
          <output ref={fpsRef} className={styles.fps} data-testid="fish-fps">
            … fps
          </output>
        )}
      </div>
    </div>
  );
});
