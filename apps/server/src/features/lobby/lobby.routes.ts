// HTTP for the lobby's catalogue calls. The language of game names is the `language` query when
// given, else Accept-Language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  favouriteIdsSchema,
  favouriteRequestSchema,
  favouritesQuerySchema,
  favouritesResponseSchema,
  fixturesQuerySchema,
  fixturesResponseSchema,
  gamesQuerySchema,
  gamesResponseSchema,
  hotQuerySchema,
  hotResponseSchema,
  jackpotResponseSchema,
  demoLaunchRequestSchema,
  launchRequestSchema,
  launchValueSchema,
  lobbyPaths,
  pvpRoomsQuerySchema,
  pvpRoomsResponseSchema,
  recentQuerySchema,
  recentResponseSchema,
  vendorsQuerySchema,
  vendorsResponseSchema,
  winnersQuerySchema,
  winnersResponseSchema,
} from '@playdeck/contract/lobby';
import { requireAccount, requireRealAccount, signedInAccount } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/i18n';
import { keptAnswerRoute } from '../../plugins/kept-answers';
import type { LobbyService } from './lobby.service';

const languageOf = (request: FastifyRequest, asked: string | undefined) => asked ?? requestLanguage(request);
/** Free-play launches per IP a minute. */
const DEMO_LAUNCHES_PER_MINUTE = 30;

export const lobbyRoutes: FastifyPluginAsyncZod<{ lobby: LobbyService }> = async (app, { lobby }) => {
  app.get(
    lobbyPaths.vendors,
    {
      schema: {
        tags: ['lobby'],
        summary: 'Vendor lanes by game category, and the lottery prize mode',
        querystring: vendorsQuerySchema,
        response: { 200: successEnvelope(vendorsResponseSchema) },
      },
      // The lanes are one object for as long as they are kept (LANES_TTL_MS); a flush reads again.
      ...keptAnswerRoute({
        version: lobby.lanesVersion,
        passThrough: (request) => /[?&]flush=/.test(request.url),
      }),
    },
    async (request) => {
      const flush = request.query.flush === 'true' || request.query.flush === '1';
      return { success: true as const, value: await lobby.vendors({ flush }) };
    },
  );

  app.post(
    lobbyPaths.launch,
    {
      schema: {
        tags: ['lobby'],
        summary: "Launch a game: the vendor's game address for the game popup; recorded in recent games",
        body: launchRequestSchema,
        response: { 200: successEnvelope(launchValueSchema) },
      },
      onRequest: requireAccount,
    },
    async (request) => ({
      success: true as const,
      value: await lobby.launch(signedInAccount(request).id, request.body, requestLanguage(request)),
    }),
  );

  app.post(
    lobbyPaths.demo,
    {
      schema: {
        tags: ['lobby'],
        summary: 'Free play: the game in play money, for a visitor or a member, when the operator offers it',
        body: demoLaunchRequestSchema,
        response: { 200: successEnvelope(launchValueSchema) },
      },
      // Each call opens a play-money wallet: a visitor may not open them without end.
      config: { rateLimit: { max: DEMO_LAUNCHES_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      value: await lobby.launchDemo(request.body.gameId, requestLanguage(request)),
    }),
  );

  app.get(
    lobbyPaths.fixtures,
    {
      schema: {
        tags: ['lobby'],
        summary: "The sports pages' fixture board: fixtures to come and in play by league, result odds now",
        querystring: fixturesQuerySchema,
        response: { 200: successEnvelope(fixturesResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await lobby.fixtures(request.query, languageOf(request, request.query.language)),
    }),
  );

  app.get(
    lobbyPaths.pvpRooms,
    {
      schema: {
        tags: ['lobby'],
        summary:
          "The /pvp page's room list: card tables with stakes, buy-ins and seats (house bots labelled)",
        querystring: pvpRoomsQuerySchema,
        response: { 200: successEnvelope(pvpRoomsResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await lobby.pvpRooms(languageOf(request, request.query.language)),
    }),
  );

  app.get(
    lobbyPaths.games,
    {
      schema: {
        tags: ['lobby'],
        summary: 'One page of games by type, vendor, sub-type and name',
        querystring: gamesQuerySchema,
        response: { 200: successEnvelope(gamesResponseSchema) },
      },
      // A page is one object for as long as its catalogue snapshot lives.
      ...keptAnswerRoute({ version: lobby.pagesVersion }),
    },
    async (request) => ({
      success: true as const,
      value: await lobby.games(request.query, languageOf(request, request.query.language)),
    }),
  );

  app.get(
    lobbyPaths.hot,
    {
      schema: {
        tags: ['lobby'],
        summary: 'The hot games, by type and vendor',
        querystring: hotQuerySchema,
        response: { 200: successEnvelope(hotResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await lobby.hot(request.query, languageOf(request, request.query.language)),
    }),
  );

  app.get(
    lobbyPaths.recent,
    {
      schema: {
        tags: ['lobby'],
        summary: "The member's recently launched games, latest first",
        querystring: recentQuerySchema,
        response: { 200: successEnvelope(recentResponseSchema) },
      },
      onRequest: requireRealAccount,
    },
    async (request) => ({
      success: true as const,
      value: await lobby.recent(
        signedInAccount(request).id,
        request.query,
        languageOf(request, request.query.language),
      ),
    }),
  );

  app.get(
    lobbyPaths.favourites,
    {
      schema: {
        tags: ['lobby'],
        summary: "The member's favourite games (content, pageNum, totalPages)",
        querystring: favouritesQuerySchema,
        response: { 200: successEnvelope(favouritesResponseSchema) },
      },
      onRequest: requireRealAccount,
    },
    async (request) => ({
      success: true as const,
      value: await lobby.favourites(
        signedInAccount(request).id,
        request.query,
        languageOf(request, request.query.language),
      ),
    }),
  );

  app.get(
    lobbyPaths.favouriteIds,
    {
      schema: {
        tags: ['lobby'],
        summary: "The ids of the member's favourite games",
        response: { 200: successEnvelope(favouriteIdsSchema) },
      },
      onRequest: requireRealAccount,
    },
    async (request) => ({
      success: true as const,
      value: await lobby.favouriteIds(signedInAccount(request).id),
    }),
  );

  app.post(
    lobbyPaths.favourites,
    {
      schema: {
        tags: ['lobby'],
        summary: 'Add a favourite game (again changes nothing); answers the favourite ids',
        body: favouriteRequestSchema,
        response: { 200: successEnvelope(favouriteIdsSchema) },
      },
      onRequest: requireRealAccount,
    },
    async (request) => ({
      success: true as const,
      value: await lobby.addFavourite(signedInAccount(request).id, request.body),
    }),
  );

  app.delete(
    lobbyPaths.favourites,
    {
      schema: {
        tags: ['lobby'],
        summary: 'Remove a favourite game (one not there changes nothing); answers the favourite ids',
        body: favouriteRequestSchema,
        response: { 200: successEnvelope(favouriteIdsSchema) },
      },
      onRequest: requireRealAccount,
    },
    async (request) => ({
      success: true as const,
      value: await lobby.removeFavourite(signedInAccount(request).id, request.body),
    }),
  );

  app.get(
    lobbyPaths.winners,
    {
      schema: {
        tags: ['lobby'],
        summary: 'The winner board: the latest real wins, names masked',
        querystring: winnersQuerySchema,
        response: { 200: successEnvelope(winnersResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await lobby.winners(request.query, languageOf(request, request.query.language)),
    }),
  );

  app.get(
    lobbyPaths.jackpot,
    {
      schema: {
        tags: ['lobby'],
        summary: "The jackpot pool's balance, fed by a share of every house-vendor stake",
        response: { 200: successEnvelope(jackpotResponseSchema) },
      },
    },
    async () => ({ success: true as const, value: await lobby.jackpot() }),
  );
};
