// What the live-table route tests (baccarat tables, cockfight arenas) share: a member launched into a
// table over the real platform launch, and the house's game calls made with that game session.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestApp } from '../../test-support/build-test-app';
import { authHeader } from '../../test-support/session';
import { houseRoundsTable } from './house.table';

export type GameSessionHeaders = { authorization: string };

export type LiveTableStudio = {
  /** The studio's name in its paths and in the session's kind. */
  studio: 'baccarat' | 'cockfight';
  vendorCode: string;
  /** The last segment of the studio's GET call for one table: `table` or `arena`. */
  stateName: 'table' | 'arena';
};

/**
 * The game calls of one studio against the test app that `getTestApp` returns when called (the app is
 * built in `beforeAll`, after the calls are made).
 */
export function liveTableCalls(
  getTestApp: () => TestApp,
  { studio, vendorCode, stateName }: LiveTableStudio,
) {
  /** Launches `member` into the table `gameCode` and opens the game session, checking each step. */
  async function open(
    member: { username: string; password: string },
    gameCode: string,
  ): Promise<GameSessionHeaders> {
    const { app } = getTestApp();
    const headers = await authHeader(app, member);
    const launched = await app.inject({
      method: 'POST',
      url: '/api/lobby/launch',
      headers,
      payload: { vendorCode, gameCode },
    });
    expect(launched.statusCode).toBe(200);
    const url = new URL(launched.json().value.url, 'http://x');
    expect(url.pathname).toBe(`/house/${studio}/${gameCode}`);
    const opened = await app.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { launchToken: url.searchParams.get('launch') },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().value).toMatchObject({ kind: studio, vendorCode, gameCode });
    return { authorization: `Bearer ${opened.json().value.sessionToken as string}` };
  }

  const bet = (game: GameSessionHeaders, spot: string, amount: string) =>
    getTestApp().app.inject({
      method: 'POST',
      url: `/house/api/${studio}/bets`,
      headers: { ...game, 'accept-language': 'en' },
      payload: { spot, amount },
    });

  /** The table as the page loads it (GET table or arena). */
  const stateOf = async (game: GameSessionHeaders) => {
    const response = await getTestApp().app.inject({
      method: 'GET',
      url: `/house/api/${studio}/${stateName}`,
      headers: game,
    });
    expect(response.statusCode).toBe(200);
    return response.json().value;
  };

  const balanceOf = async (game: GameSessionHeaders) => {
    const response = await getTestApp().app.inject({
      method: 'GET',
      url: '/house/api/balance',
      headers: game,
    });
    expect(response.statusCode).toBe(200);
    return response.json().value.balance as string;
  };

  const roundsOf = (playerId: number) =>
    getTestApp().database.db.select().from(houseRoundsTable).where(eq(houseRoundsTable.playerId, playerId));

  return { open, bet, stateOf, balanceOf, roundsOf };
}

/**
 * A watcher of one stream (a path such as `/house/api/baccarat/stream?table=BAC03`) on each of these
 * listening test apps: the messages each was told, from the first, which is sent once the
 * subscription is live. The caller terminates the sockets.
 */
export async function streamWatchers<Message>(
  testApps: TestApp[],
  path: string,
): Promise<{ messages: Message[]; socket: WebSocket }[]> {
  return Promise.all(
    testApps.map(async (testApp) => {
      const { port } = testApp.app.server.address() as { port: number };
      const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
      const messages: Message[] = [];
      socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as Message));
      await expect.poll(() => messages.length).toBeGreaterThan(0);
      return { messages, socket };
    }),
  );
}
