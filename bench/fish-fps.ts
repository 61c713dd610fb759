// The fish page's frame rate (issue 17 item 1: 60 frames a second on the bench machine's Chromium).
// Starts the production build on a throw-away database with the demo data, opens the Coral Reef room
// in free play in Debian's Chromium (headless, software rendering, as the journeys run), lets it play
// 3 s to warm up, then counts requestAnimationFrame callbacks for 5 s, twice: a desktop window
// (1440 × 900) and a phone (390 × 844 at twice the pixels, the pond turned), each idle and with
// auto-fire on (bullets, hit markers, captures and batches to the server). It prints frames per second,
// the longest gap between two frames and the share of frames later than 20 ms, and the page's own
// `?fps=1` reading beside them. A figure, not a test: nothing here fails on a slow machine.
//
//   npm run build && cd bench && npx tsx fish-fps.ts
//   BENCH_WEB_DIST=/tmp/fish-web npx tsx fish-fps.ts     # another web build
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { chooseTarget, createBenchDatabase } from './bench-database';
import { startServer } from './server-process';

const WARM_UP_MS = 3_000;
const MEASURE_MS = 5_000;
const LATE_FRAME_MS = 20;
const ROOM = 'coral-reef';

const VIEWPORTS = [
  { name: 'desktop 1440×900', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, mobile: false },
  { name: 'phone 390×844 @2x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, mobile: true },
];

/** Runs in the page: the times of the animation frames over DURATION_MS. */
const FRAME_TIMES_SCRIPT = `new Promise((resolve) => {
  const times = [];
  const step = (time) => {
    times.push(time);
    if (time - times[0] >= DURATION_MS) resolve(times);
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

type Measure = { fps: number; longestGapMs: number; lateShare: number; pageReading: string };

async function freePlayUrl(baseUrl: string): Promise<string> {
  const games = (await (await fetch(`${baseUrl}/api/lobby/games?gameType=FISH&pageSize=10`)).json()) as {
    value: { games: { nodeId: number; gameCode: string }[] };
  };
  const game = games.value.games.find((entry) => entry.gameCode === ROOM);
  if (!game) throw new Error(`no ${ROOM} in the catalogue`);
  const launched = (await (
    await fetch(`${baseUrl}/api/lobby/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameId: game.nodeId }),
    })
  ).json()) as { value: { url: string } };
  return `${baseUrl}${launched.value.url}&fps=1`;
}

async function measure(
  browser: Browser,
  baseUrl: string,
  shape: (typeof VIEWPORTS)[number],
  autoFire: boolean,
): Promise<Measure> {
  const context = await browser.newContext({
    viewport: shape.viewport,
    deviceScaleFactor: shape.deviceScaleFactor,
    isMobile: shape.mobile,
    hasTouch: shape.mobile,
    locale: 'vi-VN',
  });
  try {
    const page = await context.newPage();
    await page.goto(await freePlayUrl(baseUrl));
    await page.getByTestId('fish-pond').waitFor();
    if (autoFire) await page.getByTestId('fish-auto').click();
    await page.waitForTimeout(WARM_UP_MS);
    // A string, so that neither the bench's compiler (no DOM types) nor tsx's helpers reach the page.
    const frames = (await page.evaluate(
      FRAME_TIMES_SCRIPT.replace('DURATION_MS', String(MEASURE_MS)),
    )) as number[];
    const gaps = frames.slice(1).map((time, index) => time - frames[index]!);
    const spanMs = frames.at(-1)! - frames[0]!;
    return {
      fps: Math.round((gaps.length * 1000 * 10) / spanMs) / 10,
      longestGapMs: Math.round(Math.max(...gaps) * 10) / 10,
      lateShare: gaps.filter((gap) => gap > LATE_FRAME_MS).length / gaps.length,
      pageReading: (await page.getByTestId('fish-fps').textContent()) ?? '',
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const target = await chooseTarget();
  const database = await createBenchDatabase(target);
  try {
    const server = await startServer({
      ...database,
      houseVendorSecret: randomBytes(24).toString('hex'),
      env: {
        RUN_JOBS: 'false',
        ...(process.env.BENCH_WEB_DIST ? { WEB_DIST: process.env.BENCH_WEB_DIST } : {}),
      },
    });
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
      ],
    });
    try {
      console.log(
        `fish page frame rate — ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Chromium ${browser.version()}`,
      );
      console.log(
        `${MEASURE_MS / 1000} s measured after ${WARM_UP_MS / 1000} s of play; target 60 fps; load average ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}\n`,
      );
      console.log(
        '| viewport | auto-fire | fps | longest gap | frames > 20 ms | page reading (fps · script ms per frame) |',
      );
      console.log('|---|---|---:|---:|---:|---|');
      for (const shape of VIEWPORTS) {
        for (const autoFire of [false, true]) {
          const result = await measure(browser, server.baseUrl, shape, autoFire);
          console.log(
            `| ${shape.name} | ${autoFire ? 'on' : 'off'} | ${result.fps.toFixed(1)} | ${result.longestGapMs} ms | ${(result.lateShare * 100).toFixed(1)} % | ${result.pageReading} |`,
          );
        }
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

await main();
