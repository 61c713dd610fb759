// HTTP of the live baccarat tables (contract: @playdeck/contract/baccarat). The table and the bets
// take the game session's bearer token; the stream is public, one per table, fed by the bus so that a
// hand dealt by the dealer on one process reaches sockets held by every process.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
// The websocket route option and socket type come from the plugin's type augmentation.
import type {} from '@fastify/websocket';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  baccaratBetRequestSchema,
  baccaratBetValueSchema,
  baccaratChannelOf,
  baccaratPaths,
  baccaratStreamQuerySchema,
  baccaratTableValueSchema,
  type BaccaratStreamMessage,
} from '@playdeck/contract/baccarat';
import type { Bus } from '../../../plugins/bus';
import type { HouseService } from '../house.service';
import type { BaccaratService } from './baccarat.service';
import { findBaccaratTable } from './tables';

const tags = ['house'];
/** A watcher this far behind (bytes queued) is dropped rather than buffered without end. */
const SOCKET_BUFFER_MAX_BYTES = 1_000_000;

export const baccaratRoutes: FastifyPluginAsyncZod<{
  house: HouseService;
  baccarat: BaccaratService;
  bus: Bus;
}> = async (app, { house, baccarat, bus }) => {
  const sessionOf = (request: { headers: { authorization?: string } }) =>
    house.sessionOf(request.headers.authorization);

  app.get(
    baccaratPaths.table,
    {
      schema: {
        tags,
        summary: "The session's table: its current hand, the road and the player's bets on the hand",
        response: { 200: successEnvelope(baccaratTableValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await baccarat.tableState(await sessionOf(request)),
    }),
  );

  app.post(
    baccaratPaths.bets,
    {
      schema: {
        tags,
        summary: 'Bet on a spot of the current hand while betting is open (the stake is taken at once)',
        body: baccaratBetRequestSchema,
        response: { 200: successEnvelope(baccaratBetValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await baccarat.placeBet(await sessionOf(request), request.body),
    }),
  );

  app.get(
    baccaratPaths.stream,
    {
      websocket: true,
      schema: {
        tags,
        summary: 'WebSocket (?table=BAC01): phase changes, dealt cards and settlements of a table',
      },
    },
    (socket, request) => {
      const send = (message: BaccaratStreamMessage) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > SOCKET_BUFFER_MAX_BYTES) {
          socket.close(4408, 'too slow');
          return;
        }
        socket.send(JSON.stringify(message));
      };
      const query = baccaratStreamQuerySchema.safeParse(request.query);
      const tableCode = query.success ? query.data.table : '';
      if (!findBaccaratTable(tableCode)) {
        send({ type: 'error', code: 'GAME_NOT_FOUND' });
        socket.close(4404, 'no such table');
        return;
      }
      const unsubscribe = bus.subscribe(baccaratChannelOf(tableCode), (payload) =>
        send(payload as BaccaratStreamMessage),
      );
      socket.on('close', unsubscribe);
      // The snapshot is read once every process's next move reaches this socket: none falls between.
      unsubscribe.ready
        .then(() => baccarat.snapshot(tableCode))
        .then(send, (error: unknown) => {
          request.log.warn({ err: error, tableCode }, 'baccarat stream snapshot failed');
        });
    },
  );
};
