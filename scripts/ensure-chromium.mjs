// The journeys drive Debian's Chromium (never a downloaded browser). Run first by `npm test` and
// `npm run test:e2e`: when the browser is missing, it installs it from Debian's packages if it can
// (root with apt-get), or stops at once with the one command to run, instead of letting every
// journey fail on a missing executable.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// apt-get update and the install together; a slow mirror is waited for, a stuck one is not.
const INSTALL_TIMEOUT_MS = 15 * 60 * 1_000;

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function canInstall() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

function install() {
  console.log(`Chromium is missing at ${chromiumPath}: installing Debian's chromium package…`);
  const result = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium >/dev/null'],
    {
      stdio: 'inherit',
      timeout: INSTALL_TIMEOUT_MS,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
  return result.status === 0;
}

if (!isExecutable(chromiumPath)) {
  const installed = canInstall() && chromiumPath === '/usr/bin/chromium' && install();
  if (!installed || !isExecutable(chromiumPath)) {
    console.error(
      `Chromium is needed for the journeys and is not at ${chromiumPath}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH to a Chromium executable), then run the tests again.`,
    );
    process.exit(1);
  }
}
