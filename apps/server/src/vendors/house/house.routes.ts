// HTTP of the house game server (contract: @playdeck/contract/house). Game pages call it with their
// game session's bearer token; a round's fairness record and the verifier are public.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  housePaths,
  houseBalanceValueSchema,
  houseFairnessValueSchema,
  houseRoundsQuerySchema,
  houseRoundsValueSchema,
  houseSeedsValueSchema,
  houseSessionRequestSchema,
  houseSettingsSchema,
  houseSettingsUpdateSchema,
  houseSessionValueSchema,
  houseVerifyRequestSchema,
  houseVerifyValueSchema,
  rotateSeedsRequestSchema,
  slotMachineValueSchema,
  slotSpinRequestSchema,
  slotSpinValueSchema,
} from '@playdeck/contract/house';
import { requireOperator } from '../../plugins/auth';
import type { HouseService } from './house.service';
import { SLOT_ROUND_INTERVAL_SETTING, type SlotsService } from './slots/slots.service';
import { SPORTSBOOK_IN_PLAY_SETTING } from './sportsbook/sportsbook.service';

const tags = ['house'];

export const houseRoutes: FastifyPluginAsyncZod<{ house: HouseService; slots: SlotsService }> = async (
  app,
  { house, slots },
) => {
  const sessionOf = (request: { headers: { authorization?: string } }) =>
    house.sessionOf(request.headers.authorization);

  app.post(
    housePaths.session,
    {
      schema: {
        tags,
        summary: 'Exchange a one-time launch token for a game session',
        body: houseSessionRequestSchema,
        response: { 200: successEnvelope(houseSessionValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await house.openSession(request.body.launchToken) }),
  );

  app.get(
    housePaths.balance,
    {
      schema: {
        tags,
        summary: "The member's balance as the platform reports it now",
        response: { 200: successEnvelope(houseBalanceValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: { balance: await house.balanceOf(await sessionOf(request)) },
    }),
  );

  app.get(
    housePaths.seeds,
    {
      schema: {
        tags,
        summary: 'The active seed pair (server seed hash, client seed, next nonce)',
        response: { 200: successEnvelope(houseSeedsValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await house.seeds(await sessionOf(request)) }),
  );

  app.post(
    housePaths.rotateSeeds,
    {
      schema: {
        tags,
        summary: 'Reveal the server seed and start a new pair (optionally with a new client seed)',
        body: rotateSeedsRequestSchema,
        response: { 200: successEnvelope(houseSeedsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await house.rotateSeeds(await sessionOf(request), request.body.clientSeed),
    }),
  );

  app.get(
    housePaths.rounds,
    {
      schema: {
        tags,
        summary: "The player's rounds in this studio, newest first",
        querystring: houseRoundsQuerySchema,
        response: { 200: successEnvelope(houseRoundsValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await house.rounds(await sessionOf(request), request.query.pageNo, request.query.pageSize),
    }),
  );

  app.get(
    housePaths.round,
    {
      schema: {
        tags,
        summary: "A round's provably fair record (seed revealed once retired)",
        params: z.object({ roundId: z.string().min(1).max(120) }),
        response: { 200: successEnvelope(houseFairnessValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await house.fairness(request.params.roundId) }),
  );

  app.post(
    housePaths.verify,
    {
      schema: {
        tags,
        summary: 'Recompute an outcome from its seeds',
        body: houseVerifyRequestSchema,
        response: { 200: successEnvelope(houseVerifyValueSchema) },
      },
    },
    async (request) => ({ success: true as const, value: house.verify(request.body) }),
  );

  app.get(
    housePaths.slotsMachine,
    {
      schema: {
        tags,
        summary: "The session's slot machine: lines, paytable, return to player, bets",
        response: { 200: successEnvelope(slotMachineValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await slots.machine((await sessionOf(request)).gameCode),
    }),
  );

  app.post(
    housePaths.slotsSpin,
    {
      schema: {
        tags,
        summary: 'One spin: debit the bet, credit the win, answer the reels',
        body: slotSpinRequestSchema,
        response: { 200: successEnvelope(slotSpinValueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await slots.play(await sessionOf(request), request.body.bet),
    }),
  );

  app.get(
    housePaths.operatorSettings,
    {
      schema: {
        tags: ['operator'],
        summary: "The house studio's options (least time between a player's spins, in-play betting)",
        response: { 200: successEnvelope(houseSettingsSchema) },
      },
      onRequest: requireOperator,
    },
    async () => ({ success: true as const, value: await houseSettings(house) }),
  );

  app.put(
    housePaths.operatorSettings,
    {
      schema: {
        tags: ['operator'],
        summary: "Change the house studio's options (only those sent)",
        body: houseSettingsUpdateSchema,
        response: { 200: successEnvelope(houseSettingsSchema) },
      },
      onRequest: requireOperator,
    },
    async (request) => {
      const { slotRoundIntervalMs, sportsbookInPlayBetting } = request.body;
      if (slotRoundIntervalMs !== undefined)
        await house.saveSetting(SLOT_ROUND_INTERVAL_SETTING, slotRoundIntervalMs);
      if (sportsbookInPlayBetting !== undefined)
        await house.saveSetting(SPORTSBOOK_IN_PLAY_SETTING, sportsbookInPlayBetting);
      return { success: true as const, value: await houseSettings(house) };
    },
  );
};

/** Every option with its value now (each one's default until the operator changes it). */
async function houseSettings(house: HouseService) {
  return {
    slotRoundIntervalMs: await house.setting(SLOT_ROUND_INTERVAL_SETTING, 0),
    sportsbookInPlayBetting: await house.setting(SPORTSBOOK_IN_PLAY_SETTING, false),
  };
}
