// HTTP of the hold'em card rooms (contract: @playdeck/contract/poker). The table, sitting down, leaving
// and acting take the game session's bearer token; the stream is one WebSocket per viewer whose first
// message carries the session's token (never in the address), so each player gets their own view of
// every change, whichever process made it; without a token a viewer watches as a spectator.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
// The websocket route option and socket type come from the plugin's type augmentation.
import type {} from '@fastify/websocket';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  pokerActRequestSchema,
  pokerPaths,
  pokerSitRequestSchema,
  pokerStreamAuthSchema,
  pokerStreamQuerySchema,
  pokerTableValueSchema,
  type PokerStreamMessage,
} from '@playdeck/contract/poker';
import { AppError } from '../../../plugins/errors';
import type { HouseService } from '../house.service';
import { isDemoPlayer } from '../demo-wallet';
import { POKER_VENDOR_CODE, type PokerService } from './poker.service';
import { findPokerTable } from './tables';

const tags = ['house'];
/** A viewer this far behind (bytes queued) is dropped rather than buffered without end. */
const SOCKET_BUFFER_MAX_BYTES = 1_000_000;
/** The first message must come this soon after the socket opens. */
const STREAM_AUTH_TIMEOUT_MS = 10_000;

export const pokerRoutes: FastifyPluginAsyncZod<{ house: HouseService; poker: PokerService }> = async (
  app,
  { house, poker },
) => {
  const sessionOf = (request: { headers: { authorization?: string } }) =>
    house.sessionOf(request.headers.authorization);
  const table = { 200: successEnvelope(pokerTableValueSchema) };

  app.get(
    pokerPaths.table,
    {
      schema: {
        tags,
        summary:
          "The session's hold'em table: its seats and the hand in play (or the last), as the player sees it",
        response: table,
      },
    },
    async (request) => ({ success: true as const, value: await poker.tableState(await sessionOf(request)) }),
  );

  app.post(
    pokerPaths.sit,
    {
      schema: {
        tags,
        summary:
          'Sit down (a seat, or any free one) with the stack brought to each hand, within the buy-in range',
        body: pokerSitRequestSchema,
        response: table,
      },
    },
    async (request) => ({
      success: true as const,
      value: await poker.sit(await sessionOf(request), request.body),
    }),
  );

  app.post(
    pokerPaths.leave,
    {
      schema: {
        tags,
        summary: 'Leave the table (a hand in play is folded at the player’s turn; the seat frees after it)',
        response: table,
      },
    },
    async (request) => ({ success: true as const, value: await poker.leave(await sessionOf(request)) }),
  );

  app.post(
    pokerPaths.act,
    {
      schema: {
        tags,
        summary: 'Fold, check, call, bet or raise to a total, or go all-in, in the hand being played',
        body: pokerActRequestSchema,
        response: table,
      },
    },
    async (request) => ({
      success: true as const,
      value: await poker.act(await sessionOf(request), request.body),
    }),
  );

  app.get(
    pokerPaths.stream,
    {
      websocket: true,
      schema: {
        tags,
        summary:
          'WebSocket (?table=NLH01): first message { type: "auth", token? }, then the table as this viewer sees it after every change',
      },
    },
    (socket, request) => {
      const send = (message: PokerStreamMessage) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > SOCKET_BUFFER_MAX_BYTES) {
          socket.close(4408, 'too slow');
          return;
        }
        socket.send(JSON.stringify(message));
      };
      const query = pokerStreamQuerySchema.safeParse(request.query);
      const tableCode = query.success ? query.data.table : '';
      if (!findPokerTable(tableCode)) {
        send({ type: 'error', code: 'GAME_NOT_FOUND' });
        socket.close(4404, 'no such table');
        return;
      }
      let stop: (() => void) | undefined;
      let authenticating = false;
      const authTimer = setTimeout(() => socket.close(4401, 'auth timeout'), STREAM_AUTH_TIMEOUT_MS);
      socket.on('close', () => {
        clearTimeout(authTimer);
        stop?.();
      });
      socket.on('message', (data: Buffer) => {
        if (authenticating) return;
        authenticating = true;
        clearTimeout(authTimer);
        void viewerOf(data, tableCode).then(
          (playerId) => {
            if (socket.readyState !== socket.OPEN) return;
            stop = poker.watch(tableCode, playerId, send);
            if (!stop) socket.close(4429, 'too many viewers');
          },
          (error: unknown) => {
            send({ type: 'error', code: error instanceof AppError ? error.code : 'VALIDATION_FAILED' });
            socket.close(4401, 'not authenticated');
          },
        );
      });
    },
  );

  /**
   * The viewer a first message names: the player of a live game session at this table, or null (a
   * spectator) without a token. Throws VALIDATION_FAILED (not the auth message) or
   * GAME_SESSION_EXPIRED (a token that is not a live session of this table).
   */
  async function viewerOf(data: Buffer, tableCode: string): Promise<number | null> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    const auth = pokerStreamAuthSchema.safeParse(parsed);
    if (!auth.success) throw new AppError('VALIDATION_FAILED', 400);
    if (!auth.data.token) return null;
    const session = await house.sessionOf(`Bearer ${auth.data.token}`);
    if (session.vendorCode !== POKER_VENDOR_CODE || session.gameCode !== tableCode)
      throw new AppError('GAME_SESSION_EXPIRED', 401);
    // Free play sits at the practice table only; elsewhere such a viewer only watches.
    const table = findPokerTable(tableCode);
    return isDemoPlayer(session.playerId) && !table?.playMoney ? null : session.playerId;
  }
};
