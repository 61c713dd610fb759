// Drawing the scratch-off foil on its canvas: the card's metallic foil with its words and sparkles
// printed on, strokes of the player's finger rubbed away, and whole cells cleared once revealed. The
// canvas only shows what scratch-view.ts decides; it decides nothing itself.
import type { CardLook } from './card-looks';
import { ALL_CELLS, cellRect, squareRect, type Coverage, type Point, type UnitRect } from './scratch-view';

/** Sizes the canvas to its box on screen at the device's pixel density; answers its drawing context. */
export function fitCanvas(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const ratio = Math.min(3, window.devicePixelRatio || 1);
  const { width, height } = canvas.getBoundingClientRect();
  canvas.width = Math.max(1, Math.round(width * ratio));
  canvas.height = Math.max(1, Math.round(height * ratio));
  return context;
}

/** The fresh foil over the whole play area, with the words the player reads on it. */
export function paintFoil(context: CanvasRenderingContext2D, look: CardLook, words: string): void {
  const { width, height } = context.canvas;
  context.globalCompositeOperation = 'source-over';
  const shine = context.createLinearGradient(0, 0, width, height);
  const [dark, light, middle] = look.foil;
  shine.addColorStop(0, middle);
  shine.addColorStop(0.35, light);
  shine.addColorStop(0.55, dark);
  shine.addColorStop(0.8, light);
  shine.addColorStop(1, middle);
  context.fillStyle = shine;
  context.fillRect(0, 0, width, height);
  // A fine brushed grain, so the foil reads as metal.
  context.globalAlpha = 0.08;
  context.fillStyle = look.foilInk;
  for (let y = 0; y < height; y += Math.max(2, Math.round(height / 120))) context.fillRect(0, y, width, 1);
  context.globalAlpha = 1;
  printWords(context, look, words);
  printSparkles(context, look);
}

function printWords(context: CanvasRenderingContext2D, look: CardLook, words: string): void {
  const { width, height } = context.canvas;
  const size = Math.round(width / 16);
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate(-Math.PI / 12);
  context.font = `700 ${size}px system-ui, 'Segoe UI', Roboto, Arial, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = look.foilInk;
  context.globalAlpha = 0.55;
  for (let row = -3; row <= 3; row += 1) {
    const shift = row % 2 === 0 ? 0 : width / 4;
    for (let column = -1; column <= 1; column += 1)
      context.fillText(words, column * width * 0.62 + shift, row * size * 2.4);
  }
  context.restore();
}

function printSparkles(context: CanvasRenderingContext2D, look: CardLook): void {
  const { width } = context.canvas;
  context.fillStyle = look.foil[1];
  context.globalAlpha = 0.9;
  // Fixed places, so the foil looks the same after a resize.
  for (const [x, y] of [
    [0.12, 0.18],
    [0.82, 0.12],
    [0.55, 0.46],
    [0.2, 0.78],
    [0.9, 0.7],
  ] as const) {
    const [cx, cy, r] = [x * context.canvas.width, y * context.canvas.height, width / 60];
    context.beginPath();
    context.moveTo(cx, cy - r * 2);
    context.lineTo(cx + r * 0.5, cy - r * 0.5);
    context.lineTo(cx + r * 2, cy);
    context.lineTo(cx + r * 0.5, cy + r * 0.5);
    context.lineTo(cx, cy + r * 2);
    context.lineTo(cx - r * 0.5, cy + r * 0.5);
    context.lineTo(cx - r * 2, cy);
    context.lineTo(cx - r * 0.5, cy - r * 0.5);
    context.closePath();
    context.fill();
  }
  context.globalAlpha = 1;
}

/** Rubs the foil away along a stroke (radius as a share of the width). */
export function eraseStroke(context: CanvasRenderingContext2D, from: Point, to: Point, radius: number): void {
  const { width, height } = context.canvas;
  context.save();
  context.globalCompositeOperation = 'destination-out';
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = radius * 2 * width;
  context.beginPath();
  context.moveTo(from.x * width, from.y * height);
  context.lineTo(to.x * width + (from.x === to.x && from.y === to.y ? 0.01 : 0), to.y * height);
  context.stroke();
  context.restore();
}

function clearRect(context: CanvasRenderingContext2D, rect: UnitRect): void {
  const { width, height } = context.canvas;
  // A pixel around, so no sliver of foil is left at a cell's edge.
  context.clearRect(
    rect.x * width - 1,
    rect.y * height - 1,
    rect.width * width + 2,
    rect.height * height + 2,
  );
}

/** Clears the foil off whole cells (those revealed). */
export function clearCells(context: CanvasRenderingContext2D, cells: Iterable<number>): void {
  for (const cell of cells) if (ALL_CELLS.includes(cell)) clearRect(context, cellRect(cell));
}

/** Clears the small squares already scratched (after the foil is painted again at a new size). */
export function clearScratched(context: CanvasRenderingContext2D, coverage: Coverage): void {
  coverage.forEach((done, square) => done && clearRect(context, squareRect(square)));
}
