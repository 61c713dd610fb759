// End-to-end journeys against the built app, served by the real server on a fresh embedded database,
// in Debian's Chromium (never a downloaded browser).
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// One data folder per port, so that two runs on different ports never wipe each other's database.
const dataDir = `.e2e-data/${port}`;
// The third-party sign-in journey's OpenID Connect provider (support/oidc-provider.ts).
const oidcIssuer = `http://127.0.0.1:${port + 1000}`;
// The third-party SMS provider's local stand-in (phone-auth.spec.ts), 2000 above the app's port.
const phoneAuthStandinPort = Number(process.env.PHONE_AUTH_STANDIN_PORT ?? port + 2000);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Per port too: Playwright empties its output folder when a run starts.
  outputDir: `test-results/${port}`,
  // Journeys change site-wide operator settings (maintenance, block list): one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'vi-VN',
    trace: 'retain-on-failure',
    // The site's service worker (docs/decisions/018-app-download.md) would answer page loads from its
    // cache, out of page.route's sight: only the app-download journey, which tests it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // The production build of the server (npm run test:e2e builds it first), as `npm start` runs it.
      command: `rm -rf ${dataDir} && node --enable-source-maps ../apps/server/dist/server.js`,
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        // Every journey signs up from 127.0.0.1; the default (10 a minute) would throttle a retried run.
        REGISTRATION_RATE_PER_MINUTE: '100',
        // Every captcha's answer is this value (support/accounts.ts CAPTCHA_ANSWER), so journeys can
        // answer the image the way a person would. Refused by the server in production.
        CAPTCHA_TEST_ANSWER: '1234',
        // The settlement clock a day ahead (contracts journey): the operator settles the window the
        // journey's member just played in, without waiting for it to end. Settlement only.
        SETTLEMENT_CLOCK_OFFSET_MINUTES: '1440',
        // A web build of its own (vite build --outDir …), so that engineers building in parallel do not
        // swap the files under each other's running journeys.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
        // "Continue with Google" signs in at the journeys' own provider (oidc-sign-in.spec.ts).
        OIDC_GOOGLE_CLIENT_ID: 'playdeck-test',
        OIDC_GOOGLE_CLIENT_SECRET: 'playdeck-test-secret',
        OIDC_GOOGLE_ISSUER: oidcIssuer,
      },
    },
    {
      command: 'npx tsx support/oidc-provider.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
    {
      command: 'npx tsx ../apps/server/src/test-support/phone-auth-standin.ts',
      url: `http://127.0.0.1:${phoneAuthStandinPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PHONE_AUTH_STANDIN_PORT: String(phoneAuthStandinPort) },
    },
  ],
});
