// The players of the fault run, in a process of their own (`node --import tsx crash-worker.ts
// <job.json>`), so that killing the server never kills them. Each loop plays one player's rounds —
// a signed debit, then its credit or (one round in ten) a rollback of the debit — and writes one
// line per call to the journal when the call has its final answer. A call that gets no answer (the
// server died under it) is sent again with the same transactionId and body, as a vendor retries,
// until an answer comes or the retry time runs out; the journal says whether it was answered at once
// or only on a retry. The journal is appended line by line, so it holds every answer given.
import { appendFileSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { toMinor } from '@playdeck/contract/money';
import { keepAliveAgent, postSigned, type Answer } from './http-client';

export type CrashJob = {
  baseUrl: string;
  vendorCode: string;
  secret: string;
  playerIds: number[];
  loops: number;
  durationSeconds: number;
  /** How long a call keeps being retried while the server is down. */
  retrySeconds: number;
  runId: string;
  journalFile: string;
};

export type JournalLine = {
  transactionId: string;
  kind: 'debit' | 'credit' | 'rollback';
  playerId: number;
  roundId: string;
  amountMinor: number;
  /** The final answer's status; 0 when no answer came within the retry time. */
  status: number;
  code?: string;
  /** How many sends it took: 1 is an answer at once, more means it was lost and replayed. */
  attempts: number;
};

/**
 * A call's amount ("12.30") as the journal's minor units, exactly (bigint, then a number: JSON holds
 * no bigint, and a bench amount is far inside the safe integers); a rollback has none.
 */
export function journalMinor(amount: unknown): number {
  return amount === undefined ? 0 : Number(toMinor(String(amount)));
}

const RETRY_PAUSE_MS = 100;
const ROLLBACK_EVERY = 10;

const job = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as CrashJob;
const url = new URL(job.baseUrl);
const agent = keepAliveAgent(job.loops);
const stopAt = Date.now() + job.durationSeconds * 1_000;
let counter = 0;

/** Sends until an answer comes (the same body every time) or the retry time is over. */
async function send(
  kind: JournalLine['kind'],
  fields: Record<string, string | number>,
): Promise<Answer | undefined> {
  const body = JSON.stringify(fields);
  const giveUpAt = Date.now() + job.retrySeconds * 1_000;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    try {
      const answer = await postSigned(agent, url, `/api/vendor/${job.vendorCode}/${kind}`, body, job.secret);
      record(kind, fields, answer, attempts);
      return answer;
    } catch {
      if (Date.now() > giveUpAt) {
        record(kind, fields, undefined, attempts);
        return undefined;
      }
      await delay(RETRY_PAUSE_MS);
    }
  }
}

function record(
  kind: JournalLine['kind'],
  fields: Record<string, string | number>,
  answer: Answer | undefined,
  attempts: number,
): void {
  let code: string | undefined;
  if (answer && answer.status >= 300) {
    try {
      code = (JSON.parse(answer.body) as { code?: string }).code;
    } catch {
      code = answer.body.slice(0, 100);
    }
  }
  const line: JournalLine = {
    transactionId: String(fields.transactionId),
    kind,
    playerId: Number(fields.playerId),
    roundId: String(fields.roundId),
    amountMinor: journalMinor(fields.amount),
    status: answer?.status ?? 0,
    ...(code ? { code } : {}),
    attempts,
  };
  appendFileSync(job.journalFile, `${JSON.stringify(line)}\n`);
}

const succeeded = (answer: Answer | undefined) => answer !== undefined && answer.status < 300;

async function loop(index: number): Promise<void> {
  const playerId = job.playerIds[index % job.playerIds.length]!;
  while (Date.now() < stopAt) {
    counter += 1;
    const roundId = `${job.runId}-r${counter}`;
    const round = { playerId, roundId, gameCode: 'crash-slot' };
    const debitId = `${roundId}-d`;
    const debited = await send('debit', { ...round, transactionId: debitId, amount: '1.00' });
    if (!succeeded(debited)) continue;
    if (counter % ROLLBACK_EVERY === 0) {
      await send('rollback', {
        playerId,
        roundId,
        transactionId: `${roundId}-x`,
        referenceTransactionId: debitId,
      });
    } else {
      await send('credit', {
        ...round,
        transactionId: `${roundId}-c`,
        amount: counter % 3 === 0 ? '2.50' : '0.00',
      });
    }
  }
}

await Promise.all(Array.from({ length: job.loops }, (_, index) => loop(index)));
agent.destroy();
