// HTTP of the cockfight arenas (contract: @playdeck/contract/cockfight). The arena and the bets take
// the game session's bearer token; the stream is public, one per arena, fed by the bus so that a fight
// decided by the dealer on one process reaches sockets held by every process.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
// The websocket route option and socket type come from the plugin's type augmentation.
import type {} from '@fastify/websocket';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  cockfightArenaValueSchema,
  cockfightBetRequestSchema,
  cockfightBetValueSchema,
  cockfightChannelOf,
  cockfightPaths,
  cockfightStreamQuerySchema,
  type CockfightStreamMessage,
} from '@playdeck/contract/cockfight';
import type { Bus } from '../../../plugins/bus';
import type { HouseService } from '../house.service';
import { findCockfightArena } from './arenas';
import type { CockfightService } from './cockfight.service';

const tags = ['house'];
/** A watcher this far behind (bytes queued) is dropped rather than buffered without end. */
const SOCKET_BUFFER_MAX_BYTES = 1_000_000;

export const cockfightRoutes: FastifyPluginAsyncZod<{
  house: HouseService;
  cockfight: CockfightService;
  bus: Bus;
}> = async (app, { house, cockfight, bus }) => {
  const sessionOf = (request: { headers: { authorization?: string } }) =>
    house.sessionOf(request.headers.authorization);

  app.get(
    cockfightPaths.arena,
    {
      schema: {
        tags,
        summary: "The session's arena: its current fight, the history and the player's bets on the fight",
        response: { 200: successEnvelope(cockfightArenaValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await cockfight.arenaState(await sessionOf(request)),
    }),
  );

  app.post(
    cockfightPaths.bets,
    {
      schema: {
        tags,
        summary:
          'Bet on meron, wala or a draw of the current fight while betting is open (the stake is taken at once)',
        body: cockfightBetRequestSchema,
        response: { 200: successEnvelope(cockfightBetValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await cockfight.placeBet(await sessionOf(request), request.body),
    }),
  );

  app.get(
    cockfightPaths.stream,
    {
      websocket: true,
      schema: {
        tags,
        summary: 'WebSocket (?arena=CF01): phase changes, results and settlements of an arena',
      },
    },
    (socket, request) => {
      const send = (message: CockfightStreamMessage) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > SOCKET_BUFFER_MAX_BYTES) {
          socket.close(4408, 'too slow');
          return;
        }
        socket.send(JSON.stringify(message));
      };
      const query = cockfightStreamQuerySchema.safeParse(request.query);
      const arenaCode = query.success ? query.data.arena : '';
      if (!findCockfightArena(arenaCode)) {
        send({ type: 'error', code: 'GAME_NOT_FOUND' });
        socket.close(4404, 'no such arena');
        return;
      }
      const unsubscribe = bus.subscribe(cockfightChannelOf(arenaCode), (payload) =>
        send(payload as CockfightStreamMessage),
      );
      socket.on('close', unsubscribe);
      // The snapshot is read once every process's next move reaches this socket: none falls between.
      unsubscribe.ready
        .then(() => cockfight.snapshot(arenaCode))
        .then(send, (error: unknown) => {
          request.log.warn({ err: error, arenaCode }, 'cockfight stream snapshot failed');
        });
    },
  );
};
