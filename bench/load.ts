// Runs a load-worker.ts job in a process of its own and reads back its result: the one way the
// bench parts generate load, so the measured server never shares an event loop with its client.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HttpJob, HttpResult, Job, WalletJob, WalletResult } from './load-worker';
import { killOnExit } from './server-process';

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
/** Past its own duration, a worker gets this long to finish its last requests and answer. */
const WORKER_SLACK_MS = 60_000;

export function runLoad(job: HttpJob): Promise<HttpResult>;
export function runLoad(job: WalletJob): Promise<WalletResult>;
export async function runLoad(job: Job): Promise<HttpResult | WalletResult> {
  const folder = mkdtempSync(join(tmpdir(), 'playdeck-load-'));
  const jobFile = join(folder, 'job.json');
  writeFileSync(jobFile, JSON.stringify(job));
  const timeoutMs = (job.durationSeconds + job.warmupSeconds) * 1_000 + WORKER_SLACK_MS;
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = killOnExit(
        spawn(process.execPath, ['--import', 'tsx', WORKER, jobFile], {
          cwd: fileURLToPath(new URL('.', import.meta.url)),
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr
        .setEncoding('utf8')
        .on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4_000)));
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve(stdout);
        else reject(new Error(`the load worker stopped (${code ?? signal}):\n${stderr}`));
      });
    });
    const lastLine = output.trim().split('\n').at(-1) ?? '';
    return JSON.parse(lastLine) as HttpResult | WalletResult;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
