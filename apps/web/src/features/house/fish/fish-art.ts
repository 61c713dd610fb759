// The pond's fish as canvas drawings, one look per species: each is drawn facing right, centred on
// its hit box (w × h pond units), with a swimming phase in [0, 1) that swings its tail, paddles its
// flippers or waves its arms. The page draws each species once per animation frame into a small canvas
// of its own (a sprite) whenever the pond's scale changes, so a frame of the game only copies images.
type Context = CanvasRenderingContext2D;
type Drawer = (ctx: Context, w: number, h: number, phase: number) => void;

const TAU = Math.PI * 2;
const OUTLINE = '#1b1208';

/** Animation frames per species: a swim cycle. */
export const SPRITE_FRAMES = 6;
/** A sprite's canvas is this much larger than the hit box, for fins and the boss's glow. */
export const SPRITE_MARGIN = 1.5;

function path(
  ctx: Context,
  draw: () => void,
  fill?: string | CanvasGradient,
  stroke = OUTLINE,
  lineWidth = 2,
) {
  ctx.beginPath();
  draw();
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = lineWidth;
    ctx.stroke();
  }
}

function eye(ctx: Context, x: number, y: number, radius: number) {
  path(ctx, () => ctx.arc(x, y, radius, 0, TAU), '#ffffff', OUTLINE, Math.max(1, radius / 4));
  path(ctx, () => ctx.arc(x + radius * 0.25, y, radius * 0.55, 0, TAU), '#111111', '');
  path(ctx, () => ctx.arc(x + radius * 0.45, y - radius * 0.3, radius * 0.2, 0, TAU), '#ffffff', '');
}

function vertical(ctx: Context, top: string, bottom: string, h: number): CanvasGradient {
  const gradient = ctx.createLinearGradient(0, -h / 2, 0, h / 2);
  gradient.addColorStop(0, top);
  gradient.addColorStop(1, bottom);
  return gradient;
}

/** A forked tail whose root is at x, swinging up and down with the phase. */
function forkedTail(ctx: Context, x: number, length: number, spread: number, swing: number, fill: string) {
  path(
    ctx,
    () => {
      ctx.moveTo(x, 0);
      ctx.quadraticCurveTo(x - length * 0.6, -spread * 0.4 + swing, x - length, -spread + swing);
      ctx.quadraticCurveTo(x - length * 0.7, swing, x - length, spread + swing);
      ctx.quadraticCurveTo(x - length * 0.6, spread * 0.4 + swing, x, 0);
    },
    fill,
  );
}

const clownfish: Drawer = (ctx, w, h, phase) => {
  const swing = Math.sin(phase * TAU) * h * 0.12;
  forkedTail(ctx, -w * 0.36, w * 0.22, h * 0.42, swing, '#e0561a');
  path(ctx, () => ctx.ellipse(-w * 0.02, -h * 0.4, w * 0.16, h * 0.14, 0, Math.PI, TAU), '#e0561a');
  path(ctx, () => ctx.ellipse(0, 0, w * 0.42, h * 0.42, 0, 0, TAU), vertical(ctx, '#ffa24a', '#e0561a', h));
  for (const [x, width] of [
    [w * 0.18, 0.1],
    [-w * 0.08, 0.12],
    [-w * 0.3, 0.07],
  ] as const) {
    ctx.save();
    ctx.beginPath();
    ctx.ellipse(0, 0, w * 0.42, h * 0.42, 0, 0, TAU);
    ctx.clip();
    path(ctx, () => ctx.ellipse(x, 0, w * width * 0.5, h * 0.5, 0, 0, TAU), '#ffffff', OUTLINE, 1.6);
    ctx.restore();
  }
  path(ctx, () => ctx.ellipse(0, 0, w * 0.42, h * 0.42, 0, 0, TAU), undefined, OUTLINE, 2);
  eye(ctx, w * 0.3, -h * 0.08, h * 0.11);
};

const butterflyfish: Drawer = (ctx, w, h, phase) => {
  const swing = Math.sin(phase * TAU) * h * 0.1;
  forkedTail(ctx, -w * 0.3, w * 0.18, h * 0.26, swing, '#f2d024');
  path(
    ctx,
    () => {
      ctx.moveTo(-w * 0.2, -h * 0.3);
      ctx.quadraticCurveTo(0, -h * 0.62, w * 0.18, -h * 0.34);
      ctx.lineTo(-w * 0.2, -h * 0.1);
    },
    '#e8b90c',
  );
  path(
    ctx,
    () => {
      ctx.ellipse(-w * 0.02, 0, w * 0.32, h * 0.42, 0, 0, TAU);
      ctx.moveTo(w * 0.28, -h * 0.08);
      ctx.lineTo(w * 0.46, 0);
      ctx.lineTo(w * 0.28, h * 0.08);
    },
    vertical(ctx, '#fff06a', '#f2c200', h),
  );
  path(ctx, () => ctx.ellipse(w * 0.17, 0, w * 0.05, h * 0.4, 0, 0, TAU), '#1d1f24', '');
  path(ctx, () => ctx.arc(-w * 0.16, h * 0.12, h * 0.09, 0, TAU), '#1d1f24', '#ffffff', 1.5);
  eye(ctx, w * 0.2, -h * 0.06, h * 0.07);
};

const pufferfish: Drawer = (ctx, w, h, phase) => {
  const radius = Math.min(w, h) * 0.42;
  const swing = Math.sin(phase * TAU) * h * 0.1;
  forkedTail(ctx, -radius * 0.9, w * 0.16, h * 0.2, swing, '#b8925a');
  ctx.strokeStyle = '#6b4b22';
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (let spike = 0; spike < 14; spike += 1) {
    const angle = (spike / 14) * TAU + 0.1;
    ctx.moveTo(Math.cos(angle) * radius * 0.9, Math.sin(angle) * radius * 0.9);
    ctx.lineTo(Math.cos(angle) * radius * 1.22, Math.sin(angle) * radius * 1.22);
  }
  ctx.stroke();
  const body = ctx.createRadialGradient(-radius * 0.3, -radius * 0.4, radius * 0.1, 0, 0, radius);
  body.addColorStop(0, '#f1dcae');
  body.addColorStop(1, '#c29a5e');
  path(ctx, () => ctx.arc(0, 0, radius, 0, TAU), body);
  path(ctx, () => ctx.ellipse(0, radius * 0.45, radius * 0.7, radius * 0.4, 0, 0, Math.PI), '#fbf3dc', '');
  for (const [x, y] of [
    [-0.4, -0.3],
    [-0.1, -0.55],
    [0.05, -0.2],
    [-0.45, 0.1],
  ] as const)
    path(ctx, () => ctx.arc(x * radius, y * radius, radius * 0.09, 0, TAU), '#6b4b22', '');
  path(
    ctx,
    () => ctx.ellipse(radius * 0.15, radius * 0.25, radius * 0.2, radius * 0.12, -0.4, 0, TAU),
    '#d7b377',
  );
  eye(ctx, radius * 0.5, -radius * 0.25, radius * 0.26);
  path(ctx, () => ctx.arc(radius * 0.92, radius * 0.2, radius * 0.1, 0, TAU), '#e8807a');
};

const angelfish: Drawer = (ctx, w, h, phase) => {
  const swing = Math.sin(phase * TAU) * h * 0.05;
  // Long fins trailing from the top and the bottom of a tall, flat body.
  for (const side of [-1, 1]) {
    path(
      ctx,
      () => {
        ctx.moveTo(w * 0.12, side * h * 0.24);
        ctx.bezierCurveTo(
          -w * 0.05,
          side * h * 0.5,
          -w * 0.3,
          side * h * 0.5,
          -w * 0.44,
          side * h * 0.5 + swing,
        );
        ctx.quadraticCurveTo(-w * 0.22, side * h * 0.22, -w * 0.18, side * h * 0.08);
      },
      vertical(ctx, '#2f78b8', '#5aa9e6', h),
    );
  }
  forkedTail(ctx, -w * 0.2, w * 0.2, h * 0.18, swing, '#3f8fd0');
  const body = () => {
    ctx.moveTo(w * 0.38, 0);
    ctx.bezierCurveTo(w * 0.3, -h * 0.42, -w * 0.14, -h * 0.4, -w * 0.22, 0);
    ctx.bezierCurveTo(-w * 0.14, h * 0.4, w * 0.3, h * 0.42, w * 0.38, 0);
  };
  path(ctx, body, vertical(ctx, '#c4e8ff', '#4b9ad8', h * 0.6));
  ctx.save();
  ctx.beginPath();
  body();
  ctx.clip();
  ctx.strokeStyle = '#173a5c';
  ctx.lineWidth = w * 0.05;
  ctx.beginPath();
  for (const x of [w * 0.16, -w * 0.03]) {
    ctx.moveTo(x, -h * 0.4);
    ctx.lineTo(x - w * 0.02, h * 0.4);
  }
  ctx.stroke();
  ctx.restore();
  path(ctx, body, undefined, OUTLINE, 2);
  eye(ctx, w * 0.26, -h * 0.06, h * 0.06);
};

const lionfish: Drawer = (ctx, w, h, phase) => {
  const wave = Math.sin(phase * TAU) * 0.12;
  ctx.lineCap = 'round';
  for (let spine = 0; spine < 7; spine += 1) {
    const angle = -Math.PI * (0.25 + spine * 0.09) + wave;
    ctx.strokeStyle = spine % 2 === 0 ? '#b83b3b' : '#f5e6d8';
    ctx.lineWidth = w * 0.045;
    ctx.beginPath();
    ctx.moveTo(w * 0.05 - spine * w * 0.05, -h * 0.15);
    ctx.lineTo(
      w * 0.05 - spine * w * 0.05 + Math.cos(angle) * h * 0.42,
      -h * 0.15 + Math.sin(angle) * h * 0.42,
    );
    ctx.stroke();
  }
  for (const side of [-1, 1]) {
    path(
      ctx,
      () => {
        ctx.moveTo(w * 0.1, side * h * 0.05);
        ctx.quadraticCurveTo(-w * 0.2, side * h * (0.5 + wave), -w * 0.4, side * h * 0.3);
        ctx.quadraticCurveTo(-w * 0.15, side * h * 0.15, w * 0.1, side * h * 0.05);
      },
      'rgba(245, 200, 190, 0.85)',
      '#b83b3b',
      1.5,
    );
  }
  forkedTail(ctx, -w * 0.3, w * 0.16, h * 0.18, wave * h, '#f5e6d8');
  path(
    ctx,
    () => ctx.ellipse(0, 0, w * 0.34, h * 0.2, 0, 0, TAU),
    vertical(ctx, '#d9574f', '#8e2323', h * 0.4),
  );
  ctx.save();
  ctx.beginPath();
  ctx.ellipse(0, 0, w * 0.34, h * 0.2, 0, 0, TAU);
  ctx.clip();
  ctx.strokeStyle = '#f5e6d8';
  ctx.lineWidth = w * 0.03;
  ctx.beginPath();
  for (let stripe = -3; stripe <= 3; stripe += 1) {
    ctx.moveTo(stripe * w * 0.09, -h * 0.25);
    ctx.lineTo(stripe * w * 0.09 - w * 0.04, h * 0.25);
  }
  ctx.stroke();
  ctx.restore();
  path(ctx, () => ctx.ellipse(0, 0, w * 0.34, h * 0.2, 0, 0, TAU), undefined, OUTLINE, 2);
  eye(ctx, w * 0.22, -h * 0.05, h * 0.06);
};

const seaTurtle: Drawer = (ctx, w, h, phase) => {
  const paddle = Math.sin(phase * TAU) * 0.35;
  for (const [x, side, length] of [
    [w * 0.12, -1, 0.42],
    [w * 0.12, 1, 0.42],
    [-w * 0.22, -1, 0.24],
    [-w * 0.22, 1, 0.24],
  ] as const) {
    ctx.save();
    ctx.translate(x, side * h * 0.22);
    ctx.rotate(side * (0.5 + paddle * (x > 0 ? 1 : -1)));
    path(
      ctx,
      () => ctx.ellipse(-w * length * 0.35, side * h * 0.08, w * length * 0.42, h * 0.1, 0, 0, TAU),
      '#6bb37d',
    );
    ctx.restore();
  }
  path(ctx, () => ctx.ellipse(w * 0.4, 0, w * 0.12, h * 0.13, 0, 0, TAU), '#79c08a');
  eye(ctx, w * 0.45, -h * 0.05, h * 0.035);
  const shell = ctx.createRadialGradient(-w * 0.05, -h * 0.1, h * 0.05, 0, 0, w * 0.34);
  shell.addColorStop(0, '#5fae6e');
  shell.addColorStop(1, '#2c6b40');
  path(ctx, () => ctx.ellipse(0, 0, w * 0.33, h * 0.33, 0, 0, TAU), shell, OUTLINE, 2.5);
  ctx.strokeStyle = '#1f4b2c';
  ctx.lineWidth = 2;
  ctx.beginPath();
  const hexagon = (cx: number, cy: number, r: number) => {
    for (let corner = 0; corner <= 6; corner += 1) {
      const angle = (corner / 6) * TAU;
      const [x, y] = [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r * 0.9];
      if (corner === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
  };
  hexagon(0, 0, h * 0.12);
  for (let around = 0; around < 6; around += 1) {
    const angle = (around / 6) * TAU + Math.PI / 6;
    hexagon(Math.cos(angle) * w * 0.2, Math.sin(angle) * h * 0.21, h * 0.08);
  }
  ctx.stroke();
};

const octopus: Drawer = (ctx, w, h, phase) => {
  ctx.lineCap = 'round';
  for (let arm = 0; arm < 6; arm += 1) {
    const y0 = (arm - 2.5) * h * 0.07;
    ctx.strokeStyle = arm % 2 === 0 ? '#7d3a79' : '#9b4f96';
    ctx.lineWidth = h * 0.09;
    ctx.beginPath();
    ctx.moveTo(-w * 0.02, y0);
    for (let step = 1; step <= 8; step += 1) {
      const x = -w * 0.02 - (step / 8) * w * 0.46;
      const y = y0 * (1 + step * 0.18) + Math.sin(phase * TAU + step * 0.9 + arm) * h * 0.05 * (step / 8);
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  const mantle = ctx.createRadialGradient(w * 0.2, -h * 0.15, h * 0.05, w * 0.16, 0, w * 0.3);
  mantle.addColorStop(0, '#d08bd0');
  mantle.addColorStop(1, '#7d3a79');
  path(ctx, () => ctx.ellipse(w * 0.18, 0, w * 0.3, h * 0.34, 0, 0, TAU), mantle, OUTLINE, 2.5);
  for (const [x, y] of [
    [0.3, -0.15],
    [0.12, -0.2],
    [0.22, 0.18],
  ] as const)
    path(ctx, () => ctx.arc(x * w, y * h, h * 0.035, 0, TAU), '#f0c7ef', '');
  eye(ctx, w * 0.05, -h * 0.12, h * 0.07);
  eye(ctx, w * 0.05, h * 0.12, h * 0.07);
};

const stingray: Drawer = (ctx, w, h, phase) => {
  const flap = 1 - Math.abs(Math.sin(phase * TAU)) * 0.18;
  ctx.strokeStyle = '#3d4a55';
  ctx.lineWidth = h * 0.04;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(-w * 0.2, 0);
  ctx.quadraticCurveTo(-w * 0.4, Math.sin(phase * TAU) * h * 0.08, -w * 0.55, 0);
  ctx.stroke();
  const body = ctx.createRadialGradient(0, 0, h * 0.05, 0, 0, w * 0.4);
  body.addColorStop(0, '#95a7b5');
  body.addColorStop(1, '#55636f');
  path(
    ctx,
    () => {
      ctx.moveTo(w * 0.38, 0);
      ctx.quadraticCurveTo(w * 0.2, -h * 0.5 * flap, -w * 0.05, -h * 0.48 * flap);
      ctx.quadraticCurveTo(-w * 0.12, -h * 0.2, -w * 0.24, 0);
      ctx.quadraticCurveTo(-w * 0.12, h * 0.2, -w * 0.05, h * 0.48 * flap);
      ctx.quadraticCurveTo(w * 0.2, h * 0.5 * flap, w * 0.38, 0);
    },
    body,
    OUTLINE,
    2.5,
  );
  for (const [x, y] of [
    [0, -0.2],
    [0.08, 0.25],
    [-0.08, 0.05],
    [0.15, -0.05],
  ] as const)
    path(ctx, () => ctx.arc(x * w, y * h, h * 0.03, 0, TAU), '#dbe4ea', '');
  eye(ctx, w * 0.22, -h * 0.08, h * 0.04);
  eye(ctx, w * 0.22, h * 0.08, h * 0.04);
};

const swordfish: Drawer = (ctx, w, h, phase) => {
  const swing = Math.sin(phase * TAU) * h * 0.14;
  path(
    ctx,
    () => {
      ctx.moveTo(w * 0.28, -h * 0.05);
      ctx.lineTo(w * 0.52, 0);
      ctx.lineTo(w * 0.28, h * 0.05);
    },
    '#8fa8c8',
  );
  path(
    ctx,
    () => {
      ctx.moveTo(w * 0.1, -h * 0.18);
      ctx.quadraticCurveTo(w * 0.02, -h * 0.62, -w * 0.04, -h * 0.6);
      ctx.lineTo(-w * 0.06, -h * 0.16);
    },
    '#2f5d9e',
  );
  path(
    ctx,
    () => {
      ctx.moveTo(-w * 0.34, 0);
      ctx.quadraticCurveTo(-w * 0.44, -h * 0.3 + swing, -w * 0.5, -h * 0.52 + swing);
      ctx.quadraticCurveTo(-w * 0.42, swing, -w * 0.5, h * 0.52 + swing);
      ctx.quadraticCurveTo(-w * 0.44, h * 0.3 + swing, -w * 0.34, 0);
    },
    '#2f5d9e',
  );
  path(
    ctx,
    () => {
      ctx.moveTo(w * 0.3, 0);
      ctx.quadraticCurveTo(w * 0.1, -h * 0.32, -w * 0.36, 0);
      ctx.quadraticCurveTo(w * 0.1, h * 0.3, w * 0.3, 0);
    },
    vertical(ctx, '#2f5d9e', '#dfe8f2', h * 0.5),
  );
  eye(ctx, w * 0.22, -h * 0.04, h * 0.06);
};

/** Shark and killer whale share a body plan: a torpedo, a dorsal fin, a pectoral fin, a crescent tail. */
function torpedo(
  ctx: Context,
  w: number,
  h: number,
  phase: number,
  colours: { back: string; belly: string; fin: string },
  dorsal: number,
) {
  const swing = Math.sin(phase * TAU) * h * 0.12;
  path(
    ctx,
    () => {
      ctx.moveTo(w * 0.02, -h * 0.22);
      ctx.quadraticCurveTo(-w * 0.02, -h * (0.22 + dorsal), -w * 0.1, -h * (0.24 + dorsal));
      ctx.quadraticCurveTo(-w * 0.08, -h * 0.3, -w * 0.14, -h * 0.2);
    },
    colours.fin,
  );
  path(
    ctx,
    () => {
      ctx.moveTo(-w * 0.36, 0);
      ctx.quadraticCurveTo(-w * 0.42, -h * 0.3 + swing, -w * 0.5, -h * 0.46 + swing);
      ctx.quadraticCurveTo(-w * 0.44, swing * 0.5, -w * 0.48, h * 0.36 + swing);
      ctx.quadraticCurveTo(-w * 0.42, h * 0.2 + swing, -w * 0.36, 0);
    },
    colours.fin,
  );
  path(
    ctx,
    () => {
      ctx.moveTo(w * 0.48, h * 0.02);
      ctx.bezierCurveTo(w * 0.4, -h * 0.32, -w * 0.2, -h * 0.3, -w * 0.38, 0);
      ctx.bezierCurveTo(-w * 0.2, h * 0.26, w * 0.36, h * 0.3, w * 0.48, h * 0.02);
    },
    vertical(ctx, colours.back, colours.back, h),
  );
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(w * 0.48, h * 0.02);
  ctx.bezierCurveTo(w * 0.4, -h * 0.32, -w * 0.2, -h * 0.3, -w * 0.38, 0);
  ctx.bezierCurveTo(-w * 0.2, h * 0.26, w * 0.36, h * 0.3, w * 0.48, h * 0.02);
  ctx.clip();
  path(ctx, () => ctx.ellipse(w * 0.08, h * 0.2, w * 0.42, h * 0.16, 0, 0, TAU), colours.belly, '');
  ctx.restore();
  path(
    ctx,
    () => {
      ctx.moveTo(w * 0.12, h * 0.12);
      ctx.quadraticCurveTo(w * 0.02, h * 0.42, -w * 0.06, h * 0.44);
      ctx.quadraticCurveTo(0, h * 0.24, -w * 0.02, h * 0.12);
    },
    colours.fin,
  );
}

const shark: Drawer = (ctx, w, h, phase) => {
  torpedo(ctx, w, h, phase, { back: '#7f8c99', belly: '#eef2f5', fin: '#66727e' }, 0.3);
  ctx.strokeStyle = '#4d5660';
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (const x of [0.2, 0.23, 0.26]) {
    ctx.moveTo(w * x, -h * 0.1);
    ctx.quadraticCurveTo(w * (x - 0.015), 0, w * x, h * 0.08);
  }
  ctx.stroke();
  path(ctx, () => ctx.arc(w * 0.34, -h * 0.06, h * 0.04, 0, TAU), '#111111', '');
  path(
    ctx,
    () => {
      ctx.moveTo(w * 0.44, h * 0.1);
      ctx.quadraticCurveTo(w * 0.38, h * 0.14, w * 0.32, h * 0.1);
    },
    undefined,
    '#4d5660',
    2,
  );
};

const killerWhale: Drawer = (ctx, w, h, phase) => {
  torpedo(ctx, w, h, phase, { back: '#1d1f24', belly: '#f4f6f8', fin: '#15171b' }, 0.42);
  path(ctx, () => ctx.ellipse(w * 0.28, -h * 0.1, w * 0.06, h * 0.05, -0.2, 0, TAU), '#f4f6f8', '');
  path(ctx, () => ctx.ellipse(-w * 0.04, -h * 0.18, w * 0.08, h * 0.05, 0, 0, TAU), '#9aa3ad', '');
  path(ctx, () => ctx.arc(w * 0.34, -h * 0.04, h * 0.025, 0, TAU), '#ffffff', '');
};

const goldenDragon: Drawer = (ctx, w, h, phase) => {
  const points: [number, number][] = [];
  for (let step = 0; step <= 24; step += 1) {
    const along = step / 24;
    const x = -w * 0.46 + along * w * 0.78;
    const y = Math.sin(along * TAU * 1.2 - phase * TAU) * h * 0.16 * (1 - along * 0.6);
    points.push([x, y]);
  }
  const trace = () => {
    ctx.beginPath();
    points.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  };
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (let step = 2; step < points.length - 2; step += 3) {
    const [x, y] = points[step]!;
    path(
      ctx,
      () => {
        ctx.moveTo(x - w * 0.02, y - h * 0.1);
        ctx.lineTo(x, y - h * 0.24);
        ctx.lineTo(x + w * 0.02, y - h * 0.1);
      },
      '#e0561a',
      '#8a2a00',
      1.5,
    );
  }
  trace();
  ctx.strokeStyle = '#8a5a00';
  ctx.lineWidth = h * 0.36;
  ctx.stroke();
  trace();
  const gold = ctx.createLinearGradient(0, -h * 0.3, 0, h * 0.3);
  gold.addColorStop(0, '#fff1a8');
  gold.addColorStop(1, '#d39a1c');
  ctx.strokeStyle = gold;
  ctx.lineWidth = h * 0.3;
  ctx.stroke();
  trace();
  ctx.setLineDash([h * 0.04, h * 0.06]);
  ctx.strokeStyle = '#b07810';
  ctx.lineWidth = h * 0.04;
  ctx.stroke();
  ctx.setLineDash([]);
  const [tailX, tailY] = points[0]!;
  path(
    ctx,
    () => {
      ctx.moveTo(tailX + w * 0.02, tailY);
      ctx.lineTo(tailX - w * 0.08, tailY - h * 0.2);
      ctx.lineTo(tailX - w * 0.05, tailY);
      ctx.lineTo(tailX - w * 0.08, tailY + h * 0.2);
    },
    '#e0561a',
    '#8a2a00',
    1.5,
  );
  const [headX, headY] = points.at(-1)!;
  ctx.save();
  ctx.translate(headX + w * 0.06, headY);
  ctx.scale(1.35, 1.35);
  path(
    ctx,
    () => {
      ctx.moveTo(-w * 0.06, -h * 0.05);
      ctx.lineTo(-w * 0.1, -h * 0.36);
      ctx.lineTo(-w * 0.02, -h * 0.12);
      ctx.moveTo(w * 0.0, -h * 0.12);
      ctx.lineTo(-w * 0.02, -h * 0.4);
      ctx.lineTo(w * 0.05, -h * 0.12);
    },
    '#fff2b0',
    '#8a5a00',
    1.5,
  );
  path(
    ctx,
    () => {
      ctx.moveTo(-w * 0.08, -h * 0.12);
      ctx.quadraticCurveTo(w * 0.06, -h * 0.22, w * 0.16, -h * 0.02);
      ctx.lineTo(w * 0.14, h * 0.06);
      ctx.quadraticCurveTo(w * 0.02, h * 0.16, -w * 0.08, h * 0.12);
    },
    gold,
    '#8a5a00',
    2.5,
  );
  ctx.strokeStyle = '#fff2b0';
  ctx.lineWidth = h * 0.02;
  ctx.beginPath();
  ctx.moveTo(w * 0.12, h * 0.06);
  ctx.quadraticCurveTo(w * 0.2, h * 0.2 + Math.sin(phase * TAU) * h * 0.06, w * 0.14, h * 0.34);
  ctx.moveTo(w * 0.06, h * 0.1);
  ctx.quadraticCurveTo(w * 0.1, h * 0.26, w * 0.02, h * 0.38);
  ctx.stroke();
  path(ctx, () => ctx.arc(w * 0.03, -h * 0.07, h * 0.05, 0, TAU), '#ffffff', '#8a5a00', 1.5);
  path(ctx, () => ctx.arc(w * 0.04, -h * 0.07, h * 0.028, 0, TAU), '#b3261e', '');
  ctx.restore();
};

const DRAWERS: Record<string, Drawer> = {
  CLOWNFISH: clownfish,
  BUTTERFLYFISH: butterflyfish,
  PUFFERFISH: pufferfish,
  ANGELFISH: angelfish,
  LIONFISH: lionfish,
  'SEA-TURTLE': seaTurtle,
  OCTOPUS: octopus,
  STINGRAY: stingray,
  SWORDFISH: swordfish,
  SHARK: shark,
  'KILLER-WHALE': killerWhale,
  'GOLDEN-DRAGON': goldenDragon,
};

/** Whether the page has a drawing of this species (an unknown one is drawn as a plain fish). */
export function hasFishArt(speciesCode: string): boolean {
  return Object.hasOwn(DRAWERS, speciesCode);
}

/** A plain fish in the species' colour, for a species the page does not know yet. */
function plainFish(colour: string): Drawer {
  return (ctx, w, h, phase) => {
    forkedTail(ctx, -w * 0.36, w * 0.2, h * 0.4, Math.sin(phase * TAU) * h * 0.1, colour);
    path(ctx, () => ctx.ellipse(0, 0, w * 0.42, h * 0.4, 0, 0, TAU), colour);
    eye(ctx, w * 0.28, -h * 0.08, h * 0.1);
  };
}

/** Draws a species centred at the origin, facing right, in a w × h box (current transform units). */
export function drawFishArt(
  ctx: Context,
  species: { code: string; colour: string },
  w: number,
  h: number,
  phase: number,
): void {
  ctx.save();
  ctx.lineJoin = 'round';
  (DRAWERS[species.code] ?? plainFish(species.colour))(ctx, w, h, phase);
  ctx.restore();
}

export type FishSprite = {
  frames: HTMLCanvasElement[];
  /** The boss's halo (null for other fish). */
  glow: HTMLCanvasElement | null;
  /** The sprite's size in CSS pixels (the canvases hold it times the device pixel ratio). */
  width: number;
  height: number;
};

/**
 * Draws every frame of a species at `pixelsPerUnit` device pixels per pond unit, each into a canvas
 * of its own. Null where the browser has no 2D canvas (tests).
 */
export function makeFishSprite(
  species: { code: string; colour: string; boss: boolean; hitBox: { width: number; height: number } },
  cssPixelsPerUnit: number,
  devicePixelRatio: number,
): FishSprite | null {
  const width = species.hitBox.width * SPRITE_MARGIN * cssPixelsPerUnit;
  const height = species.hitBox.height * SPRITE_MARGIN * cssPixelsPerUnit;
  const canvasOf = () => {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.ceil(width * devicePixelRatio));
    canvas.height = Math.max(1, Math.ceil(height * devicePixelRatio));
    return canvas;
  };
  const frames: HTMLCanvasElement[] = [];
  for (let frame = 0; frame < SPRITE_FRAMES; frame += 1) {
    const canvas = canvasOf();
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.scale(devicePixelRatio * cssPixelsPerUnit, devicePixelRatio * cssPixelsPerUnit);
    ctx.translate((species.hitBox.width * SPRITE_MARGIN) / 2, (species.hitBox.height * SPRITE_MARGIN) / 2);
    drawFishArt(ctx, species, species.hitBox.width, species.hitBox.height, frame / SPRITE_FRAMES);
    frames.push(canvas);
  }
  let glow: HTMLCanvasElement | null = null;
  if (species.boss) {
    glow = canvasOf();
    const ctx = glow.getContext('2d')!;
    // A round halo squeezed to the sprite's shape: drawn in a square space scaled down vertically.
    const radius = glow.width / 2;
    ctx.scale(1, glow.height / glow.width);
    const halo = ctx.createRadialGradient(radius, radius, 0, radius, radius, radius);
    halo.addColorStop(0, 'rgba(255, 214, 92, 0.75)');
    halo.addColorStop(0.55, 'rgba(255, 190, 60, 0.3)');
    halo.addColorStop(1, 'rgba(255, 190, 60, 0)');
    ctx.fillStyle = halo;
    ctx.beginPath();
    ctx.arc(radius, radius, radius, 0, TAU);
    ctx.fill();
  }
  return { frames, glow, width, height };
}
