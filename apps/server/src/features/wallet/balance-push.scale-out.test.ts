// Proves that a balance change made on one API process is pushed to the member's browser connected to
// another (issue 20 item 2, DESIGN.md "Scale-out", docs/decisions/021-scale-out.md): two apps on one
// database and one Redis; the member's balance stream (WebSocket) is held by the second app, the
// money moves through the first (the operator's adjustments, a credit and a debit), and each new
// balance arrives on the socket once. The stream's first balance is read once its
// subscription is live, so nothing falls between. Needs TEST_REDIS_URL (.ci/run sets it in the
// PostgreSQL run when a Redis answers); skipped otherwise.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { membersPaths } from '@playdeck/contract/members';
import { walletPaths, type WalletStreamMessage } from '@playdeck/contract/wallet';
import { TEST_REDIS_URL, twoApps, type TwoApps } from '../../test-support/build-test-app';
import { operatorHeaders, signedInMember } from '../../test-support/payments';

let apps: TwoApps;

beforeAll(async () => {
  if (!TEST_REDIS_URL) return;
  apps = await twoApps({ redisUrl: TEST_REDIS_URL, listen: true });
}, 120_000);
afterAll(() => apps?.close());

/** The member's balance stream on the second app, as the browser's header opens it. */
async function streamOnSecond(token: string) {
  const { port } = apps.second.app.server.address() as { port: number };
  const socket = new WebSocket(`ws://127.0.0.1:${port}${walletPaths.stream}`);
  const messages: WalletStreamMessage[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'auth', token }));
  await expect.poll(() => messages.length).toBeGreaterThan(0);
  return { socket, messages };
}

describe.skipIf(!TEST_REDIS_URL)('the balance push across processes (needs TEST_REDIS_URL)', () => {
  it('reaches a socket on the other process after each change', async () => {
    const member = await signedInMember(apps.first, 100_00n);
    const { socket, messages } = await streamOnSecond(member.headers.authorization.slice('Bearer '.length));
    try {
      expect(messages[0]).toEqual({ type: 'balance', balance: '100.00' });
      const operator = await operatorHeaders(apps.first.app);
      const adjust = async (direction: 'credit' | 'debit', amount: string) => {
        const response = await apps.first.app.inject({
          method: 'POST',
          url: membersPaths.adjustBalance.replace(':id', String(member.id)),
          headers: operator,
          payload: { direction, amount, reason: 'scale-out test', requestId: randomUUID() },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().value.balance as string;
      };
      const credited = await adjust('credit', '25.50');
      expect(credited).toBe('125.50');
      await expect.poll(() => messages.at(-1)).toEqual({ type: 'balance', balance: '125.50' });
      const debited = await adjust('debit', '5.50');
      expect(debited).toBe('120.00');
      await expect.poll(() => messages.at(-1)).toEqual({ type: 'balance', balance: '120.00' });
      // Each change pushed once: the first balance, then one message per change.
      expect(messages.filter((message) => message.type === 'balance')).toHaveLength(3);
    } finally {
      socket.terminate();
    }
  });
});
