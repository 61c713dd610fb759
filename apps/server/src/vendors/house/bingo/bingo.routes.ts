// HTTP of the bingo rooms (contract: @playdeck/contract/bingo). The room and the cards take the game
// session's bearer token; the stream is public, one per room, fed by the bus so that a ball announced
// by the dealer on one process reaches sockets held by every process.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
// The websocket route option and socket type come from the plugin's type augmentation.
import type {} from '@fastify/websocket';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  bingoBuyRequestSchema,
  bingoBuyValueSchema,
  bingoChannelOf,
  bingoPaths,
  bingoRoomValueSchema,
  bingoStreamQuerySchema,
  type BingoStreamMessage,
} from '@playdeck/contract/bingo';
import type { Bus } from '../../../plugins/bus';
import type { HouseService } from '../house.service';
import type { BingoService } from './bingo.service';
import { findBingoRoom } from './rooms';

const tags = ['house'];
/** A watcher this far behind (bytes queued) is dropped rather than buffered without end. */
const SOCKET_BUFFER_MAX_BYTES = 1_000_000;

export const bingoRoutes: FastifyPluginAsyncZod<{
  house: HouseService;
  bingo: BingoService;
  bus: Bus;
}> = async (app, { house, bingo, bus }) => {
  const sessionOf = (request: { headers: { authorization?: string } }) =>
    house.sessionOf(request.headers.authorization);

  app.get(
    bingoPaths.room,
    {
      schema: {
        tags,
        summary:
          "The session's bingo room: its prize table and return, the current and last rounds, the player's cards of both",
        response: { 200: successEnvelope(bingoRoomValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await bingo.roomState(await sessionOf(request)),
    }),
  );

  app.post(
    bingoPaths.cards,
    {
      schema: {
        tags,
        summary:
          'Buy cards for the current round while it is buying (each paid at once; a repeated requestId buys nothing more)',
        body: bingoBuyRequestSchema,
        response: { 200: successEnvelope(bingoBuyValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await bingo.buyCards(await sessionOf(request), request.body),
    }),
  );

  app.get(
    bingoPaths.stream,
    {
      websocket: true,
      schema: {
        tags,
        summary:
          'WebSocket (?room=BG01): phase changes, each ball as it is called, the draw and the settlement',
      },
    },
    (socket, request) => {
      const send = (message: BingoStreamMessage) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > SOCKET_BUFFER_MAX_BYTES) {
          socket.close(4408, 'too slow');
          return;
        }
        socket.send(JSON.stringify(message));
      };
      const query = bingoStreamQuerySchema.safeParse(request.query);
      const roomCode = query.success ? query.data.room : '';
      if (!findBingoRoom(roomCode)) {
        send({ type: 'error', code: 'GAME_NOT_FOUND' });
        socket.close(4404, 'no such room');
        return;
      }
      const unsubscribe = bus.subscribe(bingoChannelOf(roomCode), (payload) =>
        send(payload as BingoStreamMessage),
      );
      socket.on('close', unsubscribe);
      // The snapshot is read once every process's next move reaches this socket: none falls between.
      unsubscribe.ready
        .then(() => bingo.snapshot(roomCode))
        .then(send, (error: unknown) => {
          request.log.warn({ err: error, roomCode }, 'bingo stream snapshot failed');
        });
    },
  );
};
