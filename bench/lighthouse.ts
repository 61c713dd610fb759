// `npm run bench -- lighthouse`: Lighthouse (the npm package, mobile preset, which throttles the CPU
// and the network as a mid-range phone) on the home page and a game list page of the production
// build, three runs each, in Debian's Chromium; the median run by performance score is printed with
// the issue 12 targets beside it. Also printed: the script the page loaded (bytes on the wire) and
// the home page's initial script (what index.html names), gzipped, against the 150 KB budget.
// Every run's full report is kept as results/lighthouse-<page>-<run>.json (git-ignored), so that the
// audits behind a figure (the LCP element, the layout shifts, unused script, contrast) can be read.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createBenchDatabase, type BenchTarget } from './bench-database';
import { figure, type PartReport } from './report';
import { BenchSetupError, startServer } from './server-process';
import { randomBytes } from 'node:crypto';

const RUNS = 3;
const PAGES = [
  { name: 'home', path: '/', slug: 'home' },
  { name: 'game list (/rng)', path: '/rng', slug: 'rng' },
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const TARGETS = {
  performance: 95,
  accessibility: 98,
  bestPractices: 100,
  lcpMs: 1_500,
  tbtMs: 50,
  cls: 0.02,
};
const INITIAL_SCRIPT_BUDGET_BYTES = 150 * 1_024;
const WEB_DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const RESULTS = new URL('./results/', import.meta.url);

type Measure = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
};

export async function runLighthouse(target: BenchTarget): Promise<PartReport> {
  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const database = await createBenchDatabase(target);
  try {
    const server = await startServer({
      ...database,
      houseVendorSecret: randomBytes(24).toString('hex'),
      env: { RUN_JOBS: 'false' },
    });
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS }).catch((error: Error) => {
      throw new BenchSetupError(`Chromium did not start from ${chromePath}: ${error.message}`);
    });
    try {
      const measured: [string, Measure][] = [];
      for (const page of PAGES) {
        const runs: Measure[] = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await audit(`${server.baseUrl}${page.path}`, chrome.port, `${page.slug}-${run + 1}`));
        runs.sort((left, right) => left.performance - right.performance);
        measured.push([page.name, runs[Math.floor(runs.length / 2)]!]);
      }
      return report(measured, initialScriptGzipBytes());
    } finally {
      await chrome.kill();
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

/** Lighthouse sometimes fails to record a load's trace (NO_NAVSTART, NO_FCP): such a run is run again. */
const ATTEMPTS_PER_RUN = 3;

async function audit(url: string, port: number, reportName: string): Promise<Measure> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return measureOf(result.lhr, reportName);
    if (attempt === ATTEMPTS_PER_RUN)
      throw new Error(`Lighthouse failed ${ATTEMPTS_PER_RUN} times on ${url}: ${failure.code}`);
    console.log(`bench: Lighthouse could not measure ${url} (${failure.code}); running it again`);
  }
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function measureOf(lhr: Report, reportName: string): Measure {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(new URL(`lighthouse-${reportName}.json`, RESULTS), JSON.stringify(lhr));
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const items = (
    audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: (items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/** The scripts index.html loads before anything renders, gzipped as the server sends them. */
function initialScriptGzipBytes(): number {
  const html = readFileSync(`${WEB_DIST}index.html`, 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  return scripts.reduce(
    (sum, path) => sum + gzipSync(readFileSync(`${WEB_DIST}${path}`), { level: 9 }).length,
    0,
  );
}

function report(measured: [string, Measure][], initialScriptBytes: number): PartReport {
  const met = (measure: Measure) =>
    measure.performance >= TARGETS.performance &&
    measure.accessibility >= TARGETS.accessibility &&
    measure.bestPractices >= TARGETS.bestPractices &&
    measure.lcpMs < TARGETS.lcpMs &&
    measure.tbtMs < TARGETS.tbtMs &&
    measure.cls < TARGETS.cls;
  return {
    part: 'lighthouse',
    title: `Lighthouse, mobile preset, median of ${RUNS} runs`,
    header: [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'LCP ms',
      'TBT ms',
      'CLS',
      'script KB',
      'targets',
    ],
    rows: [
      ...measured.map(([name, measure]) => [
        name,
        String(measure.performance),
        String(measure.accessibility),
        String(measure.bestPractices),
        figure(measure.lcpMs),
        figure(measure.tbtMs),
        figure(measure.cls, 3),
        figure(measure.scriptBytes / 1_024),
        met(measure) ? 'met' : 'missed',
      ]),
      [
        'targets',
        `≥ ${TARGETS.performance}`,
        `≥ ${TARGETS.accessibility}`,
        String(TARGETS.bestPractices),
        `< ${TARGETS.lcpMs}`,
        `< ${TARGETS.tbtMs}`,
        `< ${TARGETS.cls}`,
        '',
        '',
      ],
    ],
    notes: [
      `home page's initial script (index.html's modules, gzip): ${figure(initialScriptBytes / 1_024)} KB, budget ${INITIAL_SCRIPT_BUDGET_BYTES / 1_024} KB`,
      'script KB: every script the page loaded, as transferred (compressed)',
    ],
    passed:
      measured.every(([, measure]) => met(measure)) && initialScriptBytes <= INITIAL_SCRIPT_BUDGET_BYTES,
    data: { measured: Object.fromEntries(measured), initialScriptBytes },
  };
}
